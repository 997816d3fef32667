import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

/** The combined-auth wrapper sends a username that may also be an email. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${login}) or lower(${users.username}) = lower(${login})`)
    .orderBy(sql`lower(${users.email}) = lower(${login}) desc`)
    .limit(1);
  return row ?? null;
}

export async function usernameOrEmailTaken(db: Db, username: string, email: string) {
  const [row] = await db
    .select({
      email: sql<boolean>`bool_or(lower(${users.email}) = lower(${email}))`,
      username: sql<boolean>`bool_or(lower(${users.username}) = lower(${username}))`,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email}) or lower(${users.username}) = lower(${username})`);
  return { email: Boolean(row?.email), username: Boolean(row?.username) };
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function recordLogin(
  db: Db,
  userId: number,
  ipAddress: string | null,
  userAgent: string | null,
) {
  // One statement: the login row and the user's lastLoginAt agree.
  await db.execute(sql`
    with login as (
      insert into user_logins (user_id, ip_address, user_agent)
      values (${userId}, ${ipAddress}, ${userAgent})
      returning timestamp
    )
    update users set last_login_at = login.timestamp from login where users.id = ${userId}`);
}
