// The clock of paid plans (issue 9), run by the job queue every ten minutes
// (docs/decisions/061-job-queue.md): a reminder a week before a yearly plan renews, the end
// of a past-due plan once its grace period is over, and the end of a plan cancelled at
// period end. Provider events change subscriptions; this job handles what only time
// changes. Idempotent and safe to run twice at once: each row is claimed with
// `for update skip locked` and marked in the same transaction.
import { and, asc, desc, eq, gt, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { stripeProducts, subscriptions, userFeatures } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { timeZoneOfUser } from '../../lib/person-time-zone.ts';
import { FEATURE_SOURCE, grantsFeatures, syncEntitlements } from './entitlements.ts';
import { type MailPerson, planEndedMail, renewalReminderMail, wantsBillingMail } from './payment.mails.ts';
import { toCents } from './provider.ts';

export interface PaymentLifecycleDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  now?: Date;
  /** Where a failure on one row is reported; the others still run. */
  log?: { warn(obj: object, msg: string): void };
}

const DAY = 24 * 3600_000;
/** Yearly plans are reminded this long before they renew. */
export const RENEWAL_REMINDER_MS = 7 * DAY;
/**
 * A plan cancelled at period end is announced as ended for this long after its end, even
 * when a provider event already removed its features (Stripe deletes the subscription at
 * the period end, often before this job runs). Older ends are not news any more.
 */
export const ENDED_NOTICE_WINDOW_MS = 7 * DAY;
const BATCH = 200;

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

export async function runPaymentLifecycle(
  deps: PaymentLifecycleDeps,
): Promise<{ graceEnded: number; expired: number; reminded: number }> {
  const now = deps.now ?? new Date();
  // Plans that end go first: a plan whose time ran out gets no "renews soon" mail.
  const graceEnded = await endGracePeriods(deps, now);
  const expired = await endExpiredPlans(deps, now);
  const reminded = await remindRenewals(deps, now);
  return { graceEnded, expired, reminded };
}

/** Who a mail is for, with the zone its dates are written in (decision 131). */
const personOf = async (
  tx: Db,
  userId: number,
  row: { fullName: string | null; username: string; email: string },
): Promise<MailPerson> => ({
  name: row.fullName?.trim() || row.username,
  email: row.email,
  timeZone: await timeZoneOfUser(tx, userId),
});

/**
 * Lists due ids page by page, then handles each in its own transaction; `handle` locks the
 * row again under the same condition (`skip locked`), so a concurrent run skips what this
 * one holds and a row already handled no longer matches. A failure rolls that row back for
 * the next run and does not stop the others. `handle` returns the mail to send once its
 * transaction has committed, or null.
 */
async function forEachDue(
  deps: PaymentLifecycleDeps,
  what: string,
  listIds: (afterId: number) => Promise<number[]>,
  handle: (tx: Db, id: number) => Promise<{ handled: boolean; mail: Mail | null }>,
): Promise<number> {
  let done = 0;
  let afterId = 0;
  for (;;) {
    const ids = await listIds(afterId);
    for (const id of ids) {
      let mail: Mail | null = null;
      try {
        const result = await deps.db.transaction((tx) => handle(tx, id));
        if (result.handled) done += 1;
        mail = result.mail;
      } catch (err) {
        deps.log?.warn(
          { err, id },
          `payment lifecycle (${what}) failed for one row; retried on the next run`,
        );
        continue;
      }
      if (!mail) continue;
      try {
        await deps.mailer.send(mail);
      } catch (err) {
        // The plan's end stands whether or not the notice goes out.
        deps.log?.warn({ err, id }, `payment lifecycle (${what}): the notice could not be mailed`);
      }
    }
    if (ids.length < BATCH) return done;
    afterId = ids.at(-1)!;
  }
}

// ---------- grace period over ----------

