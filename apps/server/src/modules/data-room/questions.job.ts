// Unanswered data room questions (decision 174): 3 days after a question the seller is reminded
// once, by bell and mail. Each question in its own transaction (forEachDue); the notice is
// written with the mark, the mail goes after the commit.
import { QUESTION_REMINDER_DAYS } from '@traspasa/shared/data-room-questions';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forEachDue } from '../../lib/jobs.ts';
import { mailNotice, type NoticeMailDeps, recordNotice } from '../notices/notices.service.ts';
import { questionReminderNotice } from './questions.mails.ts';
import { listDueIds, lockDue, reminderDue, updateQuestion } from './questions.repository.ts';
import { aboutText } from './questions.rules.ts';

export const QUESTION_REMINDERS_JOB = 'data-room-question-reminders';
const DAY_MS = 24 * 3600_000;

export interface QuestionRemindersDeps {
  db: Db;
  app: NoticeMailDeps & { log: Pick<FastifyBaseLogger, 'error' | 'warn'> };
  now?: Date;
}

export async function runQuestionReminders(deps: QuestionRemindersDeps): Promise<{ reminded: number }> {
  const now = deps.now ?? new Date();
  const condition = reminderDue(new Date(now.getTime() - QUESTION_REMINDER_DAYS * DAY_MS));
  const reminded = await forEachDue(deps.db, {
    listDue: (afterId, limit) => listDueIds(deps.db, condition, afterId, limit),
    lock: (tx, id) => lockDue(tx, id, condition),
    handle: async (tx, { question: q, listing }) => {
      await updateQuestion(tx, q.id, { reminderSentAt: now });
      const notice = questionReminderNotice(listing, q.askerName, {
        id: q.id,
        body: q.body,
        about: aboutText(q.folderName, q.fileName),
      });
      await recordNotice(tx, notice);
      return { handled: true, afterCommit: () => mailNotice(deps.app, notice) };
    },
    onError: (err, id) =>
      deps.app.log.warn(
        { err, questionId: id },
        'data room question reminder failed; retried on the next run',
      ),
  });
  return { reminded };
}
