import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import type { BusinessRow } from './businesses.repository.ts';

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

export async function listSellerBusinesses(db: Db, sellerId: number): Promise<BusinessWithSeller[]> {
  return db
    .select({ business: businesses, sellerVerified: users.identityVerified })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.sellerId))
    .where(eq(businesses.sellerId, sellerId))
    .orderBy(desc(businesses.createdAt), desc(businesses.id));
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
