// The cookie preferences dialog and the consent it records (decision 022).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, mainHeading, settle, waitForPath, watchNetwork } from './support/app';
import { baseUrl, DEMO_PASSWORD, useBrowser } from './support/browser';

const browser = useBrowser();

const ALL = { necessary: true, analytics: true, marketing: true, preferences: true };
const NONE = { necessary: true, analytics: false, marketing: false, preferences: false };

function dialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Preferencias de cookies' });
}

/**
 * The first-visit panel once a press on it counts: in its first moments a press is taken as
 * aimed at what was under it (decision 022).
 */
async function settledPanel(page: Page): Promise<void> {
  await page.locator('dialog[open]:not([data-fresh])').waitFor();
}

async function storedConsent(page: Page): Promise<unknown> {
  const raw = await page.evaluate(() => localStorage.getItem('cookieConsent'));
  return raw === null ? null : JSON.parse(raw);
}

async function firstVisit(width = 1280): Promise<Page> {
  const page = await browser.newPage({ width, consent: false });
  watchNetwork(page);
  await page.goto('/');
  await dialog(page).waitFor();
  await settledPanel(page);
  return page;
}

/** The whole dialog (its sections and switches), from the first-visit panel's «Configurar». */
async function configure(page: Page): Promise<Locator> {
  await dialog(page).getByRole('button', { name: 'Configurar', exact: true }).click();
  await page.locator('dialog[open]:modal').waitFor();
  return dialog(page);
}

/** The floating button: fixed at the bottom right, on screen without scrolling (decision 135). */
async function cookieButton(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Preferencias de cookies', exact: true });
  await button.waitFor();
  return button;
}

/** The dialog has closed and stays closed once the page has settled. */
async function expectClosed(page: Page) {
  await dialog(page).waitFor({ state: 'hidden' });
  await settle(page);
  expect(await dialog(page).count()).toBe(0);
}

async function switchState(d: Locator, name: string) {
  const s = d.getByRole('switch', { name, exact: true });
  return { checked: await s.getAttribute('aria-checked'), disabled: await s.isDisabled() };
}

