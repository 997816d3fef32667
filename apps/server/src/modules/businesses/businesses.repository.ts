import type { BusinessSort } from '@traspasa/shared/businesses';
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';

export const PUBLIC_STATUSES = ['approved', 'sold'] as const;

const {
  confidentialInfo: _c,
  documents: _d,
  searchVector: _s,
  ...publicColumns
} = getTableColumns(businesses);

export type BusinessRow = typeof businesses.$inferSelect;
export type PublicBusinessRow = Omit<BusinessRow, 'confidentialInfo' | 'documents' | 'searchVector'> & {
  sellerVerified: boolean;
};
/** A list row plus its exact created_at (microseconds: a JS Date would round it and break the cursor). */
export type PublicBusinessListRow = PublicBusinessRow & { createdAtExact: string };

export interface ListFilter {
  q?: string;
  category?: string;
  featured?: boolean;
  country?: string;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  minRevenue?: number;
  minProfit?: number;
  sort: BusinessSort;
}

/** Keyset position in the default order: featured first, then newest. */
export interface ListCursor {
  featured: boolean;
  createdAt: string;
  id: number;
  /** Orders other than the default (text relevance, price, revenue) are paged by offset. */
  offset?: number;
}

function filterSql(filter: ListFilter): SQL {
  const parts: SQL[] = [inArray(businesses.status, [...PUBLIC_STATUSES])];
  if (filter.category) parts.push(eq(businesses.category, filter.category));
  if (filter.featured !== undefined) parts.push(eq(businesses.featured, filter.featured));
  if (filter.country) parts.push(sql`lower(${businesses.country}) = lower(${filter.country})`);
  if (filter.location) {
    // A typed % or _ is a character to find, not a wildcard.
    const literal = filter.location.replace(/[\\%_]/g, (c) => `\\${c}`);
    parts.push(
      sql`public.immutable_unaccent(lower(${businesses.location})) like '%' || public.immutable_unaccent(lower(${literal})) || '%'`,
    );
  }
  if (filter.minPrice !== undefined) parts.push(gte(businesses.askingPrice, String(filter.minPrice)));
  if (filter.maxPrice !== undefined) parts.push(lte(businesses.askingPrice, String(filter.maxPrice)));
  if (filter.minRevenue !== undefined) parts.push(gte(businesses.annualRevenue, String(filter.minRevenue)));
  if (filter.minProfit !== undefined) parts.push(gte(businesses.annualProfit, String(filter.minProfit)));
  if (filter.q) {
    parts.push(
      sql`(${businesses.searchVector} @@ websearch_to_tsquery('spanish', public.immutable_unaccent(${filter.q}))
        or public.immutable_unaccent(lower(${businesses.title})) % public.immutable_unaccent(lower(${filter.q})))`,
    );
  }
  return and(...parts)!;
}

export async function listPublicBusinesses(
  db: Db,
  filter: ListFilter,
  cursor: ListCursor | null,
  limit: number,
): Promise<{ rows: PublicBusinessListRow[]; total: number }> {
  const where = filterSql(filter);
  const select = db
    .select({
      ...publicColumns,
      sellerVerified: users.identityVerified,
      createdAtExact: sql<string>`${businesses.createdAt}::text`,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.sellerId));

  let rows: PublicBusinessListRow[];
  if (usesKeyset(filter)) {
    const after = cursor
      ? sql`(${businesses.featured}, ${businesses.createdAt}, ${businesses.id}) < (${cursor.featured}, ${cursor.createdAt}::timestamptz, ${cursor.id})`
      : undefined;
    rows = await select
      .where(after ? and(where, after) : where)
      .orderBy(desc(businesses.featured), desc(businesses.createdAt), desc(businesses.id))
      .limit(limit);
  } else {
    rows = await select
      .where(where)
      .orderBy(...orderFor(filter))
      .limit(limit)
      .offset(cursor?.offset ?? 0);
  }
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(businesses).where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function findBusinessByIdOrSlug(db: Db, idOrSlug: string) {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select({ business: businesses, sellerVerified: users.identityVerified })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.sellerId))
    .where(byId ? eq(businesses.id, Number(idOrSlug)) : eq(businesses.slug, idOrSlug))
    .limit(1);
  return row ?? null;
}

export async function findNdaStatus(db: Db, userId: number, businessId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: ndas.status })
    .from(ndas)
    .where(and(eq(ndas.userId, userId), eq(ndas.businessId, businessId)))
    .limit(1);
  return row?.status ?? null;
}

export async function countPublicByCategory(db: Db) {
  return db
    .select({ category: businesses.category, count: sql<number>`count(*)::int` })
    .from(businesses)
    .where(inArray(businesses.status, [...PUBLIC_STATUSES]))
    .groupBy(businesses.category)
    .orderBy(desc(sql`count(*)`));
}

/** The default order (featured first, newest) pages by keyset; the others by offset. */
export function usesKeyset(filter: ListFilter): boolean {
  return !filter.q && filter.sort === 'relevance';
}

function orderFor(filter: ListFilter): SQL[] {
  switch (filter.sort) {
    case 'price_asc':
      return [sql`${businesses.askingPrice} asc nulls last`, asc(businesses.id)];
    case 'price_desc':
      return [sql`${businesses.askingPrice} desc nulls last`, desc(businesses.id)];
    case 'revenue_desc':
      return [sql`${businesses.annualRevenue} desc nulls last`, desc(businesses.id)];
    case 'recent':
      return [desc(businesses.createdAt), desc(businesses.id)];
    default: {
      const rank = sql`ts_rank(${businesses.searchVector}, websearch_to_tsquery('spanish', public.immutable_unaccent(${filter.q ?? ''})))
        + similarity(public.immutable_unaccent(lower(${businesses.title})), public.immutable_unaccent(lower(${filter.q ?? ''})))`;
      return [desc(businesses.featured), sql`${rank} desc`, desc(businesses.id)];
    }
  }
}
