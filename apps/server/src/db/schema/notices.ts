import { noticeTypes } from '@traspasa/shared/saved-searches';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf } from './columns.ts';
import { professionals } from './content.ts';
import { users } from './users.ts';

/**
 * The bell's notices about a decision on the person's own content: a listing or a directory
 * entry approved or rejected (decision 112). They share the id sequence of saved_search_alerts,
 * the bell's other items, so one id names one bell item and ids follow creation order across
 * both tables (one keyset for the merged list).
 */
export const notices = pgTable(
  'notices',
  {
    id: bigint({ mode: 'number' }).primaryKey().default(sql`nextval('saved_search_alerts_id_seq')`),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    /** What the bell shows, as written when it happened: «Tu anuncio «…» está publicado». */
    title: text().notNull(),
    /** A second line: the rejection's reason, what to do next. */
    body: text(),
    /** The in-app path the notice opens. */
    href: text().notNull(),
    businessId: integer().references(() => businesses.id, { onDelete: 'cascade' }),
    professionalId: integer().references(() => professionals.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notices_user_id_idx').on(t.userId, t.id),
    index('notices_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    check('notices_type_check', oneOf(t.type, noticeTypes)),
  ],
);
