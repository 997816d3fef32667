import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { runFeaturedExpiry } from './featured-expiry.job.ts';

const DAY = 86_400_000;
let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = (await loginAs(t, 'seller')).user.id;
});

async function approved(values: Partial<typeof businesses.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(businesses)
    .values({
      sellerId,
      title: `Librería ${randomBytes(3).toString('hex')}`,
      slug: `libreria-${randomBytes(5).toString('hex')}`,
      description: 'Librería y papelería frente a un colegio.',
      category: 'retail',
      country: 'Ecuador',
      location: 'Loja',
      askingPrice: '30000',
      images: ['/uploads/businesses/l.webp'],
      status: 'approved',
      packageTier: 'featured',
      ...values,
    })
    .returning();
  return row!;
}

const row = async (id: number) => (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;
const expiryLogs = (ids: number[]) =>
  t.db
    .select()
    .from(dashboardLogs)
    .where(eq(dashboardLogs.action, 'business.feature_expired'))
    .then((rows) => rows.filter((r) => ids.includes(r.metadata?.businessId as number)));

describe('runFeaturedExpiry', () => {
  it('un-features listings whose 30 days ended, keeps the others, logs it, and is idempotent', async () => {
    const ended = await approved({ featured: true, featuredUntil: new Date(Date.now() - 60_000) });
    const running = await approved({ featured: true, featuredUntil: new Date(Date.now() + 5 * DAY) });
    const noEnd = await approved({ featured: true, featuredUntil: null });
    const plain = await approved({ featured: false });
    const before = await Promise.all([running, noEnd, plain].map((b) => row(b.id)));

    expect(await runFeaturedExpiry({ db: t.db })).toEqual({ expired: 1 });
    const after = await row(ended.id);
    expect(after).toMatchObject({
      featured: false,
      featuredUntil: null,
      packageTier: 'featured',
      status: 'approved',
    });
    for (const b of before) expect(await row(b.id)).toEqual(b);

    const [log, ...more] = await expiryLogs([ended.id, running.id, noEnd.id, plain.id]);
    expect(more).toHaveLength(0);
    expect(log).toMatchObject({ userId: null, metadata: { businessId: ended.id, from: true, to: false } });
    expect(log?.metadata?.featuredUntil).toBe(ended.featuredUntil?.toISOString());

    expect(await runFeaturedExpiry({ db: t.db })).toEqual({ expired: 0 });
    expect(await expiryLogs([ended.id])).toHaveLength(1);
  });

  it('ends what an admin featured after 30 days, so it drops from the top of the results', async () => {
    const admin = await loginAs(t, 'admin');
    const target = await approved({
      packageTier: 'basic',
      title: 'Zapatería destacada por el administrador',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${target.id}/feature`,
      headers: admin.headers,
      payload: { featured: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/businesses?limit=50' })).json<{
        items: Array<{ id: number; featured: boolean }>;
      }>().items;
    expect((await list()).find((i) => i.id === target.id)?.featured).toBe(true);

    // (Other tests' listings may expire too at these dates: look at this one only.)
    await runFeaturedExpiry({ db: t.db, now: new Date(Date.now() + 29 * DAY) });
    expect((await row(target.id)).featured).toBe(true);
    await runFeaturedExpiry({ db: t.db, now: new Date(Date.now() + 31 * DAY) });
    expect(await row(target.id)).toMatchObject({ featured: false, featuredUntil: null });
    expect((await list()).find((i) => i.id === target.id)?.featured).toBe(false);
  });

  it('expires each listing once when runs race', async () => {
    const due = await Promise.all(
      Array.from({ length: 6 }, () =>
        approved({ featured: true, featuredUntil: new Date(Date.now() - DAY) }),
      ),
    );
    const results = await Promise.all([1, 2, 3].map(() => runFeaturedExpiry({ db: t.db })));
    expect(results.reduce((sum, r) => sum + r.expired, 0)).toBe(6);
    const ids = due.map((b) => b.id);
    expect(await expiryLogs(ids)).toHaveLength(6);
    const rows = await t.db.select().from(businesses).where(inArray(businesses.id, ids));
    expect(rows.every((b) => !b.featured && b.featuredUntil === null)).toBe(true);
  });
});
