// Kushki's webhook (decision 095): the signature checked on the exact bytes, the body read
// as a Kushki transaction, stored as the pipeline's event (the same id as the answer to our
// own call of that ticket, so it is applied once however many times it arrives).
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findTransactionForUpdate } from '../transactions.repository.ts';
import { isTransferPaymentId } from '../transfers/transfer-effects.service.ts';
import type { WebhookInbox } from '../webhook/inbox.service.ts';
import { eventOf, type KushkiTransaction, transactionOfWebhook } from './kushki.mapper.ts';
import type { KushkiSubscription } from './kushki.provider.ts';
import { getObject } from './kushki.repository.ts';
import { checkKushkiSignature } from './kushki.rules.ts';

export const KUSHKI_WEBHOOK_PATH = '/api/payments/kushki/webhook';

const REFUSED: Record<'missing' | 'bad' | 'stale', string> = {
  missing: 'Faltan las cabeceras de firma de Kushki (X-Kushki-Id y X-Kushki-Signature).',
  bad: 'La firma de la notificación no es válida.',
  stale:
    'La firma de la notificación no es de ahora: su hora difiere en más de 5 minutos de la nuestra. Revisa el reloj de quien la envía.',
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * A paid SALE must be for what the payment it names costs: the payment found as the pipeline
 * finds it (the ticket or our `transactionId` metadata), else the plan it renews. A signed
 * notification for another amount, or naming a bank transfer's payment (never a Kushki
 * ticket, decision 094), is refused before it reaches the inbox (decision 095).
 */
async function checkSale(db: Db, t: KushkiTransaction): Promise<void> {
  if (t.type !== 'SALE' || t.status !== 'APPROVAL') return;
  const metaId = Number(t.metadata.transactionId);
  const payment = await findTransactionForUpdate(db, {
    paymentIntentId: t.ticketNumber,
    id: Number.isSafeInteger(metaId) && metaId > 0 && metaId <= 2_147_483_647 ? metaId : null,
  });
  let expected: number | null = null;
  if (payment) {
    if (isTransferPaymentId(payment.paymentIntentId)) {
      throw AppError.badRequest(
        'La notificación nombra un pago por transferencia, que no se cobra con Kushki.',
      );
    }
    expected = Math.round(Number(payment.amount) * 100);
  } else if (t.metadata.kushkiSubscriptionId) {
    const plan = await getObject<KushkiSubscription>(
      db,
      'kushki.subscription',
      t.metadata.kushkiSubscriptionId,
    );
    expected = plan?.amountCents ?? null;
  }
  if (expected !== null && expected !== t.amountCents) {
    throw AppError.badRequest(
      `El monto de la notificación (${dollars(t.amountCents)}) no es el del pago (${dollars(expected)}): no la aplicamos.`,
    );
  }
}

/**
 * Kushki refunds a card payment in Ecuador only in full: an approved REFUND or VOID must be for
 * the amount of the payment it names (its sale ticket, or our `transactionId` metadata). One for
 * another amount is refused before it reaches the inbox, so nothing is stored (decision 095).
 */
async function checkRefund(db: Db, t: KushkiTransaction): Promise<void> {
  if (t.type === 'SALE' || t.status !== 'APPROVAL') return;
  const metaId = Number(t.metadata.transactionId);
  // The sale ticket first: that is the payment the pipeline refunds.
  const payment =
    (await findTransactionForUpdate(db, { paymentIntentId: t.saleTicketNumber })) ??
    (await findTransactionForUpdate(db, {
      id: Number.isSafeInteger(metaId) && metaId > 0 && metaId <= 2_147_483_647 ? metaId : null,
    }));
  if (!payment) return;
  const expected = Math.round(Number(payment.amount) * 100);
  if (expected !== t.amountCents) {
    throw AppError.badRequest(
      `El monto del reembolso (${dollars(t.amountCents)}) no es el del pago (${dollars(expected)}): Kushki reembolsa siempre el pago completo, así que no la aplicamos.`,
    );
  }
}

/** Resolves to whether the event is new; a 401 for a bad signature, a 400 for a body that is not a transaction or not for the payment's amount. */
export async function ingestKushkiWebhook(
  deps: { inbox: WebhookInbox; key: string; db: Db },
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
  await checkSale(deps.db, transaction);
  await checkRefund(deps.db, transaction);
  const event = eventOf(transaction, now);
  return deps.inbox.store(event.id, event.type, JSON.stringify(event));
}
