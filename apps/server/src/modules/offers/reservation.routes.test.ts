// A reserved listing (decision 171) as the reserving buyer, another buyer with access, a third
// buyer, the seller, an admin and a stranger see it: the pause of the others' access and its
// return, the refused NDAs, search, release, closing with a private price, and the extension.

import { RESERVED_NO_NEW_NDAS } from '@traspasa/shared/reservations';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { notices } from '../../db/schema/notices.ts';
import { negotiationEvents, negotiations } from '../../db/schema/offers.ts';
import { listingReservations } from '../../db/schema/reservations.ts';
import { multipart, tinyPdf } from '../business-media/media.test-kit.ts';
import { activeDocument, CONFIDENTIAL, codeFromMail, listing, sign, signBody } from '../ndas/nda.test-kit.ts';
import { verifyNegotiationChain } from './negotiation-events.service.ts';
import { mailReservationNotices, reserveListing } from './reservation.service.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let reserving: Login;
let other: Login;
let third: Login;
let stranger: Login;
let admin: Login;
let doc: Awaited<ReturnType<typeof activeDocument>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [seller, reserving, other, third, stranger, admin] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'admin'),
  ]);
  doc = await activeDocument(t);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/**
 * An approved listing with a document, NDAs signed by `reserving` and `other`, and a negotiation
 * of `reserving` whose accepted offer both signed, reserved through reserveListing (as A's
 * signing does). Returns the ids and the document's URL.
 */
