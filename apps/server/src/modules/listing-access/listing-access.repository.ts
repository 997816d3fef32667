// SQL of the access the seller controls (decision 062): the access columns of `ndas`, the
// listing's settings on `businesses`, `listing_access_changes`, and the access events of the
// NDA chain for the admin's history.
import { and, asc, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { listingAccessChanges } from '../../db/schema/listing-access.ts';
import { ndaEvents, ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';

export const listingColumns = {
  id: businesses.id,
  slug: businesses.slug,
  title: businesses.title,
  sellerId: businesses.sellerId,
  status: businesses.status,
  askingPrice: businesses.askingPrice,
  accessMode: businesses.accessMode,
  requireVerifiedFunds: businesses.requireVerifiedFunds,
  requireVerifiedBuyer: businesses.requireVerifiedBuyer,
};

export type AccessListing = {
  id: number;
  slug: string;
  title: string;
  sellerId: number;
  status: string;
  askingPrice: string | null;
  accessMode: string;
  requireVerifiedFunds: boolean;
  requireVerifiedBuyer: boolean;
};

export async function findAccessListing(db: Db, businessId: number): Promise<AccessListing | null> {
  const [row] = await db.select(listingColumns).from(businesses).where(eq(businesses.id, businessId));
  return row ?? null;
}

const ndaAccessColumns = {
  id: ndas.id,
  userId: ndas.userId,
  businessId: ndas.businessId,
  status: ndas.status,
  accessState: ndas.accessState,
  accessMessage: ndas.accessMessage,
  accessRequestedAt: ndas.accessRequestedAt,
  accessDecidedAt: ndas.accessDecidedAt,
  accessDecidedBy: ndas.accessDecidedBy,
  accessReason: ndas.accessReason,
  accessReminderSentAt: ndas.accessReminderSentAt,
};

export type NdaAccessRow = {
  id: number;
  userId: number;
  businessId: number;
  status: string;
  accessState: string;
  accessMessage: string | null;
  accessRequestedAt: Date | null;
  accessDecidedAt: Date | null;
  accessDecidedBy: number | null;
  accessReason: string | null;
  accessReminderSentAt: Date | null;
};

export async function findNdaAccess(
  db: Db,
  userId: number,
  businessId: number,
): Promise<NdaAccessRow | null> {
  const [row] = await db
    .select(ndaAccessColumns)
    .from(ndas)
    .where(and(eq(ndas.userId, userId), eq(ndas.businessId, businessId)));
  return row ?? null;
}

const buyerColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  identityVerified: users.identityVerified,
  createdAt: users.createdAt,
};

/** The NDA with its listing and buyer, locked for an answer in the caller's transaction. */
export async function lockRequest(
  tx: Db,
  ndaId: number,
  opts: { forUpdate?: boolean } = { forUpdate: true },
) {
  const q = tx
    .select({
      nda: ndaAccessColumns,
      listing: listingColumns,
      buyer: buyerColumns,
    })
    .from(ndas)
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .innerJoin(users, eq(users.id, ndas.userId))
    .where(eq(ndas.id, ndaId));
  const [row] = opts.forUpdate ? await q.for('update', { of: ndas }) : await q;
  return row ?? null;
}

export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

/** The condition of an update that only applies while the NDA's access is still in `state`. */
export const accessStateIs = (state: string): SQL => eq(ndas.accessState, state);

export async function updateAccess(
  tx: Db,
  ndaId: number,
  values: Partial<{
    accessState: string;
    accessMessage: string | null;
    accessRequestedAt: Date | null;
    accessDecidedAt: Date | null;
    accessDecidedBy: number | null;
    accessReason: string | null;
    accessReminderSentAt: Date | null;
  }>,
  condition?: SQL,
): Promise<NdaAccessRow | null> {
  const [row] = await tx
    .update(ndas)
    .set({ ...values, updatedAt: new Date() })
    .where(condition ? and(eq(ndas.id, ndaId), condition) : eq(ndas.id, ndaId))
    .returning(ndaAccessColumns);
  return row ?? null;
}

// ---------- the seller's list ----------

export interface RequestFilter {
  sellerId: number;
  businessId?: number;
  state?: string;
  /** Keyset: (requested time, id) of the last item, newest first. */
  after?: { at: string; id: number };
  limit: number;
}

/** Only NDAs that are signed: a pending enhanced signature has not asked for anything yet. */
const sellersRequests = (f: Pick<RequestFilter, 'sellerId' | 'businessId' | 'state'>) =>
  and(
    eq(businesses.sellerId, f.sellerId),
    eq(ndas.status, 'signed'),
    eq(businesses.accessMode, 'approval'),
    f.businessId ? eq(ndas.businessId, f.businessId) : undefined,
    f.state ? eq(ndas.accessState, f.state) : sql`${ndas.accessRequestedAt} is not null`,
  );

const requestedAtKey = sql<Date>`coalesce(${ndas.accessRequestedAt}, ${ndas.signedAt}, ${ndas.createdAt})`;

export async function listRequests(db: Db, f: RequestFilter) {
  return db
    .select({
      nda: ndaAccessColumns,
      listing: listingColumns,
      buyer: buyerColumns,
      sortAt: sql<string>`to_char(${requestedAtKey} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(ndas)
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .innerJoin(users, eq(users.id, ndas.userId))
    .where(
      and(
        sellersRequests(f),
        f.after
          ? sql`(${requestedAtKey}, ${ndas.id}) < (${f.after.at}::timestamptz, ${f.after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(requestedAtKey), desc(ndas.id))
    .limit(f.limit);
}

export async function countOpenRequests(db: Db, sellerId: number, businessId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ndas)
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .where(sellersRequests({ sellerId, businessId, state: 'requested' }));
  return row?.n ?? 0;
}

/** Days a seller took to answer requests in the last 90 days (median), null with fewer than 3 answers. */
export async function medianAnswerDays(db: Db, sellerId: number): Promise<number | null> {
  const [row] = await db
    .execute<{ days: number | null; n: number }>(sql`
    select percentile_cont(0.5) within group (
             order by extract(epoch from (n.access_decided_at - n.access_requested_at)) / 86400
           ) as days,
           count(*)::int as n
    from ndas n join businesses b on b.id = n.business_id
    where b.seller_id = ${sellerId} and n.access_decided_by = ${sellerId}
      and n.access_requested_at is not null and n.access_decided_at is not null
      and n.access_decided_at > now() - interval '90 days'
  `)
    .then((r) => r.rows);
  if (!row || row.n < 3 || row.days === null) return null;
  return Math.ceil(Number(row.days));
}

// ---------- settings changes ----------

export async function insertSettingsChange(
  tx: Db,
  change: { businessId: number; actorUserId: number | null; before: object; after: object },
) {
  await tx.insert(listingAccessChanges).values({
    businessId: change.businessId,
    actorUserId: change.actorUserId,
    before: { ...change.before },
    after: { ...change.after },
  });
}

/** Requests left open when a listing goes back to immediate access: they are granted then. */
export async function openRequestsOf(tx: Db, businessId: number) {
  return tx
    .select({ id: ndas.id, userId: ndas.userId })
    .from(ndas)
    .where(and(eq(ndas.businessId, businessId), eq(ndas.accessState, 'requested')))
    .for('update');
}

// ---------- the admin's history ----------

export async function accessEventsOf(db: Db, businessId: number) {
  return db
    .select({
      ndaId: ndaEvents.ndaId,
      eventType: ndaEvents.eventType,
      createdAt: ndaEvents.createdAt,
      metadata: ndaEvents.metadata,
      actorUserId: ndaEvents.actorUserId,
      buyerId: ndas.userId,
    })
    .from(ndaEvents)
    .innerJoin(ndas, eq(ndas.id, ndaEvents.ndaId))
    .where(and(eq(ndas.businessId, businessId), sql`${ndaEvents.eventType} like 'access\\_%'`))
    .orderBy(desc(ndaEvents.createdAt), desc(ndaEvents.id));
}

export async function settingsChangesOf(db: Db, businessId: number) {
  return db
    .select()
    .from(listingAccessChanges)
    .where(eq(listingAccessChanges.businessId, businessId))
    .orderBy(desc(listingAccessChanges.createdAt), desc(listingAccessChanges.id));
}

export async function namesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.fullName?.trim() || r.username]));
}

// ---------- the job ----------

export const reminderDue = (before: Date): SQL =>
  and(
    eq(ndas.status, 'signed'),
    eq(ndas.accessState, 'requested'),
    isNull(ndas.accessReminderSentAt),
    lte(ndas.accessRequestedAt, before),
  )!;

export const expiryDue = (before: Date): SQL =>
  and(eq(ndas.status, 'signed'), eq(ndas.accessState, 'requested'), lte(ndas.accessRequestedAt, before))!;

export async function listDueIds(db: Db, condition: SQL, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: ndas.id })
    .from(ndas)
    .where(and(condition, gt(ndas.id, afterId)))
    .orderBy(asc(ndas.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockDue(tx: Db, id: number, condition: SQL) {
  const [row] = await tx
    .select({
      nda: ndaAccessColumns,
      listing: listingColumns,
      buyer: buyerColumns,
    })
    .from(ndas)
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .innerJoin(users, eq(users.id, ndas.userId))
    .where(and(eq(ndas.id, id), condition))
    .for('update', { of: ndas, skipLocked: true });
  return row ?? null;
}
