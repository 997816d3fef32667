// The offline payment provider (decision 090): what Stripe does on its side, done here so
// `npm start` and the tests can sell without a network. It keeps its records in
// `sandbox_objects`, charges Stripe's test cards, renews subscriptions on its own clock,
// and tells Traspasa everything through signed Stripe-format events sent to the same
// webhook endpoint Stripe would call.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../../db/client.ts';
import { sandboxObjects } from '../../../db/schema/payments.ts';
import type {
  CheckoutProduct,
  CreateCheckoutInput,
  CreatedCheckout,
  PaymentProvider,
  ProviderSubscription,
} from '../provider.types.ts';
import { cardBrand, cardOutcome, expiryInFuture, FAILS_LATER } from './test-cards.rules.ts';

type Obj = Record<string, unknown> & { id: string };

interface Session extends Obj {
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  total_details: { amount_discount: number };
  currency: 'usd';
  customer: string;
  customer_email: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  /** Sandbox-only: what the page shows, and a card waiting for its 3-D Secure answer. */
  sandbox: {
    product: CheckoutProduct;
    discountCode: string | null;
    pendingCard: StoredCard | null;
    canceled: boolean;
  };
}

interface StoredCard {
  last4: string;
  brand: string;
  failsLater: boolean;
}

interface Subscription extends Obj {
  object: 'subscription';
  customer: string;
  status: string;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      price: { id: string; product: string; unit_amount: number; recurring: { interval: 'month' | 'year' } };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  sandbox: { card: StoredCard; productName: string };
}

export interface SandboxPayResult {
  outcome: 'succeeded' | 'requires_action' | 'declined';
  message: string | null;
  redirectUrl: string | null;
}

export type SandboxSessionState = 'open' | 'requires_action' | 'complete' | 'expired' | 'canceled';

const SESSION_NOT_FOUND = 'No encontramos esa sesión de pago.';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

