/**
 * A random id for one operation a retry must not repeat (a chat message's clientMessageId,
 * a create's Idempotency-Key): crypto.randomUUID where there is a secure context, else the
 * same 128 bits from getRandomValues (a LAN address over plain http has no randomUUID).
 */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
