import { answerVisibilities } from '@traspasa/shared/data-room-questions';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf } from './columns.ts';
import { dataRoomFiles, dataRoomFolders } from './data-room.ts';
import { users } from './users.ts';

/**
 * A buyer's question about a folder or a file of a listing's data room, and the seller's answer
 * (decision 174). The answer is private to the asker or shown to every buyer who can see the
 * folder (or file), never with the asker's identity.
 */
export const dataRoomQuestions = pgTable(
  'data_room_questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    folderId: integer()
      .notNull()
      .references(() => dataRoomFolders.id, { onDelete: 'cascade' }),
    /** null: about the whole folder. */
    fileId: integer().references(() => dataRoomFiles.id, { onDelete: 'cascade' }),
    askerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answerBody: text(),
    answerVisibility: text(),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The file the answer attached into the room (a file of the question's folder). */
    answerFileId: integer().references(() => dataRoomFiles.id, { onDelete: 'set null' }),
    /** The seller was reminded once, 3 days after the question (decision 174). */
    reminderSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('data_room_questions_business_idx').on(t.businessId, t.id),
    index('data_room_questions_asker_idx').on(t.askerId),
    index('data_room_questions_reminder_due_idx')
      .on(t.createdAt)
      .where(sql`${t.answeredAt} is null and ${t.reminderSentAt} is null`),
    check(
      'data_room_questions_answer_check',
      sql`(${t.answeredAt} is null) = (${t.answerBody} is null) and (${t.answeredAt} is null) = (${t.answerVisibility} is null)`,
    ),
    check('data_room_questions_visibility_check', oneOf(t.answerVisibility, answerVisibilities)),
  ],
);
