import { discountTypes, paymentStatuses, webhookEventStatuses } from '@traspasa/shared/enums';
import { creditStatuses, paidTiers, productPeriods } from '@traspasa/shared/payments';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

// Payment records are accounting evidence: references from them never cascade
// (docs/decisions/001). Stripe/sandbox ids are text, as the provider gives them.

type Json = Record<string, unknown>;

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    discountType: text().notNull().default('percentage'),
    discountValue: numeric({ precision: 10, scale: 2 }).notNull(),
    /** Null = unlimited. */
    maxUses: integer(),
    currentUses: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    validForPlan: text(),
    ...timestamps,
  },
  (t) => [
    // Codes are typed by people: "verano10" and "VERANO10" are the same code.
    uniqueIndex('discount_codes_code_unique').on(sql`upper(${t.code})`),
    check('discount_codes_discount_type_check', oneOf(t.discountType, discountTypes)),
    check('discount_codes_discount_value_check', sql`${t.discountValue} > 0`),
    check(
      'discount_codes_percentage_check',
      sql`${t.discountType} <> 'percentage' or ${t.discountValue} <= 100`,
    ),
    check('discount_codes_max_uses_check', sql`${t.maxUses} > 0`),
    // With the increment done as one UPDATE, this makes overuse impossible even under concurrency.
    check(
      'discount_codes_current_uses_check',
      sql`${t.currentUses} >= 0 and (${t.maxUses} is null or ${t.currentUses} <= ${t.maxUses})`,
    ),
  ],
);

/** One-time package purchases already credited; `paymentId` makes crediting idempotent. */
export const processedPayments = pgTable(
  'processed_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: text().notNull().unique('processed_payments_payment_id_unique'),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    plan: text().notNull(),
    packageCount: integer().notNull(),
    processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    metadata: jsonb().$type<Json>(),
  },
  (t) => [
    index('processed_payments_user_id_idx').on(t.userId),
    check('processed_payments_package_count_check', sql`${t.packageCount} >= 0`),
  ],
);

export const stripeTransactions = pgTable(
  'stripe_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Null until the provider creates the intent: Stripe Checkout creates it only
     * when the buyer pays, so the row is first keyed by its checkout session.
     */
    paymentIntentId: text().unique('stripe_transactions_payment_intent_id_unique'),
    checkoutSessionId: text().unique('stripe_transactions_checkout_session_id_unique'),
    customerId: text(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    currency: text().notNull().default('usd'),
    status: text().notNull().default('pending'),
    planType: text(),
    packageCount: integer().notNull().default(1),
    /** The code applied at checkout, if any; codes are deactivated, never deleted. */
    discountCodeId: integer().references(() => discountCodes.id, { onDelete: 'restrict' }),
    /** What was bought; products are deactivated, never deleted. */
    productId: integer().references(() => stripeProducts.id, { onDelete: 'restrict' }),
    /** checkout (first payment), renewal (a subscription invoice paid later). */
    kind: text().notNull().default('checkout'),
    /** The provider's subscription and invoice, for plan payments. */
    subscriptionId: text(),
    invoiceId: text().unique('stripe_transactions_invoice_id_unique'),
    /** An open checkout not paid by then is expired and its discount use given back. */
    expiresAt: timestamp({ withTimezone: true }),
    /** The discount code use reserved at checkout was given back (expired or failed). */
    discountReleased: boolean().notNull().default(false),
    failureMessage: text(),
    metadata: jsonb().$type<Json>(),
    ...timestamps,
  },
  (t) => [
    index('stripe_transactions_user_id_idx').on(t.userId, t.createdAt),
    index('stripe_transactions_status_created_at_idx').on(t.status, t.createdAt),
    index('stripe_transactions_product_id_idx').on(t.productId),
    index('stripe_transactions_open_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'processing')`),
    check('stripe_transactions_kind_check', sql`${t.kind} in ('checkout', 'renewal')`),
    index('stripe_transactions_discount_code_id_idx').on(t.discountCodeId),
    check('stripe_transactions_status_check', oneOf(t.status, paymentStatuses)),
    check('stripe_transactions_amount_check', sql`${t.amount} >= 0`),
    check('stripe_transactions_package_count_check', sql`${t.packageCount} >= 0`),
    check(
      'stripe_transactions_provider_id_check',
      sql`${t.paymentIntentId} is not null or ${t.checkoutSessionId} is not null`,
    ),
  ],
);

/** Plans on sale. The Spanish column names are the spec's. */
export const stripeProducts = pgTable(
  'stripe_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stripeProductId: text().notNull().unique('stripe_products_stripe_product_id_unique'),
    name: text().notNull(),
    description: text(),
    active: boolean().notNull().default(true),
    tipoUsuario: text(),
    nivelAcceso: text(),
    incluye: text(),
    /** mensual or anual for plans; unico for listing packages. */
    periodicidad: text(),
    precioUsd: numeric({ precision: 10, scale: 2 }),
    /** Packages only: the tier their credits are for and how many credits one purchase adds. */
    packageTier: text(),
    packageCount: integer(),
    /** The provider's price for this product, kept by the catalogue sync (Stripe only). */
    stripePriceId: text(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('stripe_products_precio_usd_check', sql`${t.precioUsd} >= 0`),
    check('stripe_products_periodicidad_check', oneOf(t.periodicidad, productPeriods)),
    check('stripe_products_package_tier_check', oneOf(t.packageTier, paidTiers)),
    check(
      'stripe_products_package_check',
      sql`(${t.periodicidad} = 'unico') = (${t.packageTier} is not null and ${t.packageCount} > 0)`,
    ),
  ],
);

/** Features a plan can grant. */
export const stripeFeatures = pgTable('stripe_features', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique('stripe_features_name_unique'),
  description: text(),
  active: boolean().notNull().default(true),
  ...timestamps,
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stripeSubscriptionId: text().notNull().unique('subscriptions_stripe_subscription_id_unique'),
    stripeCustomerId: text(),
    /** The plan subscribed to; products are deactivated, never deleted. */
    productId: integer().references(() => stripeProducts.id, { onDelete: 'restrict' }),
    /** Mirrors the provider's subscription status (active, past_due, canceled…), hence no CHECK. */
    status: text().notNull(),
    currentPeriodStart: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    metadata: jsonb().$type<Json>(),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_product_id_idx').on(t.productId),
  ],
);

