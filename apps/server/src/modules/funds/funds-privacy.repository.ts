// SQL of proof of funds for the account's data rights (decision 014): every upload of one
// person, and their removal at erasure.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fundsVerifications } from '../../db/schema/funds.ts';

export function uploadsOf(db: Db, userId: number) {
  return db
    .select()
    .from(fundsVerifications)
    .where(eq(fundsVerifications.userId, userId))
    .orderBy(asc(fundsVerifications.id));
}

/** Deletes every upload of the person; returns the private keys their documents still had. */
export async function deleteUploadsOf(tx: Db, userId: number): Promise<string[]> {
  const rows = await tx
    .delete(fundsVerifications)
    .where(eq(fundsVerifications.userId, userId))
    .returning({ documentKeys: fundsVerifications.documentKeys });
  return rows.flatMap((r) => r.documentKeys);
}
