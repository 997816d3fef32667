// The SQL of a reserved listing (decision 171): the reservation rows, the listing's status while
// reserved, the buyers told about it, the extensions, the job's due rows and the closed prices'
// aggregate for the valuation comparables.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { negotiations } from '../../db/schema/offers.ts';
import { listingReservations, reservationExtensions } from '../../db/schema/reservations.ts';

export type ReservationRow = typeof listingReservations.$inferSelect;
export type ExtensionRow = typeof reservationExtensions.$inferSelect;

const listingColumns = {
  id: businesses.id,
  sellerId: businesses.sellerId,
  title: businesses.title,
  slug: businesses.slug,
  status: businesses.status,
  category: businesses.category,
  expiresAt: businesses.expiresAt,
  acceptBackupOffers: businesses.acceptBackupOffers,
  sellerSuspended: sql<boolean>`exists (select 1 from users s where s.id = ${businesses.sellerId} and s.suspended_at is not null)`,
};
export type ReservationListing = {
  id: number;
  sellerId: number;
  title: string;
  slug: string;
  status: string;
  category: string | null;
  expiresAt: Date | null;
  acceptBackupOffers: boolean;
  sellerSuspended: boolean;
};

/** The listing, locked for a status change in the caller's transaction. */
export async function lockListing(tx: Db, businessId: number): Promise<ReservationListing | null> {
  const [row] = await tx
    .select(listingColumns)
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update', { of: businesses });
  return row ?? null;
}

export async function findListing(db: Db, businessId: number): Promise<ReservationListing | null> {
  const [row] = await db.select(listingColumns).from(businesses).where(eq(businesses.id, businessId));
  return row ?? null;
}

export async function setListingStatus(
  tx: Db,
  businessId: number,
  values: Partial<typeof businesses.$inferInsert>,
): Promise<void> {
  await tx
    .update(businesses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
}

export async function insertReservation(
  tx: Db,
  values: typeof listingReservations.$inferInsert,
): Promise<ReservationRow> {
  const [row] = await tx.insert(listingReservations).values(values).returning();
  return row!;
}

/** The active reservation of a listing, if any. */
export async function findActiveReservation(db: Db, businessId: number): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(listingReservations)
    .where(and(eq(listingReservations.businessId, businessId), eq(listingReservations.status, 'active')));
  return row ?? null;
}

