import { and, asc, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ProfessionalChanges, professionals, professionalViews } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';
import { unaccentedContains } from '../../db/unaccented.ts';
import { STATS_TIME_ZONE } from '../listing-stats/listing-stats.rules.ts';

/** A directory entry with the badge of the account behind it (decision 100). */
export type ProfessionalRow = Omit<typeof professionals.$inferSelect, 'searchVector'> & {
  identityVerified: boolean;
  /** The account behind the entry is suspended: the entry leaves the public directory. */
  ownerSuspended: boolean;
};
export type AdminProfessionalRow = ProfessionalRow & { ownerEmail: string | null; ownerName: string | null };
export type ProfessionalValues = Partial<
  Omit<typeof professionals.$inferInsert, 'id' | 'searchVector' | 'createdAt'>
>;

const { searchVector: _omit, ...tableColumns } = getTableColumns(professionals);

// Only an approved verification of the linked account earns the badge; an entry without
// an account never shows it.
const professionalColumns = {
  ...tableColumns,
  identityVerified: sql<boolean>`coalesce(${users.identityVerified}, false)`,
  ownerSuspended: sql<boolean>`(${users.suspendedAt} is not null)`,
};

export interface ProfessionalFilter {
  category?: string;
  q?: string;
  location?: string;
}

/** Approved entries matching the filter, in id order from after `cursor`. */
export function listPublicProfessionals(
  db: Db,
  filter: ProfessionalFilter,
  cursor: number | undefined,
  limit: number,
): Promise<ProfessionalRow[]> {
  // A suspended account's entry is not offered to anyone (it could keep collecting leads).
  const where: SQL[] = [sql`${professionals.status} = 'approved'`, sql`${users.suspendedAt} is null`];
  if (cursor !== undefined) where.push(gt(professionals.id, cursor));
  if (filter.category) where.push(eq(professionals.category, filter.category));
  if (filter.location)
    where.push(unaccentedContains(sql`coalesce(${professionals.location}, '')`, filter.location));
  if (filter.q) {
    where.push(
      sql`${professionals.searchVector} @@ websearch_to_tsquery('spanish', public.immutable_unaccent(${filter.q}))`,
    );
  }
  return db
    .select(professionalColumns)
    .from(professionals)
    .leftJoin(users, eq(users.id, professionals.userId))
    .where(and(...where))
    .orderBy(asc(professionals.id))
    .limit(limit);
}

export async function findProfessional(db: Db, id: number): Promise<ProfessionalRow | null> {
  const [row] = await db
    .select(professionalColumns)
    .from(professionals)
    .leftJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.id, id))
    .limit(1);
  return row ?? null;
}

export async function findProfessionalByUser(db: Db, userId: number): Promise<ProfessionalRow | null> {
  const [row] = await db
    .select(professionalColumns)
    .from(professionals)
    .leftJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Inserts the caller's entry; null when they already have one (the unique index decides). */
export async function insertProfessional(
  db: Db,
  values: ProfessionalValues & { name: string; profession: string; userId: number },
): Promise<number | null> {
  const [row] = await db
    .insert(professionals)
    .values(values)
    .onConflictDoNothing({ target: professionals.userId, where: sql`${professionals.userId} is not null` })
    .returning({ id: professionals.id });
  return row?.id ?? null;
}

/**
 * Writes the owner's changes only while the entry still has the status they were judged
 * against (`expectedStatus`): an approval landing in between must not publish an edit
 * nobody reviewed. False when the status moved.
 */
export async function updateProfessional(
  db: Db,
  id: number,
  values: ProfessionalValues,
  expectedStatus?: string,
): Promise<boolean> {
  const rows = await db
    .update(professionals)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(professionals.id, id),
        expectedStatus === undefined ? undefined : eq(professionals.status, expectedStatus),
      ),
    )
    .returning({ id: professionals.id });
  return rows.length > 0;
}

