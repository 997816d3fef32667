/** node-postgres surfaces SQLSTATE in `code`; 23505 is unique_violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown } | null;
  if (e?.code === '23505') return !constraint || e.constraint === constraint;
  // Drizzle wraps driver errors and keeps the original as `cause`.
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false;
}
