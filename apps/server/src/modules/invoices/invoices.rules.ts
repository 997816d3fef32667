// Pure rules of SRI electronic documents (decision 092): the 49-digit clave de acceso with its
// modulo-11 digit, the document's date in Ecuador, amounts as the XML writes them, the lines
// and totals of a payment (prices include IVA), and which formaPago a payment is.
import { randomInt } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@traspasa/shared/dates';
import { IVA_RATE_PERCENT, type PaymentMethodCode, splitIva } from '@traspasa/shared/invoices';
import type { InvoiceLine } from '../../db/schema/invoices.ts';

/** The job that signs documents left «generada» (a crash between the payment's commit and the signing). */
export const INVOICE_SIGNING_JOB = 'invoice-signing';

/** tipoEmision: 1, normal (the only one of the offline scheme). */
export const EMISSION_TYPE = '1';

/** The modulo-11 check digit of the first 48 digits: weights 2–7 from the right; 11 → 0, 10 → 1. */
export function accessKeyCheckDigit(first48: string): number {
  if (!/^\d{48}$/.test(first48)) throw new Error('clave de acceso: 48 digits expected');
  let sum = 0;
  let weight = 2;
  for (let i = first48.length - 1; i >= 0; i--) {
    sum += Number(first48[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

export interface AccessKeyParts {
  /** YYYY-MM-DD, the issue date in Ecuador. */
  issueDate: string;
  docType: string;
  ruc: string;
  environment: '1' | '2';
  establishment: string;
  emissionPoint: string;
  sequential: number;
  /** Eight digits; random unless given. */
  numericCode?: string;
}

/** fecha ddmmaaaa · codDoc · RUC · ambiente · estab+ptoEmi · secuencial · código numérico · tipoEmision · dígito. */
export function buildAccessKey(p: AccessKeyParts): string {
  const [y, m, d] = p.issueDate.split('-');
  const numericCode = p.numericCode ?? String(randomInt(0, 100_000_000)).padStart(8, '0');
  const first48 = [
    `${d}${m}${y}`,
    p.docType,
    p.ruc,
    p.environment,
    p.establishment,
    p.emissionPoint,
    sequentialText(p.sequential),
    numericCode,
    EMISSION_TYPE,
  ].join('');
  return `${first48}${accessKeyCheckDigit(first48)}`;
}

export const sequentialText = (n: number) => String(n).padStart(9, '0');

/** The calendar day of an instant in Ecuador, YYYY-MM-DD (fechaEmision is Ecuador's date). */
export function ecuadorDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** YYYY-MM-DD → dd/mm/aaaa, as fechaEmision is written. */
export function sriDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** Cents → "12.34" (the XML's decimal with two fraction digits). */
export function sriAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`amount in cents expected, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The figures of a document: one line per product bought, base and IVA in cents. */
export interface DocumentFigures {
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  ivaCents: number;
  totalCents: number;
  ivaPercent: number;
}

/**
 * The figures of a payment of `totalCents` (IVA included, after a discount of
 * `discountCents` off a price of `priceCents`, both with IVA). The line's unit price and
 * discount are without IVA, and its discount is what makes the line's base exactly the
 * total's base, so the XML's sums hold to the cent.
 */
export function figuresOf(item: {
  code: string;
  description: string;
  priceCents: number;
  discountCents: number;
}): DocumentFigures {
  const totalCents = item.priceCents - item.discountCents;
  if (totalCents < 0) throw new Error('a discount above the price');
  const { baseCents, ivaCents } = splitIva(totalCents);
  const unitBase = splitIva(item.priceCents).baseCents;
  const lineDiscount = unitBase - baseCents;
  return {
    lines: [
      {
        code: item.code,
        description: item.description,
        quantity: 1,
        unitPriceCents: unitBase,
        discountCents: lineDiscount,
        baseCents,
        ivaCents,
      },
    ],
    subtotalCents: baseCents,
    discountCents: lineDiscount,
    ivaCents,
    totalCents,
    ivaPercent: IVA_RATE_PERCENT,
  };
}

/**
 * formaPago, the one place that names it (decision 092). The published factura XSD 1.1.0 we
 * validate against takes 01–15 only, so: a card (the local gateway, Stripe, the sandbox) is 10
 * «tarjeta de crédito nacional» (that table has no debit card, and 06 «débito de cuenta» is a
 * direct debit, not a card); a bank transfer or deposit is 08 «transferencia otro banco
 * nacional» (the order does not record whether the buyer transferred, from which bank, or
 * deposited). Moving to the current table 24 (19 tarjeta de crédito, 20 otros con utilización
 * del sistema financiero) is this function, once the SRI's current XSD is the reference.
 */
export function paymentMethodOf(metadata: Record<string, unknown> | null | undefined): PaymentMethodCode {
  // The transfer checkout marks its payments `paidBy: 'transfer'` (decision 094).
  if (metadata?.paidBy === 'transfer') return '08';
  return '10';
}