async function reservedListing(extra: Partial<typeof businesses.$inferInsert> = {}, exclusivityDays = 30) {
  const row = await listing(t, {
    sellerId: seller.user.id,
    expiresAt: new Date(Date.now() + 60 * DAY),
    annualProfit: '40000',
    ...extra,
  });
  const body = multipart('file', 'balance.pdf', tinyPdf('Estados financieros 2025'), 'application/pdf');
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${row.id}/documents`,
    headers: { ...seller.headers, ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode).toBe(200);
  for (const buyer of [reserving, other]) {
    expect((await sign(t, buyer.headers, signBody(row.id, doc))).statusCode).toBe(201);
  }
  const [negotiation] = await t.db
    .insert(negotiations)
    .values({ businessId: row.id, buyerId: reserving.user.id, sellerId: seller.user.id, status: 'signed' })
    .returning();
  const result = await t.db.transaction((tx) =>
    reserveListing(tx, {
      businessId: row.id,
      negotiationId: negotiation!.id,
      buyerId: reserving.user.id,
      sellerId: seller.user.id,
      exclusivityDays,
      at: new Date(),
    }),
  );
  await mailReservationNotices(t.app, result.notices);
  return { row, negotiationId: negotiation!.id, docUrl: up.json().documents[0].url as string, result };
}

async function gates(who: Login | null, businessId: number, docUrl: string) {
  const headers = who?.headers ?? {};
  const detail = (await get(`/api/businesses/${businessId}`, headers)).json();
  const document = await get(docUrl, headers);
  return { detail, document };
}

const statusOf = async (id: number) =>
  (await t.db.select({ status: businesses.status }).from(businesses).where(eq(businesses.id, id)))[0]!.status;

describe('a reserved listing', () => {
  it('pauses the other buyers’ confidential part and documents, keeps the reserving buyer’s, and tells the others', async () => {
    const { row, negotiationId, docUrl, result } = await reservedListing();
    expect(await statusOf(row.id)).toBe('reserved');

    const mine = await gates(reserving, row.id, docUrl);
    expect(mine.detail.status).toBe('reserved');
    expect(mine.detail.confidentialInfo).toBe(CONFIDENTIAL);
    expect(mine.detail.access).toMatchObject({ canViewConfidential: true, canMessage: true });
    expect(mine.detail.access.accessPaused).toBeUndefined();
    expect(mine.document.statusCode).toBe(200);

    const paused = await gates(other, row.id, docUrl);
    expect(paused.detail.status).toBe('reserved');
    expect(JSON.stringify(paused.detail)).not.toContain(CONFIDENTIAL);
    expect(paused.detail.confidentialInfo).toBeUndefined();
    expect(paused.detail.documents).toBeUndefined();
    expect(paused.detail.access).toMatchObject({
      ndaStatus: 'signed',
      canViewConfidential: false,
      // Conversations stay open (decision 171).
      canMessage: true,
      accessPaused: true,
    });
    // The document answers as to a stranger: the same 404.
    const none = await gates(stranger, row.id, docUrl);
    expect(paused.document.statusCode).toBe(404);
    expect(paused.document.body).toBe(none.document.body);
    const sellerView = await gates(seller, row.id, docUrl);
    expect(sellerView.document.statusCode).toBe(200);

    // Told by bell and mail; the reserving buyer is not told the business is reserved for someone else.
    expect(result.notices.map((n) => n.userId)).toEqual([other.user.id]);
    const bell = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, other.user.id), eq(notices.businessId, row.id)));
    expect(bell.map((n) => n.type)).toEqual(['listing-reserved']);
    expect(t.mails.some((m) => m.to === other.user.email && m.subject.includes('está reservado'))).toBe(true);
    expect(t.mails.some((m) => m.to === reserving.user.email && m.subject.includes('está reservado'))).toBe(
      false,
    );

    // The event is in the negotiation's chain, and the chain holds.
    const events = await t.db
      .select({ type: negotiationEvents.eventType })
      .from(negotiationEvents)
      .where(eq(negotiationEvents.negotiationId, negotiationId));
    expect(events.map((e) => e.type)).toEqual(['reserved']);
    expect(await verifyNegotiationChain(t.db, negotiationId)).toEqual({ intact: true, events: 1 });
  });

  it('stays in search with its status, and hideReserved leaves it out', async () => {
    const { row } = await reservedListing({ title: 'Heladería reservada en Cuenca' });
    const listed = (await get('/api/businesses?q=Heladería&limit=50')).json();
    expect(listed.items.find((i: { id: number }) => i.id === row.id)).toMatchObject({ status: 'reserved' });
    const hidden = (await get('/api/businesses?q=Heladería&limit=50&hideReserved=true')).json();
    expect(hidden.items.some((i: { id: number }) => i.id === row.id)).toBe(false);
    const browse = (await get('/api/businesses?limit=50&hideReserved=true')).json();
    expect(browse.items.some((i: { status: string }) => i.status === 'reserved')).toBe(false);
  });

  it('refuses a new NDA with a Spanish 409, and takes it when the seller accepts back-up offers', async () => {
    const closed = await reservedListing();
    const refused = await sign(t, third.headers, signBody(closed.row.id, doc));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(RESERVED_NO_NEW_NDAS);
    const page = (await get(`/api/businesses/${closed.row.id}`, third.headers)).json();
    expect(page).toMatchObject({ status: 'reserved', acceptBackupOffers: false });

    const backups = await reservedListing({ acceptBackupOffers: true });
    const taken = await sign(t, third.headers, signBody(backups.row.id, doc));
    expect(taken.statusCode).toBe(201);
    // Signed, but paused like every buyer other than the reserving one.
    const third$ = await gates(third, backups.row.id, backups.docUrl);
    expect(third$.detail.access).toMatchObject({ canViewConfidential: false, accessPaused: true });
    expect(third$.document.statusCode).toBe(404);
  });

  it('refuses the seller’s public edits and «vendido» while reserved: closing goes through the negotiation', async () => {
    const { row } = await reservedListing();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${row.id}`,
      headers: seller.headers,
      payload: { title: 'Otro título para la panadería' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toMatch(/Mientras dura la reserva/);
    const sold = await post(`/api/businesses/${row.id}/sold`, seller.headers);
    expect(sold.statusCode).toBe(409);
    expect(await statusOf(row.id)).toBe('reserved');
  });
});

