import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import type { BusinessRow } from './businesses.types.ts';

export type NewBusiness = typeof businesses.$inferInsert;
export interface BusinessWithSeller {
  business: BusinessRow;
  sellerVerified: boolean;
}

export async function insertBusiness(db: Db, values: NewBusiness): Promise<BusinessRow> {
  const [row] = await db.insert(businesses).values(values).returning();
  return row!;
}

/** Locks the row for the rest of the transaction, so two transitions cannot interleave. */
export async function findBusinessForUpdate(db: Db, id: number): Promise<BusinessRow | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function findBusinessWithSeller(db: Db, id: number): Promise<BusinessWithSeller | null> {
  const [row] = await db
    .select({ business: businesses, sellerVerified: users.identityVerified })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.sellerId))
    .where(eq(businesses.id, id))
    .limit(1);
  return row ?? null;
}

export async function updateBusiness(db: Db, id: number, values: Partial<NewBusiness>): Promise<BusinessRow> {
  const [row] = await db.update(businesses).set(values).where(eq(businesses.id, id)).returning();
  return row!;
}

export async function deleteBusiness(db: Db, id: number): Promise<void> {
  await db.delete(businesses).where(eq(businesses.id, id));
}

/** Where a page of a seller's listings ends: created_at to the microsecond (as text), then id. */
export interface SellerListCursor {
  createdAt: string;
  id: number;
}

/** A seller's listings, newest first, keyset-paged on (created_at, id). */
export async function listSellerBusinesses(
  db: Db,
  sellerId: number,
  after: SellerListCursor | null,
  limit: number,
): Promise<Array<BusinessWithSeller & { createdAtExact: string }>> {
  return db
    .select({
      business: businesses,
      sellerVerified: users.identityVerified,
      // A JS Date would round to milliseconds and make the keyset skip or repeat rows.
      createdAtExact: sql<string>`${businesses.createdAt}::text`,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.sellerId))
    .where(
      and(
        eq(businesses.sellerId, sellerId),
        after
          ? sql`(${businesses.createdAt}, ${businesses.id}) < (${after.createdAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(limit);
}

/** Moderation queue page: oldest first (first come, first reviewed), keyset on id. */
export async function listByStatus(
  db: Db,
  status: string,
  afterId: number | undefined,
  limit: number,
): Promise<BusinessWithSeller[]> {
  return db
    .select({ business: businesses, sellerVerified: users.identityVerified })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.sellerId))
    .where(
      and(
        eq(businesses.status, status),
        afterId !== undefined ? sql`${businesses.id} > ${afterId}` : undefined,
      ),
    )
    .orderBy(businesses.id)
    .limit(limit);
}
