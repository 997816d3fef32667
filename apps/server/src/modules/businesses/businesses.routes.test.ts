import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndaDocuments, ndas } from '../../db/schema/ndas.ts';

let t: TestApp;
let sellerId: number;
const SECRET = 'Razón social real: Panificadora Andina S.A., RUC 1790012345001';

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await createUser(t.db, { role: 'seller', identityVerified: true });
  sellerId = seller.id;
  const base = {
    sellerId,
    description: 'Panadería con 12 años en el norte de Quito.',
    category: 'restaurant',
    country: 'Ecuador',
    location: 'Quito',
    askingPrice: '85000',
    annualRevenue: '240000',
    annualProfit: '52000',
    confidentialInfo: SECRET,
    images: ['/uploads/businesses/a-gallery.webp'],
  };
  await t.db.insert(businesses).values([
    {
      ...base,
      title: 'Panadería artesanal en Quito',
      slug: 'panaderia-quito',
      status: 'approved',
      featured: false,
    },
    {
      ...base,
      title: 'Cafetería destacada en Cumbayá',
      slug: 'cafeteria-cumbaya',
      status: 'approved',
      featured: true,
      description: 'Café de especialidad frente al parque central.',
    },
    {
      ...base,
      title: 'Ferretería vendida',
      slug: 'ferreteria',
      status: 'sold',
      category: 'retail',
      description: 'Herramientas y materiales de construcción.',
    },
    { ...base, title: 'Borrador secreto', slug: 'borrador', status: 'draft' },
    { ...base, title: 'Pendiente de revisión', slug: 'pendiente', status: 'pending' },
  ]);
});

describe('GET /api/businesses', () => {
  it('lists only public listings, featured first, without confidential data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/businesses?includeSold=true' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((i: { slug: string }) => i.slug)).toEqual([
      'cafeteria-cumbaya',
      'ferreteria',
      'panaderia-quito',
    ]);
    expect(res.body).not.toContain('RUC');
    expect(body.items[0]).not.toHaveProperty('confidentialInfo');
    expect(body.items[0]).not.toHaveProperty('documents');
    expect(body.items[0].sellerVerified).toBe(true);
  });

  it('finds "panaderia" without the accent and pages with a cursor', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/businesses?q=panaderia' });
    expect(search.json().items.map((i: { slug: string }) => i.slug)).toEqual(['panaderia-quito']);
    const first = await t.app.inject({ method: 'GET', url: '/api/businesses?limit=2&includeSold=true' });
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/businesses?limit=2&includeSold=true&cursor=${first.json().nextCursor}`,
    });
    expect(next.json().items.map((i: { slug: string }) => i.slug)).toEqual(['panaderia-quito']);
    expect(next.json().nextCursor).toBeNull();
  });

  it('answers bad parameters with a Spanish 400', async () => {
    for (const query of ['limit=0', 'limit=51', 'category=casino', 'cursor=%%%']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/businesses?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
  });

  it('answers a forged cursor whose position is not a whole number with the cursor’s Spanish 400', async () => {
    const forged = (id: unknown) =>
      Buffer.from(
        `{"featured":false,"createdAt":"2026-11-01T00:00:00.000Z","id":${JSON.stringify(id) ?? '1e400'}}`,
      ).toString('base64url');
    for (const id of [1.5, -3, undefined, 2 ** 53]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/businesses?cursor=${forged(id)}` });
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().error.message).toBe(
        'El parámetro "cursor" no es válido. Vuelve a cargar la búsqueda.',
      );
    }
  });

  it('counts public listings per category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/businesses/categories' });
    expect(res.json()).toEqual(expect.arrayContaining([{ category: 'restaurant', count: 2 }]));
    // The only retail listing is sold: hidden by default, so not counted either.
    expect(res.json()).not.toEqual(expect.arrayContaining([expect.objectContaining({ category: 'retail' })]));
  });
});

describe('GET /api/businesses/:idOrSlug', () => {
  it('hides drafts and pending listings from everyone but their seller and admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/businesses/borrador' })).statusCode).toBe(404);
    const stranger = await loginAs(t, 'buyer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/businesses/pendiente', headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    const admin = await loginAs(t, 'admin');
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/businesses/borrador',
      headers: admin.headers,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().confidentialInfo).toBe(SECRET);
  });

  it('shows confidential info only with a signed NDA', async () => {
    const buyer = await loginAs(t, 'buyer');
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/businesses/panaderia-quito',
      headers: buyer.headers,
    });
    expect(before.json().access).toEqual({ ndaStatus: null, canViewConfidential: false, canMessage: false });
    expect(before.body).not.toContain('RUC');

    const [doc] = await t.db
      .insert(ndaDocuments)
      .values({ content: 'Texto', documentHash: 'a'.repeat(64) })
      .returning();
    await t.db.insert(ndas).values({
      businessId: before.json().id,
      userId: buyer.user.id,
      ndaDocumentId: doc!.id,
      status: 'signed',
      clickwrapAcceptedAt: new Date(),
      documentHash: 'a'.repeat(64),
      documentVersion: '1.0',
      signedAt: new Date(),
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/businesses/panaderia-quito',
      headers: buyer.headers,
    });
    expect(after.json().access).toEqual({ ndaStatus: 'signed', canViewConfidential: true, canMessage: true });
    expect(after.json().confidentialInfo).toBe(SECRET);
  });
});

