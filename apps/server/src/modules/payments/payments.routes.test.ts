// Issue 9: money taken correctly, never charged or granted twice. These tests drive the
// sandbox provider's hosted checkout through the API, its signed events through the real
// webhook, and the pipeline by calling the job's function.
import { and, eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import {
  discountCodes,
  failedEvents,
  listingCredits,
  processedEvents,
  stripeProducts,
  stripeTransactions,
  subscriptions,
  userFeatures,
  webhookEvents,
} from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { readPdf } from '../ndas/pdf/pdf.test-kit.ts';

// A configured support address (decision 159): the receipts, mailed and downloaded, name it.
const SUPPORT = 'ayuda@mercado-ejemplo.ec';
let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;
let seller: Session;
let buyer: Session;
let admin: Session;
const products: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ ...NO_RATE_LIMITS, SUPPORT_EMAIL: SUPPORT });
  await t.db
    .insert(discountCodes)
    .values({ code: 'BIENVENIDA10', discountType: 'percentage', discountValue: '10.00' });
  seller = await loginAs(t, 'seller');
  buyer = await loginAs(t, 'buyer');
  admin = await loginAs(t, 'admin');
  for (const p of await t.db.select().from(stripeProducts)) products[p.stripeProductId] = p.id;
});

const PREMIUM_3 = 'prod_local_paquete_premium_3';
const FEATURED_1 = 'prod_local_paquete_destacado_1';
const SELLER_PLAN = 'prod_local_vendedor_profesional_mensual';
const BUYER_PLAN = 'prod_local_comprador_pro_mensual';

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function startCheckout(who: Session, productKey: string, discountCode?: string) {
  const res = await call('POST', '/api/payments/checkout', who.headers, {
    productId: products[productKey],
    ...(discountCode ? { discountCode } : {}),
  });
  return res;
}

async function pay(who: Session, sessionId: string, cardNumber = '4242 4242 4242 4242') {
  const res = await call('POST', `/api/payments/sandbox/sessions/${sessionId}/pay`, who.headers, {
    cardNumber,
    expiry: '12/34',
    cvc: '123',
    name: 'Ana Pérez',
  });
  expect(res.statusCode).toBe(200);
  await t.app.payments.settle();
  return res.json() as { outcome: string; message: string | null; redirectUrl: string | null };
}

async function buy(who: Session, productKey: string, card?: string) {
  const started = await startCheckout(who, productKey);
  expect(started.statusCode).toBe(201);
  const { sessionId } = started.json();
  const paid = await pay(who, sessionId, card);
  return { sessionId, paid };
}

async function credits(who: Session) {
  return (await call('GET', '/api/payments/credits', who.headers)).json();
}

