// What each provider event does to Traspasa (decision 090). Runs inside the pipeline's
// transaction, after the event id was written to `processed_events`: either every effect
// of an event commits with that id, or none does. Work outside the database (mails) is
// queued in `after` and runs once the transaction committed.
import type { PaidTier } from '@traspasa/shared/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { releaseDiscountUse } from '../../discount-codes/discount-codes.service.ts';
import type { InvoiceIssuing } from '../../invoices/invoices.service.ts';
import { creditGrantedFor, grantCredits, revokeCreditsOf } from '../credits.repository.ts';
import { isPaidTier } from '../credits.rules.ts';
import { featuresOf } from '../entitlements.rules.ts';
import { syncEntitlements } from '../entitlements.service.ts';
import {
  productById,
  rememberCustomer,
  startGracePeriod,
  subscriptionOwner,
  upsertSubscription,
  userOfCustomer,
} from '../payments.repository.ts';
import type { PaymentProvider } from '../provider.types.ts';
import {
  cancelUnpaid,
  findTransactionForUpdate,
  linkSubscription,
  markDiscountReleased,
  markPaymentFailed,
  markRefunded,
  markSucceeded,
  mergeKnownIds,
  type PaymentIds,
  recordFailedRenewal,
  recordPaidRenewal,
  recordProcessedPayment,
  type TransactionRow,
} from '../transactions.repository.ts';
import {
  applyTransferPlan,
  endTransferPlan,
  TRANSFER_APPROVED_EVENT,
  TRANSFER_REFUNDED_EVENT,
} from '../transfers/transfer-effects.service.ts';

export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export type AfterCommit = () => Promise<void>;

export interface EffectDeps {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Mail sent after commit: the receipt of a paid transaction, a failed renewal, a refund. */
  notify: {
    receipt(transactionId: number): Promise<void>;
    paymentFailed(userId: number, subscriptionId: string): Promise<void>;
    refund(transactionId: number): Promise<void>;
  };
  /** The SRI factura of a paid payment and the nota de crédito of a refund, in this transaction (decision 092). */
  invoices?: InvoiceIssuing;
}

/** Days a past-due plan keeps its features (decision 090). */
export const GRACE_DAYS = 7;

const graceEnd = () => new Date(Date.now() + GRACE_DAYS * 86_400_000);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const idOf = (v: unknown): string | null =>
  str(v) ?? (v && typeof v === 'object' ? str((v as { id?: unknown }).id) : null);
const metaOf = (o: Record<string, unknown>): Record<string, string> =>
  (o.metadata && typeof o.metadata === 'object' ? o.metadata : {}) as Record<string, string>;

/** The subscription an invoice belongs to, in the older and the newer API shapes. */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const direct = idOf(invoice.subscription);
  if (direct) return direct;
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  return idOf(parent?.subscription_details?.subscription);
}

/** The transaction an event names: by the provider's ids, or by ours in its metadata. */
function findTransaction(
  db: Db,
  by: {
    checkoutSessionId?: string | null;
    paymentIntentId?: string | null;
    metadata: Record<string, string>;
  },
): Promise<TransactionRow | null> {
  const fromMeta = Number(by.metadata.transactionId);
  return findTransactionForUpdate(db, {
    checkoutSessionId: by.checkoutSessionId,
    paymentIntentId: by.paymentIntentId,
    id: Number.isInteger(fromMeta) && fromMeta > 0 ? fromMeta : null,
  });
}

