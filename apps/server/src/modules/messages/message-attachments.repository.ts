import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageAttachments } from '../../db/schema/messages.ts';
import { list } from './messages.repository.ts';

/** Storage keys of one attachment, in the private area (decision 072). */
export function attachmentKeys(row: { id: string; kind: string }): string[] {
  return row.kind === 'image'
    ? [`messages/${row.id}/thumb.webp`, `messages/${row.id}/full.webp`]
    : [`messages/${row.id}/file.pdf`];
}

export type StoredAttachment = typeof messageAttachments.$inferSelect;

export async function insertAttachment(
  db: Db,
  values: typeof messageAttachments.$inferInsert,
): Promise<StoredAttachment> {
  const [row] = await db.insert(messageAttachments).values(values).returning();
  return row!;
}

/**
 * The attachment if `userId` may read it: its uploader (before it is sent, only them), or
 * a participant of the conversation of the message that carries it. Null otherwise.
 */
export async function findReadable(db: Db, id: string, userId: number) {
  const { rows } = await db.execute<{ id: string; kind: string; name: string }>(sql`
    select a.id, a.kind, a.name from message_attachments a
    left join chat_messages m on m.id = a.message_id
    left join conversations c on c.id = m.conversation_id
    where a.id = ${id}::uuid
      and (a.uploader_id = ${userId} or c.participant_one = ${userId} or c.participant_two = ${userId})
  `);
  return rows[0] ?? null;
}

/** These attachments, with the (sender, clientMessageId) of the message that took each, if any. */
export async function findForSend(db: Db, ids: string[]) {
  const { rows } = await db.execute<{
    id: string;
    uploaderId: number;
    receiverId: number;
    messageId: number | null;
    messageSenderId: number | null;
    messageClientId: string | null;
  }>(sql`
    select a.id, a.uploader_id as "uploaderId", a.receiver_id as "receiverId", a.message_id as "messageId",
      m.sender_id as "messageSenderId", m.client_message_id as "messageClientId"
    from message_attachments a left join chat_messages m on m.id = a.message_id
    where a.id = any(${list(ids)}::uuid[])
  `);
  return rows;
}

/** Deletes `uploaderId`'s attachments never sent and older than `olderThanHours`; returns them. */
export async function deleteUnsent(db: Db, uploaderId: number, olderThanHours: number) {
  const { rows } = await db.execute<{ id: string; kind: string }>(sql`
    delete from message_attachments
    where uploader_id = ${uploaderId} and message_id is null
      and created_at < now() - make_interval(hours => ${olderThanHours}::int)
    returning id, kind
  `);
  return rows;
}

/**
 * Account erasure (decision 014): every file the person uploaded, sent or not, leaves the
 * conversations (their messages stay, as the other person's record). Run inside the
 * erasure's transaction; returns the storage keys for the caller to delete after it.
 */
export async function eraseChatUploads(db: Db, uploaderId: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string; kind: string }>(sql`
    delete from message_attachments where uploader_id = ${uploaderId} returning id, kind
  `);
  return rows.flatMap(attachmentKeys);
}
