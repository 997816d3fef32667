// Stripe's documented test card numbers, and what the sandbox does with each. Any other
// number that passes the Luhn check is a valid card that pays (as in Stripe's test mode,
// where only these numbers trigger special outcomes).

export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'requires_action' }
  | { kind: 'declined'; code: string; message: string };

const DECLINED = 'Tu banco rechazó la tarjeta. Prueba con otra tarjeta o comunícate con tu banco.';

const SPECIAL: Record<string, CardOutcome> = {
  '4000000000000002': { kind: 'declined', code: 'generic_decline', message: DECLINED },
  '4000000000009995': {
    kind: 'declined',
    code: 'insufficient_funds',
    message: 'La tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
  },
  '4000000000009987': {
    kind: 'declined',
    code: 'lost_card',
    message: 'Tu banco rechazó la tarjeta porque figura como perdida. Usa otra tarjeta.',
  },
  '4000000000009979': {
    kind: 'declined',
    code: 'stolen_card',
    message: 'Tu banco rechazó la tarjeta porque figura como robada. Usa otra tarjeta.',
  },
  '4000000000000069': { kind: 'declined', code: 'expired_card', message: 'La tarjeta está vencida.' },
  '4000000000000127': {
    kind: 'declined',
    code: 'incorrect_cvc',
    message: 'El código de seguridad de la tarjeta no es correcto.',
  },
  '4000000000000119': {
    kind: 'declined',
    code: 'processing_error',
    message: 'Hubo un error al procesar la tarjeta. Inténtalo de nuevo en unos minutos.',
  },
  // Charges after the first one fail (a renewal that cannot be paid).
  '4000000000000341': { kind: 'succeeds' },
  '4000002760003184': { kind: 'requires_action' },
  '4000002500003155': { kind: 'requires_action' },
  '4000000000003220': { kind: 'requires_action' },
};

/** Cards that pay at checkout but whose later charges (renewals) are declined. */
export const FAILS_LATER = new Set(['4000000000000341']);

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardOutcome(digits: string): CardOutcome {
  if (!luhnValid(digits)) {
    return { kind: 'declined', code: 'incorrect_number', message: 'El número de la tarjeta no es válido.' };
  }
  return SPECIAL[digits] ?? { kind: 'succeeds' };
}

/** "visa" / "mastercard" / "amex"… from the first digits, as a receipt names the card. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'card';
}

/** Whether MM/AA is this month or later (`now` in UTC). */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}
