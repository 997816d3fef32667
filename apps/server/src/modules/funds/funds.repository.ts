import type { FundsStatus } from '@traspasa/shared/funds';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fileAccessLogs } from '../../db/schema/admin.ts';
import { fundsVerifications } from '../../db/schema/funds.ts';
import { users } from '../../db/schema/users.ts';

export type FundsRow = typeof fundsVerifications.$inferSelect;
export type NewFundsRow = typeof fundsVerifications.$inferInsert;

const t = fundsVerifications;
const OPEN: FundsStatus[] = ['pending', 'in_review'];

const personName = sql<string>`coalesce(nullif(btrim(${users.fullName}), ''), ${users.username})`;

// ---------- the buyer's uploads ----------

export async function findOpenOf(db: Db, userId: number): Promise<FundsRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.status, OPEN)))
    .limit(1);
  return row ?? null;
}

/** The buyer's newest upload: what `/me` shows. */
export async function findLatestOf(db: Db, userId: number): Promise<FundsRow | null> {
  const [row] = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.id)).limit(1);
  return row ?? null;
}

export async function insertFunds(db: Db, values: NewFundsRow): Promise<FundsRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

export async function findFunds(
  db: Db,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<FundsRow | null> {
  const query = db.select().from(t).where(eq(t.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateFunds(
  db: Db,
  id: number,
  values: Partial<NewFundsRow>,
): Promise<FundsRow | null> {
  const [row] = await db.update(t).set(values).where(eq(t.id, id)).returning();
  return row ?? null;
}

/** Every read of a funds document also goes to the global file access log. */
export async function recordDocumentRead(
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
    subjectType: 'funds_verification',
    subjectId: read.verificationId,
    ipAddress: read.ipAddress,
    userAgent: read.userAgent,
  });
}

// ---------- the badge ----------

/** The newest approval of each user (approved or since expired), newest decision first. */
export async function latestApprovals(db: Db, userIds: number[]): Promise<FundsRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([t.userId])
    .from(t)
    .where(
      and(inArray(t.userId, userIds), inArray(t.status, ['approved', 'expired']), isNotNull(t.approvedBand)),
    )
    .orderBy(t.userId, desc(t.decidedAt), desc(t.id));
}

// ---------- the queue ----------

export interface QueueCursor {
  rank: number;
  at: string;
  id: number;
}

/** Open ones first (oldest first: they waited longest), then the decided ones, newest decision first. */
const rank = sql<number>`(case when ${t.status} in ('pending', 'in_review') then 0 else 1 end)`;
const cursorAt = sql<string>`to_char((case when ${t.status} in ('pending', 'in_review') then ${t.createdAt} else coalesce(${t.decidedAt}, ${t.createdAt}) end) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const claimer = sql`(select coalesce(nullif(btrim(cu.full_name), ''), cu.username) from users cu where cu.id = ${t.claimedBy})`;

export async function listQueue(
  db: Db,
  status: FundsStatus | undefined,
  after: QueueCursor | null,
  limit: number,
) {
  const filters: SQL[] = [];
  if (status) filters.push(eq(t.status, status));
  if (after) {
    // Rank 0 ascends by time; rank 1 descends by time; ties by id in the same direction.
    filters.push(
      sql`(${rank} > ${after.rank} or (${rank} = ${after.rank} and (
        (${rank} = 0 and (${cursorAt}, ${t.id}) > (${after.at}, ${after.id})) or
        (${rank} = 1 and (${cursorAt}, ${t.id}) < (${after.at}, ${after.id}))
      )))`,
    );
  }
  return db
    .select({
      row: t,
      userName: personName,
      email: users.email,
      claimedByName: sql<string | null>`${claimer}`,
      rank,
      cursorAt,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(
      asc(rank),
      sql`case when ${rank} = 0 then ${cursorAt} end asc`,
      sql`case when ${rank} = 0 then ${t.id} end asc`,
      sql`case when ${rank} = 1 then ${cursorAt} end desc`,
      sql`case when ${rank} = 1 then ${t.id} end desc`,
    )
    .limit(limit);
}

export async function countByStatus(db: Db): Promise<Record<FundsStatus, number>> {
  const rows = await db.select({ status: t.status, n: count() }).from(t).groupBy(t.status);
  const counts: Record<FundsStatus, number> = {
    pending: 0,
    in_review: 0,
    approved: 0,
    rejected: 0,
    expired: 0,
  };
  for (const r of rows) counts[r.status as FundsStatus] = Number(r.n);
  return counts;
}

export async function findWithUser(db: Db, id: number) {
  const [found] = await db
    .select({
      row: t,
      userName: personName,
      email: users.email,
      notificationPreferences: users.notificationPreferences,
      claimedByName: sql<string | null>`${claimer}`,
      decidedByName: sql<
        string | null
      >`(select coalesce(nullif(btrim(du.full_name), ''), du.username) from users du where du.id = ${t.decidedBy})`,
      previousUploads: sql<number>`(select count(*)::int from funds_verifications p where p.user_id = ${t.userId} and p.id < ${t.id})`,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(eq(t.id, id));
  return found ?? null;
}

// ---------- the sweeps ----------

export function listDueExpiry(db: Db, now: Date, afterId: number, limit: number) {
  return db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, 'approved'), lte(t.expiresAt, now), sql`${t.id} > ${afterId}`))
    .orderBy(asc(t.id))
    .limit(limit);
}

export async function lockDueExpiry(db: Db, id: number, now: Date): Promise<FundsRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.status, 'approved'), lte(t.expiresAt, now)))
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Approvals that end within `before` and were not reminded yet (and are not already over). */
export function listDueReminder(db: Db, now: Date, before: Date, afterId: number, limit: number) {
  return db
    .select({ id: t.id })
    .from(t)
    .where(and(dueReminder(now, before), sql`${t.id} > ${afterId}`))
    .orderBy(asc(t.id))
    .limit(limit);
}

function dueReminder(now: Date, before: Date): SQL {
  return and(
    eq(t.status, 'approved'),
    isNull(t.expiryReminderSentAt),
    lte(t.expiresAt, before),
    sql`${t.expiresAt} > ${now}`,
  )!;
}

export async function lockDueReminder(db: Db, id: number, now: Date, before: Date) {
  const [found] = await db
    .select({
      row: t,
      userName: personName,
      email: users.email,
      notificationPreferences: users.notificationPreferences,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(eq(t.id, id), dueReminder(now, before)))
    .for('update', { of: t, skipLocked: true });
  return found ?? null;
}

/** Whether a newer approval of the same user replaced this one (then its end is no news). */
export async function hasNewerApproval(db: Db, row: FundsRow): Promise<boolean> {
  const [found] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.userId, row.userId),
        ne(t.id, row.id),
        eq(t.status, 'approved'),
        sql`${t.decidedAt} > ${row.decidedAt}`,
      ),
    )
    .limit(1);
  return Boolean(found);
}

export function listDueRetention(db: Db, before: Date, afterId: number, limit: number) {
  return db
    .select({ id: t.id })
    .from(t)
    .where(and(dueRetention(before), sql`${t.id} > ${afterId}`))
    .orderBy(asc(t.id))
    .limit(limit);
}

function dueRetention(before: Date): SQL {
  return and(isNull(t.documentsDeletedAt), isNotNull(t.decidedAt), lt(t.decidedAt, before))!;
}

export async function lockDueRetention(db: Db, id: number, before: Date): Promise<FundsRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), dueRetention(before)))
    .for('update', { skipLocked: true });
  return row ?? null;
}
