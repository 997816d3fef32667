import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, favorites } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import { PUBLIC_STATUSES } from '../businesses/business-status.rules.ts';
import type { PublicBusinessRow } from '../businesses/businesses.types.ts';
import { STATS_TIME_ZONE } from '../listing-stats/listing-stats.rules.ts';

const {
  confidentialInfo: _c,
  tradeName: _tn,
  taxId: _ti,
  exactAddress: _ea,
  leaseTerms: _lt,
  documents: _d,
  searchVector: _s,
  ...publicColumns
} = getTableColumns(businesses);

export type FavoriteRow = PublicBusinessRow & { savedAt: Date; savedAtExact: string };

/**
 * Saves a listing once; a new save also counts in today's statistics, in the same
 * statement. Returns false when it was already saved.
 */
export async function saveFavorite(
  db: Db,
  userId: number,
  businessId: number,
  countIt: boolean,
): Promise<boolean> {
  const result = await db.execute<{ inserted: boolean }>(sql`
    with saved as (
      insert into favorites (user_id, business_id) values (${userId}, ${businessId})
      on conflict do nothing
      returning business_id
    ), counted as (
      insert into business_daily_stats (business_id, day, favorites)
      select business_id, (now() at time zone ${STATS_TIME_ZONE})::date, 1 from saved where ${countIt}
      on conflict (business_id, day) do update set favorites = business_daily_stats.favorites + 1
    )
    select exists (select 1 from saved) as inserted`);
  return result.rows[0]?.inserted === true;
}

export async function removeFavorite(db: Db, userId: number, businessId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.businessId, businessId)));
}

/** Saved public listings, newest save first, keyset on (saved at, listing id). */
export async function listFavorites(
  db: Db,
  userId: number,
  after: { savedAt: string; businessId: number } | null,
  limit: number,
  businessId?: number,
): Promise<FavoriteRow[]> {
  return db
    .select({
      ...publicColumns,
      sellerVerified: users.identityVerified,
      savedAt: favorites.createdAt,
      savedAtExact: sql<string>`${favorites.createdAt}::text`,
    })
    .from(favorites)
    .innerJoin(businesses, eq(businesses.id, favorites.businessId))
    .innerJoin(users, eq(users.id, businesses.sellerId))
    .where(
      and(
        eq(favorites.userId, userId),
        inArray(businesses.status, [...PUBLIC_STATUSES]),
        businessId !== undefined ? eq(favorites.businessId, businessId) : undefined,
        after
          ? sql`(${favorites.createdAt}, ${favorites.businessId}) < (${after.savedAt}::timestamptz, ${after.businessId})`
          : undefined,
      ),
    )
    .orderBy(desc(favorites.createdAt), desc(favorites.businessId))
    .limit(limit);
}
