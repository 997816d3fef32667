// The data room in the browser (decisions 172, 173, 174), at 390 and 1280 px: the seller builds the
// room from the dashboard (a folder added, one renamed, a PDF and a photo uploaded, a new version
// of the PDF); a buyer with access enters from the listing, is told views are recorded, reads the
// PDF in the viewer (their watermarked copy) and the photo, and asks about the PDF; the seller
// answers it for every buyer; the buyer reads the answer; the seller's «Actividad en la sala de
// datos» shows that buyer's view with its time per page.
// Screenshots for a human look: DATA_ROOM_SHOTS=/tmp/shots/data-room npx vitest run --project e2e e2e/data-room.spec.ts
import fs from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  apiClient,
  expectHeading,
  type NewAccount,
  registerAccount,
  settle,
  waitForPath,
  waitForToast,
} from './support/app';
import { seriousViolations } from './support/axe';
import { signIn, useBrowser } from './support/browser';
import { approvedListing } from './support/listings';
import { sidewaysScroll } from './support/ndas';

const browser = useBrowser();

const QUESTION = '¿Las ventas del estado de resultados incluyen IVA?';
const ANSWER = 'No: son ventas netas, sin IVA. Te adjunto el detalle mensual si lo necesitas.';

/** A screenshot for a human look; the viewer (a fixed dialog) as the screen shows it. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.DATA_ROOM_SHOTS;
  if (!dir) return;
  await fs.mkdir(dir, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** A three-page statement, as a seller's accountant exports it. */
