// In the browser: a buyer searches, filters and opens a listing; a seller creates
// a listing step by step, uploads a photo and submits it; an admin approves it; it is public.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiClient, expectHeading, pathOf, unique, waitForPath, waitForToast } from './support/app';
import { baseUrl, DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('buyers find listings', () => {
  it('searches without accents, filters by category in the address, and opens a listing', async () => {
    const page = await browser.newPage();
    await page.goto('/businesses');
    // Searched after a pause in typing: no button to press.
    await page.getByLabel('Buscar negocios').fill('panaderia');
    await page.waitForURL(/[?&]q=panaderia/);
    // The previous results stay on screen until the new ones arrive: wait for the change.
    await expect
      .poll(async () => (await page.getByRole('article').first().textContent())?.toLowerCase() ?? '', {
        timeout: 15_000,
      })
      .toMatch(/panader[ií]a/);

    await page.goto('/businesses?category=technology');
    await page.getByRole('article').first().waitFor();
    const categories = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((t) => t.includes('Tecnología'))).toBe(true);

    const first = page.getByRole('article').first();
    const cardTitle = ((await first.getByRole('heading').first().textContent()) ?? '').trim();
    expect(cardTitle.length).toBeGreaterThan(5);
    await first.getByRole('link').first().click();
    await page.waitForURL(/\/businesses\/[^/?]+$/);
    await expectHeading(page, cardTitle);
    // Locked for an anonymous visitor: the call to sign the NDA, never the confidential text.
    await page
      .getByRole('link', { name: /Firmar acuerdo de confidencialidad/ })
      .first()
      .waitFor();
    expect(await page.content()).not.toMatch(/RUC\s*\d{13}/);
  });
});

describe('a listing from draft to public', () => {
  it('a seller creates it with a photo and submits it, and an admin approves it', async () => {
    const title = `Cafetería de prueba ${unique()}`;
    const seller = await browser.newPage();
    await signIn(seller, DEMO.seller);
    await waitForPath(seller, '/seller/dashboard');

    await seller.goto('/seller/create-listing');
    await seller.getByLabel(/Título del anuncio/).fill(title);
    // The draft exists as soon as there is a title: the address carries its id.
    await seller.waitForURL(/\/seller\/create-listing\/\d+/, { timeout: 15_000 });
    const id = Number(pathOf(seller).split('/').pop());

    await seller.locator('#listing-category').click();
    await seller.getByRole('option', { name: 'Restaurantes' }).click();
    await seller.locator('#listing-country').click();
    await seller.getByRole('option', { name: 'Ecuador' }).click();
    await seller.getByLabel(/Ciudad o provincia/).fill('Cuenca');
    await seller.getByRole('button', { name: /Continuar/ }).click();

    await seller.getByLabel(/Precio de venta/).fill('45000');
    await seller.getByRole('button', { name: /Continuar/ }).click();

    await seller
      .getByLabel(/^Descripción/)
      .fill('Cafetería con veinte mesas frente al parque, clientela fija de oficinistas y estudiantes.');
    await seller.getByRole('button', { name: /Continuar/ }).click();

    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    await seller.locator('input[type="file"]').first().setInputFiles({
      name: 'local.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await seller.getByRole('list', { name: 'Fotos del anuncio' }).getByRole('listitem').first().waitFor();
    await seller.getByRole('button', { name: /Continuar/ }).click();
    await seller.getByRole('button', { name: /Continuar/ }).click();

    await seller.getByRole('button', { name: 'Enviar a revisión' }).click();
    await waitForPath(seller, '/seller/dashboard');

    const api = seller.request;
    const statusOf = async () => {
      const res = await api.get(`${baseUrl()}/api/businesses/${id}`, {
        headers: {
          'x-session-token': (await seller.evaluate(() => localStorage.getItem('session-token'))) ?? '',
        },
      });
      return ((await res.json()) as { status: string }).status;
    };
    expect(await statusOf()).toBe('pending');
    // Not public yet: an anonymous client does not find it.
    const anonymous = await apiClient();
    expect((await anonymous.get(`/api/businesses/${id}`)).status()).toBe(404);

    const admin = await browser.newPage();
    await signIn(admin, DEMO.admin);
    await waitForPath(admin, '/admin/dashboard');
    // The queue lives at /admin/moderation.
    await admin.goto('/admin/moderation');
    const card = admin.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: 'Aprobar' }).click();
    await waitForToast(admin, 'Anuncio aprobado y publicado');

    expect((await anonymous.get(`/api/businesses/${id}`)).status()).toBe(200);
    const visitor = await browser.newPage();
    await visitor.goto(`/businesses/${id}`);
    await expectHeading(visitor, title);
    await anonymous.dispose();
  });
});

describe('an admin creates a listing for a seller', () => {
  it('picks the seller at /business/new; the draft is theirs and shows in their dashboard', async () => {
    const title = `Librería de prueba ${unique()}`;
    const admin = await browser.newPage({ width: 390, height: 844 });
    await signIn(admin, DEMO.admin);
    await waitForPath(admin, '/admin/dashboard');
    await admin.goto('/business/new');

    // Searching without accents finds "Carlos Andrés Mora Salazar", the demo seller.
    const picker = admin.getByRole('combobox', { name: /Vendedor/ });
    await picker.fill('andres mora');
    const option = admin.getByRole('option', { name: /Carlos Andrés Mora Salazar/ });
    await option.waitFor();
    await option.click();
    await admin.getByText(DEMO.seller).first().waitFor();
    await admin.getByRole('button', { name: 'Continuar con este vendedor' }).click();

    await admin.getByLabel(/Título del anuncio/).fill(title);
    await admin.waitForURL(/\/business\/edit\/\d+/, { timeout: 15_000 });
    const id = Number(pathOf(admin).split('/').pop()?.split('?')[0]);

    const seller = await browser.newPage();
    await signIn(seller, DEMO.seller);
    await waitForPath(seller, '/seller/dashboard');
    await seller.getByText(title).first().waitFor({ timeout: 15_000 });
    const token = (await seller.evaluate(() => localStorage.getItem('session-token'))) ?? '';
    const res = await seller.request.get(`${baseUrl()}/api/businesses/${id}`, {
      headers: { 'x-session-token': token },
    });
    expect(await res.json()).toMatchObject({ title, status: 'draft' });
  });
});
