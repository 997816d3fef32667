import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema/notices.ts';
import { users } from '../../db/schema/users.ts';

export type NewNotice = typeof notices.$inferInsert;
export type NoticeRow = typeof notices.$inferSelect;

export async function insertNotice(db: Db, notice: NewNotice): Promise<void> {
  await db.insert(notices).values(notice);
}

/** The person's notices, newest first, keyset by id (the bell's merged list, decision 112). */
export function listNotices(db: Db, userId: number, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, userId), beforeId === null ? undefined : lt(notices.id, beforeId)))
    .orderBy(desc(notices.id))
    .limit(limit);
}

export async function countUnreadNotices(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.userId, userId), sql`${notices.readAt} is null`));
  return row?.n ?? 0;
}

/** Marks one of the person's notices read; false when it is not theirs (or does not exist). */
export async function markNoticeRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({ readAt: sql`coalesce(${notices.readAt}, now())` })
    .where(and(eq(notices.id, id), eq(notices.userId, userId)))
    .returning({ id: notices.id });
  return rows.length > 0;
}

export async function markNoticesRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notices)
    .set({ readAt: sql`now()` })
    .where(and(eq(notices.userId, userId), sql`${notices.readAt} is null`));
}

/** Whom a notice is for: the name a mail greets, the address and the mail preference. */
export async function findRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      notificationPreferences: users.notificationPreferences,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
