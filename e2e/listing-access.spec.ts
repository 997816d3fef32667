// Access the seller controls (decisions 062, 103, 104) in the browser, at 390 and 1280 px: a new
// buyer completes the profile and uploads proof of funds, an admin approves it; the buyer signs
// the agreement of a listing whose seller approves each buyer, with a message, and sees the
// request pending and nothing confidential; the seller approves it from the dashboard and the
// confidential part appears; the seller revokes it from the interested-people list and the
// buyer sees the listing closed again; the admin reads the listing's access history.
// Screenshots for a human look: ACCESS_SHOTS=/tmp/shots/access-web npx vitest run --project e2e e2e/listing-access.spec.ts
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, registerAccount, waitForPath, waitForToast } from './support/app';
import { seriousViolations } from './support/axe';
import { signIn, useBrowser } from './support/browser';
import {
  approvalListing,
  approveFundsAsAdmin,
  completeProfile,
  shot,
  uploadProofOfFunds,
} from './support/listing-access';
import { confidentialSection } from './support/ndas';

const browser = useBrowser();

const MESSAGE = 'Dirijo dos negocios parecidos en Quito y tengo los fondos listos.';
const REASON = 'Decidí avanzar con otro comprador.';

/** Whichever of the table or the phone cards is on screen (the hidden one has no role). */
const onScreen = (page: Page, name: string) =>
  page.getByRole('button', { name }).filter({ visible: true }).first();

