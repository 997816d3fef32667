// SQL of bank transfer payments (decision 094): the platform's accounts, transfer orders and
// their receipts, the statement layout, and what the transfer job sweeps.
import type { TransferOrderStatus } from '@traspasa/shared/transfers';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  discountCodes,
  stripeProducts,
  stripeTransactions,
  subscriptions,
} from '../../../db/schema/payments.ts';
import {
  bankAccounts,
  transferOrders,
  transferReceipts,
  transferStatementSettings,
} from '../../../db/schema/transfers.ts';
import { users } from '../../../db/schema/users.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type TransferOrderRow = typeof transferOrders.$inferSelect;
export type TransferReceiptRow = typeof transferReceipts.$inferSelect;

// ---------- accounts ----------

export function bankAccountsList(db: Db, onlyActive: boolean): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(onlyActive ? eq(bankAccounts.active, true) : undefined)
    .orderBy(desc(bankAccounts.active), asc(bankAccounts.id));
}

/** The new account, or null when that bank already has that number. */
export async function insertBankAccount(
  db: Db,
  values: Omit<typeof bankAccounts.$inferInsert, 'id'>,
): Promise<BankAccountRow | null> {
  const [row] = await db.insert(bankAccounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setBankAccountActive(
  db: Db,
  id: number,
  active: boolean,
): Promise<BankAccountRow | null> {
  const [row] = await db
    .update(bankAccounts)
    .set({ active, updatedAt: new Date() })
    .where(eq(bankAccounts.id, id))
    .returning();
  return row ?? null;
}

// ---------- orders ----------

/** The order, or null when its reference was taken (the caller draws another). */
export async function insertOrder(
  db: Db,
  values: Omit<typeof transferOrders.$inferInsert, 'id'>,
): Promise<TransferOrderRow | null> {
  const [row] = await db
    .insert(transferOrders)
    .values(values)
    .onConflictDoNothing({ target: transferOrders.reference })
    .returning();
  return row ?? null;
}

/** An order with what its page shows: the product, the payment and its discount. */
const orderColumns = {
  order: transferOrders,
  productName: stripeProducts.name,
  periodicidad: stripeProducts.periodicidad,
  txStatus: stripeTransactions.status,
  txMetadata: stripeTransactions.metadata,
  discountCode: discountCodes.code,
};

function orderQuery(db: Db) {
  return db
    .select(orderColumns)
    .from(transferOrders)
    .innerJoin(stripeTransactions, eq(stripeTransactions.id, transferOrders.transactionId))
    .leftJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
    .leftJoin(discountCodes, eq(discountCodes.id, stripeTransactions.discountCodeId));
}
export type OrderWithProduct = Awaited<ReturnType<ReturnType<typeof orderQuery>['execute']>>[number];

export async function orderOf(db: Db, id: number, userId: number | null): Promise<OrderWithProduct | null> {
  const [row] = await orderQuery(db).where(
    and(eq(transferOrders.id, id), userId === null ? undefined : eq(transferOrders.userId, userId)),
  );
  return row ?? null;
}

export function ordersOfUser(db: Db, userId: number, limit = 50): Promise<OrderWithProduct[]> {
  return orderQuery(db)
    .where(eq(transferOrders.userId, userId))
    .orderBy(desc(transferOrders.id))
    .limit(limit);
}

export async function orderForUpdate(db: Db, id: number): Promise<TransferOrderRow | null> {
  const [row] = await db.select().from(transferOrders).where(eq(transferOrders.id, id)).for('update');
  return row ?? null;
}

export async function orderOfTransaction(db: Db, transactionId: number): Promise<TransferOrderRow | null> {
  const [row] = await db.select().from(transferOrders).where(eq(transferOrders.transactionId, transactionId));
  return row ?? null;
}

export async function updateOrder(
  db: Db,
  id: number,
  values: Partial<Omit<typeof transferOrders.$inferInsert, 'id'>>,
): Promise<void> {
  await db
    .update(transferOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(transferOrders.id, id));
}

/** Moves an order to `to` only from one of `from`; whether it moved. */
export async function moveOrder(
  db: Db,
  id: number,
  from: readonly TransferOrderStatus[],
  to: TransferOrderStatus,
  values: Partial<Omit<typeof transferOrders.$inferInsert, 'id' | 'status'>> = {},
): Promise<boolean> {
  const moved = await db
    .update(transferOrders)
    .set({ ...values, status: to, updatedAt: new Date() })
    .where(and(eq(transferOrders.id, id), inArray(transferOrders.status, [...from])))
    .returning({ id: transferOrders.id });
  return moved.length > 0;
}

// ---------- receipts ----------

export async function insertReceipt(
  db: Db,
  values: Omit<typeof transferReceipts.$inferInsert, 'id'>,
): Promise<TransferReceiptRow> {
  const [row] = await db.insert(transferReceipts).values(values).returning();
  return row!;
}

export function receiptsOf(db: Db, orderIds: number[]): Promise<TransferReceiptRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(transferReceipts)
    .where(inArray(transferReceipts.orderId, orderIds))
    .orderBy(asc(transferReceipts.id));
}

export async function receiptById(
  db: Db,
  orderId: number,
  receiptId: number,
): Promise<TransferReceiptRow | null> {
  const [row] = await db
    .select()
    .from(transferReceipts)
    .where(and(eq(transferReceipts.id, receiptId), eq(transferReceipts.orderId, orderId)));
  return row ?? null;
}

// ---------- the admin's queue ----------

const claimer = alias(users, 'claimer');

/** Orders in `status` (default: every one not paid), oldest waiting first for the queue; keyset on id. */
export function adminOrders(db: Db, by: { status?: TransferOrderStatus; afterId?: number }, limit: number) {
  return db
    .select({
      ...orderColumns,
      userName: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.username})`,
      userEmail: users.email,
      claimerName: sql<string | null>`coalesce(nullif(${claimer.fullName}, ''), ${claimer.username})`,
    })
    .from(transferOrders)
    .innerJoin(stripeTransactions, eq(stripeTransactions.id, transferOrders.transactionId))
    .innerJoin(users, eq(users.id, transferOrders.userId))
    .leftJoin(claimer, eq(claimer.id, transferOrders.claimedBy))
    .leftJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
    .leftJoin(discountCodes, eq(discountCodes.id, stripeTransactions.discountCodeId))
    .where(
      and(
        by.status ? eq(transferOrders.status, by.status) : undefined,
        by.afterId ? gt(transferOrders.id, by.afterId) : undefined,
      ),
    )
    .orderBy(asc(transferOrders.id))
    .limit(limit);
}
export type AdminOrderRow = Awaited<ReturnType<typeof adminOrders>>[number];

/** The admin navigation's count: receipts waiting for a decision. */
export async function countToReconcile(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transferOrders)
    .where(eq(transferOrders.status, 'por_conciliar'));
  return row?.n ?? 0;
}

/** Every order not paid yet, for matching a statement. */
export function unpaidOrders(db: Db) {
  return db
    .select({
      orderId: transferOrders.id,
      reference: transferOrders.reference,
      amountCents: transferOrders.amountCents,
      status: transferOrders.status,
      userName: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.username})`,
    })
    .from(transferOrders)
    .innerJoin(users, eq(users.id, transferOrders.userId))
    .where(inArray(transferOrders.status, ['esperando_pago', 'por_conciliar', 'rechazada', 'vencida']));
}

