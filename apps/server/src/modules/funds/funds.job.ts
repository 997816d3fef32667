// The proof-of-funds sweep (decision 104), hourly and idempotent: the reminder 7 days before
// a badge ends (once), the expiry at its end, and the deletion of documents 30 days after the
// decision while the decision and the band stay. Each row is locked and handled in its own
// transaction (`forEachDue`).
import { FUNDS_REMINDER_DAYS, FUNDS_RETENTION_DAYS, type FundsBand } from '@traspasa/shared/funds';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forEachDue } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Storage } from '../../lib/storage.ts';
import { noticeMail, recordNotice } from '../notices/notices.service.ts';
import { fundsExpiringNotice } from './funds.mails.ts';
import {
  hasNewerApproval,
  listDueExpiry,
  listDueReminder,
  listDueRetention,
  lockDueExpiry,
  lockDueReminder,
  lockDueRetention,
  updateFunds,
} from './funds.repository.ts';
import { DAY_MS } from './funds.rules.ts';

export const FUNDS_JOB = 'funds-lifecycle';

export interface FundsJobDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  now?: Date;
}

export async function runFundsLifecycle(
  deps: FundsJobDeps,
): Promise<{ reminded: number; expired: number; documentsDeleted: number }> {
  const now = deps.now ?? new Date();
  const { db, log } = deps;
  const onError = (what: string) => (err: unknown, id: number, stage: string) =>
    log.error({ err, verificationId: id, stage }, `funds ${what} failed; will retry`);

  const remindBefore = new Date(now.getTime() + FUNDS_REMINDER_DAYS * DAY_MS);
  const reminded = await forEachDue(db, {
    listDue: async (afterId, limit) =>
      (await listDueReminder(db, now, remindBefore, afterId, limit)).map((r) => r.id),
    lock: (tx, id) => lockDueReminder(tx, id, now, remindBefore),
    handle: async (tx, found) => {
      await updateFunds(tx, found.row.id, { expiryReminderSentAt: now });
      // A newer approval already replaced this one: its end is no news to the buyer.
      if (await hasNewerApproval(tx, found.row)) return { handled: false };
      const n = fundsExpiringNotice({
        userId: found.row.userId,
        band: found.row.approvedBand as FundsBand,
        verifiedAt: found.row.decidedAt!,
        expiresAt: found.row.expiresAt!,
      });
      await recordNotice(tx, n);
      const wantsMail = found.notificationPreferences !== 'none';
      return {
        handled: true,
        afterCommit: wantsMail
          ? () => deps.mailer.send(noticeMail({ name: found.userName, email: found.email }, n, deps.appUrl))
          : null,
      };
    },
    onError: onError('reminder'),
  });

  const expired = await forEachDue(db, {
    listDue: async (afterId, limit) => (await listDueExpiry(db, now, afterId, limit)).map((r) => r.id),
    lock: (tx, id) => lockDueExpiry(tx, id, now),
    handle: async (tx, row) => Boolean(await updateFunds(tx, row.id, { status: 'expired' })),
    onError: onError('expiry'),
  });

  const retentionBefore = new Date(now.getTime() - FUNDS_RETENTION_DAYS * DAY_MS);
  const documentsDeleted = await forEachDue(db, {
    listDue: async (afterId, limit) =>
      (await listDueRetention(db, retentionBefore, afterId, limit)).map((r) => r.id),
    lock: (tx, id) => lockDueRetention(tx, id, retentionBefore),
    handle: async (tx, row) => {
      // The files go first: if one cannot be deleted now, the row rolls back and the next run retries.
      await Promise.all(row.documentKeys.map((key) => deps.storage.deletePrivate(key)));
      await updateFunds(tx, row.id, { documentKeys: [], documentsDeletedAt: now });
      return true;
    },
    onError: onError('retention'),
  });

  return { reminded, expired, documentsDeleted };
}
