// A Kushki transaction (a charge's answer or a webhook's body) as the pipeline's event
// (decision 095): one Kushki ticket is one event, `evt_kushki_<ticketNumber>`, so the answer
// to our own call and Kushki's later webhook of the same ticket are applied once.
import type { ProviderEvent } from '../webhook/effects.service.ts';
import { amountCents } from './kushki.rules.ts';

export interface KushkiTransaction {
  ticketNumber: string;
  status: 'APPROVAL' | 'DECLINED';
  type: 'SALE' | 'REFUND' | 'VOID';
  metadata: Record<string, string>;
  amountCents: number;
  lastFourDigits: string | null;
  paymentBrand: string | null;
  /** A refund's or void's original charge. */
  saleTicketNumber: string | null;
  message: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** A webhook body in Kushki's fields (camelCase or snake_case), or null when it is not a transaction. */
export function transactionOfWebhook(body: unknown): KushkiTransaction | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const ticketNumber = str(b.ticketNumber) ?? str(b.ticket_number);
  const status = (str(b.transactionStatus) ?? str(b.transaction_status))?.toUpperCase();
  const type = (str(b.transactionType) ?? str(b.transaction_type) ?? 'SALE').toUpperCase();
  if (!ticketNumber || ticketNumber.length > 64) return null;
  if (status !== 'APPROVAL' && status !== 'DECLINED') return null;
  if (type !== 'SALE' && type !== 'REFUND' && type !== 'VOID') return null;
  const rawMeta = b.metadata && typeof b.metadata === 'object' ? (b.metadata as Record<string, unknown>) : {};
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(rawMeta)) if (typeof v === 'string') metadata[k] = v;
  return {
    ticketNumber,
    status,
    type,
    metadata,
    amountCents: amountCents(b.amount as Record<string, number> | undefined),
    lastFourDigits: str(b.lastFourDigits) ?? str(b.last_four_digits),
    paymentBrand: str(b.paymentBrand) ?? str(b.payment_brand),
    saleTicketNumber: str(b.saleTicketNumber) ?? str(b.sale_ticket_number),
    message: str(b.responseText) ?? str(b.response_text),
  };
}

export const customerOf = (userId: string | number) => `kcus_${userId}`;

/** The pipeline event of a Kushki transaction, in the format effects.service.ts reads. */
export function eventOf(t: KushkiTransaction, now: Date = new Date()): ProviderEvent {
  const created = Math.floor(now.getTime() / 1000);
  const id = `evt_kushki_${t.ticketNumber}`;
  const subscription = t.metadata.kushkiSubscriptionId ?? null;
  const customer = t.metadata.userId ? customerOf(t.metadata.userId) : null;
  if (t.type !== 'SALE') {
    return {
      id,
      type: t.status === 'APPROVAL' ? 'charge.refunded' : 'charge.refund.updated',
      created,
      data: {
        object: {
          id: t.ticketNumber,
          object: 'charge',
          refunded: t.status === 'APPROVAL',
          payment_intent: t.saleTicketNumber,
          amount_refunded: t.amountCents,
          metadata: t.metadata,
        },
      },
    };
  }
  if (subscription) {
    return {
      id,
      type: t.status === 'APPROVAL' ? 'invoice.paid' : 'invoice.payment_failed',
      created,
      data: {
        object: {
          id: `kin_${t.ticketNumber}`,
          object: 'invoice',
          subscription,
          customer,
          billing_reason: t.metadata.billingReason ?? 'subscription_cycle',
          amount_paid: t.status === 'APPROVAL' ? t.amountCents : 0,
          amount_due: t.amountCents,
          payment_intent: t.ticketNumber,
          metadata: t.metadata,
        },
      },
    };
  }
  return {
    id,
    type: t.status === 'APPROVAL' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    created,
    data: {
      object: {
        id: t.ticketNumber,
        object: 'payment_intent',
        amount: t.amountCents,
        currency: 'usd',
        metadata: t.metadata,
        status: t.status === 'APPROVAL' ? 'succeeded' : 'requires_payment_method',
        last_payment_error:
          t.status === 'APPROVAL' ? null : { message: t.message ?? 'El banco rechazó el pago.' },
        payment_method_details: t.lastFourDigits
          ? {
              type: 'card',
              card: { last4: t.lastFourDigits, brand: (t.paymentBrand ?? 'card').toLowerCase() },
            }
          : null,
      },
    },
  };
}
