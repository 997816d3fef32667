// The card token, asked through Kushki's browser library kushki.js (docs/decisions/095-local-card-gateway.md):
// the library sends the card from this page to Kushki's API with the public merchant id, so
// its number never reaches Traspasa's server, which only charges the token. When the bank asks
// for 3-D Secure, the library shows the bank's challenge over the page (Cardinal Commerce's, or
// Kushki's sandbox in UAT) and validates it; the page then charges the same token.
// kushki.js is loaded only here, as a chunk of its own, when the buyer pays.
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
  'mode' | 'totalCents' | 'publicMerchantId' | 'environment'
>;

/** kushki.js's answers: a token (with the bank's 3-D Secure data when it asks), or an error. */
export type KushkiAnswer = Record<string, unknown>;
type Callback = (answer: KushkiAnswer) => void;

/** What the page uses of kushki.js's `Kushki` object. */
export interface KushkiLibrary {
  requestToken(body: Record<string, unknown>, callback: Callback): void;
  requestSubscriptionToken(body: Record<string, unknown>, callback: Callback): void;
  requestValidate3DS(body: Record<string, unknown>, callback: Callback): void;
}

export type LoadKushki = (session: TokenSession) => Promise<KushkiLibrary>;

/** kushki.js, imported on demand (its own chunk) and set for Kushki's environment. */
export const loadKushki: LoadKushki = async (session) => {
  const { Kushki } = await import('@kushki/js');
  return new Kushki({
    merchantId: session.publicMerchantId,
    inTestEnvironment: session.environment === 'uat',
  }) as unknown as KushkiLibrary;
};

/** kushki.js's token request: the card, and for a one-time charge its amount in dollars. */
export function tokenRequestBody(session: TokenSession, fields: CardFields) {
  const [month = '', year = ''] = fields.expiry.split('/').map((part) => part.trim());
  const card = {
    name: fields.name.trim(),
    number: onlyDigits(fields.cardNumber),
    expiryMonth: month,
    expiryYear: year,
    cvc: fields.cvc.trim(),
  };
  return session.mode === 'subscription'
    ? { card, currency: 'USD' }
    : { card, amount: session.totalCents / 100, currency: 'USD' };
}

export type TokenAnswer =
  | { kind: 'token'; token: string }
  /** The bank wants the buyer to confirm first: `confirm` shows its challenge, true once approved. */
  | { kind: 'three-ds'; token: string; confirm: () => Promise<boolean> }
  | { kind: 'refused'; message: string };

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/**
 * A kushki.js error as the buyer's sentence. The library answers `{ code, message, error }`:
 * Kushki's own code when its API answered (K004: our merchant id), `K002` when nothing came
 * back (with axios's "Network Error"), `E0xx` for the library's own checks.
 */
export function refusalOf(answer: KushkiAnswer): string {
  const code = text(answer.code) ?? '';
  const error = text(answer.error) ?? '';
  if (/network error/i.test(error)) return tokenMessages.unreachable;
  if (code === 'K004' || code === 'K002' || code === 'E018' || code === 'E013')
    return tokenMessages.unavailable;
  return tokenMessages.invalidCard;
}

/** kushki.js's answer as what the page does next. */
export function readTokenAnswer(answer: KushkiAnswer, kushki: KushkiLibrary): TokenAnswer {
  const token = text(answer.token);
  if (!token || text(answer.code)) return { kind: 'refused', message: refusalOf(answer) };
  const security = answer.security;
  if (isObject(security) && security.authRequired === true) {
    const secureId = text(answer.secureId);
    const confirm = () =>
      new Promise<boolean>((resolve) => {
        kushki.requestValidate3DS({ secureId, security }, (result) => resolve(result.isValid === true));
      });
    return { kind: 'three-ds', token, confirm };
  }
  return { kind: 'token', token };
}

/** Asks Kushki for the token through kushki.js; a library that cannot load is said as no connection. */
export async function requestCardToken(
  session: TokenSession,
  fields: CardFields,
  load: LoadKushki = loadKushki,
): Promise<TokenAnswer> {
  let kushki: KushkiLibrary;
  try {
    kushki = await load(session);
  } catch {
    return { kind: 'refused', message: tokenMessages.unreachable };
  }
  const body = tokenRequestBody(session, fields);
  const answer = await new Promise<KushkiAnswer>((resolve) => {
    try {
      if (session.mode === 'subscription') kushki.requestSubscriptionToken(body, resolve);
      else kushki.requestToken(body, resolve);
    } catch {
      resolve({ code: 'E002', message: 'invalid card' });
    }
  });
  return readTokenAnswer(answer, kushki);
}
