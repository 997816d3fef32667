import type { LandingPage } from '@traspasa/shared/landing';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, json, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { SeoService } from '../seo/seo.service.ts';
import { LandingService } from './landing.service.ts';

// Decision 152: a city page is its slug in one country, filtered by equality — never a
// substring of someone else's location, and every spelling that shares the slug is on it.
let t: TestApp;
const ORIGIN = 'https://traspasa.example';

beforeAll(async () => {
  t = await buildTestApp({ APP_URL: ORIGIN });
  const seller = await createUser(t.db, { role: 'seller' });
  let n = 0;
  const listing = (location: string, country: string, category: string) => ({
    sellerId: seller.id,
    title: `Negocio ${++n} en ${location}`,
    slug: `negocio-${n}`,
    description: 'Negocio en marcha con clientela fija.',
    location,
    country,
    category,
    status: 'approved',
    askingPrice: '50000.00',
  });
  await t.db.insert(businesses).values([
    // «Ica» is inside «Jamaica», «Costa Rica» and «América»: none of those is Ica.
    listing('Ica, Perú', 'Perú', 'restaurant'),
    listing('Kingston, Jamaica', 'other:Jamaica', 'restaurant'),
    listing('Liberia, Costa Rica', 'Costa Rica', 'restaurant'),
    listing('Plaza América', 'Perú', 'retail'),
    // The same slug in two countries: Costa Rica has more listings, it owns /negocios/san-jose.
    listing('San José', 'Costa Rica', 'technology'),
    listing('San-José, Costa Rica', 'Costa Rica', 'technology'),
    listing('San José, Uruguay', 'Uruguay', 'technology'),
    // Two spellings of one city: both on its pages.
    listing('Sto. Domingo', 'Ecuador', 'retail'),
    listing('Sto Domingo', 'Ecuador', 'retail'),
    listing('Sto Domingo', 'Ecuador', 'restaurant'),
    // Intros: one listing, one category; two of one category; a category whose name has its own «y».
    listing('Cañar, Ecuador', 'Ecuador', 'restaurant'),
    listing('Loja', 'Ecuador', 'restaurant'),
    listing('Loja', 'Ecuador', 'restaurant'),
    listing('Baños', 'Ecuador', 'hospitality'),
    listing('Baños', 'Ecuador', 'hospitality'),
    listing('Baños', 'Ecuador', 'restaurant'),
    listing('Baños', 'Ecuador', 'retail'),
    // A place typed by hand is stored with the form's «other:» prefix: not part of its name.
    listing('other:Puerto Ayora', 'Ecuador', 'hospitality'),
    // Wildcards and a backslash in a place are letters, not patterns.
    listing('Villa_50% \\ Sur, Ecuador', 'Ecuador', 'retail'),
  ]);
});

