import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { unaccentedContains } from '../../db/unaccented.ts';
import type { ListingRow, MessageRow, ProfileRow, SummaryRow } from './messages.mapper.ts';
import {
  attachmentsOf,
  CHAT_CHANNEL,
  chunkNotices,
  list,
  MESSAGE_COLUMNS,
  prepared,
} from './messages.repository.ts';

type SummaryJson = {
  id: number;
  participantOne: number;
  participantTwo: number;
  other: ProfileRow;
  listing: ListingRow | null;
  lastMessage: MessageRow | null;
  lastMessageAt: string | null;
  unreadCount: number;
};

/** `viewer`'s unread messages in conversation `c` (served by the partial unread index). */
const unreadIn = (viewer: number) => sql`(
  select count(*)::int from chat_messages um
  where um.conversation_id = c.id and cardinality(um.read_by) < 2
    and um.sender_id <> ${viewer} and not (${viewer}::int = any(um.read_by))
)`;

/** Summary columns of conversation `c` as `viewer` sees it; joins `o` (the other one), `b`, `lm`. */
const summarySelect = (viewer: number) => sql`
  select c.id, c.participant_one as "participantOne", c.participant_two as "participantTwo",
    c.last_message_at as "lastMessageAt",
    json_build_object('id', o.id, 'username', o.username, 'fullName', o.full_name,
      'avatarUrl', o.avatar_url, 'role', o.role, 'identityVerified', o.identity_verified) as other,
    case when b.id is null then null else json_build_object('id', b.id, 'slug', b.slug, 'title', b.title,
      'image', b.images[1], 'status', b.status, 'sellerId', b.seller_id) end as listing,
    case when lm.id is null then null else json_build_object('id', lm.id, 'conversationId', lm.conversation_id,
      'senderId', lm.sender_id, 'content', lm.content, 'messageType', lm.message_type, 'readBy', lm.read_by,
      'clientMessageId', lm.client_message_id, 'createdAt', lm.created_at,
      'attachments', ${attachmentsOf('lm')}) end as "lastMessage",
    ${unreadIn(viewer)} as "unreadCount"`;

const summaryJoins = (viewer: number) => sql`
  join users o on o.id = case when c.participant_one = ${viewer} then c.participant_two else c.participant_one end
  left join businesses b on b.id = c.business_id
  left join chat_messages lm on lm.id = c.last_message_id`;

function toRow(json: SummaryJson): SummaryRow & { participantOne: number; participantTwo: number } {
  return {
    id: json.id,
    participantOne: json.participantOne,
    participantTwo: json.participantTwo,
    other: json.other,
    listing: json.listing,
    lastMessage: json.lastMessage,
    lastMessageAt: json.lastMessageAt,
    unreadCount: json.unreadCount,
  };
}

/**
 * One page of `viewer`'s conversations, newest activity first, keyset on
 * last_message_id (unique across conversations). Each participant column has its own
 * index, so the two halves are read in order and merged instead of sorting them all.
 * `q` matches the other participant's name or username, or the listing's title.
 */
export async function listConversations(
  db: Db,
  viewer: number,
  opts: { q?: string; beforeLastMessageId?: number; limit: number },
) {
  const before = opts.beforeLastMessageId ? sql`and last_message_id < ${opts.beforeLastMessageId}` : sql``;
  const q = opts.q || null;
  // Filtering by q reads every conversation of the viewer (a few hundred at most).
  const branchLimit = q ? sql`` : sql`limit ${opts.limit + 1}`;
  const half = (column: SQL) => sql`(
    select * from conversations where ${column} = ${viewer} and last_message_id is not null ${before}
    order by last_message_id desc ${branchLimit}
  )`;
  const filter = q
    ? sql`where ${unaccentedContains(sql`coalesce(o.full_name, '') || ' ' || o.username`, q)}
        or (b.status in ('approved', 'reserved', 'sold') or b.seller_id = ${viewer})
          and ${unaccentedContains(sql`b.title`, q)}`
    : sql``;
  const { rows } = await db.execute<SummaryJson & { lastMessageId: number }>(sql`
    ${summarySelect(viewer)}, c.last_message_id as "lastMessageId"
    from (${half(sql`participant_one`)} union all ${half(sql`participant_two`)}) c
    ${summaryJoins(viewer)}
    ${filter}
    order by c.last_message_id desc
    limit ${opts.limit + 1}
  `);
  const hasMore = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit);
  return { items: page.map(toRow), nextBefore: hasMore ? page.at(-1)!.lastMessageId : null };
}