async function signed(event: object) {
  const payload = JSON.stringify(event);
  const secret = await t.app.payments.provider.webhookSecret();
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function deliver(event: object) {
  const { payload, signature } = await signed(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('a seller buys a package with the sandbox card checkout', () => {
  it('pays with 4242: the success page says paid only once the event is processed, and 3 Premium credits arrive once', async () => {
    const before = await credits(seller);
    const started = await startCheckout(seller, PREMIUM_3);
    expect(started.statusCode).toBe(201);
    const { sessionId, url } = started.json();
    expect(url).toContain(`/sandbox-checkout/${sessionId}`);
    const open = await call('GET', `/api/payments/checkout-sessions/${sessionId}`, seller.headers);
    expect(open.json().state).toBe('open');

    const result = await call('POST', `/api/payments/sandbox/sessions/${sessionId}/pay`, seller.headers, {
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Vendedor Demo',
    });
    expect(result.json()).toMatchObject({ outcome: 'succeeded' });
    expect(result.json().redirectUrl).toContain(`/payment-success?session_id=${sessionId}`);
    // Paid at the provider, but not confirmed by our pipeline yet: never "paid".
    const midway = await call('GET', `/api/payments/checkout-sessions/${sessionId}`, seller.headers);
    expect(midway.json().state).toBe('processing');

    await t.app.payments.settle();
    const done = await call('GET', `/api/payments/checkout-sessions/${sessionId}`, seller.headers);
    expect(done.json()).toMatchObject({
      state: 'paid',
      kind: 'package',
      creditsAdded: 3,
      packageTier: 'premium',
    });
    expect((await credits(seller)).premium.available).toBe(before.premium.available + 3);
    // Both events of the payment arrived; credits were added by one of them only.
    await t.app.payments.settle();
    expect((await credits(seller)).premium.available).toBe(before.premium.available + 3);
    const receipt = t.mails.find(
      (m) => m.to === seller.user.email && /Comprobante|comprobante|pago/i.test(m.subject),
    );
    expect(receipt).toBeDefined();
    const { all } = await readPdf(new Uint8Array(receipt!.attachments![0]!.content));
    expect(all).toContain(`Escríbenos a ${SUPPORT}`);
    expect(all).not.toContain('soporte@traspasa.test');
  });

  it('declines 4000 0000 0000 0002 with a Spanish message and charges nothing; another card then pays', async () => {
    const before = await credits(seller);
    const started = await startCheckout(seller, FEATURED_1);
    const { sessionId } = started.json();
    const declined = await pay(seller, sessionId, '4000 0000 0000 0002');
    expect(declined).toMatchObject({ outcome: 'declined', redirectUrl: null });
    expect(declined.message).toMatch(/rechazó la tarjeta/);
    const status = await call('GET', `/api/payments/checkout-sessions/${sessionId}`, seller.headers);
    expect(status.json()).toMatchObject({ state: 'failed' });
    expect(status.json().failureMessage).toMatch(/rechazó/);
    expect((await credits(seller)).featured.available).toBe(before.featured.available);

    const insufficient = await pay(seller, sessionId, '4000000000009995');
    expect(insufficient.message).toMatch(/fondos suficientes/);

    const ok = await pay(seller, sessionId);
    expect(ok.outcome).toBe('succeeded');
    expect(
      (await call('GET', `/api/payments/checkout-sessions/${sessionId}`, seller.headers)).json().state,
    ).toBe('paid');
    expect((await credits(seller)).featured.available).toBe(before.featured.available + 1);
  });

  it('asks for a 3-D Secure confirmation with 4000 0027 6000 3184; refusing it charges nothing, approving pays', async () => {
    const started = await startCheckout(seller, FEATURED_1);
    const { sessionId } = started.json();
    const first = await pay(seller, sessionId, '4000002760003184');
    expect(first.outcome).toBe('requires_action');
    const view = await call('GET', `/api/payments/sandbox/sessions/${sessionId}`, seller.headers);
    expect(view.json().state).toBe('requires_action');
    const refused = await call(
      'POST',
      `/api/payments/sandbox/sessions/${sessionId}/confirm`,
      seller.headers,
      {
        approve: false,
      },
    );
    expect(refused.json().outcome).toBe('declined');
    await pay(seller, sessionId, '4000002760003184');
    const approved = await call(
      'POST',
      `/api/payments/sandbox/sessions/${sessionId}/confirm`,
      seller.headers,
      {
        approve: true,
      },
    );
    expect(approved.json().outcome).toBe('succeeded');
    await t.app.payments.settle();
    expect(
      (await call('GET', `/api/payments/checkout-sessions/${sessionId}`, seller.headers)).json().state,
    ).toBe('paid');
  });

  it("keeps payments private: another user's session, hosted page and receipt answer 404", async () => {
    const { sessionId } = await buy(seller, FEATURED_1);
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, sessionId));
    for (const url of [
      `/api/payments/checkout-sessions/${sessionId}`,
      `/api/payments/sandbox/sessions/${sessionId}`,
      `/api/payments/transactions/${tx!.id}/receipt`,
    ]) {
      expect((await call('GET', url, buyer.headers)).statusCode, url).toBe(404);
    }
    const mine = await call('GET', `/api/payments/transactions/${tx!.id}/receipt`, seller.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect((await readPdf(mine.rawPayload)).all).toContain(`Soporte: ${SUPPORT}`);
    const list = (await call('GET', '/api/payments/transactions', buyer.headers)).json();
    expect(list.items.find((i: { id: number }) => i.id === tx!.id)).toBeUndefined();
  });

  it('sells packages to sellers only', async () => {
    const res = await startCheckout(buyer, PREMIUM_3);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/vendedores/);
  });
});

describe('listing credits and tiers', () => {
  it('a seller without a credit gets a Spanish 402; with one, the listing reserves it, approval uses it and features the listing', async () => {
    const fresh = await loginAs(t, 'seller');
    const [draft] = await t.db
      .insert(businesses)
      .values({
        sellerId: fresh.user.id,
        title: 'Cafetería con terraza en Cuenca',
        slug: `cafe-${Date.now()}`,
        description: 'Veinte mesas.',
        category: 'restaurant',
        country: 'Ecuador',
        location: 'Cuenca',
        askingPrice: '90000',
        images: ['/uploads/demo/cafe.webp'],
        status: 'draft',
      })
      .returning();
    const refused = await call('PATCH', `/api/businesses/${draft!.id}`, fresh.headers, {
      packageTier: 'featured',
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toMatch(/crédito Destacado/);

    await buy(fresh, FEATURED_1);
    expect((await credits(fresh)).featured).toMatchObject({ available: 1, reserved: 0, used: 0 });
    const chosen = await call('PATCH', `/api/businesses/${draft!.id}`, fresh.headers, {
      packageTier: 'featured',
    });
    expect(chosen.statusCode).toBe(200);
    expect((await credits(fresh)).featured).toMatchObject({ available: 0, reserved: 1 });

    const submitted = await call('POST', `/api/businesses/${draft!.id}/submit`, fresh.headers, {
      confirmFigures: true,
    });
    expect(submitted.statusCode).toBe(200);
    const rejected = await call('POST', `/api/admin/businesses/${draft!.id}/reject`, admin.headers, {
      reason: 'Faltan fotos del local por dentro.',
    });
    expect(rejected.statusCode).toBe(200);
    // Rejected before approval: the credit is given back.
    expect((await credits(fresh)).featured).toMatchObject({ available: 1, reserved: 0, used: 0 });

    await call('PATCH', `/api/businesses/${draft!.id}`, fresh.headers, { packageTier: 'featured' });
    await call('POST', `/api/businesses/${draft!.id}/submit`, fresh.headers, { confirmFigures: true });
    const approved = await call('POST', `/api/admin/businesses/${draft!.id}/approve`, admin.headers, {});
    expect(approved.statusCode).toBe(200);
    expect((await credits(fresh)).featured).toMatchObject({ available: 0, reserved: 0, used: 1 });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, draft!.id));
    expect(row).toMatchObject({ packageTier: 'featured', featured: true, status: 'approved' });
    expect(row!.featuredUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('a refund takes back the credits it paid for, including one a live listing used', async () => {
    const fresh = await loginAs(t, 'seller');
    const { sessionId } = await buy(fresh, PREMIUM_3);
    const [listing] = await t.db
      .insert(businesses)
      .values({
        sellerId: fresh.user.id,
        title: 'Panadería artesanal en Loja',
        slug: `pan-${Date.now()}`,
        description: 'Horno de leña y clientela fija.',
        category: 'restaurant',
        country: 'Ecuador',
        location: 'Loja',
        images: ['/uploads/demo/pan.webp'],
        status: 'approved',
        askingPrice: '40000',
      })
      .returning();
    expect(
      (await call('PATCH', `/api/businesses/${listing!.id}`, fresh.headers, { packageTier: 'premium' }))
        .statusCode,
    ).toBe(200);
    expect((await credits(fresh)).premium).toMatchObject({ available: 2, used: 1 });
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, sessionId));
    const refund = await call('POST', `/api/admin/payments/transactions/${tx!.id}/refund`, admin.headers, {
      reason: 'El cliente pidió la devolución.',
    });
    expect(refund.statusCode).toBe(200);
    await t.app.payments.settle();
    expect((await credits(fresh)).premium).toMatchObject({ available: 0, reserved: 0, used: 0 });
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, listing!.id));
    expect(after!.packageTier).toBe('basic');
    const [refunded] = await t.db.select().from(stripeTransactions).where(eq(stripeTransactions.id, tx!.id));
    expect(refunded!.status).toBe('refunded');
    // Refunding twice is refused.
    const again = await call('POST', `/api/admin/payments/transactions/${tx!.id}/refund`, admin.headers, {
      reason: 'Otra vez.',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('plans', () => {
  it('a buyer subscribes with 4242: the plan is active, its features granted, the catalog marks it', async () => {
    const fresh = await loginAs(t, 'buyer');
    const { paid } = await buy(fresh, BUYER_PLAN);
    expect(paid.redirectUrl).toContain('/subscription-success?session_id=');
    const mine = (await call('GET', '/api/payments/subscription', fresh.headers)).json();
    expect(mine.subscription).toMatchObject({
      productName: 'Comprador Pro',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(mine.features).toContain('acuerdos_ilimitados');
    const catalog = (await call('GET', '/api/payments/catalog', fresh.headers)).json();
    expect(catalog.currentProductId).toBe(products[BUYER_PLAN]);
    const again = await startCheckout(fresh, BUYER_PLAN);
    expect(again.statusCode).toBe(409);

    // Cancel at period end keeps the features; resuming keeps them too.
    const cancelled = (await call('POST', '/api/payments/subscription/cancel', fresh.headers)).json();
    expect(cancelled.subscription.cancelAtPeriodEnd).toBe(true);
    expect(cancelled.features).toContain('acuerdos_ilimitados');
    const resumed = (await call('POST', '/api/payments/subscription/resume', fresh.headers)).json();
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('a seller plan grants a Destacado credit with each paid month; a failed renewal is past due, kept for the grace period', async () => {
    const fresh = await loginAs(t, 'seller');
    await buy(fresh, SELLER_PLAN);
    expect((await credits(fresh)).featured.available).toBe(1);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, fresh.user.id));
    const sandbox = t.app.payments.sandbox!;
    const nextMonth = new Date(sub!.currentPeriodEnd!.getTime() + 1000);
    expect(await sandbox.advance(sub!.stripeSubscriptionId, nextMonth)).toBe('renewed');
    await t.app.payments.settle();
    const errs = await t.db.select().from(webhookEvents).where(sql`${webhookEvents.status} <> 'succeeded'`);
    expect(errs.map((e) => `${e.eventType}: ${e.errorMessage}`)).toEqual([]);
    expect((await credits(fresh)).featured.available).toBe(2);
    const [renewed] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(renewed!.currentPeriodEnd!.getTime()).toBeGreaterThan(sub!.currentPeriodEnd!.getTime());

    const later = new Date(renewed!.currentPeriodEnd!.getTime() + 1000);
    expect(await sandbox.advance(sub!.stripeSubscriptionId, later, { fail: true })).toBe('failed');
    await t.app.payments.settle();
    const mine = (await call('GET', '/api/payments/subscription', fresh.headers)).json();
    expect(mine.subscription.status).toBe('past_due');
    expect(mine.subscription.graceUntil).not.toBeNull();
    expect(mine.features).toContain('fotos_adicionales');
    expect(t.mails.some((m) => m.to === fresh.user.email && /renovación/.test(m.subject))).toBe(true);
    // No extra credit for an unpaid month.
    expect((await credits(fresh)).featured.available).toBe(2);
  });
});

describe('the webhook and the exactly-once pipeline', () => {
  it('applies many renewals at once on a small pool: an event never waits for a second connection', async () => {
    // The test pool holds 5 connections. Each event runs in a transaction and reads the
    // subscription from the provider; the sandbox keeps it in this database, so the read
    // goes through the event's own transaction (before, eight events at once each held one
    // connection and waited 5 s for another, and failed).
    const sandbox = t.app.payments.sandbox!;
    const subs: string[] = [];
    for (let i = 0; i < 8; i++) {
      const who = await loginAs(t, 'seller');
      await buy(who, SELLER_PLAN);
      const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, who.user.id));
      subs.push(sub!.stripeSubscriptionId!);
    }
    const renewAt = new Date(Date.now() + 40 * 86400_000);
    for (const id of subs) expect(await sandbox.advance(id, renewAt)).toBe('renewed');
    await sandbox.flush();
    await t.app.payments.drainEvents({ concurrency: 8, ignoreSchedule: true });
    const errs = await t.db.select().from(webhookEvents).where(sql`${webhookEvents.status} <> 'succeeded'`);
    expect(errs.map((e) => `${e.eventType}: ${e.errorMessage}`)).toEqual([]);
    const renewed = await t.db
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.stripeSubscriptionId, subs));
    expect(renewed.filter((r) => r.currentPeriodEnd!.getTime() > renewAt.getTime())).toHaveLength(8);
  });

  it('refuses a bad or missing signature with 400 and stores nothing', async () => {
    const event = {
      id: 'evt_forged_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: {} },
    };
    const payload = JSON.stringify(event);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    for (const headers of [{ 'stripe-signature': forged }, {}]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/firma/);
    }
    // A body changed after signing is refused too.
    const { signature } = await signed(event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"created":1', '"created":2'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(
      await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_forged_1')),
    ).toHaveLength(0);
  });

  it('the same event delivered three times at once has one effect', async () => {
    const fresh = await loginAs(t, 'seller');
    const started = (await startCheckout(fresh, PREMIUM_3)).json();
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, started.sessionId));
    const event = {
      id: `evt_triple_${tx!.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: started.sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: `pi_triple_${tx!.id}`,
          metadata: { transactionId: String(tx!.id) },
        },
      },
    };
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    await Promise.all([
      t.app.payments.drainEvents(),
      t.app.payments.drainEvents(),
      t.app.payments.drainEvents(),
    ]);
    expect((await credits(fresh)).premium.available).toBe(3);
    expect(
      await t.db.select().from(processedEvents).where(eq(processedEvents.eventId, event.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.id))).toHaveLength(
      1,
    );
    // Delivered again later: still one effect.
    expect((await deliver(event)).statusCode).toBe(200);
    await t.app.payments.drainEvents();
    expect((await credits(fresh)).premium.available).toBe(3);
  });

  it('subscription events in shuffled order end in the provider state', async () => {
    const fresh = await loginAs(t, 'buyer');
    const { sessionId } = await buy(fresh, BUYER_PLAN);
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, sessionId));
    const subId = tx!.subscriptionId!;
    const sandbox = t.app.payments.sandbox!;
    // Cancel at the provider, then deliver an old "updated" (active) after the "deleted".
    await sandbox.cancelNow(subId, `test-cancel-${subId}`);
    const stale = {
      id: `evt_stale_${subId}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: 1,
      data: { object: { id: subId, object: 'subscription', status: 'active', cancel_at_period_end: false } },
    };
    await t.app.payments.settle();
    await deliver(stale);
    await t.app.payments.drainEvents();
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subId));
    expect(row!.status).toBe('canceled');
    const held = await t.db
      .select()
      .from(userFeatures)
      .where(and(eq(userFeatures.userId, fresh.user.id), eq(userFeatures.active, true)));
    expect(held).toHaveLength(0);
  });

  it('a failing event is retried, dead-lettered after 3 attempts, and an admin replay applies it once', async () => {
    const fresh = await loginAs(t, 'buyer');
    const { sessionId } = await buy(fresh, BUYER_PLAN);
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, sessionId));
    const realId = tx!.subscriptionId!;
    // An event about a subscription the provider does not know (yet): its effect fails.
    const ghost = 'sub_ghost_for_replay';
    const event = {
      id: `evt_ghost_${fresh.user.id}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: ghost, object: 'subscription' } },
    };
    await deliver(event);
    for (let i = 0; i < 3; i++) await t.app.payments.drainEvents({ ignoreSchedule: true });
    const [stored] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.id));
    expect(stored).toMatchObject({ status: 'failed', attempts: 3 });
    const [dead] = await t.db.select().from(failedEvents).where(eq(failedEvents.eventId, event.id));
    expect(dead).toMatchObject({ resolved: false });

    // The provider learns of it (a copy of the real subscription under that id), then the admin replays.
    await t.db.execute(sql`
      insert into sandbox_objects (id, type, data)
      select ${ghost}, type, jsonb_set(data, '{id}', to_jsonb(${ghost}::text)) from sandbox_objects where id = ${realId}`);
    const list = (
      await call('GET', '/api/admin/payments/failed-events?resolved=false', admin.headers)
    ).json();
    expect(list.items.some((i: { eventId: string }) => i.eventId === event.id)).toBe(true);
    const replay = await call('POST', `/api/admin/payments/failed-events/${dead!.id}/replay`, admin.headers);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ resolved: true });
    expect(replay.json().resolution).toMatch(/una sola vez/);
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, ghost));
    expect(rows).toHaveLength(1);
    expect(
      await t.db.select().from(processedEvents).where(eq(processedEvents.eventId, event.id)),
    ).toHaveLength(1);
    // A second replay is refused.
    expect(
      (await call('POST', `/api/admin/payments/failed-events/${dead!.id}/replay`, admin.headers)).statusCode,
    ).toBe(409);
    // Admin pages answer; non-admins are refused.
    for (const url of [
      '/api/admin/payments/summary',
      '/api/admin/payments/events',
      '/api/admin/payments/transactions',
      '/api/admin/payments/subscriptions',
    ]) {
      expect((await call('GET', url, admin.headers)).statusCode, url).toBe(200);
      expect((await call('GET', url, seller.headers)).statusCode, url).toBe(403);
    }
  });
});

describe('discount codes at checkout', () => {
  it('a code with 10 uses left is used 10 times by 50 concurrent checkouts; an abandoned checkout gives its use back', async () => {
    const [code] = await t.db
      .insert(discountCodes)
      .values({ code: 'CONCURRENTE50', discountType: 'percentage', discountValue: '20.00', maxUses: 10 })
      .returning();
    const buyers = await Promise.all(Array.from({ length: 50 }, () => loginAs(t, 'seller')));
    const answers = await Promise.all(buyers.map((b) => startCheckout(b, FEATURED_1, 'concurrente50')));
    const ok = answers.filter((a) => a.statusCode === 201);
    expect(ok).toHaveLength(10);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(/CONCURRENTE50/);
    }
    const [after] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, code!.id));
    expect(after!.currentUses).toBe(10);
    const quote = (
      await call('POST', '/api/payments/quote', seller.headers, {
        productId: products[FEATURED_1],
        discountCode: 'CONCURRENTE50',
      })
    ).json();
    expect(quote.discountError).toMatch(/todas las veces/);

    // One checkout is abandoned: once expired, its use comes back, once.
    const firstOk = answers.findIndex((a) => a.statusCode === 201);
    const abandoned = answers[firstOk]!.json().sessionId as string;
    await t.db
      .update(stripeTransactions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stripeTransactions.checkoutSessionId, abandoned));
    await t.app.payments.expireOpenCheckouts();
    await t.app.payments.settle();
    await t.app.payments.expireOpenCheckouts();
    const [released] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, code!.id));
    expect(released!.currentUses).toBe(9);
    const state = (
      await call('GET', `/api/payments/checkout-sessions/${abandoned}`, buyers[firstOk]!.headers)
    ).json();
    expect(state.state).toBe('expired');
  });

  it('quotes a code with its Spanish reason when it does not apply, and the total when it does', async () => {
    const ok = (
      await call('POST', '/api/payments/quote', buyer.headers, {
        productId: products[BUYER_PLAN],
        discountCode: 'bienvenida10',
      })
    ).json();
    expect(ok).toMatchObject({
      subtotalCents: 1900,
      discountCents: 190,
      totalCents: 1710,
      discountError: null,
    });
    const unknown = (
      await call('POST', '/api/payments/quote', buyer.headers, {
        productId: products[BUYER_PLAN],
        discountCode: 'NOEXISTE',
      })
    ).json();
    expect(unknown.discountError).toMatch(/No encontramos el código/);
    expect(unknown.totalCents).toBe(1900);
    const bad = await startCheckout(buyer, BUYER_PLAN, 'NOEXISTE');
    expect(bad.statusCode).toBe(400);
  });
});

describe('users.packageCount mirrors available credits', () => {
  it('counts every tier', async () => {
    const [row] = await t.db
      .select({ n: users.packageCount })
      .from(users)
      .where(eq(users.id, seller.user.id));
    const c = await credits(seller);
    expect(row!.n).toBe(c.premium.available + c.featured.available);
    const rows = await t.db.select().from(listingCredits).where(eq(listingCredits.userId, seller.user.id));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('what a review found (decision 090)', () => {
  it('grants a plan credit once per invoice even when Stripe also sends invoice.payment_succeeded', async () => {
    const fresh = await loginAs(t, 'seller');
    const { sessionId } = await buy(fresh, SELLER_PLAN);
    expect((await credits(fresh)).featured.available).toBe(1);
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, sessionId));
    const twin = {
      id: `evt_twin_${tx!.id}`,
      object: 'event',
      type: 'invoice.payment_succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: tx!.invoiceId,
          object: 'invoice',
          subscription: tx!.subscriptionId,
          billing_reason: 'subscription_create',
          amount_paid: 2900,
        },
      },
    };
    expect((await deliver(twin)).statusCode).toBe(200);
    await t.app.payments.drainEvents();
    expect((await credits(fresh)).featured.available).toBe(1);
  });

  it('never features a listing again for free, and an upgrade does not burn credits on later saves', async () => {
    const fresh = await loginAs(t, 'seller');
    await buy(fresh, PREMIUM_3);
    await buy(fresh, FEATURED_1);
    const [listing] = await t.db
      .insert(businesses)
      .values({
        sellerId: fresh.user.id,
        title: 'Librería de barrio en Ambato',
        slug: `libros-${Date.now()}`,
        description: 'Treinta años en el centro.',
        category: 'retail',
        country: 'Ecuador',
        location: 'Ambato',
        images: ['/uploads/demo/libros.webp'],
        status: 'approved',
        askingPrice: '30000',
      })
      .returning();
    const patch = (body: object) => call('PATCH', `/api/businesses/${listing!.id}`, fresh.headers, body);
    expect((await patch({ packageTier: 'premium' })).statusCode).toBe(200);
    expect((await patch({ packageTier: 'featured' })).statusCode).toBe(200);
    const [featured] = await t.db.select().from(businesses).where(eq(businesses.id, listing!.id));
    expect(featured!.featured).toBe(true);
    expect((await credits(fresh)).featured).toMatchObject({ available: 0, used: 1 });
    // A later save that repeats the tier uses nothing more.
    expect((await patch({ packageTier: 'featured', confidentialInfo: 'RUC 1790012345001' })).statusCode).toBe(
      200,
    );
    expect((await credits(fresh)).featured).toMatchObject({ available: 0, used: 1 });
    expect((await credits(fresh)).premium).toMatchObject({ available: 2, used: 1 });
    // Down to basic and back: the used credit does not feature it again.
    expect((await patch({ packageTier: 'basic' })).statusCode).toBe(200);
    const [basic] = await t.db.select().from(businesses).where(eq(businesses.id, listing!.id));
    expect(basic).toMatchObject({ packageTier: 'basic', featured: false });
    expect((await patch({ packageTier: 'featured' })).statusCode).toBe(200);
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, listing!.id));
    expect(after!.featured).toBe(false);
  });

  it('ends an open plan checkout when another one starts, so one user cannot pay two plans', async () => {
    const fresh = await loginAs(t, 'buyer');
    const first = (await startCheckout(fresh, BUYER_PLAN)).json();
    const second = (await startCheckout(fresh, 'prod_local_comprador_pro_anual')).json();
    const late = await call('POST', `/api/payments/sandbox/sessions/${first.sessionId}/pay`, fresh.headers, {
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Dos Pestañas',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/venció/);
    expect((await pay(fresh, second.sessionId)).outcome).toBe('succeeded');
    const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, fresh.user.id));
    expect(subs).toHaveLength(1);
  });

  it('turns a declined renewal that is paid on a later attempt into a paid row with its receipt', async () => {
    const fresh = await loginAs(t, 'buyer');
    await buy(fresh, BUYER_PLAN);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, fresh.user.id));
    const invoiceId = `in_retry_${sub!.id}`;
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      subscription: sub!.stripeSubscriptionId,
      billing_reason: 'subscription_cycle',
      amount_due: 1900,
    };
    await deliver({
      id: `evt_fail_${sub!.id}`,
      object: 'event',
      type: 'invoice.payment_failed',
      created: 1,
      data: { object: invoice },
    });
    await t.app.payments.drainEvents();
    await deliver({
      id: `evt_paid_${sub!.id}`,
      object: 'event',
      type: 'invoice.paid',
      created: 2,
      data: { object: { ...invoice, amount_paid: 1900, payment_intent: `pi_retry_${sub!.id}` } },
    });
    await t.app.payments.drainEvents();
    const [row] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.invoiceId, invoiceId));
    expect(row).toMatchObject({ status: 'succeeded', paymentIntentId: `pi_retry_${sub!.id}` });
  });

  it('stores events that arrive together in one write, and one that PostgreSQL refuses fails alone', async () => {
    const good = Array.from({ length: 5 }, (_, i) => ({
      id: `evt_batch_${i}_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: { id: `cus_batch_${i}` } },
    }));
    // Valid JSON that jsonb cannot hold (a NUL character).
    const poison = {
      id: `evt_poison_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: { id: 'cus_\u0000' } },
    };
    const answers = await Promise.all([...good, poison].map((e) => deliver(e)));
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]!.statusCode).toBeGreaterThanOrEqual(400);
    expect(answers[5]!.statusCode).toBeLessThan(500);
    for (const e of good) {
      expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, e.id))).toHaveLength(1);
    }
  });

  it('answers a Spanish 400 to a signed body that is not an event', async () => {
    for (const body of [
      [1, 2],
      { id: 'evt_no_type', data: { object: {} } },
      { id: 'evt_x', type: 'x', data: null },
    ]) {
      const { payload, signature } = await signed(body);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error.message).toMatch(/formato/);
    }
  });
});
