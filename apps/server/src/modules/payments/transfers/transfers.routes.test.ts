// Bank transfer payments (decision 094) through the API: an order, its receipts, the admin's
// approval through the payment pipeline (once, also with two admins at the same moment),
// rejection, expiry, the statement matching and yearly plans renewed by transfer.
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../../../../test/helpers.ts';
import { dashboardLogs } from '../../../db/schema/admin.ts';
import { notices } from '../../../db/schema/notices.ts';
import {
  discountCodes,
  listingCredits,
  processedEvents,
  stripeProducts,
  stripeTransactions,
  subscriptions,
  userFeatures,
  webhookEvents,
} from '../../../db/schema/payments.ts';
import { runPaymentLifecycle } from '../lifecycle.job.ts';
import { runTransfersJob } from './transfers.job.ts';

let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;
let seller: Session;
let admin: Session;
let admin2: Session;
const products: Record<string, number> = {};
const PREMIUM_3 = 'prod_local_paquete_premium_3';
const FEATURED_1 = 'prod_local_paquete_destacado_1';
const MONTHLY = 'prod_local_vendedor_profesional_mensual';
const YEARLY = 'prod_local_vendedor_profesional_anual';
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ ...NO_RATE_LIMITS, TRANSFER_HOLD_HOURS: '72' });
  await t.db.execute(sql`insert into bank_accounts (bank, account_type, number, holder, ruc)
    values ('Banco Pichincha', 'corriente', '2100123456', 'Traspasa S.A.S.', '1793204567001')`);
  seller = await loginAs(t, 'seller');
  admin = await loginAs(t, 'admin');
  admin2 = await loginAs(t, 'admin');
  for (const p of await t.db.select().from(stripeProducts)) products[p.stripeProductId] = p.id;
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
    .withMetadata({ exif: { IFD0: { Artist: 'Secreto' } } })
    .png()
    .toBuffer();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Session, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

