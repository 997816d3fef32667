import { savedSearchParams } from '@traspasa/shared/saved-searches';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { savedSearchAlerts, savedSearches, savedSearchMatchQueue } from '../../db/schema/saved-searches.ts';
import { users } from '../../db/schema/users.ts';
import { runSavedSearchAlerts, runSavedSearchDigest, runSavedSearchMatching } from './saved-searches.job.ts';
import { matchingSavedSearchIds } from './saved-searches.repository.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let sellerId: number;

const BASE = '/api/saved-searches';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  buyer = await loginAs(t, 'buyer');
  other = await loginAs(t, 'buyer');
  sellerId = (await createUser(t.db, { role: 'seller' })).id;
});

const jobDeps = () => ({
  db: t.db,
  mailer: { send: async (m: never) => void t.mails.push(m) },
  appUrl: 'http://localhost:3000',
  log: t.app.log,
});

function create(payload: object, headers: Record<string, string> = buyer.headers) {
  return t.app.inject({ method: 'POST', url: BASE, headers, payload });
}

let slugs = 0;
async function listing(values: Partial<typeof businesses.$inferInsert>) {
  slugs += 1;
  const [row] = await t.db
    .insert(businesses)
    .values({
      sellerId,
      title: 'Negocio de prueba',
      slug: `prueba-${slugs}-${Math.random().toString(36).slice(2, 7)}`,
      description: 'Negocio en marcha con clientela fija.',
      category: 'retail',
      country: 'Ecuador',
      location: 'Quito',
      askingPrice: '50000',
      annualRevenue: '120000',
      annualProfit: '20000',
      status: 'approved',
      images: ['/uploads/businesses/x.webp'],
      ...values,
    })
    .returning();
  return row!;
}

