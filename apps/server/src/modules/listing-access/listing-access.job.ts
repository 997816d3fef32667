// Unanswered access requests (decision 062): after 7 days the seller is reminded once, after 14
// the request expires and the buyer is told. Each request in its own transaction (forEachDue);
// the bell notice is written with the change, the mail goes after the commit.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forEachDue } from '../../lib/jobs.ts';
import { appendNdaEvent } from '../ndas/nda-events.service.ts';
import { mailNotice, type NoticeMailDeps, recordNotice } from '../notices/notices.service.ts';
import { accessExpiredNotice, accessReminderNotice } from './listing-access.mails.ts';
import { expiryDue, listDueIds, lockDue, reminderDue, updateAccess } from './listing-access.repository.ts';
import { expiryDueBefore, reminderDueBefore } from './listing-access.rules.ts';

export interface ListingAccessJobDeps {
  db: Db;
  /** Mails go through the notices module (preferences, APP_URL). */
  app: NoticeMailDeps & { log: Pick<FastifyBaseLogger, 'error' | 'warn'> };
  now?: Date;
}

export async function runListingAccessRequests(
  deps: ListingAccessJobDeps,
): Promise<{ reminded: number; expired: number }> {
  const now = deps.now ?? new Date();
  const app = deps.app;
  // Expire first: a request already 14 days old gets no «still waiting» reminder.
  const expiredCondition = expiryDue(expiryDueBefore(now));
  const expired = await forEachDue(deps.db, {
    listDue: (afterId, limit) => listDueIds(deps.db, expiredCondition, afterId, limit),
    lock: (tx, id) => lockDue(tx, id, expiredCondition),
    handle: async (tx, row) => {
      await updateAccess(tx, row.nda.id, {
        accessState: 'expired',
        accessDecidedAt: now,
        accessDecidedBy: null,
      });
      await appendNdaEvent(tx, {
        ndaId: row.nda.id,
        eventType: 'access_expired',
        actorUserId: null,
        ipAddress: null,
        userAgent: null,
        metadata: {
          requestedAt: row.nda.accessRequestedAt?.toISOString() ?? null,
          expiredAt: now.toISOString(),
        },
      });
      const notice = accessExpiredNotice(row.listing, row.buyer.id);
      await recordNotice(tx, notice);
      return { handled: true, afterCommit: () => mailNotice(app, notice) };
    },
    onError: (err, id) =>
      deps.app.log.warn(
        { err, ndaId: id },
        'access request expiry failed for one NDA; retried on the next run',
      ),
  });
  const reminderCondition = reminderDue(reminderDueBefore(now));
  const reminded = await forEachDue(deps.db, {
    listDue: (afterId, limit) => listDueIds(deps.db, reminderCondition, afterId, limit),
    lock: (tx, id) => lockDue(tx, id, reminderCondition),
    handle: async (tx, row) => {
      await updateAccess(tx, row.nda.id, { accessReminderSentAt: now });
      await appendNdaEvent(tx, {
        ndaId: row.nda.id,
        eventType: 'access_reminder_sent',
        actorUserId: null,
        ipAddress: null,
        userAgent: null,
        metadata: { requestedAt: row.nda.accessRequestedAt?.toISOString() ?? null },
      });
      const name = row.buyer.fullName?.trim() || row.buyer.username;
      const notice = accessReminderNotice(row.listing, name);
      await recordNotice(tx, notice);
      return { handled: true, afterCommit: () => mailNotice(app, notice) };
    },
    onError: (err, id) =>
      deps.app.log.warn(
        { err, ndaId: id },
        'access request reminder failed for one NDA; retried on the next run',
      ),
  });
  return { reminded, expired };
}