describe('releasing a reservation', () => {
  it('is for the seller or an admin; the others get access back, and the reserving buyer is told', async () => {
    const { row, negotiationId, docUrl } = await reservedListing();
    const [before] = await t.db.select().from(businesses).where(eq(businesses.id, row.id));

    const byBuyer = await post(`/api/negotiations/${negotiationId}/release`, reserving.headers);
    expect(byBuyer.statusCode).toBe(403);
    const byStranger = await post(`/api/negotiations/${negotiationId}/release`, stranger.headers);
    const unknown = await post('/api/negotiations/2147483000/release', stranger.headers);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.body).toBe(unknown.body);
    expect(await statusOf(row.id)).toBe('reserved');

    const released = await post(`/api/negotiations/${negotiationId}/release`, seller.headers, {
      reason: 'El banco no aprobó el crédito.',
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({
      status: 'released',
      releaseReason: 'El banco no aprobó el crédito.',
    });
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, row.id));
    expect(after!.status).toBe('approved');
    // The 90-day clock stood still while reserved.
    expect(after!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before!.expiresAt!.getTime());
    const [n] = await t.db.select().from(negotiations).where(eq(negotiations.id, negotiationId));
    expect(n!.status).toBe('released');

    const back = await gates(other, row.id, docUrl);
    expect(back.detail.confidentialInfo).toBe(CONFIDENTIAL);
    expect(back.detail.access.accessPaused).toBeUndefined();
    expect(back.document.statusCode).toBe(200);
    expect(
      t.mails.some((m) => m.to === other.user.email && m.subject.includes('vuelve a estar disponible')),
    ).toBe(true);
    expect(t.mails.some((m) => m.to === reserving.user.email && m.subject.includes('se liberó'))).toBe(true);

    const again = await post(`/api/negotiations/${negotiationId}/release`, seller.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('No se puede liberar la reserva: la reserva ya se liberó.');
    expect(await verifyNegotiationChain(t.db, negotiationId)).toMatchObject({ intact: true, events: 2 });
  });

  it('lets an admin release it', async () => {
    const { row, negotiationId } = await reservedListing();
    expect((await post(`/api/negotiations/${negotiationId}/release`, admin.headers)).statusCode).toBe(200);
    expect(await statusOf(row.id)).toBe('approved');
  });
});

