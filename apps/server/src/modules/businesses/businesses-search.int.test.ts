import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';

// Search behaviour that decision 050 (search performance) must keep: typo fallback,
// capped totals, every sort and its pagination.

let t: TestApp;

interface Item {
  id: number;
  slug: string;
  title: string;
  featured: boolean;
  askingPrice: string | null;
  annualRevenue: string | null;
  createdAt: string;
}

const PERU = 'Perú';
const CHILE = 'Chile';
const CAPPED = 1005;

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createUser(t.db, { role: 'seller', identityVerified: true });
  const base = {
    sellerId: seller.id,
    description: 'Negocio en marcha con clientela fija.',
    category: 'retail',
    location: 'Lima',
    country: PERU,
    annualProfit: '10000',
  };
  const day = 24 * 3600 * 1000;
  const start = Date.UTC(2025, 0, 1);
  // 37 public listings in Perú with repeated prices, some missing revenue, a few featured,
  // some sharing created_at (ties broken by id), plus hidden ones that must never show.
  const peru = Array.from({ length: 37 }, (_, i) => ({
    ...base,
    title:
      i === 0
        ? 'Panadería artesanal en Miraflores'
        : i === 1
          ? 'Restaurante de comida criolla'
          : `Tienda ${i}`,
    slug: `peru-${i}`,
    status: i % 9 === 4 ? 'sold' : 'approved',
    featured: i % 7 === 3,
    askingPrice: String(20000 + (i % 5) * 1000),
    annualRevenue: i % 6 === 0 ? null : String(50000 + (i % 4) * 5000),
    createdAt: new Date(start + Math.floor(i / 2) * day),
  }));
  const hidden = ['draft', 'pending', 'rejected'].map((status, i) => ({
    ...base,
    title: `Panadería oculta ${status}`,
    slug: `oculta-${i}`,
    status,
    askingPrice: '1',
    annualRevenue: '99999999',
    featured: true,
  }));
  const chile = Array.from({ length: CAPPED }, (_, i) => ({
    ...base,
    country: CHILE,
    location: 'Santiago',
    title: `Minimarket ${i}`,
    slug: `chile-${i}`,
    status: 'approved',
    featured: i % 100 === 5,
    askingPrice: '30000',
  }));
  await t.db.insert(businesses).values([...peru, ...hidden]);
  await t.db.insert(businesses).values(chile);
});

