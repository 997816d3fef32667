import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Approved listings grouped by the city part of their location, category and country. */
export interface LandingGroupRow {
  /** The location before its first comma, trimmed; null when empty. */
  place: string | null;
  category: string | null;
  country: string | null;
  count: number;
  minPrice: string | null;
  maxPrice: string | null;
  /** ISO 8601, UTC: the latest update of these listings. */
  lastmod: string;
}

/**
 * What the landing pages are built from (decision 152): the listings the default search shows
 * (`status = 'approved'`: not expired, sold ones hidden), grouped. One pass over the approved
 * rows; the result is small (places × categories) and cached by the service.
 */
export async function listLandingGroups(db: Db): Promise<LandingGroupRow[]> {
  const result = await db.execute<{
    place: string | null;
    category: string | null;
    country: string | null;
    n: number;
    min_price: string | null;
    max_price: string | null;
    lastmod: string;
  }>(sql`
    select nullif(trim(split_part(coalesce(location, ''), ',', 1)), '') as place,
           category,
           nullif(trim(country), '') as country,
           count(*)::int as n,
           min(asking_price)::text as min_price,
           max(asking_price)::text as max_price,
           to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
    from businesses
    where status = 'approved'
    group by 1, 2, 3`);
  return result.rows.map((r) => ({
    place: r.place,
    category: r.category,
    country: r.country,
    count: Number(r.n),
    minPrice: r.min_price,
    maxPrice: r.max_price,
    lastmod: r.lastmod,
  }));
}
