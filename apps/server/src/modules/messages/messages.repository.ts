import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  ndaAwaitsAnswerSql,
  ndaGrantsAccessSql,
  ndaRequestClosedSql,
} from '../listing-access/listing-access.rules.ts';
import type { SendFacts } from './chat.rules.ts';
import { type AttachmentRow, type MessageRow, type ProfileRow, toDate } from './messages.mapper.ts';

/** A signed NDA whose access the seller granted (decision 062): the one access predicate, in SQL. */
const NDA_GRANTS_ACCESS = ndaGrantsAccessSql('n');
/** A signed NDA whose access request waits for the seller's answer (decision 062). */
const NDA_AWAITS_ANSWER = ndaAwaitsAnswerSql('n');
/** A signed NDA whose access request was declined or expired (decision 062). */
const NDA_REQUEST_CLOSED = ndaRequestClosedSql('n');

/** The NOTIFY channel of the live fan-out (chat-fanout.service.ts reads what this module writes). */
export const CHAT_CHANNEL = 'traspasa_chat';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD = 7900;

/** One bound parameter holding a whole array (drizzle would expand a bare array into a list). */
export const list = (values: unknown[]) => sql.param(values);

const dialect = new PgDialect();

/**
 * Runs a hot statement as a named prepared statement: PostgreSQL parses and plans it once
 * per connection. Planning these joins costs several times more than running them, and
 * they run for every message (decision 070). `query` must always render the same text.
 */
export async function prepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const statement = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await statement.execute()) as { rows: T[] };
  return result.rows;
}

/** The attachments of message `<alias>` as a json array (message_attachments_message_id_idx). */
export const attachmentsOf = (alias: string) =>
  sql.raw(`(select json_agg(json_build_object('id', a.id, 'kind', a.kind, 'name', a.name, 'size', a.size,
     'width', a.width, 'height', a.height) order by a.created_at, a.id)
   from message_attachments a where a.message_id = ${alias}.id)`);

export const MESSAGE_COLUMNS = sql`${sql.raw(
  `m.id, m.conversation_id as "conversationId", m.sender_id as "senderId", m.content,
   m.message_type as "messageType", m.read_by as "readBy", m.client_message_id as "clientMessageId",
   m.created_at as "createdAt", `,
)}${attachmentsOf('m')} as attachments`;

type FactsRow = ProfileRow & {
  suspended: boolean;
  receiverIsProfessional: boolean;
  senderSignedReceiverNda: boolean;
  senderAccessRevoked: boolean;
  senderRequestClosed: boolean;
  senderAnswersOpenRequest: boolean;
  receiverSignedSenderNda: boolean;
  receiverHasPublicListing: boolean;
  conversationId: number | null;
  conversationBusinessId: number | null;
  firstSenderId: number | null;
  listingId: number | null;
  listingSellerId: number | null;
  listingStatus: string | null;
  listingNdaStatus: string | null;
};

/**
 * The receiver's public profile and every fact the sender rules need, in one round trip
 * (chat.rules.ts). Null when the receiver does not exist. NDAs are looked up through
 * `ndas_user_id_business_id_unique` (its leading column is the signer).
 */
export async function loadSendFacts(
  db: Db,
  senderId: number,
  receiverId: number,
  businessId: number | null,
): Promise<{ receiver: ProfileRow; facts: SendFacts } | null> {
  const [loaded] = await loadSendFactsMany(db, [{ senderId, receiverId, businessId }]);
  return loaded ?? null;
}

export interface FactsQuery {
  senderId: number;
  receiverId: number;
  businessId: number | null;
}

/**
 * `loadSendFacts` for many sends in one statement (the sends that arrive together under
 * load, send-facts-loader.service.ts): one round trip instead of one per message. The answer is
 * in the order of `queries`; null where the receiver does not exist.
 */
