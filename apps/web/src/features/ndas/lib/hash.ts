/** The first 12 hex characters of a SHA-256: enough to compare by eye. */
export function shortHash(hash: string | null | undefined): string {
  return hash ? hash.slice(0, 12) : '—';
}

/**
 * SHA-256 (lower-case hex) of `text` as UTF-8, computed in the browser so the hash we
 * send is the one of the text actually on screen. Null where Web Crypto is unavailable
 * (insecure origins); the server's hash is then sent as received.
 */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
