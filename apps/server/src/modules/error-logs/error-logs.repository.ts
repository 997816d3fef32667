import type { Db } from '../../db/client.ts';
import { errorLogs } from '../../db/schema/admin.ts';

export type NewErrorLog = typeof errorLogs.$inferInsert;

export async function recordErrorLog(db: Db, entry: NewErrorLog): Promise<void> {
  await db.insert(errorLogs).values(entry);
}
