import { messageTypes } from '@traspasa/shared/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * The one messaging model (DESIGN.md §3, docs/decisions/002). The pair is stored
 * ordered (participantOne < participantTwo) so A→B and B→A are the same row.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    participantOne: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    participantTwo: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The listing the conversation started from; kept if the listing goes. */
    businessId: integer().references(() => businesses.id, { onDelete: 'set null' }),
    lastMessageId: integer().references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique('conversations_participants_unique').on(t.participantOne, t.participantTwo),
    index('conversations_participant_one_last_message_at_idx').on(t.participantOne, t.lastMessageAt),
    index('conversations_participant_two_last_message_at_idx').on(t.participantTwo, t.lastMessageAt),
    index('conversations_business_id_idx').on(t.businessId),
    check('conversations_participants_order_check', sql`${t.participantOne} < ${t.participantTwo}`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    content: text().notNull(),
    messageType: text().notNull().default('text'),
    attachments: text().array().notNull().default(sql`'{}'`),
    /** User ids that have read the message (read receipts, unread counts). */
    readBy: integer().array().notNull().default(sql`'{}'`),
    /** Id the client generates per send, so a retried or double-clicked send stores one message. */
    clientMessageId: text(),
    isEdited: boolean().notNull().default(false),
    editedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('chat_messages_conversation_id_created_at_idx').on(t.conversationId, t.createdAt),
    unique('chat_messages_sender_client_message_id_unique').on(t.senderId, t.clientMessageId),
    check('chat_messages_message_type_check', oneOf(t.messageType, messageTypes)),
    // DESIGN.md §3: 1–5000 characters of plain text.
    check('chat_messages_content_length_check', sql`char_length(${t.content}) between 1 and 5000`),
  ],
);
