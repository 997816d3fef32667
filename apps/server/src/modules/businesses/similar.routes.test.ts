import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, json, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';

// «Negocios parecidos» and the recently viewed cards on a listing's page (decision 155).
// Each test works in its own made-up country, so the listings of the others never match.

let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = (await createUser(t.db, { role: 'seller' })).id;
});

type Values = Partial<typeof businesses.$inferInsert>;
async function listing(values: Values = {}) {
  const tag = randomBytes(4).toString('hex');
  const [row] = await t.db
    .insert(businesses)
    .values({
      sellerId,
      title: `Cafetería ${tag}`,
      slug: `cafeteria-${tag}`,
      description: 'Cafetería de barrio con clientela fija.',
      category: 'restaurant',
      country: 'Ecuador',
      location: 'Quito',
      askingPrice: '100000',
      images: ['/uploads/businesses/c.webp'],
      status: 'approved',
      ...values,
    })
    .returning();
  return row!;
}
const country = () => `País ${randomBytes(3).toString('hex')}`;

async function similar(id: number | string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/businesses/${id}/similar` });
  return {
    status: res.statusCode,
    body: json<{ items: Array<{ id: number }>; error?: { message: string } }>(res),
  };
}
const similarIds = async (id: number) => {
  const res = await similar(id);
  expect(res.status).toBe(200);
  return res.body.items.map((i) => i.id);
};

describe('GET /api/businesses/:id/similar', () => {
  it('keeps the same category, the price within ±50 % first, closest price first', async () => {
    const c = country();
    const self = await listing({ country: c, askingPrice: '100000' });
    const near = await listing({ country: c, askingPrice: '110000' });
    const lowEdge = await listing({ country: c, askingPrice: '50000' });
    const highEdge = await listing({ country: c, askingPrice: '150000' });
    // Just outside the window, but nearer than the edges: still after every listing inside.
    const justBelow = await listing({ country: c, askingPrice: '49999' });
    await listing({ country: c, askingPrice: '160000' });
    await listing({ country: c, askingPrice: '100000', category: 'retail' });
    expect(await similarIds(self.id)).toEqual([near.id, highEdge.id, lowEdge.id, justBelow.id]);
  });

  it('fills the row with the nearest prices outside the window when too few are inside', async () => {
    const c = country();
    const self = await listing({ country: c, askingPrice: '100000' });
    const inside = await listing({ country: c, askingPrice: '90000' });
    const far = await listing({ country: c, askingPrice: '400000' });
    const farther = await listing({ country: c, askingPrice: '900000' });
    const cheap = await listing({ country: c, askingPrice: '10000' });
    await listing({ country: c, askingPrice: '5000000' });
    await listing({ country: c, askingPrice: '100000', category: 'retail' });
    await listing({ country: country(), askingPrice: '100000' });
    expect(await similarIds(self.id)).toEqual([inside.id, cheap.id, far.id, farther.id]);
  });

  it('outside the price window, orders by the nearest price before the same city', async () => {
    const c = country();
    const self = await listing({ country: c, location: 'Quito', askingPrice: '100000' });
    const sameCityFar = await listing({ country: c, location: 'Quito', askingPrice: '900000' });
    const otherCityNear = await listing({ country: c, location: 'Loja', askingPrice: '160000' });
    expect(await similarIds(self.id)).toEqual([otherCityNear.id, sameCityFar.id]);
  });

  it('puts the same city first (accents and case aside), then the rest of the country, never another country', async () => {
    const c = country();
    const self = await listing({ country: c, location: 'Quito', askingPrice: '80000' });
    const otherCityClose = await listing({ country: c, location: 'Cuenca', askingPrice: '80000' });
    const sameCityFar = await listing({ country: c, location: 'QUITO', askingPrice: '115000' });
    const sameCityClose = await listing({ country: c, location: 'quito', askingPrice: '85000' });
    await listing({ country: country(), location: 'Quito', askingPrice: '80000' });
    expect(await similarIds(self.id)).toEqual([sameCityClose.id, sameCityFar.id, otherCityClose.id]);
  });

  it('reads the city before the first comma of the location', async () => {
    const c = country();
    const self = await listing({ country: c, location: 'Quito, Pichincha', askingPrice: '100000' });
    const otherCityCloser = await listing({ country: c, location: 'Cuenca', askingPrice: '101000' });
    const sameCity = await listing({ country: c, location: 'Quito', askingPrice: '130000' });
    const sameCityArea = await listing({
      country: c,
      location: 'quito , La Floresta',
      askingPrice: '140000',
    });
    expect(await similarIds(self.id)).toEqual([sameCity.id, sameCityArea.id, otherCityCloser.id]);
  });

  it('still suggests listings, by price alone, for a listing with no city', async () => {
    // The seeded demo has an approved listing with an empty location.
    for (const location of ['', '   ', ', Pichincha']) {
      const c = country();
      const self = await listing({ country: c, location, askingPrice: '100000' });
      const far = await listing({ country: c, location: 'Quito', askingPrice: '140000' });
      const blank = await listing({ country: c, location: '', askingPrice: '120000' });
      const near = await listing({ country: c, location: ' , Azuay', askingPrice: '105000' });
      const outside = await listing({ country: c, location: 'Loja', askingPrice: '300000' });
      expect(await similarIds(self.id), location).toEqual([near.id, blank.id, far.id, outside.id]);
    }
  });

  it('does not count a listing with no city as being in the same city as another', async () => {
    const c = country();
    const self = await listing({ country: c, location: ', Pichincha', askingPrice: '100000' });
    const near = await listing({ country: c, location: 'Quito', askingPrice: '101000' });
    const noCity = await listing({ country: c, location: ', Guayas', askingPrice: '130000' });
    expect(await similarIds(self.id)).toEqual([near.id, noCity.id]);
  });

  it('leaves out the listing itself, drafts, pending, expired and sold listings and suspended sellers', async () => {
    const c = country();
    const self = await listing({ country: c });
    const shown = await listing({ country: c });
    for (const status of ['draft', 'pending', 'rejected', 'expired', 'sold'] as const) {
      await listing({ country: c, status });
    }
    const suspended = await createUser(t.db, { role: 'seller', suspendedAt: new Date() });
    await listing({ country: c, sellerId: suspended.id });
    expect(await similarIds(self.id)).toEqual([shown.id]);
  });

  it('returns at most 4 cards with the public card fields only', async () => {
    const c = country();
    const self = await listing({ country: c });
    for (let i = 0; i < 6; i++) await listing({ country: c, askingPrice: String(100000 + i * 1000) });
    const res = await similar(self.id);
    expect(res.body.items).toHaveLength(4);
    const card = res.body.items[0] as Record<string, unknown>;
    expect(card).toMatchObject({ category: 'restaurant', country: c, status: 'approved' });
    for (const secret of ['confidentialInfo', 'taxId', 'exactAddress', 'description', 'sellerId']) {
      expect(card).not.toHaveProperty(secret);
    }
  });

  it('also answers for a sold listing (its page stays), but not for a private or expired one', async () => {
    const c = country();
    const sold = await listing({ country: c, status: 'sold' });
    const other = await listing({ country: c });
    expect(await similarIds(sold.id)).toEqual([other.id]);
    for (const status of ['draft', 'pending', 'expired'] as const) {
      const hidden = await listing({ country: c, status });
      const res = await similar(hidden.id);
      expect(res.status).toBe(404);
      expect(res.body.error?.message).toBe('No encontramos ese negocio. Puede que ya no esté publicado.');
    }
  });

  it('answers 404 in Spanish for an unknown id and 400 in Spanish for a malformed one', async () => {
    const unknown = await similar(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toMatch(/^No encontramos ese negocio/);
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const res = await similar(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error?.message, bad).toMatch(
        /^Revisa los datos enviados\. (Escribe un número|Debe ser)/,
      );
      expect(res.body.error?.message, bad).not.toMatch(/expected|invalid|number/i);
    }
  });
});

describe('GET /api/businesses/cards', () => {
  const cards = async (ids: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/businesses/cards?ids=${ids}` });
    return {
      status: res.statusCode,
      body: json<{ items: Array<{ id: number; status: string }>; error?: { message: string } }>(res),
    };
  };

  it('returns the still-public listings in the order asked, sold ones included, the rest left out', async () => {
    const c = country();
    const a = await listing({ country: c });
    const sold = await listing({ country: c, status: 'sold' });
    const expired = await listing({ country: c, status: 'expired' });
    const draft = await listing({ country: c, status: 'draft' });
    const suspended = await createUser(t.db, { role: 'seller', suspendedAt: new Date() });
    const hidden = await listing({ country: c, sellerId: suspended.id });
    const b = await listing({ country: c });
    const res = await cards(
      [b.id, expired.id, a.id, draft.id, sold.id, hidden.id, 2_000_000_000, b.id].join(','),
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => [i.id, i.status])).toEqual([
      [b.id, 'approved'],
      [a.id, 'approved'],
      [sold.id, 'sold'],
    ]);
  });

  it('refuses a malformed or too long list in Spanish', async () => {
    for (const bad of ['', 'abc', '1,,2', '1;2', Array.from({ length: 13 }, (_, i) => i + 1).join(',')]) {
      const res = await cards(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error?.message, bad).toMatch(/anuncios/);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/businesses/cards' });
    expect(missing.statusCode).toBe(400);
  });
});
