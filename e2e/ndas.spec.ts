// NDAs (decision 065) in the browser: a buyer signs a listing's NDA from the listing page and sees
// the confidential section appear; an enhanced listing sends the buyer to the upload
// screen, where the physical path (upload + seller approval) and the electronic path
// (mailed code + drawn signature) both end in access.
// Screenshots for a human look: E2E_SHOTS=/tmp/shots/ndas npx vitest run --project e2e e2e/ndas.spec.ts
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHeading, mainHeading, settle, waitForPath, waitForToast, watchNetwork } from './support/app';
import { seriousViolations } from './support/axe';
import { DEMO, fillLogin, signIn, useBrowser } from './support/browser';
import {
  apiSession,
  codeFromOutbox,
  confidentialSection,
  type Listing,
  ndaOf as ndaOfBuyer,
  type Session,
  sidewaysScroll,
  signOnScreen,
  signViaApi as signViaApiAs,
  unsignedEnhancedListing,
  unsignedSellerListing,
} from './support/ndas';

const browser = useBrowser();
const shotsDir = process.env.E2E_SHOTS;

let seller: Session;
let buyer: Session;
/** The demo seller's public listings, so the audit table of that seller shows the NDAs signed here. */
let sellerListings: Listing[];

beforeAll(async () => {
  seller = await apiSession(DEMO.seller);
  buyer = await apiSession(DEMO.buyer);
  const res = await seller.api.get('/api/seller/businesses', { headers: seller.headers });
  expect(res.status()).toBe(200);
  // Seeded listings only: other files (listings.spec.ts) publish listings of the same seller
  // meanwhile, without the confidential fields these tests read.
  sellerListings = (
    (await res.json()) as { items: Array<Listing & { tradeName: string | null }> }
  ).items.filter((b) => b.status === 'approved' && Boolean(b.tradeName));
});

afterAll(async () => {
  await seller?.api.dispose();
  await buyer?.api.dispose();
});

const unsignedListing = (enhanced: boolean, skip: number[] = []) =>
  unsignedSellerListing(buyer, sellerListings, enhanced, skip);
const unsignedEnhancedListingOfAnySeller = () => unsignedEnhancedListing(buyer);
const ndaOf = (businessId: number) => ndaOfBuyer(buyer, businessId);
const signViaApi = (businessId: number) => signViaApiAs(buyer, businessId);

async function signedInBuyer(opts: { width?: number } = {}): Promise<Page> {
  const page = await browser.newPage(opts);
  await signIn(page, DEMO.buyer);
  await waitForPath(page, '/buyer/dashboard');
  return page;
}

