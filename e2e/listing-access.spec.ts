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
  expireRequest,
  shot,
  signWithMessage,
  uploadProofOfFunds,
} from './support/listing-access';
import { confidentialSection, sidewaysScroll } from './support/ndas';

const browser = useBrowser();

const MESSAGE = 'Dirijo dos negocios parecidos en Quito y tengo los fondos listos.';
const REASON = 'Decidí avanzar con otro comprador.';
const QUESTION = '¿Desde cuándo diriges tus negocios actuales?';

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
      expect(await sidewaysScroll(sellerPage), 'the dashboard scrolls sideways').toBe(false);
      await shot(sellerPage, `seller-requests-${width}`);
      expect(await seriousViolations(sellerPage)).toEqual([]);
      // «Hacer una pregunta» leads to the conversation with the buyer about this listing.
      await request.getByRole('button', { name: `Hacer una pregunta a ${buyer.fullName}` }).click();
      await waitForPath(sellerPage, `/messages/${buyer.user.id}?businessId=${listing.id}`);
      await sellerPage.getByRole('textbox', { name: /^Mensaje para/ }).fill(QUESTION);
      await sellerPage.getByRole('button', { name: 'Enviar mensaje' }).click();
      await sellerPage.getByText(QUESTION).last().waitFor();
      await sellerPage.goto('/seller/dashboard');
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

      // The conversation stays, marked; the buyer can no longer write in it.
      await page.goto(`/messages/${seller.user.id}`);
      await page.getByText(QUESTION).last().waitFor();
      await page.getByRole('note').filter({ hasText: 'Acceso revocado.' }).waitFor();
      expect(await page.getByRole('textbox', { name: /^Mensaje para/ }).count()).toBe(0);
      await shot(page, `conversation-revoked-${width}`);

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
      // Three people, four screens and an admin's review: past a minute when the machine is busy.
    }, 150_000);
  }

  for (const width of [390, 1280]) {
    it(`the listing form's mode, a declined request with its reason, an expired one sent again (${width} px)`, async () => {
      const seller = await registerAccount('seller');
      const listing = await approvalListing(seller, {
        title: `Papelería junto a dos colegios (${width})`,
        askingPrice: 45_000,
        tradeName: `Papelería Los Andes ${width}`,
        requireVerifiedFunds: false,
      });
      const declined = await registerAccount('buyer');
      const expired = await registerAccount('buyer');
      await signWithMessage(declined, listing.id, 'Quiero conocer las ventas del último año.');
      const expiredNda = await signWithMessage(expired, listing.id, 'Me interesa para mi familia.');

      // The seller sees the mode in the listing form and declines one request with a reason.
      const sellerPage = await browser.newPage({ width, height: 900 });
      await signIn(sellerPage, seller.email, seller.password);
      await waitForPath(sellerPage, '/seller/dashboard');
      await sellerPage.goto(`/seller/edit-listing/${listing.id}?paso=5`);
      const mode = sellerPage.getByRole('group', { name: 'Quién ve la parte confidencial' });
      await mode.waitFor();
      expect(await mode.getByRole('radio', { name: 'Yo apruebo cada solicitud' }).isChecked()).toBe(true);
      expect(await mode.getByRole('radio', { name: 'Acceso inmediato al firmar' }).isChecked()).toBe(false);
      await sellerPage.getByText('«De $25.000 a $100.000» o una mayor', { exact: false }).waitFor();
      await mode.scrollIntoViewIfNeeded();
      await shot(sellerPage, `listing-form-access-${width}`);

      await sellerPage.goto('/seller/dashboard');
      const requests = sellerPage.getByRole('region', { name: /Solicitudes de acceso/ });
      await requests.getByText('2 pendientes').waitFor();
      const request = requests.getByRole('article', { name: `Solicitud de ${declined.fullName}` });
      await request.getByRole('button', { name: `Rechazar a ${declined.fullName}` }).click();
      const dialog = sellerPage.getByRole('dialog', { name: 'Rechazar la solicitud' });
      await dialog
        .getByLabel('Motivo para el comprador (opcional)')
        .fill('Busco a alguien con experiencia en papelerías.');
      await shot(sellerPage, `decline-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
      await waitForToast(sellerPage, 'Solicitud rechazada');
      await requests.getByText('1 pendiente').waitFor();
      await requests.getByRole('tab', { name: 'Rechazadas' }).click();
      await requests
        .getByRole('article', { name: `Solicitud de ${declined.fullName}` })
        .getByText('Busco a alguien con experiencia en papelerías.')
        .waitFor();
      expect(await sidewaysScroll(sellerPage), 'the dashboard scrolls sideways').toBe(false);
      await shot(sellerPage, `seller-requests-declined-${width}`);

      // The declined buyer reads the reason; nothing confidential opens.
      const declinedPage = await browser.newPage({ width, height: 900 });
      await signIn(declinedPage, declined.email, declined.password);
      await waitForPath(declinedPage, '/buyer/dashboard');
      await declinedPage.goto(`/businesses/${listing.slug}`);
      const closed = confidentialSection(declinedPage);
      await closed.getByText('El vendedor rechazó tu solicitud de acceso').waitFor();
      await closed.getByText('Busco a alguien con experiencia en papelerías.').waitFor();
      expect(await declinedPage.getByText(`Papelería Los Andes ${width}`).count()).toBe(0);
      await shot(declinedPage, `listing-declined-${width}`);

      // Fourteen days without an answer: the request expires and the buyer may send it again.
      await expireRequest(expiredNda);
      const expiredPage = await browser.newPage({ width, height: 900 });
      await signIn(expiredPage, expired.email, expired.password);
      await waitForPath(expiredPage, '/buyer/dashboard');
      await expiredPage.goto(`/businesses/${listing.slug}`);
      const lapsed = confidentialSection(expiredPage);
      await lapsed.getByText('Tu solicitud de acceso venció sin respuesta').waitFor();
      await lapsed
        .getByLabel('Mensaje para el vendedor (opcional)')
        .fill('Sigo interesado, ¿podemos hablar?');
      await shot(expiredPage, `listing-expired-${width}`);
      expect(await seriousViolations(expiredPage)).toEqual([]);
      await lapsed.getByRole('button', { name: 'Enviar la solicitud de nuevo' }).click();
      await waitForToast(expiredPage, 'Solicitud enviada');
      await lapsed.getByText('Tu solicitud de acceso está en manos del vendedor').waitFor();
      await lapsed.getByText('Sigo interesado, ¿podemos hablar?').waitFor();
      await sellerPage.reload();
      await requests
        .getByRole('article', { name: `Solicitud de ${expired.fullName}` })
        .getByText('Sigo interesado, ¿podemos hablar?')
        .waitFor();
    });
  }
});
