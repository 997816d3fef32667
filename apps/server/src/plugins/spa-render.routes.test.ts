import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../test/helpers.ts';
import { businesses } from '../db/schema/businesses.ts';
import { professionals, resources } from '../db/schema/content.ts';
import { webDistDir } from './spa.ts';

// The real web build and its server build beside it (`npm run build`; `npm test` builds first).
const built =
  fs.existsSync(path.join(webDistDir, 'index.html')) &&
  fs.existsSync(path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js'));

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  if (!built) return;
  t = await buildTestApp({ APP_URL: 'https://traspasa.example' }, { webDistDir });
  const seller = await createUser(t.db, { role: 'seller' });
  const base = {
    sellerId: seller.id,
    description: 'Negocio en marcha con clientela fija y local propio.',
    country: 'Ecuador',
    location: 'Quito',
    confidentialInfo: 'Razón social: Panificadora Andina S.A.',
    images: ['/uploads/businesses/seed-restaurant-1-gallery.webp'],
  };
  const rows = await t.db
    .insert(businesses)
    .values([
      {
        ...base,
        title: 'Panadería artesanal en Quito',
        slug: 'panaderia-quito',
        category: 'restaurant',
        askingPrice: '85000.00',
        status: 'approved',
        featured: true,
        featuredUntil: new Date(Date.now() + 7 * 86_400_000),
      },
      {
        ...base,
        title: 'Tienda de tecnología en Guayaquil',
        slug: 'tienda-tecnologia',
        category: 'technology',
        askingPrice: '42000.00',
        status: 'approved',
      },
      {
        ...base,
        title: 'Borrador de ferretería',
        slug: 'borrador-ferreteria',
        category: 'retail',
        askingPrice: '10000.00',
        status: 'draft',
      },
    ])
    .returning({ id: businesses.id, slug: businesses.slug });
  for (const r of rows) ids[r.slug] = r.id;
  const [guide] = await t.db
    .insert(resources)
    .values([
      { title: 'Cómo valorar una panadería', type: 'guia', published: true, publishedAt: new Date() },
      {
        title: 'Plantilla de carta de intención',
        type: 'plantilla',
        published: true,
        publishedAt: new Date(),
      },
      { title: 'Borrador de guía sin publicar', type: 'guia', published: false },
    ])
    .returning({ id: resources.id });
  ids.guide = guide!.id;
  const [lawyer] = await t.db
    .insert(professionals)
    .values([
      { name: 'Lucía Andrade', profession: 'Abogada de traspasos', status: 'approved' },
      { name: 'Perfil en revisión', profession: 'Contador', status: 'pending' },
    ])
    .returning({ id: professionals.id });
  ids.lawyer = lawyer!.id;
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

/** The markup inside #root (the server-rendered page) and the dehydrated data. */
function parts(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="traspasa-state">/.exec(
    html,
  );
  const state = /<script type="application\/json" id="traspasa-state">([\s\S]*?)<\/script>/.exec(html);
  return {
    root: root?.[1] ?? '',
    state: state
      ? (JSON.parse(state[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] })
      : null,
  };
}

describe.skipIf(!built)('public pages come server-rendered with their data (decision 145)', () => {
  it('renders the home page with the featured and newest listings, and their data for hydration', async () => {
    const { root, state } = parts(await page('/'));
    expect(root).toContain('Panadería artesanal en Quito');
    expect(root).toContain('Tienda de tecnología en Guayaquil');
    expect(root).not.toContain('Borrador de ferretería');
    expect(root).toContain('id="hero-title"');
    const keys = state?.queries.map((q) => JSON.stringify(q.queryKey)) ?? [];
    expect(keys).toContain(JSON.stringify(['/api/businesses', { featured: true, limit: 6 }]));
    expect(keys).toContain(JSON.stringify(['/api/businesses/categories']));
    // Only first-screen pictures are timed for the loader (the listing's photo, below): the
    // cards' photos load lazily and do not hold the code back.
    const images = root.match(/<img\b[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const img of images)
      expect(img.includes('elementtiming="first-screen"'), img).toBe(!img.includes('loading="lazy"'));
  });

  it('marks the text fields for hydration and leaves them open to typing', async () => {
    const { root } = parts(await page('/businesses'));
    const search = /<input[^>]*id="business-q"[^>]*>/.exec(root)?.[0];
    expect(search).toBeDefined();
    expect(search).toContain('data-hydrating=""');
    // What is typed before the code runs is handed to React then (e2e/server-rendering.spec.ts).
    expect(search).not.toMatch(/\sreadonly\b/);
  });

  it('renders /businesses with the filters of the address applied, cards, count and price', async () => {
    const { root, state } = parts(await page('/businesses?category=technology'));
    expect(root).toContain('Tienda de tecnología en Guayaquil');
    expect(root).not.toContain('Panadería artesanal en Quito');
    expect(root).toMatch(/42[.,]000/);
    expect(root).toContain('data-testid="results-count"');
    const query = state?.queries.find((q) => q.queryKey[0] === '/api/businesses');
    expect(query?.queryKey).toEqual(['/api/businesses', 'category=technology']);
  });

  it('renders a listing page with its title and price, and nothing confidential', async () => {
    const html = await page('/businesses/panaderia-quito');
    const { root, state } = parts(html);
    expect(root).toContain('Panadería artesanal en Quito');
    expect(root).toMatch(/85[.,]000/);
    expect(html).not.toContain('Panificadora Andina');
    expect(state?.queries[0]?.queryKey).toEqual(['/api/businesses', 'detail', 'panaderia-quito']);
    // The head still comes from the SEO module alone: one title, the listing's.
    expect(html.split('<title>').length - 1).toBe(1);
    expect(html).toContain('<title>Panadería artesanal en Quito | Traspasa</title>');
    // The head asks early for what the first paint needs — the listing's photo, the font — and
    // not for the code, which would share the bandwidth with them (decision 145).
    const head = html.slice(0, html.indexOf('</head>'));
    // The photo's sources (decision 146): the 640 px card rendition for narrow or low-density
    // screens, the gallery one above; the preload offers the browser the same choice.
    const sources =
      '/uploads/businesses/seed-restaurant-1-card.webp 640w, /uploads/businesses/seed-restaurant-1-gallery.webp 1600w';
    expect(head).toContain(`<link rel="preload" as="image" imageSrcSet="${sources}" imageSizes="`);
    expect(head).toMatch(/<link rel="preload" as="image" [^>]*fetchPriority="high"/);
    // Marked for Element Timing: the loader asks for the code once the browser has shown it.
    expect(root).toMatch(
      new RegExp(
        `<img elementtiming="first-screen" src="[^"]+-gallery\\.webp" srcSet="${sources}" sizes="[^"]+"`,
      ),
    );
    // Each stylesheet once: a sheet linked twice is matched twice in every style recalculation.
    const sheets = [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(sheets.length).toBeGreaterThan(0);
    expect(new Set(sheets).size).toBe(sheets.length);
    expect(head).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/inter-latin-wght-normal-/,
    );
    expect(head).not.toContain('rel="modulepreload"');
    // Nor is the code fetched from the head: the loader (apps/web/src/boot.ts, deferred) asks
    // for the entry once the page is painted; the entry it names is the build's.
    expect(html).not.toContain('<script type="module"');
    const loader =
      /<script defer src="(\/assets\/boot-[\w-]+\.js)" data-entry="(\/assets\/index-[\w-]+\.js)"><\/script>/.exec(
        head,
      );
    expect(loader).not.toBeNull();
    for (const file of [loader![1]!, loader![2]!])
      expect(fs.existsSync(path.join(webDistDir, file)), file).toBe(true);
  });

  it('keeps the data script inert and closed whatever a title contains', async () => {
    const html = await page('/businesses/panaderia-quito');
    const script = /<script type="application\/json" id="traspasa-state">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(script).toBeDefined();
    expect(script).not.toContain('<');
  });

  it('leaves signed-in screens and unknown listings to the browser', async () => {
    for (const url of ['/seller/dashboard', '/messages', '/admin', '/profile']) {
      const html = await page(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('traspasa-state');
      // Nothing to paint without the code: it loads at once, as a module script.
      expect(html, url).toMatch(
        /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
      );
      expect(html, url).not.toContain('data-entry=');
    }
    // A draft is not public: the page renders without its data (the browser shows not-found).
    // The only data handed over is the public site info every page carries (decision 159).
    const { root, state } = parts(await page('/businesses/borrador-ferreteria'));
    expect(root).not.toContain('Borrador de ferretería');
    expect((state?.queries ?? []).map((q) => q.queryKey)).toEqual([['/api/site']]);
    expect(JSON.stringify(state)).not.toContain('Borrador de ferretería');
    expect(JSON.stringify(state)).not.toContain('Panificadora Andina');
  });

  it('answers 404, not indexed, for an address the app has no screen for', async () => {
    for (const url of ['/no-existe-esto', '/businesses/panaderia-quito/fotos', '/admin/no-existe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<title>Página no encontrada | Traspasa</title>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex"');
      // Still the app: the browser shows its not-found screen, with the header and a way back.
      expect(res.body, url).toMatch(
        /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
      );
    }
    // A malformed address is a client error too, never a server one.
    for (const url of ['/%E0%A4%A', '/businesses/%ZZ', '/negocios/%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    // Every screen of the route table is a page, signed-in ones included (behind their sign-in).
    for (const url of [
      '/faq',
      '/businesses',
      '/businesses/panaderia-quito',
      '/valorar-mi-negocio',
      '/messages/42',
      '/seller/dashboard',
      '/admin/users/7',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(404);
    }
  });

  it('renders resources (with their type filter) and a resource, professionals and a professional', async () => {
    const guides = parts(await page('/resources?type=guia'));
    expect(guides.root).toContain('Cómo valorar una panadería');
    expect(guides.root).not.toContain('Plantilla de carta de intención');
    expect(guides.root).not.toContain('Borrador de guía sin publicar');
    expect(guides.state?.queries[0]?.queryKey).toEqual(['/api/resources', 'list', { type: 'guia' }]);
    expect(parts(await page(`/resources/${ids.guide}`)).root).toContain('Cómo valorar una panadería');

    const directory = parts(await page('/professionals'));
    expect(directory.root).toContain('Lucía Andrade');
    expect(directory.root).not.toContain('Perfil en revisión');
    expect(parts(await page(`/professionals/${ids.lawyer}`)).root).toContain('Abogada de traspasos');
  });
});