export async function loadSendFactsMany(
  db: Db,
  queries: FactsQuery[],
): Promise<({ receiver: ProfileRow; facts: SendFacts } | null)[]> {
  const rows = await prepared<FactsRow & { i: number }>(
    db,
    'chat_send_facts',
    sql`
    select q.i::int as i, u.id, u.username, u.full_name as "fullName", u.avatar_url as "avatarUrl", u.role,
      u.identity_verified as "identityVerified", u.suspended_at is not null as suspended,
      exists (select 1 from professionals p where p.user_id = u.id) as "receiverIsProfessional",
      exists (
        select 1 from ndas n join businesses b on b.id = n.business_id
        where n.user_id = q.sender_id and ${NDA_GRANTS_ACCESS} and b.seller_id = u.id
      ) as "senderSignedReceiverNda",
      exists (
        select 1 from ndas n join businesses b on b.id = n.business_id
        where n.user_id = q.sender_id and n.access_state = 'revoked' and b.seller_id = u.id
      ) as "senderAccessRevoked",
      exists (
        select 1 from ndas n join businesses b on b.id = n.business_id
        where n.user_id = q.sender_id and ${NDA_REQUEST_CLOSED} and b.seller_id = u.id
      ) as "senderRequestClosed",
      case when c.id is not null and exists (
        select 1 from ndas n join businesses b on b.id = n.business_id
        where n.user_id = q.sender_id and ${NDA_AWAITS_ANSWER} and b.seller_id = u.id
      ) then exists (select 1 from chat_messages m where m.conversation_id = c.id and m.sender_id = u.id)
      else false end as "senderAnswersOpenRequest",
      exists (
        select 1 from ndas n join businesses b on b.id = n.business_id
        where n.user_id = u.id and n.status = 'signed' and b.seller_id = q.sender_id
      ) as "receiverSignedSenderNda",
      exists (
        select 1 from businesses b where b.seller_id = u.id and b.status in ('approved', 'reserved')
      ) as "receiverHasPublicListing",
      c.id as "conversationId", c.business_id as "conversationBusinessId",
      (select m.sender_id from chat_messages m where m.conversation_id = c.id order by m.id limit 1)
        as "firstSenderId",
      l.id as "listingId", l.seller_id as "listingSellerId", l.status as "listingStatus",
      (select n.status from ndas n where n.user_id = q.sender_id and n.business_id = l.id
        and (n.status <> 'signed' or ${NDA_GRANTS_ACCESS})) as "listingNdaStatus"
    from unnest(${list(queries.map((q) => q.senderId))}::int[], ${list(queries.map((q) => q.receiverId))}::int[],
      ${list(queries.map((q) => q.businessId))}::int[]) with ordinality as q(sender_id, receiver_id, business_id, i)
    join users u on u.id = q.receiver_id
    left join conversations c
      on c.participant_one = least(q.sender_id, u.id) and c.participant_two = greatest(q.sender_id, u.id)
    left join businesses l on l.id = q.business_id
  `,
  );
  const answers: ({ receiver: ProfileRow; facts: SendFacts } | null)[] = queries.map(() => null);
  for (const r of rows) answers[r.i - 1] = toFacts(r);
  return answers;
}

function toFacts(r: FactsRow): { receiver: ProfileRow; facts: SendFacts } {
  return {
    receiver: {
      id: r.id,
      username: r.username,
      fullName: r.fullName,
      avatarUrl: r.avatarUrl,
      role: r.role,
      identityVerified: r.identityVerified,
    },
    facts: {
      receiverSuspended: r.suspended,
      receiverIsProfessional: r.receiverIsProfessional,
      senderSignedReceiverNda: r.senderSignedReceiverNda,
      senderAccessRevoked: r.senderAccessRevoked,
      senderRequestClosed: r.senderRequestClosed,
      senderAnswersOpenRequest: r.senderAnswersOpenRequest,
      receiverSignedSenderNda: r.receiverSignedSenderNda,
      receiverHasPublicListing: r.receiverHasPublicListing,
      conversation:
        r.conversationId === null
          ? null
          : { id: r.conversationId, businessId: r.conversationBusinessId, firstSenderId: r.firstSenderId },
      listing:
        r.listingId === null
          ? null
          : {
              id: r.listingId,
              sellerId: r.listingSellerId!,
              status: r.listingStatus!,
              senderNdaStatus: r.listingNdaStatus,
            },
    },
  };
}

/** One message to store; the pair is (min, max) of sender and receiver. */
export interface NewMessage {
  senderId: number;
  receiverId: number;
  /** The listing the conversation is about from now on; null keeps the current one. */
  businessId: number | null;
  content: string;
  messageType: string;
  clientMessageId: string | null;
  /** Uploaded by the sender for this receiver and not sent yet (checked by the service). */
  attachmentIds: string[];
}

const ATTACHMENT_GONE = 'Uno de los archivos adjuntos ya no está disponible. Vuelve a adjuntarlo.';

/**
 * Stores a batch of messages in ONE transaction (message-writer.service.ts groups concurrent
 * sends): creates or locks each pair's conversation — in (participant_one,
 * participant_two) order, so concurrent batches cannot deadlock — inserts the messages
 * after the lock, so ids follow commit order inside a conversation (what `after`
 * catch-up relies on), keeps businessId/lastMessageId/lastMessageAt current, and
 * NOTIFYs the committed messages (delivered only if the transaction commits).
 * A (sender, clientMessageId) already stored is skipped: the caller looks it up.
 * Returns, per input, its inserted row (undefined for a skipped duplicate).
 */
