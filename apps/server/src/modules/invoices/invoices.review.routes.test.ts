// Review of the buyer's documents (decisions 092, 093) as users and attackers: a billing name
// with every awkward character still gives a factura valid against the XSD, a RIDE that
// renders and an XML that downloads; someone else's RIDE and XML answer the missing one's 404
// byte for byte; two refunds at once give one nota de crédito; numbers stay consecutive.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../../../test/helpers.ts';
import { electronicDocuments } from '../../db/schema/invoices.ts';
import { stripeProducts, stripeTransactions } from '../../db/schema/payments.ts';
import { validateSriXml } from './invoices.test-kit.ts';

let t: TestApp;
const products: Record<string, number> = {};
const PREMIUM_3 = 'prod_local_paquete_premium_3';
type Session = Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp(NO_RATE_LIMITS);
  for (const p of await t.db.select().from(stripeProducts)) products[p.stripeProductId] = p.id;
});

async function buy(who: Session) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: who.headers,
    payload: { productId: products[PREMIUM_3] },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { sessionId } = started.json();
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/sessions/${sessionId}/pay`,
    headers: who.headers,
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

const docsOf = (transactionId: number) =>
  t.db.select().from(electronicDocuments).where(eq(electronicDocuments.transactionId, transactionId));

async function signedFactura(transactionId: number) {
  for (let i = 0; i < 50; i++) {
    const doc = (await docsOf(transactionId)).find((d) => d.docType === '01');
    if (doc?.signedXml) return doc;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the factura was not signed');
}

describe('a billing name typed with awkward characters', () => {
  it('gives a valid signed factura, a RIDE that renders and the XML as a download', async () => {
    const seller = await loginAs(t, 'seller');
    const before = (await t.app.inject({ url: '/api/billing/identity', headers: seller.headers })).json()
      .identity;
    // A control character XML 1.0 cannot hold is refused by the shared schema (decision 092),
    // with a Spanish message on each field, and nothing is saved.
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/identity',
      headers: seller.headers,
      payload: {
        idType: '05',
        idNumber: '1710034065',
        legalName: `Zoë "中文" & O'Brien <Cía> 😀 Ñandú\u0001 Ελληνικά`,
        address: 'Quito\u0002 <centro>',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .error.issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['address', 'legalName']);
    expect(refused.json().error.message).toContain('caracteres que la factura no admite');
    const after = await t.app.inject({ url: '/api/billing/identity', headers: seller.headers });
    expect(after.json().identity).toEqual(before);
    // Everything else XML must escape (quotes, &, <, emoji, other scripts) is taken.
    const name = `Zoë "中文" & O'Brien <Cía> 😀 Ñandú Ελληνικά`;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/identity',
      headers: seller.headers,
      payload: { idType: '05', idNumber: '1710034065', legalName: name, address: 'Quito <centro>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tx = await buy(seller);
    const doc = await signedFactura(tx.id);
    expect(await validateSriXml(doc.signedXml!, 'factura')).toEqual({ valid: true, errors: [] });

    const ride = await t.app.inject({ url: `/api/invoices/${doc.id}/ride`, headers: seller.headers });
    expect(ride.statusCode, ride.body.slice(0, 300)).toBe(200);
    expect(ride.headers['content-type']).toBe('application/pdf');
    expect(ride.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await t.app.inject({ url: `/api/invoices/${doc.id}/xml`, headers: seller.headers });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toMatch(/^attachment/);
    expect(xml.body).toBe(doc.signedXml);
  });
});

describe("someone else's documents", () => {
  it('RIDE and XML answer exactly the 404 of a missing document; an admin gets them', async () => {
    const seller = await loginAs(t, 'seller');
    const other = await loginAs(t, 'buyer');
    const admin = await loginAs(t, 'admin');
    const doc = await signedFactura((await buy(seller)).id);
    for (const kind of ['ride', 'xml']) {
      const foreign = await t.app.inject({ url: `/api/invoices/${doc.id}/${kind}`, headers: other.headers });
      const missing = await t.app.inject({ url: `/api/invoices/2147483647/${kind}`, headers: other.headers });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body);
      expect(foreign.headers['content-type']).toBe(missing.headers['content-type']);
      expect((await t.app.inject({ url: `/api/invoices/${doc.id}/${kind}` })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: `/api/invoices/${doc.id}/${kind}`, headers: admin.headers })).statusCode,
      ).toBe(200);
    }
    const mine = (await t.app.inject({ url: '/api/invoices/mine', headers: other.headers })).json();
    expect(mine.items.map((i: { id: number }) => i.id)).not.toContain(doc.id);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${doc.id}/retry`,
      headers: other.headers,
    });
    expect(retry.statusCode).toBe(403);
  });
});

describe('refunds and numbering', () => {
  it('two admins refunding at once: one nota de crédito, and the series stay consecutive', async () => {
    const seller = await loginAs(t, 'seller');
    const admin = await loginAs(t, 'admin');
    const admin2 = await loginAs(t, 'admin');
    const tx = await buy(seller);
    const refund = (who: Session) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/transactions/${tx.id}/refund`,
        headers: who.headers,
        payload: { reason: 'El cliente pidió la devolución.' },
      });
    const answers = await Promise.all([refund(admin), refund(admin2)]);
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
    await t.app.payments.settle();
    expect((await refund(admin)).statusCode).toBeLessThan(500);
    await t.app.payments.settle();
    const docs = await docsOf(tx.id);
    expect(docs.filter((d) => d.docType === '04')).toHaveLength(1);
    expect(docs.filter((d) => d.docType === '01')).toHaveLength(1);

    const all = await t.db.select().from(electronicDocuments);
    for (const docType of ['01', '04']) {
      const numbers = all
        .filter((d) => d.docType === docType)
        .map((d) => d.sequential)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
    expect(new Set(all.map((d) => d.accessKey)).size).toBe(all.length);
  });
});