/** The conversation as `viewer` sees it, or null when it does not exist or `viewer` is not in it. */
export async function findSummary(db: Db, viewer: number, conversationId: number) {
  const { rows } = await db.execute<SummaryJson>(sql`
    ${summarySelect(viewer)}
    from conversations c
    ${summaryJoins(viewer)}
    where c.id = ${conversationId} and (c.participant_one = ${viewer} or c.participant_two = ${viewer})
  `);
  return rows[0] ? toRow(rows[0]) : null;
}

/**
 * A page of a thread, returned oldest first. Without `after`: the newest `limit`
 * messages older than `before`. With `after`: the oldest `limit` messages newer than it
 * (catch-up after a reconnection). `hasMore`: more exist in the direction read.
 */
export async function threadMessages(
  db: Db,
  conversationId: number,
  opts: { before?: number; after?: number; limit: number },
): Promise<{ messages: MessageRow[]; hasMore: boolean }> {
  const forward = opts.after !== undefined;
  const { rows } = await db.execute<MessageRow>(sql`
    select ${MESSAGE_COLUMNS} from chat_messages m
    where m.conversation_id = ${conversationId}
      ${opts.before !== undefined ? sql`and m.id < ${opts.before}` : sql``}
      ${forward ? sql`and m.id > ${opts.after}` : sql``}
    order by m.id ${forward ? sql`asc` : sql`desc`}
    limit ${opts.limit + 1}
  `);
  const hasMore = rows.length > opts.limit;
  const page = rows.slice(0, opts.limit);
  return { messages: forward ? page : page.reverse(), hasMore };
}

/**
 * Adds `reader` to readBy of every message of the conversation they have not read and
 * did not send, and NOTIFYs the ids in the same transaction. Returns the ids, oldest first.
 */
