import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type SessionData, sessions, users } from '../../db/schema/users.ts';

export async function insertSession(db: Db, sid: string, data: SessionData, expire: Date): Promise<void> {
  await db.insert(sessions).values({ sid, sess: data, expire, userId: data.userId });
}

/**
 * Runs on every authenticated request, so it is a named prepared statement: PostgreSQL
 * plans it once per connection instead of at every call (planning cost more than running).
 */
function prepareFindLiveSession(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql`now()`)))
    .limit(1)
    .prepare('find_live_session');
}
const findLiveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareFindLiveSession>>();

export async function findLiveSession(db: Db, sid: string) {
  let query = findLiveSessionQueries.get(db);
  if (!query) {
    query = prepareFindLiveSession(db);
    findLiveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sid });
  return row ?? null;
}

export async function touchSession(db: Db, sid: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Revokes every session of a user, optionally keeping one (the caller's). */
export async function deleteUserSessions(db: Db, userId: number, exceptSid?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)) : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
}
