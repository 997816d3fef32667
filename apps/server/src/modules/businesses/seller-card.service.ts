import type { ListingSeller, SellerReplyTime } from '@traspasa/shared/businesses';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/** How far back the reply time looks. */
export const REPLY_WINDOW_DAYS = 90;
/** Fewer first messages than this and the figure says nothing: no reply time is shown. */
export const MIN_REPLY_SAMPLES = 3;
/** A first message unanswered for longer than this counts as never answered; younger ones wait. */
export const UNANSWERED_AFTER_MS = 24 * 3_600_000;
const LIMIT = 200;

const HOUR = 3_600_000;

export interface FirstMessage {
  askedAt: Date;
  repliedAt: Date | null;
}

/**
 * The seller's usual reply time: the median delay between a buyer's first message and the
 * seller's first answer in that conversation. A message left unanswered for a day counts as
 * never answered (so a seller who ignores most buyers never reads "fast"); one younger than
 * that is still pending and not counted. Null when fewer than MIN_REPLY_SAMPLES count.
 */
export function replyTimeFrom(messages: readonly FirstMessage[], now: Date): SellerReplyTime | null {
  const delays: number[] = [];
  for (const m of messages) {
    if (m.repliedAt) delays.push(Math.max(0, m.repliedAt.getTime() - m.askedAt.getTime()));
    else if (now.getTime() - m.askedAt.getTime() > UNANSWERED_AFTER_MS) delays.push(Number.POSITIVE_INFINITY);
  }
  if (delays.length < MIN_REPLY_SAMPLES) return null;
  delays.sort((a, b) => a - b);
  const mid = Math.floor(delays.length / 2);
  // The lower median on an even count: one slow answer does not tip a seller over a bucket.
  const median = delays.length % 2 === 1 ? delays[mid]! : delays[mid - 1]!;
  if (median <= 2 * HOUR) return 'under_2h';
  if (median <= 24 * HOUR) return 'under_1d';
  return 'over_1d';
}

/**
 * The buyers' first messages to this seller about the seller's own listings over the last
 * 90 days, each with the seller's first answer after it. Conversations the seller opened
 * (e.g. writing to someone who signed) are not questions and are left out.
 */
export async function findFirstMessages(db: Db, sellerId: number, now: Date): Promise<FirstMessage[]> {
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 24 * HOUR);
  const result = await db.execute<{ asked_at: Date | string; replied_at: Date | string | null }>(sql`
    select f.created_at as asked_at, r.created_at as replied_at
    from conversations c
    join businesses b on b.id = c.business_id and b.seller_id = ${sellerId}
    cross join lateral (
      select m.sender_id, m.created_at from chat_messages m
      where m.conversation_id = c.id order by m.id limit 1
    ) f
    left join lateral (
      select m.created_at from chat_messages m
      where m.conversation_id = c.id and m.sender_id = ${sellerId}
      order by m.id limit 1
    ) r on true
    where (c.participant_one = ${sellerId} or c.participant_two = ${sellerId})
      and f.sender_id <> ${sellerId}
      and f.created_at >= ${since.toISOString()}
    order by f.created_at desc
    limit ${LIMIT}
  `);
  return result.rows.map((row) => ({
    askedAt: new Date(row.asked_at),
    repliedAt: row.replied_at === null ? null : new Date(row.replied_at),
  }));
}

/** "María G." — a first name and an initial: enough to put a person behind the listing. */
export function publicSellerName(fullName: string | null, username: string): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return username;
  const [first, ...rest] = words;
  const surname = rest.find((w) => /^\p{L}/u.test(w));
  return surname ? `${first} ${surname.charAt(0).toLocaleUpperCase('es')}.` : first!;
}

async function findSeller(db: Db, sellerId: number) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      username: users.username,
      identityVerified: users.identityVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, sellerId))
    .limit(1);
  return row ?? null;
}

/**
 * The seller card. The full name only for someone who may already write to the seller
 * (their agreement is signed, or an admin, or the seller): the public sees a first name and
 * an initial, since the name alone can give away which business is for sale.
 */
export async function sellerCard(
  db: Db,
  sellerId: number,
  fullNameVisible: boolean,
  now = new Date(),
): Promise<ListingSeller | undefined> {
  const [seller, firstMessages] = await Promise.all([
    findSeller(db, sellerId),
    findFirstMessages(db, sellerId, now),
  ]);
  if (!seller) return undefined;
  const replyTime = replyTimeFrom(firstMessages, now);
  return {
    displayName: fullNameVisible
      ? seller.fullName?.trim() || seller.username
      : publicSellerName(seller.fullName, seller.username),
    identityVerified: seller.identityVerified,
    memberSince: seller.createdAt.toISOString(),
    replyTime,
  };
}