/** A listing that waits for review, approved by the admin through the API (queues the match). */
async function approveNew(values: Partial<typeof businesses.$inferInsert>) {
  const row = await listing({ ...values, status: 'pending' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/businesses/${row.id}/approve`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return row;
}

describe('saved searches: create, list, edit, pause, delete', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: BASE, payload: { filters: {} } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('stores the filters of the address under a default name composed in Spanish', async () => {
    const res = await create({
      filters: {
        category: 'restaurant',
        location: 'Quito',
        maxPrice: '80000',
        withPhotos: 'true',
        sort: 'recent',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved.name).toBe('Restaurantes en Quito hasta $80.000 con fotos');
    expect(saved.filters).toEqual({
      category: 'restaurant',
      location: 'Quito',
      maxPrice: 80000,
      withPhotos: true,
    });
    expect(saved.frequency).toBe('instant');
    expect(saved.paused).toBe(false);

    const list = await t.app.inject({ method: 'GET', url: BASE, headers: buyer.headers });
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(saved.id);
    expect(list.json().limit).toBe(20);
    // Someone else sees none of it.
    const theirs = await t.app.inject({ method: 'GET', url: BASE, headers: other.headers });
    expect(theirs.json().items).toEqual([]);
  });

  it('renames, changes the frequency, pauses, resumes and deletes; another person gets 404', async () => {
    const saved = (
      await create({ name: 'Ferreterías', filters: { q: 'ferretería' }, frequency: 'daily' })
    ).json();
    const patch = (payload: object, headers = buyer.headers) =>
      t.app.inject({ method: 'PATCH', url: `${BASE}/${saved.id}`, headers, payload });

    expect((await patch({ name: 'Ferreterías en la sierra', frequency: 'weekly' })).json()).toMatchObject({
      name: 'Ferreterías en la sierra',
      frequency: 'weekly',
    });
    expect((await patch({ paused: true })).json().paused).toBe(true);
    expect((await patch({ paused: false })).json().paused).toBe(false);

    for (const res of [
      await patch({ name: 'Robada' }, other.headers),
      await t.app.inject({ method: 'DELETE', url: `${BASE}/${saved.id}`, headers: other.headers }),
      await t.app.inject({ method: 'POST', url: `${BASE}/${saved.id}/visit`, headers: other.headers }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No encontramos esa búsqueda guardada.');
    }
    const del = await t.app.inject({ method: 'DELETE', url: `${BASE}/${saved.id}`, headers: buyer.headers });
    expect(del.statusCode).toBe(204);
    expect((await patch({ name: 'Otra' })).statusCode).toBe(404);
  });

  it('refuses bad input in Spanish and stores nothing', async () => {
    const person = await loginAs(t, 'buyer');
    const cases: Array<[object, RegExp]> = [
      [{ filters: {}, frequency: 'hourly' }, /opciones|válid/i],
      [{ filters: { minPrice: '90000', maxPrice: '10000' } }, /El mínimo de precio es mayor que el máximo/],
      [{ name: 'x'.repeat(81), filters: {} }, /hasta 80 caracteres/],
      [{ filters: { category: 'casino' } }, /./],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload, person.headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
      expect(res.json().error.message).not.toMatch(/invalid|expected|required/i);
    }
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/1`,
      headers: person.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/Indica qué quieres cambiar|nombre/);
    expect((await t.app.inject({ method: 'GET', url: BASE, headers: person.headers })).json().items).toEqual(
      [],
    );
  });

  it('keeps at most 20 per person and refuses the same search twice (409 in Spanish)', async () => {
    const person = await loginAs(t, 'buyer');
    const first = await create({ filters: { location: 'Loja' } }, person.headers);
    const again = await create({ filters: { location: 'Loja' }, name: 'Otra vez' }, person.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Ya guardaste esta búsqueda como «${first.json().name}».`);
    for (let i = 1; i < 20; i++) {
      expect((await create({ filters: { minPrice: String(i * 1000) } }, person.headers)).statusCode).toBe(
        201,
      );
    }
    const over = await create({ filters: { location: 'Manta' } }, person.headers);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toMatch(/Ya tienes 20 búsquedas guardadas, el máximo/);
  });
});

describe('matching agrees with the search (table-driven, every filter of the shared schema)', () => {
  let fixture: number[] = [];

  beforeAll(async () => {
    // A seller's own catalogue on a fresh country, so other tests' listings never interfere.
    const base = { country: 'Tierra de Prueba' };
    const rows = await Promise.all([
      listing({
        ...base,
        title: 'Panadería artesanal en el centro',
        category: 'restaurant',
        location: 'Quito Norte',
        askingPrice: '45000',
        annualRevenue: '90000',
        annualProfit: '15000',
      }),
      listing({
        ...base,
        title: 'Cafetería con terraza',
        category: 'restaurant',
        location: 'Cumbayá',
        askingPrice: '80000',
        annualRevenue: '200000',
        annualProfit: '40000',
      }),
      listing({
        ...base,
        title: 'Restaurante de comida criolla',
        category: 'restaurant',
        location: 'Guayaquil',
        askingPrice: '120000',
        annualRevenue: null,
        annualProfit: '-5000',
      }),
      listing({
        ...base,
        title: 'Hostal frente a la playa',
        category: 'hospitality',
        location: 'Montañita',
        askingPrice: '250000',
        annualRevenue: '300000',
        annualProfit: '60000',
      }),
      listing({
        ...base,
        title: 'Hostal de montaña',
        category: 'hospitality',
        location: 'Baños 50%_off',
        askingPrice: '150000',
        annualRevenue: '100000',
        annualProfit: '10000',
        images: [],
      }),
      listing({
        ...base,
        title: 'Ferretería de barrio',
        category: 'retail',
        location: 'Quito',
        askingPrice: '30000',
        annualRevenue: '70000',
        annualProfit: '8000',
        status: 'sold',
      }),
      listing({
        ...base,
        title: 'Farmacia en Cuenca',
        category: 'healthcare',
        location: 'Cuenca',
        askingPrice: '95000',
        annualRevenue: '180000',
        annualProfit: '22000',
      }),
      listing({
        ...base,
        title: 'Panadería escondida',
        category: 'restaurant',
        location: 'Quito',
        askingPrice: '10000',
        status: 'pending',
      }),
      listing({
        ...base,
        title: 'Panadería rechazada',
        category: 'restaurant',
        location: 'Quito',
        askingPrice: '10000',
        status: 'rejected',
      }),
      listing({
        ...base,
        title: 'Taller mecánico',
        category: 'service',
        location: 'Ambato',
        askingPrice: '60000',
        annualRevenue: '110000',
        annualProfit: '0',
      }),
    ]);
    fixture = rows.map((r) => r.id);
  });

  const country = { country: 'Tierra de Prueba' };
  const cases: Array<[string, Record<string, string>]> = [
    ['no filters (country only)', {}],
    ['country in other case', { country: 'TIERRA DE PRUEBA' }],
    ['category', { category: 'restaurant' }],
    ['words with accent', { q: 'panadería' }],
    ['words without accent', { q: 'panaderia' }],
    ['words across title and place', { q: 'cafetería cumbaya' }],
    ['the category label as a word', { q: 'restaurantes' }],
    ['a phrase', { q: '"comida criolla"' }],
    ['websearch negation', { q: 'hostal -playa' }],
    ['websearch or', { q: 'farmacia or ferretería' }],
    ['words that find nothing', { q: 'zapatería' }],
    ['location substring', { location: 'quito' }],
    ['location without accent', { location: 'cumbaya' }],
    ['location with % and _ as characters', { location: '50%_' }],
    ['location % alone', { location: '%' }],
    ['min price', { minPrice: '80000' }],
    ['max price', { maxPrice: '80000' }],
    ['price range', { minPrice: '45000', maxPrice: '95000' }],
    ['revenue range (a listing without revenue)', { minRevenue: '90000', maxRevenue: '200000' }],
    ['max revenue only', { maxRevenue: '100000' }],
    ['negative profit', { maxProfit: '-1' }],
    ['profit from zero', { minProfit: '0', maxProfit: '15000' }],
    ['with photos', { withPhotos: 'true' }],
    ['including sold', { includeSold: 'true' }],
    ['sold with words', { includeSold: 'true', q: 'ferretería' }],
    [
      'everything at once',
      {
        category: 'restaurant',
        location: 'quito',
        minPrice: '1',
        maxPrice: '50000',
        minRevenue: '1',
        minProfit: '1',
        withPhotos: 'true',
        q: 'panadería',
      },
    ],
  ];

  it.each(cases)('%s', async (_label, filters) => {
    const all = { ...country, ...filters };
    const created = await create({ filters: all }, other.headers);
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;
    try {
      const params = savedSearchParams(all);
      params.set('limit', '50');
      const res = await t.app.inject({ method: 'GET', url: `/api/businesses?${params}` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      // The search's typo fallback is not an alert rule (decision 150): no case relies on it.
      expect(body.correctedQuery).toBeNull();
      const searched = new Set<number>(
        body.items.map((i: { id: number }) => i.id).filter((i: number) => fixture.includes(i)),
      );
      const matched = new Set<number>();
      for (const listingId of fixture) {
        if ((await matchingSavedSearchIds(t.db, listingId)).includes(id)) matched.add(listingId);
      }
      expect([...matched].sort()).toEqual([...searched].sort());
    } finally {
      await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: other.headers });
    }
  });

  it('documents the one difference: a misspelt word the search corrects sends no alert', async () => {
    const all = { ...country, q: 'panaderya' };
    const id: number = (await create({ filters: all }, other.headers)).json().id;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/businesses?${savedSearchParams(all)}&limit=50`,
    });
    expect(res.json().correctedQuery).toBe('panaderia');
    expect(res.json().items.length).toBeGreaterThan(0);
    for (const listingId of fixture) expect(await matchingSavedSearchIds(t.db, listingId)).not.toContain(id);
    await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: other.headers });
  });
});

