// The toast area: top on small screens, bottom-right on larger, one toast at a time.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAccount, toasts, waitForToast } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const WRONG = 'Credenciales incorrectas. Verifica tu correo electrónico y tu contraseña.';

async function wrongPasswordToast(page: Page) {
  await signIn(page, DEMO.buyer, 'NoEsLaClave123');
  await waitForToast(page, WRONG);
  const box = await toasts(page).first().boundingBox();
  if (!box) throw new Error('the toast has no box');
  return box;
}

describe('toasts', () => {
  it('sit at the top of the screen at 390 px', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const box = await wrongPasswordToast(page);
    expect(box.y, JSON.stringify(box)).toBeLessThan(844 / 4);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Wide enough to read: nearly the full width.
    expect(box.width).toBeGreaterThan(390 - 64);
  });

  it('sit at the bottom right at 1280 px, at most 420 px wide', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    const box = await wrongPasswordToast(page);
    expect(box.y + box.height, JSON.stringify(box)).toBeGreaterThan(900 * 0.75);
    expect(box.x, JSON.stringify(box)).toBeGreaterThan(1280 / 2);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.width).toBeLessThanOrEqual(420);
  });

  it('show one at a time: a second one replaces the first', async () => {
    const existing = await registerAccount('buyer');
    const page = await browser.newPage();
    await signIn(page, DEMO.buyer, 'NoEsLaClave123');
    await waitForToast(page, WRONG);

    // Straight away, a registration error.
    await page.getByRole('tab', { name: 'Crear cuenta' }).click();
    const form = page.getByRole('form', { name: 'Crear cuenta' });
    await form.getByRole('textbox', { name: 'Nombre completo', exact: true }).fill('Otra Persona');
    await form.getByRole('textbox', { name: 'Nombre de usuario', exact: true }).fill(`otra_${Date.now()}`);
    await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(existing.email);
    await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('UnaFraseLarga2024');
    await form.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await waitForToast(page, 'Este correo electrónico ya está registrado. ¿Quieres iniciar sesión?');

    expect(await toasts(page).count()).toBe(1);
    const shown = (await toasts(page).allTextContents()).join(' | ');
    expect(shown).not.toContain(WRONG);
  });
});
