import type { BusinessListResponse } from '@traspasa/shared/businesses';
import type { LandingPage } from '@traspasa/shared/landing';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, json, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';

let t: TestApp;
const DAY = 86_400_000;
const usd = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'https://traspasa.example' });
  const seller = await createUser(t.db, { role: 'seller' });
  const base = {
    sellerId: seller.id,
    description: 'Negocio en marcha con clientela fija.',
    country: 'Ecuador',
    category: 'restaurant',
    status: 'approved',
    askingPrice: '60000.00',
  };
  await t.db.insert(businesses).values([
    {
      ...base,
      title: 'Cafetería en La Floresta',
      slug: 'cafeteria-floresta',
      location: 'Quito, Ecuador',
      askingPrice: '40000.00',
    },
    { ...base, title: 'Pizzería en Cumbayá', slug: 'pizzeria', location: 'Quito' },
    {
      ...base,
      title: 'Marisquería en el norte',
      slug: 'marisqueria',
      location: 'quito',
      askingPrice: '120000.00',
    },
    { ...base, title: 'Parrillada en Urdesa', slug: 'parrillada', location: 'Guayaquil' },
    { ...base, title: 'Minimarket de barrio', slug: 'minimarket', location: 'Quito', category: 'retail' },
    {
      ...base,
      title: 'Estudio de software',
      slug: 'software',
      location: 'San José',
      country: 'Costa Rica',
      category: 'technology',
    },
    // A place spelled like a category: the category wins, no city page.
    { ...base, title: 'Papelería', slug: 'papeleria', location: 'Servicios', category: 'retail' },
    // Not public: none of these makes a page.
    { ...base, title: 'Heladería vencida', slug: 'heladeria', location: 'Loja', status: 'expired' },
    {
      ...base,
      title: 'Panadería vendida hace tiempo',
      slug: 'panaderia',
      location: 'Cuenca',
      status: 'sold',
      soldAt: new Date(Date.now() - 40 * DAY),
    },
    { ...base, title: 'Borrador en Manta', slug: 'borrador', location: 'Manta', status: 'draft' },
    { ...base, title: 'Pendiente en Manta', slug: 'pendiente', location: 'Manta', status: 'pending' },
  ]);
});

async function landing(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return json<LandingPage>(res);
}

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/businesses?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<BusinessListResponse>(res);
}

describe('GET /api/landing', () => {
  it('a category × city page shows exactly the search’s cards, with a heading, intro, breadcrumbs and related links', async () => {
    const page = await landing('/api/landing/restaurantes/quito');
    expect(page.path).toBe('/negocios/restaurantes/quito');
    expect(page.heading).toBe('Restaurantes en venta en Quito');
    expect(page.searchPath).toBe('/businesses?category=restaurant&location=Quito&country=Ecuador');

    const same = await search('category=restaurant&location=Quito&country=Ecuador');
    expect(page.listings.total).toBe(3);
    expect(page.listings.total).toBe(same.total);
    expect(page.listings.items.map((b) => b.id)).toEqual(same.items.map((b) => b.id));

    expect(page.intro).toContain('Hay 3 restaurantes en venta en Quito, Ecuador.');
    expect(page.intro).toContain(`de ${usd.format(40000)} a ${usd.format(120000)}`);
    expect(page.intro).toContain('Guayaquil');
    expect(page.intro).toMatch(/te interesa/);
    expect(page.breadcrumbs).toEqual([
      { name: 'Inicio', path: '/' },
      { name: 'Negocios en venta', path: '/businesses' },
      { name: 'Restaurantes', path: '/negocios/restaurantes' },
      { name: 'Quito', path: '/negocios/restaurantes/quito' },
    ]);
    expect(page.relatedCities).toEqual([
      { name: 'Guayaquil', path: '/negocios/restaurantes/guayaquil', count: 1 },
    ]);
    expect(page.relatedCategories).toEqual([
      { name: 'Comercio minorista', path: '/negocios/comercios/quito', count: 1 },
    ]);
  });

  it('a category page lists its cities with counts, and never a city made only of hidden listings', async () => {
    const page = await landing('/api/landing/restaurantes');
    expect(page.heading).toBe('Restaurantes en venta');
    expect(page.listings.total).toBe((await search('category=restaurant')).total);
    expect(page.listings.total).toBe(4);
    expect(page.intro).toContain(
      'Hay 4 restaurantes en venta en Traspasa, en 2 ciudades: Quito y Guayaquil.',
    );
    expect(page.relatedCities).toEqual([
      { name: 'Quito', path: '/negocios/restaurantes/quito', count: 3 },
      { name: 'Guayaquil', path: '/negocios/restaurantes/guayaquil', count: 1 },
    ]);
    expect(page.relatedCategories.map((c) => c.path)).toEqual([
      '/negocios/comercios',
      '/negocios/tecnologia',
    ]);
  });

  it('a city page lists its categories and other cities', async () => {
    const page = await landing('/api/landing/quito');
    expect(page.heading).toBe('Negocios en venta en Quito');
    expect(page.category).toBeNull();
    expect(page.city).toEqual({ slug: 'quito', name: 'Quito', country: 'Ecuador' });
    expect(page.listings.total).toBe((await search('location=Quito')).total);
    expect(page.listings.total).toBe(4);
    expect(page.intro).toContain(
      'Hay 4 negocios en venta en Quito, Ecuador, de 2 categorías: restaurantes y comercios minoristas.',
    );
    expect(page.relatedCategories).toEqual([
      { name: 'Restaurantes', path: '/negocios/restaurantes/quito', count: 3 },
      { name: 'Comercio minorista', path: '/negocios/comercios/quito', count: 1 },
    ]);
    expect(page.relatedCities.map((c) => c.path)).toEqual(['/negocios/guayaquil', '/negocios/san-jose']);
  });

  it('reads accents and capitals as the same page and names its canonical address', async () => {
    const page = await landing(
      `/api/landing/${encodeURIComponent('Tecnología')}/${encodeURIComponent('San José')}`,
    );
    expect(page.path).toBe('/negocios/tecnologia/san-jose');
    expect(page.heading).toBe('Negocios de tecnología en venta en San José');
    expect(page.intro).toContain('Hay 1 negocio de tecnología en venta en San José, Costa Rica.');
    expect(page.intro).toContain(`El precio pedido es de ${usd.format(60000)}.`);
    expect(page.listings.items.map((b) => b.title)).toEqual(['Estudio de software']);
  });

  it.each([
    ['a city whose only listing expired', '/api/landing/loja'],
    ['a city whose only listing was sold 40 days ago', '/api/landing/cuenca'],
    ['a city with a draft and a pending listing only', '/api/landing/manta'],
    ['an unknown slug', '/api/landing/atlantida'],
    ['a category without listings', '/api/landing/salud'],
    ['a category that is also a place: the category wins', '/api/landing/servicios'],
    ['a category in a city where it has none', '/api/landing/tecnologia/quito'],
    ['a city and a category in the wrong order', '/api/landing/quito/restaurantes'],
    ['a category in an unknown city', '/api/landing/restaurantes/lima'],
  ])('answers 404 in Spanish for %s', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(json<{ error: { message: string } }>(res).error.message).toMatch(
      /^No encontramos negocios publicados/,
    );
  });

  it('refuses an overlong slug with a Spanish 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/landing/${'a'.repeat(150)}` });
    expect(res.statusCode).toBe(414);
    expect(json<{ error: { message: string } }>(res).error.message).toMatch(/demasiado larga/);
  });
});
