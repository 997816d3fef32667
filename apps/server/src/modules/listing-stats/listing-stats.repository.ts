import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { STATS_TIME_ZONE } from './listing-stats.rules.ts';

const today = sql.raw(`(now() at time zone '${STATS_TIME_ZONE}')::date`);

export type ListingEvent = 'ndaRequests' | 'contacts';
const EVENT_COLUMNS = { ndaRequests: 'nda_requests', contacts: 'contacts', favorites: 'favorites' } as const;

/**
 * One view per visitor per listing per day, in one round trip: the visitor row is
 * inserted only if new, and only then is the day's counter incremented.
 */
export async function recordView(
  db: Db,
  businessId: number,
  day: string,
  visitorHash: string,
): Promise<void> {
  await db.execute(sql`
    with fresh as (
      insert into business_view_visitors (business_id, day, visitor_hash)
      values (${businessId}, ${day}::date, ${visitorHash})
      on conflict do nothing
      returning business_id, day
    )
    insert into business_daily_stats (business_id, day, views)
    select business_id, day, 1 from fresh
    on conflict (business_id, day) do update set views = business_daily_stats.views + 1`);
}

/** Adds one NDA request, contact or save to today's statistics of a listing. */
export async function recordListingEvent(
  db: Db,
  businessId: number,
  event: ListingEvent | 'favorites',
): Promise<void> {
  const column = sql.raw(EVENT_COLUMNS[event]);
  await db.execute(sql`
    insert into business_daily_stats (business_id, day, ${column})
    values (${businessId}, ${today}, 1)
    on conflict (business_id, day) do update set ${column} = business_daily_stats.${column} + 1`);
}

export type DailyStatRow = {
  day: string;
  views: number;
  favorites: number;
  ndaRequests: number;
  contacts: number;
};

/** The last `days` days up to today, every day present (zeros where nothing happened). */
export async function dailyStats(db: Db, businessId: number, days: number): Promise<DailyStatRow[]> {
  const result = await db.execute<DailyStatRow>(sql`
    select d.day::date::text as day,
      coalesce(s.views, 0)::int as views,
      coalesce(s.favorites, 0)::int as favorites,
      coalesce(s.nda_requests, 0)::int as "ndaRequests",
      coalesce(s.contacts, 0)::int as contacts
    from generate_series(${today} - (${days}::int - 1), ${today}, interval '1 day') as d(day)
    left join business_daily_stats s on s.business_id = ${businessId} and s.day = d.day::date
    order by d.day`);
  return result.rows;
}

/** The sums over every listing of one seller for the last `days` days up to today. */
export async function sellerTotals(db: Db, sellerId: number, days: number) {
  const result = await db.execute<Omit<DailyStatRow, 'day'>>(sql`
    select coalesce(sum(s.views), 0)::int as views,
      coalesce(sum(s.favorites), 0)::int as favorites,
      coalesce(sum(s.nda_requests), 0)::int as "ndaRequests",
      coalesce(sum(s.contacts), 0)::int as contacts
    from business_daily_stats s
    join businesses b on b.id = s.business_id
    where b.seller_id = ${sellerId} and s.day > ${today} - ${days}::int`);
  return result.rows[0] ?? { views: 0, favorites: 0, ndaRequests: 0, contacts: 0 };
}

/** Visitor hashes are only needed for today's dedupe; older ones are dropped (privacy, size). */
export async function pruneViewVisitors(db: Db, keepFrom: string): Promise<void> {
  await db.execute(sql`delete from business_view_visitors where day < ${keepFrom}::date`);
}
