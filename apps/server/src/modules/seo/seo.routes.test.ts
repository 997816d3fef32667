import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { findPublicListing, type SeoListing } from './seo.repository.ts';
import { SeoService } from './seo.service.ts';

// A dist shaped like the real build: the web app's own default tags must be replaced, not duplicated.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-seo-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <title>Traspasa — Compra y vende negocios en Latinoamérica</title>
    <meta
      name="description"
      content="Texto por defecto de la aplicación web."
    />
    <meta property="og:site_name" content="Traspasa" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Título por defecto" />
    <meta property="og:description" content="Descripción por defecto" />
    <meta property="og:locale" content="es_EC" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const SECRET = 'Razón social: Panificadora Andina S.A., RUC 1790012345001';
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'https://traspasa.example' }, { webDistDir: dist });
  const seller = await createUser(t.db, { role: 'seller' });
  const base = {
    sellerId: seller.id,
    description: 'Panadería con 12 años en el norte de Quito, clientela fija y horno nuevo.',
    category: 'restaurant',
    country: 'Ecuador',
    location: 'Quito',
    askingPrice: '85000.00',
    confidentialInfo: SECRET,
    documents: ['0b8e8a7e-7f1e-4e53-9f5f-0d6a1c2b3c4d/balance-secreto.pdf'],
    images: ['/uploads/businesses/seed-restaurant-1-gallery.webp'],
  };
  const rows = await t.db
    .insert(businesses)
    .values([
      { ...base, title: 'Panadería artesanal en Quito', slug: 'panaderia-quito', status: 'approved' },
      {
        ...base,
        title: 'Ferretería en Cuenca',
        slug: 'ferreteria-cuenca',
        status: 'sold',
        location: 'other:Cuenca',
      },
      {
        ...base,
        title: '<script>alert("x")</script> & "Café" </title>',
        slug: 'cafe-hostil',
        status: 'approved',
        description: 'Descripción con </script><script>alert(1)</script> incluida.',
      },
      { ...base, title: 'Borrador secreto de tienda', slug: 'borrador-secreto', status: 'draft' },
      { ...base, title: 'Pendiente de revisión en Loja', slug: 'pendiente-loja', status: 'pending' },
    ])
    .returning({ id: businesses.id, slug: businesses.slug });
  for (const r of rows) ids[r.slug] = r.id;
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  return res.body;
}
const count = (html: string, needle: string) => html.split(needle).length - 1;
function jsonLd(html: string) {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
}

