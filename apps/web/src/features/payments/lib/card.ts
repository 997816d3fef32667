// Card fields of the sandbox checkout page: what a hosted card form checks before it sends
// anything (the sandbox provider checks again, docs/decisions/090-payments.md).

export const CARD_MAX_DIGITS = 19;

export const cardMessages = {
  numberEmpty: 'Escribe el número de la tarjeta.',
  numberInvalid: 'El número de la tarjeta no es válido. Revísalo.',
  expiryEmpty: 'Escribe la fecha de vencimiento.',
  expiryFormat: 'Escribe la fecha de vencimiento como MM/AA.',
  expiryMonth: 'El mes de vencimiento va de 01 a 12.',
  expiryPast: 'Esta tarjeta ya venció. Revisa la fecha o usa otra tarjeta.',
  cvc: 'El código de seguridad tiene 3 o 4 dígitos.',
  name: 'Escribe el nombre que aparece en la tarjeta.',
} as const;

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" (or anything typed) → "4242 4242 4242 4242", at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = onlyDigits(value).slice(0, CARD_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What the expiry field shows while typing: "1" stays, "4" becomes "04", "1228" becomes
 * "12/28". The slash is added once the year starts, so deleting it back never fights the user.
 */
export function formatExpiry(value: string): string {
  let digits = onlyDigits(value);
  if (digits !== '' && digits[0]! > '1') digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type ExpiryCheck = { ok: true; month: number; year: number } | { ok: false; error: string };

/** "MM/AA": a real month and not before the current month (a card is valid to its month's end). */
export function checkExpiry(value: string, now: Date = new Date()): ExpiryCheck {
  const text = value.trim();
  if (text === '') return { ok: false, error: cardMessages.expiryEmpty };
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text);
  if (!match) return { ok: false, error: cardMessages.expiryFormat };
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return { ok: false, error: cardMessages.expiryMonth };
  const nowYear = now.getFullYear();
  const nowMonth = now.getMonth() + 1;
  if (year < nowYear || (year === nowYear && month < nowMonth)) {
    return { ok: false, error: cardMessages.expiryPast };
  }
  return { ok: true, month, year };
}

export type CardFields = { cardNumber: string; expiry: string; cvc: string; name: string };
export type CardErrors = Partial<Record<keyof CardFields, string>>;

/** Every field's Spanish problem, or an empty object when the card can be sent. */
export function validateCard(fields: CardFields, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = onlyDigits(fields.cardNumber);
  if (digits.length === 0) errors.cardNumber = cardMessages.numberEmpty;
  else if (digits.length < 12 || !passesLuhn(digits)) errors.cardNumber = cardMessages.numberInvalid;
  const expiry = checkExpiry(fields.expiry, now);
  if (!expiry.ok) errors.expiry = expiry.error;
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = cardMessages.cvc;
  if (fields.name.trim().length < 2) errors.name = cardMessages.name;
  return errors;
}

/** The sandbox provider's test cards (Stripe's documented numbers) and what each one does. */
export const sandboxTestCards = [
  { number: '4242 4242 4242 4242', outcome: 'El pago se aprueba.' },
  { number: '4000 0000 0000 0002', outcome: 'El banco rechaza la tarjeta.' },
  { number: '4000 0000 0000 9995', outcome: 'Rechazada por fondos insuficientes.' },
  { number: '4000 0027 6000 3184', outcome: 'Pide confirmar el pago en tu banco (3-D Secure).' },
] as const;
