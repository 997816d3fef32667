// Messaging (decision 071) in the browser: a buyer with a signed NDA contacts the seller from the listing;
// the message (HTML in it) shows as text; the seller, in another browser, sees it arrive
// live with the unread badge, opens it, and the buyer sees the read mark — all without
// reloading. Screenshots for a human look:
//   E2E_SHOTS=/tmp/shots/messages npx vitest run --project e2e e2e/messages.spec.ts
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  expectHeading,
  registerAccount,
  settle,
  unique,
  waitForPath,
  watchNetwork,
} from './support/app';
import { DEMO, DEMO_PASSWORD, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const shotsDir = process.env.E2E_SHOTS;

type Session = { api: APIRequestContext; headers: Record<string, string>; userId: number };
type Listing = {
  id: number;
  slug: string;
  title: string;
  status: string;
  requiresEnhancedSignature: boolean;
};

async function apiSession(email: string): Promise<Session> {
  const api = await apiClient();
  const res = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { sessionToken: string; user: { id: number } };
  return { api, headers: { 'x-session-token': body.sessionToken }, userId: body.user.id };
}

let seller: Session;
let buyer: Session;
let listing: Listing;

/**
 * A listing of the demo seller the demo buyer has signed the NDA of. The seed has none, so
 * sign one through the API — the last clickwrap one, as e2e/ndas.spec.ts takes the first
 * unsigned ones.
 */
async function signedListing(): Promise<Listing> {
  const res = await seller.api.get('/api/seller/businesses', { headers: seller.headers });
  expect(res.status()).toBe(200);
  const mine = ((await res.json()) as { items: Listing[] }).items.filter(
    (b) => b.status === 'approved' && !b.requiresEnhancedSignature,
  );
  for (const candidate of mine) {
    const nda = await buyer.api.get(`/api/ndas/business/${candidate.id}`, { headers: buyer.headers });
    if (nda.status() === 200 && ((await nda.json()) as { status: string }).status === 'signed')
      return candidate;
  }
  const target = mine[mine.length - 1];
  if (!target) throw new Error('The seed has no approved clickwrap listing of the demo seller');
  const doc = (await (await buyer.api.get('/api/nda-documents/active')).json()) as {
    id: number;
    documentHash: string;
  };
  const signed = await buyer.api.post('/api/ndas', {
    headers: buyer.headers,
    data: {
      businessId: target.id,
      ndaDocumentId: doc.id,
      documentHash: doc.documentHash,
      signerName: 'Andrea Sofía Guerrero Benítez',
      accepted: true,
      acceptedAtLocal: '2026-11-21T10:15:00-05:00',
    },
  });
  expect(signed.status(), await signed.text()).toBeLessThan(300);
  return target;
}

beforeAll(async () => {
  seller = await apiSession(DEMO.seller);
  buyer = await apiSession(DEMO.buyer);
  listing = await signedListing();
});

afterAll(async () => {
  await seller?.api.dispose();
  await buyer?.api.dispose();
});

async function signedIn(email: string, home: string, opts: { width?: number; height?: number } = {}) {
  const page = await browser.newPage(opts);
  watchNetwork(page);
  await signIn(page, email);
  await waitForPath(page, home);
  return page;
}

/** Marks the document; the mark is gone if the page reloads. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** The header's messages link; its name carries the unread count ("Mensajes: 2 mensajes sin leer"). */
function indicator(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Mensajes/ });
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await settle(page);
  // Fonts and images in, and the relative times rendered.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

const HTML = '<b>hola</b><script>alert(1)</script>';