describe('access the seller controls', () => {
  for (const width of [390, 1280]) {
    it(`profile, proof of funds, request, approval, confidential part, revocation (${width} px)`, async () => {
      const seller = await registerAccount('seller');
      const tradeName = `Servicios Andinos ${width} Cía. Ltda.`;
      const listing = await approvalListing(seller, {
        title: `Servicio de limpieza con contratos fijos (${width})`,
        askingPrice: 80_000,
        tradeName,
      });

      // The buyer: a profile and funds verified by an admin.
      const buyer = await registerAccount('buyer');
      const page = await browser.newPage({ width, height: 900 });
      await signIn(page, buyer.email, buyer.password);
      await waitForPath(page, '/buyer/dashboard');
      await completeProfile(page);
      await uploadProofOfFunds(page, '25k_100k');
      const admin = await browser.newPage({ width, height: 900 });
      await approveFundsAsAdmin(admin, buyer.fullName, '25k_100k');

      // Before signing: what the seller requires (met) and what happens next.
      await page.goto(`/businesses/${listing.slug}`);
      await expectHeading(page, listing.title);
      const locked = confidentialSection(page);
      const requires = locked.getByRole('region', { name: 'Qué pide el vendedor' });
      await requires.getByText('El vendedor aprueba cada solicitud.').waitFor();
      await requires.getByText(/\(lo cumples\)/).waitFor();
      await requires.getByText(/^El vendedor revisa las solicitudes; suele responder en/).waitFor();
      expect(await locked.getByText(tradeName).count()).toBe(0);
      await shot(page, `listing-requirements-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Signing sends the request, with a message.
      await locked.getByRole('link', { name: 'Firmar acuerdo de confidencialidad' }).click();
      await page.waitForURL((url) => url.pathname.startsWith(`/nda-signature/${listing.id}/`));
      await page.getByText('El vendedor aprueba cada solicitud.').waitFor();
      await page.getByRole('region', { name: /Texto completo/ }).waitFor();
      await page.getByLabel('Mensaje para el vendedor (opcional)').fill(MESSAGE);
      await page
        .getByRole('checkbox', { name: /al marcar esta casilla y pulsar «Firmar acuerdo», lo acepto/ })
        .click();
      const sign = page.getByRole('button', { name: 'Firmar acuerdo' });
      await expect.poll(() => sign.isEnabled(), { timeout: 10_000 }).toBe(true);
      await shot(page, `signature-with-message-${width}`);
      await sign.click();
      await waitForPath(page, `/businesses/${listing.slug}`);
      await waitForToast(page, 'Acuerdo firmado y solicitud enviada');
      const pending = confidentialSection(page);
      await pending.getByText('Tu solicitud de acceso está en manos del vendedor').waitFor();
      await pending.getByText(MESSAGE).waitFor();
      expect(await page.getByText(tradeName).count()).toBe(0);
      expect(await pending.getByText('Nombre comercial', { exact: true }).count()).toBe(0);
      await shot(page, `listing-request-pending-${width}`);

      // The seller approves it from the dashboard.
      const sellerPage = await browser.newPage({ width, height: 900 });
      await signIn(sellerPage, seller.email, seller.password);
      await waitForPath(sellerPage, '/seller/dashboard');
      const requests = sellerPage.getByRole('region', { name: /Solicitudes de acceso/ });
      const request = requests.getByRole('article', { name: `Solicitud de ${buyer.fullName}` });
      await request.getByText(MESSAGE).waitFor();
      await request.getByRole('region', { name: `Perfil de comprador de ${buyer.fullName}` }).waitFor();
      await requests.getByText('1 pendiente').waitFor();
      await shot(sellerPage, `seller-requests-${width}`);
      expect(await seriousViolations(sellerPage)).toEqual([]);
      await request.getByRole('button', { name: `Aprobar a ${buyer.fullName}` }).click();
      await waitForToast(sellerPage, 'Acceso aprobado');
      await expect.poll(() => requests.getByRole('article').count()).toBe(0);
      await requests.getByRole('tab', { name: 'Aprobadas' }).click();
      await requests
        .getByRole('article', { name: `Solicitud de ${buyer.fullName}` })
        .getByText('Acceso aprobado')
        .waitFor();

      // The confidential part appears for the buyer.
      await page.reload();
      const open = confidentialSection(page);
      await open.getByText('Nombre comercial', { exact: true }).waitFor();
      await open.getByText(tradeName).waitFor();
      await shot(page, `listing-approved-${width}`);

      // The seller revokes it from the interested-people list, after reading what closes.
      await sellerPage.goto(`/nda-audit?negocio=${listing.id}`);
      await expectHeading(sellerPage, 'Personas interesadas');
      await onScreen(sellerPage, `Revocar acceso de ${buyer.fullName}`).click();
      const dialog = sellerPage.getByRole('dialog', { name: 'Revocar el acceso' });
      await dialog.getByText(/deja de ver en este momento la parte confidencial/).waitFor();
      await dialog.getByLabel('Motivo para el comprador (opcional)').fill(REASON);
      await shot(sellerPage, `revoke-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Revocar acceso' }).click();
      await waitForToast(sellerPage, 'Acceso revocado');
      await expect.poll(() => dialog.count()).toBe(0);
      await sellerPage
        .getByRole('main')
        .getByText('Acceso revocado', { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor();
      await shot(sellerPage, `nda-audit-revoked-${width}`);

      // The buyer sees the listing closed again, with the seller's reason.
      await page.reload();
      const closed = confidentialSection(page);
      await closed.getByText('El vendedor revocó tu acceso a este negocio').waitFor();
      await closed.getByText(REASON).waitFor();
      expect(await page.getByText(tradeName).count()).toBe(0);
      expect(await closed.getByText('Nombre comercial', { exact: true }).count()).toBe(0);
      await shot(page, `listing-revoked-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // The admin reads the whole history from the NDA audit.
      await admin.goto(`/nda-audit?negocio=${listing.id}`);
      await admin
        .getByRole('link', { name: `Historial de acceso del negocio N.º ${listing.id}` })
        .filter({ visible: true })
        .first()
        .click();
      await waitForPath(admin, `/admin/listing-access/${listing.id}`);
      await expectHeading(admin, 'Historial de acceso');
      const entries = admin
        .getByRole('list')
        .filter({ hasText: 'Solicitud de acceso' })
        .getByRole('listitem');
      await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(3);
      const kinds = (await entries.allInnerTexts()).map((t) => t.split('\n')[0]);
      expect(kinds.slice(0, 3)).toEqual(['Acceso revocado', 'Acceso aprobado', 'Solicitud de acceso']);
      await admin.getByText(`Motivo: «${REASON}»`).waitFor();
      await admin.getByText(`Mensaje del comprador: «${MESSAGE}»`).waitFor();
      await shot(admin, `admin-history-${width}`);
      expect(await seriousViolations(admin)).toEqual([]);
    });
  }
});
