import { randomBytes } from 'node:crypto';
import { computeValuation, valuationInput } from '@traspasa/shared/valuation';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { valuationCalculatorInterests } from '../../db/schema/feedback.ts';
import { negotiations } from '../../db/schema/offers.ts';
import { listingReservations } from '../../db/schema/reservations.ts';
import { readPdf } from '../ndas/pdf/pdf.test-kit.ts';
import { INTERESTS_PER_EMAIL_DAY, INTERESTS_PER_IP_HOUR } from './valuation.service.ts';

let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = (await createUser(t.db, { role: 'seller' })).id;
});

const cafe = {
  category: 'restaurant',
  country: 'Ecuador',
  city: 'Quito',
  annualRevenue: 180_000,
  annualProfit: 42_000,
  yearsOperation: 7,
  trend: 'creciendo',
  ownerHoursPerWeek: 50,
  assetsValue: 15_000,
} as const;

const interest = (overrides: Record<string, unknown> = {}) => ({
  inputs: cafe,
  fullName: 'María José Añazco',
  email: `maria.${randomBytes(3).toString('hex')}@correo.ec`,
  consent: true,
  ...overrides,
});

const leadsFor = (email: string) =>
  t.db.select().from(valuationCalculatorInterests).where(eq(valuationCalculatorInterests.email, email));

async function listing(
  category: string,
  status: string,
  askingPrice: string | null,
  annualProfit: string | null,
) {
  await t.db.insert(businesses).values({
    sellerId,
    title: `Negocio ${randomBytes(3).toString('hex')}`,
    slug: `negocio-${randomBytes(6).toString('hex')}`,
    description: 'Negocio de prueba con clientela fija.',
    category,
    country: 'Ecuador',
    location: 'Cuenca',
    askingPrice,
    annualProfit,
    status,
  });
}

const comparables = (category: string) =>
  t.app.inject({ method: 'GET', url: `/api/valuation/comparables?category=${category}` });