/** Features a user holds, and why (`source`/`sourceId`: the subscription or payment that granted it). */
export const userFeatures = pgTable(
  'user_features',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Cascade: an entitlement is derived data of its holder.
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    featureId: integer()
      .notNull()
      .references(() => stripeFeatures.id, { onDelete: 'restrict' }),
    active: boolean().notNull().default(true),
    source: text(),
    sourceId: text(),
    activatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('user_features_user_id_feature_id_unique').on(t.userId, t.featureId),
    index('user_features_feature_id_idx').on(t.featureId),
  ],
);

/**
 * The pipeline's inbox (docs/decisions/003): every provider event is stored here
 * before the webhook answers 200, then processed by a job with retries.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: text().notNull().unique('webhook_events_event_id_unique'),
    eventType: text().notNull(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(3),
    lastAttempt: timestamp({ withTimezone: true }),
    nextRetry: timestamp({ withTimezone: true }),
    payload: jsonb().$type<Json>().notNull(),
    errorMessage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webhook_events_status_next_retry_idx').on(t.status, t.nextRetry),
    check('webhook_events_status_check', oneOf(t.status, webhookEventStatuses)),
    check('webhook_events_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);

/** Exactly-once ledger: an event id here has had its effects applied. */
export const processedEvents = pgTable(
  'processed_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: text().notNull().unique('processed_events_event_id_unique'),
    eventType: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    customerId: text(),
    metadata: jsonb().$type<Json>(),
    processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    successful: boolean().notNull().default(true),
  },
  (t) => [index('processed_events_user_id_idx').on(t.userId)],
);

/** Dead letter: events that ran out of attempts, for an admin to inspect and replay. */
export const failedEvents = pgTable(
  'failed_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Not unique: a replayed event may fail again and leave a second row.
    eventId: text().notNull(),
    eventType: text().notNull(),
    customerId: text(),
    error: text().notNull(),
    rawEvent: jsonb().$type<Json>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolved: boolean().notNull().default(false),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    resolution: text(),
  },
  (t) => [
    index('failed_events_event_id_idx').on(t.eventId),
    index('failed_events_resolved_created_at_idx').on(t.resolved, t.createdAt),
  ],
);

/** Spec §3 `stripe_webhook_logs`: one row per provider event received, kept as it came. */
export const stripeWebhookLogs = pgTable('stripe_webhook_logs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  stripeEventId: text().notNull().unique('stripe_webhook_logs_stripe_event_id_unique'),
  eventType: text().notNull(),
  processed: boolean().notNull().default(false),
  attempts: integer().notNull().default(0),
  lastAttempt: timestamp({ withTimezone: true }),
  errorMessage: text(),
  payload: jsonb().$type<Json>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per listing credit (decision 090): a package of 3 adds three rows. A credit is
 * reserved by a listing sent to review at its tier, used when an admin approves it, and
 * available again if the listing is rejected or withdrawn first; a refund revokes it.
 */
export const listingCredits = pgTable(
  'listing_credits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tier: text().notNull(),
    status: text().notNull().default('available'),
    /** package (a one-time purchase), plan (a monthly plan credit), admin (given by hand). */
    source: text().notNull(),
    /** The provider's payment or invoice id that paid for it. */
    sourceRef: text(),
    transactionId: integer().references(() => stripeTransactions.id, { onDelete: 'restrict' }),
    businessId: integer().references(() => businesses.id, { onDelete: 'set null' }),
    usedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('listing_credits_user_id_tier_status_idx').on(t.userId, t.tier, t.status),
    index('listing_credits_business_id_idx').on(t.businessId),
    index('listing_credits_transaction_id_idx').on(t.transactionId),
    check('listing_credits_tier_check', oneOf(t.tier, paidTiers)),
    check('listing_credits_status_check', oneOf(t.status, creditStatuses)),
    check('listing_credits_source_check', sql`${t.source} in ('package', 'plan', 'admin')`),
  ],
);

/**
 * The offline payment provider's own records (checkout sessions, payment intents,
 * customers, subscriptions, invoices), as Stripe would keep them on its side. Nothing
 * but the sandbox provider reads this table.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    data: jsonb().$type<Json>().notNull(),
    ...timestamps,
  },
  (t) => [index('sandbox_objects_type_idx').on(t.type)],
);
