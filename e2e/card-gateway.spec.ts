// The local card gateway in the browser (decision 095), at 390 and 1280 px: a server of its
// own runs with PAYMENT_PROVIDER=kushki against the local fake of Kushki's API, and the
// browser's requests to Kushki's UAT host (where kushki.js sends them) are routed to the same
// fake. A buyer pays a plan on Traspasa's card page (a declined card first), the card going
// through kushki.js to Kushki's token endpoint and never to our server, finds the plan on
// /subscription and the receipt with its factura (RIDE and XML) in the outbox; a seller pays
// a package with a card whose bank asks for 3-D Secure, confirmed in kushki.js's sandbox check.
// Screenshots of the card page (empty, declined, 3-D Secure step and check) go to /tmp/shots/gateway/.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUSHKI_CARDS } from '../apps/server/test/fakes/kushki/kushki-fake.ts';
import { expectHeading, until, waitForHydration, waitForPath } from './support/app';
import { fillLogin } from './support/browser';
import {
  type KushkiServer,
  launchFor,
  outboxMails,
  registerOn,
  startKushkiServer,
} from './support/card-gateway';

const SHOTS = '/tmp/shots/gateway';
/** The success pages poll the server for the pipeline's word. */
const CONFIRMATION_MS = 45_000;

let server: KushkiServer;
let chromium: Awaited<ReturnType<typeof launchFor>>;

beforeAll(async () => {
  server = await startKushkiServer();
  chromium = await launchFor(server.url, server.fake.url);
  fs.mkdirSync(SHOTS, { recursive: true });
}, 150_000);
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

async function catalogId(kind: 'plans' | 'packages', name: string): Promise<number> {
  const body = (await (await fetch(`${server.url}/api/payments/catalog`)).json()) as Record<
    'plans' | 'packages',
    { id: number; name: string }[]
  >;
  const item = body[kind].find((p) => p.name === name);
  if (!item) throw new Error(`The catalogue sells no "${name}"`);
  return item.id;
}

async function signedIn(role: 'buyer' | 'seller', width: number) {
  const account = await registerOn(server.url, role);
  const page = await chromium.newPage(width);
  await page.goto('/auth');
  await waitForHydration(page);
  await fillLogin(page, account.email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
  return { account, page };
}

/** Every request the page sends to Traspasa's own server, with its body. */
function ownRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(server.url)) seen.push(`${req.method()} ${req.url()} ${req.postData() ?? ''}`);
  });
  return seen;
}

/** The card page's order lines: "IVA 15 %" → "$2,48". */
async function cardOrder(page: Page): Promise<Record<string, string>> {
  const dl = page.locator('dl[aria-label="Resumen del pedido"]');
  await dl.waitFor();
  return dl.evaluate((el) => {
    const lines: Record<string, string> = {};
    for (const dt of Array.from(el.querySelectorAll('dt'))) {
      lines[(dt as HTMLElement).innerText.trim()] = (
        (dt.nextElementSibling as HTMLElement).innerText ?? ''
      ).trim();
    }
    return lines;
  });
}

async function typeCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill(number);
  await page.getByRole('textbox', { name: /^Vencimiento/ }).fill('12/34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('María José Andrade');
}

