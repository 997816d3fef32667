// Amounts as people in Ecuador type and read them (decision 081): "." groups thousands and ","
// starts the cents — 54.500,50 — and plain digits work too. One parser and one formatter
// for every amount in the product, written by hand so that every browser shows and reads
// the same text (Intl's es-EC output differs between ICU versions), and so that
// parse(format(x)) = x for every amount in cents.

/** The largest amount the API takes (listing figures are numeric(14,2)). */
export const MONEY_MAX = 1e11;

export type MoneyParse = { ok: true; value: number | null } | { ok: false; error: string };

export const MONEY_MESSAGES = {
  notANumber: 'Escribe el monto solo con números, por ejemplo 85.000 o 85.000,50.',
  usDecimal: 'Para los centavos usa coma, por ejemplo 54.500,50.',
  usGrouping: 'Separa los miles con punto y los centavos con coma, por ejemplo 1.254.500,50.',
  tooManyDecimals: 'Solo caben dos decimales (los centavos).',
  negative: 'El monto no puede ser negativo.',
  tooLarge: 'El monto es demasiado grande. Revisa que no sobren ceros.',
} as const;

const PLAIN = /^(\d+)(?:,(\d{1,2}))?$/;
const GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;

/**
 * A typed amount → dollars (at most two decimals), null when empty, or the Spanish reason
 * it cannot be read. Never guesses: "54500.50" or "1,254,500" are refused with the way to
 * write them, rather than read as a value a hundred or a thousand times off.
 */
export function parseMoneyInput(input: string, opts: { allowNegative?: boolean } = {}): MoneyParse {
  let raw = input.replace(/[\s\u00a0\u202f$]/g, '').replace(/^(USD|US)/i, '');
  if (raw === '') return { ok: true, value: null };
  const negative = raw.startsWith('-') || raw.startsWith('\u2212');
  if (negative) raw = raw.slice(1);
  const match = PLAIN.exec(raw) ?? GROUPED.exec(raw);
  if (!match) return { ok: false, error: whyUnreadable(raw) };
  if (negative && !opts.allowNegative) return { ok: false, error: MONEY_MESSAGES.negative };
  const whole = Number(match[1]!.replaceAll('.', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  if (whole > MONEY_MAX || (whole === MONEY_MAX && cents > 0))
    return { ok: false, error: MONEY_MESSAGES.tooLarge };
  const value = (whole * 100 + cents) / 100;
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

function whyUnreadable(raw: string): string {
  if (/^\d+\.\d{1,2}$/.test(raw) || /^\d{1,3}(?:\.\d{3})*\.\d{1,2}$/.test(raw))
    return MONEY_MESSAGES.usDecimal;
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/.test(raw)) return MONEY_MESSAGES.usGrouping;
  if (/^[\d.]*,\d{3,}$/.test(raw)) return MONEY_MESSAGES.tooManyDecimals;
  return MONEY_MESSAGES.notANumber;
}

/**
 * Dollars → the text a money field shows: "54.500,50", "85.000", "-1.200" (no "$": the
 * field draws it). Cents appear only when there are some. Empty for null.
 */
export function formatMoneyInput(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '';
  const totalCents = Math.round(Math.abs(n) * 100);
  const whole = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = n < 0 && totalCents !== 0 ? '-' : '';
  return `${sign}${grouped}${cents ? `,${String(cents).padStart(2, '0')}` : ''}`;
}

/** Dollars as a sentence shows them: "$54.500,50", "$85.000". */
export function formatMoney(value: number | string | null | undefined): string {
  const text = formatMoneyInput(value);
  if (text === '') return '';
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** An amount the API may store: finite and in whole cents (no float dust beyond two decimals). */
export function isWholeCents(n: number): boolean {
  return Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}
