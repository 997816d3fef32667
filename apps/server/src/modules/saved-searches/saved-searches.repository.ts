import type { SavedSearchFilters } from '@traspasa/shared/saved-searches';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { savedSearchAlerts, savedSearches, savedSearchMatchQueue } from '../../db/schema/saved-searches.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The stored filters without empty values (an empty text filter is no filter, as in the search). */
export function cleanFilters(filters: SavedSearchFilters): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    out[key] = value as string | number | boolean;
  }
  return out;
}

/**
 * The normalised columns of a saved search, computed by PostgreSQL with the very expressions
 * the search uses on its parameters (businesses.repository.ts `filterSql`): lower() for the
 * country, immutable_unaccent(lower()) of the escaped location, websearch_to_tsquery for words.
 */
function normalised(filters: Record<string, string | number | boolean>) {
  const text = (k: string) =>
    typeof filters[k] === 'string' && filters[k] !== '' ? (filters[k] as string) : null;
  const num = (k: string) => (typeof filters[k] === 'number' ? String(filters[k]) : null);
  const location = text('location');
  const q = text('q');
  const country = text('country');
  return {
    category: text('category'),
    countryLower: country === null ? null : sql`lower(${country}::text)`,
    // A typed % or _ is a character to find, not a wildcard (as in the search).
    locationPattern:
      location === null ? null : sql`public.immutable_unaccent(lower(${likeLiteral(location)}::text))`,
    minPrice: num('minPrice'),
    maxPrice: num('maxPrice'),
    minRevenue: num('minRevenue'),
    maxRevenue: num('maxRevenue'),
    minProfit: num('minProfit'),
    maxProfit: num('maxProfit'),
    withPhotos: filters.withPhotos === true,
    includeSold: filters.includeSold === true,
    query: q === null ? null : sql`websearch_to_tsquery('spanish', public.immutable_unaccent(${q}::text))`,
  };
}

export async function insertSavedSearch(
  db: Db,
  v: { userId: number; name: string; filters: Record<string, string | number | boolean>; frequency: string },
): Promise<SavedSearchRow> {
  const [row] = await db
    .insert(savedSearches)
    .values({ ...v, ...(normalised(v.filters) as object) })
    .returning();
  return row!;
}

export interface SavedSearchWithCount {
  search: SavedSearchRow;
  newCount: number;
}

/** The owner's saved searches, newest first, each with its matches since the last visit. */
export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearchWithCount[]> {
  const rows = await db
    .select({
      search: savedSearches,
      newCount: sql<number>`(select count(*)::int from ${savedSearchAlerts} a
        join ${businesses} b on b.id = a.business_id and b."status" in ('approved', 'reserved', 'sold')
        where a.saved_search_id = saved_searches.id and a.created_at > saved_searches.last_visited_at)`,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.id));
  return rows;
}

export async function countSavedSearches(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function findOwnSavedSearch(db: Db, userId: number, id: number): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
}

export async function findSavedSearch(db: Db, id: number): Promise<SavedSearchRow | null> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row ?? null;
}

export async function updateSavedSearch(
  db: Db,
  id: number,
  values: Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'pausedAt' | 'lastVisitedAt'>>,
): Promise<void> {
  await db.update(savedSearches).set(values).where(eq(savedSearches.id, id));
}

export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

/** Queues an approved listing for matching (in the approval's transaction). */
export async function enqueueListingMatch(db: Db, businessId: number): Promise<void> {
  await db
    .insert(savedSearchMatchQueue)
    .values({ businessId })
    .onConflictDoUpdate({ target: savedSearchMatchQueue.businessId, set: { queuedAt: sql`now()` } });
}

interface ListingValues {
  id: number;
  sellerId: number;
  status: string;
  category: string | null;
  countryLower: string | null;
  location: string | null;
  askingPrice: string | null;
  annualRevenue: string | null;
  annualProfit: string | null;
  hasPhotos: boolean;
  searchVector: string | null;
}

async function listingValues(db: Db, businessId: number): Promise<ListingValues | null> {
  const { rows } = await db.execute<{
    id: number;
    seller_id: number;
    status: string;
    category: string | null;
    country_lower: string | null;
    location: string | null;
    asking_price: string | null;
    annual_revenue: string | null;
    annual_profit: string | null;
    has_photos: boolean;
    search_vector: string | null;
  }>(sql`select id, seller_id, status, category, lower(country) as country_lower, location,
      asking_price, annual_revenue, annual_profit, cardinality(images) > 0 as has_photos,
      search_vector::text as search_vector
    from ${businesses} where id = ${businessId}`);
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    sellerId: r.seller_id,
    status: r.status,
    category: r.category,
    countryLower: r.country_lower,
    location: r.location,
    askingPrice: r.asking_price,
    annualRevenue: r.annual_revenue,
    annualProfit: r.annual_profit,
    hasPhotos: r.has_photos,
    searchVector: r.search_vector,
  };
}

/**
 * The saved searches (active, not the seller's own) that would show this listing: one
 * statement whatever their number (decision 150). The four category|country keys the listing
 * satisfies are probed through `saved_searches_match_key_idx`; every filter is then tested
 * exactly as `filterSql` tests it, with the listing's values as parameters.
 */