export async function insertMessages(db: Db, items: NewMessage[]): Promise<Array<MessageRow | undefined>> {
  const col = <T>(f: (m: NewMessage) => T) => list(items.map(f));
  return db.transaction(async (tx) => {
    const rows = await prepared<MessageRow>(
      tx,
      'chat_insert_messages',
      sql`
      with input as (
        select * from unnest(
          ${col((m) => Math.min(m.senderId, m.receiverId))}::int[],
          ${col((m) => Math.max(m.senderId, m.receiverId))}::int[],
          ${col((m) => m.senderId)}::int[],
          ${col((m) => m.content)}::text[],
          ${col((m) => m.messageType)}::text[],
          ${col((m) => m.clientMessageId)}::text[]
        ) with ordinality as i(p1, p2, sender_id, content, message_type, client_message_id, ord)
      ),
      conv as (
        insert into conversations as c (participant_one, participant_two)
        select distinct p1, p2 from input order by p1, p2
        on conflict (participant_one, participant_two) do update set updated_at = now()
        returning c.id, c.participant_one, c.participant_two
      ),
      m as (
        insert into chat_messages (conversation_id, sender_id, content, message_type, read_by, client_message_id)
        select conv.id, i.sender_id, i.content, i.message_type, array[i.sender_id], i.client_message_id
        from input i join conv on conv.participant_one = i.p1 and conv.participant_two = i.p2
        order by i.ord
        on conflict (sender_id, client_message_id) do nothing
        returning *
      )
      select ${MESSAGE_COLUMNS} from m
    `,
    );
    const stored = matchInput(items, rows);
    if (rows.length === 0) return stored;
    await claimAttachments(tx, items, stored);

    // Per conversation: its newest message and the newest listing asked about.
    const latest = new Map<number, { messageId: number; businessId: number | null }>();
    const notices: string[] = [];
    stored.forEach((row, index) => {
      if (!row) return;
      const item = items[index]!;
      const prev = latest.get(row.conversationId);
      latest.set(row.conversationId, {
        messageId: Math.max(row.id, prev?.messageId ?? 0),
        businessId: item.businessId ?? prev?.businessId ?? null,
      });
      notices.push(`m,${row.id},${row.conversationId},${item.senderId},${item.receiverId}`);
    });
    const ids = [...latest.keys()];
    await prepared(
      tx,
      'chat_touch_conversations',
      sql`
      with u as (
        update conversations c set
          last_message_id = x.message_id, last_message_at = m.created_at,
          business_id = coalesce(x.business_id, c.business_id), updated_at = now()
        from unnest(
          ${list(ids)}::int[],
          ${list(ids.map((id) => latest.get(id)!.messageId))}::int[],
          ${list(ids.map((id) => latest.get(id)!.businessId))}::int[]
        ) as x(conversation_id, message_id, business_id)
        join chat_messages m on m.id = x.message_id
        where c.id = x.conversation_id
      )
      select pg_notify(${CHAT_CHANNEL}, payload) from unnest(${list(chunkNotices(notices))}::text[]) as payload
    `,
    );
    return stored;
  });
}

/**
 * Links the new messages' attachments to them, inside the batch's transaction, and puts
 * them on the returned rows. Only files of that sender, for that receiver and not sent
 * yet are taken: if one was taken meanwhile (a parallel send), the batch fails, is
 * retried message by message, and that message alone gets the 409.
 */
