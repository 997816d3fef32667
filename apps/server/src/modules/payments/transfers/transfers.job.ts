// The clock of bank transfer payments (decision 094), run by the job queue every ten minutes:
// orders whose hold ended unpaid expire (the discount use and everything reserved given back),
// yearly plans paid by transfer get their renewal order seven days before they end (mailed
// with the reference), and a plan whose period ended without that transfer goes past due —
// the same grace period and downgrade as a declined card renewal (lifecycle.job.ts ends it).
import type { Db } from '../../../db/client.ts';
import { forEachDue } from '../../../lib/jobs.ts';
import type { Mail, Mailer } from '../../../lib/mailer.ts';
import { recordAudit } from '../../audit-log/audit-trail.service.ts';
import { syncEntitlements } from '../entitlements.service.ts';
import { wantsBillingMail } from '../payments.mails.ts';
import { centsToDecimal, toCents } from '../payments.mapper.ts';
import { startGracePeriod } from '../payments.repository.ts';
import { insertTransaction } from '../transactions.repository.ts';
import { closeUnpaid, GRACE_DAYS } from '../webhook/effects.service.ts';
import { renewalMissedMail, renewalOrderMail } from './transfers.mails.ts';
import {
  holdOver,
  lockOrder,
  lockSubscription,
  moveOrder,
  ordersMatching,
  periodEndedUnpaid,
  personRow,
  renewalOrderDue,
  renewalOrderOf,
  setSubscriptionStatus,
  setTransferPaymentId,
  subscriptionsMatching,
  updateOrder,
} from './transfers.repository.ts';
import { RENEWAL_ORDER_LEAD_MS } from './transfers.rules.ts';
import { insertOrderWithReference } from './transfers.service.ts';

export const TRANSFERS_JOB = 'payment-transfers';

export interface TransfersJobDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  now?: Date;
  log?: { warn(obj: object, msg: string): void };
}

const nameOf = (p: { fullName: string | null; username: string }) => p.fullName?.trim() || p.username;

export async function runTransfersJob(
  deps: TransfersJobDeps,
): Promise<{ expired: number; renewalOrders: number; pastDue: number }> {
  const now = deps.now ?? new Date();
  const expired = await expireOrders(deps, now);
  const renewalOrders = await createRenewalOrders(deps, now);
  const pastDue = await markUnpaidRenewals(deps, now);
  return { expired, renewalOrders, pastDue };
}

const onError = (deps: TransfersJobDeps, what: string) => (err: unknown, id: number, stage: string) =>
  deps.log?.warn({ err, id }, `transfers job (${what}) failed at ${stage}; retried on the next run`);

function expireOrders(deps: TransfersJobDeps, now: Date): Promise<number> {
  const condition = holdOver(now);
  return forEachDue(deps.db, {
    listDue: (afterId, limit) => ordersMatching(deps.db, condition, afterId, limit),
    lock: (tx, id) => lockOrder(tx, id, condition),
    handle: async (tx, order) => {
      await moveOrder(tx, order.id, ['esperando_pago', 'rechazada'], 'vencida');
      await closeUnpaid(tx, order.transactionId);
      await recordAudit(tx, {
        userId: null,
        action: 'transfer.expire',
        description: `Venció sin pago el pedido por transferencia ${order.reference}`,
        metadata: { orderId: order.id, reference: order.reference },
        targetType: 'payment',
        targetId: order.transactionId,
      });
      return true;
    },
    onError: onError(deps, 'expiry'),
  });
}

function createRenewalOrders(deps: TransfersJobDeps, now: Date): Promise<number> {
  const condition = renewalOrderDue(now, RENEWAL_ORDER_LEAD_MS);
  return forEachDue(deps.db, {
    listDue: (afterId, limit) => subscriptionsMatching(deps.db, condition, afterId, limit),
    lock: (tx, id) => lockSubscription(tx, id, condition),
    handle: async (tx, { sub, product }) => {
      const periodEnd = sub.currentPeriodEnd!;
      const amountCents = toCents(product.precioUsd);
      const transactionId = await insertTransaction(tx, {
        userId: sub.userId,
        paymentIntentId: `pending_${crypto.randomUUID()}`,
        amount: centsToDecimal(amountCents),
        status: 'pending',
        planType: product.stripeProductId,
        packageCount: 0,
        productId: product.id,
        kind: 'renewal',
        subscriptionId: sub.stripeSubscriptionId,
        expiresAt: null,
        metadata: { subtotalCents: amountCents, discountCents: 0, paidBy: 'transfer' },
      });
      // Held until the grace period after the period end is over.
      const order = await insertOrderWithReference(tx, {
        transactionId,
        userId: sub.userId,
        amountCents,
        kind: 'renewal',
        subscriptionId: sub.id,
        renewsPeriodEnd: periodEnd,
        expiresAt: new Date(periodEnd.getTime() + GRACE_DAYS * 86_400_000),
      });
      await setTransferPaymentId(tx, transactionId, `trf_${order.reference}`);
      const person = await personRow(tx, sub.userId);
      let mail: Mail | null = null;
      if (person && wantsBillingMail(person)) {
        await updateOrder(tx, order.id, { mailedAt: now });
        mail = renewalOrderMail(
          {
            name: nameOf(person),
            email: person.email,
            productName: product.name,
            reference: order.reference,
            amountCents,
            periodEnd,
            orderId: order.id,
          },
          deps.appUrl,
        );
      }
      return { handled: true, afterCommit: mail ? () => deps.mailer.send(mail) : null };
    },
    onError: onError(deps, 'renewal order'),
  });
}

function markUnpaidRenewals(deps: TransfersJobDeps, now: Date): Promise<number> {
  const condition = periodEndedUnpaid(now);
  return forEachDue(deps.db, {
    listDue: (afterId, limit) => subscriptionsMatching(deps.db, condition, afterId, limit),
    lock: (tx, id) => lockSubscription(tx, id, condition),
    handle: async (tx, { sub, product }) => {
      const graceUntil = new Date(now.getTime() + GRACE_DAYS * 86_400_000);
      await setSubscriptionStatus(tx, sub.id, 'past_due');
      await startGracePeriod(tx, sub.userId, graceUntil);
      await syncEntitlements(tx, sub.userId, now);
      const order = sub.currentPeriodEnd ? await renewalOrderOf(tx, sub.id, sub.currentPeriodEnd) : null;
      const person = await personRow(tx, sub.userId);
      const mail =
        order && person && wantsBillingMail(person)
          ? renewalMissedMail(
              {
                name: nameOf(person),
                email: person.email,
                productName: product.name,
                reference: order.reference,
                amountCents: order.amountCents,
                orderId: order.id,
                graceUntil,
              },
              deps.appUrl,
            )
          : null;
      return { handled: true, afterCommit: mail ? () => deps.mailer.send(mail) : null };
    },
    onError: onError(deps, 'past due'),
  });
}
