import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256-bit random token for the client; only its SHA-256 is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Whether a secret text someone sent equals the expected one, in the same time whatever the
 * guess (their SHA-256 digests, of equal length, are compared). Texts, not what they decode
 * to: two spellings of one value are two tokens.
 */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