describe('alerts: instant and digests, no duplicates, preferences, unsubscribe', () => {
  const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);

  it('approval queues the listing (the request never matches inline); the job alerts instant searches by mail', async () => {
    const instant = await loginAs(t, 'buyer');
    const daily = await loginAs(t, 'buyer');
    const paused = await loginAs(t, 'buyer');
    const filters = { category: 'technology', country: 'Ecuador', location: 'Guayaquil' };
    const a = (
      await create({ filters, frequency: 'instant', name: 'Tecnología en Guayaquil' }, instant.headers)
    ).json();
    await create({ filters, frequency: 'daily' }, daily.headers);
    const p = (await create({ filters }, paused.headers)).json();
    await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${p.id}`,
      headers: paused.headers,
      payload: { paused: true },
    });

    const row = await approveNew({
      title: 'Agencia de software',
      category: 'technology',
      location: 'Guayaquil',
      askingPrice: '70000',
    });
    const queued = await t.db
      .select()
      .from(savedSearchMatchQueue)
      .where(eq(savedSearchMatchQueue.businessId, row.id));
    expect(queued).toHaveLength(1);
    expect(
      await t.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.businessId, row.id)),
    ).toHaveLength(0);

    const result = await runSavedSearchAlerts(jobDeps());
    expect(result.listings).toBeGreaterThanOrEqual(1);
    // Earlier tests' broad searches may match too; these three people's are checked one by one.
    const alertedUsers = async () =>
      (await t.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.businessId, row.id))).map(
        (a) => a.userId,
      );
    expect(await alertedUsers()).toEqual(expect.arrayContaining([instant.user.id, daily.user.id]));
    expect(await alertedUsers()).not.toContain(paused.user.id);
    const before = (await alertedUsers()).length;

    const [mail] = mailsTo(instant.user.email);
    expect(mail!.subject).toBe('Nuevo negocio para «Tecnología en Guayaquil»: Agencia de software');
    expect(mail!.text).toContain('Agencia de software\nGuayaquil, Ecuador · $70.000');
    expect(mail!.text).toContain(`http://localhost:3000/businesses/${row.slug}`);
    expect(mail!.html).toContain('Agencia de software');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/saved-searches\/unsubscribe\?token=\d+\.[\w-]{43}>$/,
    );
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mailsTo(daily.user.email)).toHaveLength(0);
    expect(mailsTo(paused.user.email)).toHaveLength(0);

    // The daily digest goes at its hour; a second run, or the same listing approved again, sends nothing new.
    await runSavedSearchDigest(jobDeps(), 'daily');
    expect(mailsTo(daily.user.email)).toHaveLength(1);
    expect(mailsTo(daily.user.email)[0]!.subject).toMatch(/^Tu resumen diario: 1 negocio nuevo para «/);
    await t.db.insert(savedSearchMatchQueue).values({ businessId: row.id });
    expect((await runSavedSearchAlerts(jobDeps())).alerts).toBe(0);
    await runSavedSearchDigest(jobDeps(), 'daily');
    expect(mailsTo(instant.user.email)).toHaveLength(1);
    expect(mailsTo(daily.user.email)).toHaveLength(1);
    expect(await alertedUsers()).toHaveLength(before);
    // The unique constraint itself refuses a duplicate.
    await expect(
      t.db
        .insert(savedSearchAlerts)
        .values({ savedSearchId: a.id, userId: instant.user.id, businessId: row.id }),
    ).rejects.toThrow();
  });

  it('a listing renewed back from expired is matched again, for the searches saved while it was away', async () => {
    const owner = await loginAs(t, 'seller');
    const row = await listing({
      sellerId: owner.user.id,
      status: 'expired',
      category: 'education',
      location: 'Loja',
      title: 'Academia de idiomas en Loja',
    });
    const watcher = await loginAs(t, 'buyer');
    await create(
      { filters: { category: 'education', location: 'Loja' }, frequency: 'instant' },
      watcher.headers,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${row.id}/renew`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('approved');
    expect(
      await t.db.select().from(savedSearchMatchQueue).where(eq(savedSearchMatchQueue.businessId, row.id)),
    ).toHaveLength(1);
    await runSavedSearchAlerts(jobDeps());
    const alerts = await t.db
      .select()
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.businessId, row.id));
    expect(alerts.map((a) => a.userId)).toContain(watcher.user.id);
    expect(mailsTo(watcher.user.email)[0]!.subject).toContain('Academia de idiomas en Loja');
  });

  it('several listings within the same run go in one instant mail; a weekly search waits for its digest', async () => {
    const person = await loginAs(t, 'buyer');
    const weekly = await loginAs(t, 'buyer');
    const filters = { category: 'education', country: 'Ecuador' };
    await create({ filters, name: 'Academias' }, person.headers);
    await create({ filters, frequency: 'weekly' }, weekly.headers);
    await approveNew({ title: 'Academia de inglés', category: 'education' });
    await approveNew({ title: 'Escuela de música', category: 'education' });
    await runSavedSearchAlerts(jobDeps());
    const mails = mailsTo(person.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 negocios nuevos para «Academias»');
    expect(mails[0]!.text).toContain('Academia de inglés');
    expect(mails[0]!.text).toContain('Escuela de música');
    expect(mailsTo(weekly.user.email)).toHaveLength(0);
    await runSavedSearchDigest(jobDeps(), 'weekly');
    expect(mailsTo(weekly.user.email)[0]!.subject).toMatch(/^Tu resumen semanal: 2 negocios nuevos/);
  });

  it('an owner who wants no mail gets the alert in the bell only', async () => {
    const quiet = await loginAs(t, 'buyer');
    await t.db.update(users).set({ notificationPreferences: 'none' }).where(eq(users.id, quiet.user.id));
    await create({ filters: { category: 'finance', country: 'Ecuador' } }, quiet.headers);
    await approveNew({ title: 'Cooperativa de ahorro', category: 'finance' });
    await runSavedSearchAlerts(jobDeps());
    expect(mailsTo(quiet.user.email)).toHaveLength(0);
    const bell = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: quiet.headers });
    expect(bell.json().items.map((i: { business: { title: string } }) => i.business.title)).toEqual([
      'Cooperativa de ahorro',
    ]);
    const [row] = await t.db
      .select()
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.userId, quiet.user.id));
    expect(row!.mailStatus).toBe('skipped');
  });

  it('the link asks before it acts (GET shows, POST pauses); the one-click POST works from any mail client; a forged link is refused', async () => {
    const person = await loginAs(t, 'buyer');
    const saved = (
      await create(
        { filters: { category: 'construction', country: 'Ecuador' }, name: 'Constructoras' },
        person.headers,
      )
    ).json();
    await approveNew({ title: 'Constructora pequeña', category: 'construction' });
    await runSavedSearchAlerts(jobDeps());
    const mail = mailsTo(person.user.email)[0]!;
    const link = /(http:\/\/localhost:3000\/api\/saved-searches\/unsubscribe\?token=\S+)/.exec(
      mail.text,
    )![1]!;
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${link}>`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const path = link.replace('http://localhost:3000', '');
    const token = new URL(link).searchParams.get('token')!;
    const paused = async () =>
      (await t.app.inject({ method: 'GET', url: BASE, headers: person.headers })).json().items[0].paused;

    const forgedCases = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${saved.id + 1}.${token.split('.')[1]}`,
      'abc',
      '',
    ];
    for (const forged of forgedCases) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(forged)}`,
        });
        expect(res.statusCode, `${method} ${forged}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('Este enlace no es válido');
      }
    }
    expect(await paused()).toBe(false);

    // Opening the link (or a mail scanner prefetching it, GET or HEAD) changes nothing: it asks.
    for (const method of ['GET', 'HEAD'] as const) {
      expect((await t.app.inject({ method, url: path })).statusCode).toBe(200);
    }
    const ask = await t.app.inject({ method: 'GET', url: path });
    expect(ask.headers['content-type']).toMatch(/text\/html/);
    expect(ask.body).toContain('<html lang="es">');
    expect(ask.body).toContain('¿Dejas de recibir las alertas de «Constructoras»?');
    const form = /<form method="post" action="([^"]+)">/.exec(ask.body);
    expect(form?.[1]?.replaceAll('&amp;', '&')).toBe(path);
    expect(await paused()).toBe(false);

    // The page's button: a same-origin form POST, no session needed.
    const confirm = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
      payload: '',
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Ya no recibirás alertas de la búsqueda «Constructoras»');
    expect(await paused()).toBe(true);
    // A paused search finds nothing more.
    await approveNew({ title: 'Otra constructora', category: 'construction' });
    await runSavedSearchAlerts(jobDeps());
    expect(mailsTo(person.user.email)).toHaveLength(1);

    // The mail client's one-click POST (RFC 8058), sent by its server or from a webmail page on
    // another site: no session, no CSRF token, the signed link is the proof.
    await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${saved.id}`,
      headers: person.headers,
      payload: { paused: false },
    });
    expect(await paused()).toBe(false);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.com',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await paused()).toBe(true);

    // Once the search is deleted the link says so.
    await t.app.inject({ method: 'DELETE', url: `${BASE}/${saved.id}`, headers: person.headers });
    const gone = await t.app.inject({ method: 'GET', url: path });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Esta búsqueda ya no existe');
  });

  it('new matches count since the last visit; opening the search resets it and reads its alerts', async () => {
    const person = await loginAs(t, 'buyer');
    const saved = (
      await create({ filters: { category: 'agriculture', country: 'Ecuador' } }, person.headers)
    ).json();
    await approveNew({ title: 'Finca de cacao', category: 'agriculture' });
    await runSavedSearchMatching({ db: t.db });
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: BASE, headers: person.headers })).json().items[0];
    expect((await list()).newCount).toBe(1);
    const unread = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/alerts/unread-count', headers: person.headers })).json()
        .unread;
    expect(await unread()).toBe(1);
    const visit = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${saved.id}/visit`,
      headers: person.headers,
    });
    expect(visit.json().newCount).toBe(0);
    expect((await list()).newCount).toBe(0);
    expect(await unread()).toBe(0);
  });
});

describe('the bell', () => {
  it('lists alerts newest first with keyset pages, marks them read, and keeps them private', async () => {
    const person = await loginAs(t, 'buyer');
    await create({ filters: { category: 'transportation', country: 'Ecuador' } }, person.headers);
    for (const title of ['Camión de carga', 'Cooperativa de taxis', 'Flota de buses']) {
      await approveNew({ title, category: 'transportation' });
    }
    await runSavedSearchMatching({ db: t.db });

    expect((await t.app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(401);
    const page1 = (
      await t.app.inject({ method: 'GET', url: '/api/alerts?limit=2', headers: person.headers })
    ).json();
    expect(page1.items.map((i: { business: { title: string } }) => i.business.title)).toEqual([
      'Flota de buses',
      'Cooperativa de taxis',
    ]);
    expect(page1.unread).toBe(3);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: `/api/alerts?limit=2&cursor=${page1.nextCursor}`,
        headers: person.headers,
      })
    ).json();
    expect(page2.items.map((i: { business: { title: string } }) => i.business.title)).toEqual([
      'Camión de carga',
    ]);
    expect(page2.nextCursor).toBeNull();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/alerts?cursor=nada',
      headers: person.headers,
    });
    expect(bad.statusCode).toBe(400);

    const first = page1.items[0];
    // Someone else cannot read or mark it.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/${first.id}/read`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: other.headers })).json().items,
    ).not.toContainEqual(expect.objectContaining({ id: first.id }));
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/alerts/${first.id}/read`, headers: person.headers }))
        .statusCode,
    ).toBe(204);
    const after = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: person.headers })).json();
    expect(after.unread).toBe(2);
    expect(after.items[0].read).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/alerts/read-all', headers: person.headers });
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/alerts/unread-count', headers: person.headers })
      ).json(),
    ).toEqual({
      unread: 0,
    });
  });

  it('drops alerts of listings that left the public list', async () => {
    const person = await loginAs(t, 'buyer');
    await create({ filters: { category: 'manufacturing', country: 'Ecuador' } }, person.headers);
    const row = await approveNew({ title: 'Fábrica de muebles', category: 'manufacturing' });
    await runSavedSearchMatching({ db: t.db });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: person.headers })).json().unread,
    ).toBe(1);
    await t.db.update(businesses).set({ status: 'rejected' }).where(eq(businesses.id, row.id));
    const bell = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: person.headers })).json();
    expect(bell.items).toEqual([]);
    expect(bell.unread).toBe(0);
  });
});

describe('erasing the account', () => {
  it("deletes the person's saved searches and alerts", async () => {
    const person = await loginAs(t, 'buyer');
    await create({ filters: { category: 'realestate', country: 'Ecuador' } }, person.headers);
    await approveNew({ title: 'Inmobiliaria de barrio', category: 'realestate' });
    await runSavedSearchMatching({ db: t.db });
    expect(
      await t.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.userId, person.user.id)),
    ).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: person.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, person.user.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.userId, person.user.id)),
    ).toEqual([]);
  });
});
