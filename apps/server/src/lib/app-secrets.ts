// Keys the app generates once and keeps in `app_secrets`, so every instance and every restart
// uses the same one (the identity number hash, the unsubscribe links' signature).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/identity.ts';

/** Keys already read, per database handle and name (tests run several apps, each on its own database). */
const cache = new WeakMap<object, Map<string, Buffer>>();

/** The 32-byte key stored under `name`, created on first use. */
export async function storedKey(db: Db, name: string): Promise<Buffer> {
  const known = cache.get(db)?.get(name);
  if (known) return known;
  // Two instances racing on the first use both insert; one wins and both read its key.
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} missing after insert`);
  const key = Buffer.from(row.value, 'base64');
  const keys = cache.get(db) ?? new Map<string, Buffer>();
  keys.set(name, key);
  cache.set(db, keys);
  return key;
}