/** The reservation a negotiation led to (whatever its status), if any. */
export async function findReservationByNegotiation(
  db: Db,
  negotiationId: number,
  opts: { lock?: boolean } = {},
): Promise<ReservationRow | null> {
  const query = db
    .select()
    .from(listingReservations)
    .where(eq(listingReservations.negotiationId, negotiationId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function lockReservation(tx: Db, id: number, condition?: SQL): Promise<ReservationRow | null> {
  const query = tx
    .select()
    .from(listingReservations)
    .where(and(eq(listingReservations.id, id), condition));
  // The job's sweeps skip a row another run holds; a person's action waits for it.
  const [row] = condition ? await query.for('update', { skipLocked: true }) : await query.for('update');
  return row ?? null;
}

export async function updateReservation(
  tx: Db,
  id: number,
  values: Partial<typeof listingReservations.$inferInsert>,
): Promise<void> {
  await tx.update(listingReservations).set(values).where(eq(listingReservations.id, id));
}

/** The negotiation's end once its reservation ends (`released` or `closed`; decision 170's statuses). */
export async function endNegotiation(
  tx: Db,
  negotiationId: number,
  status: 'released' | 'closed',
  at: Date,
): Promise<void> {
  await tx
    .update(negotiations)
    .set({ status, endedAt: at, updatedAt: at })
    .where(and(eq(negotiations.id, negotiationId), eq(negotiations.status, 'signed')));
}

/**
 * The buyers (other than `exceptUserId`) whose signed NDA grants access to the listing: those a
 * reservation pauses, and who get it back on release.
 */
export async function buyersWithAccess(db: Db, businessId: number, exceptUserId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: ndas.userId })
    .from(ndas)
    .where(
      and(
        eq(ndas.businessId, businessId),
        eq(ndas.status, 'signed'),
        eq(ndas.accessState, 'granted'),
        ne(ndas.userId, exceptUserId),
      ),
    )
    .orderBy(asc(ndas.userId));
  return rows.map((r) => r.userId);
}

// ---------- extensions ----------

export async function listExtensions(db: Db, reservationId: number): Promise<ExtensionRow[]> {
  return db
    .select()
    .from(reservationExtensions)
    .where(eq(reservationExtensions.reservationId, reservationId))
    .orderBy(desc(reservationExtensions.id));
}

export async function lockOpenExtension(tx: Db, reservationId: number): Promise<ExtensionRow | null> {
  const [row] = await tx
    .select()
    .from(reservationExtensions)
    .where(
      and(
        eq(reservationExtensions.reservationId, reservationId),
        eq(reservationExtensions.status, 'proposed'),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertExtension(
  tx: Db,
  values: typeof reservationExtensions.$inferInsert,
): Promise<ExtensionRow> {
  const [row] = await tx.insert(reservationExtensions).values(values).returning();
  return row!;
}

export async function updateExtension(
  tx: Db,
  id: number,
  values: Partial<typeof reservationExtensions.$inferInsert>,
): Promise<void> {
  await tx.update(reservationExtensions).set(values).where(eq(reservationExtensions.id, id));
}

/** Ends every open proposal of a reservation (a new one replaces it; release and closing end it). */
export async function closeOpenExtensions(
  tx: Db,
  reservationId: number,
  status: 'superseded' | 'withdrawn',
): Promise<void> {
  await tx
    .update(reservationExtensions)
    .set({ status })
    .where(
      and(
        eq(reservationExtensions.reservationId, reservationId),
        eq(reservationExtensions.status, 'proposed'),
      ),
    );
}

// ---------- the job ----------

const active = eq(listingReservations.status, 'active');

/** Active reservations ending within `days` from `now` whose reminder was not sent. */
export function reminderDue(now: Date, days: number): SQL {
  return and(
    active,
    gt(listingReservations.endsAt, now),
    lte(listingReservations.endsAt, new Date(now.getTime() + days * 86_400_000)),
    isNull(listingReservations.reminderSentAt),
  )!;
}

/** Active reservations whose exclusivity ended and whose seller was not told yet. */
export function endDue(now: Date): SQL {
  return and(active, lte(listingReservations.endsAt, now), isNull(listingReservations.endNoticeSentAt))!;
}

/** Active reservations ended `graceDays` ago, the seller told, and nothing done since. */
export function graceOverDue(now: Date, graceDays: number): SQL {
  return and(
    active,
    lte(listingReservations.endsAt, new Date(now.getTime() - graceDays * 86_400_000)),
    isNotNull(listingReservations.endNoticeSentAt),
  )!;
}

export async function listDueIds(db: Db, condition: SQL, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: listingReservations.id })
    .from(listingReservations)
    .where(and(condition, gt(listingReservations.id, afterId)))
    .orderBy(asc(listingReservations.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

// ---------- closed prices, in aggregate only ----------

/**
 * The closed deals of a category with a profit above 0: how many, and the median of the agreed
 * price ÷ the listing's annual profit (one decimal). Only the aggregate leaves the database.
 */
export async function closedPriceMultiple(
  db: Db,
  category: string,
): Promise<{ count: number; median: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      median: sql<
        string | null
      >`round((percentile_cont(0.5) within group (order by (${listingReservations.closedPriceCents}::numeric / 100) / ${businesses.annualProfit}))::numeric, 1)`,
    })
    .from(listingReservations)
    .innerJoin(businesses, eq(businesses.id, listingReservations.businessId))
    .where(
      and(
        eq(listingReservations.status, 'closed'),
        eq(businesses.category, category),
        inArray(businesses.status, ['sold']),
        gt(businesses.annualProfit, '0'),
      ),
    );
  return { count: row?.count ?? 0, median: row?.median == null ? null : Number(row.median) };
}
