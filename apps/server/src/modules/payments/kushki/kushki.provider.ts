// Kushki, a card gateway that serves Ecuadorian merchants (decision 095). The buyer types
// the card on Traspasa's page and the browser tokenizes it with Kushki (the card number
// never reaches our server); the server charges the token. Plans keep the card at Kushki
// as an on-demand recurring card and Traspasa charges each renewal. Every outcome goes to
// the one pipeline as a Stripe-format event (decision 090), one per Kushki ticket.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type {
  CheckoutProduct,
  CreateCheckoutInput,
  CreatedCheckout,
  PaymentProvider,
  ProviderSubscription,
} from '../provider.types.ts';
import type { ProviderEvent } from '../webhook/effects.service.ts';
import { type ContactDetails, type KushkiClient, KushkiError } from './kushki.client.ts';
import { customerOf, eventOf } from './kushki.mapper.ts';
import { dueSubscriptionIds, getObject, putObject } from './kushki.repository.ts';
import { kushkiAmount } from './kushki.rules.ts';

export interface KushkiSession {
  id: string;
  userId: number;
  mode: 'payment' | 'subscription';
  product: CheckoutProduct;
  amountCents: number;
  email: string;
  name: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: string;
  status: 'open' | 'complete' | 'expired';
  /** Set while a charge is on its way to Kushki (a second click waits for it). */
  chargingSince: string | null;
  metadata: Record<string, string>;
  ticketNumber: string | null;
  subscriptionId: string | null;
}

