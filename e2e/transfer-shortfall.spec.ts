// A transfer whose receipts report less than the order (decision 094), at 1280 and 390 px: the
// admin's review shows what is missing, «Aprobar» asks to confirm the shortfall first, and once
// the admin ticks the confirmation the payment is approved. SHORTFALL_SHOTS=1 saves the screens
// to /tmp/shots/shortfall.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiClient, expectHeading, registerAccount, settle, waitForPath } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const SHOTS = '/tmp/shots/shortfall';

async function shot(page: Page, name: string) {
  if (!process.env.SHORTFALL_SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('a transfer whose receipts report less than the order', () => {
  it('shows the shortfall to the admin, who approves only after confirming it, at 1280 and 390 px', async () => {
    const seller = await registerAccount('seller');
    const api = await apiClient();
    const headers = { 'x-session-token': seller.sessionToken };
    const catalog = (await (await api.get('/api/payments/catalog')).json()) as {
      packages: Array<{ id: number; name: string }>;
    };
    const pkg = catalog.packages.find((p) => p.name === 'Paquete Destacado')!;
    const created = await api.post('/api/payments/transfers', { headers, data: { productId: pkg.id } });
    expect(created.status(), await created.text()).toBe(201);
    const order = (await created.json()) as { id: number; reference: string };
    const photo = await sharp({ create: { width: 480, height: 720, channels: 3, background: '#e8f0ea' } })
      .jpeg()
      .toBuffer();
    const up = await api.post(`/api/payments/transfers/${order.id}/receipts`, {
      headers,
      multipart: {
        file: { name: 'comprobante.jpg', mimeType: 'image/jpeg', buffer: photo },
        amountCents: '2000',
        bankTransactionNumber: '0045871236',
      },
    });
    expect(up.status(), await up.text()).toBe(201);
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const admin = await browser.newPage({ width, height });
      await signIn(admin, DEMO.admin);
      await waitForPath(admin, '/admin/dashboard');
      await admin.goto(`/admin/transfers/${order.id}`);
      await expectHeading(admin, `Transferencia ${order.reference}`);
      await admin.getByText('Los comprobantes suman $20 de $49: faltan $29.', { exact: false }).waitFor();
      await shot(admin, `review-${width}`);
      await admin.getByRole('button', { name: /Aprobar el pago/ }).click();
      await admin.getByRole('alert').filter({ hasText: 'marca que apruebas' }).waitFor();
      await admin.getByRole('checkbox', { name: /Apruebo aunque faltan/ }).click();
      await shot(admin, `checked-${width}`);
      expect(await admin.getByRole('alert').filter({ hasText: 'marca que apruebas' }).count()).toBe(0);
      // The wide screen stops here; the narrow one approves (the order is then paid).
      if (width === 390) {
        await admin.getByRole('button', { name: /Aprobar el pago/ }).click();
        await admin.getByText('Pagado', { exact: true }).first().waitFor({ timeout: 20_000 });
      }
    }
    await api.dispose();
  });
});
