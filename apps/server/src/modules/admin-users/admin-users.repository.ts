import type { AdminUserStatus } from '@traspasa/shared/admin-users';
import type { UserRole } from '@traspasa/shared/enums';
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { conversations } from '../../db/schema/messages.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { stripeTransactions, subscriptions } from '../../db/schema/payments.ts';
import { sessions, userLogins, users } from '../../db/schema/users.ts';
import { unaccentedContains, unaccentedStartsWith } from '../../db/unaccented.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export interface UserSearch {
  role?: UserRole;
  q?: string;
  limit: number;
}

export interface UserSummaryRow {
  id: number;
  fullName: string | null;
  email: string;
  username: string;
}

const fullNameOrEmpty = sql`coalesce(${users.fullName}, '')`;

/** The account's name (accents ignored), email or username contains `q`, a typed % or _ included. */
function userMatches(q: string): SQL {
  const contains = containsPattern(q.toLowerCase());
  return or(
    unaccentedContains(fullNameOrEmpty, q),
    sql`lower(${users.email}) like ${contains}`,
    sql`lower(${users.username}) like ${contains}`,
  )!;
}

/**
 * Active accounts (never suspended or deleted ones) whose name, email or username
 * contains `q`, accents and case ignored; names that start with `q` first.
 */
export async function searchUsers(db: Db, search: UserSearch): Promise<UserSummaryRow[]> {
  const conditions: SQL[] = [isNull(users.suspendedAt)];
  if (search.role) {
    conditions.push(or(eq(users.role, search.role), eq(users.secondaryRole, search.role))!);
  }
  const q = search.q?.trim();
  // Names starting with the term come first (PostgreSQL refuses a constant ORDER BY term).
  const order: SQL[] = [];
  if (q) {
    conditions.push(userMatches(q));
    order.push(sql`${unaccentedStartsWith(fullNameOrEmpty, q)} desc`);
  }
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email, username: users.username })
    .from(users)
    .where(and(...conditions))
    .orderBy(...order, sql`lower(coalesce(${users.fullName}, ${users.username}))`, asc(users.id))
    .limit(search.limit);
}

// ---------- user management ----------

/** An erased account keeps its row with this address (modules/account `anonymiseAccount`). */
const erased = sql<boolean>`(${users.email} = 'eliminado-' || ${users.id} || '@eliminado.invalid')`;
const statusOf = sql<AdminUserStatus>`(case when ${erased} then 'deleted' when ${users.suspendedAt} is not null then 'suspended' else 'active' end)`;
/** Timestamps with their microseconds, so a keyset position is exact. */
const micros = (column: SQL | typeof users.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface DirectoryFilter {
  q?: string;
  role?: UserRole;
  verified?: boolean;
  status?: AdminUserStatus;
}

/** Position in the directory: newest first, ties by id. */
export interface DirectoryCursor {
  at: string;
  id: number;
}

const directoryColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  username: users.username,
  role: users.role,
  secondaryRole: users.secondaryRole,
  identityVerified: users.identityVerified,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  status: statusOf,
  cursorAt: micros(users.createdAt),
};
export type DirectoryRow = Awaited<ReturnType<typeof listDirectory>>[number];