export async function applyEvent(
  deps: EffectDeps,
  event: ProviderEvent,
  after: AfterCommit[],
): Promise<{ userId: number | null; customerId: string | null }> {
  const object = event.data.object;
  const customerId = idOf(object.customer);
  let userId: number | null = null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const tx = await findTransaction(deps.db, {
        checkoutSessionId: str(object.id),
        metadata: metaOf(object),
      });
      if (!tx) break;
      userId = tx.userId;
      if (customerId) await rememberCustomer(deps.db, tx.userId, customerId);
      // A total of zero (a 100 % code) completes without a charge: it is paid all the same.
      if (object.payment_status === 'paid' || object.payment_status === 'no_payment_required') {
        await markPaid(
          deps,
          tx,
          {
            paymentIntentId: idOf(object.payment_intent),
            customerId,
            subscriptionId: idOf(object.subscription),
            invoiceId: idOf(object.invoice),
          },
          after,
        );
      }
      const subId = idOf(object.subscription);
      if (subId) await syncSubscription(deps, subId);
      break;
    }
    case 'payment_intent.succeeded': {
      const meta = metaOf(object);
      if (meta.invoice === 'true') break; // a subscription invoice's payment: invoice.paid tells
      const tx = await findTransaction(deps.db, { paymentIntentId: str(object.id), metadata: meta });
      if (!tx) break;
      userId = tx.userId;
      const card = (
        object.payment_method_details as { card?: { last4?: string; brand?: string } } | undefined
      )?.card;
      await markPaid(deps, tx, { paymentIntentId: str(object.id), customerId, card }, after);
      break;
    }
    case 'payment_intent.payment_failed': {
      const meta = metaOf(object);
      if (meta.invoice === 'true') break;
      const tx = await findTransaction(deps.db, { paymentIntentId: str(object.id), metadata: meta });
      if (!tx) break;
      userId = tx.userId;
      const error = object.last_payment_error as { message?: string } | null;
      // The session stays open: the customer may pay with another card, which wins.
      await markPaymentFailed(deps.db, tx.id, str(object.id), error?.message ?? 'El banco rechazó el pago.');
      break;
    }
    case 'checkout.session.expired': {
      const tx = await findTransaction(deps.db, {
        checkoutSessionId: str(object.id),
        metadata: metaOf(object),
      });
      if (!tx) break;
      userId = tx.userId;
      await closeUnpaid(deps.db, tx.id);
      break;
    }
    // Stripe also sends invoice.payment_succeeded for the same invoice: acting on both
    // would grant twice, so only invoice.paid counts.
    case 'invoice.paid': {
      userId = await invoicePaid(deps, object, after);
      break;
    }
    case 'invoice.payment_failed': {
      userId = await invoiceFailed(deps, object, after);
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      userId = await syncSubscription(deps, str(object.id));
      break;
    }
    // A bank transfer an admin approved (decision 094): paid like a card checkout, plus the
    // yearly plan it pays for, which no provider holds.
    case TRANSFER_APPROVED_EVENT: {
      const tx = await findTransaction(deps.db, { metadata: metaOf(object) });
      if (!tx) break;
      userId = tx.userId;
      await markPaid(deps, tx, { paymentIntentId: tx.paymentIntentId }, after);
      await applyTransferPlan(deps.db, tx);
      break;
    }
    // An admin's refund of a transfer payment, paid back by transfer (decision 094): the
    // effects of a card refund, and the plan it paid for ends now.
    case TRANSFER_REFUNDED_EVENT: {
      const tx = await findTransaction(deps.db, { metadata: metaOf(object) });
      if (!tx) break;
      userId = tx.userId;
      if (!(await markRefunded(deps.db, tx.id))) break;
      await revokeCreditsOf(deps.db, { transactionId: tx.id });
      await endTransferPlan(deps.db, tx);
      await deps.invoices?.issueCreditNote(deps.db, tx.id, after);
      after.push(() => deps.notify.refund(tx.id));
      break;
    }
    case 'charge.refunded': {
      if (object.refunded !== true) break; // a partial refund: none are issued by Traspasa
      const tx = await findTransaction(deps.db, {
        paymentIntentId: idOf(object.payment_intent),
        metadata: {},
      });
      if (!tx) break;
      userId = tx.userId;
      if (!(await markRefunded(deps.db, tx.id))) break;
      await revokeCreditsOf(deps.db, { transactionId: tx.id });
      if (tx.invoiceId) await revokeCreditsOf(deps.db, { sourceRef: tx.invoiceId });
      await deps.invoices?.issueCreditNote(deps.db, tx.id, after);
      after.push(() => deps.notify.refund(tx.id));
      break;
    }
    default:
      // Events Traspasa does not act on are recorded as processed and otherwise ignored.
      break;
  }
  return { userId, customerId };
}

