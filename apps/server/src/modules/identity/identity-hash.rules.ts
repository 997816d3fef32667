// The keyed hash kept of each document number (decision 100): enough to notice the same
// document on two accounts, useless to anyone without the key. The key comes from
// IDENTITY_HASH_KEY, or is generated once and kept in app_secrets so every instance and
// every restart hash alike.
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { storedKey } from '../../lib/app-secrets.ts';

/** The HMAC key: the configured one, else the stored one, created on first use. */
export async function identityHashKey(db: Db, configured: string | null): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  return storedKey(db, 'identity_number_hmac_key');
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
