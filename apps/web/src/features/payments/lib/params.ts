/** A product id from the address (`?product=12`, `?plan=12`): a positive integer or null. */
export function parseProductId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A checkout session id from `?session_id=`: the provider's own token characters only. */
export function parseSessionId(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,255}$/.test(text) ? text : null;
}