/** Users with a past-due plan whose grace period is over and who were not told yet. */
const graceOver = (now: Date): SQL =>
  and(
    lte(users.gracePeriodEndDate, now),
    or(
      isNull(users.lastExpiryNotificationDate),
      lt(users.lastExpiryNotificationDate, users.gracePeriodEndDate),
    ),
    sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id} and ${subscriptions.status} = 'past_due')`,
  )!;

async function endGracePeriods(deps: PaymentLifecycleDeps, now: Date): Promise<number> {
  const condition = graceOver(now);
  return forEachDue(
    deps,
    'grace',
    async (afterId) =>
      (
        await deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(condition, gt(users.id, afterId)))
          .orderBy(asc(users.id))
          .limit(BATCH)
      ).map((r) => r.id),
    async (tx, userId) => {
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
      if (!user) return { handled: false, mail: null };
      const [plan] = await tx
        .select({ productName: stripeProducts.name })
        .from(subscriptions)
        .leftJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'past_due')))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      // The past-due plan stops granting its features now that the grace date is behind us.
      await syncEntitlements(tx, userId, now);
      await tx.update(users).set({ lastExpiryNotificationDate: now }).where(eq(users.id, userId));
      const mail = wantsBillingMail(user)
        ? planEndedMail(
            await personOf(tx, userId, user),
            {
              productName: plan?.productName ?? 'Traspasa',
              reason: 'grace',
              endedAt: user.graceUntil ?? now,
            },
            deps.appUrl,
          )
        : null;
      return { handled: true, mail };
    },
  );
}

// ---------- plans cancelled at period end ----------

/**
 * Subscriptions that ended (cancelled at period end, or cancelled and still granting
 * features because nothing recomputed them) and were not announced for this period.
 * Past-due ones belong to the grace sweep.
 */
const planExpired = (now: Date): SQL =>
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

async function endExpiredPlans(deps: PaymentLifecycleDeps, now: Date): Promise<number> {
  const condition = planExpired(now);
  return forEachDue(
    deps,
    'expiry',
    async (afterId) =>
      (
        await deps.db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(condition, gt(subscriptions.id, afterId)))
          .orderBy(asc(subscriptions.id))
          .limit(BATCH)
      ).map((r) => r.id),
    async (tx, subscriptionId) => {
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
      if (!sub) return { handled: false, mail: null };
      await syncEntitlements(tx, sub.userId, now);
      await tx
        .update(subscriptions)
        .set({ metadata: markForThisPeriod('endedNoticeFor') })
        .where(eq(subscriptions.id, sub.id));
      const [user] = await tx
        .update(users)
        .set({ lastExpiryNotificationDate: now })
        .where(eq(users.id, sub.userId))
        .returning({
          fullName: users.fullName,
          username: users.username,
          email: users.email,
          notificationPreferences: users.notificationPreferences,
          graceUntil: users.gracePeriodEndDate,
        });
      if (!user) return { handled: true, mail: null };
      // A plan replaced by another one (a change of plan) did not really end: no mail.
      const others = await tx
        .select({
          status: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, sub.userId), ne(subscriptions.id, sub.id)));
      const stillSubscribed = others.some((o) => grantsFeatures(o, user.graceUntil, now));
      const mail =
        !stillSubscribed && wantsBillingMail(user)
          ? planEndedMail(
              await personOf(tx, sub.userId, user),
              {
                productName: sub.productName ?? 'Traspasa',
                reason: 'expired',
                endedAt: sub.currentPeriodEnd ?? now,
              },
              deps.appUrl,
            )
          : null;
      return { handled: true, mail };
    },
  );
}

// ---------- yearly renewal reminder ----------

const renewalDue = (now: Date): SQL =>
  and(
    eq(stripeProducts.periodicidad, 'anual'),
    eq(subscriptions.status, 'active'),
    eq(subscriptions.cancelAtPeriodEnd, false),
    gt(subscriptions.currentPeriodEnd, now),
    lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + RENEWAL_REMINDER_MS)),
    notMarkedForThisPeriod('reminderSentFor'),
  )!;

async function remindRenewals(deps: PaymentLifecycleDeps, now: Date): Promise<number> {
  const condition = renewalDue(now);
  return forEachDue(
    deps,
    'renewal reminder',
    async (afterId) =>
      (
        await deps.db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .innerJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
          .where(and(condition, gt(subscriptions.id, afterId)))
          .orderBy(asc(subscriptions.id))
          .limit(BATCH)
      ).map((r) => r.id),
    async (tx, subscriptionId) => {
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
      if (!row?.currentPeriodEnd) return { handled: false, mail: null };
      await tx
        .update(subscriptions)
        .set({ metadata: markForThisPeriod('reminderSentFor') })
        .where(eq(subscriptions.id, row.id));
      // Marked either way, so a reader who silenced every mail is not looked at again.
      if (!wantsBillingMail(row)) return { handled: false, mail: null };
      // Sent inside the transaction: if the mail server refuses it, the mark is rolled
      // back and the next run tries again (nothing else changed).
      await deps.mailer.send(
        renewalReminderMail(
          await personOf(tx, row.userId, row),
          {
            productName: row.productName,
            amountCents: toCents(row.priceUsd),
            renewsAt: row.currentPeriodEnd,
            now,
          },
          deps.appUrl,
        ),
      );
      return { handled: true, mail: null };
    },
  );
}