export async function statementLayoutRow(db: Db): Promise<Record<string, unknown> | null> {
  const [row] = await db.select().from(transferStatementSettings).where(eq(transferStatementSettings.id, 1));
  return row?.layout ?? null;
}

export async function saveStatementLayout(
  db: Db,
  layout: Record<string, unknown>,
  adminId: number,
): Promise<void> {
  await db
    .insert(transferStatementSettings)
    .values({ id: 1, layout, updatedBy: adminId })
    .onConflictDoUpdate({
      target: transferStatementSettings.id,
      set: { layout, updatedBy: adminId, updatedAt: new Date() },
    });
}

// ---------- the job ----------

const OPEN: TransferOrderStatus[] = ['esperando_pago', 'por_conciliar', 'rechazada'];

/** Open orders whose hold ended. */
export const holdOver = (now: Date): SQL =>
  and(inArray(transferOrders.status, OPEN), lte(transferOrders.expiresAt, now))!;

export async function ordersMatching(
  db: Db,
  condition: SQL,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: transferOrders.id })
    .from(transferOrders)
    .where(and(condition, gt(transferOrders.id, afterId)))
    .orderBy(asc(transferOrders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockOrder(tx: Db, id: number, condition: SQL): Promise<TransferOrderRow | null> {
  const [row] = await tx
    .select()
    .from(transferOrders)
    .where(and(eq(transferOrders.id, id), condition))
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Marks a subscription as paid by transfer (its renewals are orders, not card charges). */
export const PAID_BY_TRANSFER = sql`${subscriptions.metadata} ->> 'paidBy' = 'transfer'`;

/** Transfer-paid yearly plans within the lead time of their end that have no renewal order for it. */
export const renewalOrderDue = (now: Date, leadMs: number): SQL =>
  and(
    PAID_BY_TRANSFER,
    eq(subscriptions.status, 'active'),
    eq(subscriptions.cancelAtPeriodEnd, false),
    gt(subscriptions.currentPeriodEnd, now),
    lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + leadMs)),
    sql`not exists (select 1 from ${transferOrders} where ${transferOrders.subscriptionId} = ${subscriptions.id} and ${transferOrders.renewsPeriodEnd} = ${subscriptions.currentPeriodEnd})`,
  )!;

/** Transfer-paid plans whose period ended without a paid renewal: past due, like a declined card. */
export const periodEndedUnpaid = (now: Date): SQL =>
  and(
    PAID_BY_TRANSFER,
    eq(subscriptions.status, 'active'),
    // A plan whose renewal was cancelled simply ends (lifecycle.job.ts), it is not past due.
    eq(subscriptions.cancelAtPeriodEnd, false),
    lte(subscriptions.currentPeriodEnd, now),
  )!;

export async function subscriptionsMatching(db: Db, condition: SQL, afterId: number, limit: number) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(condition, gt(subscriptions.id, afterId)))
    .orderBy(asc(subscriptions.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockSubscription(tx: Db, id: number, condition: SQL) {
  const [row] = await tx
    .select({ sub: subscriptions, product: stripeProducts })
    .from(subscriptions)
    .innerJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .where(and(eq(subscriptions.id, id), condition))
    .for('update', { of: subscriptions, skipLocked: true });
  return row ?? null;
}

export async function setSubscriptionStatus(tx: Db, id: number, status: string): Promise<void> {
  await tx.update(subscriptions).set({ status, updatedAt: new Date() }).where(eq(subscriptions.id, id));
}

// ---------- a plan paid by transfer (the pipeline's effect) ----------

export async function subscriptionByProviderId(db: Db, stripeSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .for('update');
  return row ?? null;
}

export async function subscriptionForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

export async function insertTransferSubscription(
  db: Db,
  values: typeof subscriptions.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: subscriptions.stripeSubscriptionId })
    .returning({ id: subscriptions.id });
  return row?.id ?? 0;
}

