// The Kushki provider's own records (decision 095): its checkout sessions and the plans it
// renews, kept in `sandbox_objects` (the provider-side object store) under their own types.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxObjects } from '../../../db/schema/payments.ts';

export type KushkiObjectType = 'kushki.session' | 'kushki.subscription';

export async function getObject<T>(
  db: Db,
  type: KushkiObjectType,
  id: string,
  lock = false,
): Promise<T | null> {
  const q = db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.type, type)));
  const [row] = lock ? await q.for('update') : await q;
  return (row?.data as T | undefined) ?? null;
}

export async function putObject(db: Db, type: KushkiObjectType, id: string, data: object): Promise<void> {
  await db
    .insert(sandboxObjects)
    .values({ id, type, data: data as never })
    .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: data as never, updatedAt: new Date() } });
}

/** Plans whose period ended by `now` and are not canceled: the renewals due. */
export async function dueSubscriptionIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: sandboxObjects.id })
    .from(sandboxObjects)
    .where(
      and(
        eq(sandboxObjects.type, 'kushki.subscription'),
        sql`${sandboxObjects.data}->>'status' in ('active', 'past_due')`,
        sql`(${sandboxObjects.data}->>'currentPeriodEnd')::timestamptz <= ${now.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((r) => r.id);
}