/**
 * The one transition that grants what a checkout bought: whichever event of the payment
 * arrives first moves it to succeeded and adds the credits; the others find it done.
 */
async function markPaid(
  deps: EffectDeps,
  tx: TransactionRow,
  ids: PaymentIds & { card?: { last4?: string; brand?: string } | undefined },
  after: AfterCommit[],
): Promise<void> {
  const extra: Record<string, string> = ids.card?.last4
    ? { cardLast4: ids.card.last4, cardBrand: ids.card.brand ?? 'card' }
    : {};
  const paid = await markSucceeded(deps.db, tx, ids, extra);
  if (!paid) {
    // Already paid by the other event of this payment: keep what this one knows.
    if (ids.card?.last4 || ids.subscriptionId || ids.invoiceId || ids.paymentIntentId) {
      await mergeKnownIds(deps.db, tx.id, ids, ids.card?.last4 ? extra : null);
    }
    return;
  }
  const product = paid.productId ? await productById(deps.db, paid.productId) : null;
  if (product && product.periodicidad === 'unico' && isPaidTier(product.packageTier)) {
    await grantCredits(deps.db, {
      userId: paid.userId,
      tier: product.packageTier,
      count: paid.packageCount,
      source: 'package',
      sourceRef: paid.paymentIntentId ?? paid.checkoutSessionId,
      transactionId: paid.id,
    });
    await recordProcessedPayment(deps.db, {
      paymentId: paid.paymentIntentId ?? paid.checkoutSessionId,
      userId: paid.userId,
      plan: product.stripeProductId,
      packageCount: paid.packageCount,
      metadata: { transactionId: paid.id, tier: product.packageTier },
    });
  }
  await deps.invoices?.issueInvoice(deps.db, paid.id, after);
  after.push(() => deps.notify.receipt(paid.id));
}

/** An unpaid checkout that will not be paid: canceled, and its discount use given back once. */
export async function closeUnpaid(db: Db, transactionId: number): Promise<boolean> {
  const closed = await cancelUnpaid(db, transactionId);
  if (!closed) return false;
  if (closed.discountCodeId && !closed.released) {
    await releaseDiscountUse(db, closed.discountCodeId);
    await markDiscountReleased(db, transactionId);
  }
  return true;
}

/**
 * Stores the subscription as the provider holds it now (not as the event describes it),
 * so events in any order end in the provider's current state; then recomputes features.
 */
export async function syncSubscription(
  deps: EffectDeps,
  subscriptionId: string | null,
): Promise<number | null> {
  if (!subscriptionId) return null;
  const current = await deps.provider.retrieveSubscription(subscriptionId, deps.db);
  if (!current) throw new Error(`El proveedor no conoce la suscripción ${subscriptionId}.`);
  let userId = (await subscriptionOwner(deps.db, subscriptionId)) ?? current.userId;
  if (!userId && current.customerId) userId = await userOfCustomer(deps.db, current.customerId);
  if (!userId) throw new Error(`La suscripción ${subscriptionId} no tiene un usuario de Traspasa.`);
  await upsertSubscription(deps.db, {
    userId,
    stripeSubscriptionId: current.id,
    stripeCustomerId: current.customerId,
    productId: current.productId,
    status: current.status,
    currentPeriodStart: current.currentPeriodStart,
    currentPeriodEnd: current.currentPeriodEnd,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    updatedAt: new Date(),
  });
  if (current.customerId) await rememberCustomer(deps.db, userId, current.customerId);
  if (current.status === 'past_due') await startGracePeriod(deps.db, userId, graceEnd());
  // The checkout that started it (a subscription event may come before the session's).
  if (current.transactionId) await linkSubscription(deps.db, current.transactionId, current.id);
  await syncEntitlements(deps.db, userId);
  return userId;
}

