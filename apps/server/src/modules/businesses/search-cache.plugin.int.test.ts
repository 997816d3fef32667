import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  buildTestAppOnSameDatabase,
  createUser,
  loginAs,
  type TestApp,
} from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';

// The public search cache (decision 050): two instances on one database, each with
// results kept for a minute; a listing changed anywhere must drop them on both at once.

const TTL = { SEARCH_CACHE_TTL_MS: '60000' };
let a: TestApp;
let b: TestApp;
let listingId: number;

async function titles(t: TestApp, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/businesses?q=ferreteria', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { title: string }[] }).items.map((i) => i.title);
}

/** Waits until `t` has heard `count` more change announcements (NOTIFY is asynchronous). */
async function heard(t: TestApp, before: number, count = 1): Promise<void> {
  const deadline = Date.now() + 5000;
  while (t.app.searchCache.stats.invalidations < before + count) {
    if (Date.now() > deadline) throw new Error('no change announcement within 5 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  a = await buildTestApp(TTL);
  b = await buildTestAppOnSameDatabase(a, TTL);
  const seller = await createUser(a.db, { role: 'seller' });
  const before = b.app.searchCache.stats.invalidations;
  const [row] = await a.db
    .insert(businesses)
    .values({
      sellerId: seller.id,
      title: 'Ferretería El Tornillo',
      slug: 'ferreteria-el-tornillo',
      description: 'Ferretería de barrio con clientela fija.',
      category: 'retail',
      country: 'Ecuador',
      location: 'Quito',
      askingPrice: '45000',
      status: 'approved',
    })
    .returning({ id: businesses.id });
  listingId = row!.id;
  // The insert's own announcement arrives asynchronously: wait for it before measuring hits.
  await heard(b, before);
});

describe('search cache across instances (decision 050)', () => {
  it('serves a repeated anonymous search from memory, the same answer', async () => {
    expect(a.app.searchCache.enabled).toBe(true);
    expect(b.app.searchCache.enabled).toBe(true);
    const first = await b.app.inject({ method: 'GET', url: '/api/businesses?q=ferreteria' });
    const hits = b.app.searchCache.stats.hits;
    const again = await b.app.inject({ method: 'GET', url: '/api/businesses?q=ferreteria' });
    expect(b.app.searchCache.stats.hits).toBe(hits + 1);
    expect(again.body).toBe(first.body);
    expect(again.json().items.map((i: { title: string }) => i.title)).toEqual(['Ferretería El Tornillo']);
  });

  it('drops the results of both instances when a listing changes on one of them', async () => {
    expect(await titles(a)).toEqual(['Ferretería El Tornillo']);
    const hitsB = b.app.searchCache.stats.hits;
    expect(await titles(b)).toEqual(['Ferretería El Tornillo']);
    // B answered from memory: without the announcement it would keep this answer for a minute.
    expect(b.app.searchCache.stats.hits).toBe(hitsB + 1);
    const beforeA = a.app.searchCache.stats.invalidations;
    const beforeB = b.app.searchCache.stats.invalidations;

    // Written through instance A's connection pool, as its own service would.
    await a.db
      .update(businesses)
      .set({ title: 'Ferretería El Martillo' })
      .where(eq(businesses.id, listingId));
    await heard(a, beforeA);
    await heard(b, beforeB);
    // Long before the minute of the cache is over, both answer with the new title.
    expect(await titles(b)).toEqual(['Ferretería El Martillo']);
    expect(await titles(a)).toEqual(['Ferretería El Martillo']);

    // A listing taken down on B disappears from A's (cached) search as well.
    const beforeA2 = a.app.searchCache.stats.invalidations;
    await b.db.update(businesses).set({ status: 'pending' }).where(eq(businesses.id, listingId));
    await heard(a, beforeA2);
    expect(await titles(a)).toEqual([]);
    await b.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, listingId));
    await heard(a, beforeA2, 2);
    expect(await titles(a)).toEqual(['Ferretería El Martillo']);
  });

  it('is not disturbed by a statement that changes no listing', async () => {
    await titles(b);
    const before = b.app.searchCache.stats.invalidations;
    await a.db.update(businesses).set({ title: 'nunca' }).where(eq(businesses.id, -1));
    await new Promise((r) => setTimeout(r, 300));
    expect(b.app.searchCache.stats.invalidations).toBe(before);
    const hits = b.app.searchCache.stats.hits;
    await titles(b);
    expect(b.app.searchCache.stats.hits).toBe(hits + 1);
  });

  it('never answers a signed-in person from the cache', async () => {
    const { headers } = await loginAs(a, 'buyer');
    const hits = a.app.searchCache.stats.hits;
    await titles(a, headers);
    await titles(a, headers);
    expect(a.app.searchCache.stats.hits).toBe(hits);
  });

  it('stops caching while the change channel is lost, and resumes when it is back', async () => {
    await a.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'LISTEN listing_search_changed'`,
    );
    const deadline = Date.now() + 3000;
    while (b.app.searchCache.listening && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(b.app.searchCache.enabled).toBe(false);
    // Meanwhile a change that nobody hears: B reads the database, so it still sees it.
    await a.db.execute(sql`update businesses set title = 'Ferretería La Tuerca' where id = ${listingId}`);
    expect(await titles(b)).toEqual(['Ferretería La Tuerca']);
    // Back within about a second (RECONNECT_MS), caching again.
    const back = Date.now() + 5000;
    while (!b.app.searchCache.enabled && Date.now() < back) await new Promise((r) => setTimeout(r, 50));
    expect(b.app.searchCache.enabled).toBe(true);
    await titles(b);
    const hits = b.app.searchCache.stats.hits;
    expect(await titles(b)).toEqual(['Ferretería La Tuerca']);
    expect(b.app.searchCache.stats.hits).toBe(hits + 1);
  });
});
