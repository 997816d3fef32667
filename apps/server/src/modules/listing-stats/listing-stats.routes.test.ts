import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businessDailyStats, businesses } from '../../db/schema/businesses.ts';
import { recordListingEvent } from './listing-stats.repository.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await loginAs(t, 'seller');
});

async function seed(status = 'approved', sellerId = seller.user.id) {
  const [row] = await t.db
    .insert(businesses)
    .values({
      sellerId,
      title: 'Taller mecánico en Ambato',
      slug: `t-${Math.random().toString(36).slice(2, 10)}`,
      description: 'Taller con clientela fija.',
      category: 'service',
      country: 'Ecuador',
      location: 'Ambato',
      askingPrice: '60000',
      status,
    })
    .returning();
  return row!;
}

async function views(businessId: number) {
  const rows = await t.db
    .select()
    .from(businessDailyStats)
    .where(eq(businessDailyStats.businessId, businessId));
  return rows.reduce((sum, r) => sum + r.views, 0);
}

const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
const view = (slug: string, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'GET',
    url: `/api/businesses/${slug}`,
    headers: { 'user-agent': browser, ...headers },
    remoteAddress: ip,
  });

describe('listing views', () => {
  it('counts one view per visitor per day; bots and the seller do not count', async () => {
    const b = await seed();
    expect((await view(b.slug)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await views(b.id)).toBe(1));
    await view(b.slug); // same visitor, same day
    await view(b.slug, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, '66.249.66.1');
    await view(b.slug, { 'user-agent': 'Mozilla/5.0 HeadlessChrome/120.0' }, '198.51.100.9');
    await view(b.slug, seller.headers, '198.51.100.10');
    const buyer = await loginAs(t, 'buyer');
    await view(b.slug, buyer.headers, '198.51.100.11');
    await view(b.slug, buyer.headers, '198.51.100.12'); // the same user from another network
    await view(b.slug, {}, '198.51.100.13'); // a different anonymous visitor
    await vi.waitFor(async () => expect(await views(b.id)).toBe(3));
    await new Promise((r) => setTimeout(r, 200));
    expect(await views(b.id)).toBe(3);
  });

  it('does not count views of a listing that is not public', async () => {
    const b = await seed('pending');
    const admin = await loginAs(t, 'admin');
    expect((await view(b.slug, admin.headers)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await views(b.id)).toBe(0);
  });
});

describe('GET /api/seller/businesses/:id/stats', () => {
  it('returns every day with zeros filled, and the totals', async () => {
    const b = await seed();
    await recordListingEvent(t.db, b.id, 'ndaRequests');
    await recordListingEvent(t.db, b.id, 'contacts');
    await recordListingEvent(t.db, b.id, 'contacts');
    const [{ today }] = (
      await t.db.execute<{ today: string }>(
        "select (now() at time zone 'America/Guayaquil')::date::text as today",
      )
    ).rows as [{ today: string }];
    await t.db.execute(
      `insert into business_daily_stats (business_id, day, views) values (${b.id}, '${today}'::date - 3, 7)`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/seller/businesses/${b.id}/stats?days=7`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({ day: today, views: 0, favorites: 0, ndaRequests: 1, contacts: 2 });
    expect(body.days[3]).toMatchObject({ views: 7 });
    expect(body.days[0]).toMatchObject({ views: 0, favorites: 0, ndaRequests: 0, contacts: 0 });
    expect(body.totals).toEqual({ views: 7, favorites: 0, ndaRequests: 1, contacts: 2 });
    const def = await t.app.inject({
      method: 'GET',
      url: `/api/seller/businesses/${b.id}/stats`,
      headers: seller.headers,
    });
    expect(def.json().days).toHaveLength(30);
  });

  it('is for the seller and admins only; bad ranges are 400', async () => {
    const b = await seed();
    const draft = await seed('draft');
    const other = await loginAs(t, 'seller');
    const admin = await loginAs(t, 'admin');
    const get = (id: number, headers: Record<string, string>, q = '') =>
      t.app.inject({ method: 'GET', url: `/api/seller/businesses/${id}/stats${q}`, headers });
    expect((await get(b.id, other.headers)).statusCode).toBe(403);
    expect((await get(draft.id, other.headers)).statusCode).toBe(404);
    expect((await get(b.id, {})).statusCode).toBe(401);
    expect((await get(b.id, admin.headers)).statusCode).toBe(200);
    for (const q of ['?days=0', '?days=366', '?days=x']) {
      expect((await get(b.id, seller.headers, q)).statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/seller/stats (the seller dashboard summary, decision 135)', () => {
  it('sums the seller’s own listings over the period, and nobody else’s', async () => {
    const mine = await loginAs(t, 'seller');
    const other = await loginAs(t, 'seller');
    const [a, b] = [await seed('approved', mine.user.id), await seed('approved', mine.user.id)];
    const theirs = await seed('approved', other.user.id);
    await recordListingEvent(t.db, a.id, 'contacts');
    await recordListingEvent(t.db, b.id, 'contacts');
    await recordListingEvent(t.db, b.id, 'favorites');
    await recordListingEvent(t.db, theirs.id, 'contacts');
    await t.db.execute(
      `insert into business_daily_stats (business_id, day, views) values (${a.id}, (now() at time zone 'America/Guayaquil')::date - 40, 50)`,
    );
    const summary = async (headers: Record<string, string>, days = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/seller/stats${days}`, headers })).json();
    expect(await summary(mine.headers)).toEqual({
      days: 30,
      totals: { views: 0, favorites: 1, ndaRequests: 0, contacts: 2 },
    });
    expect((await summary(mine.headers, '?days=60')).totals.views).toBe(50);
    const buyer = await loginAs(t, 'buyer');
    expect((await summary(buyer.headers)).totals).toEqual({
      views: 0,
      favorites: 0,
      ndaRequests: 0,
      contacts: 0,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/stats' })).statusCode).toBe(401);
  });
});
