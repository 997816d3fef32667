// Review of Kushki's webhook (decision 095) as an attacker or a confused integration would
// use it: a signed notification whose amount is not the order's, one that names a bank
// transfer's payment, a replay inside the window, and a retried charge confirmation.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUSHKI_CARDS, KushkiFake } from '../../../../test/fakes/kushki/kushki-fake.ts';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../../../../test/helpers.ts';
import {
  listingCredits,
  stripeProducts,
  stripeTransactions,
  webhookEvents,
} from '../../../db/schema/payments.ts';
import { kushkiAmount } from './kushki.rules.ts';

const fake = new KushkiFake();
let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;
let seller: Session;
let admin: Session;
const products: Record<string, number> = {};
const PREMIUM_3 = 'prod_local_paquete_premium_3';

beforeAll(async () => {
  await fake.start();
  t = await buildTestApp({ ...NO_RATE_LIMITS, ...fake.env() });
  fake.deliver = (hook) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/kushki/webhook',
      headers: hook.headers,
      payload: hook.body,
    });
  await t.db.execute(sql`insert into bank_accounts (bank, account_type, number, holder, ruc)
    values ('Banco Pichincha', 'corriente', '2100123456', 'Traspasa S.A.S.', '1793204567001')`);
  seller = await loginAs(t, 'seller');
  admin = await loginAs(t, 'admin');
  for (const p of await t.db.select().from(stripeProducts)) products[p.stripeProductId] = p.id;
});
afterAll(() => fake.stop());

async function start(who: Session) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: who.headers,
    payload: { productId: products[PREMIUM_3] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { sessionId } = res.json() as { sessionId: string };
  const [tx] = await t.db
    .select()
    .from(stripeTransactions)
    .where(eq(stripeTransactions.checkoutSessionId, sessionId));
  return { sessionId, tx: tx! };
}

const deliver = (payload: Record<string, unknown>, at?: Date) => {
  const hook = fake.signed(payload, at);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/kushki/webhook',
    headers: hook.headers,
    payload: hook.body,
  });
};

const sale = (ticketNumber: string, cents: number, metadata: Record<string, string>) => ({
  ticketNumber,
  transactionStatus: 'APPROVAL',
  transactionType: 'SALE',
  amount: kushkiAmount(cents),
  metadata,
});

const credits = async (userId: number) =>
  (await t.db.select().from(listingCredits).where(eq(listingCredits.userId, userId))).length;

const statusOf = async (id: number) =>
  (await t.db.select().from(stripeTransactions).where(eq(stripeTransactions.id, id)))[0]!.status;

