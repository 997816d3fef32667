// What a paid transfer order changes besides what every paid checkout changes (decision 094).
// Called by the pipeline (webhook/effects.service.ts) in the event's transaction, right after
// the payment moved to succeeded: a yearly plan paid by transfer has no provider behind it,
// so its subscription is ours to write — a year from now, or a year from the end it renews.
import type { PaidTier } from '@traspasa/shared/payments';
import type { Db } from '../../../db/client.ts';
import { creditGrantedFor, grantCredits } from '../credits.repository.ts';
import { featuresOf } from '../entitlements.rules.ts';
import { syncEntitlements } from '../entitlements.service.ts';
import { productById } from '../payments.repository.ts';
import { cancelUnpaid, type TransactionRow } from '../transactions.repository.ts';
import {
  endSubscriptionNow,
  extendSubscription,
  insertTransferSubscription,
  moveOrder,
  openRenewalOrdersOf,
  orderOfTransaction,
  setTransactionSubscription,
  subscriptionByProviderId,
  subscriptionForUpdate,
} from './transfers.repository.ts';
import { OPEN_RENEWAL } from './transfers.rules.ts';

/** The event type a transfer approval stores in the payment inbox. */
export const TRANSFER_APPROVED_EVENT = 'traspasa.transfer.approved';

/** The inbox id of an order's approval: one per order, so two approvals store one event. */
export const transferEventId = (orderId: number) => `evt_trf_${orderId}`;

/** The event an admin's refund of a transfer payment stores: a refund paid back by transfer. */
export const TRANSFER_REFUNDED_EVENT = 'traspasa.transfer.refunded';

/** One refund event per payment, so two refunds at once apply it once. */
export const transferRefundEventId = (transactionId: number) => `evt_trf_refund_${transactionId}`;

/** Payments made by bank transfer are named `trf_<reference>` (decision 094). */
export const isTransferPaymentId = (paymentIntentId: string | null) =>
  paymentIntentId?.startsWith('trf_') ?? false;

/** Our own id for a subscription paid by transfer (no provider knows it). */
export const transferSubscriptionId = (transactionId: number) => `trf_sub_${transactionId}`;

export const yearAfter = (d: Date) => {
  const next = new Date(d);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
};

/** The plan's part of a paid transfer order: its subscription, features and yearly credits. */
export async function applyTransferPlan(db: Db, tx: TransactionRow, now = new Date()): Promise<void> {
  if (!tx.productId) return;
  const product = await productById(db, tx.productId);
  if (product?.periodicidad !== 'anual') return;
  const order = await orderOfTransaction(db, tx.id);
  if (!order) return;

  let subscriptionId: string;
  if (order.kind === 'renewal' && order.subscriptionId && order.renewsPeriodEnd) {
    const sub = await subscriptionForUpdate(db, order.subscriptionId);
    if (!sub) return;
    subscriptionId = sub.stripeSubscriptionId;
    // Renewed from the end it renews (even when paid late), so a year is always a year.
    if (!sub.currentPeriodEnd || sub.currentPeriodEnd <= order.renewsPeriodEnd) {
      await extendSubscription(db, sub.id, {
        start: order.renewsPeriodEnd,
        end: yearAfter(order.renewsPeriodEnd),
      });
    }
  } else {
    subscriptionId = transferSubscriptionId(tx.id);
    const existing = await subscriptionByProviderId(db, subscriptionId);
    if (!existing) {
      const id = await insertTransferSubscription(db, {
        userId: tx.userId,
        stripeSubscriptionId: subscriptionId,
        productId: product.id,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: yearAfter(now),
        metadata: { paidBy: 'transfer' },
      });
      await extendSubscription(db, id, { start: now, end: yearAfter(now) });
    }
  }
  await setTransactionSubscription(db, tx.id, subscriptionId);
  await syncEntitlements(db, tx.userId, now);

  // The plan's monthly Destacado credit, twelve for the year, once per payment (as invoice.paid).
  const sourceRef = `trf:${tx.id}`;
  if (
    featuresOf(product.incluye).includes('credito_destacado_mensual') &&
    !(await creditGrantedFor(db, 'plan', sourceRef))
  ) {
    await grantCredits(db, {
      userId: tx.userId,
      tier: 'featured' satisfies PaidTier,
      count: 12,
      source: 'plan',
      sourceRef,
      transactionId: tx.id,
    });
  }
}

/**
 * The plan's part of a refunded transfer payment: a card plan's provider cancels it now, this
 * one is ours to end — now, with its unpaid renewal orders closed — and its features go.
 */
export async function endTransferPlan(db: Db, tx: TransactionRow, now = new Date()): Promise<boolean> {
  if (!tx.subscriptionId) return false;
  const sub = await subscriptionByProviderId(db, tx.subscriptionId);
  if (!sub || (sub.metadata as { paidBy?: string } | null)?.paidBy !== 'transfer') return false;
  await endSubscriptionNow(db, sub.id, now);
  for (const order of await openRenewalOrdersOf(db, sub.id)) {
    // A receipt waiting too: the plan it would renew is gone. Renewal orders carry no discount
    // code, so closing the payment is all there is to release.
    if (await moveOrder(db, order.id, OPEN_RENEWAL, 'vencida')) await cancelUnpaid(db, order.transactionId);
  }
  await syncEntitlements(db, tx.userId, now);
  return true;
}
