// SRI documents through the real payment path (decision 092): the buyer's billing identity,
// the factura a paid checkout issues once, the nota de crédito of a refund, and numbering
// under concurrency.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  loginAs,
  NO_RATE_LIMITS,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { createDb } from '../../db/client.ts';
import { billingIdentities, electronicDocuments } from '../../db/schema/invoices.ts';
import { stripeProducts, stripeTransactions, subscriptions } from '../../db/schema/payments.ts';
import { accessKeyCheckDigit } from './invoices.rules.ts';
import { INVOICE_SUBMIT_JOB, InvoicesService } from './invoices.service.ts';
import { makeTestP12, validateSriXml } from './invoices.test-kit.ts';

let t: TestApp;
const products: Record<string, number> = {};
const PREMIUM_1 = 'prod_local_paquete_premium_1';
const PREMIUM_3 = 'prod_local_paquete_premium_3';

beforeAll(async () => {
  t = await buildTestApp(NO_RATE_LIMITS);
  for (const p of await t.db.select().from(stripeProducts)) products[p.stripeProductId] = p.id;
});

/** A seller signed in without any billing identity saved (loginAs saves one). */
async function sellerWithoutIdentity() {
  const user = await createUser(t.db, { role: 'seller' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { user, headers: { 'x-session-token': res.json<{ sessionToken: string }>().sessionToken } };
}

async function buy(headers: Record<string, string>, productKey: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers,
    payload: { productId: products[productKey] },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { sessionId } = started.json();
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/sessions/${sessionId}/pay`,
    headers,
    payload: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ana Pérez' },
  });
  expect(paid.statusCode).toBe(200);
  await t.app.payments.settle();
  const [tx] = await t.db
    .select()
    .from(stripeTransactions)
    .where(eq(stripeTransactions.checkoutSessionId, sessionId));
  return tx!;
}

describe('GET/PUT /api/billing/identity', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/identity' })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/identity',
      payload: { idType: '07' },
    });
    expect(put.statusCode).toBe(401);
  });

  it('is empty at first, then remembers what was saved, normalised', async () => {
    const { headers } = await sellerWithoutIdentity();
    const first = await t.app.inject({ method: 'GET', url: '/api/billing/identity', headers });
    expect(first.json()).toEqual({ identity: null, consumidorFinalMaxCents: 5000 });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/identity',
      headers,
      payload: {
        idType: '04',
        idNumber: '1790016919001',
        legalName: 'Panadería La Espiga S.A.',
        address: 'Loja',
        email: 'facturas@espiga.ec',
      },
    });
    expect(put.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/api/billing/identity', headers });
    expect(again.json().identity).toEqual({
      idType: '04',
      idNumber: '1790016919001',
      legalName: 'Panadería La Espiga S.A.',
      address: 'Loja',
      email: 'facturas@espiga.ec',
    });
  });

  it('refuses a wrong number or a missing name with Spanish 400s on the field', async () => {
    const { headers } = await sellerWithoutIdentity();
    const cases = [
      [{ idType: '05', idNumber: '1710034066', legalName: 'Ana' }, 'idNumber', /no es válida/],
      [{ idType: '04', idNumber: '1780016919001', legalName: 'Ana' }, 'idNumber', /tercer número/],
      [{ idType: '05', idNumber: '12', legalName: 'Ana' }, 'idNumber', /10 números/],
      [{ idType: '06', idNumber: 'a b', legalName: 'Ana' }, 'idNumber', /pasaporte/],
      [{ idType: '05', idNumber: '1710034065', legalName: '' }, 'legalName', /razón social/],
      [{ idType: '08', idNumber: '1', legalName: 'Ana' }, 'idType', /tipo de identificación/],
      [{ idType: '05', idNumber: '1710034065', legalName: 'Ana', email: 'no-es-correo' }, 'email', /correo/],
    ] as const;
    for (const [payload, field, message] of cases) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/billing/identity', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(JSON.stringify(body)).toMatch(message);
      expect(JSON.stringify(body)).toContain(field);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/billing/identity', headers })).json().identity,
    ).toBeNull();
  });
});

describe('checkout asks for the identity above the consumidor final limit', () => {
  it('a $60 package without an identity, or as consumidor final, is refused in Spanish; a $25 one is not', async () => {
    const { headers } = await sellerWithoutIdentity();
    const start = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/checkout',
        headers,
        payload: { productId: products[key] },
      });
    const refused = await start(PREMIUM_3);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/más de \$50/);
    expect(refused.body).toContain('billingIdentity');
    await t.app.inject({ method: 'PUT', url: '/api/billing/identity', headers, payload: { idType: '07' } });
    expect((await start(PREMIUM_3)).statusCode).toBe(400);
    expect((await start(PREMIUM_1)).statusCode).toBe(201);
  });
});

describe('a paid checkout issues its factura once; a refund its nota de crédito', () => {
  it('issues, signs and keeps «sin enviar» offline a factura that validates against the XSD', async () => {
    const seller = await loginAs(t, 'seller');
    const tx = await buy(seller.headers, PREMIUM_3);
    const docs = await t.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.transactionId, tx.id));
    expect(docs).toHaveLength(1);
    const doc = docs[0]!;
    expect(doc).toMatchObject({
      docType: '01',
      userId: seller.user.id,
      state: 'sin_enviar',
      environment: '1',
      totalCents: 6000,
      subtotalCents: 5217,
      ivaCents: 783,
      paymentMethod: '10',
      buyer: { idType: '05', idNumber: '1710034065' },
    });
    expect(Number(doc.accessKey[48])).toBe(accessKeyCheckDigit(doc.accessKey.slice(0, 48)));
    expect(doc.signedXml).toContain('<ds:Signature');
    expect(await validateSriXml(doc.signedXml!, 'factura')).toEqual({ valid: true, errors: [] });

    // The same payment again (a replayed effect): still one factura, same number.
    const after: Array<() => Promise<void>> = [];
    await t.db.transaction((db) => t.app.invoices.issueInvoice(db, tx.id, after));
    expect(after).toHaveLength(0);
    const still = await t.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.transactionId, tx.id));
    expect(still).toHaveLength(1);
  });

  it('a refund issues a nota de crédito referencing the factura, valid against its XSD', async () => {
    const seller = await loginAs(t, 'seller');
    const admin = await loginAs(t, 'admin');
    const tx = await buy(seller.headers, PREMIUM_1);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/transactions/${tx.id}/refund`,
      headers: admin.headers,
      payload: { reason: 'El cliente pidió la devolución.' },
    });
    expect(refund.statusCode).toBe(200);
    await t.app.payments.settle();
    const docs = await t.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.transactionId, tx.id));
    const factura = docs.find((d) => d.docType === '01')!;
    const nota = docs.find((d) => d.docType === '04')!;
    expect(nota).toMatchObject({ referencedDocumentId: factura.id, totalCents: 2500, state: 'sin_enviar' });
    expect(nota.signedXml).toContain(
      `<numDocModificado>001-001-${String(factura.sequential).padStart(9, '0')}</numDocModificado>`,
    );
    expect(await validateSriXml(nota.signedXml!, 'notaCredito')).toEqual({ valid: true, errors: [] });
  });
});

