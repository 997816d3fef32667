import type { BuyerProfileValues } from '@traspasa/shared/buyer-profiles';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buyerProfiles } from '../../db/schema/buyer-profiles.ts';

export type BuyerProfileRow = typeof buyerProfiles.$inferSelect;

export async function findProfile(db: Db, userId: number): Promise<BuyerProfileRow | null> {
  const [row] = await db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, userId)).limit(1);
  return row ?? null;
}

export async function findProfiles(db: Db, userIds: readonly number[]): Promise<BuyerProfileRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(buyerProfiles)
    .where(sql`${buyerProfiles.userId} = any(${sql.param([...userIds])}::int[])`);
}

/** Insert or replace the whole profile; `updated_at` moves on every save. */
export async function saveProfile(
  db: Db,
  userId: number,
  values: BuyerProfileValues,
): Promise<BuyerProfileRow> {
  const [row] = await db
    .insert(buyerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: buyerProfiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function deleteProfile(db: Db, userId: number): Promise<void> {
  await db.delete(buyerProfiles).where(eq(buyerProfiles.userId, userId));
}

export interface CardFactsRow {
  id: number;
  username: string;
  fullName: string | null;
  identityVerified: boolean;
  createdAt: Date;
  ndasSigned: number;
}

/** Account facts of each user the card shows (never the cédula, email or documents). */
export async function findCardFacts(db: Db, userIds: readonly number[]): Promise<CardFactsRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.execute<Omit<CardFactsRow, 'createdAt'> & { createdAt: Date | string }>(sql`
    select u.id, u.username, u.full_name as "fullName", u.identity_verified as "identityVerified",
      u.created_at as "createdAt",
      (select count(*)::int from ndas n where n.user_id = u.id and n.status = 'signed') as "ndasSigned"
    from users u where u.id = any(${sql.param([...userIds])}::int[])
  `);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

/**
 * Of `buyerIds`, those the seller has a relation to: the buyer has an agreement (in any state)
 * on one of the seller's listings, or the two share a conversation.
 */
export async function relatedBuyers(
  db: Db,
  sellerId: number,
  buyerIds: readonly number[],
): Promise<Set<number>> {
  if (buyerIds.length === 0) return new Set();
  const { rows } = await db.execute<{ id: number }>(sql`
    select b.id from unnest(${sql.param([...buyerIds])}::int[]) as b(id)
    where b.id <> ${sellerId} and (
      exists (
        select 1 from ndas n join businesses biz on biz.id = n.business_id
        where n.user_id = b.id and biz.seller_id = ${sellerId}
      )
      or exists (
        select 1 from conversations c
        where (c.participant_one = ${sellerId} and c.participant_two = b.id)
           or (c.participant_two = ${sellerId} and c.participant_one = b.id)
      )
    )
  `);
  return new Set(rows.map((r) => r.id));
}

export interface SellerTurnRow {
  buyerId: number;
  askedAt: Date;
  repliedAt: Date | null;
}

/**
 * For each buyer, over the last `windowDays` days of conversations about a listing with its
 * seller: every time the seller wrote after the buyer (or first), with the buyer's first
 * answer after it (at most `limit` per buyer, newest first). One statement for every buyer.
 */
export async function sellerTurns(
  db: Db,
  buyerIds: readonly number[],
  since: Date,
  limit: number,
): Promise<SellerTurnRow[]> {
  if (buyerIds.length === 0) return [];
  const { rows } = await db.execute<{
    buyer_id: number;
    asked_at: Date | string;
    replied_at: Date | string | null;
  }>(sql`
    select b.id as buyer_id, t.asked_at, t.replied_at
    from unnest(${sql.param([...buyerIds])}::int[]) as b(id)
    cross join lateral (
      select s.created_at as asked_at,
        (select r.created_at from chat_messages r
          where r.conversation_id = s.conversation_id and r.sender_id = b.id and r.id > s.id
          order by r.id limit 1) as replied_at
      from (
        select m.id, m.conversation_id, m.sender_id, m.created_at, biz.seller_id,
          lag(m.sender_id) over (partition by m.conversation_id order by m.id) as prev_sender
        from conversations c
        join businesses biz on biz.id = c.business_id and biz.seller_id <> b.id
        join chat_messages m on m.conversation_id = c.id
        where (c.participant_one = b.id or c.participant_two = b.id)
          and m.created_at >= ${since.toISOString()}
      ) s
      where s.sender_id = s.seller_id and (s.prev_sender is null or s.prev_sender <> s.seller_id)
      order by s.created_at desc
      limit ${limit}
    ) t
  `);
  return rows.map((r) => ({
    buyerId: r.buyer_id,
    askedAt: new Date(r.asked_at),
    repliedAt: r.replied_at === null ? null : new Date(r.replied_at),
  }));
}
