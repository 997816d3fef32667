import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businessDailyStats, businesses, favorites } from '../../db/schema/businesses.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await loginAs(t, 'seller');
});

async function seed(status: string, title = 'Librería en Guayaquil') {
  const [row] = await t.db
    .insert(businesses)
    .values({
      sellerId: seller.user.id,
      title,
      slug: `l-${Math.random().toString(36).slice(2, 10)}`,
      description: 'Libros y papelería.',
      category: 'retail',
      country: 'Ecuador',
      location: 'Guayaquil',
      askingPrice: '30000',
      confidentialInfo: 'Secreto',
      status,
    })
    .returning();
  return row!;
}

async function favoriteStat(businessId: number) {
  const rows = await t.db
    .select()
    .from(businessDailyStats)
    .where(eq(businessDailyStats.businessId, businessId));
  return rows.reduce((sum, r) => sum + r.favorites, 0);
}

describe('favourites', () => {
  it('saves once (201, then 200), counts one save in the statistics, and unsaves idempotently', async () => {
    const buyer = await loginAs(t, 'buyer');
    const b = await seed('approved');
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/favorites/${b.id}`,
      headers: buyer.headers,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: b.id, savedAt: expect.any(String) });
    expect(first.json()).not.toHaveProperty('confidentialInfo');
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/favorites/${b.id}`,
      headers: buyer.headers,
    });
    expect(second.statusCode).toBe(200);
    expect(await favoriteStat(b.id)).toBe(1);

    for (let i = 0; i < 2; i++) {
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/favorites/${b.id}`,
        headers: buyer.headers,
      });
      expect(del.statusCode).toBe(204);
    }
    const left = await t.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, buyer.user.id), eq(favorites.businessId, b.id)));
    expect(left).toEqual([]);
  });

  it('counts a double click as one save', async () => {
    const buyer = await loginAs(t, 'buyer');
    const b = await seed('approved');
    const both = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({ method: 'POST', url: `/api/favorites/${b.id}`, headers: buyer.headers }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await favoriteStat(b.id)).toBe(1);
  });

  it('only saves public listings and needs a session', async () => {
    const buyer = await loginAs(t, 'buyer');
    const draft = await seed('draft');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/favorites/${draft.id}`, headers: buyer.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/favorites/999999', headers: buyer.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/favorites/${draft.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/favorites' })).statusCode).toBe(401);
  });

  it('lists saved listings newest first, paged without overlap, hiding ones no longer public', async () => {
    const buyer = await loginAs(t, 'buyer');
    const ids: number[] = [];
    for (const title of ['Guardado uno', 'Guardado dos', 'Guardado tres']) {
      const b = await seed('approved', title);
      ids.push(b.id);
      await t.app.inject({ method: 'POST', url: `/api/favorites/${b.id}`, headers: buyer.headers });
    }
    const hidden = await seed('approved', 'Volverá a revisión');
    await t.app.inject({ method: 'POST', url: `/api/favorites/${hidden.id}`, headers: buyer.headers });
    await t.db.update(businesses).set({ status: 'pending' }).where(eq(businesses.id, hidden.id));

    const page1 = await t.app.inject({
      method: 'GET',
      url: '/api/favorites?limit=2',
      headers: buyer.headers,
    });
    expect(page1.statusCode).toBe(200);
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/favorites?limit=2&cursor=${page1.json().nextCursor}`,
      headers: buyer.headers,
    });
    const seen = [...page1.json().items, ...page2.json().items].map((i: { id: number }) => i.id);
    expect(seen).toEqual([ids[2], ids[1], ids[0]]);
    expect(page2.json().nextCursor).toBeNull();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/favorites?cursor=xyz',
      headers: buyer.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
