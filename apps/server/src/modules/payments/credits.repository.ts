// Listing credits (decision 090): one row per credit, available → reserved (the listing
// went to review at that tier) → used (approved); back to available when the listing is
// rejected, withdrawn or deleted first; revoked by a refund. Every function takes the
// caller's transaction.
import type { PackageTier } from '@traspasa/shared/enums';
import type { Credits, PaidTier } from '@traspasa/shared/payments';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { listingCredits } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { isPaidTier } from './credits.rules.ts';

/** Keeps `users.packageCount` (the count the dashboards show) equal to the user's available credits. */
async function refreshPackageCount(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({
      packageCount: sql`(select count(*)::int from ${listingCredits}
        where ${listingCredits.userId} = ${userId} and ${listingCredits.status} = 'available')`,
    })
    .where(eq(users.id, userId));
}

export async function grantCredits(
  db: Db,
  grant: {
    userId: number;
    tier: PaidTier;
    count: number;
    source: 'package' | 'plan' | 'admin';
    sourceRef?: string | null;
    transactionId?: number | null;
    /** Reserve the new credits for this listing at once (an admin setting a tier by hand). */
    businessId?: number | null;
  },
): Promise<void> {
  if (grant.count <= 0) return;
  await db.insert(listingCredits).values(
    Array.from({ length: grant.count }, () => ({
      userId: grant.userId,
      tier: grant.tier,
      source: grant.source,
      sourceRef: grant.sourceRef ?? null,
      transactionId: grant.transactionId ?? null,
      businessId: grant.businessId ?? null,
      status: grant.businessId ? 'reserved' : 'available',
    })),
  );
  await refreshPackageCount(db, grant.userId);
}

/** The credit a listing holds (reserved or used), if any. */
export async function heldCredit(
  db: Db,
  businessId: number,
): Promise<{ id: number; tier: PaidTier; status: string } | null> {
  const [row] = await db
    .select({ id: listingCredits.id, tier: listingCredits.tier, status: listingCredits.status })
    .from(listingCredits)
    .where(
      and(eq(listingCredits.businessId, businessId), inArray(listingCredits.status, ['reserved', 'used'])),
    )
    // The newest: after an upgrade (a used Premium, then a Destacado) it is the current tier's.
    .orderBy(desc(listingCredits.id))
    .limit(1);
  return row ? { ...row, tier: row.tier as PaidTier } : null;
}

