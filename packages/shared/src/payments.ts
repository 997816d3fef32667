// The payments contract (decision 090): the
// catalogue of plans and listing packages, checkout with discount codes, the state of a
// checkout for the success pages, the buyer's or seller's subscription, credits and
// payment history, and the admin views. Amounts here are whole US cents (integers): the
// client formats them, nobody adds floats.
import { z } from 'zod';
import { discountTypes, paymentStatuses, webhookEventStatuses } from './enums.ts';

export const productPeriods = ['mensual', 'anual', 'unico'] as const;
export type ProductPeriod = (typeof productPeriods)[number];

/** The tiers a package sells credits for (basic is free). */
export const paidTiers = ['premium', 'featured'] as const;
export type PaidTier = (typeof paidTiers)[number];

export const creditStatuses = ['available', 'reserved', 'used', 'revoked'] as const;
export type CreditStatus = (typeof creditStatuses)[number];

export const paidTierLabels: Record<PaidTier, string> = { premium: 'Premium', featured: 'Destacado' };

/**
 * The features a plan can grant (`stripe_features.name`). Each one changes something real
 * in the product; the server is where it is enforced.
 */
export const featureNames = [
  /** One Destacado credit every paid month of the plan. */
  'credito_destacado_mensual',
  /** Up to 25 photos per listing, whatever its tier. */
  'fotos_adicionales',
  /** More than FREE_NDA_REQUESTS_PER_30_DAYS confidentiality requests in 30 days. */
  'acuerdos_ilimitados',
] as const;
export type FeatureName = (typeof featureNames)[number];

/** Photos per listing with `fotos_adicionales`. */
export const EXTRA_PHOTOS_LIMIT = 25;
/** Confidentiality agreements a buyer without `acuerdos_ilimitados` may request in 30 days. */
export const FREE_NDA_REQUESTS_PER_30_DAYS = 10;

const cents = z.number().int().min(0);
const isoDate = z.string();

export const catalogFeature = z.object({ name: z.string(), description: z.string() });

/** A plan (periodicity mensual/anual) or a listing package (unico) on sale. */
export const catalogProduct = z.object({
  id: z.number().int(),
  kind: z.enum(['plan', 'package']),
  name: z.string(),
  description: z.string().nullable(),
  /** comprador | vendedor (plans); vendedor (packages). */
  audience: z.string().nullable(),
  level: z.string().nullable(),
  period: z.enum(productPeriods),
  priceCents: cents,
  features: z.array(catalogFeature),
  packageTier: z.enum(paidTiers).nullable(),
  packageCount: z.number().int().nullable(),
});
export type CatalogProduct = z.infer<typeof catalogProduct>;

/** `GET /api/payments/catalog`: public; `currentProductId` when signed in with a live plan. */
export const catalogResponse = z.object({
  plans: z.array(catalogProduct),
  packages: z.array(catalogProduct),
  currentProductId: z.number().int().nullable(),
});
export type CatalogResponse = z.infer<typeof catalogResponse>;

const discountCodeText = z
  .string()
  .trim()
  .max(40, 'El código tiene como máximo 40 caracteres.')
  .regex(/^[A-Za-z0-9_-]*$/, 'El código solo tiene letras, números, guiones y guiones bajos.');

