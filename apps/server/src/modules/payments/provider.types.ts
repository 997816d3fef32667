// The one seam between Traspasa and whoever moves the money (decision 090). Nothing
// outside this interface knows whether Stripe or the offline sandbox runs; both send
// their news as Stripe-format events to POST /api/payments/webhook.
import type { ProductPeriod } from '@traspasa/shared/payments';
import type { Db } from '../../db/client.ts';

export type ProviderName = 'stripe' | 'sandbox' | 'kushki';

export interface CheckoutProduct {
  /** Our `stripe_products.id`. */
  id: number;
  stripeProductId: string;
  stripePriceId: string | null;
  name: string;
  description: string | null;
  period: ProductPeriod;
  priceCents: number;
}

export interface CreateCheckoutInput {
  mode: 'payment' | 'subscription';
  product: CheckoutProduct;
  /** What the customer pays now, the discount already taken off. */
  amountCents: number;
  /** Cents off the first payment (subscriptions: the first invoice only). */
  discountCents: number;
  discountCode: string | null;
  customer: { userId: number; email: string; name: string; providerCustomerId: string | null };
  successUrl: string;
  cancelUrl: string;
  /** Copied onto the session, its payment and (plans) its subscription. */
  metadata: Record<string, string>;
  expiresAt: Date;
  idempotencyKey: string;
}

export interface CreatedCheckout {
  sessionId: string;
  url: string;
  providerCustomerId: string | null;
}

/** A subscription as the provider holds it now. */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Ours, from the metadata set at checkout (or a plan change). */
  userId: number | null;
  productId: number | null;
  /** The checkout's `stripe_transactions.id` that started it. */
  transactionId: number | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** Where the provider's checkout session is, or null when it does not know it. */
  sessionState(sessionId: string): Promise<'open' | 'complete' | 'expired' | null>;
  /** Ends an open session (an abandoned checkout); a completed one is left as it is. */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /**
   * null when the provider does not know it. `reads` is the caller's open transaction: a
   * provider that keeps its objects in our database (the sandbox) reads through it, so an
   * event being applied never waits for a second pooled connection while holding one.
   */
  retrieveSubscription(id: string, reads?: Db): Promise<ProviderSubscription | null>;
  setCancelAtPeriodEnd(id: string, cancel: boolean, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Moves the subscription to another plan from the next period on. */
  changePlan(id: string, product: CheckoutProduct, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Ends it now (a refunded plan). */
  cancelNow(id: string, idempotencyKey: string): Promise<void>;
  refund(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** The payment intent that paid an invoice, when the invoice event does not carry it. */
  invoicePaymentIntent(invoiceId: string, reads?: Db): Promise<string | null>;
  /** A provider page to change the card, or null when there is none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** The secret the webhook verifies signatures with. */
  webhookSecret(): Promise<string>;
  /** Brings the provider's products and prices in line with `stripe_products` (Stripe only). */
  syncCatalogue(): Promise<void>;
}