async function claimAttachments(
  tx: Db,
  items: NewMessage[],
  stored: Array<MessageRow | undefined>,
): Promise<void> {
  const claims: Array<{ messageId: number; id: string; senderId: number; receiverId: number }> = [];
  stored.forEach((row, index) => {
    const item = items[index]!;
    if (!row) return;
    row.attachments = [];
    for (const id of item.attachmentIds) claims.push({ messageId: row.id, id, ...item });
  });
  if (claims.length === 0) return;
  const { rows } = await tx.execute<AttachmentRow & { messageId: number }>(sql`
    update message_attachments a set message_id = x.message_id
    from unnest(
      ${list(claims.map((c) => c.messageId))}::int[], ${list(claims.map((c) => c.id))}::uuid[],
      ${list(claims.map((c) => c.senderId))}::int[], ${list(claims.map((c) => c.receiverId))}::int[]
    ) as x(message_id, id, sender_id, receiver_id)
    where a.id = x.id and a.uploader_id = x.sender_id and a.receiver_id = x.receiver_id and a.message_id is null
    returning a.id, a.kind, a.name, a.size, a.width, a.height, x.message_id as "messageId", a.created_at as "createdAt"
  `);
  if (rows.length !== claims.length) throw AppError.conflict(ATTACHMENT_GONE);
  const byMessage = new Map<number, Array<AttachmentRow & { createdAt: string }>>();
  for (const r of rows as Array<AttachmentRow & { messageId: number; createdAt: string }>) {
    byMessage.set(r.messageId, [...(byMessage.get(r.messageId) ?? []), r]);
  }
  for (const row of stored) {
    if (!row) continue;
    const mine = byMessage.get(row.id) ?? [];
    // The same order as every read (attachmentsOf): upload time, then id.
    mine.sort(
      (a, b) =>
        toDate(a.createdAt).getTime() - toDate(b.createdAt).getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    row.attachments = mine.map(({ id, kind, name, size, width, height }) => ({
      id,
      kind,
      name,
      size,
      width,
      height,
    }));
  }
}

/**
 * Pairs the inserted rows with the inputs they came from. RETURNING lists rows in the
 * order they were inserted (input order); an input skipped as a duplicate has no row.
 */
function matchInput(items: NewMessage[], rows: MessageRow[]): Array<MessageRow | undefined> {
  const out: Array<MessageRow | undefined> = [];
  let next = 0;
  for (const item of items) {
    const row = rows[next];
    if (
      row &&
      row.senderId === item.senderId &&
      row.clientMessageId === item.clientMessageId &&
      row.content === item.content
    ) {
      out.push(row);
      next += 1;
    } else {
      if (item.clientMessageId === null)
        throw new Error('chat batch: an insert without clientMessageId was skipped');
      out.push(undefined);
    }
  }
  if (next !== rows.length) throw new Error('chat batch: returned rows do not match the input');
  return out;
}

/** Joins notices with ';' into payloads under PostgreSQL's NOTIFY limit. */
export function chunkNotices(notices: string[]): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const notice of notices) {
    if (current && current.length + 1 + notice.length > MAX_PAYLOAD) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current};${notice}` : notice;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** Messages already stored under these (sender, clientMessageId), with their pair. */
export async function findByClientIds(
  db: Db,
  keys: Array<{ senderId: number; clientMessageId: string }>,
): Promise<Array<MessageRow & { participantOne: number; participantTwo: number }>> {
  const rows = await prepared<MessageRow & { participantOne: number; participantTwo: number }>(
    db,
    'chat_find_by_client_ids',
    sql`
    select ${MESSAGE_COLUMNS}, c.participant_one as "participantOne", c.participant_two as "participantTwo"
    from unnest(${list(keys.map((k) => k.senderId))}::int[], ${list(keys.map((k) => k.clientMessageId))}::text[]) as k(sender_id, client_message_id)
    join chat_messages m on m.sender_id = k.sender_id and m.client_message_id = k.client_message_id
    join conversations c on c.id = m.conversation_id
  `,
  );
  return rows;
}

/**
 * Unread messages of each user: in their conversations, not sent by them, without their
 * id in readBy. `cardinality(read_by) < 2` lets the partial unread index do the work.
 */
export async function unreadTotals(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await prepared<{ userId: number; count: number }>(
    db,
    'chat_unread_totals',
    sql`
    select u.id as "userId", (
      select count(*)::int from conversations c
      join chat_messages m on m.conversation_id = c.id and cardinality(m.read_by) < 2
      where (c.participant_one = u.id or c.participant_two = u.id)
        and m.sender_id <> u.id and not (u.id = any(m.read_by))
    ) as count
    from unnest(${list(userIds)}::int[]) as u(id)
  `,
  );
  return new Map(rows.map((r) => [r.userId, r.count]));
}

/** Unread messages of `userId` in each of these conversations. */
export async function unreadInConversations(
  db: Db,
  pairs: Array<{ conversationId: number; userId: number }>,
): Promise<Map<string, number>> {
  if (pairs.length === 0) return new Map();
  const rows = await prepared<{ conversationId: number; userId: number; count: number }>(
    db,
    'chat_unread_in_conversations',
    sql`
    select p.conversation_id as "conversationId", p.user_id as "userId", (
      select count(*)::int from chat_messages m
      where m.conversation_id = p.conversation_id and cardinality(m.read_by) < 2
        and m.sender_id <> p.user_id and not (p.user_id = any(m.read_by))
    ) as count
    from unnest(${list(pairs.map((p) => p.conversationId))}::int[], ${list(pairs.map((p) => p.userId))}::int[])
      as p(conversation_id, user_id)
  `,
  );
  return new Map(rows.map((r) => [`${r.conversationId}:${r.userId}`, r.count]));
}