/** The median, computed here without the database. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe('GET /api/valuation/comparables', () => {
  it('says how many there are but gives no median under 5 comparable listings', async () => {
    await listing('education', 'approved', '100000', '40000');
    await listing('education', 'sold', '90000', '30000');
    await listing('education', 'approved', '70000', '20000');
    await listing('education', 'approved', '50000', '25000');
    // Not comparable: a draft, pending, no profit, a loss, another category.
    await listing('education', 'draft', '10000', '1000');
    await listing('education', 'pending', '10000', '1000');
    await listing('education', 'approved', '10000', null);
    await listing('education', 'approved', '10000', '-5000');
    await listing('technology', 'approved', '10000', '1000');
    const res = await comparables('education');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      category: 'education',
      count: 4,
      medianMultiple: null,
      minimum: 5,
      closedSales: { count: 0, medianMultiple: null, minimum: 5 },
    });
  });

  it('gives the median asking-price-to-profit multiple from 5 listings on, without naming any', async () => {
    const pairs: [number, number][] = [
      [120_000, 40_000],
      [95_000, 30_000],
      [66_000, 20_000],
      [130_000, 25_000],
      [61_000, 17_000],
      [200_000, 41_000],
    ];
    for (const [price, profit] of pairs)
      await listing('healthcare', 'approved', String(price), String(profit));
    const res = await comparables('healthcare');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const expected = Math.round(median(pairs.map(([p, u]) => p / u)) * 100) / 100;
    expect(res.json()).toEqual({
      category: 'healthcare',
      count: 6,
      medianMultiple: expected,
      minimum: 5,
      closedSales: { count: 0, medianMultiple: null, minimum: 5 },
    });
    expect(res.body).not.toContain('title');
    expect(res.body).not.toContain('slug');
  });

  it('uses closed prices only in aggregate: fewer than 5 contribute nothing, and no price is in the answer', async () => {
    const buyerId = (await createUser(t.db, { role: 'buyer' })).id;
    // Agreed prices (cents) and profits of deals closed on Traspasa (decision 171).
    const deals: [number, number][] = [
      [9_876_543, 40_000],
      [7_654_321, 30_000],
      [5_432_109, 20_000],
      [11_111_111, 25_000],
      [6_543_210, 17_000],
    ];
    const close = async ([priceCents, profit]: [number, number]) => {
      const [b] = await t.db
        .insert(businesses)
        .values({
          sellerId,
          title: `Negocio vendido ${randomBytes(3).toString('hex')}`,
          slug: `vendido-${randomBytes(6).toString('hex')}`,
          description: 'Negocio de prueba ya vendido.',
          category: 'construction',
          country: 'Ecuador',
          location: 'Cuenca',
          askingPrice: '150000',
          annualProfit: String(profit),
          status: 'sold',
        })
        .returning();
      const [n] = await t.db
        .insert(negotiations)
        .values({ businessId: b!.id, buyerId, sellerId, status: 'closed' })
        .returning();
      await t.db.insert(listingReservations).values({
        businessId: b!.id,
        negotiationId: n!.id,
        buyerId,
        sellerId,
        status: 'closed',
        startsAt: new Date(Date.now() - 20 * 86_400_000),
        endsAt: new Date(Date.now() - 10 * 86_400_000),
        closedAt: new Date(),
        closedPriceCents: BigInt(priceCents),
      });
    };
    for (const deal of deals.slice(0, 4)) await close(deal);
    const four = await comparables('construction');
    expect(four.json().closedSales).toEqual({ count: 4, medianMultiple: null, minimum: 5 });

    await close(deals[4]!);
    const five = await comparables('construction');
    const expected = Math.round(median(deals.map(([c, u]) => c / 100 / u)) * 10) / 10;
    expect(five.json().closedSales).toEqual({ count: 5, medianMultiple: expected, minimum: 5 });
    for (const answer of [four, five]) {
      for (const [c] of deals) {
        expect(answer.body).not.toContain(String(c));
        expect(answer.body).not.toContain(String(c / 100));
      }
    }
    // Another category has none of them.
    expect((await comparables('agriculture')).json().closedSales).toEqual({
      count: 0,
      medianMultiple: null,
      minimum: 5,
    });
  });

  it('refuses an unknown category in Spanish', async () => {
    const res = await comparables('casino');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/categoría/);
  });
});

describe('POST /api/valuation/interests', () => {
  it('stores nothing and answers a Spanish 400 without consent', async () => {
    for (const consent of [false, undefined]) {
      const body = interest({ consent });
      const res = await t.app.inject({ method: 'POST', url: '/api/valuation/interests', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('consentimiento');
      expect(res.json().error.issues[0].path).toBe('consent');
      expect(await leadsFor(body.email)).toHaveLength(0);
      expect(t.mails.filter((m) => m.to === body.email)).toHaveLength(0);
    }
  });

  it('stores the lead with the server-computed range and mails the PDF report', async () => {
    const body = interest({ inputs: { ...cafe }, clientValue: 999_999_999 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/valuation/interests',
      payload: body,
      headers: { 'user-agent': 'Navegador de prueba 1.0' },
    });
    expect(res.statusCode).toBe(201);
    const expected = computeValuation(valuationInput.parse(cafe));
    expect(res.json().result.typical).toBe(expected.typical);

    const [row, ...more] = await leadsFor(body.email);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      fullName: 'María José Añazco',
      industry: 'restaurant',
      country: 'Ecuador',
      city: 'Quito',
      annualRevenue: '180000.00',
      annualProfit: '42000.00',
      yearsOperation: 7,
      assetsValue: '15000.00',
      trend: 'creciendo',
      ownerHoursPerWeek: 50,
      calculatedValuation: expected.typical.toFixed(2),
      valuationLow: expected.low.toFixed(2),
      valuationHigh: expected.high.toFixed(2),
      multiplierUsed: expected.multiple.typical.toFixed(2),
      isAuthenticated: false,
      userId: null,
      userAgent: 'Navegador de prueba 1.0',
      consentVersion: expect.any(String),
    });
    expect(row!.ipAddress).toBeTruthy();
    expect(row!.consentText).toContain('Protección de Datos Personales');
    expect(row!.consentedAt).toBeInstanceOf(Date);

    const [mail] = t.mails.filter((m) => m.to === body.email);
    expect(mail!.subject).toBe('Tu valoración: entre $67.200 y $113.400');
    const [attachment] = mail!.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    const { all } = await readPdf(new Uint8Array(attachment!.content));
    expect(all).toContain('$67.200');
    expect(all).toContain('$88.200');
    expect(all).toContain('$113.400');
    expect(all).toContain('2,10×');
    expect(all).toContain('No es una tasación');
    expect(all).toContain('Quito, Ecuador');
  });

  it('links the lead to the signed-in account', async () => {
    const { user, headers } = await loginAs(t, 'buyer');
    const body = interest({ email: user.email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/valuation/interests',
      payload: body,
      headers,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await leadsFor(user.email);
    expect(row).toMatchObject({ userId: user.id, isAuthenticated: true });
  });

  it('refuses bad fields in Spanish at the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/valuation/interests',
      payload: interest({ email: 'no-es-correo', inputs: { ...cafe, annualProfit: 500_000 } }),
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.issues.map((i: { path: string }) => i.path);
    expect(paths).toContain('email');
    expect(paths).toContain('inputs.annualProfit');
  });

  it('is rate limited per IP', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i <= INTERESTS_PER_IP_HOUR; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/valuation/interests',
        payload: interest(),
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, INTERESTS_PER_IP_HOUR).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('mails one address a few reports a day at most, whatever the IP', async () => {
    const email = `buzon.${randomBytes(3).toString('hex')}@correo.ec`;
    const mailsBefore = t.mails.length;
    const statuses: number[] = [];
    for (let i = 0; i <= INTERESTS_PER_EMAIL_DAY; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/valuation/interests',
        payload: interest({ email: i % 2 ? email.toUpperCase() : email }),
        remoteAddress: `198.51.100.${10 + i}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.message).toContain('este correo');
    }
    expect(statuses).toEqual([...Array(INTERESTS_PER_EMAIL_DAY).fill(201), 429]);
    expect(t.mails.slice(mailsBefore).filter((m) => m.to.toLowerCase() === email)).toHaveLength(
      INTERESTS_PER_EMAIL_DAY,
    );
  });
});

describe('POST /api/valuation/draft', () => {
  it('creates a prefilled draft for a seller, the typical value as asking price', async () => {
    const { user, headers } = await loginAs(t, 'seller');
    const res = await t.app.inject({ method: 'POST', url: '/api/valuation/draft', payload: cafe, headers });
    expect(res.statusCode).toBe(201);
    const [draft] = await t.db.select().from(businesses).where(eq(businesses.id, res.json().businessId));
    expect(draft).toMatchObject({
      sellerId: user.id,
      status: 'draft',
      title: 'Restaurante en Quito',
      category: 'restaurant',
      country: 'Ecuador',
      location: 'Quito',
      annualRevenue: '180000.00',
      annualProfit: '42000.00',
      yearsOperation: 7,
      askingPrice: '88200.00',
    });
  });

  it('returns the same draft when retried with the same Idempotency-Key', async () => {
    const { headers } = await loginAs(t, 'seller');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/valuation/draft',
        payload: cafe,
        headers: { ...headers, 'idempotency-key': 'valoracion-12345678' },
      });
    const first = await send();
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.json().businessId).toBe(first.json().businessId);
  });

  it('refuses anonymous people (401) and buyers (403, how to become a seller)', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/valuation/draft', payload: cafe });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await loginAs(t, 'buyer');
    const buyer = await t.app.inject({ method: 'POST', url: '/api/valuation/draft', payload: cafe, headers });
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json().error.message).toContain('vendedor');
  });
});

describe('GET /api/admin/valuation-leads', () => {
  it('is for admins only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/valuation-leads' });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await loginAs(t, 'seller');
    const seller = await t.app.inject({ method: 'GET', url: '/api/admin/valuation-leads', headers });
    expect(seller.statusCode).toBe(403);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/valuation-leads/export.csv', headers });
    expect(csv.statusCode).toBe(403);
  });

  it('filters by category, name or email and date, and pages by keyset', async () => {
    const tag = randomBytes(3).toString('hex');
    for (let i = 0; i < 3; i++) {
      await t.db.insert(valuationCalculatorInterests).values({
        fullName: `Pedro ${tag} ${i}`,
        email: `pedro${i}.${tag}@correo.ec`,
        industry: 'technology',
        calculatedValuation: '1000',
      });
    }
    await t.db.insert(valuationCalculatorInterests).values({
      fullName: `Lucía ${tag}`,
      email: `lucia.${tag}@correo.ec`,
      industry: 'retail',
      createdAt: new Date('2024-03-10T15:00:00Z'),
    });
    const { headers } = await loginAs(t, 'admin');
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/valuation-leads?${query}`, headers });

    const page1 = await get(`q=${tag}&category=technology&limit=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().items.map((l: { email: string }) => l.email)).toEqual([
      `pedro2.${tag}@correo.ec`,
      `pedro1.${tag}@correo.ec`,
    ]);
    const page2 = await get(`q=${tag}&category=technology&limit=2&cursor=${page1.json().nextCursor}`);
    expect(page2.json().items.map((l: { email: string }) => l.email)).toEqual([`pedro0.${tag}@correo.ec`]);
    expect(page2.json().nextCursor).toBeNull();

    const byEmail = await get(`q=LUCIA.${tag}`);
    expect(byEmail.json().items).toHaveLength(1);
    const inMarch = await get(`q=${tag}&from=2024-03-10&to=2024-03-10`);
    expect(inMarch.json().items.map((l: { email: string }) => l.email)).toEqual([`lucia.${tag}@correo.ec`]);
    const before = await get(`q=${tag}&to=2024-03-09`);
    expect(before.json().items).toHaveLength(0);

    const reversed = await get('from=2024-03-10&to=2024-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toContain('posterior');
    const badCursor = await get('cursor=xyz');
    expect(badCursor.statusCode).toBe(400);
    // Days that do not exist, or that no lead can have, are a Spanish 400 — never a 500.
    for (const query of ['to=9999-12-31', 'from=2024-02-30', 'to=1899-01-01']) {
      for (const url of [
        `/api/admin/valuation-leads?${query}`,
        `/api/admin/valuation-leads/export.csv?${query}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message, url).toMatch(/calendario|fecha/);
      }
    }
  });

  it('exports CSV with a BOM, quoting and no formulas', async () => {
    const tag = randomBytes(3).toString('hex');
    await t.db.insert(valuationCalculatorInterests).values({
      fullName: `=HYPERLINK("http://malo") ${tag}`,
      email: `csv.${tag}@correo.ec`,
      industry: 'retail',
      city: 'Santo Domingo, "centro"',
      annualProfit: '-1200.50',
    });
    const { headers } = await loginAs(t, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/valuation-leads/export.csv?q=${tag}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="interesados-valoracion-/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Correo"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://malo"") ${tag}"`);
    expect(lines[1]).toContain('"Santo Domingo, ""centro"""');
    expect(lines[1]).toContain('"-1200.5"');
    expect(lines[1]).toContain('"Comercio minorista"');
  });
});
