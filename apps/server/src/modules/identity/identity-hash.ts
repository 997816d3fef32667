// The keyed hash kept of each document number (issue 10): enough to notice the same
// document on two accounts, useless to anyone without the key. The key comes from
// IDENTITY_HASH_KEY, or is generated once and kept in app_secrets so every instance and
// every restart hash alike.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/identity.ts';

const SECRET_NAME = 'identity_number_hmac_key';

/** Keys already read, per database handle (tests run several apps, each on its own database). */
const cache = new WeakMap<object, Buffer>();

/** The HMAC key: the configured one, else the stored one, created on first use. */
export async function identityHashKey(db: Db, configured: string | null): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const cached = cache.get(db);
  if (cached) return cached;
  // Two instances racing on the first use both insert; one wins and both read its key.
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('identity hash key missing after insert');
  const key = Buffer.from(row.value, 'base64');
  cache.set(db, key);
  return key;
}

/**
 * HMAC-SHA256 (hex) of a normalised number with its type and country: the same
 * digits on documents of two countries are different documents.
 */
export function documentNumberHash(
  key: Buffer,
  doc: { documentType: string; country: string | null; normalized: string },
): string {
  return createHmac('sha256', key)
    .update(`${doc.country ?? ''}|${doc.documentType}|${doc.normalized}`)
    .digest('hex');
}
