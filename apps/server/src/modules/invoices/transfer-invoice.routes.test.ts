// A bank transfer and its factura (decisions 092 and 094): the transfer checkout asks the
// buyer's identification above the consumidor final limit like the card checkout, and the
// admin's approval issues one factura, formaPago 08, valid against the published XSD.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  loginAs,
  NO_RATE_LIMITS,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/helpers.ts';
import { electronicDocuments } from '../../db/schema/invoices.ts';
import { stripeProducts, stripeTransactions } from '../../db/schema/payments.ts';
import { transferOrders } from '../../db/schema/transfers.ts';
import { validateSriXml } from './invoices.test-kit.ts';

let t: TestApp;
const products: Record<string, number> = {};
const PREMIUM_1 = 'prod_local_paquete_premium_1'; // $25
const PREMIUM_3 = 'prod_local_paquete_premium_3'; // $60
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp(NO_RATE_LIMITS);
  await t.db.execute(sql`insert into bank_accounts (bank, account_type, number, holder, ruc)
    values ('Banco Pichincha', 'corriente', '2100123456', 'Traspasa S.A.S.', '1793204567001')`);
  for (const p of await t.db.select().from(stripeProducts)) products[p.stripeProductId] = p.id;
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
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

const orderTransfer = (headers: Record<string, string>, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/transfers',
    headers,
    payload: { productId: products[key] },
  });

const ordersOf = (userId: number) =>
  t.db.select().from(transferOrders).where(eq(transferOrders.userId, userId));

async function uploadReceipt(headers: Record<string, string>, orderId: number) {
  const boundary = `----t${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="comprobante.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/transfers/${orderId}/receipts`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the transfer checkout asks for the identity above the consumidor final limit', () => {
  it('a $60 transfer without an identity, or as consumidor final, is refused in Spanish and orders nothing; a $25 one is not', async () => {
    const { user, headers } = await sellerWithoutIdentity();
    const refused = await orderTransfer(headers, PREMIUM_3);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/Para compras de más de \$50 necesitamos tu cédula, RUC o pasaporte/);
    expect(refused.body).toContain('billingIdentity');

    const asConsumidorFinal = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/identity',
      headers,
      payload: { idType: '07' },
    });
    expect(asConsumidorFinal.statusCode).toBe(200);
    expect((await orderTransfer(headers, PREMIUM_3)).statusCode).toBe(400);
    // Nothing was held for the refused orders: no order, no pending payment.
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect(
      await t.db.select().from(stripeTransactions).where(eq(stripeTransactions.userId, user.id)),
    ).toHaveLength(0);

    const small = await orderTransfer(headers, PREMIUM_1);
    expect(small.statusCode, small.body).toBe(201);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('with a cédula saved, the $60 transfer is ordered', async () => {
    const { headers } = await sellerWithoutIdentity();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/identity',
      headers,
      payload: { idType: '05', idNumber: '1710034065', legalName: 'Ana Pérez' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await orderTransfer(headers, PREMIUM_3)).statusCode).toBe(201);
  });
});

describe('an approved transfer gets one factura, formaPago 08', () => {
  it('issues it once to the saved identity, valid against the published XSD', async () => {
    const seller = await loginAs(t, 'seller');
    const admin = await loginAs(t, 'admin');
    const res = await orderTransfer(seller.headers, PREMIUM_3);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ id: number; reference: string; amountCents: number }>();
    await uploadReceipt(seller.headers, order.id);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transfers/${order.id}/approve`,
      headers: admin.headers,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.payments.drainEvents({ ignoreSchedule: true });

    const [payment] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.paymentIntentId, `trf_${order.reference}`));
    expect(payment!.status).toBe('succeeded');
    const docs = await t.db
      .select()
      .from(electronicDocuments)
      .where(eq(electronicDocuments.transactionId, payment!.id));
    expect(docs).toHaveLength(1);
    const doc = docs[0]!;
    expect(doc).toMatchObject({
      docType: '01',
      userId: seller.user.id,
      paymentMethod: '08',
      totalCents: order.amountCents,
      state: 'sin_enviar',
      buyer: { idType: '05', idNumber: '1710034065' },
    });
    expect(doc.signedXml).toContain('<formaPago>08</formaPago>');
    expect(doc.signedXml).toContain(`<total>${(order.amountCents / 100).toFixed(2)}</total>`);
    expect(await validateSriXml(doc.signedXml!, 'factura')).toEqual({ valid: true, errors: [] });

    // Approving again changes nothing: still one factura.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transfers/${order.id}/approve`,
      headers: admin.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(
      await t.db.select().from(electronicDocuments).where(eq(electronicDocuments.transactionId, payment!.id)),
    ).toHaveLength(1);
  });
});