describe('listing pages carry their own tags in the first HTML', () => {
  it('gives a public listing its title, description, Open Graph, canonical and JSON-LD, and nothing confidential', async () => {
    const html = await page('/businesses/panaderia-quito');
    expect(count(html, '<title>')).toBe(1);
    expect(html).toContain('<title>Panadería artesanal en Quito | Traspasa</title>');
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).toMatch(
      /<meta name="description" content="En venta · Restaurantes? en Quito, Ecuador · (US)?\$\s?85\.000\. Panadería con 12 años/,
    );
    expect(html).not.toContain('Texto por defecto');
    expect(html).not.toContain('Título por defecto');
    expect(count(html, 'property="og:title"')).toBe(1);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://traspasa.example/businesses/panaderia-quito" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://traspasa.example/uploads/businesses/seed-restaurant-1-gallery.webp" />',
    );
    expect(html).toContain('<meta property="og:locale" content="es_EC" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://traspasa.example/businesses/panaderia-quito" />',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');

    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Panadería artesanal en Quito',
      image: ['https://traspasa.example/uploads/businesses/seed-restaurant-1-gallery.webp'],
      offers: {
        '@type': 'Offer',
        price: '85000.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        areaServed: { name: 'Quito, Ecuador' },
      },
    });
    for (const secret of ['Panificadora', '1790012345001', 'balance-secreto', 'confidential']) {
      expect(html).not.toContain(secret);
    }
  });

  it('answers /buyer/businesses/:id and the numeric id with the same canonical listing', async () => {
    for (const url of [
      `/buyer/businesses/${ids['panaderia-quito']}`,
      `/businesses/${ids['panaderia-quito']}`,
    ]) {
      const html = await page(url);
      expect(html).toContain(
        '<link rel="canonical" href="https://traspasa.example/businesses/panaderia-quito" />',
      );
      expect(jsonLd(html).name).toBe('Panadería artesanal en Quito');
    }
  });

  it('marks a sold listing as sold out and applies the display rule to its location', async () => {
    const html = await page('/businesses/ferreteria-cuenca');
    expect(html).toContain('<title>Vendido: Ferretería en Cuenca | Traspasa</title>');
    const ld = jsonLd(html);
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
    expect(ld.offers.areaServed.name).toBe('Cuenca, Ecuador');
    expect(html).not.toContain('other:');
  });

  it('leaves the Offer out of a listing without an asking price (an Offer without price fails validation)', async () => {
    const listing = await findPublicListing(t.db, 'panaderia-quito');
    // The database requires a price of public listings; older rows or imports may lack one.
    const meta = (
      new SeoService(t.app) as unknown as {
        listingMeta(l: SeoListing): { jsonLd: Record<string, unknown> };
      }
    ).listingMeta({ ...listing!, askingPrice: null });
    expect(meta.jsonLd['@type']).toBe('Product');
    expect(meta.jsonLd).not.toHaveProperty('offers');
    expect(JSON.stringify(meta.jsonLd)).not.toContain('Offer');
  });

  it('escapes a hostile title and description everywhere', async () => {
    const html = await page('/businesses/cafe-hostil');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Café&quot; &lt;/title&gt; | Traspasa</title>',
    );
    expect(html).toContain(
      'content="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Café&quot; &lt;/title&gt; | Traspasa"',
    );
    const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(raw).not.toContain('<');
    expect(raw).toContain('\\u003cscript\\u003e');
    expect(JSON.parse(raw).name).toBe('<script>alert("x")</script> & "Café" </title>');
    expect(count(html, '<title>')).toBe(1);
  });

  it('gives drafts, pending and unknown listings only the generic tags', async () => {
    for (const url of [
      '/businesses/borrador-secreto',
      `/businesses/${ids['pendiente-loja']}`,
      '/buyer/businesses/999999',
      '/businesses/no-existe',
    ]) {
      const html = await page(url);
      expect(html, url).toContain('<title>Traspasa — Compra y vende negocios en Latinoamérica</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('Borrador secreto');
      expect(html).not.toContain('Loja');
      expect(jsonLd(html)).toBeNull();
    }
  });

  it('gives the home page and the search page their own title, description and canonical', async () => {
    const home = await page('/');
    expect(home).toContain('<link rel="canonical" href="https://traspasa.example/" />');
    expect(home).toContain('<meta property="og:type" content="website" />');
    const search = await page('/businesses?q=panaderia&category=restaurant');
    expect(search).toContain('<title>Negocios en venta en Ecuador y Latinoamérica | Traspasa</title>');
    expect(search).toContain('<link rel="canonical" href="https://traspasa.example/businesses" />');
    expect(search).toContain('<meta property="og:url" content="https://traspasa.example/businesses" />');
    expect(count(search, 'name="description"')).toBe(1);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the public pages and every approved or sold listing with lastmod, never drafts or pending ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const p of ['/', '/businesses', '/resources', '/professionals', '/faq', '/legal/privacy']) {
      expect(xml).toContain(`<loc>https://traspasa.example${p}</loc>`);
    }
    for (const slug of ['panaderia-quito', 'ferreteria-cuenca', 'cafe-hostil']) {
      expect(xml).toMatch(
        new RegExp(
          `<url><loc>https://traspasa\\.example/businesses/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod></url>`,
        ),
      );
    }
    expect(xml).not.toContain('borrador-secreto');
    expect(xml).not.toContain('pendiente-loja');
  });

  it('keeps crawlers out of private areas and points them to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /seller',
      'Disallow: /buyer',
      'Disallow: /profile',
      'Disallow: /messages',
      'Disallow: /nda-',
      'Sitemap: https://traspasa.example/sitemap.xml',
    ]) {
      expect(res.body.split('\n')).toContain(line);
    }
    expect(res.body).not.toMatch(/^Disallow: \/businesses/m);
  });
});
