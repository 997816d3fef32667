// Decision 104 in the browser, at 390 and 1280 px: a buyer uploads a bank certificate with a
// declared band, an admin takes it from the queue and approves it with a lower band, and the
// buyer's screen then shows the badge «Fondos verificados hasta $100.000 · <mes> <año>».
// With FUNDS_SHOTS=<dir> each screen is also saved there for a human look.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fundsBadgeText } from '@traspasa/shared/funds';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, registerAccount, settle, waitForPath } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const shots = process.env.FUNDS_SHOTS;

async function shot(page: Page, name: string) {
  if (!shots) return;
  await fs.mkdir(shots, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function certificate(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Certificado bancario: saldo disponible', { x: 50, y: 780, size: 16 });
  return Buffer.from(await doc.save());
}

describe('proof of funds', () => {
  for (const width of [390, 1280]) {
    it(`a buyer uploads, an admin approves a lower band, the buyer sees the badge (${width} px)`, async () => {
      const buyer = await registerAccount('buyer');
      const page = await browser.newPage({ width, height: 900 });
      await signIn(page, buyer.email, buyer.password);
      await waitForPath(page, '/buyer/dashboard');
      await page.goto('/buyer/proof-of-funds');
      await expectHeading(page, 'Verificación de fondos');
      await expect
        .poll(() => page.getByText('Borramos tu documento 30 días después de la revisión').count())
        .toBe(1);
      await shot(page, `buyer-empty-${width}`);

      // Nothing chosen: the form says what is missing, beside each field.
      await page.getByRole('button', { name: 'Enviar a revisión' }).click();
      await page.getByText('Elige el rango de fondos que declaras.').waitFor();
      await page.getByText('Elige tu certificado bancario o estado de cuenta.').waitFor();
      await shot(page, `buyer-errors-${width}`);

      await page.getByLabel('Rango de fondos que declaras').selectOption('100k_500k');
      await page
        .getByLabel('Documento')
        .setInputFiles({ name: 'certificado.pdf', mimeType: 'application/pdf', buffer: await certificate() });
      await page.getByText('certificado.pdf', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Enviar a revisión' }).click();
      await page.getByText('Lo estamos revisando').waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Enviar a revisión' }).count()).toBe(0);
      await shot(page, `buyer-pending-${width}`);

      const admin = await browser.newPage({ width, height: 900 });
      await signIn(admin, DEMO.admin);
      await waitForPath(admin, '/admin/dashboard');
      await admin.goto('/admin/funds-verifications?estado=pending');
      await expectHeading(admin, 'Verificaciones de fondos');
      // The table at 1280 px, the cards at 390 px: whichever is on screen (hidden ones have no role).
      const review = admin.getByRole('link', { name: new RegExp(buyer.fullName) }).first();
      await review.waitFor();
      await shot(admin, `admin-queue-${width}`);
      await review.click();
      await expectHeading(admin, `Comprobante de ${buyer.fullName}`);
      await admin.getByRole('button', { name: 'Tomar para revisar' }).click();
      const confirm = admin.getByLabel('Rango que confirmas');
      await confirm.waitFor();
      await confirm.selectOption('25k_100k');
      await shot(admin, `admin-review-${width}`);
      await admin.getByRole('button', { name: 'Aprobar con este rango' }).click();
      await admin.getByText('Rango aprobado').waitFor();
      await expect.poll(() => admin.getByRole('button', { name: 'Aprobar con este rango' }).count()).toBe(0);

      await page.reload();
      const badge = fundsBadgeText('25k_100k', new Date());
      await page.getByText(badge, { exact: true }).waitFor();
      await page.getByText('un rango menor que el declarado').waitFor();
      // Approved: the buyer may upload again to raise or renew the band.
      await page.getByRole('button', { name: 'Subir otro documento' }).waitFor();
      await shot(page, `buyer-approved-${width}`);
    });
  }
});
