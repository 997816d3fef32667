// «Datos de facturación» at checkout (decision 092) in the browser, at 390 and 1280 px: a
// seller buying a $60 package must give a cédula, RUC or pasaporte (consumidor final is off
// above $50), the number is checked as typed, the saved data are remembered, and the payment
// through the sandbox issues a factura with them, signed and kept «sin enviar» offline.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient, registerAccount } from './support/app';
import { seriousViolations } from './support/axe';
import { signIn, useBrowser } from './support/browser';
import { e2ePool } from './support/db';

const browser = useBrowser();
const SHOTS = '/tmp/shots/invoices';

async function packageId(name: string): Promise<number> {
  const api = await apiClient();
  try {
    const body = (await (await api.get('/api/payments/catalog')).json()) as {
      packages: Array<{ id: number; name: string }>;
    };
    const item = body.packages.find((p) => p.name === name);
    if (!item) throw new Error(`no package ${name}`);
    return item.id;
  } finally {
    await api.dispose();
  }
}

async function billing(page: Page) {
  return page.getByRole('region', { name: 'Datos de facturación' });
}

describe.each([390, 1280])('billing identity at checkout, %i px', (width) => {
  it('asks for, checks, remembers and invoices the buyer identification', async () => {
    const seller = await registerAccount('seller');
    const page = await browser.newPage({ width, height: 900 });
    await signIn(page, seller.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
    await page.goto(`/checkout?product=${await packageId('Paquete Premium ×3')}`);

    const section = await billing(page);
    await section.waitFor();
    const finalOption = section.getByRole('radio', { name: 'Consumidor final' });
    expect(await finalOption.isDisabled()).toBe(true);
    await section.getByText('Esta compra pasa de $50').waitFor();

    const number = section.getByRole('textbox', { name: /Número de cédula/ });
    await number.fill('1710034066');
    await number.blur();
    await section.getByText('Esta cédula no es válida').waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/billing-error-${width}.png`, fullPage: true });

    await number.fill('1710034065');
    await section.getByRole('textbox', { name: /Nombre completo/ }).fill('María José Andrade');
    await section.getByRole('textbox', { name: /Dirección/ }).fill('Av. 10 de Agosto N21-45, Quito');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/billing-form-${width}.png`, fullPage: true });
    await section.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await section.getByRole('button', { name: 'Cambiar datos' }).waitFor();
    await section.getByText('Cédula 1710034065').waitFor();
    await page.screenshot({ path: `${SHOTS}/billing-saved-${width}.png`, fullPage: true });

    // Remembered: a new visit shows the summary, not the form.
    await page.reload();
    await (await billing(page)).getByText('María José Andrade').waitFor();

    await page.getByRole('button', { name: 'Pagar $60 con tarjeta' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-checkout/'), { timeout: 15_000 });
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: /^Vencimiento/ }).fill('12/34');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('María José Andrade');
    await page.getByRole('button', { name: 'Pagar $60', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment-success'), { timeout: 30_000 });

    const pool = e2ePool();
    try {
      let doc:
        | { state: string; buyer: { idNumber: string; legalName: string }; total_cents: number }
        | undefined;
      for (let i = 0; i < 60 && doc?.state !== 'sin_enviar'; i++) {
        const { rows } = await pool.query(
          'select state, buyer, total_cents from electronic_documents where user_id = $1 and doc_type = $2',
          [seller.user.id, '01'],
        );
        doc = rows[0];
        if (doc?.state !== 'sin_enviar') await new Promise((r) => setTimeout(r, 1000));
      }
      expect(doc).toMatchObject({
        state: 'sin_enviar',
        total_cents: 6000,
        buyer: { idNumber: '1710034065', legalName: 'María José Andrade' },
      });
    } finally {
      await pool.end();
    }
  });
});