describe('a plan: its first payment and each renewal get a factura', () => {
  it('subscribes with the sandbox card, renews a month later, and holds two facturas', async () => {
    const seller = await loginAs(t, 'seller');
    const first = await buy(seller.headers, 'prod_local_vendedor_profesional_mensual');
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, seller.user.id));
    expect(
      await t.app.payments.sandbox!.advance(
        sub!.stripeSubscriptionId,
        new Date(sub!.currentPeriodEnd!.getTime() + 1000),
      ),
    ).toBe('renewed');
    await t.app.payments.settle();
    const payments = await t.db
      .select({ id: stripeTransactions.id, kind: stripeTransactions.kind })
      .from(stripeTransactions)
      .where(and(eq(stripeTransactions.userId, seller.user.id), eq(stripeTransactions.status, 'succeeded')));
    expect(payments.map((p) => p.kind).sort()).toEqual(['checkout', 'renewal']);
    const docs = await t.db
      .select()
      .from(electronicDocuments)
      .where(
        inArray(
          electronicDocuments.transactionId,
          payments.map((p) => p.id),
        ),
      );
    expect(docs.map((d) => [d.docType, d.totalCents, d.state])).toEqual([
      ['01', 2900, 'sin_enviar'],
      ['01', 2900, 'sin_enviar'],
    ]);
    expect(docs.find((d) => d.transactionId === first.id)).toBeDefined();
  });
});