function addPeriod(from: Date, interval: 'month' | 'year'): Date {
  const d = new Date(from);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

export class SandboxError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private delivering: Promise<void> = Promise.resolve();
  private secret: string | null;

  constructor(
    private readonly deps: {
      db: Db;
      appUrl: string;
      log: FastifyBaseLogger;
      /** POSTs a signed event to our webhook; resolves to the HTTP status. */
      deliver: (payload: string, signature: string) => Promise<number>;
      webhookSecret?: string;
    },
  ) {
    this.secret = deps.webhookSecret ?? null;
  }

  // --- Storage -------------------------------------------------------------------------

  private async get<T extends Obj>(db: Db, objectId: string, lock = false): Promise<T | null> {
    const q = db
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(eq(sandboxObjects.id, objectId));
    const [row] = lock ? await q.for('update') : await q;
    return (row?.data as T | undefined) ?? null;
  }

  private async put(db: Db, type: string, obj: Obj): Promise<void> {
    await db
      .insert(sandboxObjects)
      .values({ id: obj.id, type, data: obj })
      .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: obj, updatedAt: new Date() } });
  }

  /** A stored answer for an idempotency key, as Stripe replays a request with the same key. */
  private async once<T extends Obj>(key: string, run: (db: Db) => Promise<T>): Promise<T> {
    return this.deps.db.transaction(async (tx) => {
      const keyId = `idem_${key}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${keyId}))`);
      const seen = await this.get<{ id: string; result: T }>(tx, keyId);
      if (seen) return seen.result;
      const result = await run(tx);
      await this.put(tx, 'idempotency_key', { id: keyId, result });
      return result;
    });
  }

  private async emit(db: Db, type: string, object: Obj): Promise<void> {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: unix(new Date()),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    await db.insert(sandboxObjects).values({
      id: event.id,
      type: 'event',
      data: { id: event.id, event, delivered: false, attempts: 0 },
    });
  }

  /**
   * Sends every undelivered event, oldest first, as Stripe would; one that is refused
   * waits for the next call (the sandbox clock job retries). Chained so deliveries of
   * one instance never overlap.
   */
  deliverPending(): Promise<void> {
    const run = async () => {
      const secret = await this.webhookSecret();
      const pending = await this.deps.db
        .select({ id: sandboxObjects.id, data: sandboxObjects.data })
        .from(sandboxObjects)
        .where(
          and(eq(sandboxObjects.type, 'event'), sql`(${sandboxObjects.data}->>'delivered')::boolean = false`),
        )
        .orderBy(asc(sandboxObjects.createdAt), asc(sandboxObjects.id))
        .limit(500);
      for (const row of pending) {
        const payload = JSON.stringify(row.data.event);
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
        let status = 0;
        try {
          status = await this.deps.deliver(payload, signature);
        } catch (err) {
          this.deps.log.warn({ err, eventId: row.id }, 'sandbox: event delivery failed');
        }
        const delivered = status >= 200 && status < 300;
        await this.deps.db
          .update(sandboxObjects)
          .set({
            data: sql`jsonb_set(jsonb_set(${sandboxObjects.data}, '{delivered}', ${delivered ? 'true' : 'false'}::jsonb), '{attempts}', to_jsonb(coalesce((${sandboxObjects.data}->>'attempts')::int, 0) + 1))`,
            updatedAt: new Date(),
          })
          .where(eq(sandboxObjects.id, row.id));
        if (!delivered) break;
      }
    };
    this.delivering = this.delivering.then(run, run).catch((err: unknown) => {
      this.deps.log.error({ err }, 'sandbox: delivering events failed');
    });
    return this.delivering;
  }

  // --- PaymentProvider -------------------------------------------------------------------

  async webhookSecret(): Promise<string> {
    if (this.secret) return this.secret;
    const candidate: Obj = { id: 'webhook_secret', secret: `whsec_${randomBytes(24).toString('base64url')}` };
    await this.deps.db
      .insert(sandboxObjects)
      .values({ id: candidate.id, type: 'secret', data: candidate })
      .onConflictDoNothing();
    const stored = await this.get<{ id: string; secret: string }>(this.deps.db, 'webhook_secret');
    this.secret = stored?.secret ?? null;
    if (!this.secret) throw new Error('sandbox webhook secret missing');
    return this.secret;
  }

  async syncCatalogue(): Promise<void> {
    // The sandbox reads our products directly; nothing to copy.
  }

  async createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const session = await this.once<Session>(input.idempotencyKey, async (db) => {
      const customer = input.customer.providerCustomerId ?? id('cus');
      if (!input.customer.providerCustomerId) {
        await this.put(db, 'customer', {
          id: customer,
          object: 'customer',
          email: input.customer.email,
          name: input.customer.name,
          metadata: { userId: String(input.customer.userId) },
        });
      }
      const s: Session = {
        id: `cs_test_${randomBytes(16).toString('hex')}`,
        object: 'checkout.session',
        mode: input.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: input.amountCents,
        amount_subtotal: input.product.priceCents,
        total_details: { amount_discount: input.discountCents },
        currency: 'usd',
        customer,
        customer_email: input.customer.email,
        client_reference_id: String(input.customer.userId),
        metadata: input.metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: unix(input.expiresAt),
        created: unix(new Date()),
        payment_intent: null,
        subscription: null,
        invoice: null,
        sandbox: {
          product: input.product,
          discountCode: input.discountCode,
          pendingCard: null,
          canceled: false,
        },
      };
      await this.put(db, 'checkout.session', s);
      return s;
    });
    return {
      sessionId: session.id,
      url: `${this.deps.appUrl}/sandbox-checkout/${session.id}`,
      providerCustomerId: session.customer,
    };
  }

  async sessionState(sessionId: string): Promise<'open' | 'complete' | 'expired' | null> {
    const s = await this.get<Session>(this.deps.db, sessionId);
    return s ? s.status : null;
  }

  async expireCheckoutSession(sessionId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const s = await this.get<Session>(tx, sessionId, true);
      if (s?.status !== 'open') return;
      s.status = 'expired';
      await this.put(tx, 'checkout.session', s);
      await this.emit(tx, 'checkout.session.expired', s);
    });
    void this.deliverPending();
  }

  async retrieveSubscription(subId: string, reads?: Db): Promise<ProviderSubscription | null> {
    const sub = await this.get<Subscription>(reads ?? this.deps.db, subId);
    return sub ? toProviderSubscription(sub) : null;
  }

  async setCancelAtPeriodEnd(subId: string, cancel: boolean, idempotencyKey: string) {
    const sub = await this.once<Subscription>(idempotencyKey, async (db) => {
      const s = await this.mustGetSubscription(db, subId);
      if (s.status === 'canceled') throw new SandboxError(409, 'La suscripción ya terminó.');
      s.cancel_at_period_end = cancel;
      await this.put(db, 'subscription', s);
      await this.emit(db, 'customer.subscription.updated', s);
      return s;
    });
    void this.deliverPending();
    return toProviderSubscription(sub);
  }

  async changePlan(subId: string, product: CheckoutProduct, idempotencyKey: string) {
    const sub = await this.once<Subscription>(idempotencyKey, async (db) => {
      const s = await this.mustGetSubscription(db, subId);
      if (s.status !== 'active')
        throw new SandboxError(409, 'Solo se cambia de plan con la suscripción al día.');
      const item = s.items.data[0]!;
      const interval = product.period === 'anual' ? 'year' : 'month';
      const now = unix(new Date());
      // Prorated like Stripe's always_invoice: the unused part of the old price is credited
      // against the new one and the difference charged now; a cheaper plan charges nothing.
      const total = s.current_period_end - s.current_period_start;
      const left = Math.max(0, s.current_period_end - now);
      const sameInterval = item.price.recurring.interval === interval;
      const due = sameInterval
        ? Math.round(((product.priceCents - item.price.unit_amount) * left) / Math.max(total, 1))
        : product.priceCents - Math.round((item.price.unit_amount * left) / Math.max(total, 1));
      item.price = {
        id: `price_${product.stripeProductId}`,
        product: product.stripeProductId,
        unit_amount: product.priceCents,
        recurring: { interval },
      };
      s.metadata = { ...s.metadata, productId: String(product.id) };
      s.sandbox.productName = product.name;
      if (!sameInterval) {
        s.current_period_start = now;
        s.current_period_end = unix(addPeriod(new Date(now * 1000), interval));
        item.current_period_start = s.current_period_start;
        item.current_period_end = s.current_period_end;
      }
      await this.put(db, 'subscription', s);
      await this.emit(db, 'customer.subscription.updated', s);
      if (due > 0) await this.invoice(db, s, due, 'subscription_update', product.name);
      return s;
    });
    void this.deliverPending();
    return toProviderSubscription(sub);
  }

  async cancelNow(subId: string, idempotencyKey: string): Promise<void> {
    await this.once<Obj>(idempotencyKey, async (db) => {
      const s = await this.mustGetSubscription(db, subId);
      if (s.status !== 'canceled') {
        s.status = 'canceled';
        s.canceled_at = unix(new Date());
        s.cancel_at_period_end = false;
        await this.put(db, 'subscription', s);
        await this.emit(db, 'customer.subscription.deleted', s);
      }
      return { id: subId };
    });
    void this.deliverPending();
  }

  async refund(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    await this.once<Obj>(idempotencyKey, async (db) => {
      const pi = await this.get<
        Obj & { status: string; amount: number; latest_charge: string; metadata: Record<string, string> }
      >(db, paymentIntentId, true);
      if (pi?.status !== 'succeeded') throw new SandboxError(409, 'Ese pago no se puede reembolsar.');
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: pi.amount,
        payment_intent: pi.id,
        status: 'succeeded',
      };
      await this.put(db, 'refund', refund);
      pi.refunded = true;
      await this.put(db, 'payment_intent', pi);
      await this.emit(db, 'charge.refunded', {
        id: pi.latest_charge,
        object: 'charge',
        amount: pi.amount,
        amount_refunded: pi.amount,
        refunded: true,
        payment_intent: pi.id,
        metadata: pi.metadata,
      });
      return refund;
    });
    void this.deliverPending();
  }

  async invoicePaymentIntent(invoiceId: string, reads?: Db): Promise<string | null> {
    const invoice = await this.get<Obj & { payment_intent?: string }>(reads ?? this.deps.db, invoiceId);
    return invoice?.payment_intent ?? null;
  }

  async portalUrl(): Promise<string | null> {
    return null;
  }

  // --- The hosted page ----------------------------------------------------------------------

  /** The session for its page, only to the user who opened it (anyone else: not found). */
  async viewSession(sessionId: string, userId: number) {
    const s = await this.get<Session>(this.deps.db, sessionId);
    if (!s || s.client_reference_id !== String(userId)) throw new SandboxError(404, SESSION_NOT_FOUND);
    const expired = s.status === 'open' && s.expires_at < unix(new Date());
    const state: SandboxSessionState = s.sandbox.canceled
      ? 'canceled'
      : expired
        ? 'expired'
        : s.status === 'open' && s.sandbox.pendingCard
          ? 'requires_action'
          : s.status;
    return {
      sessionId: s.id,
      state,
      mode: s.mode,
      productName: s.sandbox.product.name,
      description: s.sandbox.product.description,
      totalCents: s.amount_total,
      customerEmail: s.customer_email,
      successUrl: s.success_url,
      cancelUrl: s.cancel_url,
    };
  }

  async pay(
    sessionId: string,
    userId: number,
    card: { cardNumber: string; expiry: string; cvc: string },
  ): Promise<SandboxPayResult> {
    const result = await this.deps.db.transaction(async (tx) => {
      const s = await this.openSessionOf(tx, sessionId, userId);
      if (!expiryInFuture(card.expiry)) {
        return this.decline(tx, s, 'expired_card', 'La fecha de vencimiento ya pasó. Revisa la tarjeta.');
      }
      const outcome = cardOutcome(card.cardNumber);
      const stored: StoredCard = {
        last4: card.cardNumber.slice(-4),
        brand: cardBrand(card.cardNumber),
        failsLater: FAILS_LATER.has(card.cardNumber),
      };
      if (outcome.kind === 'declined') return this.decline(tx, s, outcome.code, outcome.message);
      if (outcome.kind === 'requires_action') {
        s.sandbox.pendingCard = stored;
        await this.put(tx, 'checkout.session', s);
        return { outcome: 'requires_action' as const, message: null, redirectUrl: null };
      }
      return this.complete(tx, s, stored);
    });
    void this.deliverPending();
    return result;
  }

  /** The 3-D Secure answer: approve pays with the card waiting; refuse declines it. */
  async confirm(sessionId: string, userId: number, approve: boolean): Promise<SandboxPayResult> {
    const result = await this.deps.db.transaction(async (tx) => {
      const s = await this.openSessionOf(tx, sessionId, userId);
      const card = s.sandbox.pendingCard;
      if (!card) throw new SandboxError(409, 'Este pago no espera ninguna confirmación.');
      s.sandbox.pendingCard = null;
      if (!approve) {
        return this.decline(
          tx,
          s,
          'authentication_required',
          'No autorizaste el pago en tu banco, así que no se hizo ningún cargo.',
        );
      }
      return this.complete(tx, s, card);
    });
    void this.deliverPending();
    return result;
  }

  /** "Volver a Traspasa": the session stays open until it expires, as on Stripe. */
  async cancel(sessionId: string, userId: number): Promise<{ redirectUrl: string }> {
    const s = await this.get<Session>(this.deps.db, sessionId);
    if (!s || s.client_reference_id !== String(userId)) throw new SandboxError(404, SESSION_NOT_FOUND);
    return { redirectUrl: s.cancel_url };
  }

  private async openSessionOf(db: Db, sessionId: string, userId: number): Promise<Session> {
    const s = await this.get<Session>(db, sessionId, true);
    if (!s || s.client_reference_id !== String(userId)) throw new SandboxError(404, SESSION_NOT_FOUND);
    if (s.status === 'complete') throw new SandboxError(409, 'Este pago ya se completó.');
    if (s.status === 'expired' || s.expires_at < unix(new Date())) {
      throw new SandboxError(409, 'Esta sesión de pago venció. Vuelve a Traspasa para empezar de nuevo.');
    }
    return s;
  }

  private async paymentIntentFor(db: Db, s: Session, amount: number): Promise<Obj & Record<string, unknown>> {
    const existing = s.payment_intent ? await this.get<Obj>(db, s.payment_intent) : null;
    return (
      existing ?? {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        currency: 'usd',
        customer: s.customer,
        metadata: s.metadata,
        status: 'requires_payment_method',
        latest_charge: null,
        last_payment_error: null,
        created: unix(new Date()),
      }
    );
  }

  private async decline(db: Db, s: Session, code: string, message: string): Promise<SandboxPayResult> {
    const pi = await this.paymentIntentFor(db, s, s.amount_total);
    pi.status = 'requires_payment_method';
    pi.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: code, message };
    s.payment_intent = pi.id;
    await this.put(db, 'payment_intent', pi);
    await this.put(db, 'checkout.session', s);
    await this.emit(db, 'payment_intent.payment_failed', pi);
    return { outcome: 'declined', message, redirectUrl: null };
  }

  private async complete(db: Db, s: Session, card: StoredCard): Promise<SandboxPayResult> {
    const pi = await this.paymentIntentFor(db, s, s.amount_total);
    pi.status = 'succeeded';
    pi.last_payment_error = null;
    pi.latest_charge = id('ch');
    pi.payment_method_details = { type: 'card', card: { brand: card.brand, last4: card.last4 } };
    s.payment_intent = pi.id;
    s.status = 'complete';
    s.payment_status = 'paid';
    s.sandbox.pendingCard = null;
    const now = new Date();
    if (s.mode === 'subscription') {
      const interval = s.sandbox.product.period === 'anual' ? 'year' : 'month';
      const end = addPeriod(now, interval);
      const sub: Subscription = {
        id: id('sub'),
        object: 'subscription',
        customer: s.customer,
        status: 'active',
        current_period_start: unix(now),
        current_period_end: unix(end),
        cancel_at_period_end: false,
        canceled_at: null,
        created: unix(now),
        metadata: s.metadata,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              price: {
                id: `price_${s.sandbox.product.stripeProductId}`,
                product: s.sandbox.product.stripeProductId,
                unit_amount: s.sandbox.product.priceCents,
                recurring: { interval },
              },
              current_period_start: unix(now),
              current_period_end: unix(end),
            },
          ],
        },
        sandbox: { card, productName: s.sandbox.product.name },
      };
      s.subscription = sub.id;
      await this.put(db, 'subscription', sub);
      await this.emit(db, 'customer.subscription.created', sub);
      const invoice = await this.invoice(
        db,
        sub,
        s.amount_total,
        'subscription_create',
        s.sandbox.product.name,
        pi.id,
      );
      s.invoice = invoice.id;
    }
    await this.put(db, 'payment_intent', pi);
    await this.put(db, 'checkout.session', s);
    await this.emit(db, 'payment_intent.succeeded', pi);
    await this.emit(db, 'checkout.session.completed', s);
    return {
      outcome: 'succeeded',
      message: null,
      redirectUrl: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id),
    };
  }

  /** A paid (or failed) invoice of a subscription, with its payment. */
  private async invoice(
    db: Db,
    sub: Subscription,
    amount: number,
    reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update',
    description: string,
    paymentIntentId?: string,
    paid = true,
  ): Promise<Obj> {
    let piId = paymentIntentId;
    if (!piId) {
      const pi = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        currency: 'usd',
        customer: sub.customer,
        metadata: { ...sub.metadata, invoice: 'true' },
        status: paid ? 'succeeded' : 'requires_payment_method',
        latest_charge: paid ? id('ch') : null,
        last_payment_error: paid
          ? null
          : {
              type: 'card_error',
              code: 'card_declined',
              message: 'Tu banco rechazó el cobro de la renovación.',
            },
        payment_method_details: {
          type: 'card',
          card: { brand: sub.sandbox.card.brand, last4: sub.sandbox.card.last4 },
        },
        created: unix(new Date()),
      };
      await this.put(db, 'payment_intent', pi);
      piId = pi.id;
    }
    const invoice = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
      billing_reason: reason,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      currency: 'usd',
      status: paid ? 'paid' : 'open',
      payment_intent: piId,
      description,
      period_start: sub.current_period_start,
      period_end: sub.current_period_end,
      metadata: sub.metadata,
      created: unix(new Date()),
    };
    await this.put(db, 'invoice', invoice);
    await this.emit(db, paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    return invoice;
  }

  private async mustGetSubscription(db: Db, subId: string): Promise<Subscription> {
    const s = await this.get<Subscription>(db, subId, true);
    if (!s) throw new SandboxError(404, 'No encontramos esa suscripción.');
    return s;
  }

  // --- The clock ------------------------------------------------------------------------

  /**
   * What time does on Stripe's side: a subscription at the end of its period renews
   * (charging the card on file; a card that fails later leaves it past due), ends if it
   * was cancelled at period end, or ends after 7 days past due. Safe to run concurrently.
   */
  async runClock(now = new Date()): Promise<Record<string, number>> {
    const counts = { renewed: 0, failed: 0, ended: 0 };
    const due = await this.deps.db
      .select({ id: sandboxObjects.id })
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.type, 'subscription'),
          sql`${sandboxObjects.data}->>'status' in ('active', 'past_due')`,
          sql`(${sandboxObjects.data}->>'current_period_end')::bigint <= ${unix(now)}`,
        ),
      );
    for (const { id: subId } of due) {
      const outcome = await this.advance(subId, now);
      if (outcome) counts[outcome]++;
    }
    await this.deliverPending();
    return counts;
  }

  /** Moves one subscription past its period end (tests call it with `fail` to force a declined renewal). */
  async advance(subId: string, now = new Date(), opts: { fail?: boolean } = {}) {
    return this.deps.db.transaction(async (tx) => {
      const s = await this.get<Subscription>(tx, subId, true);
      if (!s || !['active', 'past_due'].includes(s.status)) return null;
      if (s.current_period_end > unix(now)) return null;
      if (
        s.cancel_at_period_end ||
        (s.status === 'past_due' && s.current_period_end + 7 * 86400 <= unix(now))
      ) {
        s.status = 'canceled';
        s.canceled_at = unix(now);
        await this.put(tx, 'subscription', s);
        await this.emit(tx, 'customer.subscription.deleted', s);
        return 'ended' as const;
      }
      const item = s.items.data[0]!;
      if (s.status === 'past_due') return null;
      const fail = opts.fail ?? s.sandbox.card.failsLater;
      if (fail) {
        s.status = 'past_due';
        await this.put(tx, 'subscription', s);
        await this.emit(tx, 'customer.subscription.updated', s);
        await this.invoice(
          tx,
          s,
          item.price.unit_amount,
          'subscription_cycle',
          s.sandbox.productName,
          undefined,
          false,
        );
        return 'failed' as const;
      }
      const start = new Date(s.current_period_end * 1000);
      const end = addPeriod(start, item.price.recurring.interval);
      s.current_period_start = unix(start);
      s.current_period_end = unix(end);
      item.current_period_start = s.current_period_start;
      item.current_period_end = s.current_period_end;
      await this.put(tx, 'subscription', s);
      await this.emit(tx, 'customer.subscription.updated', s);
      await this.invoice(tx, s, item.price.unit_amount, 'subscription_cycle', s.sandbox.productName);
      return 'renewed' as const;
    });
  }

  /** Waits for the deliveries started so far (tests, and the bench). */
  async flush(): Promise<void> {
    await this.deliverPending();
  }
}

function toProviderSubscription(s: Subscription): ProviderSubscription {
  return {
    id: s.id,
    customerId: s.customer,
    status: s.status,
    currentPeriodStart: new Date(s.current_period_start * 1000),
    currentPeriodEnd: new Date(s.current_period_end * 1000),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    userId: s.metadata.userId ? Number(s.metadata.userId) : null,
    productId: s.metadata.productId ? Number(s.metadata.productId) : null,
    transactionId: s.metadata.transactionId ? Number(s.metadata.transactionId) : null,
  };
}
