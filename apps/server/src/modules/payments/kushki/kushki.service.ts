// Kushki's webhook (decision 095): the signature checked on the exact bytes, the body read
// as a Kushki transaction, stored as the pipeline's event (the same id as the answer to our
// own call of that ticket, so it is applied once however many times it arrives).
import { AppError } from '../../../lib/app-error.ts';
import type { WebhookInbox } from '../webhook/inbox.service.ts';
import { eventOf, transactionOfWebhook } from './kushki.mapper.ts';
import { checkKushkiSignature } from './kushki.rules.ts';

export const KUSHKI_WEBHOOK_PATH = '/api/payments/kushki/webhook';

const REFUSED: Record<'missing' | 'bad' | 'stale', string> = {
  missing: 'Faltan las cabeceras de firma de Kushki (X-Kushki-Id y X-Kushki-Signature).',
  bad: 'La firma de la notificación no es válida.',
  stale:
    'La firma de la notificación no es de ahora: su hora difiere en más de 5 minutos de la nuestra. Revisa el reloj de quien la envía.',
};

/** Resolves to whether the event is new; a 401 for a bad signature, a 400 for a body that is not a transaction. */
export async function ingestKushkiWebhook(
  deps: { inbox: WebhookInbox; key: string },
  rawBody: Buffer,
  headers: { id: string | undefined; signature: string | undefined },
  now: Date = new Date(),
): Promise<boolean> {
  const check = checkKushkiSignature(rawBody, headers, deps.key, now);
  if (check !== 'ok') throw AppError.unauthorized(REFUSED[check]);
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw AppError.badRequest('La notificación no es un JSON válido.');
  }
  const transaction = transactionOfWebhook(body);
  if (!transaction) throw AppError.badRequest('La notificación no describe una transacción de Kushki.');
  const event = eventOf(transaction, now);
  return deps.inbox.store(event.id, event.type, JSON.stringify(event));
}