describe('closing the deal', () => {
  it('marks the listing sold and keeps the agreed price out of every public answer', async () => {
    const { row, negotiationId } = await reservedListing({ title: 'Ferretería en Loja por cerrar' });
    const price = 12_345_678;
    const byBuyer = await post(`/api/negotiations/${negotiationId}/close`, reserving.headers, {
      priceCents: price,
    });
    expect(byBuyer.statusCode).toBe(403);
    const bad = await post(`/api/negotiations/${negotiationId}/close`, seller.headers, { priceCents: 12.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/centavos/);

    const closed = await post(`/api/negotiations/${negotiationId}/close`, seller.headers, {
      priceCents: price,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closedPriceCents: price });
    expect(await statusOf(row.id)).toBe('sold');
    const [n] = await t.db.select().from(negotiations).where(eq(negotiations.id, negotiationId));
    expect(n!.status).toBe('closed');
    const [r] = await t.db
      .select()
      .from(listingReservations)
      .where(eq(listingReservations.negotiationId, negotiationId));
    expect(r!.closedPriceCents).toBe(BigInt(price));

    // Both parties read it in the reservation; nobody else, and no public answer carries it.
    expect(
      (await get(`/api/negotiations/${negotiationId}/reservation`, reserving.headers)).json(),
    ).toMatchObject({
      closedPriceCents: price,
    });
    expect((await get(`/api/negotiations/${negotiationId}/reservation`, stranger.headers)).statusCode).toBe(
      404,
    );
    const publicBodies = [
      (await get(`/api/businesses/${row.id}`)).body,
      (await get(`/api/businesses/${row.id}`, other.headers)).body,
      (await get(`/api/businesses/${row.slug}`, third.headers)).body,
      (await get('/api/businesses?includeSold=true&q=Ferretería&limit=50')).body,
      (await get('/api/valuation/comparables?category=restaurant')).body,
    ];
    expect(publicBodies[3]).toContain(`"id":${row.id}`);
    for (const body of publicBodies) {
      expect(body).not.toContain(String(price));
      expect(body).not.toContain('123456.78');
      expect(body).not.toContain('123.456,78');
    }
    // The chain records the closing, not the price.
    const events = await t.db
      .select({ type: negotiationEvents.eventType, payload: negotiationEvents.payload })
      .from(negotiationEvents)
      .where(eq(negotiationEvents.negotiationId, negotiationId));
    expect(events.map((e) => e.type)).toEqual(['reserved', 'closed']);
    expect(JSON.stringify(events)).not.toContain(String(price));

    const twice = await post(`/api/negotiations/${negotiationId}/close`, seller.headers, {
      priceCents: price,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('No se puede cerrar el trato: el trato ya se cerró.');
  });
});

describe('extending the exclusivity', () => {
  it('the seller proposes and signs, the buyer signs with the mailed code, and the end moves', async () => {
    const { negotiationId, result } = await reservedListing({}, 20);
    const byBuyer = await post(`/api/negotiations/${negotiationId}/extension`, reserving.headers, {
      days: 10,
      typedName: 'Carla Compradora',
    });
    expect(byBuyer.statusCode).toBe(403);
    const tooMany = await post(`/api/negotiations/${negotiationId}/extension`, seller.headers, {
      days: 400,
      typedName: 'Sergio Vendedor',
    });
    expect(tooMany.statusCode).toBe(400);

    const proposed = await post(`/api/negotiations/${negotiationId}/extension`, seller.headers, {
      days: 10,
      typedName: 'Sergio Vendedor',
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().extensions[0]).toMatchObject({ days: 10, status: 'proposed' });
    expect(
      (await get(`/api/negotiations/${negotiationId}/reservation`, reserving.headers)).json().actions,
    ).toEqual(['sign_extension']);

    const noCode = await post(`/api/negotiations/${negotiationId}/extension/sign`, reserving.headers, {
      typedName: 'Carla Compradora',
      code: '000000',
    });
    expect(noCode.statusCode).toBe(409);
    const codeBySeller = await post(`/api/negotiations/${negotiationId}/extension/code`, seller.headers);
    expect(codeBySeller.statusCode).toBe(403);
    const sent = await post(`/api/negotiations/${negotiationId}/extension/code`, reserving.headers);
    expect(sent.statusCode).toBe(200);
    const code = codeFromMail(t, reserving.user.email);
    const wrong = await post(`/api/negotiations/${negotiationId}/extension/sign`, reserving.headers, {
      typedName: 'Carla Compradora',
      code: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/Te quedan 4 intentos/);

    const signed = await post(`/api/negotiations/${negotiationId}/extension/sign`, reserving.headers, {
      typedName: 'Carla Compradora',
      code,
    });
    expect(signed.statusCode).toBe(200);
    const view = signed.json();
    expect(view.extensions[0]).toMatchObject({ status: 'signed', buyerSignedName: 'Carla Compradora' });
    expect(Date.parse(view.endsAt) - result.endsAt.getTime()).toBe(10 * DAY);
    const events = await t.db
      .select({ type: negotiationEvents.eventType })
      .from(negotiationEvents)
      .where(eq(negotiationEvents.negotiationId, negotiationId));
    expect(events.map((e) => e.type)).toEqual([
      'reserved',
      'extension_proposed',
      'code_sent',
      'extension_signed',
    ]);
    expect(await verifyNegotiationChain(t.db, negotiationId)).toMatchObject({ intact: true });
    expect(t.mails.some((m) => m.to === seller.user.email && m.subject.includes('se extendió'))).toBe(true);
  });
});
