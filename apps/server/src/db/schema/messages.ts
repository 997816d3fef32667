import { messageTypes } from '@traspasa/shared/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * The one messaging model (decision 002). The pair is stored
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
    // The inbox is ordered by last_message_id (ids follow commit order within a
    // conversation and are unique across them: a gap-free keyset). Decision 070.
    index('conversations_participant_one_last_message_id_idx').on(t.participantOne, t.lastMessageId),
    index('conversations_participant_two_last_message_id_idx').on(t.participantTwo, t.lastMessageId),
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
    // Threads are paged by id (before/after), which is commit order within a conversation.
    index('chat_messages_conversation_id_id_idx').on(t.conversationId, t.id),
    // Unread = not yet read by the other participant. readBy holds participants only, the
    // sender included, so a message someone has still to read has fewer than two readers:
    // these partial indexes stay as small as the unread backlog (unread counts, mail sweep).
    index('chat_messages_unread_conversation_idx')
      .on(t.conversationId)
      .where(sql`cardinality(${t.readBy}) < 2`),
    index('chat_messages_unread_created_at_idx').on(t.createdAt).where(sql`cardinality(${t.readBy}) < 2`),
    unique('chat_messages_sender_client_message_id_unique').on(t.senderId, t.clientMessageId),
    check('chat_messages_message_type_check', oneOf(t.messageType, messageTypes)),
    // Up to 5000 characters of plain text; empty only when the message carries
    // attachments (message_attachments, decision 072; the service checks it).
    check('chat_messages_content_length_check', sql`char_length(${t.content}) <= 5000`),
  ],
);

/**
 * Files sent in chat (decision 072): images re-encoded to WebP and PDFs, in the private
 * storage area under `messages/<id>/…`. Uploaded first (messageId null, only the uploader
 * and for `receiverId`), then claimed by the message that carries them. Only the two
 * participants of that message's conversation may read them.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    uploaderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person the file is for: it can only be sent in the conversation with them. */
    receiverId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => chatMessages.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** The client's file name made safe (shown and offered on download). */
    name: text().notNull(),
    /** Bytes of the stored file (the full-size WebP for images). */
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_attachments_message_id_idx').on(t.messageId),
    index('message_attachments_uploader_id_idx').on(t.uploaderId),
    check('message_attachments_kind_check', sql`${t.kind} in ('image', 'pdf')`),
  ],
);

/**
 * When each user last had a live socket open on any app instance (refreshed by every
 * instance's heartbeat and on connect/disconnect). The chat mail sweep mails only about
 * messages the receiver could not have seen live: created after their last presence.
 */
export const userPresence = pgTable('user_presence', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * What the chat mail sweep already mailed, per conversation and receiver: the newest
 * message covered and when, so a conversation gets at most one digest an hour.
 */
export const chatMailNotifications = pgTable(
  'chat_mail_notifications',
  {
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer().notNull(),
    mailedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_mail_notifications_user_id_idx').on(t.userId),
  ],
);
