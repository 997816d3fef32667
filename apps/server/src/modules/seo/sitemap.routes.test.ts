import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { professionals, resources } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';
import { SeoService } from './seo.service.ts';

// Decision 152: the landing pages in the sitemap, and the split into an index past the limit.
let t: TestApp;
const DAY = 86_400_000;
const ORIGIN = 'https://traspasa.example';

beforeAll(async () => {
  t = await buildTestApp({ APP_URL: ORIGIN });
  const seller = await createUser(t.db, { role: 'seller' });
  const base = {
    sellerId: seller.id,
    description: 'Negocio en marcha.',
    country: 'Ecuador',
    category: 'restaurant',
    location: 'Quito',
    askingPrice: '50000.00',
    status: 'approved',
  };
  await t.db.insert(businesses).values([
    { ...base, title: 'Cafetería', slug: 'cafeteria-quito', updatedAt: new Date('2026-10-01T10:00:00Z') },
    { ...base, title: 'Pizzería', slug: 'pizzeria-quito', updatedAt: new Date('2026-10-05T10:00:00Z') },
    {
      ...base,
      title: 'Ferretería',
      slug: 'ferreteria-guayaquil',
      category: 'retail',
      location: 'Guayaquil, Ecuador',
    },
    {
      ...base,
      title: 'Vendido hace poco',
      slug: 'vendido-reciente',
      status: 'sold',
      soldAt: new Date(Date.now() - 5 * DAY),
    },
    {
      ...base,
      title: 'Vendido hace mucho',
      slug: 'vendido-antiguo',
      status: 'sold',
      soldAt: new Date(Date.now() - 40 * DAY),
    },
    { ...base, title: 'Vencido', slug: 'vencido-loja', location: 'Loja', status: 'expired' },
    { ...base, title: 'Borrador', slug: 'borrador-manta', location: 'Manta', status: 'draft' },
  ]);
});

/** The content pages of the fixture: [id, public?]. */
const content: { resources: [number, boolean][]; professionals: [number, boolean][] } = {
  resources: [],
  professionals: [],
};

beforeAll(async () => {
  const rows = await t.db
    .insert(resources)
    .values([
      { title: 'Guía publicada', type: 'guia', published: true, updatedAt: new Date('2026-09-01T08:00:00Z') },
      { title: 'Borrador de guía', type: 'guia', published: false },
    ])
    .returning({ id: resources.id, published: resources.published });
  content.resources = rows.map((r) => [r.id, r.published]);
  const active = await createUser(t.db, { role: 'consultant' });
  const suspended = await createUser(t.db, { role: 'consultant' });
  await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
  const pros = await t.db
    .insert(professionals)
    .values([
      { name: 'Aprobada con cuenta', profession: 'Abogada', status: 'approved', userId: active.id },
      { name: 'Aprobado sin cuenta', profession: 'Contador', status: 'approved' },
      { name: 'En revisión', profession: 'Valuador', status: 'pending' },
      { name: 'Cuenta suspendida', profession: 'Corredor', status: 'approved', userId: suspended.id },
    ])
    .returning({ id: professionals.id, name: professionals.name });
  content.professionals = pros.map((p) => [p.id, p.name.startsWith('Aprobad')]);
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
/** Each <url> of a urlset: its address and lastmod (null when absent). */
const urls = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: m[1]!,
    lastmod: m[2] ?? null,
  }));

