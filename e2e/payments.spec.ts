// Payments (decision 090) in the browser: a buyer subscribes with a
// discount code, a declined card charges nothing, 3-D Secure asks before paying, and a
// seller buys a Destacado credit, spends it on a listing and sees it featured once approved.
// Every payment goes through the sandbox's hosted page and the real webhook pipeline (the
// e2e server runs with its jobs on), so the success pages wait for the server's word.
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  apiClient,
  expectHeading,
  type NewAccount,
  registerAccount,
  unique,
  until,
  waitForPath,
  waitForToast,
} from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/** Waiting for the provider's confirmation: the success pages poll every 2 s for up to a minute. */
const CONFIRMATION_MS = 45_000;

type Card = { number: string; expiry?: string; cvc?: string; name?: string };
const VISA_OK = '4242 4242 4242 4242';
const VISA_DECLINED = '4000 0000 0000 0002';
const VISA_3DS = '4000 0027 6000 3184';

type CatalogItem = { id: number; name: string; priceCents: number };
async function catalogItem(kind: 'plans' | 'packages', name: string): Promise<CatalogItem> {
  const api = await apiClient();
  try {
    const res = await api.get('/api/payments/catalog');
    expect(res.status()).toBe(200);
    const body = (await res.json()) as Record<'plans' | 'packages', CatalogItem[]>;
    const item = body[kind].find((p) => p.name === name);
    if (!item) throw new Error(`The catalogue sells no "${name}"`);
    return item;
  } finally {
    await api.dispose();
  }
}

/** A fresh account signed in through the login form, in a context of its own. */
async function signedIn(account: NewAccount): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, account.email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
  return page;
}

/** The lines of the order summary on /subscribe and /checkout: "Total" → "$17,10". */
async function orderSummary(page: Page): Promise<Record<string, string>> {
  const region = page.getByRole('region', { name: 'Resumen del pedido' });
  await region.getByRole('term').first().waitFor();
  return region.locator('dl').evaluate((dl) => {
    const lines: Record<string, string> = {};
    for (const dt of Array.from(dl.querySelectorAll('dt'))) {
      const label = (dt as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
      lines[label] = ((dt.nextElementSibling as HTMLElement | null)?.innerText ?? '').trim();
    }
    return lines;
  });
}

/** Presses "Pagar $X con tarjeta" and waits for the sandbox's hosted page. */
async function openPaymentPage(page: Page, total: string): Promise<void> {
  await page.getByRole('button', { name: `Pagar ${total} con tarjeta` }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox-checkout/'), { timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).waitFor();
}

/** Types a card on the sandbox page and presses "Pagar $X". */
async function payWithCard(page: Page, total: string, card: Card): Promise<void> {
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill(card.number);
  await page.getByRole('textbox', { name: /^Vencimiento/ }).fill(card.expiry ?? '12/34');
  await page.getByRole('textbox', { name: 'CVC' }).fill(card.cvc ?? '123');
  await page.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill(card.name ?? 'María José Andrade');
  await page.getByRole('button', { name: `Pagar ${total}`, exact: true }).click();
}

/** The payment history table on /subscription, one array of cell texts per row. */
async function historyRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Historial de pagos' });
  await table.getByRole('row').nth(1).waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td')).map((td) => td.innerText.replace(/\s+/g, ' ').trim()),
      ),
    );
}

/** One tier of the seller dashboard's credits card, as read: "Destacado disponibles 0 1 usado". */
async function dashboardCredit(page: Page, tier: 'Premium' | 'Destacado'): Promise<string> {
  const item = page
    .getByRole('region', { name: 'Créditos para anuncios' })
    .getByRole('listitem')
    .filter({ hasText: `${tier} disponibles` });
  // The figure replaces a skeleton once the balance arrives.
  await item.locator('p.figure').waitFor({ timeout: 15_000 });
  return (await item.innerText()).replace(/\s+/g, ' ').trim();
}

/** Reloads the seller dashboard until the credits card reads `expected`. */
async function expectDashboardCredit(page: Page, tier: 'Premium' | 'Destacado', expected: string) {
  await page.goto('/seller/dashboard');
  await expect.poll(() => dashboardCredit(page, tier), { timeout: 15_000 }).toBe(expected);
}