describe("Kushki's webhook and the order's amount", () => {
  it('a signed SALE for less than the order is refused in Spanish, stores nothing and pays nothing', async () => {
    const { tx } = await start(seller);
    const due = Math.round(Number(tx.amount) * 100);
    const before = await credits(seller.user.id);
    const res = await deliver(
      sale('900000000000001', 100, { transactionId: String(tx.id), userId: String(seller.user.id) }),
    );
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.message).toMatch(/monto/i);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await statusOf(tx.id)).not.toBe('succeeded');
    expect(await credits(seller.user.id)).toBe(before);
    expect(
      await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_kushki_900000000000001')),
    ).toHaveLength(0);
    // The right amount is taken, once, however often it is delivered.
    const ok = sale('900000000000002', due, { transactionId: String(tx.id), userId: String(seller.user.id) });
    expect((await deliver(ok)).statusCode).toBe(200);
    expect((await deliver(ok)).statusCode).toBe(200);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await statusOf(tx.id)).toBe('succeeded');
    expect(await credits(seller.user.id)).toBe(before + 3);
  });

  it('a signed REFUND for another amount than the payment is refused in Spanish and stores nothing; the full one refunds', async () => {
    const { tx } = await start(seller);
    const due = Math.round(Number(tx.amount) * 100);
    const paid = sale('900000000000011', due, {
      transactionId: String(tx.id),
      userId: String(seller.user.id),
    });
    expect((await deliver(paid)).statusCode).toBe(200);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await statusOf(tx.id)).toBe('succeeded');
    const [charged] = await t.db.select().from(stripeTransactions).where(eq(stripeTransactions.id, tx.id));
    const refund = (ticketNumber: string, cents: number) => ({
      ticketNumber,
      transactionStatus: 'APPROVAL',
      transactionType: 'REFUND',
      saleTicketNumber: charged!.paymentIntentId,
      amount: kushkiAmount(cents),
      metadata: { transactionId: String(tx.id), userId: String(seller.user.id) },
    });
    for (const [ticket, cents] of [
      ['900000000000012', 100],
      ['900000000000013', due + 1],
    ] as const) {
      const res = await deliver(refund(ticket, cents));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toMatch(/monto del reembolso.*no es el del pago/);
      expect(
        await t.db
          .select()
          .from(webhookEvents)
          .where(eq(webhookEvents.eventId, `evt_kushki_${ticket}`)),
      ).toHaveLength(0);
    }
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await statusOf(tx.id)).toBe('succeeded');
    expect((await deliver(refund('900000000000014', due))).statusCode).toBe(200);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await statusOf(tx.id)).toBe('refunded');
  });

  it('a signed SALE for more than the order is refused too', async () => {
    const { tx } = await start(seller);
    const due = Math.round(Number(tx.amount) * 100);
    const res = await deliver(sale('900000000000003', due + 1, { transactionId: String(tx.id) }));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await statusOf(tx.id)).not.toBe('succeeded');
  });

  it("a signed SALE naming a bank transfer's payment does not pay that transfer order", async () => {
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payments/transfers',
      headers: seller.headers,
      payload: { productId: products[PREMIUM_3] },
    });
    expect(order.statusCode, order.body).toBe(201);
    const o = order.json() as { id: number; reference: string; amountCents: number };
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.paymentIntentId, `trf_${o.reference}`));
    const res = await deliver(sale('900000000000004', o.amountCents, { transactionId: String(tx!.id) }));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await statusOf(tx!.id)).toBe('pending');
    const view = await t.app.inject({ url: `/api/admin/transfers/${o.id}`, headers: admin.headers });
    expect(view.json().status).toBe('esperando_pago');
  });

  it('the charge answer and its webhook, and a replay inside the window, apply once', async () => {
    const { sessionId, tx } = await start(seller);
    const before = await credits(seller.user.id);
    const { token } = await fake.tokenize(KUSHKI_CARDS.approved);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/kushki/sessions/${sessionId}/charge`,
      headers: seller.headers,
      payload: { token },
    });
    expect(res.statusCode, res.body).toBe(200);
    await new Promise((r) => setTimeout(r, 60));
    const hook = fake.webhooks.at(-1)!;
    for (let i = 0; i < 3; i++) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/payments/kushki/webhook',
        headers: hook.headers,
        payload: hook.body,
      });
      expect(again.statusCode).toBe(200);
    }
    // The charge retried by the buyer: refused, nothing charged twice.
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/payments/kushki/sessions/${sessionId}/charge`,
      headers: seller.headers,
      payload: { token },
    });
    expect(retry.statusCode).toBe(409);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await statusOf(tx.id)).toBe('succeeded');
    expect(await credits(seller.user.id)).toBe(before + 3);
  });

  it('an old or future delivery, a signature in another case or with spaces: 401 in Spanish, or accepted as Kushki wrote it', async () => {
    const { tx } = await start(seller);
    const due = Math.round(Number(tx.amount) * 100);
    const body = sale('900000000000005', due, { transactionId: String(tx.id) });
    for (const at of [new Date(Date.now() - 301_000), new Date(Date.now() + 301_000)]) {
      const res = await deliver(body, at);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toContain('5 minutos');
    }
    const hook = fake.signed(body);
    const upper = await t.app.inject({
      method: 'POST',
      url: '/api/payments/kushki/webhook',
      headers: { ...hook.headers, 'x-kushki-signature': hook.headers['x-kushki-signature']!.toUpperCase() },
      payload: hook.body,
    });
    expect(upper.statusCode).toBe(200);
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/payments/kushki/webhook',
      headers: { ...hook.headers, 'x-kushki-signature': hook.headers['x-kushki-signature']!.slice(0, 63) },
      payload: hook.body,
    });
    expect(truncated.statusCode).toBe(401);
  });
});
