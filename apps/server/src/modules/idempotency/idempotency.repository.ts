import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/admin.ts';

export interface IdempotencyRef {
  userId: number;
  scope: string;
  key: string;
}

export async function findIdempotencyKey(
  db: Db,
  ref: IdempotencyRef,
): Promise<{ resourceId: number; fingerprint: string } | null> {
  const [row] = await db
    .select({ resourceId: idempotencyKeys.resourceId, fingerprint: idempotencyKeys.fingerprint })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, ref.userId),
        eq(idempotencyKeys.scope, ref.scope),
        eq(idempotencyKeys.key, ref.key),
      ),
    );
  return row ?? null;
}

/**
 * Stores the key with the record it created, in the caller's transaction. False when
 * another request holds the key (it waits for that one to commit or roll back first).
 */
export async function insertIdempotencyKey(
  tx: Db,
  ref: IdempotencyRef & { fingerprint: string; resourceId: number },
): Promise<boolean> {
  const rows = await tx.insert(idempotencyKeys).values(ref).onConflictDoNothing().returning({
    key: idempotencyKeys.key,
  });
  return rows.length === 1;
}

export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`${before.toISOString()}::timestamptz`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