describe('cookie preferences', () => {
  it('opens on the first visit with its choices; «Configurar» shows the four sections and three buttons', async () => {
    const page = await firstVisit();
    for (const button of ['Rechazar todas', 'Aceptar todas', 'Configurar']) {
      expect(await dialog(page).getByRole('button', { name: button, exact: true }).isVisible(), button).toBe(
        true,
      );
    }
    const d = await configure(page);
    for (const section of [
      'Cookies necesarias',
      'Cookies analíticas',
      'Cookies de marketing',
      'Cookies de preferencias',
    ]) {
      await d.getByRole('button', { name: section, exact: true }).waitFor();
    }
    // Necessary: shown as 'Activadas', switch on and disabled.
    expect(await d.getByText('Activadas', { exact: true }).isVisible()).toBe(true);
    expect(await switchState(d, 'Cookies necesarias: Activadas')).toEqual({
      checked: 'true',
      disabled: true,
    });
    // The optional ones start off and can be changed.
    for (const name of ['Cookies analíticas', 'Cookies de marketing', 'Cookies de preferencias']) {
      expect(await switchState(d, name), name).toEqual({ checked: 'false', disabled: false });
    }
    for (const button of ['Rechazar todas', 'Aceptar todas', 'Guardar preferencias']) {
      expect(await d.getByRole('button', { name: button, exact: true }).isVisible(), button).toBe(true);
    }
    // Clicking the necessary switch changes nothing.
    await d.getByRole('switch', { name: 'Cookies necesarias: Activadas' }).click({ force: true });
    expect(await switchState(d, 'Cookies necesarias: Activadas')).toEqual({
      checked: 'true',
      disabled: true,
    });
    expect(await storedConsent(page)).toBeNull();
  });

  it('shows and hides a section’s explanation from its title, one section at a time as chosen', async () => {
    const page = await firstVisit(390);
    const d = await configure(page);
    const analytics = d.getByRole('button', { name: 'Cookies analíticas', exact: true });
    const text = d.getByText(/Nos dicen qué páginas se visitan/);
    expect(await analytics.getAttribute('aria-expanded')).toBe('false');
    expect(await text.isVisible()).toBe(false);
    await analytics.click();
    await text.waitFor();
    expect(await analytics.getAttribute('aria-expanded')).toBe('true');
    // The other sections stay closed; the switch beside the title is not changed by it.
    expect(await d.getByText(/Mantienen tu sesión iniciada/).isVisible()).toBe(false);
    expect(await switchState(d, 'Cookies analíticas')).toEqual({ checked: 'false', disabled: false });
    await analytics.click();
    await text.waitFor({ state: 'hidden' });
    expect(await analytics.getAttribute('aria-expanded')).toBe('false');
  });

  it('opened from its button it is modal: it takes the focus, so Tab and Escape act on it, not on the page behind', async () => {
    const page = await firstVisit();
    await dialog(page).getByRole('button', { name: 'Rechazar todas' }).click();
    await expectClosed(page);
    await (await cookieButton(page)).click();
    // The dialog focuses itself after the frame that shows it: no section looks preselected.
    await page.waitForFunction(() => document.activeElement?.matches('dialog[open]:modal') === true);
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () =>
        document.activeElement?.closest('dialog[open]') !== null && document.activeElement !== document.body,
    );
    expect(inside).toBe(true);
    await page.keyboard.press('Escape');
    await expectClosed(page);
    expect(await storedConsent(page)).toEqual(NONE);
  });

  it('on a first visit it takes nothing meant for the page: a sign-in typed and sent meanwhile goes through', async () => {
    const page = await browser.newPage({ width: 1280, height: 720, consent: false });
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    const email = form.getByRole('textbox', { name: 'Correo electrónico', exact: true });
    await email.click();
    await page.keyboard.type('comprador@');
    // It shows without taking the focus or the page: the visitor goes on typing and pressing.
    await dialog(page).waitFor();
    await page.keyboard.type('traspasa.test');
    expect(await email.inputValue()).toBe('comprador@traspasa.test');
    expect(await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal'))).toBe(false);
    await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_PASSWORD);
    const [login] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/auth/login')),
      form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click(),
    ]);
    expect(login.status()).toBe(200);
    await page.waitForURL((url) => url.pathname !== '/auth');
    // The choice is still the visitor's to make.
    expect(await storedConsent(page)).toBeNull();
  });

  it("'Aceptar todas' stores all four true and the dialog stays closed after a reload", async () => {
    const page = await firstVisit();
    await dialog(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await expectClosed(page);
    expect(await storedConsent(page)).toEqual(ALL);
    await page.reload();
    await mainHeading(page);
    await cookieButton(page);
    await expectClosed(page);
  });

  it("'Rechazar todas' stores only the necessary ones", async () => {
    const page = await firstVisit();
    await dialog(page).getByRole('button', { name: 'Rechazar todas' }).click();
    await expectClosed(page);
    expect(await storedConsent(page)).toEqual(NONE);
    await page.reload();
    await mainHeading(page);
    await expectClosed(page);
  });

  it("'Guardar preferencias' stores the switches as set, and the floating button restores them", async () => {
    const page = await firstVisit();
    const d = await configure(page);
    await d.getByRole('switch', { name: 'Cookies de marketing' }).click();
    expect(await switchState(d, 'Cookies de marketing')).toEqual({ checked: 'true', disabled: false });
    await d.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expectClosed(page);
    expect(await storedConsent(page)).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      preferences: false,
    });

    // After a reload the floating button reopens it with the stored choices.
    await page.reload();
    await mainHeading(page);
    await expectClosed(page);
    await (await cookieButton(page)).click();
    await d.waitFor();
    expect(await switchState(d, 'Cookies analíticas')).toEqual({ checked: 'false', disabled: false });
    expect(await switchState(d, 'Cookies de marketing')).toEqual({ checked: 'true', disabled: false });
    expect(await switchState(d, 'Cookies de preferencias')).toEqual({ checked: 'false', disabled: false });
  });

  it('the floating button reads «Cookies» on a phone and «Preferencias de cookies» wider, always on screen, and reopens the dialog', async () => {
    const page = await firstVisit(390);
    await dialog(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await expectClosed(page);
    // Fixed at the bottom right, labelled, without scrolling to the footer.
    const button = await cookieButton(page);
    expect((await button.innerText()).trim()).toBe('Cookies');
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeGreaterThan(390 - 40);
    expect(box!.y + box!.height).toBeGreaterThan(900 - 40);
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await button.innerText()).trim()).toBe('Preferencias de cookies');
    expect(await button.isVisible()).toBe(true);
    await button.click();
    const d = dialog(page);
    await d.waitFor();
    for (const name of ['Cookies analíticas', 'Cookies de marketing', 'Cookies de preferencias']) {
      expect(await switchState(d, name), name).toEqual({ checked: 'true', disabled: false });
    }
  });

  it('opens again when the stored record cannot be read', async () => {
    const page = await browser.newPage({ consent: false });
    await page.addInitScript(() => localStorage.setItem('cookieConsent', '{esto no es json'));
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto('/');
    await dialog(page).waitFor();
    // The unparseable record is logged (decision 022).
    expect(
      warnings.some((w) => /consent/i.test(w)),
      warnings.join('\n'),
    ).toBe(true);
  });

  it('sends nothing outside 127.0.0.1 with no analytics keys, even after accepting all', async () => {
    const page = await browser.newPage({ consent: false });
    const foreign: string[] = [];
    const ownHost = new URL(baseUrl()).hostname;
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.hostname !== ownHost) foreign.push(req.url());
    });
    watchNetwork(page);
    await page.goto('/');
    await settledPanel(page);
    await dialog(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await expectClosed(page);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Negocios' }).click();
    await waitForPath(page, '/businesses');
    await expectHeading(page, 'Negocios en venta');
    await settle(page, 500);
    // And a full load with consent stored.
    await page.goto('/businesses');
    await mainHeading(page);
    await settle(page, 500);
    expect(foreign).toEqual([]);
  });
});

describe('cookie preferences with a desktop scrollbar', () => {
  const desktop = useBrowser({ scrollbars: true });

  it('holds the page behind still while open: no scrolling, and nothing moves sideways as the scrollbar goes', async () => {
    const page = await desktop.newPage({ consent: false });
    await page.goto('/');
    await settledPanel(page);
    await dialog(page).getByRole('button', { name: 'Rechazar todas' }).click();
    await expectClosed(page);
    const headingX = async () => (await page.locator('h1').first().boundingBox())!.x;
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    // A desktop's classic scrollbar: the page loses it while the dialog is open.
    expect(
      await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
    ).toBeGreaterThan(0);
    const before = await headingX();
    expect(await overflow()).not.toBe('hidden');

    await (await cookieButton(page)).click();
    await page.waitForFunction(() => document.activeElement?.matches('dialog[open]') === true);
    expect(await overflow()).toBe('hidden');
    expect(await headingX()).toBe(before);

    await page.keyboard.press('Escape');
    await expectClosed(page);
    expect(await overflow()).not.toBe('hidden');
    expect(await headingX()).toBe(before);
  });
});