function matchingSql(b: ListingValues) {
  const cat = b.category ?? '*';
  const country = b.countryLower ?? '*';
  const keys = [...new Set([`${cat}|${country}`, `${cat}|*`, `*|${country}`, '*|*'])];
  const isPublic = b.status === 'approved' || b.status === 'reserved' || b.status === 'sold';
  return sql`select s.id, s.user_id from ${savedSearches} s
    where s.paused_at is null
      and s.match_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})
      and ${isPublic}
      and s.user_id <> ${b.sellerId}
      and (s.include_sold or ${b.status} <> 'sold')
      and (not s.with_photos or ${b.hasPhotos})
      and (s.category is null or s.category = ${b.category}::text)
      and (s.country_lower is null or s.country_lower = ${b.countryLower}::text)
      and (s.min_price is null or ${b.askingPrice}::numeric >= s.min_price)
      and (s.max_price is null or ${b.askingPrice}::numeric <= s.max_price)
      and (s.min_revenue is null or ${b.annualRevenue}::numeric >= s.min_revenue)
      and (s.max_revenue is null or ${b.annualRevenue}::numeric <= s.max_revenue)
      and (s.min_profit is null or ${b.annualProfit}::numeric >= s.min_profit)
      and (s.max_profit is null or ${b.annualProfit}::numeric <= s.max_profit)
      and (s.location_pattern is null
        or public.immutable_unaccent(lower(${b.location}::text)) like '%' || s.location_pattern || '%')
      and (s.query is null or ${b.searchVector}::tsvector @@ s.query)`;
}

/** The ids of the saved searches this listing matches (the table-driven test and the bench use it). */
export async function matchingSavedSearchIds(db: Db, businessId: number): Promise<number[]> {
  const b = await listingValues(db, businessId);
  if (!b) return [];
  const { rows } = await db.execute<{ id: number }>(matchingSql(b));
  return rows.map((r) => r.id);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the match of one listing (the benchmark's --explain). */
export async function explainMatch(db: Db, businessId: number): Promise<string> {
  const b = await listingValues(db, businessId);
  if (!b) return '';
  const { rows } = await db.execute<{ 'QUERY PLAN': string }>(
    sql`explain (analyze, buffers) ${matchingSql(b)}`,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** Matches one listing and stores an alert per matching search; never twice for the same pair. */
export async function createAlertsForListing(db: Db, businessId: number): Promise<number> {
  const b = await listingValues(db, businessId);
  if (!b) return 0;
  const { rowCount } = await db.execute(sql`
    insert into ${savedSearchAlerts} (saved_search_id, user_id, business_id)
    select m.id, m.user_id, ${b.id}::int from (${matchingSql(b)}) m
    on conflict do nothing`);
  return rowCount ?? 0;
}

/** Takes up to `limit` queued listings (skip locked: parallel runs share the queue). */
export async function claimQueuedListings(db: Db, limit: number): Promise<number[]> {
  const { rows } = await db.execute<{ business_id: number }>(sql`
    delete from ${savedSearchMatchQueue} where business_id in (
      select business_id from ${savedSearchMatchQueue} order by queued_at limit ${limit} for update skip locked)
    returning business_id`);
  return rows.map((r) => r.business_id);
}

// ——— The bell ———

const visibleAlert = sql`b."status" in ('approved', 'reserved', 'sold')`;

/** The person's alerts on public listings, newest first, keyset by id. */
export function listAlerts(db: Db, userId: number, beforeId: number | null, limit: number) {
  return db
    .select({
      id: savedSearchAlerts.id,
      createdAt: savedSearchAlerts.createdAt,
      readAt: savedSearchAlerts.readAt,
      savedSearchId: savedSearches.id,
      savedSearchName: savedSearches.name,
      businessId: businesses.id,
      slug: businesses.slug,
      title: businesses.title,
      location: businesses.location,
      country: businesses.country,
      askingPrice: businesses.askingPrice,
    })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
    .innerJoin(businesses, eq(businesses.id, savedSearchAlerts.businessId))
    .where(
      and(
        eq(savedSearchAlerts.userId, userId),
        inArray(businesses.status, ['approved', 'reserved', 'sold']),
        beforeId === null ? undefined : lt(savedSearchAlerts.id, beforeId),
      ),
    )
    .orderBy(desc(savedSearchAlerts.id))
    .limit(limit);
}

export async function countUnreadAlerts(db: Db, userId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${savedSearchAlerts} a join ${businesses} b on b.id = a.business_id
    where a.user_id = ${userId} and a.read_at is null and ${visibleAlert}`);
  return rows[0]?.n ?? 0;
}

/** Marks one of the person's alerts read; false when it is not theirs (or does not exist). */
export async function markAlertRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(savedSearchAlerts)
    .set({ readAt: sql`coalesce(${savedSearchAlerts.readAt}, now())` })
    .where(and(eq(savedSearchAlerts.id, id), eq(savedSearchAlerts.userId, userId)))
    .returning({ id: savedSearchAlerts.id });
  return rows.length > 0;
}

export async function markAlertsRead(db: Db, userId: number, savedSearchId?: number): Promise<void> {
  await db
    .update(savedSearchAlerts)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(savedSearchAlerts.userId, userId),
        sql`${savedSearchAlerts.readAt} is null`,
        savedSearchId === undefined ? undefined : eq(savedSearchAlerts.savedSearchId, savedSearchId),
      ),
    );
}