export async function availableCount(db: Db, userId: number, tier: PaidTier): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listingCredits)
    .where(
      and(
        eq(listingCredits.userId, userId),
        eq(listingCredits.tier, tier),
        eq(listingCredits.status, 'available'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Makes the listing hold a credit of `tier`: keeps the one it holds if it is of that tier,
 * otherwise gives that one back and reserves an available one of the seller (the oldest).
 * false when the seller has none (nothing changes then).
 */
export async function reserveCredit(
  db: Db,
  sellerId: number,
  businessId: number,
  tier: PaidTier,
): Promise<boolean> {
  const held = await heldCredit(db, businessId);
  if (held?.tier === tier) return true;
  const [taken] = await db
    .update(listingCredits)
    .set({ status: 'reserved', businessId, updatedAt: new Date() })
    .where(
      eq(
        listingCredits.id,
        sql`(select id from ${listingCredits}
          where ${listingCredits.userId} = ${sellerId} and ${listingCredits.tier} = ${tier}
            and ${listingCredits.status} = 'available'
          order by id limit 1 for update skip locked)`,
      ),
    )
    .returning({ id: listingCredits.id });
  if (!taken) return false;
  if (held) await releaseCredit(db, businessId, held.id);
  await refreshPackageCount(db, sellerId);
  return true;
}

/** Gives back the listing's reserved credit (or one credit by id). Used credits stay used. */
export async function releaseCredit(db: Db, businessId: number, creditId?: number): Promise<void> {
  const released = await db
    .update(listingCredits)
    .set({ status: 'available', businessId: null, updatedAt: new Date() })
    .where(
      and(
        eq(listingCredits.businessId, businessId),
        eq(listingCredits.status, 'reserved'),
        creditId === undefined ? undefined : eq(listingCredits.id, creditId),
      ),
    )
    .returning({ userId: listingCredits.userId });
  for (const userId of new Set(released.map((r) => r.userId))) await refreshPackageCount(db, userId);
}

/** At approval: the listing's reserved credit becomes used. */
export async function useCredit(db: Db, businessId: number, now = new Date()): Promise<PaidTier | null> {
  const [used] = await db
    .update(listingCredits)
    .set({ status: 'used', usedAt: now, updatedAt: now })
    .where(and(eq(listingCredits.businessId, businessId), eq(listingCredits.status, 'reserved')))
    .returning({ tier: listingCredits.tier });
  return (used?.tier as PaidTier | undefined) ?? null;
}

/**
 * A refund takes back what it paid for: its available and reserved credits are revoked,
 * and a listing that holds one of them goes back to basic (and stops being featured).
 */
export async function revokeCreditsOf(db: Db, where: { transactionId?: number; sourceRef?: string }) {
  const match = where.transactionId
    ? eq(listingCredits.transactionId, where.transactionId)
    : where.sourceRef
      ? eq(listingCredits.sourceRef, where.sourceRef)
      : undefined;
  if (!match) return { revoked: 0 };
  // Listings first, then credits: the order approval takes them in, so the two never deadlock.
  await db.execute(sql`select id from ${businesses} where id in (
    select ${listingCredits.businessId} from ${listingCredits} where ${match}) order by id for update`);
  const revoked = await db
    .update(listingCredits)
    .set({ status: 'revoked', updatedAt: new Date() })
    .where(and(match, inArray(listingCredits.status, ['available', 'reserved', 'used'])))
    .returning({ userId: listingCredits.userId, businessId: listingCredits.businessId });
  const listings = revoked.map((r) => r.businessId).filter((id): id is number => id !== null);
  if (listings.length > 0) {
    await db
      .update(businesses)
      .set({ packageTier: 'basic' satisfies PackageTier, featured: false, featuredUntil: null })
      .where(inArray(businesses.id, listings));
  }
  for (const userId of new Set(revoked.map((r) => r.userId))) await refreshPackageCount(db, userId);
  return { revoked: revoked.length };
}

export async function creditBalances(db: Db, userId: number): Promise<Credits> {
  const rows = await db
    .select({ tier: listingCredits.tier, status: listingCredits.status, n: sql<number>`count(*)::int` })
    .from(listingCredits)
    .where(eq(listingCredits.userId, userId))
    .groupBy(listingCredits.tier, listingCredits.status);
  const out: Credits = {
    premium: { available: 0, reserved: 0, used: 0 },
    featured: { available: 0, reserved: 0, used: 0 },
  };
  for (const row of rows) {
    if (!isPaidTier(row.tier)) continue;
    if (row.status === 'available' || row.status === 'reserved' || row.status === 'used') {
      out[row.tier][row.status] = row.n;
    }
  }
  return out;
}

/** Whether credits from this source were granted already (a plan's monthly credit, once per invoice). */
export async function creditGrantedFor(db: Db, source: 'plan', sourceRef: string): Promise<boolean> {
  const rows = await db
    .select({ id: listingCredits.id })
    .from(listingCredits)
    .where(and(eq(listingCredits.source, source), eq(listingCredits.sourceRef, sourceRef)))
    .limit(1);
  return rows.length > 0;
}

// ---------- the listing's side of its tier ----------

export async function featureListing(db: Db, businessId: number, until: Date): Promise<void> {
  await db
    .update(businesses)
    .set({ featured: true, featuredUntil: until })
    .where(eq(businesses.id, businessId));
}

export async function unfeatureListing(db: Db, businessId: number): Promise<void> {
  await db
    .update(businesses)
    .set({ featured: false, featuredUntil: null })
    .where(eq(businesses.id, businessId));
}

export async function setListingBasic(db: Db, businessId: number): Promise<void> {
  await db.update(businesses).set({ packageTier: 'basic' }).where(eq(businesses.id, businessId));
}
