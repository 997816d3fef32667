// Kushki's formats (decision 095): the Ecuadorian amount object and the webhook signature.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ivaIncludedCents } from '../receipt.pdf.ts';

/** Kushki's amount for Ecuador: dollars with cents, the IVA and its base apart (IVA 15 % included in our prices). */
export interface KushkiAmount {
  subtotalIva: number;
  subtotalIva0: number;
  ice: number;
  iva: number;
  currency: 'USD';
}

export function kushkiAmount(totalCents: number): KushkiAmount {
  const iva = ivaIncludedCents(totalCents);
  return { subtotalIva: (totalCents - iva) / 100, subtotalIva0: 0, ice: 0, iva: iva / 100, currency: 'USD' };
}

/** The amount's total in cents (the parts as Kushki sends them, rounded to the cent). */
export function amountCents(amount: Partial<KushkiAmount> | undefined): number {
  if (!amount) return 0;
  const parts = [amount.subtotalIva, amount.subtotalIva0, amount.ice, amount.iva];
  return parts.reduce<number>((sum, v) => sum + Math.round((typeof v === 'number' ? v : 0) * 100), 0);
}

/** `X-Kushki-Signature`: HMAC-SHA256, hex, of the raw body, a dot and `X-Kushki-Id`, with the webhook signature key. */
export function kushkiSignature(rawBody: string | Buffer, kushkiId: string, key: string): string {
  return createHmac('sha256', key)
    .update(
      Buffer.concat([Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody), Buffer.from(`.${kushkiId}`)]),
    )
    .digest('hex');
}

/** How far `X-Kushki-Id` (the delivery's time) may be from our clock, either way (as for Stripe, decision 090). */
export const KUSHKI_TOLERANCE_S = 300;

export type SignatureCheck = 'ok' | 'missing' | 'bad' | 'stale';

export function checkKushkiSignature(
  rawBody: Buffer,
  headers: { id: string | undefined; signature: string | undefined },
  key: string,
  now: Date = new Date(),
): SignatureCheck {
  const { id, signature } = headers;
  if (!id || !signature) return 'missing';
  const expected = Buffer.from(kushkiSignature(rawBody, id, key), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  // The id is the delivery's time, in seconds or milliseconds.
  if (!/^\d{10,13}$/.test(id)) return 'bad';
  const at = id.length === 13 ? Number(id) / 1000 : Number(id);
  return Math.abs(now.getTime() / 1000 - at) > KUSHKI_TOLERANCE_S ? 'stale' : 'ok';
}

/** Where the bank's 3-D Secure page sends the buyer back (the `callbackUrl` of the token request). */
export const threeDsReturnPath = (sessionId: string) =>
  `/api/payments/kushki/sessions/${encodeURIComponent(sessionId)}/3ds-return`;

/**
 * The card page the 3-D Secure return leads to (decision 095). Kushki appends `success` and
 * `token` to the callback; the token moves to the address's fragment, which no server, log or
 * page view receives, and `?token=` never reaches the web app, whose reset-link rule would
 * take it for a password reset (packages/shared/src/reset-link.ts).
 */
export function threeDsReturnTarget(
  appUrl: string,
  sessionId: string,
  query: { success?: unknown; token?: unknown },
): string {
  const page = `${appUrl}/pago-con-tarjeta/${encodeURIComponent(sessionId)}`;
  const token = typeof query.token === 'string' ? query.token.trim() : '';
  if (query.success === 'true' && /^[A-Za-z0-9_-]{8,200}$/.test(token)) {
    return `${page}?banco=confirmado#token=${token}`;
  }
  return `${page}?banco=rechazado`;
}