describe('sitemap with landing pages (decision 152)', () => {
  it('lists every landing page with the latest update of its listings, and only listings the search still shows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = urls(res.body);
    const byLoc = new Map(entries.map((e) => [e.loc, e.lastmod]));
    expect(byLoc.size).toBe(entries.length);

    // The two Quito restaurants' latest update (the sold one is hidden from search, so from its pages too).
    expect(byLoc.get(`${ORIGIN}/negocios/restaurantes/quito`)).toBe('2026-10-05T10:00:00Z');
    for (const page of [
      '/negocios/restaurantes',
      '/negocios/quito',
      '/negocios/comercios',
      '/negocios/guayaquil',
      '/negocios/comercios/guayaquil',
    ]) {
      expect(byLoc.get(`${ORIGIN}${page}`), page).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    for (const hidden of [
      '/negocios/loja',
      '/negocios/manta',
      '/negocios/restaurantes/loja',
      '/negocios/tecnologia',
    ]) {
      expect(byLoc.has(`${ORIGIN}${hidden}`), hidden).toBe(false);
    }

    for (const slug of ['cafeteria-quito', 'pizzeria-quito', 'ferreteria-guayaquil', 'vendido-reciente']) {
      expect(byLoc.get(`${ORIGIN}/businesses/${slug}`), slug).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    for (const slug of ['vendido-antiguo', 'vencido-loja', 'borrador-manta']) {
      expect(res.body, slug).not.toContain(`/businesses/${slug}<`);
    }
  });

  it('names the public resources and professionals, each with its own page, and no other', async () => {
    const byLoc = new Map(
      urls((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).map((e) => [e.loc, e.lastmod]),
    );
    for (const kind of ['resources', 'professionals'] as const) {
      for (const [id, visible] of content[kind]) {
        expect(byLoc.has(`${ORIGIN}/${kind}/${id}`), `${kind} ${id}`).toBe(visible);
      }
    }
    expect(byLoc.get(`${ORIGIN}/resources/${content.resources[0]![0]}`)).toBe('2026-09-01T08:00:00.000Z');
    // The sitemap names exactly the pages whose head lets them be indexed.
    const seo = new SeoService(t.app);
    for (const kind of ['resources', 'professionals'] as const) {
      for (const [id, visible] of content[kind]) {
        const meta = await seo.pageMeta(`/${kind}/${id}`);
        expect(Boolean(meta.noindex), `${kind} ${id}`).toBe(!visible);
      }
    }
  });

  it('past the limit, /sitemap.xml is an index of files within the limit that hold every URL exactly once', async () => {
    const single = locs((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const LIMIT = 3;
    const seo = new SeoService(t.app, { sitemapUrlLimit: LIMIT });
    const index = await seo.sitemapXml();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<url>');
    const files = locs(index);
    // Static and landing pages first, then listing files named by their id range.
    const pageFiles = files.filter((f) => /\/sitemaps\/pages-\d+\.xml$/.test(f));
    const listingFiles = files.filter((f) => /\/sitemaps\/listings-\d+-\d+\.xml$/.test(f));
    expect(pageFiles.length + listingFiles.length).toBe(files.length);
    expect(pageFiles.length).toBe(Math.ceil((single.length - 4) / LIMIT));
    expect(listingFiles).toHaveLength(2);
    // The listing files carry their latest update.
    expect(index).toMatch(/listings-\d+-\d+\.xml<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/);

    const all: string[] = [];
    for (const file of files) {
      const name = file.slice(`${ORIGIN}/sitemaps/`.length);
      const xml = await seo.sitemapFile(name);
      expect(xml, name).not.toBeNull();
      const inFile = urls(xml!);
      expect(inFile.length, name).toBeGreaterThan(0);
      expect(inFile.length, name).toBeLessThanOrEqual(LIMIT);
      for (const u of inFile) {
        if (!/\/(negocios|businesses)\//.test(u.loc)) continue;
        expect(u.lastmod, u.loc).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
      all.push(...inFile.map((u) => u.loc));
    }
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...single].sort());
  });

  it('serves a listing file over HTTP and answers 404 for a name that is not a sitemap file', async () => {
    const seo = new SeoService(t.app, { sitemapUrlLimit: 3 });
    const first = locs(await seo.sitemapXml()).find((f) => f.includes('/sitemaps/listings-'))!;
    const res = await t.app.inject({ method: 'GET', url: first.slice(ORIGIN.length) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('/businesses/cafeteria-quito</loc>');
    for (const url of [
      '/sitemaps/nada.xml',
      '/sitemaps/pages-0.xml',
      '/sitemaps/pages-99.xml',
      '/sitemaps/listings-999999-1000000.xml',
      '/sitemaps/listings-5-2.xml',
      '/sitemaps/listings-0-0.xml',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('a listing file named in an index keeps its listings when another one expires: no listing twice, none lost', async () => {
    const seo = new SeoService(t.app, { sitemapUrlLimit: 3 });
    const listingFiles = locs(await seo.sitemapXml())
      .filter((f) => f.includes('/sitemaps/listings-'))
      .map((f) => f.slice(`${ORIGIN}/sitemaps/`.length));
    expect(listingFiles).toHaveLength(2);
    const before = await Promise.all(listingFiles.map(async (f) => locs((await seo.sitemapFile(f))!)));
    // The first file's second listing expires: a crawler still holding the old index reads both files.
    const gone = before[0]![1]!;
    const slug = gone.slice(`${ORIGIN}/businesses/`.length);
    await t.db.update(businesses).set({ status: 'expired' }).where(eq(businesses.slug, slug));
    try {
      const after = await Promise.all(listingFiles.map(async (f) => locs((await seo.sitemapFile(f))!)));
      expect(after[0]).toEqual(before[0]!.filter((l) => l !== gone));
      expect(after[1]).toEqual(before[1]);
    } finally {
      await t.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.slug, slug));
    }
  });

  it('robots.txt still names /sitemap.xml', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body.split('\n')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
