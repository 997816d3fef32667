import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { createDb, createPool } from '../../db/client.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { discountCodes, stripeProducts } from '../../db/schema/payments.ts';
import { seedDiscountCodes } from '../../db/seed/plans.ts';
import { ensureCatalogue } from '../payments/checkout.service.ts';
import { checkDiscountCode, releaseDiscountUse, reserveDiscountUse } from './discount-codes.service.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let seller: Awaited<ReturnType<typeof loginAs>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;

const URL = '/api/admin/discount-codes';
const PRO = 'prod_local_vendedor_profesional_mensual';
const PRO_PRODUCT = { stripeProductId: PRO, name: 'Vendedor Profesional', priceCents: 2900 };
const BUYER_PRODUCT = {
  stripeProductId: 'prod_local_comprador_pro_mensual',
  name: 'Comprador Pro',
  priceCents: 1900,
};

beforeAll(async () => {
  t = await buildTestApp();
  await ensureCatalogue(t.db);
  // The demo codes (BIENVENIDA10, LANZAMIENTO25), as a seeded database has them.
  await t.db.insert(discountCodes).values(seedDiscountCodes(new Date()));
  admin = await loginAs(t, 'admin');
  seller = await loginAs(t, 'seller');
  buyer = await loginAs(t, 'buyer');
});

