// The clock of paid plans (decision 090), run by the job queue every ten minutes
// (decision 061): a reminder a week before a yearly plan renews, the end of a past-due plan
// once its grace period is over, and the end of a plan cancelled at period end. Provider
// events change subscriptions; this job handles what only time changes. Idempotent and safe
// to run twice at once: each row is claimed with `for update skip locked` and marked in the
// same transaction (forEachDue, lib/jobs.ts).
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forEachDue } from '../../lib/jobs.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { timeZoneOfUser } from '../../lib/person-time-zone.ts';
import { grantsFeatures } from './entitlements.rules.ts';
import { syncEntitlements } from './entitlements.service.ts';
import {
  graceOver,
  lockEndedSubscription,
  lockGraceUser,
  lockRenewal,
  markEndedNoticeSent,
  markExpiryNotified,
  markPlanEndNotified,
  markReminderSent,
  otherSubscriptionsOf,
  pastDuePlanName,
  planExpired,
  renewalDue,
  renewalsMatching,
  subscriptionsMatching,
  usersMatching,
} from './lifecycle.repository.ts';
import { type MailPerson, planEndedMail, renewalReminderMail, wantsBillingMail } from './payments.mails.ts';
import { toCents } from './payments.mapper.ts';

export { ENDED_NOTICE_WINDOW_MS, RENEWAL_REMINDER_MS } from './lifecycle.repository.ts';

export interface PaymentLifecycleDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  now?: Date;
  /** Where a failure on one row is reported; the others still run. */
  log?: { warn(obj: object, msg: string): void };
}

export async function runPaymentLifecycle(
  deps: PaymentLifecycleDeps,
): Promise<{ graceEnded: number; expired: number; reminded: number }> {
  const now = deps.now ?? new Date();
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
 * One sweep of the job: the due rows of `condition`, each handled in its own transaction; the
 * mail `handle` returns is sent once that transaction committed.
 */
function sweep<Row>(
  deps: PaymentLifecycleDeps,
  what: string,
  condition: SQL,
  rows: {
    listDue: (db: Db, condition: SQL, afterId: number, limit: number) => Promise<number[]>;
    lock: (tx: Db, id: number, condition: SQL) => Promise<Row | null>;
  },
  handle: (tx: Db, row: Row) => Promise<{ handled: boolean; mail: Mail | null }>,
): Promise<number> {
  return forEachDue(deps.db, {
    listDue: (afterId, limit) => rows.listDue(deps.db, condition, afterId, limit),
    lock: (tx, id) => rows.lock(tx, id, condition),
    handle: async (tx, row) => {
      const { handled, mail } = await handle(tx, row);
      return { handled, afterCommit: mail ? () => deps.mailer.send(mail) : null };
    },
    onError: (err, id, stage) =>
      deps.log?.warn(
        { err, id },
        stage === 'row'
          ? `payment lifecycle (${what}) failed for one row; retried on the next run`
          : `payment lifecycle (${what}): the notice could not be mailed`,
      ),
  });
}

function endGracePeriods(deps: PaymentLifecycleDeps, now: Date): Promise<number> {
  return sweep(
    deps,
    'grace',
    graceOver(now),
    { listDue: usersMatching, lock: lockGraceUser },
    async (tx, user) => {
      const productName = await pastDuePlanName(tx, user.id);
      await syncEntitlements(tx, user.id, now);
      await markExpiryNotified(tx, user.id, now);
      const mail = wantsBillingMail(user)
        ? planEndedMail(
            await personOf(tx, user.id, user),
            { productName: productName ?? 'Traspasa', reason: 'grace', endedAt: user.graceUntil ?? now },
            deps.appUrl,
          )
        : null;
      return { handled: true, mail };
    },
  );
}

function endExpiredPlans(deps: PaymentLifecycleDeps, now: Date): Promise<number> {
  return sweep(
    deps,
    'expiry',
    planExpired(now),
    { listDue: subscriptionsMatching, lock: lockEndedSubscription },
    async (tx, sub) => {
      await syncEntitlements(tx, sub.userId, now);
      await markEndedNoticeSent(tx, sub.id);
      const user = await markPlanEndNotified(tx, sub.userId, now);
      if (!user) return { handled: true, mail: null };
      const others = await otherSubscriptionsOf(tx, sub.userId, sub.id);
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

function remindRenewals(deps: PaymentLifecycleDeps, now: Date): Promise<number> {
  return sweep(
    deps,
    'renewal reminder',
    renewalDue(now),
    { listDue: renewalsMatching, lock: lockRenewal },
    async (tx, row) => {
      if (!row.currentPeriodEnd) return { handled: false, mail: null };
      await markReminderSent(tx, row.id);
      if (!wantsBillingMail(row)) return { handled: false, mail: null };
      // Sent inside the transaction: a refusing mail server rolls the mark back for the next run.
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
