// Decision 175 in the browser, at 390 and 1280 px: after the seller accepted an offer, the buyer
// and the seller each tick a step of the road to closing, the buyer uploads the transfer receipt
// of the payment at closing, the seller confirms it, and the progress «N de 10 pasos» follows on
// both screens and on the seller's dashboard. With CLOSING_SHOTS=<dir> each screen is saved there.
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient, expectHeading, type NewAccount, registerAccount, waitForPath } from './support/app';
import { DEMO, signIn, useBrowser } from './support/browser';
import { acceptedNegotiation, closingTerms, shot } from './support/closing';
import { publishedListing } from './support/offers';

const browser = useBrowser();

async function receipt(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc
    .addPage([595, 842])
    .drawText('Transferencia interbancaria: comprobante 004512', { x: 50, y: 780, size: 14 });
  return Buffer.from(await doc.save());
}

const progress = (page: Page, text: string) =>
  expect
    .poll(() =>
      page.getByRole('progressbar', { name: 'Avance de la ruta de traspaso' }).getAttribute('aria-valuetext'),
    )
    .toBe(text);

describe('road to closing', () => {
  for (const width of [390, 1280]) {
    it(`both parties tick their steps and the seller confirms the buyer's payment (${width} px)`, async () => {
      const seller = await registerAccount('seller');
      const buyer = await registerAccount('buyer');
      const listing = await publishedListing(seller, {
        title: `Cafetería La Floresta ${width}`,
        askingPrice: 80_000,
      });
      const id = await acceptedNegotiation({
        businessId: listing.id,
        buyerId: buyer.user.id,
        sellerId: seller.user.id,
        terms: closingTerms(8_000_000),
      });

      const buyerPage = await browser.newPage({ width, height: 900 });
      await signIn(buyerPage, buyer.email, buyer.password);
      await waitForPath(buyerPage, '/buyer/dashboard');
      await buyerPage.goto(`/offers/${id}/ruta`);
      await expectHeading(buyerPage, listing.title);
      await progress(buyerPage, '0 de 10 pasos');
      // A seller's step is not the buyer's to change: no status field for it.
      expect(await buyerPage.getByLabel('Estado de «RUC y obligaciones del SRI al día»').count()).toBe(0);
      await buyerPage.getByLabel('Estado de «Permiso de funcionamiento de la ARCSA»').selectOption('hecho');
      await progress(buyerPage, '1 de 10 pasos');
      await buyerPage
        .getByLabel('Subir comprobante de «Pago al cierre»')
        .setInputFiles({ name: 'transferencia.pdf', mimeType: 'application/pdf', buffer: await receipt() });
      await buyerPage.getByText('Comprobante subido por ti').waitFor();
      // Whoever uploads the receipt never confirms it.
      expect(await buyerPage.getByRole('button', { name: 'Confirmar que lo recibí' }).count()).toBe(0);
      await shot(buyerPage, `buyer-${width}`);

      const sellerPage = await browser.newPage({ width, height: 900 });
      await signIn(sellerPage, seller.email, seller.password);
      await waitForPath(sellerPage, '/seller/dashboard');
      await sellerPage.goto(`/offers/${id}/ruta`);
      await expectHeading(sellerPage, listing.title);
      await progress(sellerPage, '1 de 10 pasos');
      await sellerPage.getByLabel('Estado de «RUC y obligaciones del SRI al día»').selectOption('hecho');
      await progress(sellerPage, '2 de 10 pasos');
      await sellerPage.getByText('Comprobante subido por el comprador').waitFor();
      await sellerPage.getByRole('button', { name: 'Confirmar que lo recibí' }).click();
      await sellerPage.getByRole('dialog').getByRole('button', { name: 'Sí, lo recibí' }).click();
      await sellerPage.getByText('Confirmaste que lo recibiste').waitFor();
      await expect
        .poll(() => sellerPage.getByRole('button', { name: 'Confirmar que lo recibí' }).count())
        .toBe(0);
      await shot(sellerPage, `seller-${width}`);

      await buyerPage.reload();
      await progress(buyerPage, '2 de 10 pasos');
      await buyerPage.getByText('1 de 3 pagos recibidos').waitFor();
      await buyerPage.getByText('El vendedor confirmó que lo recibió').waitFor();
      const sideways = await buyerPage.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(sideways).toBe(false);

      await sellerPage.goto('/seller/dashboard');
      const road = sellerPage
        .getByRole('link', { name: new RegExp(listing.title) })
        .filter({ hasText: 'de 10 pasos' });
      await road.waitFor();
      expect(await road.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('2 de 10 pasos');
      await shot(sellerPage, `seller-dashboard-${width}`);
      await buyerPage.close();
      await sellerPage.close();
    });
  }

  for (const width of [390, 1280]) {
    it(`an admin previews a category's template and resolves a disputed payment (${width} px)`, async () => {
      const seller = await registerAccount('seller');
      const buyer = await registerAccount('buyer');
      const listing = await publishedListing(seller, {
        title: `Panadería Centro ${width}`,
        askingPrice: 64_000,
      });
      const id = await acceptedNegotiation({
        businessId: listing.id,
        buyerId: buyer.user.id,
        sellerId: seller.user.id,
        terms: closingTerms(6_400_000),
      });
      // The buyer uploads the receipt and the seller disputes it, through the API.
      const as = async (
        who: NewAccount,
        run: (api: Awaited<ReturnType<typeof apiClient>>, h: Record<string, string>) => Promise<unknown>,
      ) => {
        const api = await apiClient();
        try {
          return await run(api, { 'x-session-token': who.sessionToken });
        } finally {
          await api.dispose();
        }
      };
      const road = (await as(buyer, async (api, headers) =>
        (await api.get(`/api/closing/${id}`, { headers })).json(),
      )) as {
        milestones: Array<{ id: number }>;
      };
      const milestone = road.milestones[0]!.id;
      await as(buyer, async (api, headers) => {
        const res = await api.post(`/api/closing/${id}/milestones/${milestone}/receipt`, {
          headers,
          multipart: {
            file: { name: 'transferencia.pdf', mimeType: 'application/pdf', buffer: await receipt() },
          },
        });
        expect(res.status(), await res.text()).toBe(200);
      });
      await as(seller, async (api, headers) => {
        const res = await api.post(`/api/closing/${id}/milestones/${milestone}/dispute`, {
          headers,
          data: { reason: 'La transferencia no aparece en mi cuenta del banco.' },
        });
        expect(res.status(), await res.text()).toBe(200);
      });

      const admin = await browser.newPage({ width, height: 900 });
      await signIn(admin, DEMO.admin);
      await waitForPath(admin, '/admin/dashboard');
      await admin.goto('/admin/closing-templates');
      await expectHeading(admin, 'Plantillas de la ruta de traspaso');
      await admin.getByRole('heading', { name: 'Pasos de Ecuador' }).waitFor();
      await admin.getByLabel('Categoría de la vista previa').selectOption('restaurant');
      await admin.getByText('Un negocio de restaurantes recibe 10 pasos:').waitFor();
      await shot(admin, `admin-templates-${width}`);

      await admin.goto('/admin/closing-disputes');
      await expectHeading(admin, 'Pagos en disputa');
      const card = admin.getByRole('listitem').filter({ hasText: listing.title });
      await card.getByText('«La transferencia no aparece en mi cuenta del banco.»').waitFor();
      await shot(admin, `admin-disputes-${width}`);
      await card
        .getByLabel('Cómo se resolvió')
        .fill('El banco del comprador confirmó la acreditación del martes.');
      await card.getByRole('button', { name: 'Marcar como resuelta' }).click();
      await expect.poll(() => admin.getByRole('listitem').filter({ hasText: listing.title }).count()).toBe(0);

      const sellerPage = await browser.newPage({ width, height: 900 });
      await signIn(sellerPage, seller.email, seller.password);
      await waitForPath(sellerPage, '/seller/dashboard');
      await sellerPage.goto(`/offers/${id}/ruta`);
      await sellerPage
        .getByText(
          'Resolución del administrador: El banco del comprador confirmó la acreditación del martes.',
        )
        .waitFor();
      await sellerPage.getByRole('button', { name: 'Confirmar que lo recibí' }).waitFor();
      await admin.close();
      await sellerPage.close();
    });
  }
});
