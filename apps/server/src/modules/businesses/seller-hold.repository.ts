import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import { HOLDABLE } from './business-status.rules.ts';

/**
 * A suspended seller's listings leave the public and come back on reactivation (decision 156).
 * The status machine's `hold` (HOLDABLE → held) and `release` (held → the status it had),
 * for all of one seller's listings at once, inside the suspension's transaction. Search, landing
 * pages, the sitemap, similar listings and the listing page all go by `status`, so nothing else
 * needs to know about suspensions, and the search cache hears the change from the table's trigger.
 */
export async function holdSellerListings(db: Db, sellerId: number): Promise<number[]> {
  const rows = await db
    .update(businesses)
    .set({ heldFrom: sql`${businesses.status}`, status: 'held' })
    .where(and(eq(businesses.sellerId, sellerId), inArray(businesses.status, [...HOLDABLE])))
    .returning({ id: businesses.id });
  return rows.map((r) => r.id);
}

/** Every held listing of the seller back to the status it had; returns those back in search. */
export async function releaseSellerListings(
  db: Db,
  sellerId: number,
): Promise<{ released: number[]; backInSearch: number[] }> {
  const rows = await db
    .update(businesses)
    .set({ status: sql`${businesses.heldFrom}`, heldFrom: null })
    .where(and(eq(businesses.sellerId, sellerId), eq(businesses.status, 'held')))
    .returning({ id: businesses.id, status: businesses.status });
  return {
    released: rows.map((r) => r.id),
    backInSearch: rows.filter((r) => r.status === 'approved').map((r) => r.id),
  };
}

/** Suspended, or erased (an erased account keeps `suspended_at`, decision 014). */
export async function sellerIsSuspended(db: Db, sellerId: number): Promise<boolean> {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, sellerId));
  return row?.suspendedAt != null;
}