function multipart(file: Buffer, name: string, fields: Record<string, string> = {}) {
  const boundary = `----t${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(who: Session, orderId: number, file: Buffer, name = 'comprobante.png', fields = {}) {
  const body = multipart(file, name, fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/transfers/${orderId}/receipts`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

async function order(who: Session, productKey: string, discountCode?: string) {
  const res = await call('POST', '/api/payments/transfers', who, {
    productId: products[productKey],
    ...(discountCode ? { discountCode } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const availableCredits = async (userId: number) =>
  (
    await t.db
      .select()
      .from(listingCredits)
      .where(and(eq(listingCredits.userId, userId), eq(listingCredits.status, 'available')))
  ).length;

describe('a package paid by transfer', () => {
  it('creates an order with the card total, a reference code and the accounts', async () => {
    const o = await order(seller, PREMIUM_3);
    const [product] = await t.db
      .select()
      .from(stripeProducts)
      .where(eq(stripeProducts.id, products[PREMIUM_3]!));
    expect(o.reference).toMatch(/^TP-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/);
    expect(o.amountCents).toBe(Math.round(Number(product!.precioUsd) * 100));
    expect(o.status).toBe('esperando_pago');
    expect(o.accounts[0]).toMatchObject({
      bank: 'Banco Pichincha',
      number: '2100123456',
      ruc: '1793204567001',
    });
    const hours = (Date.parse(o.expiresAt) - Date.parse(o.createdAt)) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    // The quote the card checkout shows has the same total.
    const quote = await call('POST', '/api/payments/quote', seller, { productId: products[PREMIUM_3] });
    expect(quote.json().totalCents).toBe(o.amountCents);
    expect(o.taxIncludedCents).toBe(quote.json().taxIncludedCents);
  });

  it('refuses a monthly plan in Spanish', async () => {
    const res = await call('POST', '/api/payments/transfers', seller, { productId: products[MONTHLY] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Los planes mensuales se pagan solo con tarjeta');
  });

  it('keeps receipts private: the buyer and admins see them, anybody else gets the 404 of a missing one', async () => {
    const o = await order(seller, PREMIUM_3);
    const res = await upload(seller, o.id, png, 'foto.png', {
      bankTransactionNumber: '998877',
      amountCents: '1000',
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json();
    expect(view.status).toBe('por_conciliar');
    expect(view.receipts).toHaveLength(1);
    expect(view.reportedCents).toBe(1000);
    expect(view.missingCents).toBe(o.amountCents - 1000);
    const receiptUrl = `/api/payments/transfers/${o.id}/receipts/${view.receipts[0].id}`;

    const own = await call('GET', receiptUrl, seller);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(own.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect((await call('GET', receiptUrl, admin)).statusCode).toBe(200);

    const other = await loginAs(t, 'seller');
    const foreign = await call('GET', receiptUrl, other);
    const missing = await call('GET', `/api/payments/transfers/${o.id}/receipts/999999`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await call('GET', `/api/payments/transfers/${o.id}`, other)).statusCode).toBe(404);
    expect((await upload(other, o.id, png)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/transfers/${o.id}`, other)).statusCode).toBe(403);

    const notAnImage = await upload(seller, o.id, Buffer.from('MZ\x90\x00 not a receipt'), 'virus.png');
    expect(notAnImage.statusCode).toBe(415);
    expect(notAnImage.json().error.message).toContain('JPG, PNG o WebP) o PDF');
  });

  it('takes a PDF receipt and rebuilds it without its metadata', async () => {
    const o = await order(seller, FEATURED_1);
    const doc = await PDFDocument.create();
    doc.addPage([300, 300]);
    doc.setAuthor('Cuenta secreta 123');
    const res = await upload(seller, o.id, Buffer.from(await doc.save()), 'banco.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const file = await call(
      'GET',
      `/api/payments/transfers/${o.id}/receipts/${res.json().receipts[0].id}`,
      seller,
    );
    expect(file.headers['content-type']).toBe('application/pdf');
    const back = await PDFDocument.load(file.rawPayload);
    expect(back.getAuthor()).toBeUndefined();
    expect(back.getPageCount()).toBe(1);
  });

  it('applies the credits exactly once when two admins approve at the same moment', async () => {
    const o = await order(seller, PREMIUM_3);
    await upload(seller, o.id, png);
    const before = await availableCredits(seller.user.id);
    const mailsBefore = t.mails.length;
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {}),
      call('POST', `/api/admin/transfers/${o.id}/approve`, admin2, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
    expect(await availableCredits(seller.user.id)).toBe(before + 3);
    const events = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, `evt_trf_${o.id}`));
    expect(events).toHaveLength(1);
    expect(events[0]!.status).toBe('succeeded');
    expect(
      await t.db
        .select()
        .from(processedEvents)
        .where(eq(processedEvents.eventId, `evt_trf_${o.id}`)),
    ).toHaveLength(1);
    const [payment] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.paymentIntentId, `trf_${o.reference}`));
    expect(payment!.status).toBe('succeeded');
    expect((await call('GET', `/api/payments/transfers/${o.id}`, seller)).json().status).toBe('aprobada');
    // The receipt mail of a paid checkout, once.
    await new Promise((r) => setTimeout(r, 200));
    const receiptMails = t.mails
      .slice(mailsBefore)
      .filter((m) => m.to === seller.user.email && m.attachments?.length);
    expect(receiptMails).toHaveLength(1);
    const audit = await t.db.execute(
      sql`select count(*)::int as n from dashboard_logs where action = 'transfer.approve' and target_id = ${payment!.id}`,
    );
    expect(audit.rows[0]!.n).toBe(1);
    // Approving again changes nothing.
    expect((await call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {})).statusCode).toBe(409);
    expect(await availableCredits(seller.user.id)).toBe(before + 3);
  });

  it('refuses to approve receipts that report less than the amount due unless the admin accepts the shortfall, audited', async () => {
    const o = await order(seller, PREMIUM_3);
    await upload(seller, o.id, png, 'primera.png', { amountCents: '1000' });
    await upload(seller, o.id, png, 'segunda.png', { amountCents: '500' });
    const before = await availableCredits(seller.user.id);
    const refused = await call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/suman \$15 .*faltan/);
    // Nothing applied, still in the queue.
    expect(await availableCredits(seller.user.id)).toBe(before);
    expect((await call('GET', `/api/admin/transfers/${o.id}`, admin)).json().status).toBe('por_conciliar');
    const notAccepted = await call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {
      acceptShortfall: false,
    });
    expect(notAccepted.statusCode).toBe(409);

    const ok = await call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {
      acceptShortfall: true,
      note: 'El banco muestra el total',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('aprobada');
    expect(await availableCredits(seller.user.id)).toBe(before + 3);
    const [audit] = await t.db
      .select()
      .from(dashboardLogs)
      .where(
        and(
          eq(dashboardLogs.action, 'transfer.approve'),
          sql`${dashboardLogs.metadata}->>'orderId' = ${String(o.id)}`,
        ),
      );
    expect(audit!.metadata).toMatchObject({
      reportedCents: 1500,
      missingCents: o.amountCents - 1500,
      shortfallAccepted: true,
    });
    expect(audit!.description).toContain('faltan');
  });

  it('is only for admins', async () => {
    const o = await order(seller, PREMIUM_3);
    const res = await call('POST', `/api/admin/transfers/${o.id}/approve`, seller, {});
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/transfers', seller)).statusCode).toBe(403);
  });

  it('rejects with a reason the buyer reads, who can upload again', async () => {
    const o = await order(seller, PREMIUM_3);
    await upload(seller, o.id, png);
    const short = await call('POST', `/api/admin/transfers/${o.id}/reject`, admin, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    const res = await call('POST', `/api/admin/transfers/${o.id}/reject`, admin, {
      reason: 'El comprobante no muestra el monto transferido',
    });
    expect(res.statusCode).toBe(200);
    const mine = (await call('GET', `/api/payments/transfers/${o.id}`, seller)).json();
    expect(mine.status).toBe('rechazada');
    expect(mine.rejectionReason).toBe('El comprobante no muestra el monto transferido');
    const bell = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, seller.user.id), eq(notices.type, 'transfer-rejected')));
    expect(bell.length).toBeGreaterThan(0);
    const again = await upload(seller, o.id, png);
    expect(again.json().status).toBe('por_conciliar');
    expect(again.json().rejectionReason).toBeNull();
  });
});

describe('expiry', () => {
  it('releases the discount use after the hold, and a late transfer can still be approved', async () => {
    await t.db
      .insert(discountCodes)
      .values({ code: 'UNAVEZ', discountType: 'percentage', discountValue: '10.00', maxUses: 1 });
    const o = await order(seller, PREMIUM_3, 'UNAVEZ');
    expect(o.discountCents).toBeGreaterThan(0);
    const code = async () =>
      (await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'UNAVEZ')))[0]!;
    expect((await code()).currentUses).toBe(1);
    // Nobody else can use it meanwhile.
    const other = await loginAs(t, 'seller');
    expect(
      (
        await call('POST', '/api/payments/transfers', other, {
          productId: products[PREMIUM_3],
          discountCode: 'UNAVEZ',
        })
      ).statusCode,
    ).toBe(400);

    const early = await runTransfersJob({
      db: t.db,
      mailer: t.app.mailer,
      appUrl: 'http://x',
      now: new Date(Date.now() + 71 * 3600_000),
    });
    expect(early.expired).toBe(0);
    const later = new Date(Date.now() + 73 * 3600_000);
    const run = await runTransfersJob({ db: t.db, mailer: t.app.mailer, appUrl: 'http://x', now: later });
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/api/payments/transfers/${o.id}`, seller)).json().status).toBe('vencida');
    expect((await code()).currentUses).toBe(0);

    // The transfer arrives late: the buyer uploads, an admin approves, the credits land.
    expect((await upload(seller, o.id, png)).json().status).toBe('por_conciliar');
    const before = await availableCredits(seller.user.id);
    const res = await call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('aprobada');
    expect(await availableCredits(seller.user.id)).toBe(before + 3);
    expect((await code()).currentUses).toBe(1);
  });
});

describe('bank statement', () => {
  it('proposes exact matches, flags amount mismatches, two candidates and unknown lines', async () => {
    const a = await order(seller, PREMIUM_3);
    const b = await order(seller, FEATURED_1);
    const c = await order(seller, FEATURED_1);
    const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    const csv = [
      'Fecha;Descripción;Monto;Referencia',
      `01/12/2026;TRANSFERENCIA DE ANA ${a.reference.replaceAll('-', ' ')};${amount(a.amountCents)};`,
      `01/12/2026;DEPOSITO;${amount(b.amountCents - 100)};${b.reference}`,
      `02/12/2026;PAGO ${b.reference} Y ${c.reference};${amount(b.amountCents)};`,
      '02/12/2026;INTERESES;0,12;',
      '02/12/2026;COMISION;-1,50;',
    ].join('\n');
    const body = multipart(Buffer.from(csv), 'extracto.csv');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/transfers/statement',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { matches, lines } = res.json();
    expect(lines).toBe(4);
    expect(matches.map((m: { kind: string }) => m.kind)).toEqual([
      'match',
      'amount_mismatch',
      'ambiguous',
      'unmatched',
    ]);
    expect(matches[0].candidates[0].orderId).toBe(a.id);
    expect(matches[1].note).toContain('El pedido es de');
    expect(matches[2].candidates).toHaveLength(2);

    // One click approves the proposed match.
    const ok = await call('POST', `/api/admin/transfers/${a.id}/approve`, admin, { via: 'statement' });
    expect(ok.statusCode).toBe(200);
  });

  it('remembers the column layout and refuses malformed files with the row number', async () => {
    const layout = {
      dateColumn: 2,
      descriptionColumn: 3,
      amountColumn: 1,
      referenceColumn: null,
      separator: ',',
      decimalComma: false,
      hasHeader: false,
    };
    expect((await call('PUT', '/api/admin/transfers/statement-layout', admin, layout)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/transfers/statement-layout', admin2)).json().layout).toEqual(
      layout,
    );
    const body = multipart(Buffer.from('12.50,2026-12-01,PAGO\nabc,2026-12-01,PAGO'), 'e.csv');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/transfers/statement',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Fila 2');
    const bad = await call('PUT', '/api/admin/transfers/statement-layout', admin, {
      ...layout,
      dateColumn: 0,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a yearly plan paid by transfer', () => {
  it('starts a year, gets a renewal order 7 days before the end, then the grace period and the downgrade', async () => {
    const buyer = await loginAs(t, 'seller');
    const o = await order(buyer, YEARLY);
    await upload(buyer, o.id, png);
    expect((await call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {})).statusCode).toBe(200);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id));
    expect(sub!.status).toBe('active');
    const days = (sub!.currentPeriodEnd!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    const features = () =>
      t.db
        .select()
        .from(userFeatures)
        .where(and(eq(userFeatures.userId, buyer.user.id), eq(userFeatures.active, true)));
    expect((await features()).length).toBeGreaterThan(0);
    expect((await call('GET', '/api/payments/subscription', buyer)).json().subscription.productId).toBe(
      products[YEARLY],
    );

    const end = sub!.currentPeriodEnd!;
    const deps = { db: t.db, mailer: t.app.mailer, appUrl: 'http://localhost:3000' };
    const mailsBefore = t.mails.length;
    expect(
      (await runTransfersJob({ ...deps, now: new Date(end.getTime() - 8 * 86_400_000) })).renewalOrders,
    ).toBe(0);
    expect(
      (await runTransfersJob({ ...deps, now: new Date(end.getTime() - 6 * 86_400_000) })).renewalOrders,
    ).toBe(1);
    expect(
      (await runTransfersJob({ ...deps, now: new Date(end.getTime() - 5 * 86_400_000) })).renewalOrders,
    ).toBe(0);
    const mine = (await call('GET', '/api/payments/transfers', buyer)).json().items;
    const renewal = mine.find((x: { kind: string }) => x.kind === 'renewal');
    expect(renewal.status).toBe('esperando_pago');
    const mail = t.mails.slice(mailsBefore).find((m) => m.to === buyer.user.email);
    expect(mail?.text).toContain(renewal.reference);

    // Unpaid at the end: past due with the grace period, features kept for now…
    const after = new Date(end.getTime() + 60_000);
    expect((await runTransfersJob({ ...deps, now: after })).pastDue).toBe(1);
    const [due] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(due!.status).toBe('past_due');
    expect((await features()).length).toBeGreaterThan(0);
    // …and removed once the grace period is over, as after a declined card.
    await runPaymentLifecycle({ ...deps, now: new Date(end.getTime() + 8 * 86_400_000) });
    expect(await features()).toHaveLength(0);
  });

  it('renews for another year when the renewal order is approved', async () => {
    const buyer = await loginAs(t, 'seller');
    const o = await order(buyer, YEARLY);
    await call('POST', `/api/admin/transfers/${o.id}/approve`, admin, {});
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id));
    const end = sub!.currentPeriodEnd!;
    await runTransfersJob({
      db: t.db,
      mailer: t.app.mailer,
      appUrl: 'http://x',
      now: new Date(end.getTime() - 6 * 86_400_000),
    });
    const renewal = (await call('GET', '/api/payments/transfers', buyer))
      .json()
      .items.find((x: { kind: string }) => x.kind === 'renewal');
    expect((await call('POST', `/api/admin/transfers/${renewal.id}/approve`, admin, {})).statusCode).toBe(
      200,
    );
    const [renewed] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(renewed!.status).toBe('active');
    const next = new Date(end);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    expect(renewed!.currentPeriodEnd!.toISOString()).toBe(next.toISOString());
  });
});