async function invoicePaid(deps: EffectDeps, invoice: Record<string, unknown>, after: AfterCommit[]) {
  const subId = invoiceSubscription(invoice);
  if (!subId) return null;
  const current = await deps.provider.retrieveSubscription(subId, deps.db);
  if (!current) throw new Error(`El proveedor no conoce la suscripción ${subId}.`);
  const invoiceId = str(invoice.id);
  // Since Stripe's API 2025-03-31 an invoice names its payment only through its payments.
  const paymentIntentId =
    idOf(invoice.payment_intent) ??
    (invoiceId ? await deps.provider.invoicePaymentIntent(invoiceId, deps.db) : null);
  const amount = typeof invoice.amount_paid === 'number' ? invoice.amount_paid : 0;
  let transactionId: number | null = null;
  if (invoice.billing_reason === 'subscription_create' && current.transactionId) {
    const tx = await findTransaction(deps.db, { metadata: { transactionId: String(current.transactionId) } });
    if (tx) {
      await markPaid(
        deps,
        tx,
        { paymentIntentId, subscriptionId: subId, invoiceId, customerId: current.customerId },
        after,
      );
      transactionId = tx.id;
    }
  } else if (current.userId && invoiceId) {
    // A renewal or a plan change: a payment of its own, with its receipt.
    const created = await recordPaidRenewal(deps.db, {
      userId: current.userId,
      paymentIntentId,
      invoiceId,
      customerId: current.customerId,
      subscriptionId: subId,
      productId: current.productId,
      kind: 'renewal',
      amount: (amount / 100).toFixed(2),
      status: 'succeeded',
      packageCount: 0,
      metadata: { billingReason: String(invoice.billing_reason ?? ''), paidAt: new Date().toISOString() },
    });
    if (created !== null) {
      transactionId = created;
      await deps.invoices?.issueInvoice(deps.db, created, after);
      after.push(() => deps.notify.receipt(created));
    }
  }
  const userId = await syncSubscription(deps, subId);
  // The plan's monthly Destacado credit: one per paid month (twelve with a yearly invoice).
  if (userId && invoiceId && current.productId && invoice.billing_reason !== 'subscription_update') {
    const product = await productById(deps.db, current.productId);
    const alreadyGranted = await creditGrantedFor(deps.db, 'plan', invoiceId);
    if (!alreadyGranted && product && featuresOf(product.incluye).includes('credito_destacado_mensual')) {
      await grantCredits(deps.db, {
        userId,
        tier: 'featured' satisfies PaidTier,
        count: product.periodicidad === 'anual' ? 12 : 1,
        source: 'plan',
        sourceRef: invoiceId,
        transactionId,
      });
    }
  }
  return userId;
}

async function invoiceFailed(deps: EffectDeps, invoice: Record<string, unknown>, after: AfterCommit[]) {
  const subId = invoiceSubscription(invoice);
  if (!subId) return null;
  const current = await deps.provider.retrieveSubscription(subId, deps.db);
  if (!current?.userId) throw new Error(`El proveedor no conoce la suscripción ${subId}.`);
  const invoiceId = str(invoice.id);
  if (invoiceId) {
    await recordFailedRenewal(deps.db, {
      userId: current.userId,
      paymentIntentId: idOf(invoice.payment_intent),
      invoiceId,
      customerId: current.customerId,
      subscriptionId: subId,
      productId: current.productId,
      kind: 'renewal',
      amount: ((typeof invoice.amount_due === 'number' ? invoice.amount_due : 0) / 100).toFixed(2),
      status: 'failed',
      packageCount: 0,
      failureMessage: 'El banco rechazó el cobro de la renovación.',
    });
  }
  await startGracePeriod(deps.db, current.userId, graceEnd());
  const userId = await syncSubscription(deps, subId);
  after.push(() => deps.notify.paymentFailed(current.userId!, subId));
  return userId;
}