async function get(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/businesses?${query}` });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json() as {
    items: Item[];
    nextCursor: string | null;
    total: number;
    totalIsLowerBound: boolean;
    correctedQuery: string | null;
  };
}

/** Follows nextCursor to the end; returns every item in order. */
async function allPages(query: string, limit: number): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const body = await get(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    items.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('too many pages');
}

const num = (v: string | null) => (v === null ? null : Number(v));
const byId = (a: Item, b: Item) => a.id - b.id;
/** Expected comparators, mirroring each sort (ties by id in the sort's direction). */
const comparators: Record<string, (a: Item, b: Item) => number> = {
  relevance: (a, b) =>
    Number(b.featured) - Number(a.featured) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  recent: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  price_asc: (a, b) => num(a.askingPrice)! - num(b.askingPrice)! || byId(a, b),
  price_desc: (a, b) => num(b.askingPrice)! - num(a.askingPrice)! || byId(b, a),
  revenue_desc: (a, b) => {
    const ra = num(a.annualRevenue);
    const rb = num(b.annualRevenue);
    if (ra === null || rb === null) return ra === rb ? byId(b, a) : ra === null ? 1 : -1;
    return rb - ra || byId(b, a);
  },
};

describe('GET /api/businesses search (decision 050)', () => {
  it('falls back to typo matching only when full-text finds nothing', async () => {
    const typo = await get('q=panadria');
    expect(typo.items.map((i) => i.slug)).toEqual(['peru-0']);
    expect(typo.total).toBe(1);
    // A full-text hit is not diluted by fuzzy matches.
    const exact = await get('q=panadería');
    expect(exact.items.map((i) => i.slug)).toEqual(['peru-0']);
    expect((await get('q=restorante')).items.map((i) => i.slug)).toEqual(['peru-1']);
    expect((await get('q=restaurantes')).items.map((i) => i.slug)).toEqual(['peru-1']);
    expect((await get('q=panaderia')).items.map((i) => i.slug)).toEqual(['peru-0']);
    expect((await get('q=xqzwvk')).total).toBe(0);
    // The client is told which words the results match.
    expect((await get('q=restorante')).correctedQuery).toBe('restaurante');
    expect((await get('q=restaurantes')).correctedQuery).toBeNull();
  });

  it('counts exactly up to 1,000 and flags a larger total', async () => {
    const capped = await get(`country=${CHILE}`);
    expect(capped.total).toBe(1000);
    expect(capped.totalIsLowerBound).toBe(true);
    const all = await get('');
    expect(all).toMatchObject({ total: 1000, totalIsLowerBound: true });
    const words = await get('q=minimarket');
    expect(words).toMatchObject({ total: 1000, totalIsLowerBound: true });
    const exact = await get(`country=${encodeURIComponent('perú')}&includeSold=true`);
    expect(exact).toMatchObject({ total: 37, totalIsLowerBound: false });
    // Sold listings (4 of Peru's 37) are hidden unless asked for (decision 051).
    expect(await get(`country=${encodeURIComponent('perú')}`)).toMatchObject({ total: 33 });
  });

  it('keeps every sort correct and pages each without overlap or gaps', async () => {
    const country = `country=${encodeURIComponent(PERU)}&includeSold=true`;
    const expected = (await allPages(country, 50)).slice();
    expect(expected).toHaveLength(37);
    for (const [sort, compare] of Object.entries(comparators)) {
      const sorted = [...expected].sort(compare);
      for (const limit of [1, 7, 50]) {
        const paged = await allPages(`${country}&sort=${sort}`, limit);
        expect(
          paged.map((i) => i.id),
          `${sort} limit ${limit}`,
        ).toEqual(sorted.map((i) => i.id));
      }
    }
    // Featured first in the default order, hidden statuses never.
    const first = await get(`${country}&limit=5`);
    expect(first.items.every((i) => i.featured)).toBe(true);
    expect(expected.some((i) => i.slug.startsWith('oculta'))).toBe(false);
  });

  it('pages word searches by offset up to the cap, and rejects a deeper cursor', async () => {
    // More than 1,000 matches: ranked window by window; pages that straddle a window (7 does
    // not divide 100) neither repeat nor skip, and the featured matches come first.
    for (const limit of [50, 7]) {
      const words = await allPages('q=minimarket', limit);
      expect(words).toHaveLength(1000);
      expect(new Set(words.map((i) => i.id)).size).toBe(1000);
      expect(words.slice(0, 10).every((i) => i.featured)).toBe(true);
      expect(words.slice(10).some((i) => i.featured)).toBe(false);
    }
    const deep = Buffer.from(
      JSON.stringify({ featured: false, createdAt: '', id: 0, offset: 5000 }),
    ).toString('base64url');
    const res = await t.app.inject({ method: 'GET', url: `/api/businesses?q=minimarket&cursor=${deep}` });
    expect(res.statusCode).toBe(400);
  });
  it('counts once per search: later pages carry the first total and the corrected words', async () => {
    const first = await get(`country=${encodeURIComponent(PERU)}&limit=5`);
    expect(first.nextCursor).not.toBeNull();
    // A listing published meanwhile does not change the total the user is paging through.
    await t.db.insert(businesses).values({
      sellerId: (await createUser(t.db, { role: 'seller' })).id,
      title: 'Bodega nueva',
      description: 'Bodega de barrio con clientela fija.',
      slug: 'peru-nueva',
      category: 'retail',
      country: PERU,
      location: 'Lima',
      status: 'approved',
      askingPrice: '1000',
    });
    const second = await get(`country=${encodeURIComponent(PERU)}&limit=5&cursor=${first.nextCursor}`);
    expect(second.total).toBe(first.total);
    expect((await get(`country=${encodeURIComponent(PERU)}&limit=5`)).total).toBe(first.total + 1);

    const typo = await get('q=minimarkett&limit=3');
    expect(typo.correctedQuery).toBe('minimarket');
    const typoNext = await get(`q=minimarkett&limit=3&cursor=${typo.nextCursor}`);
    expect(typoNext.correctedQuery).toBe('minimarket');
    expect(typoNext.items.every((i) => i.title.startsWith('Minimarket'))).toBe(true);

    for (const tampered of [
      { total: -1 },
      { total: 10_000 },
      { totalIsLowerBound: 'yes' },
      { correctedQuery: 7 },
    ]) {
      const raw = Buffer.from(
        JSON.stringify({ featured: false, createdAt: '', id: 0, offset: 3, ...tampered }),
      ).toString('base64url');
      const res = await t.app.inject({ method: 'GET', url: `/api/businesses?q=minimarket&cursor=${raw}` });
      expect(res.statusCode, JSON.stringify(tampered)).toBe(400);
    }
  });
});