/** Moves an entry from `from` to its decision; false when someone else decided first. */
export async function decideProfessional(
  db: Db,
  id: number,
  from: string,
  values: { status: 'approved' | 'rejected'; rejectionReason: string | null },
): Promise<boolean> {
  const rows = await db
    .update(professionals)
    .set({ ...values, reviewedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(professionals.id, id), eq(professionals.status, from)))
    .returning({ id: professionals.id });
  return rows.length > 0;
}

/**
 * Settles a substantial edit of an approved entry (decision 102): approving copies the
 * proposed fields over the published ones, refusing drops them with the reason; either way
 * only while the entry still holds exactly the change that was judged. False otherwise.
 */
export async function decideProfessionalChanges(
  db: Db,
  id: number,
  changes: ProfessionalChanges,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<boolean> {
  const rows = await db
    .update(professionals)
    .set({
      ...(decision.approve ? changes : {}),
      pendingChanges: null,
      rejectionReason: decision.approve ? null : decision.reason,
      reviewedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(professionals.id, id),
        eq(professionals.status, 'approved'),
        sql`${professionals.pendingChanges} = ${JSON.stringify(changes)}::jsonb`,
      ),
    )
    .returning({ id: professionals.id });
  return rows.length > 0;
}

/** In review: a new or resubmitted entry, or an approved one with a change waiting. */
const IN_REVIEW = sql`(${professionals.status} = 'pending' or ${professionals.pendingChanges} is not null)`;
const STATUS_ORDER = sql`case when ${IN_REVIEW} then 0 when ${professionals.status} = 'rejected' then 1 else 2 end`;

/**
 * The admin list: in review first (oldest sent first, as a queue; `status=pending` includes
 * approved entries with a change waiting), then rejected, then approved.
 * Keyset on (status order, submitted, id) is folded into one position number per page: the
 * list is small, so admins page with a plain offset encoded as the cursor.
 */
export async function listProfessionalsForReview(
  db: Db,
  status: string | undefined,
  offset: number,
  limit: number,
): Promise<AdminProfessionalRow[]> {
  return db
    .select({
      ...professionalColumns,
      ownerEmail: users.email,
      ownerName: users.fullName,
    })
    .from(professionals)
    .leftJoin(users, eq(users.id, professionals.userId))
    .where(status === 'pending' ? IN_REVIEW : status ? eq(professionals.status, status) : undefined)
    .orderBy(STATUS_ORDER, sql`${professionals.submittedAt} asc nulls last`, asc(professionals.id))
    .offset(offset)
    .limit(limit);
}

/** One view per visitor per entry per day; returns nothing, counts nothing twice. */
export async function recordProfessionalView(db: Db, professionalId: number, day: string, hash: string) {
  await db.insert(professionalViews).values({ professionalId, day, visitorHash: hash }).onConflictDoNothing();
}

/** The last `days` days up to today (Ecuador's day), every day present. */
export async function professionalDailyViews(
  db: Db,
  professionalId: number,
  days: number,
): Promise<Array<{ day: string; views: number }>> {
  const today = sql.raw(`(now() at time zone '${STATS_TIME_ZONE}')::date`);
  const result = await db.execute<{ day: string; views: number }>(sql`
    select d.day::date::text as day, count(v.visitor_hash)::int as views
    from generate_series(${today} - (${days}::int - 1), ${today}, interval '1 day') as d(day)
    left join professional_views v on v.professional_id = ${professionalId} and v.day = d.day::date
    group by d.day
    order by d.day`);
  return result.rows;
}

/**
 * Conversations where someone wrote to the consultant, and how many of them hold a message
 * they have not read yet.
 */
export async function conversationCounts(db: Db, userId: number) {
  const result = await db.execute<{ total: number; unread: number }>(sql`
    select count(*)::int as total,
      count(*) filter (where exists (
        select 1 from chat_messages u
        where u.conversation_id = c.id and u.sender_id <> ${userId} and not (${userId} = any(u.read_by))
      ))::int as unread
    from conversations c
    where (c.participant_one = ${userId} or c.participant_two = ${userId})
      and exists (select 1 from chat_messages m where m.conversation_id = c.id and m.sender_id <> ${userId})`);
  return result.rows[0] ?? { total: 0, unread: 0 };
}
