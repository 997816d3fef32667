import { and, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedbackMessages } from '../../db/schema/feedback.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type FeedbackRow = typeof feedbackMessages.$inferSelect;
export type NewFeedback = typeof feedbackMessages.$inferInsert;

export async function insertFeedback(db: Db, values: NewFeedback): Promise<FeedbackRow> {
  const [row] = await db.insert(feedbackMessages).values(values).returning();
  return row!;
}

export async function listMyFeedback(db: Db, userId: number, limit: number): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedbackMessages)
    .where(eq(feedbackMessages.userId, userId))
    .orderBy(desc(feedbackMessages.id))
    .limit(limit);
}

export interface FeedbackFilters {
  status?: string;
  category?: string;
  priority?: string;
  q?: string;
  beforeId?: number;
  limit: number;
}

/** Newest first, by id (ids grow with time), `limit` after the cursor's id. */
export async function listFeedback(db: Db, f: FeedbackFilters): Promise<FeedbackRow[]> {
  const where: SQL[] = [];
  if (f.status) where.push(eq(feedbackMessages.status, f.status));
  if (f.category) where.push(eq(feedbackMessages.category, f.category));
  if (f.priority) where.push(eq(feedbackMessages.priority, f.priority));
  if (f.beforeId) where.push(lt(feedbackMessages.id, f.beforeId));
  if (f.q) {
    const like = containsPattern(f.q);
    where.push(
      or(
        ilike(feedbackMessages.message, like),
        ilike(feedbackMessages.name, like),
        ilike(feedbackMessages.email, like),
        ilike(feedbackMessages.response, like),
      )!,
    );
  }
  return db
    .select()
    .from(feedbackMessages)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(feedbackMessages.id))
    .limit(f.limit);
}

export async function findFeedback(db: Db, id: number) {
  const [row] = await db
    .select({
      feedback: feedbackMessages,
      respondedByName: sql<
        string | null
      >`(select coalesce(u.full_name, u.username) from users u where u.id = feedback_messages.responded_by)`,
    })
    .from(feedbackMessages)
    .where(eq(feedbackMessages.id, id));
  return row ?? null;
}

/** The row, locked for the rest of the transaction (two admins acting at once). */
export async function lockFeedback(db: Db, id: number): Promise<FeedbackRow | null> {
  const [row] = await db.select().from(feedbackMessages).where(eq(feedbackMessages.id, id)).for('update');
  return row ?? null;
}

export async function updateFeedback(db: Db, id: number, values: Partial<NewFeedback>): Promise<FeedbackRow> {
  const [row] = await db
    .update(feedbackMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(feedbackMessages.id, id))
    .returning();
  return row!;
}

/** Where a response goes: the account's current address when there is one, else the one typed. */
export async function recipientOf(db: Db, row: FeedbackRow): Promise<{ name: string; email: string } | null> {
  if (row.userId) {
    const [u] = await db
      .select({ fullName: users.fullName, username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    if (u && !u.email.endsWith('.invalid')) return { name: u.fullName ?? u.username, email: u.email };
  }
  if (row.email) return { name: row.name ?? '', email: row.email };
  return null;
}
