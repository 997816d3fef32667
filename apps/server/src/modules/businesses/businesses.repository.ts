import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, LISTED_PREDICATE } from '../../db/schema/businesses.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';

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

import type { BusinessRow } from './businesses.types.ts';
/**
 * What a listing card shows (toListItem) and the list queries read: 15 of the 48 columns. Reading
 * every public column (the description included) cost more in drizzle's query building, pg's row
 * parsing and drizzle's row mapping than PostgreSQL spent on the query (decision 050, 2026-11-24).
 * The public search reads the same columns under the same names (businesses-search.repository.ts).
 */
export const cardColumns = {
  id: publicColumns.id,
  slug: publicColumns.slug,
  title: publicColumns.title,
  category: publicColumns.category,
  country: publicColumns.country,
  location: publicColumns.location,
  askingPrice: publicColumns.askingPrice,
  annualRevenue: publicColumns.annualRevenue,
  annualProfit: publicColumns.annualProfit,
  images: publicColumns.images,
  featured: publicColumns.featured,
  status: publicColumns.status,
  packageTier: publicColumns.packageTier,
  createdAt: publicColumns.createdAt,
  refreshedAt: publicColumns.refreshedAt,
};
export type PublicBusinessCardRow = Pick<BusinessRow, keyof typeof cardColumns> & { sellerVerified: boolean };

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
  return (
    db
      .select({ category: businesses.category, count: sql<number>`count(*)::int` })
      .from(businesses)
      // What a visitor finds under each category by default: sold listings are hidden there too,
      // reserved ones counted (decision 171); the listed indexes' predicate, written literally.
      .where(sql.raw(`"businesses".${LISTED_PREDICATE}`))
      .groupBy(businesses.category)
      .orderBy(desc(sql`count(*)`))
  );
}