describe('secuenciales under concurrency', () => {
  it('200 concurrent paid orders get 200 distinct consecutive numbers, and a rolled-back one leaves no gap', async () => {
    const buyer = await createUser(t.db, { role: 'seller' });
    const [last] = await t.db
      .select({ n: sql<number>`coalesce(max(${electronicDocuments.sequential}), 0)::int` })
      .from(electronicDocuments)
      .where(eq(electronicDocuments.docType, '01'));
    const before = last!.n;
    const ids = await t.db
      .insert(stripeTransactions)
      .values(
        Array.from({ length: 201 }, (_, i) => ({
          userId: buyer.id,
          checkoutSessionId: `concurrency_${i}_${Date.now()}`,
          amount: '25.00',
          status: 'succeeded',
          productId: products[PREMIUM_1]!,
          packageCount: 1,
        })),
      )
      .returning({ id: stripeTransactions.id });
    const [doomed, ...paid] = ids.map((r) => r.id);
    // One payment whose effects fail after numbering: rolled back with its number.
    await expect(
      t.db.transaction(async (db) => {
        await t.app.invoices.issueInvoice(db, doomed!, []);
        throw new Error('effects failed');
      }),
    ).rejects.toThrow('effects failed');
    // Their own pool: 20 connections at once on the counter row, and room to wait for one (the
    // app pool's 5 s wait for a free connection is about requests, not 200 queued payments on
    // a loaded machine).
    const pool = new pg.Pool({
      connectionString: t.pool.options.connectionString,
      max: 20,
      connectionTimeoutMillis: 120_000,
    });
    const concurrentDb = createDb(pool);
    try {
      await Promise.all(
        paid.map((id) => concurrentDb.transaction((db) => t.app.invoices.issueInvoice(db, id, []))),
      );
    } finally {
      await pool.end();
    }
    const docs = await t.db
      .select({ sequential: electronicDocuments.sequential, accessKey: electronicDocuments.accessKey })
      .from(electronicDocuments)
      .where(and(eq(electronicDocuments.docType, '01'), inArray(electronicDocuments.transactionId, paid)));
    const numbers = docs.map((d) => d.sequential).sort((a, b) => a - b);
    expect(numbers).toHaveLength(200);
    expect(new Set(numbers).size).toBe(200);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => before + 1 + i));
    expect(new Set(docs.map((d) => d.accessKey)).size).toBe(200);
    const none = await t.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.transactionId, doomed!));
    expect(none).toHaveLength(0);
    // Their signing (after commit) is not part of this test: out of the sweep's way.
    await t.db.delete(electronicDocuments).where(inArray(electronicDocuments.transactionId, paid));
  });
});

describe('the identity a factura names', () => {
  it('is the saved one at the time of payment; later changes leave issued documents alone', async () => {
    const seller = await loginAs(t, 'seller');
    await t.db
      .update(billingIdentities)
      .set({ idType: '06', idNumber: 'AB123456', legalName: 'John Smith' })
      .where(eq(billingIdentities.userId, seller.user.id));
    const tx = await buy(seller.headers, PREMIUM_1);
    await t.app.inject({
      method: 'PUT',
      url: '/api/billing/identity',
      headers: seller.headers,
      payload: { idType: '07' },
    });
    const [doc] = await t.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.transactionId, tx.id));
    expect(doc!.buyer).toMatchObject({ idType: '06', idNumber: 'AB123456', legalName: 'John Smith' });
    expect(doc!.signedXml).toContain('<tipoIdentificacionComprador>06</tipoIdentificacionComprador>');
  });
});

