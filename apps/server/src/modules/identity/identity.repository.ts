import type { IdentityAssist } from '@traspasa/shared/identity';
import { and, asc, count, desc, eq, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fileAccessLogs } from '../../db/schema/admin.ts';
import { businesses } from '../../db/schema/businesses.ts';
import {
  type IdentityEventAction,
  identityVerificationEvents,
  identityVerifications,
} from '../../db/schema/identity.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';

export type VerificationRow = typeof identityVerifications.$inferSelect;
export type NewVerification = typeof identityVerifications.$inferInsert;

const t = identityVerifications;

// ---------- the person's requests ----------

export async function findPendingOf(db: Db, userId: number): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/** The person's newest request: what `/me` shows. */
export async function findLatestOf(db: Db, userId: number): Promise<VerificationRow | null> {
  const [row] = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.id)).limit(1);
  return row ?? null;
}

export async function listOfUser(db: Db, userId: number): Promise<VerificationRow[]> {
  return db.select().from(t).where(eq(t.userId, userId)).orderBy(asc(t.id));
}

export async function insertVerification(db: Db, values: NewVerification): Promise<VerificationRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

export async function findVerification(
  db: Db,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<VerificationRow | null> {
  const query = db.select().from(t).where(eq(t.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateVerification(
  db: Db,
  id: number,
  values: Partial<NewVerification>,
  extra?: SQL,
): Promise<VerificationRow | null> {
  const [row] = await db
    .update(t)
    .set(values)
    .where(extra ? and(eq(t.id, id), extra) : eq(t.id, id))
    .returning();
  return row ?? null;
}

// ---------- history ----------

export async function appendEvent(
  db: Db,
  event: {
    verificationId: number;
    actorUserId: number | null;
    action: IdentityEventAction;
    detail?: string | null;
  },
): Promise<void> {
  await db.insert(identityVerificationEvents).values({ ...event, detail: event.detail ?? null });
}

export interface EventWithActor {
  at: Date;
  action: string;
  detail: string | null;
  actorUserId: number | null;
  actorName: string | null;
}

/** Oldest first, with the actor's name (null for the server's jobs). */
export async function listEvents(
  db: Db,
  verificationIds: number[],
): Promise<(EventWithActor & { verificationId: number })[]> {
  if (verificationIds.length === 0) return [];
  const e = identityVerificationEvents;
  return db
    .select({
      verificationId: e.verificationId,
      at: e.createdAt,
      action: e.action,
      detail: e.detail,
      actorUserId: e.actorUserId,
      actorName: sql<string | null>`coalesce(nullif(btrim(${users.fullName}), ''), ${users.username})`,
    })
    .from(e)
    .leftJoin(users, eq(users.id, e.actorUserId))
    .where(sql`${e.verificationId} in ${verificationIds}`)
    .orderBy(asc(e.createdAt), asc(e.id));
}

/** Every read of an ID image also goes to the global file access log (decision 100). */
export async function recordImageRead(
  db: Db,
  read: {
    userId: number;
    verificationId: number;
    fileKey: string;
    ipAddress: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(fileAccessLogs).values({
    userId: read.userId,
    fileKey: read.fileKey,
    subjectType: 'identity_verification',
    subjectId: read.verificationId,
    ipAddress: read.ipAddress,
    userAgent: read.userAgent,
  });
}

// ---------- the badge ----------

export async function setUserVerified(
  db: Db,
  userId: number,
  values: { documentType: string; at: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ identityVerified: true, identityVerifiedAt: values.at, identityDocumentType: values.documentType })
    .where(eq(users.id, userId));
}

/** Another account already approved with this number, or null. */
export async function approvedDuplicateOf(
  db: Db,
  hash: string | null,
  userId: number,
): Promise<number | null> {
  if (!hash) return null;
  const [row] = await db
    .select({ userId: t.userId })
    .from(t)
    .where(and(eq(t.status, 'approved'), eq(t.documentNumberHash, hash), ne(t.userId, userId)))
    .orderBy(asc(t.id))
    .limit(1);
  return row?.userId ?? null;
}

// ---------- the reviewer's queue ----------

export interface AdminFilter {
  status?: string;
  documentType?: string;
  country?: string;
  from?: string;
  to?: string;
}

/** Position in the queue: pending first (0), then oldest first. `at` keeps microseconds. */
export interface QueueCursor {
  rank: 0 | 1;
  at: string;
  id: number;
}

/** Dates are whole days in Ecuador's time zone, as in the NDA audit (decision 031). */
const TIME_ZONE = 'America/Guayaquil';
const rank = sql<number>`(case when ${t.status} = 'pending' then 0 else 1 end)`;
/** Another account was approved with the same number (uses the partial hash index). */
const duplicate = sql<boolean>`exists (select 1 from identity_verifications other_verification where other_verification.status = 'approved' and other_verification.document_number_hash = ${t.documentNumberHash} and other_verification.user_id <> ${t.userId})`;

export type QueueRow = Awaited<ReturnType<typeof listQueue>>[number];

export async function listQueue(db: Db, filter: AdminFilter, after: QueueCursor | null, limit: number) {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(t.status, filter.status));
  if (filter.documentType) parts.push(eq(t.documentType, filter.documentType));
  if (filter.country) parts.push(eq(t.documentCountry, filter.country.toUpperCase()));
  if (filter.from)
    parts.push(sql`${t.createdAt} >= (${filter.from}::date)::timestamp at time zone ${TIME_ZONE}`);
  if (filter.to)
    parts.push(sql`${t.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`);
  if (after)
    parts.push(
      sql`(${rank}, ${t.createdAt}, ${t.id}) > (${after.rank}, ${after.at}::timestamptz, ${after.id})`,
    );
  return db
    .select({
      verification: t,
      user: { id: users.id, fullName: users.fullName, username: users.username, email: users.email },
      duplicate,
      rank,
      cursorAt: sql<string>`to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(parts.length > 0 ? and(...parts) : undefined)
    .orderBy(rank, asc(t.createdAt), asc(t.id))
    .limit(limit);
}

export async function findWithUser(db: Db, id: number) {
  const [row] = await db
    .select({
      verification: t,
      user: {
        id: users.id,
        fullName: users.fullName,
        username: users.username,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        notificationPreferences: users.notificationPreferences,
      },
      duplicate,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(eq(t.id, id));
  return row ?? null;
}

/** What the reviewer weighs about the account: its listings, NDAs and earlier requests. */
export async function accountFacts(db: Db, userId: number, verificationId: number) {
  const [[listings], [agreements], [previous]] = await Promise.all([
    db.select({ n: count() }).from(businesses).where(eq(businesses.sellerId, userId)),
    db.select({ n: count() }).from(ndas).where(eq(ndas.userId, userId)),
    db
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.userId, userId), lt(t.id, verificationId))),
  ]);
  return { listings: listings?.n ?? 0, ndas: agreements?.n ?? 0, previousRequests: previous?.n ?? 0 };
}

export async function findUserName(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ name: sql<string>`coalesce(nullif(btrim(${users.fullName}), ''), ${users.username})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

// ---------- jobs ----------

/** Pending requests whose assistive check has not run yet, oldest first. */
export async function pendingAssist(db: Db, limit: number): Promise<VerificationRow[]> {
  return db
    .select()
    .from(t)
    .where(and(eq(t.status, 'pending'), sql`${t.assist}->>'status' = 'pending'`))
    .orderBy(asc(t.id))
    .limit(limit);
}

/** Stores the check once: a second run that finds it done changes nothing. */
export async function saveAssist(db: Db, id: number, assist: IdentityAssist): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ assist })
    .where(and(eq(t.id, id), sql`${t.assist}->>'status' = 'pending'`))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Decided before `before`, images still held. */
export async function dueForRetention(db: Db, before: Date, limit: number): Promise<VerificationRow[]> {
  return db
    .select()
    .from(t)
    .where(and(ne(t.status, 'pending'), isNull(t.imagesDeletedAt), lt(t.decidedAt, before)))
    .orderBy(asc(t.decidedAt), asc(t.id))
    .limit(limit);
}

/** Every stored image key of a person's requests (account deletion). */
export async function imageKeysOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ documentImages: t.documentImages, selfieImage: t.selfieImage })
    .from(t)
    .where(eq(t.userId, userId));
  return rows.flatMap((r) => [...r.documentImages, ...(r.selfieImage ? [r.selfieImage] : [])]);
}
