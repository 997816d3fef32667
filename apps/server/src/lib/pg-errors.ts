/** node-postgres surfaces SQLSTATE in `code`; 23505 is unique_violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown } | null;
  if (e?.code === '23505') return !constraint || e.constraint === constraint;
  // Drizzle wraps driver errors and keeps the original as `cause`.
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false;
}

/** 57014 query_canceled: the statement ran past `statement_timeout` (or was cancelled). */
export function isQueryCanceled(err: unknown, depth = 0): boolean {
  const e = err as { code?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 5) return false;
  return e.code === '57014' || isQueryCanceled(e.cause, depth + 1);
}

/** SQLSTATEs that mean "the database is not there right now", not "this request is wrong". */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: a backend was terminated (restart, failover)
  '57P02', // crash_shutdown: another backend crashed and the server is resetting
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '08000', // connection_exception and its kinds
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** A transaction that lost a race and may simply be tried again. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// node-postgres and pg-pool say these in words only.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * The error comes from the database being unreachable or restarting (or a serialisation
 * race): the request may be retried in a moment, so it is a 503 with Retry-After, not a 500.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 5) return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNAVAILABLE_STATES.has(code) || RETRYABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
