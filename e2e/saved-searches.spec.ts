// Saved searches and alerts (decision 150), in the browser: a buyer saves the search on screen,
// the admin approves a matching listing, the alert mail is in the outbox (the dev outbox logs
// it) and the alert is in the header's bell.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type NewAccount,
  registerAccount,
  unique,
  until,
  waitForHydration,
  waitForToast,
} from './support/app';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, outboxLinks, signIn, useBrowser } from './support/browser';
import { approvedListing as approveListing, rejectedListing } from './support/listings';
import { sidewaysScroll } from './support/ndas';

const browser = useBrowser();

/** Set ALERTS_SHOTS_DIR to keep screenshots (for looking at, not compared). */
async function shot(page: Page, name: string) {
  const dir = process.env.ALERTS_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** A complete listing of `seller` in `location`, with a photo, sent to review and approved (API). */
function approvedListing(seller: NewAccount, location: string) {
  return approveListing(seller, {
    title: `Imprenta digital del centro ${unique()}`,
    location,
    askingPrice: 38000,
    description: 'Imprenta con quince años en el centro, clientes fijos de oficinas y colegios de la zona.',
    photoColor: '#0f766e',
    photoName: 'imprenta.jpg',
  });
}

describe('saved searches and alerts', () => {
  it('a buyer saves a search; an approved listing that matches reaches the outbox and the bell', async () => {
    const buyer = await registerAccount('buyer');
    const seller = await registerAccount('seller');
    // A town of its own, so only this test's listing matches.
    const town = `Villa ${unique()}`;

    const page = await browser.newPage({ width: 1280, height: 900 });
    await signIn(page, buyer.email);
    await page.waitForURL((url) => url.pathname !== '/auth');
    await page.goto(`/businesses?category=service&location=${encodeURIComponent(town)}`);
    await page
      .getByTestId('results-count')
      .filter({ hasText: /negocio/ })
      .waitFor();
    // The session is known once the header shows the bell.
    await page.getByRole('button', { name: /^Avisos/ }).waitFor();

    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardar esta búsqueda' });
    await dialog.waitFor();
    const name = dialog.getByRole('textbox', { name: 'Nombre' });
    expect(await name.inputValue()).toBe(`Servicios en ${town}`);
    expect(await dialog.getByRole('radio', { name: /Al instante/ }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'save-dialog-1280');
    await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await waitForToast(page, 'Búsqueda guardada');

    const listing = await approvedListing(seller, town);

    // The job matches the approval and mails the instant search (the dev outbox logs it).
    const links = await until(
      () => {
        const found = outboxLinks(buyer.email);
        return found.some((l) => l.endsWith(`/businesses/${listing.slug}`)) ? found : null;
      },
      'the alert mail in the outbox',
      30_000,
    );
    expect(links.some((l) => /\/api\/saved-searches\/unsubscribe\?token=\d+\.[\w-]{43}$/.test(l))).toBe(true);

    // The bell shows it with a badge, lists it, and marks it read when opened.
    await page.goto('/buyer/dashboard');
    const bell = page.getByRole('button', { name: 'Avisos: 1 aviso sin leer' });
    await bell.waitFor({ timeout: 15_000 });
    const row = page
      .getByRole('list', { name: 'Búsquedas guardadas' })
      .getByRole('listitem')
      .filter({ hasText: `Servicios en ${town}` });
    await row.getByText('1 nuevo').waitFor();
    await shot(page, 'dashboard-1280');
    await bell.click();
    const alert = page.getByRole('link', { name: new RegExp(listing.title) });
    await alert.waitFor();
    expect(await page.getByRole('dialog').textContent()).toContain(`«Servicios en ${town}»`);
    await page.waitForTimeout(300); // the popover's fade-in
    await shot(page, 'bell-1280');
    await alert.click();
    await page.waitForURL((url) => url.pathname === `/businesses/${listing.slug}`);
    await page.getByRole('button', { name: 'Avisos', exact: true }).waitFor({ timeout: 15_000 });
  });

  it('on a phone: anonymous visitors sign in and come back to the dialog; the list and the bell fit 390 px', async () => {
    const buyer = await registerAccount('buyer');
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/businesses?category=restaurant&maxPrice=80000');
    await page.getByRole('article').first().waitFor();
    await waitForHydration(page);
    expect(await sidewaysScroll(page)).toBe(false);
    await shot(page, 'search-390');
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(buyer.email);
    await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/businesses');
    const dialog = page.getByRole('dialog', { name: 'Guardar esta búsqueda' });
    await dialog.waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('guardar')).toBeNull();
    expect(await dialog.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe(
      'Restaurantes hasta $80.000',
    );
    expect(await sidewaysScroll(page)).toBe(false);
    await shot(page, 'save-dialog-390');
    await dialog.getByRole('radio', { name: /Resumen diario/ }).check();
    await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
    await waitForToast(page, 'Búsqueda guardada');

    await page.goto('/buyer/dashboard');
    const row = page
      .getByRole('list', { name: 'Búsquedas guardadas' })
      .getByRole('listitem')
      .filter({ hasText: 'Restaurantes hasta $80.000' });
    await row.getByText('Resumen diario').waitFor();
    await row.getByRole('button', { name: 'Pausar «Restaurantes hasta $80.000»' }).click();
    await row.getByText('En pausa', { exact: true }).waitFor();
    expect(await sidewaysScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'dashboard-390');
    await page.getByRole('button', { name: 'Avisos' }).click();
    await page.getByText('Aún no tienes avisos.').waitFor();
    expect(await sidewaysScroll(page)).toBe(false);
    await page.waitForTimeout(300); // the popover's fade-in
    await shot(page, 'bell-390');
  });
});

describe("the bell's notices of decisions", () => {
  it('a seller finds their listings approved and rejected in the bell; the rejection opens its edit form', async () => {
    const seller = await registerAccount('seller');
    const listing = (title: string) => ({
      title: `${title} ${unique()}`,
      location: 'Cuenca',
      askingPrice: 52000,
      description: 'Local con clientela fija en el centro, abierto de lunes a sábado desde hace once años.',
      photoColor: '#115e59',
      photoName: 'local.jpg',
    });
    const approved = await approveListing(seller, listing('Panadería del barrio'));
    const reason = 'Las fotos no muestran el local: sube fotos del negocio.';
    const rejected = await rejectedListing(seller, listing('Bazar de regalos'), reason);

    const page = await browser.newPage({ width: 390, height: 844 });
    await signIn(page, seller.email);
    await page.waitForURL((url) => url.pathname !== '/auth');
    // The bell is opened on the home page, where an opened alert once stayed unread.
    await page.getByRole('link', { name: 'Traspasa, ir al inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const bell = page.getByRole('button', { name: 'Avisos: 2 avisos sin leer' });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const notices = page.getByRole('dialog', { name: 'Tus avisos' });
    const rejectedNotice = notices.getByRole('link', {
      name: new RegExp(`«${rejected.title}» no fue aprobado`),
    });
    await rejectedNotice.waitFor();
    expect(await rejectedNotice.textContent()).toContain(`Motivo: ${reason}`);
    const approvedNotice = notices.getByRole('link', {
      name: new RegExp(`«${approved.title}» está publicado`),
    });
    await approvedNotice.waitFor();
    const approvedHref = await approvedNotice.getAttribute('href');
    expect(await sidewaysScroll(page)).toBe(false);
    await page.waitForTimeout(300); // the popover's fade-in
    await shot(page, 'notices-390');
    await rejectedNotice.click();
    await page.waitForURL((url) => url.pathname === `/seller/edit-listing/${rejected.id}`);
    await page.getByRole('button', { name: 'Avisos: 1 aviso sin leer' }).waitFor({ timeout: 15_000 });

    // Opened another way (a new tab, a copied link), the other notice is marked read too.
    const tab = await page.context().newPage();
    await tab.goto(new URL(approvedHref ?? '', page.url()).toString());
    await tab.waitForURL((url) => url.pathname === `/businesses/${approved.slug}`);
    await tab.getByRole('button', { name: 'Avisos', exact: true }).waitFor({ timeout: 15_000 });
    await tab.close();
  });
});
