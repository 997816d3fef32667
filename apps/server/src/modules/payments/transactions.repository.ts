// `stripe_transactions`: one row per payment (a checkout, a renewal), from pending to paid,
// failed, canceled or refunded, with what the receipt and the mails need.
import { and, desc, eq, inArray, isNull, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discountCodes, stripeProducts, stripeTransactions } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';

export type TransactionRow = typeof stripeTransactions.$inferSelect;
type NewTransaction = typeof stripeTransactions.$inferInsert;

/** Statuses of a checkout not paid yet (a declined card may still be followed by a good one). */
const UNPAID = ['pending', 'processing', 'failed'];

/** A jsonb merge into `metadata`, in SQL: the receipt mailer writes its own flags into the same column. */
const mergeMetadata = (more: Record<string, unknown>) =>
  sql`coalesce(${stripeTransactions.metadata}, '{}'::jsonb) || ${JSON.stringify(more)}::jsonb`;

// ---------- checkout ----------

export async function insertTransaction(db: Db, values: NewTransaction): Promise<number> {
  const [created] = await db
    .insert(stripeTransactions)
    .values(values)
    .returning({ id: stripeTransactions.id });
  return created!.id;
}

export async function transactionById(db: Db, id: number): Promise<TransactionRow | null> {
  const [tx] = await db.select().from(stripeTransactions).where(eq(stripeTransactions.id, id));
  return tx ?? null;
}

/** The provider's session of a checkout, once it gave one, and where its page is. */
export async function recordCheckoutSession(
  db: Db,
  id: number,
  session: { sessionId: string; providerCustomerId: string | null; url: string },
): Promise<void> {
  await db
    .update(stripeTransactions)
    .set({
      checkoutSessionId: session.sessionId,
      customerId: session.providerCustomerId,
      metadata: mergeMetadata({ checkoutUrl: session.url }),
      updatedAt: new Date(),
    })
    .where(eq(stripeTransactions.id, id));
}

/** A user's plan checkouts not paid yet. */
export function openPlanCheckouts(db: Db, userId: number) {
  return db
    .select({ id: stripeTransactions.id, sessionId: stripeTransactions.checkoutSessionId })
    .from(stripeTransactions)
    .innerJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
    .where(
      and(
        eq(stripeTransactions.userId, userId),
        eq(stripeTransactions.kind, 'checkout'),
        inArray(stripeTransactions.status, UNPAID),
        ne(stripeProducts.periodicidad, 'unico'),
      ),
    );
}

/** Checkouts not paid whose time ran out (at most 500 a run). */
export function expiredOpenCheckouts(db: Db, now: Date) {
  return db
    .select({ id: stripeTransactions.id, sessionId: stripeTransactions.checkoutSessionId })
    .from(stripeTransactions)
    .where(
      and(
        eq(stripeTransactions.kind, 'checkout'),
        inArray(stripeTransactions.status, UNPAID),
        lte(stripeTransactions.expiresAt, now),
      ),
    )
    .limit(500);
}

/** A user's checkout by the provider's session id, with its product. */
export async function checkoutOfSession(db: Db, userId: number, sessionId: string) {
  const [row] = await db
    .select({ tx: stripeTransactions, product: stripeProducts })
    .from(stripeTransactions)
    .leftJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
    .where(and(eq(stripeTransactions.checkoutSessionId, sessionId), eq(stripeTransactions.userId, userId)));
  return row ?? null;
}

/** A user's payments newest first, keyset on the id, with product name and discount code. */
export function transactionsOf(db: Db, userId: number, beforeId: number | null, limit: number) {
  return db
    .select({ tx: stripeTransactions, productName: stripeProducts.name, code: discountCodes.code })
    .from(stripeTransactions)
    .leftJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
    .leftJoin(discountCodes, eq(discountCodes.id, stripeTransactions.discountCodeId))
    .where(
      and(eq(stripeTransactions.userId, userId), beforeId ? lt(stripeTransactions.id, beforeId) : undefined),
    )
    .orderBy(desc(stripeTransactions.id))
    .limit(limit);
}

