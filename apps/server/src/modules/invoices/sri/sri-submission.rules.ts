// What the SRI's answers mean for a document (decision 093): pure decisions, so the job only
// does I/O and the rules are tested on their own.
import type { SriMessage } from '@traspasa/shared/invoices';
import type { AuthorizationAnswer, ReceptionAnswer } from './sri-soap.rules.ts';
import { isAlreadyReceived } from './sri-soap.rules.ts';

export const SRI_SUBMISSION_JOB = 'sri-submission';

/** Tries before a document stops retrying by itself (network failures, unreadable answers, EN PROCESO). */
export const MAX_SUBMISSION_ATTEMPTS = 12;

const MINUTE = 60_000;

/**
 * When to try again after attempt number `attempts` (1-based) failed or found the
 * authorisation still in process: 1, 2, 4, 8… minutes, at most 6 hours; null once the
 * attempts are used up (the document waits for an admin).
 */
export function nextAttemptAfter(now: Date, attempts: number): Date | null {
  if (attempts >= MAX_SUBMISSION_ATTEMPTS) return null;
  const delay = Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 6 * 60 * MINUTE);
  return new Date(now.getTime() + delay);
}

export type ReceptionOutcome =
  /** RECIBIDA, or DEVUELTA only because the SRI already holds this key (43/45): ask for the authorisation. */
  | { kind: 'received'; alreadyRegistered: boolean; mensajes: SriMessage[] }
  | { kind: 'returned'; mensajes: SriMessage[] };

export function receptionOutcome(answer: ReceptionAnswer): ReceptionOutcome {
  if (answer.estado === 'RECIBIDA')
    return { kind: 'received', alreadyRegistered: false, mensajes: answer.mensajes };
  if (isAlreadyReceived(answer))
    return { kind: 'received', alreadyRegistered: true, mensajes: answer.mensajes };
  return { kind: 'returned', mensajes: answer.mensajes };
}

export type AuthorizationOutcome =
  | { kind: 'authorized'; number: string; at: Date; mensajes: SriMessage[] }
  | { kind: 'refused'; mensajes: SriMessage[] }
  /** EN PROCESO, or no authorisation yet: ask again later. */
  | { kind: 'pending' }
  /** The SRI knows no document under this key (after a 45 «secuencial registrado»: another document holds the number). */
  | { kind: 'unknown' };

export function authorizationOutcome(answer: AuthorizationAnswer, now: Date): AuthorizationOutcome {
  const a = answer.autorizacion;
  if (!a) return answer.numeroComprobantes === 0 ? { kind: 'unknown' } : { kind: 'pending' };
  if (a.estado === 'AUTORIZADO') {
    return {
      kind: 'authorized',
      number: a.numeroAutorizacion ?? '',
      // The SRI always sends the date; our clock only stands in if an answer ever lacks it.
      at: a.fechaAutorizacion ?? now,
      mensajes: a.mensajes,
    };
  }
  if (a.estado === 'NO AUTORIZADO') return { kind: 'refused', mensajes: a.mensajes };
  return { kind: 'pending' };
}