let serial = 0;
/** A code no other test uses, uppercase as the API stores codes. */
function fresh(prefix = 'PRUEBA'): string {
  serial += 1;
  return `${prefix}${serial}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

function create(payload: object, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'POST', url: URL, headers, payload });
}

function patch(id: number | string, payload: object, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers, payload });
}

async function insertCode(values: Partial<typeof discountCodes.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(discountCodes)
    .values({ code: fresh('DIRECTO'), discountType: 'percentage', discountValue: '10.00', ...values })
    .returning();
  return row!;
}

const usesOf = async (id: number) =>
  (await t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.currentUses;

describe('admin CRUD', () => {
  it('creates a code in uppercase, lists it first and records the action', async () => {
    const typed = fresh('verano').toLowerCase();
    const res = await create({
      code: `  ${typed} `,
      discountType: 'fixed_amount',
      discountValue: 12.5,
      maxUses: 20,
      expiresAt: '2099-12-31T23:59:59.000-05:00',
      validForPlan: PRO,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      code: typed.toUpperCase(),
      discountType: 'fixed_amount',
      discountValue: 12.5,
      maxUses: 20,
      currentUses: 0,
      expiresAt: '2100-01-01T04:59:59.000Z',
      isActive: true,
      validForPlan: PRO,
    });
    const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, created.id));
    expect(row!.discountValue).toBe('12.50');

    const list = await t.app.inject({ method: 'GET', url: URL, headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toEqual(created);

    const logs = await t.db
      .select()
      .from(dashboardLogs)
      .where(eq(dashboardLogs.action, 'discount_code.create'));
    const log = logs.find((l) => l.metadata?.discountCodeId === created.id);
    expect(log).toMatchObject({ userId: admin.user.id });
    expect(log!.description).toBe(`Creó el código de descuento «${created.code}» ($12,50 de descuento).`);
  });

  it('applies the defaults: unlimited, no expiry, active, every product', async () => {
    const res = await create({ code: fresh(), discountType: 'percentage', discountValue: 15 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      maxUses: null,
      expiresAt: null,
      isActive: true,
      validForPlan: null,
      discountValue: 15,
    });
  });

  it('edits a code, deactivates it, and logs what changed', async () => {
    const created = (await create({ code: fresh(), discountType: 'percentage', discountValue: 10 })).json();
    const edit = await patch(created.id, { discountValue: 20, maxUses: 5, validForPlan: PRO });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ discountValue: 20, maxUses: 5, validForPlan: PRO, isActive: true });

    const off = await patch(created.id, { isActive: false });
    expect(off.json().isActive).toBe(false);
    const back = await patch(created.id, { validForPlan: null, maxUses: null, expiresAt: null });
    expect(back.json()).toMatchObject({ validForPlan: null, maxUses: null, expiresAt: null });

    const logs = await t.db
      .select()
      .from(dashboardLogs)
      .where(
        sql`${dashboardLogs.action} = 'discount_code.update' and ${dashboardLogs.metadata}->>'discountCodeId' = ${String(created.id)}`,
      )
      .orderBy(dashboardLogs.id);
    expect(logs.map((l) => l.description)).toEqual([
      `Cambió el descuento, el máximo de usos y el plan o paquete del código de descuento «${created.code}».`,
      `Desactivó el código de descuento «${created.code}».`,
      `Cambió el máximo de usos y el plan o paquete del código de descuento «${created.code}».`,
    ]);
    expect(logs[0]!.metadata).toMatchObject({
      changes: { discountValue: { from: 10, to: 20 }, maxUses: { from: null, to: 5 } },
    });

    // Nothing changed: answered, not logged.
    const same = await patch(created.id, { isActive: false, discountValue: 20 });
    expect(same.statusCode).toBe(200);
    const after = await t.db
      .select()
      .from(dashboardLogs)
      .where(sql`${dashboardLogs.metadata}->>'discountCodeId' = ${String(created.id)}`);
    expect(after).toHaveLength(4);
  });

  it('pages newest first with an opaque cursor', async () => {
    for (let i = 0; i < 3; i++) await create({ code: fresh(), discountType: 'percentage', discountValue: 5 });
    const first = await t.app.inject({ method: 'GET', url: `${URL}?limit=2`, headers: admin.headers });
    expect(first.json().items).toHaveLength(2);
    const [a, b] = first.json().items;
    expect(a.id).toBeGreaterThan(b.id);
    const second = await t.app.inject({
      method: 'GET',
      url: `${URL}?limit=2&cursor=${first.json().nextCursor}`,
      headers: admin.headers,
    });
    expect(second.json().items[0].id).toBeLessThan(b.id);
    const bad = await t.app.inject({ method: 'GET', url: `${URL}?cursor=${b.id}`, headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/cursor/);
  });

  it('lists the products on sale for the select', async () => {
    await t.db
      .update(stripeProducts)
      .set({ active: false })
      .where(eq(stripeProducts.stripeProductId, 'prod_local_paquete_premium_3'));
    const res = await t.app.inject({ method: 'GET', url: `${URL}/products`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((p: { stripeProductId: string }) => p.stripeProductId);
    expect(ids).toContain(PRO);
    expect(ids).not.toContain('prod_local_paquete_premium_3');
    expect(res.json().find((p: { stripeProductId: string }) => p.stripeProductId === PRO)).toEqual({
      stripeProductId: PRO,
      name: 'Vendedor Profesional',
    });
  });
});

describe('refusals', () => {
  it('answers 401 without a session and 403 to buyers and sellers', async () => {
    const code = await insertCode();
    for (const [headers, status] of [
      [{}, 401],
      [buyer.headers, 403],
      [seller.headers, 403],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url: URL, headers })).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'GET', url: `${URL}/products`, headers })).statusCode).toBe(
        status,
      );
      expect(
        (await create({ code: fresh(), discountType: 'percentage', discountValue: 5 }, headers)).statusCode,
      ).toBe(status);
      expect((await patch(code.id, { isActive: false }, headers)).statusCode).toBe(status);
    }
    expect((await t.db.select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0]!.isActive).toBe(
      true,
    );
  });

  it.each([
    [
      'a percent over 100',
      { discountType: 'percentage', discountValue: 150 },
      'Un porcentaje no puede pasar de 100.',
    ],
    [
      'zero',
      { discountType: 'fixed_amount', discountValue: 0 },
      'El descuento tiene que ser mayor que cero.',
    ],
    [
      'a negative value',
      { discountType: 'percentage', discountValue: -5 },
      'El descuento tiene que ser mayor que cero.',
    ],
    ['three decimals', { discountType: 'fixed_amount', discountValue: 1.005 }, 'Solo caben dos decimales.'],
    [
      'spaces in the code',
      { code: 'DOS PALABRAS' },
      'El código solo tiene letras, números, guiones y guiones bajos.',
    ],
    [
      'accents in the code',
      { code: 'AÑO2026' },
      'El código solo tiene letras, números, guiones y guiones bajos.',
    ],
    ['a short code', { code: 'AB' }, 'El código tiene al menos 3 caracteres.'],
    ['a long code', { code: 'X'.repeat(41) }, 'El código tiene como máximo 40 caracteres.'],
    ['zero uses', { maxUses: 0 }, 'El máximo de usos es al menos 1.'],
  ])('refuses %s with a Spanish 400', async (_, override, message) => {
    const res = await create({ code: fresh(), discountType: 'percentage', discountValue: 10, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { message: string }) => i.message)).toContain(message);
    expect(res.json().error.message).toContain(message);
  });

  it('refuses an unknown type, a missing value and an expiry in the past', async () => {
    const type = await create({ code: fresh(), discountType: 'bogo', discountValue: 10 });
    expect(type.statusCode).toBe(400);
    expect(type.json().error.message).toMatch(/^Revisa los datos enviados/);
    const missing = await create({ code: fresh(), discountType: 'percentage' });
    expect(missing.statusCode).toBe(400);
    const past = await create({
      code: fresh(),
      discountType: 'percentage',
      discountValue: 10,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({
      message: expect.stringMatching(/ya pasó/),
      issues: [{ path: 'expiresAt' }],
    });
  });

  it('refuses a product that does not exist', async () => {
    const res = await create({
      code: fresh(),
      discountType: 'percentage',
      discountValue: 10,
      validForPlan: 'prod_que_no_existe',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Ese plan o paquete no existe. Elige uno de la lista o deja el código válido para todos.',
      issues: [{ path: 'validForPlan' }],
    });
    const code = await insertCode();
    expect((await patch(code.id, { validForPlan: 'prod_que_no_existe' })).statusCode).toBe(400);
  });

  it('refuses the same code in another case with a 409', async () => {
    const code = fresh('DOBLE');
    expect((await create({ code, discountType: 'percentage', discountValue: 10 })).statusCode).toBe(201);
    const again = await create({ code: code.toLowerCase(), discountType: 'fixed_amount', discountValue: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Ya existe un código «${code}».`);
    const demo = await create({ code: 'bienvenida10', discountType: 'percentage', discountValue: 10 });
    expect(demo.statusCode).toBe(409);
    expect(demo.json().error.message).toBe('Ya existe un código «BIENVENIDA10».');
  });

  it('refuses two identical creations at once with one 201 and one 409', async () => {
    const code = fresh('CARRERA');
    const both = await Promise.all([
      create({ code, discountType: 'percentage', discountValue: 10 }),
      create({ code: code.toLowerCase(), discountType: 'percentage', discountValue: 10 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 404 for an unknown code and 400 for a malformed id', async () => {
    const missing = await patch(2_000_000_000, { isActive: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toMatch(/No encontramos ese código/);
    expect((await patch('abc', { isActive: false })).statusCode).toBe(400);
  });

  it('refuses a percent over 100 reached by changing the type or the value', async () => {
    const fixed = await insertCode({ discountType: 'fixed_amount', discountValue: '150.00' });
    const toPercent = await patch(fixed.id, { discountType: 'percentage' });
    expect(toPercent.statusCode).toBe(400);
    expect(toPercent.json().error.message).toBe('Un porcentaje no puede pasar de 100.');
    const percent = await insertCode();
    expect((await patch(percent.id, { discountValue: 101 })).statusCode).toBe(400);
    expect((await patch(percent.id, { discountValue: 0.001 })).statusCode).toBe(400);
  });

  it('refuses a maximum below the uses already taken with a 409', async () => {
    const code = await insertCode({ maxUses: 10, currentUses: 4 });
    const res = await patch(code.id, { maxUses: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      `El código «${code.code}» ya se usó 4 veces: el máximo de usos no puede ser menor que eso.`,
    );
    expect((await patch(code.id, { maxUses: 4 })).json().maxUses).toBe(4);
  });
  it('answers anything an admin may send with a Spanish 2xx or 4xx, never a 5xx', async () => {
    const target = await insertCode({ maxUses: 50, currentUses: 5 });
    const field = fc.oneof(
      fc.jsonValue(),
      fc.double({ noNaN: true, min: -1e12, max: 1e12 }),
      fc.integer({ min: -2, max: 2_000_000 }),
      fc.constantFrom(
        'percentage',
        'fixed_amount',
        '',
        null,
        '0000-01-01T00:00:00Z',
        '9999-12-31T23:59:59+14:00',
      ),
      fc.stringMatching(/^[A-Za-z0-9_ñ -]{0,45}$/),
    );
    const keys = [
      'code',
      'discountType',
      'discountValue',
      'maxUses',
      'expiresAt',
      'isActive',
      'validForPlan',
    ];
    const anyBody = fc.record(Object.fromEntries(keys.map((k) => [k, field])), { requiredKeys: [] });
    // A valid body with one field replaced: reaches the rules and the database, not only the schema.
    const nearlyValid = fc.tuple(fc.constantFrom(...keys), field, fc.nat()).map(([key, value, n]) => ({
      code: fresh(`FUZZ${n}X`),
      discountType: 'fixed_amount',
      discountValue: 5,
      maxUses: 60,
      expiresAt: '2099-01-01T00:00:00Z',
      isActive: true,
      validForPlan: PRO,
      [key]: value,
    }));
    const body = fc.oneof(anyBody, nearlyValid);
    await fc.assert(
      fc.asyncProperty(fc.boolean(), body, async (creating, payload) => {
        const res = creating ? await create(payload) : await patch(target.id, payload);
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().error.message).toMatch(/[a-záéíóúñ]/i);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a fixed amount is never more than the price', () => {
  it('refuses, in Spanish, a fixed amount above the price of the product it is for', async () => {
    const res = await create({
      code: fresh('GRATIS'),
      discountType: 'fixed_amount',
      discountValue: 30,
      validForPlan: 'prod_local_paquete_premium_1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual([
      {
        path: 'discountValue',
        message:
          'El descuento ($30,00) es mayor que el precio de «Paquete Premium» ($25,00): como máximo puede ser $25,00.',
      },
    ]);
    // As much as the price is a free purchase on purpose, like 100 %.
    const whole = await create({
      code: fresh('GRATIS'),
      discountType: 'fixed_amount',
      discountValue: 25,
      validForPlan: 'prod_local_paquete_premium_1',
    });
    expect(whole.statusCode).toBe(201);
  });

  it('keeps a code for every product within the cheapest price', async () => {
    const code = fresh('TODOS');
    const res = await create({ code, discountType: 'fixed_amount', discountValue: 20 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0]).toEqual({
      path: 'discountValue',
      message:
        'Un descuento fijo para todos los planes y paquetes no puede pasar del precio del más barato, «Comprador Pro» ($19,00). Bájalo a $19,00 o menos, o elige el plan o paquete al que se aplica.',
    });
    expect(await t.db.select().from(discountCodes).where(eq(discountCodes.code, code))).toHaveLength(0);
    expect((await create({ code, discountType: 'fixed_amount', discountValue: 19 })).statusCode).toBe(201);
  });

  it('refuses an edit that makes a code larger than its price: value, type or product changed', async () => {
    const forPremium = (
      await create({
        code: fresh('EDIT'),
        discountType: 'fixed_amount',
        discountValue: 10,
        validForPlan: 'prod_local_paquete_premium_1',
      })
    ).json();
    const raised = await patch(forPremium.id, { discountValue: 26 });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().error.message).toMatch(/mayor que el precio de «Paquete Premium» \(\$25,00\)/);
    const widened = await patch(forPremium.id, { discountValue: 24, validForPlan: null });
    expect(widened.statusCode).toBe(400);
    expect(widened.json().error.message).toMatch(/del más barato, «Comprador Pro»/);

    const percent = (
      await create({ code: fresh('EDIT'), discountType: 'percentage', discountValue: 60 })
    ).json();
    const toFixed = await patch(percent.id, { discountType: 'fixed_amount' });
    expect(toFixed.statusCode).toBe(400);
    expect(toFixed.json().error.message).toMatch(/no puede pasar del precio del más barato/);
    expect(
      (await t.db.select().from(discountCodes).where(eq(discountCodes.id, percent.id)))[0]!.discountType,
    ).toBe('percentage');
  });

  it('never gives a $0 checkout when the price fell below a code made for it', async () => {
    const code = (
      await create({
        code: fresh('BAJADA'),
        discountType: 'fixed_amount',
        discountValue: 20,
        validForPlan: PRO,
      })
    ).json();
    const [product] = await t.db.select().from(stripeProducts).where(eq(stripeProducts.stripeProductId, PRO));
    await t.db.update(stripeProducts).set({ precioUsd: '15.00' }).where(eq(stripeProducts.id, product!.id));
    try {
      const body = { productId: product!.id, discountCode: code.code };
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/payments/quote',
        headers: seller.headers,
        payload: body,
      });
      expect(quote.json()).toMatchObject({ totalCents: 1500, discountCents: 0, discount: null });
      expect(quote.json().discountError).toBe(
        `El código «${code.code}» descuenta $20,00, más que el precio de «Vendedor Profesional» ($15,00), así que no vale para este producto.`,
      );
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/payments/checkout',
        headers: seller.headers,
        payload: body,
      });
      expect(started.statusCode).toBe(400);
      expect(started.json().error.message).toBe(quote.json().discountError);
      expect(await usesOf(code.id)).toBe(0);
    } finally {
      await t.db
        .update(stripeProducts)
        .set({ precioUsd: product!.precioUsd })
        .where(eq(stripeProducts.id, product!.id));
    }
  });
});

describe('checkDiscountCode', () => {
  it('applies a valid code typed in any case, with its cents and label', async () => {
    const res = await checkDiscountCode(t.db, '  bienvenida10 ', PRO_PRODUCT);
    expect(res).toMatchObject({
      ok: true,
      code: { code: 'BIENVENIDA10', discountType: 'percentage', discountValue: '10.00' },
      discountCents: 290,
      label: '10 % de descuento',
    });
  });

  it('lets a discount cover the whole price', async () => {
    const code = await insertCode({ discountType: 'fixed_amount', discountValue: '19.00' });
    expect(await checkDiscountCode(t.db, code.code, BUYER_PRODUCT)).toMatchObject({
      ok: true,
      discountCents: 1900,
      label: '$19,00 de descuento',
    });
  });

  it('does not apply a fixed amount larger than the price (a price lowered since), saying so', async () => {
    const code = await insertCode({ discountType: 'fixed_amount', discountValue: '50.00' });
    expect(await checkDiscountCode(t.db, code.code, BUYER_PRODUCT)).toEqual({
      ok: false,
      reason: `El código «${code.code}» descuenta $50,00, más que el precio de «Comprador Pro» ($19,00), así que no vale para este producto.`,
    });
  });

  it('says why a code does not apply', async () => {
    const reason = async (code: string, product = PRO_PRODUCT, now?: Date) => {
      const res = await checkDiscountCode(t.db, code, product, now);
      expect(res.ok).toBe(false);
      return res.ok ? '' : res.reason;
    };
    expect(await reason('noexiste')).toBe('No encontramos el código «NOEXISTE». Revisa cómo está escrito.');
    expect(await reason('   ')).toMatch(/Escribe el código/);

    const inactive = await insertCode({ isActive: false });
    expect(await reason(inactive.code)).toBe(`El código «${inactive.code}» ya no está activo.`);

    const expired = await insertCode({ expiresAt: new Date('2026-11-21T17:00:00Z') });
    expect(await reason(expired.code, PRO_PRODUCT, new Date('2026-11-22T00:00:00Z'))).toBe(
      `El código «${expired.code}» venció el 21 de noviembre de 2026.`,
    );
    expect(
      (await checkDiscountCode(t.db, expired.code, PRO_PRODUCT, new Date('2026-11-20T00:00:00Z'))).ok,
    ).toBe(true);

    const usedUp = await insertCode({ maxUses: 2, currentUses: 2 });
    expect(await reason(usedUp.code)).toBe(
      `El código «${usedUp.code}» ya se usó todas las veces permitidas.`,
    );

    const proOnly = await insertCode({ validForPlan: PRO });
    expect(await reason(proOnly.code, BUYER_PRODUCT)).toBe(
      `El código «${proOnly.code}» solo vale para «Vendedor Profesional», no para «Comprador Pro».`,
    );
    expect((await checkDiscountCode(t.db, proOnly.code, PRO_PRODUCT)).ok).toBe(true);
  });
});

describe('reserveDiscountUse and releaseDiscountUse', () => {
  let wide: ReturnType<typeof createPool>;
  afterAll(async () => wide?.end());

  it('gives exactly 10 of 50 concurrent reservations on a code with 10 uses', async () => {
    // A pool of its own, wide enough that the 50 statements really run side by side.
    wide = createPool(t.pool.options.connectionString!, 25);
    const db = createDb(wide);
    const code = await insertCode({ maxUses: 10 });
    const results = await Promise.all(Array.from({ length: 50 }, () => reserveDiscountUse(db, code.id)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await usesOf(code.id)).toBe(10);
    expect(await reserveDiscountUse(t.db, code.id)).toBe(false);

    await releaseDiscountUse(t.db, code.id);
    expect(await usesOf(code.id)).toBe(9);
    expect(await reserveDiscountUse(t.db, code.id)).toBe(true);
    expect(await reserveDiscountUse(t.db, code.id)).toBe(false);
    expect(await usesOf(code.id)).toBe(10);
  });

  it('never releases below zero and counts unlimited codes', async () => {
    const code = await insertCode();
    await releaseDiscountUse(t.db, code.id);
    expect(await usesOf(code.id)).toBe(0);
    for (let i = 0; i < 3; i++) expect(await reserveDiscountUse(t.db, code.id)).toBe(true);
    expect(await usesOf(code.id)).toBe(3);
  });

  it('takes no use of an inactive, expired or unknown code', async () => {
    const inactive = await insertCode({ isActive: false });
    const expired = await insertCode({ expiresAt: new Date(Date.now() - 1000) });
    expect(await reserveDiscountUse(t.db, inactive.id)).toBe(false);
    expect(await reserveDiscountUse(t.db, expired.id)).toBe(false);
    expect(await reserveDiscountUse(t.db, 2_000_000_000)).toBe(false);
    expect(await usesOf(inactive.id)).toBe(0);
  });

  it('works inside a transaction that rolls back', async () => {
    const code = await insertCode({ maxUses: 1 });
    await expect(
      t.db.transaction(async (tx) => {
        expect(await reserveDiscountUse(tx, code.id)).toBe(true);
        throw new Error('checkout failed');
      }),
    ).rejects.toThrow('checkout failed');
    expect(await usesOf(code.id)).toBe(0);
  });
});