/** The transactions of an account as its payment history lists them (API, for waiting). */
async function transactionStatuses(account: NewAccount): Promise<string[]> {
  const api = await apiClient();
  try {
    const res = await api.get('/api/payments/transactions', {
      headers: { 'x-session-token': account.sessionToken },
    });
    return ((await res.json()) as { items: { status: string }[] }).items.map((t) => t.status);
  } finally {
    await api.dispose();
  }
}

describe('a buyer subscribes to Comprador Pro with a discount code', () => {
  it('applies BIENVENIDA10, pays on the sandbox page, and finds the plan active with its receipt', async () => {
    const buyer = await registerAccount('buyer');
    const page = await signedIn(buyer);

    await page.goto('/subscription-plans');
    await expectHeading(page, 'Publicar tu negocio es gratis');
    await page.getByRole('radio', { name: 'Mensual' }).check();
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Comprador Pro', exact: true }),
    });
    expect((await card.innerText()).replace(/\s+/g, ' ')).toContain('$19 al mes');
    await card.getByRole('link', { name: 'Elegir este plan (Comprador Pro)' }).click();

    await waitForPath(page, '/subscribe');
    await expectHeading(page, 'Confirma tu suscripción');
    expect(await orderSummary(page)).toMatchObject({
      Producto: 'Comprador Pro',
      Periodicidad: 'Mensual',
      Subtotal: '$19',
      Total: '$19',
    });

    await page.getByRole('textbox', { name: 'Código de descuento' }).fill('BIENVENIDA10');
    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Código BIENVENIDA10 aplicado' }).waitFor();
    await expect
      .poll(() => orderSummary(page), { timeout: 10_000 })
      .toMatchObject({ Subtotal: '$19', 'Descuento BIENVENIDA10': '−$1,90', Total: '$17,10' });

    await openPaymentPage(page, '$17,10');
    // The hosted page charges what the summary promised.
    await page.getByText('Comprador Pro', { exact: true }).waitFor();
    await page.getByText('$17,10', { exact: true }).waitFor();
    await payWithCard(page, '$17,10', { number: VISA_OK });

    await waitForPath(page, '/subscription-success');
    await expectHeading(page, 'Tu plan está activo', CONFIRMATION_MS);
    const result = page.getByRole('region', { name: 'Tu plan está activo' });
    const resultText = (await result.innerText()).replace(/\s+/g, ' ');
    expect(resultText).toContain('Confirmamos el pago de Comprador Pro');
    expect(resultText).toContain('Total $17,10');

    await result.getByRole('link', { name: 'Ver mi suscripción' }).click();
    await waitForPath(page, '/subscription');
    const plan = page.getByRole('region', { name: 'Comprador Pro' });
    await plan.waitFor();
    expect((await plan.innerText()).replace(/\s+/g, ' ')).toMatch(/Comprador Pro Activa \$19 al mes/);
    await plan.getByText(/^Se renueva el /).waitFor();

    // One payment, paid, with the code and the discounted amount.
    const rows = await historyRows(page);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1, 5)).toEqual(['Comprador Pro', '$17,10', 'Pagado', 'BIENVENIDA10']);

    // The receipt link downloads a PDF.
    const download = page.waitForEvent('download');
    await page
      .getByRole('table', { name: 'Historial de pagos' })
      .getByRole('link', { name: /^Comprobante \(PDF\)/ })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);
});

