// SRI invoices (decision 093) in the browser: a seller pays a package by card (sandbox), finds
// the factura beside the receipt on /subscription and downloads its RIDE, which carries the
// access key; the admin finds the document in «Facturas electrónicas» with its state, the SRI's
// messages and its downloads, at 1280 and 390 px. The e2e server runs offline (no
// SRI_ENVIRONMENT), so the document is «sin enviar» and «Reintentar» is not offered.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { apiClient, expectHeading, registerAccount, settle, waitForPath } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';
import { e2ePool } from './support/db';

const browser = useBrowser();
const SHOTS = '/tmp/shots/sri';

async function packageId(name: string): Promise<number> {
  const api = await apiClient();
  try {
    const body = (await (await api.get('/api/payments/catalog')).json()) as {
      packages: Array<{ id: number; name: string }>;
    };
    const item = body.packages.find((p) => p.name === name);
    if (!item) throw new Error(`The catalogue sells no "${name}"`);
    return item.id;
  } finally {
    await api.dispose();
  }
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('a paid package gets its factura', () => {
  it('the seller downloads the RIDE from /subscription; the admin sees it in «Facturas electrónicas»', async () => {
    const seller = await registerAccount('seller');
    const page = await browser.newPage({ width: 1280, height: 900 });
    await signIn(page, seller.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });

    await page.goto(`/checkout?product=${await packageId('Paquete Destacado')}`);
    await expectHeading(page, 'Confirma tu compra');
    await page.getByRole('button', { name: 'Pagar $49 con tarjeta' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-checkout/'), { timeout: 15_000 });
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: /^Vencimiento/ }).fill('12/34');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('María José Andrade');
    await page.getByRole('button', { name: 'Pagar $49', exact: true }).click();
    await waitForPath(page, '/payment-success');
    await expectHeading(page, 'Pago confirmado', 45_000);

    // The factura beside the receipt, once signed (a reload until it appears).
    await page.goto('/subscription');
    const history = page.getByRole('table', { name: 'Historial de pagos' });
    const rideLink = history.getByRole('link', {
      name: /^Factura \(PDF\) 001-001-\d{9} de Paquete Destacado/,
    });
    await expect
      .poll(
        async () => {
          if (await rideLink.isVisible()) return true;
          await page.reload();
          await history.waitFor({ timeout: 10_000 });
          return rideLink.isVisible();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    expect(await history.getByRole('link', { name: /^XML de la factura 001-001-\d{9}/ }).isVisible()).toBe(
      true,
    );

    const [download] = await Promise.all([page.waitForEvent('download'), rideLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^factura-001-001-\d{9}\.pdf$/);
    fs.mkdirSync(SHOTS, { recursive: true });
    const pdfPath = `${SHOTS}/ride-e2e.pdf`;
    await download.saveAs(pdfPath);
    expect(fs.readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');

    const pool = e2ePool();
    try {
      const { rows } = await pool.query<{
        id: number;
        access_key: string;
        sequential: number;
        state: string;
      }>('select id, access_key, sequential, state from electronic_documents where user_id = $1', [
        seller.user.id,
      ]);
      expect(rows).toHaveLength(1);
      const doc = rows[0]!;
      expect(doc.state).toBe('sin_enviar');
      // The RIDE's text has the access key, as a reader's program extracts it.
      const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(pdfPath)));
      const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
      expect(text).toContain(doc.access_key);
      expect(text).toContain('Sin enviar al SRI');
      expect(text).toContain('$49,00');

      // On a phone, the card carries the same links.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      const cards = page
        .getByRole('list')
        .filter({ has: page.getByRole('link', { name: /^Factura \(PDF\)/ }) });
      await cards.first().waitFor({ timeout: 15_000 });

      // The admin's list.
      const number = `001-001-${String(doc.sequential).padStart(9, '0')}`;
      const admin = await browser.newPage({ width: 1280, height: 900 });
      await signIn(admin, DEMO.admin);
      await waitForPath(admin, '/admin/dashboard');
      await admin.getByRole('navigation').getByRole('link', { name: 'Facturas electrónicas' }).click();
      await waitForPath(admin, '/admin/invoices');
      await expectHeading(admin, 'Facturas electrónicas');
      expect(await admin.getByRole('note').innerText()).toContain('El envío al SRI no está configurado');
      const table = admin.getByRole('table', { name: 'Comprobantes electrónicos' });
      const row = table.getByRole('row').filter({ hasText: number });
      await row.waitFor({ timeout: 15_000 });
      expect(await row.getByText('Sin enviar al SRI').isVisible()).toBe(true);
      expect(await row.getByRole('link', { name: `RIDE en PDF de ${number}` }).isVisible()).toBe(true);
      expect(await row.getByRole('link', { name: `XML de ${number}` }).isVisible()).toBe(true);
      expect(await row.getByRole('button', { name: /Reintentar/ }).count()).toBe(0);

      // What an SRI refusal looks like in the list: the state and the SRI's own message.
      await pool.query(
        `update electronic_documents set state = 'devuelta', attempts = 1, last_attempt_at = now(),
           sri_messages = $2::jsonb where id = $1`,
        [
          doc.id,
          JSON.stringify([
            {
              identificador: '35',
              mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
              informacionAdicional: 'Se encontró el elemento totalDescuento fuera de lugar',
              tipo: 'ERROR',
            },
          ]),
        ],
      );
      await admin.getByRole('button', { name: 'Devuelta por el SRI' }).click();
      const returned = table.getByRole('row').filter({ hasText: number });
      await returned.getByText('ARCHIVO NO CUMPLE ESTRUCTURA XML').waitFor({ timeout: 15_000 });
      expect(await returned.getByText('Error 35:').isVisible()).toBe(true);
      await settle(admin);
      await shot(admin, 'admin-invoices-1280');

      await admin.setViewportSize({ width: 390, height: 844 });
      const cardList = admin.getByRole('list', { name: 'Comprobantes electrónicos' });
      const card = cardList.getByRole('listitem').filter({ hasText: number });
      await card.getByText('ARCHIVO NO CUMPLE ESTRUCTURA XML').waitFor();
      expect(await card.getByRole('link', { name: `RIDE en PDF de ${number}` }).isVisible()).toBe(true);
      await settle(admin);
      await shot(admin, 'admin-invoices-390');
      await pool.query(
        `update electronic_documents set state = 'sin_enviar', sri_messages = '[]' where id = $1`,
        [doc.id],
      );
    } finally {
      await pool.end();
    }
  });
});