/** The whole page from its top (a phone's sticky header would sit mid-page otherwise). */
async function shot(page: Page, name: string, width: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

describe.each([390, 1280])('at %i px', (width) => {
  it('a buyer pays Comprador Pro by card through Kushki, after a declined card, and gets the plan and the receipt', async () => {
    const planId = await catalogId('plans', 'Comprador Pro');
    const { account, page } = await signedIn('buyer', width);
    const sent = ownRequests(page);

    await page.goto(`/subscribe?plan=${planId}`);
    await expectHeading(page, 'Confirma tu suscripción');
    await page.getByRole('button', { name: 'Pagar $19 con tarjeta' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pago-con-tarjeta/kcs_'), { timeout: 15_000 });
    await waitForHydration(page);
    await expectHeading(page, 'Pago con tarjeta');
    // The order as Kushki is charged it: the base and the IVA 15 % included in $19.
    expect(await cardOrder(page)).toEqual({
      Producto: 'Comprador Pro',
      'Subtotal sin IVA': '$16,52',
      'IVA 15 %': '$2,48',
      Total: '$19',
    });
    expect(await page.getByRole('textbox', { name: 'Correo electrónico' }).inputValue()).toBe(account.email);
    // Kushki runs in its UAT: the page says it is a test payment.
    expect(await page.getByRole('note').innerText()).toContain('Pago de prueba');
    await shot(page, 'card-page-empty', width);

    // Nothing typed: each field says what is missing, and nothing goes to Kushki.
    const tokenCalls = () => server.fake.requests.filter((r) => /tokens$/.test(r.path)).length;
    const before = tokenCalls();
    await page.getByRole('button', { name: 'Pagar $19', exact: true }).click();
    await page.getByText('Escribe el número de la tarjeta.').waitFor();
    expect(tokenCalls()).toBe(before);

    // A declined card: the bank's refusal in Spanish, the card kept, the page still payable.
    await typeCard(page, KUSHKI_CARDS.declined);
    await page.getByRole('button', { name: 'Pagar $19', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'rechazó la tarjeta' });
    await refusal.waitFor({ timeout: 15_000 });
    expect(await refusal.innerText()).toContain('Tu banco rechazó la tarjeta. No se hizo ningún cargo');
    expect(new URL(page.url()).pathname).toMatch(/^\/pago-con-tarjeta\/kcs_/);
    expect(await page.getByRole('button', { name: 'Pagar $19', exact: true }).isEnabled()).toBe(true);
    await shot(page, 'card-page-declined', width);

    await typeCard(page, KUSHKI_CARDS.approved);
    await page.getByRole('button', { name: 'Pagar $19', exact: true }).click();
    await waitForPath(page, '/subscription-success');
    await expectHeading(page, 'Tu plan está activo', CONFIRMATION_MS);

    // kushki.js sent the card to Kushki's subscription token endpoint with the public merchant id
    // (after reading the merchant's settings), never to Traspasa.
    const tokenRequest = server.fake.requests.filter((r) => r.path === '/v1/subscription-tokens').at(-1)!;
    expect(tokenRequest.headers['public-merchant-id']).toBe(server.fake.publicMerchantId);
    expect(tokenRequest.headers['x-amz-meta-kushki-info']).toBeTruthy();
    expect(tokenRequest.headers['private-merchant-id']).toBeUndefined();
    expect(tokenRequest.body!.card).toMatchObject({
      number: KUSHKI_CARDS.approved,
      name: 'María José Andrade',
      expiryMonth: '12',
      expiryYear: '34',
      cvv: '123',
    });
    expect(server.fake.requests.some((r) => r.path === '/merchant/v1/merchant/settings')).toBe(true);
    for (const number of [KUSHKI_CARDS.approved, KUSHKI_CARDS.declined]) {
      expect(sent.join('\n')).not.toContain(number);
      expect(sent.join('\n')).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
    // The charge reached Kushki in its amount format, for the plan kept as an on-demand card.
    const charged = server.fake.requests
      .filter((r) => /\/subscriptions\/v1\/card\/[^/]+\/charge$/.test(r.path))
      .at(-1)!;
    expect(charged.body!.amount).toEqual({
      subtotalIva: 16.52,
      subtotalIva0: 0,
      ice: 0,
      iva: 2.48,
      currency: 'USD',
    });

    await page.goto('/subscription');
    const plan = page.getByRole('region', { name: 'Comprador Pro' });
    await plan.waitFor({ timeout: 15_000 });
    expect((await plan.innerText()).replace(/\s+/g, ' ')).toMatch(/Comprador Pro Activa \$19 al mes/);

    const receipt = await until(
      async () =>
        (await outboxMails(server.pool, account.email)).find((m) =>
          m.subject.startsWith('Recibimos tu pago'),
        ),
      'the receipt mail',
      CONFIRMATION_MS,
    );
    expect(receipt.text).toContain('Gracias por tu pago de $19,00 por «Comprador Pro»');
    // The factura of a Kushki payment rides with the receipt as for any other (decision 093): the
    // mail names it and says the RIDE and the XML are attached (the dev outbox keeps the text only).
    const invoice = /También adjuntamos tu factura electrónica (001-001-\d{9}) \(RIDE en PDF y XML\)/.exec(
      receipt.text,
    );
    expect(invoice, receipt.text).not.toBeNull();
    const { rows } = await server.pool.query<{ access_key: string }>(
      `select access_key from electronic_documents where user_id = $1 and doc_type = '01'`,
      [account.userId],
    );
    expect(rows).toHaveLength(1);
    // And it downloads from the payment history on /subscription.
    const ride = page.getByRole('link', {
      name: new RegExp(`^Factura \\(PDF\\) ${invoice![1]} de Comprador Pro`),
    });
    await expect
      .poll(
        async () => {
          if (await ride.first().isVisible()) return true;
          await page.reload();
          return ride
            .first()
            .waitFor({ timeout: 5_000 })
            .then(() => true)
            .catch(() => false);
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), ride.first().click()]);
    expect(download.suggestedFilename()).toBe(`factura-${invoice![1]}.pdf`);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  }, 150_000);

  it('a seller pays a package with a card whose bank asks for 3-D Secure: the bank’s page, then back and paid', async () => {
    const packageId = await catalogId('packages', 'Paquete Destacado');
    const { account, page } = await signedIn('seller', width);

    await page.goto(`/checkout?product=${packageId}`);
    await expectHeading(page, 'Confirma tu compra');
    await page.getByRole('button', { name: 'Pagar $49 con tarjeta' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pago-con-tarjeta/kcs_'), { timeout: 15_000 });
    await waitForHydration(page);
    const cardPage = new URL(page.url()).pathname;

    await typeCard(page, KUSHKI_CARDS.threeDS);
    await page.getByRole('button', { name: 'Pagar $49', exact: true }).click();
    const step = page.getByRole('region', { name: 'Confirma el pago en tu banco' });
    await step.waitFor({ timeout: 15_000 });
    expect((await step.innerText()).replace(/\s+/g, ' ')).toContain('Todavía no se hizo ningún cargo');
    // kushki.js asked with the 3-D Secure JWT of Kushki's sandbox.
    const token3ds = server.fake.requests.filter((r) => r.path === '/card/v1/tokens').at(-1)!;
    expect(token3ds.body).toMatchObject({ totalAmount: 49, currency: 'USD', jwt: expect.any(String) });
    // Nothing charged while the bank waits.
    const chargesOf = () =>
      server.fake.requests.filter(
        (r) =>
          r.path === '/card/v1/charges' &&
          (r.body?.contactDetails as { email?: string } | undefined)?.email === account.email,
      );
    expect(chargesOf()).toHaveLength(0);
    await shot(page, 'card-page-3ds', width);

    // kushki.js opens the bank's check over the page (in UAT Kushki's sandbox, whose code is 1234).
    await step.getByRole('button', { name: 'Confirmar con mi banco' }).click();
    const check = page.locator('#sandbox3DSModal .kushki-modal');
    await check.waitFor({ state: 'visible', timeout: 15_000 });
    await shot(page, 'card-page-3ds-check', width);
    await page.locator('#txtOtp').fill('1234');
    await page.locator('#btnSubmit').click();

    // The bank approved: Kushki's sandbox validated the check, the token is charged, the result follows.
    await waitForPath(page, '/payment-success', 30_000);
    await expectHeading(page, 'Pago confirmado', CONFIRMATION_MS);
    expect(
      (await page.getByRole('region', { name: 'Pago confirmado' }).innerText()).replace(/\s+/g, ' '),
    ).toContain('Sumamos 1 crédito Destacado a tu cuenta');
    expect(chargesOf()).toHaveLength(1);
    expect(chargesOf()[0]!.body!.amount).toEqual({
      subtotalIva: 42.61,
      subtotalIva0: 0,
      ice: 0,
      iva: 6.39,
      currency: 'USD',
    });
    expect(server.fake.requests.some((r) => r.path === '/rules/v1/secureValidation')).toBe(true);
    // Going back to the card page says it is paid; no second charge.
    await page.goto(cardPage);
    await page.getByRole('heading', { name: 'Este pago ya se completó' }).waitFor({ timeout: 15_000 });
  }, 150_000);
});
