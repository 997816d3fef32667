// What the payment lifecycle job reads and marks (lifecycle.job.ts): grace periods that ran out,
// plans that ended, yearly plans about to renew. Each condition is used twice, to list the
// due rows and to lock one again (`for update skip locked`) in its own transaction.
import { and, asc, desc, eq, gt, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { stripeProducts, subscriptions, userFeatures } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { FEATURE_SOURCE } from './entitlements.rules.ts';

const DAY = 24 * 3600_000;
/** Yearly plans are reminded this long before they renew. */
export const RENEWAL_REMINDER_MS = 7 * DAY;
/**
 * A plan cancelled at period end is announced as ended for this long after its end, even
 * when a provider event already removed its features (Stripe deletes the subscription at
 * the period end, often before this job runs). Older ends are not news any more.
 */
export const ENDED_NOTICE_WINDOW_MS = 7 * DAY;

/** The ISO 8601 text of a timestamp column, as `Date#toISOString` writes it. */
const isoOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** `subscriptions.metadata[key]` is not the ISO text of its current period end. */
const notMarkedForThisPeriod = (key: string) =>
  sql`(${subscriptions.metadata} ->> ${key}::text) is distinct from ${isoOf(subscriptions.currentPeriodEnd)}`;
/** Sets `subscriptions.metadata[key]` to the ISO text of its current period end. */
const markForThisPeriod = (key: string) =>
  sql`coalesce(${subscriptions.metadata}, '{}'::jsonb) || jsonb_build_object(${key}::text, ${isoOf(subscriptions.currentPeriodEnd)})`;

// ---------- grace periods that ran out ----------

/** Users with a past-due plan whose grace period is over and who were not told yet. */
export const graceOver = (now: Date): SQL =>
  and(
    lte(users.gracePeriodEndDate, now),
    or(
      isNull(users.lastExpiryNotificationDate),
      lt(users.lastExpiryNotificationDate, users.gracePeriodEndDate),
    ),
    sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id} and ${subscriptions.status} = 'past_due')`,
  )!;

export async function usersMatching(
  db: Db,
  condition: SQL,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(condition, gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockGraceUser(tx: Db, userId: number, condition: SQL) {
  const [user] = await tx
    .select({
      id: users.id,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      notificationPreferences: users.notificationPreferences,
      graceUntil: users.gracePeriodEndDate,
    })
    .from(users)
    .where(and(eq(users.id, userId), condition))
    .for('update', { skipLocked: true });
  return user ?? null;
}

/** The name of the user's newest past-due plan. */
export async function pastDuePlanName(tx: Db, userId: number): Promise<string | null> {
  const [plan] = await tx
    .select({ productName: stripeProducts.name })
    .from(subscriptions)
    .leftJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'past_due')))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return plan?.productName ?? null;
}

export async function markExpiryNotified(tx: Db, userId: number, now: Date): Promise<void> {
  await tx.update(users).set({ lastExpiryNotificationDate: now }).where(eq(users.id, userId));
}

// ---------- plans that ended ----------

/**
 * Subscriptions that ended (cancelled at period end, or cancelled and still granting
 * features because nothing recomputed them) and were not announced for this period.
 * Past-due ones belong to the grace sweep.
 */
export const planExpired = (now: Date): SQL =>
  and(
    ne(subscriptions.status, 'past_due'),
    or(eq(subscriptions.cancelAtPeriodEnd, true), eq(subscriptions.status, 'canceled')),
    lte(subscriptions.currentPeriodEnd, now),
    notMarkedForThisPeriod('endedNoticeFor'),
    or(
      and(
        eq(subscriptions.cancelAtPeriodEnd, true),
        sql`${subscriptions.currentPeriodEnd} > ${at(new Date(now.getTime() - ENDED_NOTICE_WINDOW_MS))}`,
      ),
      sql`exists (select 1 from ${userFeatures} where ${userFeatures.userId} = ${subscriptions.userId} and ${userFeatures.active} and ${userFeatures.source} = ${FEATURE_SOURCE} and ${userFeatures.sourceId} = ${subscriptions.stripeSubscriptionId})`,
    ),
  )!;

export async function subscriptionsMatching(
  db: Db,
  condition: SQL,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(condition, gt(subscriptions.id, afterId)))
    .orderBy(asc(subscriptions.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockEndedSubscription(tx: Db, subscriptionId: number, condition: SQL) {
  const [sub] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      productName: stripeProducts.name,
    })
    .from(subscriptions)
    .leftJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .where(and(eq(subscriptions.id, subscriptionId), condition))
    .for('update', { of: subscriptions, skipLocked: true });
  return sub ?? null;
}

export async function markEndedNoticeSent(tx: Db, subscriptionId: number): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ metadata: markForThisPeriod('endedNoticeFor') })
    .where(eq(subscriptions.id, subscriptionId));
}

/** Marks the user told of their plan's end; who they are for the mail, or null. */
export async function markPlanEndNotified(tx: Db, userId: number, now: Date) {
  const [user] = await tx
    .update(users)
    .set({ lastExpiryNotificationDate: now })
    .where(eq(users.id, userId))
    .returning({
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      notificationPreferences: users.notificationPreferences,
      graceUntil: users.gracePeriodEndDate,
    });
  return user ?? null;
}

/** The user's other subscriptions (to tell whether another plan still grants features). */
export function otherSubscriptionsOf(tx: Db, userId: number, exceptId: number) {
  return tx
    .select({
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.id, exceptId)));
}

// ---------- yearly plans about to renew ----------

export const renewalDue = (now: Date): SQL =>
  and(
    eq(stripeProducts.periodicidad, 'anual'),
    eq(subscriptions.status, 'active'),
    eq(subscriptions.cancelAtPeriodEnd, false),
    gt(subscriptions.currentPeriodEnd, now),
    lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + RENEWAL_REMINDER_MS)),
    notMarkedForThisPeriod('reminderSentFor'),
  )!;

export async function renewalsMatching(
  db: Db,
  condition: SQL,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .where(and(condition, gt(subscriptions.id, afterId)))
    .orderBy(asc(subscriptions.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockRenewal(tx: Db, subscriptionId: number, condition: SQL) {
  const [row] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      productName: stripeProducts.name,
      priceUsd: stripeProducts.precioUsd,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      notificationPreferences: users.notificationPreferences,
    })
    .from(subscriptions)
    .innerJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(subscriptions.id, subscriptionId), condition))
    .for('update', { of: subscriptions, skipLocked: true });
  return row ?? null;
}

export async function markReminderSent(tx: Db, subscriptionId: number): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ metadata: markForThisPeriod('reminderSentFor') })
    .where(eq(subscriptions.id, subscriptionId));
}