describe('GET /api/businesses filters and sorts', () => {
  it('filters by price range, revenue and location, and sorts by price', async () => {
    const cheap = await t.app.inject({ method: 'GET', url: '/api/businesses?maxPrice=80000' });
    expect(cheap.json().total).toBe(0);
    const inRange = await t.app.inject({
      method: 'GET',
      url: '/api/businesses?minPrice=80000&maxPrice=90000&location=quito&includeSold=true',
    });
    expect(inRange.json().total).toBe(3);
    const revenue = await t.app.inject({ method: 'GET', url: '/api/businesses?minRevenue=250000' });
    expect(revenue.json().total).toBe(0);
    const sorted = await t.app.inject({
      method: 'GET',
      url: '/api/businesses?sort=price_asc&limit=2&includeSold=true',
    });
    expect(sorted.statusCode).toBe(200);
    const rest = await t.app.inject({
      method: 'GET',
      url: `/api/businesses?sort=price_asc&limit=2&includeSold=true&cursor=${sorted.json().nextCursor}`,
    });
    const slugs = [...sorted.json().items, ...rest.json().items].map((i: { slug: string }) => i.slug);
    expect(new Set(slugs).size).toBe(3);
    const wildcard = await t.app.inject({ method: 'GET', url: '/api/businesses?location=%25' });
    expect(wildcard.json().total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/businesses?sort=barato' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/businesses: sold listings, photos and ranges (decision 051)', () => {
  const slugs = (res: { json: () => { items: { slug: string }[] } }) => res.json().items.map((i) => i.slug);

  beforeAll(async () => {
    await t.db.insert(businesses).values({
      sellerId,
      title: 'Librería sin fotos en Quito',
      slug: 'libreria-sin-fotos',
      description: 'Libros escolares y papelería.',
      category: 'retail',
      country: 'Ecuador',
      location: 'Quito',
      askingPrice: '40000',
      annualRevenue: '90000',
      annualProfit: '15000',
      confidentialInfo: SECRET,
      images: [],
      status: 'approved',
    });
  });

  it('hides sold listings by default, in every order and in the words search, and shows them with includeSold', async () => {
    for (const query of ['', 'sort=price_asc', 'sort=recent', 'q=ferreteria', 'category=retail']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/businesses?${query}` });
      expect(res.statusCode, query).toBe(200);
      expect(slugs(res), query).not.toContain('ferreteria');
      expect(
        res.json().items.every((i: { status: string }) => i.status === 'approved'),
        query,
      ).toBe(true);
    }
    const withSold = await t.app.inject({
      method: 'GET',
      url: '/api/businesses?includeSold=true&q=ferreteria',
    });
    expect(slugs(withSold)).toEqual(['ferreteria']);
    expect(withSold.json().items[0].status).toBe('sold');
    const off = await t.app.inject({ method: 'GET', url: '/api/businesses?includeSold=false' });
    expect(off.json().total).toBe(3);
  });

  it('keeps only listings with a photo when withPhotos=true', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/businesses' });
    expect(slugs(all)).toContain('libreria-sin-fotos');
    const photos = await t.app.inject({ method: 'GET', url: '/api/businesses?withPhotos=true' });
    expect(photos.json().total).toBe(2);
    expect(slugs(photos)).not.toContain('libreria-sin-fotos');
    expect(photos.json().items.every((i: { images: string[] }) => i.images.length > 0)).toBe(true);
  });

  it('filters by revenue and profit ranges, negative profit included', async () => {
    const revenue = await t.app.inject({
      method: 'GET',
      url: '/api/businesses?minRevenue=50000&maxRevenue=100000',
    });
    expect(slugs(revenue)).toEqual(['libreria-sin-fotos']);
    const profit = await t.app.inject({
      method: 'GET',
      url: '/api/businesses?minProfit=-100&maxProfit=20000',
    });
    expect(slugs(profit)).toEqual(['libreria-sin-fotos']);
  });

  it('refuses a range whose minimum exceeds its maximum with a Spanish 400 naming the range', async () => {
    for (const [query, words] of [
      ['minPrice=90000&maxPrice=80000', 'precio'],
      ['minRevenue=5&maxRevenue=1', 'ventas anuales'],
      ['minProfit=10&maxProfit=-10', 'utilidad anual'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/businesses?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().error), query).toContain(
        `El mínimo de ${words} es mayor que el máximo`,
      );
    }
    // Equal bounds are a valid (exact) range.
    const equal = await t.app.inject({ method: 'GET', url: '/api/businesses?minPrice=40000&maxPrice=40000' });
    expect(slugs(equal)).toEqual(['libreria-sin-fotos']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/businesses?withPhotos=si' });
    expect(bad.statusCode).toBe(400);
  });
});