export async function markRead(
  db: Db,
  conversation: { id: number; participantOne: number; participantTwo: number },
  reader: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      update chat_messages set read_by = array_append(read_by, ${reader}::int)
      where conversation_id = ${conversation.id} and cardinality(read_by) < 2
        and sender_id <> ${reader} and not (${reader}::int = any(read_by))
      returning id
    `);
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    if (ids.length === 0) return ids;
    const other =
      conversation.participantOne === reader ? conversation.participantTwo : conversation.participantOne;
    const head = `r,${conversation.id},${reader},${other},`;
    // Long reads are split into several notices, each under the payload limit.
    const notices: string[] = [];
    for (let i = 0; i < ids.length; i += 500) notices.push(head + ids.slice(i, i + 500).join('|'));
    await tx.execute(
      sql`select pg_notify(${CHAT_CHANNEL}, payload) from unnest(${list(chunkNotices(notices))}::text[]) as payload`,
    );
    return ids;
  });
}

/** What a live `message.created` needs, for every message id given (fan-out, one query per batch). */
export async function loadMessagesForEvents(db: Db, ids: number[]) {
  return prepared<
    MessageRow & {
      participantOne: number;
      participantTwo: number;
      lastMessageAt: string | null;
      one: ProfileRow;
      two: ProfileRow;
      listing: ListingRow | null;
    }
  >(
    db,
    'chat_messages_for_events',
    sql`
    select ${MESSAGE_COLUMNS}, c.participant_one as "participantOne", c.participant_two as "participantTwo",
      c.last_message_at as "lastMessageAt",
      json_build_object('id', u1.id, 'username', u1.username, 'fullName', u1.full_name,
        'avatarUrl', u1.avatar_url, 'role', u1.role, 'identityVerified', u1.identity_verified) as one,
      json_build_object('id', u2.id, 'username', u2.username, 'fullName', u2.full_name,
        'avatarUrl', u2.avatar_url, 'role', u2.role, 'identityVerified', u2.identity_verified) as two,
      case when b.id is null then null else json_build_object('id', b.id, 'slug', b.slug, 'title', b.title,
        'image', b.images[1], 'status', b.status, 'sellerId', b.seller_id) end as listing
    from chat_messages m
    join conversations c on c.id = m.conversation_id
    join users u1 on u1.id = c.participant_one
    join users u2 on u2.id = c.participant_two
    left join businesses b on b.id = c.business_id
    where m.id = any(${list(ids)}::int[])
    order by m.id
  `,
  );
}

/**
 * What a seller sees of the person in a thread (decision 135): the public profile, since when
 * they are a member, and their signed confidentiality agreements — on `viewer`'s listings
 * and in total (ndas_user_id_business_id_unique leads with the signer).
 */
export async function loadBuyerFacts(db: Db, viewer: number, otherId: number) {
  const { rows } = await db.execute<{
    id: number;
    username: string;
    fullName: string | null;
    identityVerified: boolean;
    createdAt: Date | string;
    withYou: number;
    total: number;
  }>(sql`
    select u.id, u.username, u.full_name as "fullName", u.identity_verified as "identityVerified",
      u.created_at as "createdAt",
      (select count(*)::int from ndas n join businesses b on b.id = n.business_id
        where n.user_id = u.id and n.status = 'signed' and b.seller_id = ${viewer}) as "withYou",
      (select count(*)::int from ndas n where n.user_id = u.id and n.status = 'signed') as total
    from users u where u.id = ${otherId}
  `);
  return rows[0] ?? null;
}

/** The conversation of `userId` with each of `otherIds`, by the other's id (one per pair). */
export async function conversationIdsWith(
  db: Db,
  userId: number,
  otherIds: readonly number[],
): Promise<Map<number, number>> {
  if (otherIds.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; other: number }>(sql`
    select c.id, case when c.participant_one = ${userId} then c.participant_two else c.participant_one end as other
    from conversations c
    where (c.participant_one = ${userId} and c.participant_two = any(${list([...otherIds])}::int[]))
       or (c.participant_two = ${userId} and c.participant_one = any(${list([...otherIds])}::int[]))
  `);
  return new Map(rows.map((r) => [r.other, r.id]));
}

/**
 * The pair's one conversation, created empty (no message yet: the inbox lists it from its
 * first message) about `businessId` when the pair has none. Race-free on the pair's unique key.
 */
export async function ensureConversation(
  db: Db,
  a: number,
  b: number,
  businessId: number | null,
): Promise<number> {
  const [one, two] = a < b ? [a, b] : [b, a];
  // A second try reads the row a concurrent insert committed after this statement's snapshot.
  for (let attempt = 0; attempt < 2; attempt++) {
    const { rows } = await db.execute<{ id: number }>(sql`
      with inserted as (
        insert into conversations (participant_one, participant_two, business_id)
        values (${one}, ${two}, ${businessId})
        on conflict (participant_one, participant_two) do nothing
        returning id
      )
      select id from inserted
      union all
      select id from conversations where participant_one = ${one} and participant_two = ${two}
      limit 1
    `);
    if (rows[0]) return rows[0].id;
  }
  throw new Error(`conversation ${one}-${two} neither inserted nor found`);
}

/**
 * Whether the buyer of the conversation's listing (the participant who is not its seller)
 * had their access to that listing revoked (decision 062).
 */
export async function listingAccessRevoked(db: Db, listingId: number, buyerId: number): Promise<boolean> {
  const { rows } = await db.execute<{ revoked: boolean }>(sql`
    select exists (
      select 1 from ndas n
      where n.business_id = ${listingId} and n.user_id = ${buyerId} and n.access_state = 'revoked'
    ) as revoked
  `);
  return rows[0]?.revoked === true;
}
