import type { UserRole } from '@traspasa/shared/enums';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

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

/** `q` as a literal ILIKE fragment: `%` and `_` typed by the admin match themselves. */
function likeEscape(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const unaccented = (expr: SQL) => sql`public.immutable_unaccent(lower(${expr}))`;

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
    const term = likeEscape(q.toLowerCase());
    const contains = unaccented(sql`${`%${term}%`}::text`);
    conditions.push(
      or(
        sql`${unaccented(sql`coalesce(${users.fullName}, '')`)} like ${contains}`,
        sql`lower(${users.email}) like ${`%${term}%`}`,
        sql`lower(${users.username}) like ${`%${term}%`}`,
      )!,
    );
    order.push(
      sql`${unaccented(sql`coalesce(${users.fullName}, '')`)} like ${unaccented(sql`${`${term}%`}::text`)} desc`,
    );
  }
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email, username: users.username })
    .from(users)
    .where(and(...conditions))
    .orderBy(...order, sql`lower(coalesce(${users.fullName}, ${users.username}))`, asc(users.id))
    .limit(search.limit);
}