export interface KushkiSubscription {
  id: string;
  userId: number;
  productId: number;
  productName: string;
  transactionId: number | null;
  status: 'active' | 'past_due' | 'canceled';
  interval: 'month' | 'year';
  amountCents: number;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

export class KushkiCheckoutError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export interface KushkiChargeResult {
  outcome: 'succeeded' | 'declined';
  message: string | null;
  redirectUrl: string | null;
}

const SESSION_NOT_FOUND = 'No encontramos esa sesión de pago.';
export const DECLINED =
  'Tu banco rechazó la tarjeta. No se hizo ningún cargo; revisa los datos o prueba con otra tarjeta.';
/** A charge on its way longer than this is taken as lost (its webhook still counts if it arrives). */
const CHARGING_STALE_MS = 60_000;

function addPeriod(from: Date, interval: 'month' | 'year'): Date {
  const d = new Date(from);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

function contactOf(session: { email: string; name: string }): ContactDetails {
  const [first, ...rest] = session.name.trim().split(/\s+/);
  return { email: session.email, firstName: first || session.email, lastName: rest.join(' ') || '-' };
}

export class KushkiProvider implements PaymentProvider {
  readonly name = 'kushki' as const;

  constructor(
    private readonly deps: {
      db: Db;
      log: FastifyBaseLogger;
      client: KushkiClient;
      appUrl: string;
      apiUrl: string;
      publicMerchantId: string;
      /** Kushki's environment, which kushki.js on the card page is told (decision 095). */
      environment: 'uat' | 'production';
      webhookSignature: string;
      /** Stores an event in the pipeline's inbox (a repeated id is a no-op). */
      emit: (event: ProviderEvent) => Promise<void>;
    },
  ) {}

  async webhookSecret(): Promise<string> {
    return this.deps.webhookSignature;
  }

  async syncCatalogue(): Promise<void> {
    // Kushki has no catalogue: each charge carries its amount.
  }

  async createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    // The id follows from the idempotency key: a retried start finds the same session.
    const id = `kcs_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 32)}`;
    const existing = await getObject<KushkiSession>(this.deps.db, 'kushki.session', id);
    if (!existing) {
      const session: KushkiSession = {
        id,
        userId: input.customer.userId,
        mode: input.mode,
        product: input.product,
        amountCents: input.amountCents,
        email: input.customer.email,
        name: input.customer.name,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt.toISOString(),
        status: 'open',
        chargingSince: null,
        metadata: input.metadata,
        ticketNumber: null,
        subscriptionId: null,
      };
      await putObject(this.deps.db, 'kushki.session', id, session);
    }
    return {
      sessionId: id,
      url: `${this.deps.appUrl}/pago-con-tarjeta/${id}`,
      providerCustomerId: customerOf(input.customer.userId),
    };
  }

  async sessionState(sessionId: string): Promise<'open' | 'complete' | 'expired' | null> {
    const s = await getObject<KushkiSession>(this.deps.db, 'kushki.session', sessionId);
    if (!s) return null;
    return s.status === 'open' && new Date(s.expiresAt) < new Date() ? 'expired' : s.status;
  }

  async expireCheckoutSession(sessionId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const s = await getObject<KushkiSession>(tx, 'kushki.session', sessionId, true);
      if (s?.status !== 'open' || s.chargingSince) return;
      s.status = 'expired';
      await putObject(tx, 'kushki.session', s.id, s);
    });
  }

  async retrieveSubscription(id: string, reads?: Db): Promise<ProviderSubscription | null> {
    const s = await getObject<KushkiSubscription>(reads ?? this.deps.db, 'kushki.subscription', id);
    return s ? toProviderSubscription(s) : null;
  }

  private async updateSubscription(
    id: string,
    change: (s: KushkiSubscription) => void,
    eventType: 'customer.subscription.updated' | 'customer.subscription.deleted',
    key: string,
  ): Promise<ProviderSubscription> {
    const updated = await this.deps.db.transaction(async (tx) => {
      const s = await getObject<KushkiSubscription>(tx, 'kushki.subscription', id, true);
      if (!s) throw new KushkiCheckoutError(404, 'No encontramos esa suscripción.');
      change(s);
      await putObject(tx, 'kushki.subscription', s.id, s);
      return s;
    });
    await this.emitSubscription(updated, eventType, key);
    return toProviderSubscription(updated);
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean, idempotencyKey: string) {
    return this.updateSubscription(
      id,
      (s) => {
        if (s.status === 'canceled') throw new KushkiCheckoutError(409, 'La suscripción ya terminó.');
        s.cancelAtPeriodEnd = cancel;
      },
      'customer.subscription.updated',
      idempotencyKey,
    );
  }

  /** The new plan's price is charged from the next renewal on; the current period stays paid (decision 095). */
  async changePlan(id: string, product: CheckoutProduct, idempotencyKey: string) {
    return this.updateSubscription(
      id,
      (s) => {
        if (s.status !== 'active') {
          throw new KushkiCheckoutError(409, 'Solo se cambia de plan con la suscripción al día.');
        }
        s.productId = product.id;
        s.productName = product.name;
        s.amountCents = product.priceCents;
        s.interval = product.period === 'anual' ? 'year' : 'month';
      },
      'customer.subscription.updated',
      idempotencyKey,
    );
  }

  async cancelNow(id: string, idempotencyKey: string): Promise<void> {
    const s = await getObject<KushkiSubscription>(this.deps.db, 'kushki.subscription', id);
    if (!s || s.status === 'canceled') return;
    await this.deps.client.deleteOnDemandCard(id);
    await this.updateSubscription(
      id,
      (sub) => {
        sub.status = 'canceled';
        sub.cancelAtPeriodEnd = false;
      },
      'customer.subscription.deleted',
      idempotencyKey,
    );
  }

  async refund(ticketNumber: string, idempotencyKey: string): Promise<void> {
    const refund = await this.deps.client.refund(ticketNumber, idempotencyKey);
    await this.deps.emit(
      eventOf({
        ticketNumber: refund.ticketNumber,
        status: 'APPROVAL',
        type: 'REFUND',
        metadata: {},
        amountCents: 0,
        lastFourDigits: null,
        paymentBrand: null,
        saleTicketNumber: ticketNumber,
        message: null,
      }),
    );
  }

  async invoicePaymentIntent(invoiceId: string): Promise<string | null> {
    return invoiceId.startsWith('kin_') ? invoiceId.slice(4) : null;
  }

  async portalUrl(): Promise<string | null> {
    // Kushki has no page where the buyer changes the kept card (decision 095).
    return null;
  }

  private async emitSubscription(s: KushkiSubscription, type: string, key: string): Promise<void> {
    const keyHash = createHash('sha256').update(key).digest('hex').slice(0, 24);
    await this.deps.emit({
      id: `evt_kushki_sub_${keyHash}`,
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: s.id,
          object: 'subscription',
          customer: customerOf(s.userId),
          metadata: { userId: String(s.userId), productId: String(s.productId) },
        },
      },
    });
  }

  // --- Traspasa's card page ------------------------------------------------------------

  async viewSession(sessionId: string, userId: number) {
    const s = await getObject<KushkiSession>(this.deps.db, 'kushki.session', sessionId);
    if (!s || s.userId !== userId) throw new KushkiCheckoutError(404, SESSION_NOT_FOUND);
    const expired = s.status === 'open' && new Date(s.expiresAt) < new Date();
    return {
      sessionId: s.id,
      state: expired ? ('expired' as const) : s.status,
      mode: s.mode,
      productName: s.product.name,
      description: s.product.description,
      totalCents: s.amountCents,
      customerEmail: s.email,
      successUrl: s.successUrl,
      cancelUrl: s.cancelUrl,
      publicMerchantId: this.deps.publicMerchantId,
      environment: this.deps.environment,
    };
  }

  /** Claims the session for one charge: a second click while one is on its way is refused. */
  private async claim(sessionId: string, userId: number): Promise<KushkiSession> {
    return this.deps.db.transaction(async (tx) => {
      const s = await getObject<KushkiSession>(tx, 'kushki.session', sessionId, true);
      if (!s || s.userId !== userId) throw new KushkiCheckoutError(404, SESSION_NOT_FOUND);
      if (s.status === 'complete') throw new KushkiCheckoutError(409, 'Este pago ya se completó.');
      if (s.status === 'expired' || new Date(s.expiresAt) < new Date()) {
        throw new KushkiCheckoutError(
          409,
          'Esta sesión de pago venció. Vuelve a Traspasa para empezar de nuevo.',
        );
      }
      if (s.chargingSince && Date.now() - new Date(s.chargingSince).getTime() < CHARGING_STALE_MS) {
        throw new KushkiCheckoutError(409, 'Tu pago se está procesando. Espera un momento.');
      }
      s.chargingSince = new Date().toISOString();
      await putObject(tx, 'kushki.session', s.id, s);
      return s;
    });
  }

  private async release(s: KushkiSession, done: Partial<KushkiSession>): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await getObject<KushkiSession>(tx, 'kushki.session', s.id, true);
      if (!current) return;
      await putObject(tx, 'kushki.session', s.id, { ...current, chargingSince: null, ...done });
    });
  }

  /** Charges the token the browser got from Kushki (after its 3-D Secure step, if the bank asked). */
  async charge(sessionId: string, userId: number, token: string): Promise<KushkiChargeResult> {
    const s = await this.claim(sessionId, userId);
    try {
      const ticket =
        s.mode === 'subscription' ? await this.startPlan(s, token) : await this.chargeOnce(s, token);
      await this.release(s, { status: 'complete', ticketNumber: ticket });
      return {
        outcome: 'succeeded',
        message: null,
        redirectUrl: s.successUrl.replace('{CHECKOUT_SESSION_ID}', s.id),
      };
    } catch (err) {
      await this.release(s, {});
      if (!(err instanceof KushkiError) || err.status >= 500) throw err;
      this.deps.log.info({ code: err.code, sessionId }, 'kushki: charge declined');
      await this.deps.emit(declinedEvent(s, err));
      return { outcome: 'declined', message: DECLINED, redirectUrl: null };
    }
  }

  private async chargeOnce(s: KushkiSession, token: string): Promise<string> {
    const metadata = { ...s.metadata, sessionId: s.id };
    const charge = await this.deps.client.charge({
      token,
      amount: kushkiAmount(s.amountCents),
      metadata,
      contactDetails: contactOf(s),
    });
    await this.deps.emit(
      eventOf({
        ticketNumber: charge.ticketNumber,
        status: 'APPROVAL',
        type: 'SALE',
        metadata,
        amountCents: s.amountCents,
        lastFourDigits: charge.lastFourDigits,
        paymentBrand: charge.paymentBrand,
        saleTicketNumber: null,
        message: null,
      }),
    );
    return charge.ticketNumber;
  }

  /** A plan: the card kept at Kushki, the first period charged on it now. */
  private async startPlan(s: KushkiSession, token: string): Promise<string> {
    const interval = s.product.period === 'anual' ? 'year' : 'month';
    const subscriptionId = await this.deps.client.createOnDemandCard({
      token,
      planName: s.product.name,
      amount: kushkiAmount(s.product.priceCents),
      startDate: new Date().toISOString().slice(0, 10),
      metadata: s.metadata,
      contactDetails: contactOf(s),
    });
    const metadata = {
      ...s.metadata,
      kushkiSubscriptionId: subscriptionId,
      billingReason: 'subscription_create',
    };
    let charge: Awaited<ReturnType<KushkiClient['chargeOnDemand']>>;
    try {
      charge = await this.deps.client.chargeOnDemand(subscriptionId, {
        amount: kushkiAmount(s.amountCents),
        metadata,
      });
    } catch (err) {
      // Nothing was charged: the kept card is not left behind.
      await this.deps.client.deleteOnDemandCard(subscriptionId).catch((e: unknown) => {
        this.deps.log.warn({ err: e, subscriptionId }, 'kushki: could not delete an unused card');
      });
      throw err;
    }
    const now = new Date();
    const sub: KushkiSubscription = {
      id: subscriptionId,
      userId: s.userId,
      productId: s.product.id,
      productName: s.product.name,
      transactionId: Number(s.metadata.transactionId) || null,
      status: 'active',
      interval,
      amountCents: s.product.priceCents,
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: addPeriod(now, interval).toISOString(),
      cancelAtPeriodEnd: false,
    };
    await putObject(this.deps.db, 'kushki.subscription', sub.id, sub);
    await this.deps.emit(
      eventOf({
        ticketNumber: charge.ticketNumber,
        status: 'APPROVAL',
        type: 'SALE',
        metadata,
        amountCents: s.amountCents,
        lastFourDigits: charge.lastFourDigits,
        paymentBrand: charge.paymentBrand,
        saleTicketNumber: null,
        message: null,
      }),
    );
    return charge.ticketNumber;
  }

  // --- Renewals ----------------------------------------------------------------------------

  /**
   * Plans at the end of their period: ended if canceled at period end (or 7 days past due),
   * otherwise the kept card is charged for the next period; a refused charge leaves it past due.
   */
  async runClock(now = new Date()): Promise<Record<string, number>> {
    const counts = { renewed: 0, failed: 0, ended: 0 };
    for (const id of await dueSubscriptionIds(this.deps.db, now)) {
      const outcome = await this.advance(id, now);
      if (outcome) counts[outcome]++;
    }
    return counts;
  }

  async advance(id: string, now = new Date()): Promise<'renewed' | 'failed' | 'ended' | null> {
    const s = await getObject<KushkiSubscription>(this.deps.db, 'kushki.subscription', id);
    if (!s || s.status === 'canceled' || new Date(s.currentPeriodEnd) > now) return null;
    const periodKey = `${id}:${s.currentPeriodEnd}`;
    const pastDueTooLong =
      s.status === 'past_due' && new Date(s.currentPeriodEnd).getTime() + 7 * 86_400_000 <= now.getTime();
    if (s.cancelAtPeriodEnd || pastDueTooLong) {
      await this.deps.client.deleteOnDemandCard(id).catch((err: unknown) => {
        this.deps.log.warn({ err, id }, 'kushki: could not delete an ended plan card');
      });
      await this.updateSubscription(
        id,
        (sub) => {
          sub.status = 'canceled';
        },
        'customer.subscription.deleted',
        `end:${periodKey}`,
      );
      return 'ended';
    }
    if (s.status === 'past_due') return null;
    const metadata = {
      userId: String(s.userId),
      productId: String(s.productId),
      kushkiSubscriptionId: id,
      billingReason: 'subscription_cycle',
    };
    try {
      const charge = await this.deps.client.chargeOnDemand(id, {
        amount: kushkiAmount(s.amountCents),
        metadata,
      });
      const start = new Date(s.currentPeriodEnd);
      await this.updateSubscription(
        id,
        (sub) => {
          sub.currentPeriodStart = start.toISOString();
          sub.currentPeriodEnd = addPeriod(start, sub.interval).toISOString();
        },
        'customer.subscription.updated',
        `renew:${periodKey}`,
      );
      await this.deps.emit(
        eventOf({
          ticketNumber: charge.ticketNumber,
          status: 'APPROVAL',
          type: 'SALE',
          metadata,
          amountCents: s.amountCents,
          lastFourDigits: charge.lastFourDigits,
          paymentBrand: charge.paymentBrand,
          saleTicketNumber: null,
          message: null,
        }),
      );
      return 'renewed';
    } catch (err) {
      if (!(err instanceof KushkiError) || err.status >= 500) throw err;
      await this.updateSubscription(
        id,
        (sub) => {
          sub.status = 'past_due';
        },
        'customer.subscription.updated',
        `pastdue:${periodKey}`,
      );
      await this.deps.emit({
        id: `evt_kushki_renewal_failed_${createHash('sha256').update(periodKey).digest('hex').slice(0, 24)}`,
        type: 'invoice.payment_failed',
        created: Math.floor(now.getTime() / 1000),
        data: {
          object: {
            id: `kin_failed_${createHash('sha256').update(periodKey).digest('hex').slice(0, 24)}`,
            object: 'invoice',
            subscription: id,
            customer: customerOf(s.userId),
            billing_reason: 'subscription_cycle',
            amount_due: s.amountCents,
            metadata,
          },
        },
      });
      return 'failed';
    }
  }
}

function declinedEvent(s: KushkiSession, err: KushkiError): ProviderEvent {
  const attempt = createHash('sha256')
    .update(`${s.id}:${Date.now()}:${Math.random()}`)
    .digest('hex')
    .slice(0, 24);
  return {
    id: `evt_kushki_declined_${attempt}`,
    type: 'payment_intent.payment_failed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `kdecl_${attempt}`,
        object: 'payment_intent',
        metadata: s.metadata,
        last_payment_error: { code: err.code, message: DECLINED },
      },
    },
  };
}

function toProviderSubscription(s: KushkiSubscription): ProviderSubscription {
  return {
    id: s.id,
    customerId: customerOf(s.userId),
    status: s.status,
    currentPeriodStart: new Date(s.currentPeriodStart),
    currentPeriodEnd: new Date(s.currentPeriodEnd),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    userId: s.userId,
    productId: s.productId,
    transactionId: s.transactionId,
  };
}
