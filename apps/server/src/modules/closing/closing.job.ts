// Overdue steps of a road to closing (decision 175): once a step's day passed in Ecuador and it
// is still pending or in progress, its responsible party (both, for «ambos») gets one bell notice
// and a mail. A step whose due date moves (the signing rebases the dates) may be reminded again.
// A road opens lazily when a party first reads it; the job first opens those nobody has read, so
// their steps are reminded too.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forEachDue } from '../../lib/jobs.ts';
import { mailNotice, type NoticeMailDeps, recordNotice } from '../notices/notices.service.ts';
import { overdueNotice } from './closing.mails.ts';
import {
  listOverdueIds,
  listUnopenedNegotiationIds,
  lockOverdue,
  markReminded,
} from './closing.repository.ts';
import { CLOSING_WORKING_STATUSES, ecuadorDay } from './closing.rules.ts';
import { openClosingChecklist } from './closing.service.ts';

export const CLOSING_REMINDERS_JOB = 'closing-reminders';

export interface ClosingJobDeps {
  db: Db;
  app: NoticeMailDeps & { log: Pick<FastifyBaseLogger, 'error' | 'warn'> };
  now?: Date;
}

export async function runClosingReminders(deps: ClosingJobDeps): Promise<{ reminded: number }> {
  const now = deps.now ?? new Date();
  const today = ecuadorDay(now);
  for (const id of await listUnopenedNegotiationIds(deps.db, CLOSING_WORKING_STATUSES, 500)) {
    try {
      await openClosingChecklist(deps.db, id, now);
    } catch (err) {
      deps.app.log.warn(
        { err, negotiationId: id },
        'could not open a road to closing; retried on the next run',
      );
    }
  }
  const reminded = await forEachDue(deps.db, {
    listDue: (afterId, limit) => listOverdueIds(deps.db, today, CLOSING_WORKING_STATUSES, afterId, limit),
    lock: (tx, id) => lockOverdue(tx, id, today, CLOSING_WORKING_STATUSES),
    handle: async (tx, row) => {
      await markReminded(tx, row.item.id, now);
      const c = row.checklist;
      const deal = {
        negotiationId: c.negotiationId,
        businessId: c.businessId,
        businessTitle: row.businessTitle,
      };
      const to =
        row.item.responsible === 'both'
          ? [c.buyerId, c.sellerId]
          : [row.item.responsible === 'buyer' ? c.buyerId : c.sellerId];
      const notices = to.map((userId) => overdueNotice(deal, userId, row.item));
      for (const n of notices) await recordNotice(tx, n);
      return {
        handled: true,
        afterCommit: async () => {
          for (const n of notices) await mailNotice(deps.app, n);
        },
      };
    },
    onError: (err, id) =>
      deps.app.log.warn({ err, itemId: id }, 'closing reminder failed for one step; retried on the next run'),
  });
  return { reminded };
}