export const checkoutInput = z.object({
  productId: z.number().int().min(1).max(2_147_483_647),
  discountCode: discountCodeText.optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** `POST /api/payments/quote`: the order summary before paying. */
export const quoteResponse = z.object({
  product: catalogProduct,
  subtotalCents: cents,
  discountCents: cents,
  /** Prices include IVA; the line shows how much of the total it is. */
  taxIncludedCents: cents,
  totalCents: cents,
  discount: z.object({ code: z.string(), label: z.string() }).nullable(),
  /** Why the typed code does not apply (the quote is then without it). */
  discountError: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteResponse>;

/** `POST /api/payments/checkout`: where to send the browser to pay. */
export const checkoutResponse = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const checkoutStates = ['open', 'processing', 'paid', 'failed', 'expired', 'refunded'] as const;
export type CheckoutState = (typeof checkoutStates)[number];

/** `GET /api/payments/checkout-sessions/:id`: what the server knows of that payment. */
export const checkoutSessionStatus = z.object({
  sessionId: z.string(),
  state: z.enum(checkoutStates),
  kind: z.enum(['plan', 'package']),
  productName: z.string(),
  totalCents: cents,
  /** Credits added by a package, once paid. */
  creditsAdded: z.number().int().nullable(),
  packageTier: z.enum(paidTiers).nullable(),
  failureMessage: z.string().nullable(),
  createdAt: isoDate,
});
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatus>;

export const creditBalance = z.object({
  available: z.number().int(),
  reserved: z.number().int(),
  used: z.number().int(),
});
/** `GET /api/payments/credits`: listing credits by tier. */
export const creditsResponse = z.object({ premium: creditBalance, featured: creditBalance });
export type Credits = z.infer<typeof creditsResponse>;

/** Where a plan stands, in the words every screen uses (the server derives it: `planStateOf`). */
export const planStateKeys = [
  'active',
  'trialing',
  'cancelling',
  'past_due',
  'incomplete',
  'unpaid',
  'paused',
  'canceled',
  'unknown',
] as const;
export type PlanStateKey = (typeof planStateKeys)[number];

export const planState = z.object({
  key: z.enum(planStateKeys),
  /** «Activa», «Cancelada al final del período», «Pago pendiente»… */
  label: z.string(),
  /** True while the plan's features still apply. */
  live: z.boolean(),
});
export type PlanState = z.infer<typeof planState>;

/**
 * A subscription's state from the provider's status and whether it renews (Stripe's
 * statuses; anything new reads as «En revisión»). One definition, computed by the server
 * for `/subscription` and the profile alike.
 */
export function planStateOf(sub: { status: string; cancelAtPeriodEnd: boolean }): PlanState {
  switch (sub.status) {
    case 'active':
    case 'trialing':
      if (sub.cancelAtPeriodEnd)
        return { key: 'cancelling', label: 'Cancelada al final del período', live: true };
      return sub.status === 'trialing'
        ? { key: 'trialing', label: 'En prueba', live: true }
        : { key: 'active', label: 'Activa', live: true };
    case 'past_due':
      return { key: 'past_due', label: 'Pago pendiente', live: true };
    case 'incomplete':
      return { key: 'incomplete', label: 'Pago incompleto', live: false };
    case 'unpaid':
      return { key: 'unpaid', label: 'Sin pagar', live: false };
    case 'paused':
      return { key: 'paused', label: 'En pausa', live: false };
    case 'canceled':
    case 'incomplete_expired':
      return { key: 'canceled', label: 'Cancelada', live: false };
    default:
      return { key: 'unknown', label: 'En revisión', live: false };
  }
}

export const subscriptionView = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  period: z.enum(productPeriods).nullable(),
  priceCents: cents.nullable(),
  /** The provider's status: active, past_due, canceled, incomplete… */
  status: z.string(),
  currentPeriodEnd: isoDate.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** While past_due: features are kept until then. */
  graceUntil: isoDate.nullable(),
  /** Where it stands: the one name of its state on every screen. */
  state: planState,
  features: z.array(catalogFeature),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

/** `GET /api/payments/subscription`: the live plan (or null) and the features held. */
export const mySubscriptionResponse = z.object({
  subscription: subscriptionView.nullable(),
  features: z.array(z.string()),
  /**
   * What the plans on sale grant (each feature once, in the catalogue's order): what a screen
   * may promise a person without a plan, and nothing else.
   */
  planFeatures: z.array(catalogFeature),
  /** The provider offers a page to change the card (Stripe's portal). */
  canManagePaymentMethod: z.boolean(),
});
export type MySubscription = z.infer<typeof mySubscriptionResponse>;

export const changePlanInput = z.object({ productId: z.number().int().min(1).max(2_147_483_647) });

export const transactionView = z.object({
  id: z.number().int(),
  createdAt: isoDate,
  description: z.string(),
  amountCents: cents,
  currency: z.string(),
  status: z.enum(paymentStatuses),
  discountCode: z.string().nullable(),
  /** A receipt exists for paid (and later refunded) payments. */
  hasReceipt: z.boolean(),
});
export type TransactionView = z.infer<typeof transactionView>;

const pageQuery = {
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export const transactionsQuery = z.object(pageQuery);
export const transactionsResponse = z.object({
  items: z.array(transactionView),
  nextCursor: z.string().nullable(),
});

// --- Sandbox checkout (the offline provider's hosted page) -------------------------------

export const sandboxSessionView = z.object({
  sessionId: z.string(),
  state: z.enum(['open', 'requires_action', 'complete', 'expired', 'canceled']),
  mode: z.enum(['payment', 'subscription']),
  productName: z.string(),
  description: z.string().nullable(),
  totalCents: cents,
  customerEmail: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type SandboxSessionView = z.infer<typeof sandboxSessionView>;

export const sandboxPayInput = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Revisa el número de la tarjeta.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Escribe la fecha de vencimiento como MM/AA.'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'El código de seguridad tiene 3 o 4 dígitos.'),
  name: z.string().trim().min(2, 'Escribe el nombre que aparece en la tarjeta.').max(120),
});
export type SandboxPayInput = z.input<typeof sandboxPayInput>;

/** After paying: done (go to `redirectUrl`), a 3-D Secure step, or the bank's refusal. */
export const sandboxPayResponse = z.object({
  outcome: z.enum(['succeeded', 'requires_action', 'declined']),
  message: z.string().nullable(),
  redirectUrl: z.string().nullable(),
});
export type SandboxPayResponse = z.infer<typeof sandboxPayResponse>;

export const sandboxConfirmInput = z.object({ approve: z.boolean() });

// --- Admin -----------------------------------------------------------------------------

export const adminTransactionView = transactionView.extend({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  provider: z.object({
    paymentIntentId: z.string().nullable(),
    checkoutSessionId: z.string().nullable(),
  }),
  refundable: z.boolean(),
});
export type AdminTransaction = z.infer<typeof adminTransactionView>;

export const adminTransactionsQuery = z.object({
  ...pageQuery,
  status: z.enum(paymentStatuses).optional(),
});
export const adminTransactionsResponse = z.object({
  items: z.array(adminTransactionView),
  nextCursor: z.string().nullable(),
});

export const adminSubscriptionView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  productName: z.string(),
  status: z.string(),
  currentPeriodEnd: isoDate.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: isoDate,
});
export const adminSubscriptionsQuery = z.object({ ...pageQuery, status: z.string().max(40).optional() });
export const adminSubscriptionsResponse = z.object({
  items: z.array(adminSubscriptionView),
  nextCursor: z.string().nullable(),
});

export const webhookEventView = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookEventStatuses),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  nextRetry: isoDate.nullable(),
  errorMessage: z.string().nullable(),
  createdAt: isoDate,
  processedAt: isoDate.nullable(),
});
export const webhookEventsQuery = z.object({ ...pageQuery, status: z.enum(webhookEventStatuses).optional() });
export const webhookEventsResponse = z.object({
  items: z.array(webhookEventView),
  nextCursor: z.string().nullable(),
  counts: z.record(z.string(), z.number().int()),
});

