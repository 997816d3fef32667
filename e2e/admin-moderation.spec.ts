// In the browser: the demo admin reaches the moderation page from the admin
// navigation, sees who sells a listing in review, rejects it with an edited template;
// on a phone the admin navigation opens from a menu and the page does not scroll sideways.
import { rejectionTemplates } from '@traspasa/shared/admin-listings';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectHeading, unique, waitForPath, waitForToast } from './support/app';
import { seriousViolations } from './support/axe';
import { DEMO, signIn, useBrowser } from './support/browser';
import { apiSession, type Session, sidewaysScroll } from './support/ndas';

const browser = useBrowser();

/** A listing of the demo seller sent to review through the API. */
async function pendingListing(seller: Session, title: string): Promise<number> {
  const created = await seller.api.post('/api/businesses', {
    headers: seller.headers,
    data: {
      title,
      description: 'Ferretería de barrio con clientela fija, proveedores de confianza y local propio.',
      category: 'retail',
      country: 'Ecuador',
      location: 'Cuenca',
      askingPrice: 42000,
      annualRevenue: 90000,
      annualProfit: 18000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const uploaded = await seller.api.post(`/api/businesses/${id}/images`, {
    headers: seller.headers,
    multipart: { file: { name: 'ferreteria.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const submitted = await seller.api.post(`/api/businesses/${id}/submit`, {
    headers: seller.headers,
    data: { confirmFigures: true },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return id;
}

/** The queue's card for `title`, loading more pages if the queue is long. */
async function queueCard(page: Page, title: string): Promise<Locator> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const more = page.getByRole('button', { name: 'Cargar más anuncios' });
  await page.getByRole('button', { name: 'Aprobar' }).first().waitFor({ timeout: 15_000 });
  for (let i = 0; i < 20; i++) {
    if (await card.count()) return card;
    if (!(await more.count())) break;
    await more.click();
    await expect.poll(async () => (await more.count()) === 0 || (await more.isEnabled())).toBe(true);
  }
  return card;
}

describe('moderation from the admin navigation', () => {
  it('the admin opens Moderación from the nav, sees the seller and rejects with an edited template', async () => {
    const seller = await apiSession(DEMO.seller);
    const title = `Ferretería en revisión ${unique()}`;
    const id = await pendingListing(seller, title);

    const page = await browser.newPage({ width: 1280, height: 900 });
    await signIn(page, DEMO.admin);
    await waitForPath(page, '/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Administración' });
    const link = nav.getByRole('link', { name: /^Moderación, \d+ pendientes?$/ });
    await link.click();
    await waitForPath(page, '/admin/moderation');
    await expectHeading(page, 'Moderación');
    expect(await link.getAttribute('aria-current')).toBe('page');
    await page.getByRole('tab', { name: /^Anuncios, \d+ pendientes?$/ }).waitFor();

    const card = await queueCard(page, title);
    expect(await seriousViolations(page)).toEqual([]);
    const sellerLink = card.getByRole('link', { name: 'Carlos Andrés Mora Salazar' });
    expect(await sellerLink.getAttribute('href')).toBe(`/admin/users/${seller.userId}`);
    expect(await card.textContent()).not.toMatch(/Vendedor #/);

    await card.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar anuncio' });
    const template = rejectionTemplates.find((t) => t.id === 'fotos')!;
    await dialog.getByRole('button', { name: template.label, exact: true }).click();
    const reason = dialog.getByRole('textbox', { name: 'Motivo para el vendedor' });
    expect(await reason.inputValue()).toBe(template.text);
    await reason.press('End');
    await reason.pressSequentially(' Gracias.');
    await dialog.getByRole('button', { name: 'Rechazar anuncio' }).click();
    await waitForToast(page, 'Anuncio rechazado');
    await card.waitFor({ state: 'detached' });

    const mine = await seller.api.get('/api/seller/businesses?limit=100', { headers: seller.headers });
    const items = (
      (await mine.json()) as { items: Array<{ id: number; status: string; rejectionReason: string }> }
    ).items;
    const own = items.find((b) => b.id === id)!;
    expect(own.status).toBe('rejected');
    expect(own.rejectionReason).toBe(`${template.text} Gracias.`);
    await seller.api.dispose();
  });

  it('at 390 px the admin navigation opens from a menu and the page fits the screen', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await waitForPath(page, '/admin/dashboard');
    await page.goto('/admin/moderation');
    await expectHeading(page, 'Moderación');
    await page.getByRole('status', { name: 'Cargando anuncios' }).waitFor({ state: 'detached' });
    expect(await sidewaysScroll(page)).toBe(false);
    // The side navigation is not laid over the content on a phone…
    expect(await page.getByRole('navigation', { name: 'Administración' }).count()).toBe(0);
    // …it opens from the menu button, which says where you are.
    await page.getByRole('button', { name: /^Administración · Moderación/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Administración' });
    const current = sheet.getByRole('link', { name: /^Moderación/ });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole('link', { name: /^Verificaciones de identidad/ }).click();
    await waitForPath(page, '/admin/identity-verifications');
    await sheet.waitFor({ state: 'detached' });
    await expectHeading(page, 'Verificaciones de identidad');
    await page.getByRole('status', { name: 'Cargando las solicitudes' }).waitFor({ state: 'detached' });
    expect(await sidewaysScroll(page)).toBe(false);
  });
});