describe('a declined card', () => {
  it('shows the bank’s refusal in Spanish, keeps the payment page, and charges nothing', async () => {
    const plan = await catalogItem('plans', 'Comprador Pro');
    const buyer = await registerAccount('buyer');
    const page = await signedIn(buyer);

    await page.goto(`/subscribe?plan=${plan.id}`);
    await expectHeading(page, 'Confirma tu suscripción');
    await openPaymentPage(page, '$19');
    const sandboxUrl = page.url();
    await payWithCard(page, '$19', { number: VISA_DECLINED });

    const refusal = page.getByRole('alert').filter({ hasText: 'rechazó' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/Tu banco rechazó la tarjeta/);
    // Still on the payment page, the card still typed in, ready for another try.
    expect(page.url()).toBe(sandboxUrl);
    expect(await page.getByRole('textbox', { name: 'Número de tarjeta' }).inputValue()).toBe(VISA_DECLINED);
    expect(await page.getByRole('button', { name: 'Pagar $19', exact: true }).isEnabled()).toBe(true);

    // Once the server has recorded the refusal, the account shows no plan and no paid row.
    await until(
      async () => (await transactionStatuses(buyer)).includes('failed'),
      'the declined payment to be recorded',
      CONFIRMATION_MS,
    );
    await page.goto('/subscription');
    await page.getByText('Todavía no tienes un plan').waitFor();
    const rows = await historyRows(page);
    expect(rows.map((r) => r[3])).not.toContain('Pagado');
    expect(rows.map((r) => r[3])).toContain('Fallido');
    expect(
      await page.getByRole('table', { name: 'Historial de pagos' }).getByRole('link').count(),
      'no receipt for a payment that was not charged',
    ).toBe(0);
  }, 120_000);
});

describe('3-D Secure', () => {
  it('asks the bank’s confirmation, and "Autorizar" completes the payment', async () => {
    const plan = await catalogItem('plans', 'Comprador Pro');
    const buyer = await registerAccount('buyer');
    const page = await signedIn(buyer);

    await page.goto(`/subscribe?plan=${plan.id}`);
    await expectHeading(page, 'Confirma tu suscripción');
    await openPaymentPage(page, '$19');
    await payWithCard(page, '$19', { number: VISA_3DS });

    const bank = page.getByRole('dialog', { name: 'Confirma el pago en tu banco' });
    await bank.waitFor();
    expect((await bank.innerText()).replace(/\s+/g, ' ')).toContain('autorices este pago de $19 a Traspasa');
    // Nothing is charged while the bank waits.
    expect(page.url()).toMatch(/\/sandbox-checkout\//);
    await bank.getByRole('button', { name: 'Autorizar' }).click();

    await waitForPath(page, '/subscription-success');
    await expectHeading(page, 'Tu plan está activo', CONFIRMATION_MS);
  }, 120_000);
});

describe('a seller buys a Destacado credit and spends it on a listing', () => {
  it('pays the package, publishes the listing as Destacado, and sees the credit used once approved', async () => {
    const seller = await registerAccount('seller');
    const page = await signedIn(seller);

    // The package, from the plans page's "Paquetes" section.
    await page.goto('/subscription-plans#paquetes');
    const packages = page.getByRole('region', { name: 'Paquetes para tu anuncio' });
    const pkgCard = packages.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Paquete Destacado', exact: true }),
    });
    expect((await pkgCard.innerText()).replace(/\s+/g, ' ')).toMatch(/Destacado 1 crédito .*\$49 pago único/);
    await pkgCard.getByRole('link', { name: 'Comprar paquete (Paquete Destacado)' }).click();

    await waitForPath(page, '/checkout');
    const pkg = await catalogItem('packages', 'Paquete Destacado');
    expect(new URL(page.url()).searchParams.get('product')).toBe(String(pkg.id));
    await expectHeading(page, 'Confirma tu compra');
    expect(await orderSummary(page)).toMatchObject({ Producto: 'Paquete Destacado', Total: '$49' });
    await openPaymentPage(page, '$49');
    await payWithCard(page, '$49', { number: VISA_OK });

    await waitForPath(page, '/payment-success');
    await expectHeading(page, 'Pago confirmado', CONFIRMATION_MS);
    const result = page.getByRole('region', { name: 'Pago confirmado' });
    expect((await result.innerText()).replace(/\s+/g, ' ')).toContain(
      'Sumamos 1 crédito Destacado a tu cuenta',
    );

    await expectDashboardCredit(page, 'Destacado', 'Destacado disponibles 1');

    // A draft with everything but the photo; the seller finishes it in the listing form.
    const title = `Floristería Destacada ${unique()}`;
    const api = await apiClient();
    const created = await api.post('/api/businesses', {
      headers: { 'x-session-token': seller.sessionToken },
      data: {
        title,
        category: 'retail',
        country: 'Ecuador',
        location: 'Quito',
        askingPrice: 38000,
        description: 'Floristería con quince años en el centro norte, clientela de empresas y eventos.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;

    await page.goto(`/seller/create-listing/${id}?paso=4`);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').first().setInputFiles({
      name: 'flores.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.getByRole('list', { name: 'Fotos del anuncio' }).getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: /Continuar/ }).click();
    await page.getByRole('button', { name: /Continuar/ }).click();

    const picker = page.getByRole('group', { name: 'Cómo se publica tu anuncio' });
    const featured = picker.getByRole('radio', { name: 'Destacado', exact: true });
    // The picker shows the credit the seller just bought.
    const featuredDetails = page.locator(`[id="${await featured.getAttribute('aria-describedby')}"]`);
    await featuredDetails.getByText('Tienes 1 crédito', { exact: true }).waitFor();
    await featured.check();
    await picker
      .getByRole('status')
      .filter({ hasText: 'Guardado: tu anuncio es Destacado; reservamos uno de tus créditos Destacado' })
      .waitFor();

    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    await waitForPath(page, '/seller/dashboard');
    await waitForToast(page, 'Anuncio enviado a revisión');
    await expectDashboardCredit(page, 'Destacado', 'Destacado disponibles 0 1 reservado');

    // An admin approves it from the moderation queue.
    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await waitForPath(admin, '/admin/dashboard');
    // The queue lives at /admin/moderation.
    await admin.goto('/admin/moderation');
    const queued = await queueCard(admin, title);
    await queued.getByRole('button', { name: 'Aprobar' }).click();
    await waitForToast(admin, 'Anuncio aprobado y publicado');

    // The seller's credit is now used, not available and not reserved.
    await expectDashboardCredit(page, 'Destacado', 'Destacado disponibles 0 1 usado');

    // The public listing is featured.
    const visitor = await browser.newPage();
    await visitor.goto(`/businesses/${id}`);
    await expectHeading(visitor, title);
    const header = visitor.locator('header', { has: visitor.getByRole('heading', { level: 1 }) });
    await header.getByText('Destacado', { exact: true }).waitFor();
    await api.dispose();
  }, 180_000);
});

/** The moderation queue's card for `title`, loading more pages if the queue is long. */
async function queueCard(admin: Page, title: string): Promise<Locator> {
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: title }) });
  const more = admin.getByRole('button', { name: 'Cargar más anuncios' });
  await admin.getByRole('button', { name: 'Aprobar' }).first().waitFor({ timeout: 15_000 });
  for (let i = 0; i < 20; i++) {
    if (await card.count()) return card;
    if (!(await more.count())) break;
    await more.click();
    await expect.poll(async () => (await more.count()) === 0 || (await more.isEnabled())).toBe(true);
  }
  await card.waitFor({ timeout: 5_000 });
  return card;
}

