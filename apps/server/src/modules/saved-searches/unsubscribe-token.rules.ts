// The one-click unsubscribe link of the alert mails (decision 150): works without a
// session, so it carries its own proof — an HMAC-SHA256 of the saved search's id under the
// app's secret (app_secrets, generated once and shared by every instance), checked in
// constant time. Nothing is stored per link; deleting the search makes it void.
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { storedKey } from '../../lib/app-secrets.ts';
import { tokenMatches } from '../../lib/tokens.ts';

export function unsubscribeKey(db: Db): Promise<Buffer> {
  return storedKey(db, 'saved_search_unsubscribe_key');
}

const signature = (key: Buffer, id: number) =>
  createHmac('sha256', key).update(`saved-search:${id}:unsubscribe`).digest();

/** "<id>.<signature>", safe in a URL. */
export function unsubscribeToken(key: Buffer, savedSearchId: number): string {
  return `${savedSearchId}.${signature(key, savedSearchId).toString('base64url')}`;
}

/** The saved search id a token names, or null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(key: Buffer, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id >= 2 ** 31) return null;
  // The text itself is compared, not the bytes it decodes to: the last of 43 characters
  // carries 2 unused bits, so four spellings would decode to one signature.
  return tokenMatches(match[2]!, signature(key, id).toString('base64url')) ? id : null;
}
