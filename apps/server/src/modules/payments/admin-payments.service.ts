// The admin side of payments (decision 090, `/admin/stripe`).
import type { PaymentsSummary } from '@traspasa/shared/payments';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { toCents, toTransactionView } from './payments.mapper.ts';
import {
  type AdminTransactionRow,
  adminSubscriptionRows,
  adminTransactionRows,
  countLiveSubscriptions,
  revenueSince,
} from './payments.repository.ts';
import { BAD_CURSOR } from './subscription.service.ts';
import { isTransferPaymentId } from './transfers/transfer-effects.service.ts';
import { refundTransferPayment } from './transfers/transfer-plans.service.ts';
import {
  countPendingEvents,
  countUnresolvedFailedEvents,
  eventCountsByStatus,
  eventRows,
  type FailedEventRow,
  failedEventRows,
} from './webhook/webhook.repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function page<T extends { id: number }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor({ id: items.at(-1)!.id }) : null };
}

export class AdminPaymentsService {
  constructor(private readonly app: FastifyInstance) {}

  async summary(): Promise<PaymentsSummary> {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const { db } = this.app;
    return {
      revenue30dCents: toCents(await revenueSince(db, since)),
      activeSubscriptions: await countLiveSubscriptions(db),
      pendingEvents: await countPendingEvents(db),
      unresolvedFailedEvents: await countUnresolvedFailedEvents(db),
      provider: this.app.payments.provider.name,
    };
  }

  private toAdminView(row: AdminTransactionRow) {
    const { tx } = row;
    return {
      ...toTransactionView(tx, row.productName, row.code),
      userId: tx.userId,
      username: row.username,
      email: row.email,
      provider: {
        paymentIntentId: tx.paymentIntentId,
        checkoutSessionId: tx.checkoutSessionId?.startsWith('local_') ? null : tx.checkoutSessionId,
      },
      refundable: tx.status === 'succeeded' && tx.paymentIntentId !== null && toCents(tx.amount) > 0,
    };
  }

  async transactions(q: { status?: string; cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, isIdCursor, BAD_CURSOR);
    const rows = await adminTransactionRows(
      this.app.db,
      { status: q.status, beforeId: after?.id },
      q.limit + 1,
    );
    const { items, nextCursor } = page(
      rows.map((r) => this.toAdminView(r)),
      q.limit,
    );
    return { items, nextCursor };
  }

  /**
   * Refunds a paid transaction through the provider; the `charge.refunded` event then
   * takes back what it paid for (credits; a plan payment also ends the plan now).
   */
  async refund(admin: CurrentUser, id: number, reason: string) {
    const [row] = await adminTransactionRows(this.app.db, { id }, 1);
    if (!row) throw AppError.notFound('No encontramos ese pago.');
    const view = this.toAdminView(row);
    if (!view.refundable)
      throw AppError.conflict('Solo se reembolsan pagos cobrados que todavía no se reembolsaron.');
    // Paid by bank transfer: no provider to ask; a refund paid back by transfer (decision 094).
    if (isTransferPaymentId(row.tx.paymentIntentId)) {
      await refundTransferPayment(this.app, admin, id, row.username, reason);
      const [after] = await adminTransactionRows(this.app.db, { id }, 1);
      return this.toAdminView(after!);
    }
    const { provider } = this.app.payments;
    try {
      await provider.refund(row.tx.paymentIntentId!, `refund:${id}`);
      if (row.tx.subscriptionId) await provider.cancelNow(row.tx.subscriptionId, `refund-cancel:${id}`);
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 404 || status === 409) throw AppError.conflict((err as Error).message);
      this.app.log.error({ err, transactionId: id }, 'refund failed');
      throw AppError.unavailable(
        'No pudimos conectar con el proveedor de pagos. Inténtalo en unos minutos.',
        30,
      );
    }
    await recordAudit(this.app.db, {
      userId: admin.id,
      action: 'payment.refund',
      description: `Reembolsó el pago ${id} de ${row.username}: ${reason}`,
      metadata: { transactionId: id, reason },
      targetType: 'payment',
      targetId: id,
    });
    this.app.payments.kick();
    const [after] = await adminTransactionRows(this.app.db, { id }, 1);
    return this.toAdminView(after!);
  }

  async subscriptions(q: { status?: string; cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, isIdCursor, BAD_CURSOR);
    const rows = await adminSubscriptionRows(
      this.app.db,
      { status: q.status, beforeId: after?.id },
      q.limit + 1,
    );
    return page(
      rows.map((r) => ({
        id: r.sub.id,
        userId: r.sub.userId,
        username: r.username,
        email: r.email,
        productName: r.productName ?? 'Plan',
        status: r.sub.status,
        currentPeriodEnd: iso(r.sub.currentPeriodEnd),
        cancelAtPeriodEnd: r.sub.cancelAtPeriodEnd,
        createdAt: r.sub.createdAt.toISOString(),
      })),
      q.limit,
    );
  }

  async events(q: { status?: string; cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, isIdCursor, BAD_CURSOR);
    const rows = await eventRows(this.app.db, { status: q.status, beforeId: after?.id }, q.limit + 1);
    const counted = await eventCountsByStatus(this.app.db);
    const { items, nextCursor } = page(
      rows.map((e) => ({
        id: e.id,
        eventId: e.eventId,
        eventType: e.eventType,
        status: e.status as 'pending',
        attempts: e.attempts,
        maxAttempts: e.maxAttempts,
        nextRetry: iso(e.nextRetry),
        errorMessage: e.errorMessage,
        createdAt: e.createdAt.toISOString(),
        processedAt: iso(e.processedAt),
      })),
      q.limit,
    );
    return { items, nextCursor, counts: Object.fromEntries(counted.map((c) => [c.status, c.n])) };
  }

  async failedEvents(q: { resolved?: 'true' | 'false'; cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, isIdCursor, BAD_CURSOR);
    const rows = await failedEventRows(
      this.app.db,
      { resolved: q.resolved ? q.resolved === 'true' : undefined, beforeId: after?.id },
      q.limit + 1,
    );
    return page(rows.map(toFailedView), q.limit);
  }

  async replay(admin: CurrentUser, id: number) {
    const row = await this.app.payments.pipeline.replay(id, admin.id);
    await recordAudit(this.app.db, {
      userId: admin.id,
      action: 'payment.replay',
      description: `Reprocesó el evento ${row.eventId} (${row.eventType}).`,
      metadata: { failedEventId: id, eventId: row.eventId },
      targetType: 'failed_event',
      targetId: id,
    });
    return toFailedView(row);
  }
}

function toFailedView(e: FailedEventRow) {
  return {
    id: e.id,
    eventId: e.eventId,
    eventType: e.eventType,
    error: e.error,
    createdAt: e.createdAt.toISOString(),
    resolved: e.resolved,
    resolvedAt: iso(e.resolvedAt),
    resolution: e.resolution,
  };
}
