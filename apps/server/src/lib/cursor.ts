import { AppError } from './app-error.ts';

/**
 * Keyset cursors travel as opaque base64url JSON strings, like `GET /api/businesses`
 * hands them out: clients send back `nextCursor` as `?cursor=` and never build one.
 */
export function encodeCursor(position: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * The position a cursor carries, or null without one. Anything that is not a cursor we
 * issued (`valid` says no, or it is not base64url JSON) is a 400 with `message`.
 */
export function decodeCursor<T>(
  raw: string | undefined,
  valid: (value: unknown) => value is T,
  message: string,
): T | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw AppError.badRequest(message);
  }
  if (!valid(value)) throw AppError.badRequest(message);
  return value;
}

/** A positive 32-bit row id (the `integer` identity columns). */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31;
}

/** `{id}`: the cursor of lists ordered by id alone. */
export function isIdCursor(value: unknown): value is { id: number } {
  return typeof value === 'object' && value !== null && isRowId((value as { id?: unknown }).id);
}