describe('a credit bought from the listing form', () => {
  it('is bought in place and leads back to the draft, which then gets the tier', async () => {
    const seller = await registerAccount('seller');
    const api = await apiClient();
    let draftId: number;
    try {
      const draft = await api.post('/api/businesses', {
        data: { title: 'Cafetería con terraza en La Floresta' },
        headers: { 'X-Session-Token': seller.sessionToken, 'Idempotency-Key': `tier-${Date.now()}` },
      });
      expect(draft.status(), await draft.text()).toBe(201);
      draftId = ((await draft.json()) as { id: number }).id;
    } finally {
      await api.dispose();
    }
    const page = await signedIn(seller);
    await page.goto(`/seller/create-listing/${draftId}?paso=6`);
    const picker = page.getByRole('group', { name: 'Cómo se publica tu anuncio' });
    await picker.getByText('No tienes créditos').first().waitFor();
    // The card that has no credit offers one right there.
    await picker.getByRole('button', { name: 'Comprar un crédito Premium' }).click();
    const buy = picker.getByRole('button', { name: /^Comprar 1 crédito Premium \(\$/ });
    const label = (await buy.textContent()) ?? '';
    const total = /\((\$[^)]+)\)/.exec(label)?.[1] ?? '';
    await buy.click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-checkout/'), { timeout: 15_000 });
    await payWithCard(page, total, { number: VISA_OK });
    await page.waitForURL((url) => url.pathname === '/payment-success', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Pago confirmado' }).waitFor({ timeout: 20_000 });
    await page.getByText(/Úsalo al publicar un anuncio/).waitFor();
    await page.getByRole('link', { name: 'Volver a tu anuncio' }).click();
    // Back on the draft's tier step, the title kept, and the tier asked for applied with the new credit.
    await page.waitForURL((url) => url.pathname === `/seller/create-listing/${draftId}`);
    await page.getByText(/Guardado: tu anuncio es Premium/).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('nivel')).toBeNull();
    await page.goto(`/seller/create-listing/${draftId}?paso=1`);
    await expect
      .poll(() => page.getByLabel(/Título del anuncio/).inputValue())
      .toBe('Cafetería con terraza en La Floresta');
  });
});
