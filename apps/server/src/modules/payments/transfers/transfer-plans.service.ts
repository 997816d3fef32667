// What a plan or a payment made by bank transfer does where a card one would ask the provider
// (decision 094): stopping (or resuming) the renewal of a yearly plan paid by transfer, and an
// admin's refund of a transfer payment, which the platform pays back by transfer.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import type { CurrentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit-log/audit-trail.service.ts';
import { toCents } from '../payments.mapper.ts';
import { findTransactionForUpdate } from '../transactions.repository.ts';
import { closeUnpaid } from '../webhook/effects.service.ts';
import { insertEvents } from '../webhook/webhook.repository.ts';
import { TRANSFER_REFUNDED_EVENT, transferRefundEventId } from './transfer-effects.service.ts';
import {
  moveOrder,
  openRenewalOrdersOf,
  renewalOrderOf,
  reopenPayment,
  setCancelAtPeriodEnd,
  subscriptionForUpdate,
} from './transfers.repository.ts';
import { UNPAID_RENEWAL } from './transfers.rules.ts';

/** A plan whose renewals are transfer orders, not card charges. */
export const isTransferPlan = (sub: { metadata: unknown }) =>
  (sub.metadata as { paidBy?: string } | null)?.paidBy === 'transfer';

/**
 * «Cancelar renovación» of a plan paid by transfer: no provider to ask. The plan runs to the
 * end of its paid year (lifecycle.job.ts ends it), and its unpaid renewal order is closed, so
 * nothing asks the buyer to transfer again. Resuming makes that order payable again.
 */
export async function setTransferRenewal(app: FastifyInstance, subscriptionId: number, cancel: boolean) {
  await app.db.transaction(async (tx) => {
    const sub = await subscriptionForUpdate(tx, subscriptionId);
    if (!sub) throw AppError.notFound('No tienes un plan activo.');
    if (cancel) {
      const open = await openRenewalOrdersOf(tx, subscriptionId);
      if (open.some((o) => o.status === 'por_conciliar')) {
        throw AppError.conflict(
          'Ya nos enviaste el comprobante de la renovación y lo estamos revisando. Si no quieres renovar, escríbenos desde Ayuda y te devolvemos la transferencia.',
        );
      }
      for (const order of open) {
        if (await moveOrder(tx, order.id, UNPAID_RENEWAL, 'vencida'))
          await closeUnpaid(tx, order.transactionId);
      }
    } else if (sub.currentPeriodEnd) {
      // The order the cancellation closed (one per period) is payable again, while it can be.
      const order = await renewalOrderOf(tx, subscriptionId, sub.currentPeriodEnd);
      if (order?.status === 'vencida' && order.expiresAt > new Date()) {
        if (await moveOrder(tx, order.id, ['vencida'], 'esperando_pago'))
          await reopenPayment(tx, order.transactionId);
      }
    }
    await setCancelAtPeriodEnd(tx, subscriptionId, cancel);
  });
}

/**
 * An admin's refund of a payment made by transfer: the money goes back by a bank transfer the
 * platform makes, so what is recorded here is the refund to pay, with the effects of any
 * refund (credits or plan taken back, the nota de crédito, the buyer's mail) applied by the
 * pipeline from one inbox event per payment — two admins pressing at once refund it once.
 */
export async function refundTransferPayment(
  app: FastifyInstance,
  admin: CurrentUser,
  transactionId: number,
  username: string,
  reason: string,
): Promise<void> {
  const eventId = transferRefundEventId(transactionId);
  await app.db.transaction(async (tx) => {
    const payment = await findTransactionForUpdate(tx, { id: transactionId });
    if (payment?.status !== 'succeeded') {
      throw AppError.conflict('Solo se reembolsan pagos cobrados que todavía no se reembolsaron.');
    }
    const stored = await insertEvents(tx, [
      {
        eventId,
        eventType: TRANSFER_REFUNDED_EVENT,
        payload: JSON.stringify({
          id: eventId,
          type: TRANSFER_REFUNDED_EVENT,
          created: Math.floor(Date.now() / 1000),
          data: {
            object: {
              id: payment.paymentIntentId,
              object: 'transfer_refund',
              amount: toCents(payment.amount),
              metadata: { transactionId: String(payment.id), userId: String(payment.userId) },
            },
          },
        }),
      },
    ]);
    if (!stored.has(eventId)) throw AppError.conflict('Este reembolso ya está registrado.');
    await recordAudit(tx, {
      userId: admin.id,
      action: 'payment.refund',
      description: `Reembolsó el pago por transferencia ${transactionId} de ${username} (se devuelve por transferencia): ${reason}`,
      metadata: { transactionId, reason, method: 'transfer', payBack: 'transfer' },
      targetType: 'payment',
      targetId: transactionId,
    });
  });
  await app.payments.drainEvents({ eventIds: [eventId], ignoreSchedule: true });
}