/** Cancels an unpaid checkout; what it reserved of a discount code, or null when it was not unpaid. */
export async function cancelUnpaid(
  db: Db,
  id: number,
): Promise<{ discountCodeId: number | null; released: boolean } | null> {
  const [closed] = await db
    .update(stripeTransactions)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(stripeTransactions.id, id), inArray(stripeTransactions.status, UNPAID)))
    .returning({
      discountCodeId: stripeTransactions.discountCodeId,
      released: stripeTransactions.discountReleased,
    });
  return closed ?? null;
}

export async function markDiscountReleased(db: Db, id: number): Promise<void> {
  await db.update(stripeTransactions).set({ discountReleased: true }).where(eq(stripeTransactions.id, id));
}

// ---------- what the provider's events change ----------

/** The transaction an event is about (locked for the event's transaction), by any id it carries. */
export async function findTransactionForUpdate(
  db: Db,
  by: { checkoutSessionId?: string | null; paymentIntentId?: string | null; id?: number | null },
): Promise<TransactionRow | null> {
  const conditions = [];
  if (by.checkoutSessionId) conditions.push(eq(stripeTransactions.checkoutSessionId, by.checkoutSessionId));
  if (by.paymentIntentId) conditions.push(eq(stripeTransactions.paymentIntentId, by.paymentIntentId));
  if (by.id) conditions.push(eq(stripeTransactions.id, by.id));
  if (conditions.length === 0) return null;
  const [row] = await db
    .select()
    .from(stripeTransactions)
    .where(sql.join(conditions, sql` or `))
    .orderBy(stripeTransactions.id)
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A declined card: the checkout stays open, the customer may pay with another card. */
export async function markPaymentFailed(
  db: Db,
  id: number,
  paymentIntentId: string | null,
  failureMessage: string,
): Promise<void> {
  await db
    .update(stripeTransactions)
    .set({ status: 'failed', paymentIntentId, failureMessage, updatedAt: new Date() })
    .where(and(eq(stripeTransactions.id, id), inArray(stripeTransactions.status, UNPAID)));
}

/** Succeeded → refunded, once; false when it was not a paid transaction. */
export async function markRefunded(db: Db, id: number): Promise<boolean> {
  const [refunded] = await db
    .update(stripeTransactions)
    .set({
      status: 'refunded',
      metadata: mergeMetadata({ refundedAt: new Date().toISOString() }),
      updatedAt: new Date(),
    })
    .where(and(eq(stripeTransactions.id, id), eq(stripeTransactions.status, 'succeeded')))
    .returning({ id: stripeTransactions.id });
  return Boolean(refunded);
}

export interface PaymentIds {
  paymentIntentId?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  invoiceId?: string | null;
}

/**
 * The one transition to paid: the row as paid, or null when another event of the same payment
 * did it first. `extra` (the card) is merged into its metadata with the time it was paid.
 */
export async function markSucceeded(
  db: Db,
  tx: TransactionRow,
  ids: PaymentIds,
  extra: Record<string, string>,
): Promise<TransactionRow | null> {
  const [paid] = await db
    .update(stripeTransactions)
    .set({
      status: 'succeeded',
      paymentIntentId: ids.paymentIntentId ?? tx.paymentIntentId,
      customerId: ids.customerId ?? tx.customerId,
      subscriptionId: ids.subscriptionId ?? tx.subscriptionId,
      invoiceId: ids.invoiceId ?? tx.invoiceId,
      failureMessage: null,
      metadata: mergeMetadata({ ...extra, paidAt: new Date().toISOString() }),
      updatedAt: new Date(),
    })
    .where(
      and(eq(stripeTransactions.id, tx.id), notInArray(stripeTransactions.status, ['succeeded', 'refunded'])),
    )
    .returning();
  return paid ?? null;
}

/** A payment already paid: keeps what a later event of it knows (ids it lacked, the card). */
export async function mergeKnownIds(
  db: Db,
  id: number,
  ids: PaymentIds,
  extra: Record<string, string> | null,
): Promise<void> {
  await db
    .update(stripeTransactions)
    .set({
      ...(extra ? { metadata: mergeMetadata(extra) } : {}),
      paymentIntentId: sql`coalesce(${stripeTransactions.paymentIntentId}, ${ids.paymentIntentId ?? null})`,
      subscriptionId: sql`coalesce(${stripeTransactions.subscriptionId}, ${ids.subscriptionId ?? null})`,
      invoiceId: sql`coalesce(${stripeTransactions.invoiceId}, ${ids.invoiceId ?? null})`,
    })
    .where(eq(stripeTransactions.id, id));
}

/** The ledger of paid packages (one row per payment). */
export async function recordProcessedPayment(
  db: Db,
  payment: { paymentId: string | null; userId: number; plan: string; packageCount: number; metadata: object },
): Promise<void> {
  await db.execute(sql`
      insert into processed_payments (payment_id, user_id, plan, package_count, metadata)
      values (${payment.paymentId}, ${payment.userId}, ${payment.plan},
              ${payment.packageCount}, ${JSON.stringify(payment.metadata)}::jsonb)
      on conflict (payment_id) do nothing`);
}

/**
 * A renewal or a plan change paid: a payment of its own. A renewal declined first and paid on a
 * later attempt: the failed row becomes paid. The id, or null when the invoice was already paid.
 */
export async function recordPaidRenewal(db: Db, values: NewTransaction): Promise<number | null> {
  const [created] = await db
    .insert(stripeTransactions)
    .values(values)
    .onConflictDoUpdate({
      target: stripeTransactions.invoiceId,
      set: {
        status: 'succeeded',
        paymentIntentId: values.paymentIntentId,
        failureMessage: null,
        updatedAt: new Date(),
      },
      where: eq(stripeTransactions.status, 'failed'),
    })
    .returning({ id: stripeTransactions.id });
  return created?.id ?? null;
}

/** A declined renewal, once per invoice. */
export async function recordFailedRenewal(db: Db, values: NewTransaction): Promise<void> {
  await db
    .insert(stripeTransactions)
    .values(values)
    .onConflictDoNothing({ target: stripeTransactions.invoiceId });
}

/** The checkout that started a subscription, linked to it (unless it already is). */
export async function linkSubscription(db: Db, transactionId: number, subscriptionId: string): Promise<void> {
  await db
    .update(stripeTransactions)
    .set({ subscriptionId })
    .where(and(eq(stripeTransactions.id, transactionId), isNull(stripeTransactions.subscriptionId)));
}

// ---------- receipts and their mails ----------

/** A transaction with what its receipt shows: product, code, payer. */
export async function receiptRow(db: Db, transactionId: number) {
  const [row] = await db
    .select({
      tx: stripeTransactions,
      productName: stripeProducts.name,
      period: stripeProducts.periodicidad,
      packageTier: stripeProducts.packageTier,
      productPackageCount: stripeProducts.packageCount,
      priceUsd: stripeProducts.precioUsd,
      discountCode: discountCodes.code,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
    })
    .from(stripeTransactions)
    .innerJoin(users, eq(users.id, stripeTransactions.userId))
    .leftJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
    .leftJoin(discountCodes, eq(discountCodes.id, stripeTransactions.discountCodeId))
    .where(eq(stripeTransactions.id, transactionId));
  return row ?? null;
}

export type MailFlag = 'receiptSentAt' | 'refundMailSentAt';

/** Sets `metadata[flag]` unless already set; true for the one caller that set it. */
export async function claimMetadataFlag(db: Db, transactionId: number, flag: MailFlag): Promise<boolean> {
  const claimed = await db
    .update(stripeTransactions)
    .set({
      metadata: sql`coalesce(${stripeTransactions.metadata}, '{}'::jsonb) || jsonb_build_object(${flag}::text, ${new Date().toISOString()}::text)`,
    })
    .where(
      and(
        eq(stripeTransactions.id, transactionId),
        sql`not (coalesce(${stripeTransactions.metadata}, '{}'::jsonb) ? ${flag}::text)`,
      ),
    )
    .returning({ id: stripeTransactions.id });
  return claimed.length > 0;
}

export async function releaseMetadataFlag(db: Db, transactionId: number, flag: MailFlag): Promise<void> {
  await db
    .update(stripeTransactions)
    .set({ metadata: sql`${stripeTransactions.metadata} - ${flag}::text` })
    .where(eq(stripeTransactions.id, transactionId));
}
