// Reconnection delays for the live socket: exponential from 1 s, capped at 30 s, with
// "equal jitter" (half fixed, half random) so that a server restart does not bring every
// open tab back in the same instant, while no tab waits much less than the schedule says.

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;

/** The ceiling for attempt `n` (0-based): 1 s, 2 s, 4 s, … 30 s. */
export function backoffCeiling(attempt: number, baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS): number {
  const n = Math.max(0, Math.floor(attempt));
  // 2 ** 31 and above would only ever hit the cap.
  return Math.min(capMs, baseMs * 2 ** Math.min(n, 30));
}

/** The delay before reconnection attempt `n`: between half the ceiling and the ceiling. */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs = BACKOFF_BASE_MS,
  capMs = BACKOFF_CAP_MS,
): number {
  const ceiling = backoffCeiling(attempt, baseMs, capMs);
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + r * (ceiling / 2));
}
