// The admin side of payments (issue 9, `/admin/stripe`).
import type { PaymentsSummary } from '@traspasa/shared/payments';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  discountCodes,
  failedEvents,
  stripeProducts,
  stripeTransactions,
  subscriptions,
  webhookEvents,
} from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordDashboardLog } from '../admin-listings/dashboard-logs.repository.ts';
import { toCents } from './provider.ts';
import { BAD_CURSOR, toTransactionView } from './subscription.service.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function page<T extends { id: number }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor({ id: items.at(-1)!.id }) : null };
}

export class AdminPaymentsService {
  constructor(private readonly app: FastifyInstance) {}

  async summary(): Promise<PaymentsSummary> {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const [revenue] = await this.app.db
      .select({ total: sql<string>`coalesce(sum(${stripeTransactions.amount}), 0)::text` })
      .from(stripeTransactions)
      .where(and(eq(stripeTransactions.status, 'succeeded'), gte(stripeTransactions.createdAt, since)));
    const [active] = await this.app.db
      .select({ n: count() })
      .from(subscriptions)
      .where(sql`${subscriptions.status} in ('active', 'trialing', 'past_due')`);
    const [pending] = await this.app.db
      .select({ n: count() })
      .from(webhookEvents)
      .where(sql`${webhookEvents.status} in ('pending', 'processing', 'retrying')`);
    const [failed] = await this.app.db
      .select({ n: count() })
      .from(failedEvents)
      .where(eq(failedEvents.resolved, false));
    return {
      revenue30dCents: toCents(revenue?.total ?? '0'),
      activeSubscriptions: active?.n ?? 0,
      pendingEvents: pending?.n ?? 0,
      unresolvedFailedEvents: failed?.n ?? 0,
      provider: this.app.payments.provider.name,
    };
  }

  private async transactionRows(where: ReturnType<typeof and>, limit: number) {
    return this.app.db
      .select({
        tx: stripeTransactions,
        productName: stripeProducts.name,
        code: discountCodes.code,
        username: users.username,
        email: users.email,
      })
      .from(stripeTransactions)
      .innerJoin(users, eq(users.id, stripeTransactions.userId))
      .leftJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
      .leftJoin(discountCodes, eq(discountCodes.id, stripeTransactions.discountCodeId))
      .where(where)
      .orderBy(desc(stripeTransactions.id))
      .limit(limit);
  }

  private toAdminView(row: Awaited<ReturnType<AdminPaymentsService['transactionRows']>>[number]) {
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
    const rows = await this.transactionRows(
      and(
        q.status ? eq(stripeTransactions.status, q.status) : undefined,
        after ? lt(stripeTransactions.id, after.id) : undefined,
      ),
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
    const [row] = await this.transactionRows(and(eq(stripeTransactions.id, id)), 1);
    if (!row) throw AppError.notFound('No encontramos ese pago.');
    const view = this.toAdminView(row);
    if (!view.refundable)
      throw AppError.conflict('Solo se reembolsan pagos cobrados que todavía no se reembolsaron.');
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
    await recordDashboardLog(this.app.db, {
      userId: admin.id,
      action: 'payment.refund',
      description: `Reembolsó el pago ${id} de ${row.username}: ${reason}`,
      metadata: { transactionId: id, reason },
      targetType: 'payment',
      targetId: id,
    });
    this.app.payments.kick();
    const [after] = await this.transactionRows(and(eq(stripeTransactions.id, id)), 1);
    return this.toAdminView(after!);
  }

  async subscriptions(q: { status?: string; cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, isIdCursor, BAD_CURSOR);
    const rows = await this.app.db
      .select({
        sub: subscriptions,
        productName: stripeProducts.name,
        username: users.username,
        email: users.email,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .leftJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
      .where(
        and(
          q.status ? eq(subscriptions.status, q.status) : undefined,
          after ? lt(subscriptions.id, after.id) : undefined,
        ),
      )
      .orderBy(desc(subscriptions.id))
      .limit(q.limit + 1);
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
    const rows = await this.app.db
      .select()
      .from(webhookEvents)
      .where(
        and(
          q.status ? eq(webhookEvents.status, q.status) : undefined,
          after ? lt(webhookEvents.id, after.id) : undefined,
        ),
      )
      .orderBy(desc(webhookEvents.id))
      .limit(q.limit + 1);
    const counted = await this.app.db
      .select({ status: webhookEvents.status, n: count() })
      .from(webhookEvents)
      .groupBy(webhookEvents.status);
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
    const rows = await this.app.db
      .select()
      .from(failedEvents)
      .where(
        and(
          q.resolved ? eq(failedEvents.resolved, q.resolved === 'true') : undefined,
          after ? lt(failedEvents.id, after.id) : undefined,
        ),
      )
      .orderBy(desc(failedEvents.id))
      .limit(q.limit + 1);
    return page(rows.map(toFailedView), q.limit);
  }

  async replay(admin: CurrentUser, id: number) {
    const row = await this.app.payments.pipeline.replay(id, admin.id);
    await recordDashboardLog(this.app.db, {
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

function toFailedView(e: typeof failedEvents.$inferSelect) {
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