describe('signing after commit, and the sweep', () => {
  it('a document left «generada» is signed by the sweep', async () => {
    const buyer = await createUser(t.db, { role: 'seller' });
    const [row] = await t.db
      .insert(stripeTransactions)
      .values({
        userId: buyer.id,
        checkoutSessionId: `sweep_${Date.now()}`,
        amount: '19.00',
        status: 'succeeded',
        productId: products[PREMIUM_1]!,
      })
      .returning({ id: stripeTransactions.id });
    // The after-commit signing never runs (a crash right after the payment's commit).
    await t.db.transaction((db) => t.app.invoices.issueInvoice(db, row!.id, []));
    const [left] = await t.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.transactionId, row!.id));
    expect(left).toMatchObject({ state: 'generada', signedXml: null, buyer: { idType: '07' } });
    const sweep = new InvoicesService({
      db: t.db,
      sri: t.app.config.sri,
      log: t.app.log,
      trigger: () => {},
      now: () => new Date(Date.now() + 120_000),
    });
    expect((await sweep.signPending()).signed).toBeGreaterThanOrEqual(1);
    const [signed] = await t.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.id, left!.id));
    expect(signed!.state).toBe('sin_enviar');
    expect(await validateSriXml(signed!.signedXml!, 'factura')).toEqual({ valid: true, errors: [] });
  });

  it('with SRI_ENVIRONMENT and the issuer certificate, documents are signed with it and handed to the submission', async () => {
    const cert = makeTestP12('clave-emisor');
    const dir = await mkdtemp(path.join(tmpdir(), 'sri-p12-'));
    const p12Path = path.join(dir, 'emisor.p12');
    await writeFile(p12Path, cert.p12);
    const config = loadConfig({
      ...process.env,
      SRI_ENVIRONMENT: 'produccion',
      SRI_RUC: '0992345678001',
      SRI_RAZON_SOCIAL: 'EMISOR DE PRUEBA S.A.',
      SRI_DIR_MATRIZ: 'Av. 9 de Octubre 100, Guayaquil',
      SRI_ESTABLECIMIENTO: '002',
      SRI_PUNTO_EMISION: '003',
      SRI_P12_PATH: p12Path,
      SRI_P12_PASSWORD: 'clave-emisor',
    });
    const triggered: string[] = [];
    const issuing = new InvoicesService({
      db: t.db,
      sri: config.sri,
      log: t.app.log,
      trigger: (j) => triggered.push(j),
    });
    const buyer = await createUser(t.db, { role: 'seller' });
    const [row] = await t.db
      .insert(stripeTransactions)
      .values({
        userId: buyer.id,
        checkoutSessionId: `production_${Date.now()}`,
        amount: '29.00',
        status: 'succeeded',
        productId: products[PREMIUM_1]!,
        metadata: { paidBy: 'transfer' },
      })
      .returning({ id: stripeTransactions.id });
    const after: Array<() => Promise<void>> = [];
    await t.db.transaction((db) => issuing.issueInvoice(db, row!.id, after));
    for (const run of after) await run();
    const [doc] = await t.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.transactionId, row!.id));
    expect(doc).toMatchObject({
      state: 'firmada',
      environment: '2',
      establishment: '002',
      emissionPoint: '003',
      sequential: 1,
      paymentMethod: '08',
    });
    expect(doc!.accessKey.slice(10, 30)).toBe('0992345678001' + '2' + '002003');
    expect(triggered).toEqual([INVOICE_SUBMIT_JOB]);
    expect(doc!.signedXml).toContain(cert.certificatePem.split('\n').slice(1, 2)[0]!.slice(0, 40));
    expect(await validateSriXml(doc!.signedXml!, 'factura')).toEqual({ valid: true, errors: [] });
  });

  it('SRI_ENVIRONMENT without the issuer certificate stops the configuration', () => {
    expect(() =>
      loadConfig({ ...process.env, SRI_ENVIRONMENT: 'pruebas', SRI_RUC: '0992345678001' }),
    ).toThrow(/SRI_RAZON_SOCIAL: required with SRI_ENVIRONMENT/);
  });
});
