// The exclusivity's end by the job (decision 171), on a fixed clock: the reminder 3 days before,
// once; the notice at the end, once, the listing still reserved; the release 14 days later.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { notices } from '../../db/schema/notices.ts';
import { negotiationEvents, negotiations } from '../../db/schema/offers.ts';
import { listingReservations } from '../../db/schema/reservations.ts';
import { activeDocument, listing, sign, signBody } from '../ndas/nda.test-kit.ts';
import { verifyNegotiationChain } from './negotiation-events.service.ts';
import { runReservationJob } from './reservation.job.ts';
import { reserveListing } from './reservation.service.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let buyer: Login;
let other: Login;
const DAY = 86_400_000;
const T0 = new Date('2026-12-02T15:00:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);

beforeAll(async () => {
  t = await buildTestApp();
  [seller, buyer, other] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
  ]);
  const doc = await activeDocument(t);
  const row = await listing(t, { sellerId: seller.user.id });
  expect((await sign(t, other.headers, signBody(row.id, doc))).statusCode).toBe(201);
  const [n] = await t.db
    .insert(negotiations)
    .values({ businessId: row.id, buyerId: buyer.user.id, sellerId: seller.user.id, status: 'signed' })
    .returning();
  await t.db.transaction((tx) =>
    reserveListing(tx, {
      businessId: row.id,
      negotiationId: n!.id,
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      exclusivityDays: 10,
      at: T0,
    }),
  );
  businessId = row.id;
  negotiationId = n!.id;
});
let businessId: number;
let negotiationId: number;

const run = (now: Date) => runReservationJob({ db: t.db, app: t.app, now });
const typesFor = async (userId: number) =>
  (
    await t.db
      .select({ type: notices.type })
      .from(notices)
      .where(and(eq(notices.userId, userId), eq(notices.businessId, businessId)))
  ).map((n) => n.type);
const status = async () =>
  (await t.db.select({ s: businesses.status }).from(businesses).where(eq(businesses.id, businessId)))[0]!.s;

describe('the reservation job', () => {
  it('reminds both parties once, 3 days before the exclusivity ends', async () => {
    expect(await run(at(6.9))).toEqual({ reminded: 0, ended: 0, released: 0 });
    expect(await run(at(7.5))).toEqual({ reminded: 1, ended: 0, released: 0 });
    expect(await run(at(8))).toEqual({ reminded: 0, ended: 0, released: 0 });
    expect(await typesFor(seller.user.id)).toEqual(['reservation-ending']);
    expect(await typesFor(buyer.user.id)).toEqual(['reservation-ending']);
    for (const who of [seller, buyer]) {
      expect(t.mails.filter((m) => m.to === who.user.email && m.subject.includes('termina el'))).toHaveLength(
        1,
      );
    }
    const events = await t.db
      .select({ type: negotiationEvents.eventType })
      .from(negotiationEvents)
      .where(eq(negotiationEvents.negotiationId, negotiationId));
    expect(events.map((e) => e.type)).toEqual(['reserved', 'reservation_reminder_sent']);
  });

  it('tells the seller to extend, close or release at the end, once, and keeps the listing reserved', async () => {
    expect(await run(at(10.1))).toEqual({ reminded: 0, ended: 1, released: 0 });
    expect(await run(at(11))).toEqual({ reminded: 0, ended: 0, released: 0 });
    expect(await status()).toBe('reserved');
    expect(await typesFor(seller.user.id)).toEqual(['reservation-ending', 'reservation-ended']);
    const mail = t.mails.filter((m) => m.to === seller.user.email && m.subject.includes('terminó')).at(-1);
    expect(mail?.text).toMatch(/Extiéndela .*cierra el trato o libera la reserva/);
    // The other buyer is still paused: nothing of theirs came back silently.
    expect(await typesFor(other.user.id)).toEqual(['listing-reserved']);
  });

  it('releases it 14 days after the end when nothing was done, and tells everyone', async () => {
    expect(await run(at(10 + 13.9))).toEqual({ reminded: 0, ended: 0, released: 0 });
    expect(await run(at(10 + 14.1))).toEqual({ reminded: 0, ended: 0, released: 1 });
    expect(await run(at(10 + 15))).toEqual({ reminded: 0, ended: 0, released: 0 });
    expect(await status()).toBe('approved');
    const [r] = await t.db
      .select()
      .from(listingReservations)
      .where(eq(listingReservations.negotiationId, negotiationId));
    expect(r).toMatchObject({ status: 'released', releasedBy: null });
    const [n] = await t.db.select().from(negotiations).where(eq(negotiations.id, negotiationId));
    expect(n!.status).toBe('released');
    expect(await typesFor(other.user.id)).toEqual(['listing-reserved', 'reservation-released']);
    expect((await typesFor(buyer.user.id)).at(-1)).toBe('reservation-released');
    expect((await typesFor(seller.user.id)).at(-1)).toBe('reservation-released');
    expect(await verifyNegotiationChain(t.db, negotiationId)).toMatchObject({ intact: true, events: 3 });
  });
});