export async function extendSubscription(
  db: Db,
  id: number,
  period: { start: Date; end: Date },
): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      status: 'active',
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      // The card path's reminder «se renovará con tu tarjeta» is not for this plan (decision 094).
      metadata: sql`coalesce(${subscriptions.metadata}, '{}'::jsonb) || jsonb_build_object('paidBy', 'transfer', 'reminderSentFor', to_char(${period.end.toISOString()}::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, id));
}

export async function setTransactionSubscription(db: Db, transactionId: number, subscriptionId: string) {
  await db
    .update(stripeTransactions)
    .set({ subscriptionId })
    .where(and(eq(stripeTransactions.id, transactionId), isNull(stripeTransactions.subscriptionId)));
}

/** Who a mail of the job goes to. */
export async function personRow(db: Db, userId: number) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      notificationPreferences: users.notificationPreferences,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function setTransferPaymentId(db: Db, transactionId: number, paymentId: string): Promise<void> {
  await db
    .update(stripeTransactions)
    .set({ paymentIntentId: paymentId })
    .where(eq(stripeTransactions.id, transactionId));
}

/** A late approval took the discount use again: it is no longer given back. */
export async function setDiscountReleased(db: Db, transactionId: number, released: boolean): Promise<void> {
  await db
    .update(stripeTransactions)
    .set({ discountReleased: released })
    .where(eq(stripeTransactions.id, transactionId));
}

/** The renewal order of a subscription for the period ending at `periodEnd`. */
export async function renewalOrderOf(db: Db, subscriptionId: number, periodEnd: Date) {
  const [row] = await db
    .select()
    .from(transferOrders)
    .where(
      and(eq(transferOrders.subscriptionId, subscriptionId), eq(transferOrders.renewsPeriodEnd, periodEnd)),
    );
  return row ?? null;
}

/** The unpaid renewal orders of a subscription (waiting for the transfer or rejected). */
export function openRenewalOrdersOf(db: Db, subscriptionId: number): Promise<TransferOrderRow[]> {
  return db
    .select()
    .from(transferOrders)
    .where(
      and(
        eq(transferOrders.subscriptionId, subscriptionId),
        eq(transferOrders.kind, 'renewal'),
        inArray(transferOrders.status, ['esperando_pago', 'rechazada', 'por_conciliar']),
      ),
    )
    .orderBy(asc(transferOrders.id))
    .for('update');
}

export async function setCancelAtPeriodEnd(db: Db, id: number, cancel: boolean): Promise<void> {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

/** A refunded plan paid by transfer ends now (a card plan's provider would cancel it now). */
export async function endSubscriptionNow(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: now, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** A renewal order closed by «Cancelar renovación» is payable again once the renewal resumes. */
export async function reopenPayment(db: Db, transactionId: number): Promise<void> {
  await db
    .update(stripeTransactions)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(stripeTransactions.id, transactionId), eq(stripeTransactions.status, 'canceled')));
}