describe('signing an NDA from a listing page', () => {
  it('a buyer signs the clickwrap and the confidential section appears', async () => {
    const listing = await unsignedListing(false);
    const page = await signedInBuyer();
    await page.goto(`/businesses/${listing.slug}`);
    await expectHeading(page, listing.title);
    const locked = confidentialSection(page);
    await locked.getByRole('link', { name: 'Firmar acuerdo de confidencialidad' }).click();
    // The return address travels in the path (/nda-signature/{businessId}/{returnUrl?}).
    await page.waitForURL((url) => url.pathname.startsWith(`/nda-signature/${listing.id}/`));
    await page.getByText(listing.title).first().waitFor();

    await signOnScreen(page);
    await waitForPath(page, `/businesses/${listing.slug}`);
    // The «Desbloqueado» banner on the confidential section says it (no toast on top).
    await page.getByRole('status').filter({ hasText: 'Desbloqueado' }).waitFor();
    const unlocked = confidentialSection(page);
    await unlocked.getByText('Nombre comercial', { exact: true }).waitFor();
    await unlocked.getByText('Acuerdo firmado', { exact: true }).waitFor();
    // The certificate downloads as a PDF through the API client (session header, no JSON page).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      unlocked.getByRole('button', { name: 'ver certificado' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^certificado-acuerdo-\d+\.pdf$/);
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const nda = await ndaOf(listing.id);
    expect(nda.body).toMatchObject({ status: 'signed', firmadoPor: 'Andrea Sofía Guerrero Benítez' });
    expect(String(nda.body?.clickwrapAcceptedAtLocal)).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
    );

    // Back on the signature screen: the state with its links instead of the form.
    await page.goto(`/nda-signature/${listing.id}`);
    await page.getByRole('heading', { name: 'Ya tienes un acuerdo para este negocio' }).waitFor();
    // And the buyer dashboard lists it.
    await page.goto('/buyer/dashboard');
    await page
      .getByRole('list', { name: 'Mis acuerdos de confidencialidad' })
      .getByText(listing.title)
      .waitFor();
  });

  it('shows an anonymous visitor what they would sign, with a sign-in that comes back to it', async () => {
    // An enhanced listing: the visitor also learns, before any clickwrap, how it is completed.
    const listing = await unsignedListing(true);
    const page = await browser.newPage();
    const target = `/nda-signature/${listing.id}`;
    await page.goto(target);
    // A public route (decision 065). The agreement's full text and the listing are on screen, no form.
    await page.getByRole('region', { name: /^Texto completo: Acuerdo de Confidencialidad/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe(target);
    await page.getByText(listing.title).first().waitFor();
    await page
      .getByText(/código que te enviamos por correo/)
      .first()
      .waitFor();
    await page
      .getByText(/cédula/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Firmar acuerdo' }).count()).toBe(0);

    const prompt = page.getByRole('region', { name: 'Inicia sesión para firmar' });
    await prompt.getByRole('link', { name: 'Crear cuenta' }).waitFor();
    await prompt.getByRole('link', { name: 'Iniciar sesión' }).click();
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(target);
    await fillLogin(page, DEMO.buyer);
    await waitForPath(page, target);
    await page.getByRole('form', { name: 'Firmar el acuerdo de confidencialidad' }).waitFor();

    // The status and upload screens of the same listing ask an anonymous visitor to sign in, in place.
    const other = await browser.newPage();
    for (const path of [`/nda-status/${listing.id}`, `/nda-upload/${listing.id}`]) {
      await other.goto(path);
      const main = other.getByRole('main');
      await main.getByRole('link', { name: 'Ver el acuerdo' }).waitFor();
      const signIn = main.getByRole('link', { name: 'Iniciar sesión' });
      expect(new URL(other.url()).pathname).toBe(path);
      expect(new URL((await signIn.getAttribute('href'))!, 'http://x').searchParams.get('redirectTo')).toBe(
        path,
      );
    }
  });

  it('explains to the seller that the listing is theirs instead of showing the form', async () => {
    const listing = sellerListings[0]!;
    const page = await browser.newPage();
    await signIn(page, DEMO.seller);
    await waitForPath(page, '/seller/dashboard');
    await page.goto(`/nda-signature/${listing.id}`);
    await page.getByRole('heading', { name: 'Este negocio es tuyo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Firmar acuerdo' }).count()).toBe(0);
  });
});

describe('enhanced signature', () => {
  it('physical: after the clickwrap the upload screen, then the upload, the seller approves, access', async () => {
    const listing = await unsignedListing(true);
    const page = await signedInBuyer();
    await page.goto(`/businesses/${listing.slug}`);
    // Said before the clickwrap (decision 065): on the listing, beside the way to sign…
    await confidentialSection(page)
      .getByText(/código que te enviamos por correo/)
      .waitFor();
    await confidentialSection(page).getByRole('link', { name: 'Firmar acuerdo de confidencialidad' }).click();
    // …and on the signature screen above the agreement's text, not below it in the form.
    const note = page.getByText(/Este vendedor pide una firma reforzada/);
    await note.waitFor();
    const agreement = page.getByRole('region', { name: /^Texto completo:/ });
    expect(
      await note.evaluate(
        (el, box) => Boolean(box && el.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING),
        await agreement.elementHandle(),
      ),
    ).toBe(true);
    await signOnScreen(page);

    await waitForPath(page, `/nda-upload/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: 'Completar la firma reforzada' }).waitFor();
    await page.getByText('Aceptaste el acuerdo.').waitFor();
    await page.getByText(/quedan 7 días/).waitFor();
    await page.getByRole('heading', { name: /Firmar electrónicamente/ }).waitFor();
    await page.getByRole('heading', { name: /Firmar en papel/ }).waitFor();
    expect((await ndaOf(listing.id)).body).toMatchObject({
      status: 'pending',
      enhancedSignatureStatus: 'pendiente',
    });

    // The listing now says where the NDA stands instead of offering to sign.
    await page.goto(`/businesses/${listing.slug}`);
    await confidentialSection(page)
      .getByText(/Tu acuerdo está pendiente/)
      .waitFor();
    await confidentialSection(page).getByRole('link', { name: 'Completar la firma reforzada' }).click();
    await waitForPath(page, `/nda-upload/${listing.id}`);

    // Physical path: a too-large file is refused on the spot, then three valid files go up.
    const inputs = page.locator('input[type="file"]');
    await inputs.nth(1).setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await page.getByText(/el máximo es 10 MB/).waitFor();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const id = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#cbd5e1' } })
      .jpeg()
      .toBuffer();
    await inputs
      .nth(0)
      .setInputFiles({ name: 'acuerdo-firmado.pdf', mimeType: 'application/pdf', buffer: pdf });
    await inputs.nth(1).setInputFiles({ name: 'cedula-frente.jpg', mimeType: 'image/jpeg', buffer: id });
    await inputs.nth(2).setInputFiles({ name: 'cedula-reverso.jpg', mimeType: 'image/jpeg', buffer: id });
    await page.getByRole('img', { name: /Vista previa de cédula o pasaporte \(frente\)/ }).waitFor();
    await page.getByRole('button', { name: 'Subir documentos' }).click();
    await waitForToast(page, 'Documentos recibidos');
    await page.getByRole('heading', { name: 'Tus documentos están en revisión' }).waitFor();

    // The seller reviews it in the audit table and approves.
    const sellerPage = await browser.newPage();
    await signIn(sellerPage, DEMO.seller);
    await waitForPath(sellerPage, '/seller/dashboard');
    await sellerPage.goto('/nda-audit?revision=1');
    await sellerPage
      .getByRole('button', { name: /Revisar .*Andrea Sofía/ })
      .first()
      .click();
    const dialog = sellerPage.getByRole('dialog');
    await dialog.getByRole('heading', { name: /Acuerdo de Andrea Sofía/ }).waitFor();
    await dialog.getByRole('button', { name: 'Acuerdo firmado (subido)' }).waitFor();
    await dialog.getByRole('button', { name: 'Aprobar y dar acceso' }).click();
    // Announced inside the dialog (the page behind it, toasts included, is inert while it is open).
    await dialog.getByRole('status').filter({ hasText: 'Acuerdo aprobado' }).waitFor();
    await dialog.getByText('Firmado', { exact: true }).waitFor();
    // The evidence speaks plainly; hashes and IPs wait, closed, under «Ver detalles técnicos».
    await dialog.getByText('Firma electrónica aceptada en la web', { exact: false }).first().waitFor();
    const hashLabel = dialog.getByText('Huella del texto (SHA-256)', { exact: true });
    expect(await hashLabel.isVisible()).toBe(false);
    await dialog.getByText('Ver detalles técnicos', { exact: true }).click();
    await hashLabel.waitFor();
    expect(await dialog.getByText('Dirección IP', { exact: true }).isVisible()).toBe(true);

    expect((await ndaOf(listing.id)).body).toMatchObject({
      status: 'signed',
      enhancedSignatureStatus: 'subida_fisica',
    });
    await page.goto(`/businesses/${listing.slug}`);
    await confidentialSection(page).getByText('Nombre comercial', { exact: true }).waitFor();
  });

  it('electronic: the mailed code and a drawn signature sign it at once', async () => {
    const listing = await unsignedEnhancedListingOfAnySeller();
    const page = await signedInBuyer({ width: 390 });
    await page.goto(`/nda-signature/${listing.id}`);
    await signOnScreen(page);
    await waitForPath(page, `/nda-upload/${listing.id}`);

    await page.getByRole('button', { name: 'Enviarme el código' }).click();
    await page.getByText(/Enviamos el código a/).waitFor();
    const code = await codeFromOutbox(DEMO.buyer);
    await page.getByRole('textbox', { name: 'Código de 6 dígitos' }).fill(code);

    // Draw on the pad with the pointer (a touch-sized phone layout).
    const pad = page.getByRole('img', { name: 'Tu firma' });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let i = 1; i <= 12; i += 1) {
      await page.mouse.move(box.x + 30 + i * 22, box.y + box.height * (0.6 + (i % 2 ? -0.2 : 0.1)), {
        steps: 3,
      });
    }
    await page.mouse.up();
    await page.getByText('Firma lista.').waitFor({ state: 'attached' });
    const submit = page.getByRole('button', { name: 'Firmar electrónicamente' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();

    await waitForPath(page, `/businesses/${listing.slug}`);
    await confidentialSection(page).getByText('Nombre comercial', { exact: true }).waitFor();
    expect((await ndaOf(listing.id)).body).toMatchObject({
      status: 'signed',
      enhancedSignatureStatus: 'firmada_electronica',
    });
  });
});

describe('accessibility of the NDA screens', () => {
  it('no serious axe violations and no sideways scroll on a 390 px phone', async () => {
    const enhanced = await unsignedEnhancedListingOfAnySeller();
    await signViaApi(enhanced.id);
    const mine = (await (await buyer.api.get('/api/ndas', { headers: buyer.headers })).json()) as {
      items: Array<{ businessId: number }>;
    };
    const fresh = await unsignedListing(
      false,
      mine.items.map((n) => n.businessId),
    );
    const problems: string[] = [];
    const check = async (page: Page, label: string) => {
      await settle(page, 300);
      for (const v of await seriousViolations(page)) problems.push(`${label}: ${v}`);
      if (await sidewaysScroll(page)) problems.push(`${label}: scrolls sideways at 390 px`);
    };

    const page = await signedInBuyer({ width: 390 });
    watchNetwork(page);
    await page.goto(`/nda-signature/${fresh.id}`);
    await page.getByRole('region', { name: /Texto completo/ }).waitFor();
    await check(page, 'signature');
    await page.goto(`/nda-upload/${enhanced.id}`);
    await page.getByRole('heading', { name: /Firmar en papel/ }).waitFor();
    await check(page, 'upload');
    await page.goto(`/nda-status/${enhanced.id}`);
    await page.getByRole('list', { name: 'Eventos registrados' }).waitFor();
    await check(page, 'status');
    await page.goto(`/businesses/${enhanced.slug}`);
    await confidentialSection(page)
      .getByText(/Tu acuerdo está pendiente/)
      .waitFor();
    await check(page, 'listing with a pending NDA');
    await page.goto('/buyer/dashboard');
    await page.getByRole('list', { name: 'Mis acuerdos de confidencialidad' }).waitFor();
    await check(page, 'buyer dashboard');

    const sellerPage = await browser.newPage({ width: 390 });
    watchNetwork(sellerPage);
    await signIn(sellerPage, DEMO.seller);
    await waitForPath(sellerPage, '/seller/dashboard');
    await sellerPage.goto('/nda-audit');
    await sellerPage
      .getByRole('button', { name: /Ver evidencia|Revisar/ })
      .first()
      .waitFor();
    await check(sellerPage, 'audit');
    await sellerPage
      .getByRole('button', { name: /Ver evidencia|Revisar/ })
      .first()
      .click();
    await sellerPage.getByRole('dialog').getByRole('list', { name: 'Eventos registrados' }).waitFor();
    await check(sellerPage, 'audit dialog');
    expect(problems, problems.join('\n')).toEqual([]);
  }, 120_000);
});

async function shot(page: Page, name: string) {
  await settle(page, 300);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(shotsDir!, `${name}.png`), fullPage: true });
}

describe.skipIf(!shotsDir)('screenshots of the NDA screens', () => {
  it.each([1280, 390])(
    'at %i px',
    async (width) => {
      fs.mkdirSync(shotsDir!, { recursive: true });
      const height = width > 500 ? 900 : 844;
      const signed = (await (await buyer.api.get('/api/ndas', { headers: buyer.headers })).json()) as {
        items: Array<{ businessId: number; status: string; enhancedSignatureStatus: string }>;
      };
      const clickwrap = signed.items.find(
        (n) => n.status === 'signed' && n.enhancedSignatureStatus === 'no_requerida',
      );
      const electronic = signed.items.find((n) => n.enhancedSignatureStatus === 'firmada_electronica');

      const page = await signedInBuyer({ width });
      watchNetwork(page);
      const fresh = await unsignedListing(
        false,
        signed.items.map((n) => n.businessId),
      );
      await page.goto(`/nda-signature/${fresh.id}/${encodeURIComponent(`/businesses/${fresh.slug}`)}`);
      await page.getByRole('region', { name: /Texto completo/ }).waitFor();
      await shot(page, `nda-signature-${width}`);

      // A pending enhanced NDA for the upload and status screens: signed on screen.
      const pending = await unsignedEnhancedListingOfAnySeller();
      await page.goto(`/nda-signature/${pending.id}`);
      await signOnScreen(page);
      await waitForPath(page, `/nda-upload/${pending.id}`);
      await page.getByRole('heading', { name: /Firmar en papel/ }).waitFor();
      await shot(page, `nda-upload-${width}`);
      await page.goto(`/nda-status/${pending.id}`);
      await page.getByRole('list', { name: 'Eventos registrados' }).waitFor();
      await shot(page, `nda-status-pending-${width}`);
      for (const [name, nda] of [
        ['signed', clickwrap],
        ['electronic', electronic],
      ] as const) {
        if (!nda) continue;
        await page.goto(`/nda-status/${nda.businessId}`);
        await page.getByRole('list', { name: 'Eventos registrados' }).waitFor();
        await shot(page, `nda-status-${name}-${width}`);
      }
      await page.goto('/nda-status/999999');
      await mainHeading(page);
      await shot(page, `nda-status-none-${width}`);
      await page.goto('/buyer/dashboard');
      await page.getByRole('list', { name: 'Mis acuerdos de confidencialidad' }).waitFor();
      await page.getByRole('heading', { name: /Acuerdos de confidencialidad/ }).scrollIntoViewIfNeeded();
      await shot(page, `buyer-dashboard-${width}`);
      await page.goto('/nda-audit');
      await mainHeading(page);
      await shot(page, `nda-audit-buyer-${width}`);

      const sellerPage = await browser.newPage({ width, height });
      watchNetwork(sellerPage);
      await signIn(sellerPage, DEMO.seller);
      await waitForPath(sellerPage, '/seller/dashboard');
      await sellerPage.goto('/nda-audit');
      await sellerPage
        .getByRole('button', { name: /Ver evidencia|Revisar/ })
        .first()
        .waitFor();
      await shot(sellerPage, `nda-audit-${width}`);
      await sellerPage
        .getByRole('button', { name: /Ver evidencia|Revisar/ })
        .first()
        .click();
      await sellerPage.getByRole('dialog').getByRole('list', { name: 'Eventos registrados' }).waitFor();
      await settle(sellerPage, 300);
      await sellerPage.waitForTimeout(400);
      await sellerPage.screenshot({ path: path.join(shotsDir!, `nda-audit-dialog-${width}.png`) });

      await sellerPage
        .getByRole('dialog')
        .evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
      await sellerPage.waitForTimeout(200);
      await sellerPage.screenshot({ path: path.join(shotsDir!, `nda-audit-dialog-revoke-${width}.png`) });

      // A physical upload waiting for review, seen by an admin (who sees every listing).
      const pendingNda = (await ndaOf(pending.id)).body as { id: number };
      const scan = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e2e8f0' } })
        .png()
        .toBuffer();
      const uploaded = await buyer.api.post(`/api/ndas/${pendingNda.id}/upload`, {
        headers: buyer.headers,
        multipart: {
          signedDocument: { name: 'acuerdo.png', mimeType: 'image/png', buffer: scan },
          idDocumentFront: { name: 'frente.png', mimeType: 'image/png', buffer: scan },
          idDocumentBack: { name: 'reverso.png', mimeType: 'image/png', buffer: scan },
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(200);
      await page.goto(`/nda-status/${pending.id}`);
      await page.getByRole('list', { name: 'Eventos registrados' }).waitFor();
      await shot(page, `nda-status-review-${width}`);
      const admin = await browser.newPage({ width, height });
      watchNetwork(admin);
      await signIn(admin, DEMO.admin);
      await waitForPath(admin, '/admin/dashboard');
      await admin.goto('/nda-audit?revision=1');
      await admin
        .getByRole('button', { name: /Revisar/ })
        .first()
        .click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Aprobar y dar acceso' }).waitFor();
      await settle(admin, 300);
      await admin.waitForTimeout(400);
      await admin.screenshot({ path: path.join(shotsDir!, `nda-audit-review-${width}.png`) });

      // Rejected with a note and the door open: the buyer sees why and may upload again.
      const adminApi = await apiSession(DEMO.admin);
      const rejected = await adminApi.api.post(`/api/ndas/${pendingNda.id}/review`, {
        headers: adminApi.headers,
        data: {
          decision: 'reject',
          notes: 'La foto del reverso de la cédula está borrosa. Súbela de nuevo con buena luz.',
          canReupload: true,
        },
      });
      expect(rejected.status(), await rejected.text()).toBe(200);
      await adminApi.api.dispose();
      await page.goto(`/nda-upload/${pending.id}`);
      await page
        .getByText(/Motivo del rechazo/)
        .first()
        .waitFor();
      await shot(page, `nda-upload-rejected-${width}`);
      await page.goto(`/nda-status/${pending.id}`);
      await page.getByRole('list', { name: 'Eventos registrados' }).waitFor();
      await shot(page, `nda-status-rejected-${width}`);

      if (clickwrap) {
        await page.goto(`/businesses/${clickwrap.businessId}`);
        await confidentialSection(page).getByText('Acuerdo firmado', { exact: true }).waitFor();
        await confidentialSection(page).scrollIntoViewIfNeeded();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(shotsDir!, `listing-signed-${width}.png`) });
      }

      const listingPage = await signedInBuyer({ width });
      await listingPage.goto(`/businesses/${pending.slug}`);
      await confidentialSection(listingPage)
        .getByText(/Tu acuerdo fue rechazado/)
        .waitFor();
      await confidentialSection(listingPage).scrollIntoViewIfNeeded();
      await listingPage.waitForTimeout(400);
      await listingPage.screenshot({ path: path.join(shotsDir!, `listing-rejected-${width}.png`) });
    },
    180_000,
  );
});