async function statementPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const rows = [
    ['Ventas netas', '412.380,00'],
    ['Costo de ventas', '(247.428,00)'],
    ['Utilidad bruta', '164.952,00'],
    ['Gastos de personal', '(61.200,00)'],
    ['Arriendo', '(18.000,00)'],
    ['Utilidad antes de impuestos', '73.830,00'],
  ];
  for (let p = 1; p <= 3; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Estado de resultados 2025 — página ${p} de 3`, { x: 50, y: 780, size: 16, font: bold });
    page.drawText('Ferretería El Constructor Cía. Ltda. · RUC 0190123456001', {
      x: 50,
      y: 755,
      size: 10,
      font,
    });
    rows.forEach(([label, value], i) => {
      page.drawText(label!, { x: 50, y: 700 - i * 26, size: 12, font });
      page.drawText(value!, { x: 420, y: 700 - i * 26, size: 12, font });
    });
  }
  return Buffer.from(await doc.save());
}

/** The clickwrap through the API on a listing open to any buyer who signs. */
async function signNda(buyer: NewAccount, businessId: number): Promise<void> {
  const api = await apiClient();
  try {
    const doc = (await (await api.get('/api/nda-documents/active')).json()) as {
      id: number;
      documentHash: string;
    };
    const res = await api.post('/api/ndas', {
      headers: { 'x-session-token': buyer.sessionToken },
      data: {
        businessId,
        ndaDocumentId: doc.id,
        documentHash: doc.documentHash,
        signerName: buyer.fullName,
        accepted: true,
        acceptedAtLocal: '2026-12-02T09:30:00-05:00',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

const folder = (page: Page, name: string) => page.getByRole('region', { name });

describe('the data room', () => {
  for (const width of [390, 1280]) {
    it(`seller builds the room, buyer reads a watermarked PDF and asks, seller answers and sees the activity (${width} px)`, async () => {
      const seller = await registerAccount('seller');
      const listing = await approvedListing(seller, {
        title: `Ferretería con bodega propia en Cuenca (${width})`,
        location: 'Cuenca',
        askingPrice: 120_000,
        description:
          'Ferretería con 18 años en el centro de Cuenca, bodega propia, cuatro empleados y clientes constructores fijos.',
        photoColor: '#8a5a2b',
        photoName: 'ferreteria.jpg',
      });
      const buyer = await registerAccount('buyer');
      await signNda(buyer, listing.id);

      // The seller opens the room from the dashboard.
      const sellerPage = await browser.newPage({ width, height: 900 });
      await signIn(sellerPage, seller.email, seller.password);
      await waitForPath(sellerPage, '/seller/dashboard');
      await sellerPage.getByRole('link', { name: 'Sala de datos' }).first().click();
      await waitForPath(sellerPage, `/sala-de-datos/${listing.id}`);
      await expectHeading(sellerPage, listing.title);
      await folder(sellerPage, 'Finanzas').waitFor();

      // A new folder, and a default one renamed in its settings.
      await sellerPage.getByLabel('Nueva carpeta').fill('Inventario');
      await sellerPage.getByRole('button', { name: 'Añadir carpeta' }).click();
      await waitForToast(sellerPage, 'Carpeta creada');
      await folder(sellerPage, 'Inventario').waitFor();
      await sellerPage.getByRole('button', { name: 'Ajustes de Permisos' }).click();
      const settings = sellerPage.getByRole('dialog', { name: 'Ajustes de la carpeta' });
      await settings.getByLabel('Nombre de la carpeta').fill('Permisos y patentes');
      await settings.getByText('Solo compradores que elijas').waitFor();
      await settings.getByRole('button', { name: 'Guardar carpeta' }).click();
      await waitForToast(sellerPage, 'Carpeta guardada');
      await folder(sellerPage, 'Permisos y patentes').waitFor();

      // A PDF in «Finanzas», a photo in «Local y arriendo», then a new version of the PDF.
      const pdf = await statementPdf();
      await folder(sellerPage, 'Finanzas')
        .locator('input[type="file"]')
        .last()
        .setInputFiles({ name: 'Estado de resultados 2025.pdf', mimeType: 'application/pdf', buffer: pdf });
      const pdfRow = folder(sellerPage, 'Finanzas').getByRole('button', {
        name: 'Ver Estado de resultados 2025.pdf',
      });
      await pdfRow.waitFor({ timeout: 20_000 });
      const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#5d7f99' } })
        .jpeg()
        .toBuffer();
      await folder(sellerPage, 'Local y arriendo')
        .locator('input[type="file"]')
        .last()
        .setInputFiles({ name: 'Fachada del local.jpg', mimeType: 'image/jpeg', buffer: photo });
      await folder(sellerPage, 'Local y arriendo')
        .getByRole('button', { name: 'Ver Fachada del local.jpg' })
        .waitFor({ timeout: 20_000 });
      await sellerPage
        .getByRole('button', { name: 'Subir una nueva versión de Estado de resultados 2025.pdf' })
        .waitFor();
      await folder(sellerPage, 'Finanzas')
        .locator('li')
        .filter({ hasText: 'Estado de resultados 2025.pdf' })
        .locator('input[type="file"]')
        .setInputFiles({
          name: 'Estado de resultados 2025.pdf',
          mimeType: 'application/pdf',
          buffer: await statementPdf(),
        });
      await folder(sellerPage, 'Finanzas').getByText('Versiones anteriores (1)').waitFor({ timeout: 20_000 });
      await folder(sellerPage, 'Finanzas')
        .getByText(/versión 2/)
        .waitFor();
      expect(await sidewaysScroll(sellerPage), 'the room scrolls sideways').toBe(false);
      await shot(sellerPage, `seller-room-${width}`);
      expect(await seriousViolations(sellerPage)).toEqual([]);

      // The buyer enters from the listing and is told that views are recorded.
      const page = await browser.newPage({ width, height: 900 });
      await signIn(page, buyer.email, buyer.password);
      await waitForPath(page, '/buyer/dashboard');
      await page.goto(`/businesses/${listing.slug}`);
      await expectHeading(page, listing.title);
      await page.getByRole('link', { name: 'Abrir la sala de datos' }).click();
      await waitForPath(page, `/sala-de-datos/${listing.id}`);
      await page
        .getByRole('note')
        .getByText('Tus vistas y descargas quedan registradas y cada documento lleva tu nombre.')
        .waitFor();
      await folder(page, 'Finanzas').waitFor();
      // The buyer sees the current version only, with no way to replace or delete it.
      expect(await page.getByText('Versiones anteriores').count()).toBe(0);
      expect(await page.getByRole('button', { name: /Nueva versión|Eliminar/ }).count()).toBe(0);
      expect(await sidewaysScroll(page), 'the buyer’s room scrolls sideways').toBe(false);
      await shot(page, `buyer-room-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // The PDF in the viewer: the buyer's own watermarked copy, page by page.
      const viewed = page.waitForResponse(
        (r) => r.url().includes('/data-room/files/') && r.url().includes('/view'),
      );
      await page.getByRole('button', { name: 'Ver Estado de resultados 2025.pdf' }).click();
      const response = await viewed;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect(response.headers()['x-data-room-view']).toMatch(/^DR-/);
      const viewer = page.getByRole('dialog', { name: 'Estado de resultados 2025.pdf' });
      await viewer.getByText('Página 1 de 3').waitFor({ timeout: 20_000 });
      await viewer.getByRole('img', { name: /página 1 de 3/ }).waitFor();
      await expect.poll(() => viewer.getByRole('status').count(), { timeout: 15_000 }).toBe(0);
      await page.waitForTimeout(1_500);
      await shot(page, `viewer-page-1-${width}`, false);
      await viewer.getByRole('button', { name: 'Siguiente' }).click();
      await viewer.getByText('Página 2 de 3').waitFor();
      await expect.poll(() => viewer.getByRole('status').count(), { timeout: 15_000 }).toBe(0);
      await page.waitForTimeout(1_200);
      await shot(page, `viewer-page-2-${width}`, false);
      // Closing the viewer sends the time per page.
      const reported = page.waitForResponse(
        (r) => r.url().endsWith('/view-events') && r.request().method() === 'POST',
      );
      await page.keyboard.press('Escape');
      expect((await reported).status()).toBeLessThan(300);

      // The photo, watermarked too.
      await page.getByRole('button', { name: 'Ver Fachada del local.jpg' }).click();
      const imageViewer = page.getByRole('dialog', { name: 'Fachada del local.jpg' });
      await imageViewer.getByRole('img', { name: 'Fachada del local.jpg' }).waitFor({ timeout: 20_000 });
      await shot(page, `viewer-image-${width}`, false);
      await page.keyboard.press('Escape');

      // A question about the PDF.
      await page.getByRole('button', { name: 'Preguntar sobre Estado de resultados 2025.pdf' }).click();
      const askDialog = page.getByRole('dialog', { name: 'Hacer una pregunta' });
      await askDialog.getByLabel('Tu pregunta').fill(QUESTION);
      await askDialog.getByRole('button', { name: 'Enviar pregunta' }).click();
      await waitForToast(page, 'Pregunta enviada');

      // The seller answers it for every buyer with access.
      await sellerPage.goto(`/sala-de-datos/${listing.id}?tab=preguntas`);
      const question = sellerPage.getByRole('article', {
        name: 'Pregunta sobre Finanzas › Estado de resultados 2025.pdf',
      });
      await question.getByText(QUESTION).waitFor();
      await question.getByText(`Preguntó ${buyer.fullName}`, { exact: false }).waitFor();
      await question.getByLabel(`Tu respuesta a ${buyer.fullName}`).fill(ANSWER);
      await question.getByRole('checkbox', { name: 'Responder para todos' }).click();
      await shot(sellerPage, `seller-questions-${width}`);
      await question.getByRole('button', { name: 'Responder' }).click();
      await waitForToast(sellerPage, 'Respuesta enviada');
      await question.getByText('Respuesta del vendedor').waitFor();
      await question.getByText('Para todos los compradores con acceso', { exact: false }).waitFor();
      await shot(sellerPage, `seller-answered-${width}`);
      expect(await seriousViolations(sellerPage)).toEqual([]);

      // The buyer reads the answer.
      await page.goto(`/sala-de-datos/${listing.id}?tab=preguntas`);
      const mine = page.getByRole('article', {
        name: 'Pregunta sobre Finanzas › Estado de resultados 2025.pdf',
      });
      await mine.getByText(ANSWER).waitFor();
      await mine.getByText('Tu pregunta', { exact: false }).waitFor();
      await shot(page, `buyer-questions-${width}`);

      // The seller's activity tab: the buyer opened the PDF and spent time on its pages.
      await sellerPage.getByRole('tab', { name: 'Actividad en la sala de datos' }).click();
      const activity = sellerPage.getByRole('article', { name: `Actividad de ${buyer.fullName}` });
      await activity.getByText('Estado de resultados 2025.pdf', { exact: true }).waitFor();
      await activity
        .getByRole('list', { name: 'Tiempo por página de Estado de resultados 2025.pdf' })
        .getByText('Página 1')
        .waitFor();
      await activity
        .getByRole('list', { name: 'Tiempo por página de Estado de resultados 2025.pdf' })
        .getByText('Página 2')
        .waitFor();
      await activity.getByText('Fachada del local.jpg', { exact: true }).waitFor();
      expect(await sidewaysScroll(sellerPage), 'the activity tab scrolls sideways').toBe(false);
      await shot(sellerPage, `seller-activity-${width}`);
      expect(await seriousViolations(sellerPage)).toEqual([]);
    });
  }
});
