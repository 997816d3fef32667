// The card token the browser asks Kushki for (docs/decisions/095-local-card-gateway.md): the
// card goes from this page straight to Kushki's token endpoint with the public merchant id,
// so its number never reaches Traspasa's server, which only charges the token. When the
// bank asks for 3-D Secure, Kushki's answer carries the page the buyer confirms the payment
// on; the bank sends them back to `callbackUrl` with `success` and the token.
import type { CardGatewaySessionView } from '@traspasa/shared/card-gateway';
import { type CardFields, onlyDigits } from '../../lib/card';

export const tokenMessages = {
  invalidCard:
    'No pudimos validar la tarjeta. Revisa el número, el vencimiento y el código de seguridad e inténtalo de nuevo.',
  unavailable:
    'El pago con tarjeta no está disponible en este momento. No se hizo ningún cargo; inténtalo más tarde.',
  unreachable:
    'No pudimos conectar con el procesador de pagos. Revisa tu conexión e inténtalo de nuevo; no se hizo ningún cargo.',
  bankRefused:
    'Tu banco no confirmó el pago. No se hizo ningún cargo; inténtalo de nuevo o prueba con otra tarjeta.',
} as const;

export type TokenSession = Pick<
  CardGatewaySessionView,
  'mode' | 'totalCents' | 'publicMerchantId' | 'tokenUrl' | 'callbackUrl'
>;

/** Kushki's token request: the card, the amount in dollars, and the 3-D Secure return address. */
export function tokenRequestBody(session: TokenSession, fields: CardFields) {
  const [month = '', year = ''] = fields.expiry.split('/').map((part) => part.trim());
  return {
    card: {
      name: fields.name.trim(),
      number: onlyDigits(fields.cardNumber),
      expiryMonth: month,
      expiryYear: year,
      cvv: fields.cvc.trim(),
    },
    totalAmount: session.totalCents / 100,
    currency: 'USD',
    authValidation: 'url',
    callbackUrl: session.callbackUrl,
  };
}

export type TokenAnswer =
  | { kind: 'token'; token: string }
  /** The bank wants the buyer on its 3-D Secure page first. */
  | { kind: 'three-ds'; token: string; url: string }
  | { kind: 'refused'; message: string };

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Kushki's answer as what the page does next. */
export function readTokenAnswer(status: number, body: unknown): TokenAnswer {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const token = text(b.token);
  if (status >= 200 && status < 300 && token) {
    const url = text(b.url);
    const threeDS = url && (text(b.secureService) !== null || text(b.secureId) !== null);
    return threeDS && /^https?:\/\//.test(url) ? { kind: 'three-ds', token, url } : { kind: 'token', token };
  }
  // 401: Kushki does not know the merchant id (our configuration), not the buyer's card.
  if (status === 401 || status === 403 || status >= 500) {
    return { kind: 'refused', message: tokenMessages.unavailable };
  }
  return { kind: 'refused', message: tokenMessages.invalidCard };
}

/** Asks Kushki for the token; a network failure is said as such (nothing was charged). */
export async function requestCardToken(
  session: TokenSession,
  fields: CardFields,
  fetcher: typeof fetch = fetch,
): Promise<TokenAnswer> {
  let res: Response;
  try {
    res = await fetcher(session.tokenUrl, {
      method: 'POST',
      headers: { 'Public-Merchant-Id': session.publicMerchantId, 'Content-Type': 'application/json' },
      body: JSON.stringify(tokenRequestBody(session, fields)),
      credentials: 'omit',
    });
  } catch {
    return { kind: 'refused', message: tokenMessages.unreachable };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  return readTokenAnswer(res.status, body);
}

export type BankReturn = { kind: 'none' } | { kind: 'approved'; token: string } | { kind: 'refused' };

/**
 * Back from the bank's 3-D Secure page, through the server's return route: `?banco=confirmado`
 * with the token in the fragment (which no server or page view sees), or `?banco=rechazado`.
 */
export function readBankReturn(search: URLSearchParams, hash: string): BankReturn {
  const answer = search.get('banco');
  if (answer === null) return { kind: 'none' };
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
  if (answer === 'confirmado' && /^[A-Za-z0-9_-]{8,200}$/.test(token)) return { kind: 'approved', token };
  return { kind: 'refused' };
}