/** Every account, newest first on `users_created_at_id_idx`, narrowed by the admin's filters. */
export async function listDirectory(
  db: Db,
  filter: DirectoryFilter,
  after: DirectoryCursor | null,
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(or(eq(users.role, filter.role), eq(users.secondaryRole, filter.role))!);
  if (filter.verified !== undefined) conditions.push(eq(users.identityVerified, filter.verified));
  if (filter.status === 'active') conditions.push(isNull(users.suspendedAt));
  if (filter.status === 'suspended') conditions.push(sql`${users.suspendedAt} is not null and not ${erased}`);
  if (filter.status === 'deleted') conditions.push(erased);
  const q = filter.q?.trim();
  if (q) conditions.push(userMatches(q));
  if (after)
    conditions.push(sql`(${users.createdAt}, ${users.id}) < (${after.at}::timestamptz, ${after.id})`);
  return db
    .select(directoryColumns)
    .from(users)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

export async function findDirectoryRow(db: Db, id: number) {
  const [row] = await db
    .select({
      ...directoryColumns,
      avatarUrl: users.avatarUrl,
      identityVerifiedAt: users.identityVerifiedAt,
      notificationPreferences: users.notificationPreferences,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
      suspendedBy: users.suspendedBy,
      suspenderName: sql<
        string | null
      >`(select coalesce(s.full_name, s.username) from users s where s.id = "users"."suspended_by")`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The parts of the user page besides the account row, each one small and indexed by user. */
export async function loadUserActivity(db: Db, userId: number) {
  const [
    listingRows,
    listingTotal,
    ndaCounts,
    ndaRecent,
    conversationCount,
    logins,
    transactions,
    sub,
    identity,
  ] = await Promise.all([
    db
      .select({
        id: businesses.id,
        title: businesses.title,
        status: businesses.status,
        createdAt: businesses.createdAt,
      })
      .from(businesses)
      .where(eq(businesses.sellerId, userId))
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(50),
    db.select({ n: count() }).from(businesses).where(eq(businesses.sellerId, userId)),
    db
      .select({ status: ndas.status, n: count() })
      .from(ndas)
      .where(eq(ndas.userId, userId))
      .groupBy(ndas.status),
    db
      .select({
        id: ndas.id,
        businessId: ndas.businessId,
        businessTitle: businesses.title,
        status: ndas.status,
        createdAt: ndas.createdAt,
      })
      .from(ndas)
      .innerJoin(businesses, eq(businesses.id, ndas.businessId))
      .where(eq(ndas.userId, userId))
      .orderBy(desc(ndas.createdAt), desc(ndas.id))
      .limit(10),
    db
      .select({ n: count() })
      .from(conversations)
      .where(or(eq(conversations.participantOne, userId), eq(conversations.participantTwo, userId))),
    db
      .select({ at: userLogins.timestamp, ip: userLogins.ipAddress, userAgent: userLogins.userAgent })
      .from(userLogins)
      .where(eq(userLogins.userId, userId))
      .orderBy(desc(userLogins.timestamp), desc(userLogins.id))
      .limit(50),
    db
      .select({
        id: stripeTransactions.id,
        amount: stripeTransactions.amount,
        currency: stripeTransactions.currency,
        status: stripeTransactions.status,
        kind: stripeTransactions.kind,
        planType: stripeTransactions.planType,
        createdAt: stripeTransactions.createdAt,
      })
      .from(stripeTransactions)
      .where(eq(stripeTransactions.userId, userId))
      .orderBy(desc(stripeTransactions.createdAt), desc(stripeTransactions.id))
      .limit(20),
    db
      .select({
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.id))
      .limit(1),
    db
      .select({
        id: identityVerifications.id,
        status: identityVerifications.status,
        createdAt: identityVerifications.createdAt,
      })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, userId))
      .orderBy(desc(identityVerifications.id))
      .limit(1),
  ]);
  return {
    listings: listingRows,
    listingTotal: listingTotal[0]?.n ?? 0,
    ndaCounts,
    ndaRecent,
    conversations: conversationCount[0]?.n ?? 0,
    logins,
    transactions,
    subscription: sub[0] ?? null,
    identity: identity[0] ?? null,
  };
}

/** Active admins (not suspended), ids only. */
export async function activeAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/**
 * The active admins, locked until the end of the transaction, in id order (so two
 * transactions never lock them crosswise). A concurrent demotion or suspension waits here,
 * then sees the committed roles: two admins demoting each other cannot both succeed.
 */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function lockUser(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      fullName: users.fullName,
      role: users.role,
      secondaryRole: users.secondaryRole,
      suspendedAt: users.suspendedAt,
      erased,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ?? null;
}

export type LockedUser = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

export async function setRoles(db: Db, id: number, role: UserRole, secondaryRole: UserRole | null) {
  await db.update(users).set({ role, secondaryRole }).where(eq(users.id, id));
}

export async function setSuspension(
  db: Db,
  id: number,
  suspension: { reason: string; by: number } | null,
): Promise<void> {
  await db
    .update(users)
    .set(
      suspension
        ? { suspendedAt: sql`now()`, suspendedReason: suspension.reason, suspendedBy: suspension.by }
        : { suspendedAt: null, suspendedReason: null, suspendedBy: null },
    )
    .where(eq(users.id, id));
}

export async function setPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ password: passwordHash }).where(eq(users.id, id));
}

/** Revokes every session of the person; returns how many there were. */
export async function revokeSessions(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ sid: sessions.sid });
  return rows.length;
}
