/** A route's :id as a database id, or null when it cannot be one (the screen then says «not found»). */
export function positiveId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