describe('messaging between a buyer and a seller', () => {
  it('the buyer contacts the seller from the listing; the seller gets it live and reads it; the buyer sees ✓✓', async () => {
    const dialogs: string[] = [];

    // The seller is on their messages, in another browser, before anything is sent.
    const sellerPage = await signedIn(DEMO.seller, '/seller/dashboard');
    sellerPage.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await indicator(sellerPage).click();
    await waitForPath(sellerPage, '/messages');
    await expectHeading(sellerPage, 'Mensajes');
    await markDocument(sellerPage);

    const buyerPage = await signedIn(DEMO.buyer, '/buyer/dashboard');
    buyerPage.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await buyerPage.goto(`/businesses/${listing.slug}`);
    await expectHeading(buyerPage, listing.title);
    await buyerPage.getByRole('link', { name: 'Contactar al vendedor' }).click();
    await buyerPage.waitForURL(
      (url) =>
        url.pathname === `/messages/${seller.userId}` &&
        url.searchParams.get('businessId') === String(listing.id),
    );
    // The listing is the conversation's subject, with its NDA.
    await buyerPage.getByRole('link', { name: listing.title }).first().waitFor();
    await buyerPage.getByRole('link', { name: 'Acuerdo de confidencialidad' }).waitFor();
    await markDocument(buyerPage);

    const text = `${HTML} ${unique()}`;
    const composer = buyerPage.getByRole('textbox', { name: /^Mensaje para/ });
    await composer.fill(text);
    await composer.press('Enter');
    // Shown as the characters typed: no bold element, no script run.
    const bubble = buyerPage.getByText(text, { exact: true });
    await bubble.waitFor();
    expect(await composer.inputValue()).toBe('');
    const log = buyerPage.getByRole('region', { name: /^Mensajes con/ });
    expect(await log.locator('b, script').count()).toBe(0);
    await log.getByText('Enviado', { exact: true }).waitFor({ timeout: 15_000 });

    // The seller: the conversation appears on top of the list and the badge counts it, live.
    const row = sellerPage.getByRole('list', { name: 'Tus conversaciones' }).getByRole('listitem').first();
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 15_000 }).toContain(HTML);
    await expect
      .poll(async () => (await indicator(sellerPage).getAttribute('aria-label')) ?? '', { timeout: 15_000 })
      .toMatch(/^Mensajes: \d+ mensajes? sin leer$/);
    expect(await row.getByText(/mensajes? sin leer/).textContent()).toMatch(/^1 mensaje sin leer$/);
    expect(await sameDocument(sellerPage), 'the seller page did not reload').toBe(true);
    await shot(sellerPage, 'list-1280-unread');

    // Opening it shows the text as text and marks it read.
    await row.getByRole('link').click();
    await waitForPath(sellerPage, `/messages/${buyer.userId}`);
    const sellerLog = sellerPage.getByRole('region', { name: /^Mensajes con/ });
    await sellerLog.getByText(text, { exact: true }).waitFor();
    expect(await sellerLog.locator('b, script').count()).toBe(0);
    await expect
      .poll(async () => (await indicator(sellerPage).getAttribute('aria-label')) ?? '', { timeout: 15_000 })
      .toBe('Mensajes');

    // The buyer sees the read mark arrive, still without a reload.
    await log.getByText('Leído', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await sameDocument(buyerPage), 'the buyer page did not reload').toBe(true);

    // And the seller's answer arrives live in the buyer's open thread, announced politely.
    const reply = `Hola, gracias por escribir. ¿Qué te gustaría saber? ${unique()}`;
    const sellerComposer = sellerPage.getByRole('textbox', { name: /^Mensaje para/ });
    await sellerComposer.fill(reply);
    await sellerPage.getByRole('button', { name: 'Enviar mensaje' }).click();
    await log.getByText(reply, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await sameDocument(buyerPage)).toBe(true);
    await expect
      .poll(() => buyerPage.locator('[aria-live="polite"]').allTextContents(), { timeout: 10_000 })
      .toContainEqual(expect.stringContaining(reply));
    // Once each: nothing shown twice after the POST answer and the socket echo.
    expect(await log.getByText(text, { exact: true }).count()).toBe(1);
    expect(await sellerLog.getByText(reply, { exact: true }).count()).toBe(1);
    expect(dialogs).toEqual([]);
  });

  it('the buyer sends a photo and a PDF; the seller sees them arrive live, the photo loads, the PDF downloads', async () => {
    const sellerPage = await signedIn(DEMO.seller, '/seller/dashboard');
    await sellerPage.goto(`/messages/${buyer.userId}`);
    const sellerLog = sellerPage.getByRole('region', { name: /^Mensajes con/ });
    await sellerLog.waitFor();
    // The seller sees who is writing.
    await sellerPage
      .getByRole('region', { name: /^Sobre / })
      .getByText(/acuerdos? firmados? contigo/)
      .waitFor();
    await markDocument(sellerPage);

    const buyerPage = await signedIn(DEMO.buyer, '/buyer/dashboard');
    await buyerPage.goto(`/messages/${seller.userId}`);
    await buyerPage.getByRole('region', { name: /^Mensajes con/ }).waitFor();
    const tag = unique();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f6f4f' } })
      .jpeg()
      .toBuffer();
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
    await buyerPage.locator('input[type="file"]').setInputFiles([
      { name: `Local ${tag}.jpg`, mimeType: 'image/jpeg', buffer: photo },
      { name: `Balance ${tag}.pdf`, mimeType: 'application/pdf', buffer: pdf },
    ]);
    const send = buyerPage.getByRole('button', { name: 'Enviar mensaje' });
    await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);
    await send.click();

    // Live on the seller's side, without a reload: the thumbnail really loads (their session may read it).
    const image = sellerLog.getByRole('img', { name: `Foto: Local ${tag}.webp` });
    await image.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const file = sellerLog.getByRole('link', { name: new RegExp(`Balance ${tag}\\.pdf`) });
    await file.waitFor();
    expect(await sameDocument(sellerPage)).toBe(true);
    const download = await Promise.all([sellerPage.waitForEvent('download'), file.click()]).then(([d]) => d);
    expect(download.suggestedFilename()).toBe(`Balance ${tag}.pdf`);

    // The photo opens full size.
    await image.click();
    const dialog = sellerPage.getByRole('dialog', { name: `Local ${tag}.webp` });
    await dialog.getByRole('img').waitFor();
    await shot(sellerPage, 'thread-1280-photo-open');
    await sellerPage.keyboard.press('Escape');
  });

  it('a buyer without a signed NDA is told to sign it first, with the way to do it', async () => {
    const account = await registerAccount('buyer');
    const page = await signedIn(account.email, '/buyer/dashboard');
    await page.goto(`/businesses/${listing.slug}`);
    await expectHeading(page, listing.title);
    // The server renders the anonymous view; the signed-in one follows the page's own request.
    await settle(page);
    expect(await page.getByRole('link', { name: 'Contactar al vendedor' }).count()).toBe(0);

    await page.goto(`/messages/${seller.userId}?businessId=${listing.id}`);
    await page.getByText('Debes firmar el acuerdo de confidencialidad para contactar al vendedor').waitFor();
    expect(await page.getByRole('textbox', { name: /^Mensaje para/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Firmar acuerdo de confidencialidad' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/nda-signature/${listing.id}/`));
  });
});

describe('reconnection', () => {
  it('recovers a message the dropped socket never delivered, once, without a reload', async () => {
    const page = await signedIn(DEMO.buyer, '/buyer/dashboard');
    // Between the page and the server: can lose live messages, and can cut the socket.
    // Each socket the page opens, with the «ready» it got; the last one is the live one (a busy
    // machine may see the tab reconnect once before the test starts).
    const routes: Array<{ ws: { close: (o?: { code?: number }) => Promise<void> }; ready: number }> = [];
    let loseLiveMessages = false;
    await page.routeWebSocket(/\/api\/ws$/, (ws) => {
      const route = { ws, ready: 0 };
      const server = ws.connectToServer();
      server.onMessage((data) => {
        const type = (JSON.parse(String(data)) as { type: string }).type;
        if (type === 'ready') route.ready++;
        if (loseLiveMessages && type === 'message.created') return;
        ws.send(data);
      });
      routes.push(route);
    });
    await page.goto(`/messages/${seller.userId}`);
    const log = page.getByRole('region', { name: /^Mensajes con/ });
    await log.waitFor();
    await expect.poll(() => routes.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    // The socket's «ready» makes the tab catch up over HTTP; that fetch must be over before the
    // message is sent, or (on a busy machine) it would fetch the message it is meant to miss.
    await expect.poll(() => routes.at(-1)!.ready, { timeout: 10_000 }).toBe(1);
    await settle(page);
    await markDocument(page);

    // The live message is lost on the way…
    loseLiveMessages = true;
    const missed = `Mensaje perdido en el camino ${unique()}`;
    const res = await seller.api.post('/api/messages', {
      headers: seller.headers,
      data: { receiverId: buyer.userId, content: missed, clientMessageId: `e2e-${unique()}` },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    await page.waitForTimeout(1000);
    expect(await log.getByText(missed, { exact: true }).count()).toBe(0);

    // …the connection drops, the tab reconnects (live messages still lost) and catches up over HTTP.
    const sockets = routes.length;
    await routes.at(-1)!.ws.close({ code: 1012 });
    await expect.poll(() => routes.length, { timeout: 15_000 }).toBeGreaterThan(sockets);
    await log.getByText(missed, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await log.getByText(missed, { exact: true }).count()).toBe(1);

    // Live again: the next one arrives by the socket, once.
    loseLiveMessages = false;
    const next = `Y este llega en vivo ${unique()}`;
    await seller.api.post('/api/messages', {
      headers: seller.headers,
      data: { receiverId: buyer.userId, content: next, clientMessageId: `e2e-${unique()}` },
    });
    await log.getByText(next, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await log.getByText(missed, { exact: true }).count()).toBe(1);
    expect(await log.getByText(next, { exact: true }).count()).toBe(1);
    expect(await sameDocument(page)).toBe(true);
  });
});

describe('overload', () => {
  it('a send refused by a saturated server says «Reintentando…», goes again by itself and is stored once', async () => {
    const page = await signedIn(DEMO.buyer, '/buyer/dashboard');
    // Between the page and the server: the first two message.send are answered as an
    // overloaded server answers them (decision 070), the third goes through.
    let refusedSends = 0;
    const sendIds: string[] = [];
    await page.routeWebSocket(/\/api\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((data) => {
        const frame = JSON.parse(String(data)) as { type: string; clientMessageId?: string };
        if (frame.type === 'message.send') sendIds.push(String(frame.clientMessageId));
        if (frame.type === 'message.send' && refusedSends < 2) {
          refusedSends += 1;
          ws.send(
            JSON.stringify({
              type: 'message.rejected',
              clientMessageId: frame.clientMessageId,
              code: 'overloaded',
              message:
                'Hay muchos mensajes en camino ahora mismo y no pudimos enviar el tuyo. Lo reintentamos en un momento.',
              retryAfter: 1,
            }),
          );
          return;
        }
        server.send(data);
      });
    });
    await page.goto(`/messages/${seller.userId}`);
    const log = page.getByRole('region', { name: /^Mensajes con/ });
    await log.waitFor();

    const text = `Lo mando aunque el servidor esté ocupado ${unique()}`;
    await page.getByRole('textbox', { name: /^Mensaje para/ }).fill(text);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    // Visible while it waits, never a silent drop and nothing for the person to do.
    const bubble = log.getByRole('listitem').filter({ hasText: text });
    await bubble.getByText('Reintentando…').waitFor({ timeout: 10_000 });
    await bubble.getByRole('status').filter({ hasText: 'El servidor está muy ocupado' }).waitFor();
    await shot(page, 'thread-1280-retrying');
    // Then it goes through by itself.
    await bubble.getByText(/^(Enviado|Leído)$/).waitFor({ timeout: 20_000 });
    expect(await bubble.getByText('Reintentando…').count()).toBe(0);
    expect(refusedSends).toBe(2);
    // Every attempt carried the same clientMessageId, and the server stored the message once.
    expect(new Set(sendIds).size).toBe(1);
    const thread = await buyer.api.get(`/api/conversations/with/${seller.userId}?limit=50`, {
      headers: buyer.headers,
    });
    expect(thread.status()).toBe(200);
    const { messages } = (await thread.json()) as { messages: Array<{ content: string }> };
    expect(messages.filter((m) => m.content === text)).toHaveLength(1);
    expect(await log.getByText(text, { exact: true }).count()).toBe(1);
  });
});

describe('screenshots', () => {
  it.skipIf(!shotsDir)('the list and a thread at 390 px and 1280 px', async () => {
    // More to look at: a long message, an address, line breaks, and a second conversation.
    const admin = await apiSession(DEMO.admin);
    const send = async (from: Session, to: number, content: string, businessId?: number) => {
      const res = await from.api.post('/api/messages', {
        headers: from.headers,
        data: { receiverId: to, content, ...(businessId ? { businessId } : {}) },
      });
      expect(res.status(), await res.text()).toBeLessThan(300);
    };
    await send(
      buyer,
      seller.userId,
      'Me interesa mucho el negocio. Tengo algunas preguntas:\n1. ¿Cuánto venden en temporada baja?\n2. ¿El local es arrendado? ¿Cuánto falta para renovar el contrato?\n3. ¿Los empleados se quedarían?',
      listing.id,
    );
    await send(
      seller,
      buyer.userId,
      'Claro. Te respondo por partes, y te dejo el detalle en https://traspasa.test/recursos/valoracion-de-negocios-en-ecuador-guia-completa-2026.',
    );
    await send(
      seller,
      buyer.userId,
      'El arriendo vence en marzo de 2028 y el dueño del local ya aceptó renovarlo.',
    );
    await send(
      admin,
      seller.userId,
      'Hola Carlos, revisamos tu anuncio y todo está en orden. Cualquier duda, escríbenos por aquí.',
    );
    await admin.api.dispose();

    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const page = await signedIn(DEMO.seller, '/seller/dashboard', { width, height });
      await page.goto('/messages');
      await page.getByRole('list', { name: 'Tus conversaciones' }).waitFor();
      await shot(page, `list-${width}`);
      await page.goto(`/messages/${buyer.userId}`);
      await page.getByRole('region', { name: /^Mensajes con/ }).waitFor();
      await shot(page, `thread-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    const buyerPhone = await signedIn(DEMO.buyer, '/buyer/dashboard', { width: 390, height: 844 });
    await buyerPhone.goto(`/messages/${seller.userId}?businessId=${listing.id}`);
    await buyerPhone.getByRole('region', { name: /^Mensajes con/ }).waitFor();
    await shot(buyerPhone, 'thread-390-buyer');
    await buyerPhone.goto(`/businesses/${listing.slug}`);
    await buyerPhone.getByRole('link', { name: 'Contactar al vendedor' }).scrollIntoViewIfNeeded();
    await shot(buyerPhone, 'listing-contact-390');
  });
});
