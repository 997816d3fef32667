import { and, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { valuationCalculatorInterests } from '../../db/schema/feedback.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { PUBLIC_STATUSES } from '../businesses/business-status.rules.ts';

export type ValuationInterestRow = typeof valuationCalculatorInterests.$inferSelect;
export type NewValuationInterest = typeof valuationCalculatorInterests.$inferInsert;

export async function insertInterest(db: Db, values: NewValuationInterest): Promise<ValuationInterestRow> {
  const [row] = await db.insert(valuationCalculatorInterests).values(values).returning();
  return row!;
}

/**
 * How many published listings (approved or sold) of the category have a price and a
 * profit above 0, and the median of price ÷ profit over them, two decimals. Only the
 * aggregate leaves the database: no listing is named.
 */
export async function comparableMultiple(
  db: Db,
  category: string,
): Promise<{ count: number; median: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      median: sql<
        string | null
      >`round((percentile_cont(0.5) within group (order by ${businesses.askingPrice} / ${businesses.annualProfit}))::numeric, 2)`,
    })
    .from(businesses)
    .where(
      and(
        eq(businesses.category, category),
        inArray(businesses.status, [...PUBLIC_STATUSES]),
        isNotNull(businesses.askingPrice),
        gt(businesses.annualProfit, '0'),
      ),
    );
  return { count: row?.count ?? 0, median: row?.median == null ? null : Number(row.median) };
}

export interface LeadFilters {
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
  category?: string;
  q?: string;
  beforeId?: number;
  limit: number;
}

/** Newest first by id (ids grow with time); `limit` rows after the cursor's id. */
export async function listLeads(db: Db, f: LeadFilters): Promise<ValuationInterestRow[]> {
  const t = valuationCalculatorInterests;
  const where: SQL[] = [];
  if (f.from) where.push(gte(t.createdAt, f.from));
  if (f.to) where.push(lt(t.createdAt, f.to));
  if (f.category) where.push(eq(t.industry, f.category));
  if (f.beforeId) where.push(lt(t.id, f.beforeId));
  if (f.q) {
    const like = containsPattern(f.q);
    where.push(or(ilike(t.fullName, like), ilike(t.email, like))!);
  }
  return db
    .select()
    .from(t)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(t.id))
    .limit(f.limit);
}
