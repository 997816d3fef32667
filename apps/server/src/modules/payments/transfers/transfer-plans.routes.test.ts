// Where a card payment would ask the provider, a transfer payment does not (decision 094): the
// admin's refund of a transfer payment (recorded as a refund paid back by transfer, with every
// effect of a refund, once however many admins press it) and «Cancelar renovación» of a
// yearly plan paid by transfer (its renewal orders stop; the plan runs to the end of its year).
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../../../../test/helpers.ts';
import { electronicDocuments } from '../../../db/schema/invoices.ts';
import {
  listingCredits,
  stripeProducts,
  stripeTransactions,
  subscriptions,
  userFeatures,
} from '../../../db/schema/payments.ts';
import { transferOrders } from '../../../db/schema/transfers.ts';
import { runPaymentLifecycle } from '../lifecycle.job.ts';
import { runTransfersJob } from './transfers.job.ts';

let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;
let admin: Session;
let admin2: Session;
const products: Record<string, number> = {};
const PREMIUM_3 = 'prod_local_paquete_premium_3';
const YEARLY = 'prod_local_vendedor_profesional_anual';
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ ...NO_RATE_LIMITS });
  await t.db.execute(sql`insert into bank_accounts (bank, account_type, number, holder, ruc)
    values ('Banco Pichincha', 'corriente', '2100123456', 'Traspasa S.A.S.', '1793204567001')`);
  admin = await loginAs(t, 'admin');
  admin2 = await loginAs(t, 'admin');
  for (const p of await t.db.select().from(stripeProducts)) products[p.stripeProductId] = p.id;
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#37a' } })
    .png()
    .toBuffer();
});

