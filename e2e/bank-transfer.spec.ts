// Bank transfers (decision 094) in the browser, at 1280 and 390 px: a seller pays a package by
// «Transferencia o depósito bancario», sees the amount, the reference and the accounts, uploads
// the receipt; the demo admin finds it in «Transferencias por conciliar» (side navigation) and
// approves it; the seller's Destacado credit appears on /subscription and the factura's RIDE
// downloads from the payment history. TRANSFER_SHOTS=1 saves each screen to /tmp/shots/transfers.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiClient, expectHeading, registerAccount, settle, waitForPath } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const SHOTS = '/tmp/shots/transfers';

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
  if (!process.env.TRANSFER_SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])('a package paid by bank transfer at $width px', ({ width, height }) => {
  it('order, receipt, the admin approval, the credit and the RIDE', async () => {
    const seller = await registerAccount('seller');
    const page = await browser.newPage({ width, height });
    await signIn(page, seller.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });

    await page.goto(`/checkout?product=${await packageId('Paquete Destacado')}`);
    await expectHeading(page, 'Confirma tu compra');
    const transfer = page.getByRole('button', { name: 'Transferencia o depósito bancario' });
    await transfer.waitFor();
    await shot(page, `checkout-${width}`);
    await transfer.click();
    await page.waitForURL((url) => /^\/payments\/transfers\/\d+$/.test(url.pathname), { timeout: 15_000 });
    await expectHeading(page, 'Transferencia o depósito bancario');

    // What to transfer, where, with which reference, until when.
    const reference = (
      await page
        .getByText(/^TP-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/)
        .first()
        .innerText()
    ).trim();
    expect(await page.getByText('$49', { exact: true }).first().isVisible()).toBe(true);
    expect(
      await page.getByText(/^Reservamos tu pedido hasta el \d+ de \w+ de \d{4} a las \d\d:\d\d/).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Copiar el código de referencia' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copiar número de cuenta' }).first().isVisible()).toBe(
      true,
    );
    expect(await page.getByText('Banco Pichincha').first().isVisible()).toBe(true);
    await shot(page, `order-${width}`);

    // The receipt: a missing file is refused in Spanish first, then a photo with its number and amount.
    await page.getByRole('button', { name: 'Enviar comprobante' }).click();
    await page.getByText('Elige la foto o el PDF del comprobante.').waitFor();
    const photo = await sharp({ create: { width: 480, height: 720, channels: 3, background: '#e8f0ea' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'comprobante.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('textbox', { name: /Número de transacción/ }).fill('0045871236');
    await page.getByRole('textbox', { name: /Monto de esta transferencia/ }).fill('49');
    expect(await page.getByText(/Guardamos tu comprobante en privado/).isVisible()).toBe(true);
    await shot(page, `receipt-upload-${width}`);
    await page.getByRole('button', { name: 'Enviar comprobante' }).click();
    await page.getByText('Estamos revisando tu comprobante.').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Tus comprobantes cubren el total de $49.').isVisible()).toBe(true);

    // The admin: the queue from the side navigation (with its count), the receipt, «Aprobar».
    const admin = await browser.newPage({ width, height });
    await signIn(admin, DEMO.admin);
    await waitForPath(admin, '/admin/dashboard');
    if (width < 768) {
      await admin.goto('/admin/transfers');
    } else {
      const link = admin
        .getByRole('navigation')
        .getByRole('link', { name: /^Transferencias por conciliar, \d+ pendientes?$/ });
      await link.click();
    }
    await waitForPath(admin, '/admin/transfers');
    await expectHeading(admin, 'Transferencias por conciliar');
    const entry =
      width < 768
        ? admin.getByRole('list', { name: 'Transferencias' }).getByRole('link').filter({ hasText: reference })
        : admin
            .getByRole('row')
            .filter({ hasText: reference })
            .getByRole('link', { name: /Revisar/ });
    await entry.waitFor({ timeout: 15_000 });
    await shot(admin, `queue-${width}`);
    await entry.click();
    await expectHeading(admin, `Transferencia ${reference}`);
    await admin.getByRole('img', { name: /^Comprobante subido el/ }).waitFor({ timeout: 15_000 });
    expect(await admin.getByText('N.º 0045871236').isVisible()).toBe(true);
    await shot(admin, `review-${width}`);
    await admin.getByRole('button', { name: 'Aprobar el pago de $49' }).click();
    await admin.getByText('Pagado', { exact: true }).first().waitFor({ timeout: 20_000 });

    // The accounts and the statement screens the queue links to.
    await admin.getByRole('link', { name: 'Volver a la cola' }).click();
    await admin.getByRole('link', { name: 'Cuentas bancarias' }).click();
    await expectHeading(admin, 'Cuentas bancarias');
    await admin.locator('text=2100123456 >> visible=true').first().waitFor({ timeout: 15_000 });
    await shot(admin, `bank-accounts-${width}`);
    await admin.goto('/admin/transfer-statement');
    await expectHeading(admin, 'Extracto bancario');
    await admin.getByRole('button', { name: 'Buscar coincidencias' }).click();
    await admin.getByText('Elige el archivo CSV del extracto.').waitFor();
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'extracto.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Fecha;Descripción;Monto;Referencia\n02/12/2026;TRANSFERENCIA SIN CODIGO;12,50;\n`),
    });
    await admin.getByRole('button', { name: 'Buscar coincidencias' }).click();
    await admin.getByText('Sin referencia conocida').waitFor({ timeout: 15_000 });
    await shot(admin, `statement-${width}`);
    await admin.close();

    // The seller: the order is paid, the credit is there, the factura's RIDE downloads.
    await page.reload();
    await page.getByText(/^Confirmamos tu pago/).waitFor({ timeout: 15_000 });
    await page.goto('/subscription');
    const featured = page
      .locator('section[aria-labelledby="credits-title"] li')
      .filter({ hasText: 'Destacado' });
    await featured.waitFor({ timeout: 15_000 });
    expect(await featured.locator('dd').first().innerText()).toBe('1');
    expect(await page.getByRole('link', { name: new RegExp(`Ver el pago ${reference}`) }).isVisible()).toBe(
      true,
    );

    const rideLink = page
      .getByRole('link', { name: /^Factura \(PDF\) 001-001-\d{9} de Paquete Destacado/ })
      .first();
    await expect
      .poll(
        async () => {
          if (await rideLink.isVisible()) return true;
          await page.reload();
          await page.getByRole('heading', { name: 'Historial de pagos' }).waitFor({ timeout: 10_000 });
          return rideLink.isVisible();
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), rideLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^factura-001-001-\d{9}\.pdf$/);
    const pdfPath = `/tmp/ride-transfer-${width}.pdf`;
    await download.saveAs(pdfPath);
    expect(fs.readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    await page.close();
  });
});
