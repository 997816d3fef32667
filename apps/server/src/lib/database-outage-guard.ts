import { isDatabaseUnavailable } from './pg-errors.ts';

/**
 * What the server does with a promise rejection nobody handled (installed by main.ts).
 *
 * A library that starts a database call without awaiting it leaves a rejection no code can
 * catch: pg-boss 10 completes a finished job that way (`this.complete(…)` in its worker, not
 * awaited), so the database going away at that moment killed the whole server with
 * ECONNREFUSED (pg-boss issue 577; our CI saw it when the embedded postmaster was killed). Such a
 * rejection — the database unreachable, restarting or the connection lost — is logged and the
 * server carries on: the job whose completion was lost stays active and pg-boss retries it after
 * its expiry (at least once, as for any lost completion); requests meanwhile answer 503. Any
 * other rejection is a bug: it is thrown again, so the process stops as Node's default would.
 */
export function onUnhandledRejection(reason: unknown, log: (message: string) => void = console.error): void {
  if (isDatabaseUnavailable(reason)) {
    const message = reason instanceof Error ? reason.message : String(reason);
    log(`Base de datos no disponible en una operación en segundo plano (se reintentará): ${message}`);
    return;
  }
  throw reason;
}