export const failedEventView = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  error: z.string(),
  createdAt: isoDate,
  resolved: z.boolean(),
  resolvedAt: isoDate.nullable(),
  resolution: z.string().nullable(),
});
export const failedEventsQuery = z.object({ ...pageQuery, resolved: z.enum(['true', 'false']).optional() });
export const failedEventsResponse = z.object({
  items: z.array(failedEventView),
  nextCursor: z.string().nullable(),
});

export const refundInput = z.object({
  reason: z.string().trim().min(3, 'Explica en pocas palabras por qué devuelves el pago.').max(500),
});

export const paymentsSummary = z.object({
  revenue30dCents: cents,
  activeSubscriptions: z.number().int(),
  pendingEvents: z.number().int(),
  unresolvedFailedEvents: z.number().int(),
  provider: z.enum(['stripe', 'sandbox', 'kushki']),
});
export type PaymentsSummary = z.infer<typeof paymentsSummary>;

// --- Discount codes (admin) --------------------------------------------------------------

export const discountCodeView = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(discountTypes),
  /** Percent (1–100) or cents off, by type. */
  discountValue: z.number(),
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  expiresAt: isoDate.nullable(),
  isActive: z.boolean(),
  /** A product's `stripeProductId`, or null for every plan and package. */
  validForPlan: z.string().nullable(),
  createdAt: isoDate,
});
export type DiscountCodeView = z.infer<typeof discountCodeView>;

const discountFields = {
  code: discountCodeText.pipe(z.string().min(3, 'El código tiene al menos 3 caracteres.')),
  discountType: z.enum(discountTypes),
  /** Percent for `percentage` (max 100); dollars for `fixed_amount`, at most two decimals. */
  discountValue: z
    .number()
    .positive('El descuento tiene que ser mayor que cero.')
    .max(100_000, 'El descuento es demasiado grande.')
    .refine((v) => Math.round(v * 100) === v * 100, 'Solo caben dos decimales.'),
  maxUses: z.number().int().min(1, 'El máximo de usos es al menos 1.').max(1_000_000).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  isActive: z.boolean(),
  validForPlan: z.string().trim().max(100).nullable(),
};

export const createDiscountCodeInput = z
  .object({
    ...discountFields,
    maxUses: discountFields.maxUses.default(null),
    expiresAt: discountFields.expiresAt.default(null),
    isActive: discountFields.isActive.default(true),
    validForPlan: discountFields.validForPlan.default(null),
  })
  .refine((v) => v.discountType !== 'percentage' || v.discountValue <= 100, {
    path: ['discountValue'],
    message: 'Un porcentaje no puede pasar de 100.',
  });
export type CreateDiscountCodeInput = z.input<typeof createDiscountCodeInput>;

export const updateDiscountCodeInput = z.object(discountFields).partial().omit({ code: true });
export type UpdateDiscountCodeInput = z.input<typeof updateDiscountCodeInput>;

export const discountCodesQuery = z.object({ ...pageQuery, limit: pageQuery.limit.default(50) });
export const discountCodesResponse = z.object({
  items: z.array(discountCodeView),
  nextCursor: z.string().nullable(),
});
