// Decision 100 in the browser: a seller verifies their identity on a phone (390 px, touch, the
// file inputs that open the camera), an admin opens the request on a computer, sees the
// three photos and approves it behind a confirmation, and the seller's public listing then
// says «Vendedor con identidad verificada». The photos are JPEGs drawn in the test.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  apiClient,
  expectHeading,
  type NewAccount,
  registerAccount,
  settle,
  unique,
  waitForPath,
  waitForToast,
} from './support/app';
import { baseUrl, DEMO, DEMO_PASSWORD, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

const VERIFIED_SELLER = 'Vendedor con identidad verificada';
const WRONG_CHECK_DIGIT = 'El último dígito de la cédula no corresponde: revisa que esté bien escrita.';
const NO_CONSENT = 'Para continuar tienes que aceptar el tratamiento de tus datos.';

/**
 * A valid Ecuadorian cédula of its own for each run (province 17, a person's third digit,
 * the module-10 check digit), so that no other test's request makes it look "ya usado".
 */
function freshCedula(): string {
  const body = `17${Math.floor(Math.random() * 6)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const sum = [...body].reduce((total, digit, i) => {
    const product = Number(digit) * (i % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The same number with a wrong last digit. */
function withWrongCheckDigit(cedula: string): string {
  return `${cedula.slice(0, 9)}${(Number(cedula[9]) + 1) % 10}`;
}

/** A light photo with a few drawn lines (the document's number among them), as a JPEG. */
async function drawnPhoto(width: number, height: number, lines: string[]): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${180 + i * 140}" font-family="sans-serif" font-size="72" font-weight="700" fill="#0f172a">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e8eef7"/><rect x="30" y="30" width="${width - 60}" height="${height - 60}" rx="32" fill="#ffffff" stroke="#1e3a8a" stroke-width="8"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A signed-in API session of the demo admin. */
async function adminHeaders(): Promise<Record<string, string>> {
  const api = await apiClient();
  try {
    const res = await api.post('/api/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
    return { 'x-session-token': ((await res.json()) as { sessionToken: string }).sessionToken };
  } finally {
    await api.dispose();
  }
}

/** A complete listing of `seller`, with a photo, sent to review and approved by the admin (API). */
async function approvedListing(seller: NewAccount): Promise<{ id: number; title: string }> {
  const title = `Cafetería del parque ${unique()}`;
  const api = await apiClient();
  const headers = { 'x-session-token': seller.sessionToken };
  try {
    const created = await api.post('/api/businesses', {
      headers,
      data: {
        title,
        category: 'retail',
        country: 'Ecuador',
        location: 'Quito',
        askingPrice: 42000,
        description:
          'Cafetería con doce años frente al parque, clientela fija de oficinas y fines de semana llenos.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    const uploaded = await api.post(`/api/businesses/${id}/images`, {
      headers,
      multipart: { file: { name: 'cafeteria.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const submitted = await api.post(`/api/businesses/${id}/submit`, { headers, data: {} });
    expect(submitted.status(), await submitted.text()).toBe(200);
    const approved = await api.post(`/api/admin/businesses/${id}/approve`, { headers: await adminHeaders() });
    expect(approved.status(), await approved.text()).toBe(200);
    return { id, title };
  } finally {
    await api.dispose();
  }
}

/** A phone: 390 × 844, touch, a coarse pointer, in a context of its own. */
async function phonePage(): Promise<Page> {
  // useBrowser hands out desktop contexts; the phone shares their Chromium.
  const opener = await browser.newPage();
  const chromium = opener.context().browser();
  if (!chromium) throw new Error('No browser behind the test page');
  const context = await chromium.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'es-EC',
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('cookieConsent')) {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false }),
      );
    }
  });
  await opener.close();
  return context.newPage();
}

/** The public listing's header, once its title is on screen. */
async function listingHeader(page: Page, listing: { id: number; title: string }) {
  await page.goto(`/businesses/${listing.id}`);
  await expectHeading(page, listing.title);
  await settle(page);
  return page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
}

function stepHeading(page: Page, text: string) {
  return page.getByRole('heading', { level: 2, name: text });
}

describe('identity verification from a phone to the badge on the listing', () => {
  it('a seller sends cédula and photos at 390 px, an admin approves them, and the listing shows the badge', async () => {
    const seller = await registerAccount('seller');
    const listing = await approvedListing(seller);
    const cedula = freshCedula();

    // Before: the public listing says nothing about the seller's identity.
    const visitor = await browser.newPage();
    const before = await listingHeader(visitor, listing);
    expect(await before.getByText(VERIFIED_SELLER).count()).toBe(0);

    // The seller, on a phone.
    const phone = await phonePage();
    await signIn(phone, seller.email);
    await phone.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
    await phone.goto('/identity-verification');
    await expectHeading(phone, 'Verificación de identidad');

    // 1. Consent: "Continuar" without it is refused, beside the checkbox.
    await stepHeading(phone, 'Paso 1 de 4: Antes de empezar: tus datos y tus derechos').waitFor();
    const next = phone.getByRole('button', { name: 'Continuar', exact: true });
    await next.click();
    await phone.getByRole('alert').filter({ hasText: NO_CONSENT }).waitFor();
    expect(await stepHeading(phone, 'Paso 1 de 4: Antes de empezar: tus datos y tus derechos').count()).toBe(
      1,
    );
    const consent = phone.getByRole('checkbox', {
      name: /^Acepto que Traspasa trate las fotos de mi documento/,
    });
    await consent.tap();
    await expect.poll(() => consent.getAttribute('aria-checked')).toBe('true');
    expect(await phone.getByText(NO_CONSENT).count(), 'the refusal goes once accepted').toBe(0);
    await next.tap();

    // 2. The document: the type, then a number with a wrong check digit, then the right one.
    await stepHeading(phone, 'Paso 2 de 4: ¿Con qué documento te identificas?').waitFor();
    await phone.getByRole('combobox', { name: 'Tipo de documento' }).tap();
    await phone.getByRole('option', { name: 'Cédula de identidad (Ecuador)', exact: true }).tap();
    await expect
      .poll(() => phone.getByRole('combobox', { name: 'Tipo de documento' }).innerText())
      .toContain('Cédula de identidad (Ecuador)');
    const number = phone.getByRole('textbox', { name: 'Número de documento' });
    await number.fill(withWrongCheckDigit(cedula));
    await number.blur();
    await phone.getByRole('alert').filter({ hasText: WRONG_CHECK_DIGIT }).waitFor();
    await next.tap();
    // Still on the document step, the message still there.
    await phone.getByRole('alert').filter({ hasText: WRONG_CHECK_DIGIT }).waitFor();
    expect(await stepHeading(phone, 'Paso 2 de 4: ¿Con qué documento te identificas?').count()).toBe(1);
    await number.fill(cedula);
    await phone.getByRole('status').filter({ hasText: 'El número tiene el formato correcto.' }).waitFor();
    expect(await phone.getByText(WRONG_CHECK_DIGIT).count()).toBe(0);
    await next.tap();

    // 3. The photos: each input opens the camera on a phone (the back one for the document,
    // the front one for the selfie); a phone gets no separate webcam button.
    await stepHeading(phone, 'Paso 3 de 4: Fotos de tu documento y una selfie').waitFor();
    const photos = [
      {
        label: 'frente del documento',
        capture: 'environment',
        file: {
          name: 'cedula-frente.jpg',
          buffer: await drawnPhoto(1200, 800, ['REPUBLICA DEL ECUADOR', 'CEDULA DE IDENTIDAD', cedula]),
        },
      },
      {
        label: 'reverso del documento',
        capture: 'environment',
        file: {
          name: 'cedula-reverso.jpg',
          buffer: await drawnPhoto(1200, 800, ['INSTRUCCION SUPERIOR', 'PROFESION COMERCIANTE']),
        },
      },
      {
        label: 'selfie con el documento',
        capture: 'user',
        file: { name: 'selfie.jpg', buffer: await drawnPhoto(800, 1200, ['SELFIE', cedula]) },
      },
    ];
    expect(await phone.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a touch phone').toBe(true);
    await phone
      .getByLabel('Tomar o elegir foto: selfie con el documento', { exact: true })
      .waitFor({ state: 'attached' });
    await settle(phone);
    expect(await phone.getByRole('button', { name: /^Usar la cámara/ }).count()).toBe(0);
    for (const photo of photos) {
      const input = phone.getByLabel(`Tomar o elegir foto: ${photo.label}`, { exact: true });
      expect(await input.getAttribute('type')).toBe('file');
      expect(await input.getAttribute('capture'), `capture of "${photo.label}"`).toBe(photo.capture);
      expect(await input.getAttribute('accept')).toContain('image/jpeg');
      await input.setInputFiles({ ...photo.file, mimeType: 'image/jpeg' });
      await phone.getByRole('img', { name: `Vista previa: ${photo.label}`, exact: true }).waitFor();
      await phone.getByLabel(`Cambiar foto: ${photo.label}`, { exact: true }).waitFor({ state: 'attached' });
    }
    await next.tap();

    // 4. Review: the type, the country, the masked number, the three photos; then send.
    await stepHeading(phone, 'Paso 4 de 4: Revisa y envía tu solicitud').waitFor();
    const review = phone.getByRole('region', { name: 'Tu documento' });
    const reviewText = (await review.innerText()).replace(/\s+/g, ' ');
    expect(reviewText).toContain('Cédula de identidad (Ecuador)');
    expect(reviewText).toContain('Ecuador');
    expect(reviewText).toContain(`••••${cedula.slice(-4)}`);
    expect(reviewText, 'the whole number is hidden until asked').not.toContain(cedula);
    const reviewPhotos = phone.getByRole('region', { name: 'Tus fotos' });
    for (const alt of ['Frente del documento', 'Reverso del documento', 'Selfie con el documento']) {
      await reviewPhotos.getByRole('img', { name: alt, exact: true }).waitFor();
    }
    await phone.getByRole('button', { name: 'Enviar solicitud' }).tap();
    await waitForToast(phone, 'Recibimos tu solicitud', 30_000);

    // Pending, as the server says it (also after a reload).
    for (const reload of [false, true]) {
      if (reload) await phone.reload();
      await phone.getByRole('heading', { level: 2, name: 'Estamos revisando tu identidad' }).waitFor();
      await phone.getByText('En revisión', { exact: true }).waitFor();
      await phone.getByText(`••••${cedula.slice(-4)}`, { exact: true }).waitFor();
    }
    await settle(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The admin, on a computer: the queue, the request, the three photos, the decision.
    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await waitForPath(admin, '/admin/dashboard');
    await admin.goto('/admin/identity-verifications');
    await expectHeading(admin, 'Verificaciones de identidad');
    const table = admin.getByRole('table', { name: 'Solicitudes de verificación de identidad' });
    const row = table.getByRole('row').filter({ hasText: seller.email });
    const more = admin.getByRole('button', { name: 'Cargar más', exact: true });
    await table.waitFor({ timeout: 15_000 });
    for (let i = 0; i < 20 && !(await row.count()) && (await more.count()); i++) {
      await more.click();
      await expect.poll(async () => (await more.count()) === 0 || (await more.isEnabled())).toBe(true);
    }
    await row.waitFor({ timeout: 5_000 });
    const rowText = (await row.innerText()).replace(/\s+/g, ' ');
    expect(rowText).toContain(seller.fullName);
    expect(rowText).toContain('Cédula de identidad (Ecuador)');
    expect(rowText).toContain('En revisión');
    await row.getByRole('link', { name: `Revisar la solicitud de ${seller.fullName}` }).click();

    await admin.waitForURL((url) => /^\/admin\/identity-verifications\/\d+$/.test(url.pathname));
    await expectHeading(admin, seller.fullName);
    const images = admin.getByRole('region', { name: 'Imágenes' });
    for (const label of ['Frente del documento', 'Reverso del documento', 'Selfie con el documento']) {
      const img = images.getByRole('img', { name: `${label} de ${seller.fullName}`, exact: true });
      await img.waitFor({ timeout: 15_000 });
      await expect
        .poll(
          () =>
            img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
          {
            timeout: 10_000,
          },
        )
        .toBeGreaterThan(0);
    }
    expect(await images.getByRole('alert').count(), 'no image failed to load').toBe(0);
    const typed = (await admin.getByRole('region', { name: 'Datos escritos' }).innerText()).replace(
      /\s+/g,
      ' ',
    );
    expect(typed).toContain('Cédula de identidad (Ecuador)');
    expect(typed).toContain(cedula);

    const decision = admin.getByRole('region', { name: 'Decisión' });
    await decision.getByRole('radio', { name: 'Aprobar' }).check();
    await decision.getByRole('button', { name: 'Aprobar verificación' }).click();
    const confirm = admin.getByRole('dialog', { name: `¿Aprobar la identidad de ${seller.fullName}?` });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('Su cuenta mostrará la insignia «Identidad verificada».');
    await confirm.getByRole('button', { name: 'Sí, aprobar' }).click();
    await waitForToast(admin, 'Verificación aprobada');
    await waitForPath(admin, '/admin/identity-verifications');

    // After: an anonymous visitor sees the badge on the seller's listing.
    const after = await listingHeader(visitor, listing);
    await after.getByText(VERIFIED_SELLER, { exact: true }).waitFor();

    // And the seller's page says approved.
    await phone.goto('/identity-verification');
    await phone.getByRole('heading', { level: 2, name: 'Tu identidad está verificada' }).waitFor();
    await phone.getByText('Identidad verificada', { exact: true }).waitFor();
    await phone.getByText(/^Aprobada el /).waitFor();
    expect(await phone.getByText('Estamos revisando tu identidad').count()).toBe(0);
    await phone.context().close();
  }, 150_000);
});

describe('the photos step on a computer', () => {
  it('offers "Usar la cámara" beside each file input, which keeps its capture hint', async () => {
    const account = await registerAccount('buyer');
    const page = await browser.newPage();
    await signIn(page, account.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
    await page.goto('/identity-verification');
    await page
      .getByRole('checkbox', { name: /^Acepto que Traspasa trate las fotos de mi documento/ })
      .click();
    const next = page.getByRole('button', { name: 'Continuar', exact: true });
    await next.click();
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'Cédula de identidad (Ecuador)', exact: true }).click();
    await page.getByRole('textbox', { name: 'Número de documento' }).fill(freshCedula());
    await page.getByRole('status').filter({ hasText: 'El número tiene el formato correcto.' }).waitFor();
    await next.click();
    await stepHeading(page, 'Paso 3 de 4: Fotos de tu documento y una selfie').waitFor();
    for (const [label, capture] of [
      ['frente del documento', 'environment'],
      ['reverso del documento', 'environment'],
      ['selfie con el documento', 'user'],
    ] as const) {
      await page.getByRole('button', { name: `Usar la cámara: ${label}`, exact: true }).waitFor();
      const input = page.getByLabel(`Tomar o elegir foto: ${label}`, { exact: true });
      expect(await input.getAttribute('capture')).toBe(capture);
    }
  });
});
