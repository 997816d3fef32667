import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/users.ts';

export async function insertResetToken(
  db: Db,
  values: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Marks the token used and returns its user, or null when it is unknown, used or expired.
 * The conditional UPDATE makes a token single-use even under concurrent submissions.
 */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(
      and(
        eq(passwordResetTokens.token, tokenHash),
        eq(passwordResetTokens.used, false),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!row) return null;
  // Any other outstanding link of this user dies with this reset.
  await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(and(eq(passwordResetTokens.userId, row.userId), eq(passwordResetTokens.used, false)));
  return row.userId;
}

export async function isResetTokenUsable(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.token, tokenHash),
        eq(passwordResetTokens.used, false),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}
