// Stripe, through its official SDK (decision 090). Every call that creates or changes
// something carries an idempotency key derived from our own rows, so a retry after a
// lost answer never charges or changes twice.

import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { toCents } from './payments.mapper.ts';
import { activeProducts, setProductPrice } from './payments.repository.ts';
import type {
  CheckoutProduct,
  CreateCheckoutInput,
  CreatedCheckout,
  PaymentProvider,
  ProviderSubscription,
} from './provider.types.ts';

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly deps: {
      db: Db;
      log: FastifyBaseLogger;
      secretKey: string;
      webhookSecret: string | undefined;
      /** Tests pass a fake HTTP client; production uses Node's. */
      httpClient?: Stripe.HttpClient;
    },
  ) {
    this.stripe = new Stripe(deps.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(deps.httpClient ? { httpClient: deps.httpClient } : {}),
    });
  }

  async webhookSecret(): Promise<string> {
    if (!this.deps.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    return this.deps.webhookSecret;
  }

  /** The price to charge for a product, created on Stripe the first time (and when its price changed). */
  private async priceFor(product: CheckoutProduct): Promise<string> {
    if (product.stripePriceId) {
      const price = await this.stripe.prices.retrieve(product.stripePriceId);
      if (price.active && price.unit_amount === product.priceCents) return price.id;
    }
    const recurring =
      product.period === 'unico'
        ? undefined
        : { interval: product.period === 'anual' ? ('year' as const) : ('month' as const) };
    const price = await this.stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: product.priceCents,
        ...(recurring ? { recurring } : {}),
        product_data: { name: product.name, metadata: { traspasaProductId: String(product.id) } },
        metadata: { traspasaProductId: String(product.id), stripeProductId: product.stripeProductId },
      },
      { idempotencyKey: `price:${product.id}:${product.priceCents}:${product.period}` },
    );
    await setProductPrice(this.deps.db, product.id, price.id);
    return price.id;
  }

  async syncCatalogue(): Promise<void> {
    const rows = await activeProducts(this.deps.db);
    for (const row of rows) {
      await this.priceFor({
        id: row.id,
        stripeProductId: row.stripeProductId,
        stripePriceId: row.stripePriceId,
        name: row.name,
        description: row.description,
        period: (row.periodicidad ?? 'unico') as CheckoutProduct['period'],
        priceCents: toCents(row.precioUsd),
      });
    }
  }

  async createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const price = await this.priceFor(input.product);
    let customer = input.customer.providerCustomerId;
    if (!customer) {
      const created = await this.stripe.customers.create(
        {
          email: input.customer.email,
          name: input.customer.name,
          metadata: { userId: String(input.customer.userId) },
        },
        { idempotencyKey: `customer:${input.customer.userId}` },
      );
      customer = created.id;
    }
    const discounts =
      input.discountCents > 0
        ? [
            {
              coupon: (
                await this.stripe.coupons.create(
                  {
                    amount_off: input.discountCents,
                    currency: 'usd',
                    duration: 'once',
                    max_redemptions: 1,
                    name: input.discountCode ?? 'Descuento',
                  },
                  { idempotencyKey: `coupon:${input.idempotencyKey}` },
                )
              ).id,
            },
          ]
        : undefined;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: input.mode,
        customer,
        client_reference_id: String(input.customer.userId),
        line_items: [{ price, quantity: 1 }],
        ...(discounts ? { discounts } : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        locale: 'es',
        metadata: input.metadata,
        ...(input.mode === 'payment'
          ? { payment_intent_data: { metadata: input.metadata } }
          : { subscription_data: { metadata: input.metadata } }),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error('Stripe did not return a checkout URL');
    return { sessionId: session.id, url: session.url, providerCustomerId: customer };
  }

  async sessionState(sessionId: string): Promise<'open' | 'complete' | 'expired' | null> {
    try {
      const { status } = await this.stripe.checkout.sessions.retrieve(sessionId);
      const known = ['open', 'complete', 'expired'] as const;
      return known.find((k) => k === status) ?? null;
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw err;
    }
  }

  async expireCheckoutSession(sessionId: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'open') {
      await this.stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire:${sessionId}` });
    }
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    try {
      return toProviderSubscription(await this.stripe.subscriptions.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw err;
    }
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean, idempotencyKey: string) {
    return toProviderSubscription(
      await this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }, { idempotencyKey }),
    );
  }

  async changePlan(id: string, product: CheckoutProduct, idempotencyKey: string) {
    const current = await this.stripe.subscriptions.retrieve(id);
    const item = current.items.data[0];
    if (!item) throw new Error(`subscription ${id} has no item`);
    const price = await this.priceFor(product);
    return toProviderSubscription(
      await this.stripe.subscriptions.update(
        id,
        {
          items: [{ id: item.id, price }],
          proration_behavior: 'always_invoice',
          metadata: { ...current.metadata, productId: String(product.id) },
        },
        { idempotencyKey },
      ),
    );
  }

  async cancelNow(id: string, idempotencyKey: string): Promise<void> {
    await this.stripe.subscriptions.cancel(id, {}, { idempotencyKey });
  }

  async refund(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
  }

  async invoicePaymentIntent(invoiceId: string): Promise<string | null> {
    const payments = await this.stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
    for (const p of payments.data) {
      const intent = p.payment.payment_intent;
      if (p.status === 'paid' && intent) return typeof intent === 'string' ? intent : intent.id;
    }
    return null;
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }
}

function toProviderSubscription(s: Stripe.Subscription): ProviderSubscription {
  // Since API 2025-03-31 the period lives on the items.
  const item = s.items.data[0] as
    | (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number })
    | undefined;
  const legacy = s as unknown as { current_period_start?: number; current_period_end?: number };
  const start = item?.current_period_start ?? legacy.current_period_start;
  const end = item?.current_period_end ?? legacy.current_period_end;
  const number = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);
  return {
    id: s.id,
    customerId: typeof s.customer === 'string' ? s.customer : s.customer.id,
    status: s.status,
    currentPeriodStart: start ? new Date(start * 1000) : null,
    currentPeriodEnd: end ? new Date(end * 1000) : null,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    userId: number(s.metadata.userId),
    productId: number(s.metadata.productId),
    transactionId: number(s.metadata.transactionId),
  };
}