const call = (method: 'GET' | 'POST', url: string, who: Session, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function paidByTransfer(who: Session, productKey: string) {
  const created = await call('POST', '/api/payments/transfers', who, { productId: products[productKey] });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json();
  const boundary = '----receipt';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/payments/transfers/${order.id}/receipts`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(up.statusCode, up.body).toBe(201);
  expect((await call('POST', `/api/admin/transfers/${order.id}/approve`, admin, {})).statusCode).toBe(200);
  const [payment] = await t.db
    .select()
    .from(stripeTransactions)
    .where(eq(stripeTransactions.paymentIntentId, `trf_${order.reference}`));
  expect(payment!.status).toBe('succeeded');
  return { order, payment: payment! };
}

const creditsOf = async (userId: number, status: string) =>
  (
    await t.db
      .select()
      .from(listingCredits)
      .where(and(eq(listingCredits.userId, userId), eq(listingCredits.status, status)))
  ).length;

const activeFeatures = (userId: number) =>
  t.db
    .select()
    .from(userFeatures)
    .where(and(eq(userFeatures.userId, userId), eq(userFeatures.active, true)));

describe("an admin's refund of a transfer payment", () => {
  it('is recorded once as a refund paid back by transfer, takes the credits back and issues the nota de crédito', async () => {
    const seller = await loginAs(t, 'seller');
    const { payment } = await paidByTransfer(seller, PREMIUM_3);
    expect(await creditsOf(seller.user.id, 'available')).toBe(3);
    const mailsBefore = t.mails.length;

    const url = `/api/admin/payments/transactions/${payment.id}/refund`;
    const reason = { reason: 'Pidió la devolución el mismo día' };
    const [a, b] = await Promise.all([call('POST', url, admin, reason), call('POST', url, admin2, reason)]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a.json() : b.json();
    expect(ok.status).toBe('refunded');
    expect(ok.refundable).toBe(false);
    expect((a.statusCode === 409 ? a : b).json().error.message).toMatch(/reembols/);

    expect(await creditsOf(seller.user.id, 'available')).toBe(0);
    expect(await creditsOf(seller.user.id, 'revoked')).toBe(3);
    const audit = await t.db.execute<{ n: number; method: string }>(
      sql`select count(*)::int as n, max(metadata->>'method') as method from dashboard_logs
          where action = 'payment.refund' and target_id = ${payment.id}`,
    );
    expect(audit.rows[0]).toEqual({ n: 1, method: 'transfer' });
    const notes = await t.db
      .select()
      .from(electronicDocuments)
      .where(and(eq(electronicDocuments.transactionId, payment.id), eq(electronicDocuments.docType, '04')));
    expect(notes).toHaveLength(1);
    // The buyer's refund mail, once (the receipt marked Reembolsado).
    await new Promise((r) => setTimeout(r, 300));
    const refundMails = t.mails.slice(mailsBefore).filter((m) => m.to === seller.user.email);
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.subject).toMatch(/Te devolvimos/);
    expect(refundMails[0]!.text).toContain('te devolvemos el dinero con una transferencia a tu cuenta');
    expect(refundMails[0]!.text).not.toContain('vuelve a la tarjeta');

    // And the history says so: refunded, and nothing left to refund.
    expect((await call('POST', url, admin, reason)).statusCode).toBe(409);
  });

  it('ends a yearly plan paid by transfer now, with its features', async () => {
    const seller = await loginAs(t, 'seller');
    const { payment } = await paidByTransfer(seller, YEARLY);
    expect((await activeFeatures(seller.user.id)).length).toBeGreaterThan(0);
    const res = await call('POST', `/api/admin/payments/transactions/${payment.id}/refund`, admin, {
      reason: 'Plan contratado por error',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, seller.user.id));
    expect(sub!.status).toBe('canceled');
    expect(await activeFeatures(seller.user.id)).toHaveLength(0);
    expect((await call('GET', '/api/payments/subscription', seller)).json().subscription).toBeNull();
  });
});

describe('cancelling the renewal of a yearly plan paid by transfer', () => {
  it('stops the renewal orders without asking a provider, keeps the plan to the end of its year, and resuming brings them back', async () => {
    const seller = await loginAs(t, 'seller');
    await paidByTransfer(seller, YEARLY);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, seller.user.id));
    const end = sub!.currentPeriodEnd!;
    const deps = { db: t.db, mailer: t.app.mailer, appUrl: 'http://localhost:3000' };
    // The renewal order already exists (7 days before the end)…
    expect(
      (await runTransfersJob({ ...deps, now: new Date(end.getTime() - 6 * 86_400_000) })).renewalOrders,
    ).toBe(1);
    const renewalOrder = async () =>
      (
        await t.db
          .select()
          .from(transferOrders)
          .where(and(eq(transferOrders.subscriptionId, sub!.id), eq(transferOrders.kind, 'renewal')))
      ).map((o) => o.status);
    expect(await renewalOrder()).toEqual(['esperando_pago']);

    // …and «Cancelar renovación» closes it.
    const cancel = await call('POST', '/api/payments/subscription/cancel', seller);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(await renewalOrder()).toEqual(['vencida']);
    expect(
      (await runTransfersJob({ ...deps, now: new Date(end.getTime() - 5 * 86_400_000) })).renewalOrders,
    ).toBe(0);

    // Resumed: the same order is payable again, and its payment open.
    const resume = await call('POST', '/api/payments/subscription/resume', seller);
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect(await renewalOrder()).toEqual(['esperando_pago']);
    const mine = (await call('GET', '/api/payments/transfers', seller)).json().items;
    const renewal = mine.find((x: { kind: string }) => x.kind === 'renewal');
    const [payment] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.paymentIntentId, `trf_${renewal.reference}`));
    expect(payment!.status).toBe('pending');

    // Cancelled again: at the end of the year the plan ends, it does not go past due.
    expect((await call('POST', '/api/payments/subscription/cancel', seller)).statusCode).toBe(200);
    const after = new Date(end.getTime() + 60_000);
    expect((await runTransfersJob({ ...deps, now: after })).pastDue).toBe(0);
    const [still] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(still!.status).toBe('active');
    await runPaymentLifecycle({ ...deps, now: after });
    expect(await activeFeatures(seller.user.id)).toHaveLength(0);
  });

  it('refuses to cancel while a renewal receipt waits for review, and refuses a plan change in Spanish', async () => {
    const seller = await loginAs(t, 'seller');
    await paidByTransfer(seller, YEARLY);
    const change = await call('POST', '/api/payments/subscription/change', seller, {
      productId: products.prod_local_vendedor_profesional_mensual,
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().error.message).toMatch(/transferencia/);

    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, seller.user.id));
    await runTransfersJob({
      db: t.db,
      mailer: t.app.mailer,
      appUrl: 'http://x',
      now: new Date(sub!.currentPeriodEnd!.getTime() - 6 * 86_400_000),
    });
    await t.db
      .update(transferOrders)
      .set({ status: 'por_conciliar' })
      .where(and(eq(transferOrders.subscriptionId, sub!.id), eq(transferOrders.kind, 'renewal')));
    const cancel = await call('POST', '/api/payments/subscription/cancel', seller);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toMatch(/comprobante de la renovación/);
  });
});