async function landing(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return json<LandingPage>(res);
}
const apiOf = (path: string) => path.replace(/^\/negocios\//, '/api/landing/');

describe('landing city pages filter on the city itself (decision 152)', () => {
  it('/negocios/ica shows Ica, Perú only — not Jamaica, Costa Rica or América', async () => {
    const page = await landing('/api/landing/ica');
    expect(page.listings.items.map((b) => b.location)).toEqual(['Ica, Perú']);
    expect(page.listings.total).toBe(1);
    expect(page.intro).toMatch(/^Hay 1 restaurante en venta en Ica, Perú\./);
  });

  it('a slug used in two countries belongs to the one with most listings, and shows only its listings', async () => {
    const page = await landing('/api/landing/san-jose');
    expect(page.city).toEqual({ slug: 'san-jose', name: 'San José', country: 'Costa Rica' });
    expect(page.listings.items.map((b) => b.country).sort()).toEqual(['Costa Rica', 'Costa Rica']);
    expect(page.intro).toMatch(/^Hay 2 negocios de tecnología en venta en San José, Costa Rica\./);
    const both = await landing('/api/landing/tecnologia/san-jose');
    expect(both.listings.total).toBe(2);
    expect(both.searchPath).toBe('/businesses?category=technology&location=San+Jos%C3%A9&country=Costa+Rica');
    // The category page still counts all three.
    expect((await landing('/api/landing/tecnologia')).listings.total).toBe(3);
  });

  it('gathers every spelling of a city: «Sto. Domingo» and «Sto Domingo»', async () => {
    const retail = await landing('/api/landing/comercios/sto-domingo');
    expect(retail.listings.total).toBe(2);
    const city = await landing('/api/landing/sto-domingo');
    expect(city.listings.total).toBe(3);
    expect(city.relatedCategories.map((c) => [c.path, c.count])).toEqual([
      ['/negocios/comercios/sto-domingo', 2],
      ['/negocios/restaurantes/sto-domingo', 1],
    ]);
  });

  it('names a hand-typed place without the form’s «other:» prefix', async () => {
    const page = await landing('/api/landing/puerto-ayora');
    expect(page.city?.name).toBe('Puerto Ayora');
    expect(page.heading).toBe('Negocios en venta en Puerto Ayora');
    expect(page.listings.total).toBe(1);
    const res = await t.app.inject({ method: 'GET', url: '/api/landing/other-puerto-ayora' });
    expect(res.statusCode).toBe(404);
  });

  it('writes the intro in good Spanish: singular, plural, and lists without a double «y»', async () => {
    expect((await landing('/api/landing/canar')).intro).toMatch(
      /^Hay 1 restaurante en venta en Cañar, Ecuador\. El precio pedido es de \$50\.000\./,
    );
    expect((await landing('/api/landing/loja')).intro).toMatch(
      /^Hay 2 restaurantes en venta en Loja, Ecuador\./,
    );
    expect((await landing('/api/landing/restaurantes/loja')).intro).toMatch(
      /^Hay 2 restaurantes en venta en Loja, Ecuador\./,
    );
    const banos = await landing('/api/landing/banos');
    expect(banos.intro).toMatch(
      /^Hay 4 negocios en venta en Baños, Ecuador, de 3 categorías: negocios de hotelería y turismo, restaurantes, comercios minoristas\./,
    );
    expect(banos.intro).not.toMatch(/ y [^.]* y [^.]* y /);
    const retail = await landing('/api/landing/comercios/banos');
    expect(retail.heading).toBe('Comercios minoristas en venta en Baños');
    expect(retail.intro).toMatch(/^Hay 1 comercio minorista en venta en Baños, Ecuador\./);
    expect(retail.breadcrumbs[2]).toEqual({ name: 'Comercio minorista', path: '/negocios/comercios' });
  });

  it('one landing service per app: the API, the SEO head and the sitemap share its catalog', async () => {
    expect(t.app.landing).toBeInstanceOf(LandingService);
    const seo = new SeoService(t.app) as unknown as { landing: LandingService };
    expect(seo.landing).toBe(t.app.landing);
  });

  it('every /negocios/ address of the sitemap answers 200 with cards, as do its related links and breadcrumbs, with the counts the links promise', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1]!.replace(ORIGIN, ''))
      .filter((p) => p.startsWith('/negocios/'));
    expect(paths).toContain('/negocios/comercios/sto-domingo');
    expect(paths).toContain('/negocios/tecnologia/san-jose');
    expect(paths).toContain('/negocios/ica');
    expect(paths).toContain('/negocios/villa-50-sur');
    expect(paths.length).toBeGreaterThan(20);
    const promised = new Map<string, number>();
    for (const path of paths) {
      const page = await landing(apiOf(path));
      expect(page.path, path).toBe(path);
      expect(page.listings.items.length, path).toBeGreaterThan(0);
      for (const link of [...page.relatedCities, ...page.relatedCategories])
        promised.set(link.path, link.count);
      for (const crumb of page.breadcrumbs.filter((c) => c.path.startsWith('/negocios/')))
        promised.set(crumb.path, promised.get(crumb.path) ?? -1);
    }
    for (const [path, count] of promised) {
      const page = await landing(apiOf(path));
      expect(page.listings.items.length, path).toBeGreaterThan(0);
      if (count >= 0) expect(page.listings.total, `${path}: its link says ${count}`).toBe(count);
    }
  });
});
