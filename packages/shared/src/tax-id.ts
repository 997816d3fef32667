// The buyer's tax identification on an SRI invoice (decision 092): cédula, RUC, pasaporte or
// consumidor final, checked the way the SRI's registries number them, with Spanish reasons.
// One implementation for the checkout form (live) and the server (the API refuses with 400).
import type { TaxIdType } from './invoices.ts';

/** identificacionComprador of a consumidor final, as the SRI's ficha técnica fixes it. */
export const CONSUMIDOR_FINAL_ID = '9999999999999';
export const CONSUMIDOR_FINAL_NAME = 'CONSUMIDOR FINAL';
/**
 * The largest total (cents, IVA included) a factura may be issued to a consumidor final
 * without naming the buyer: USD 50 (decision 092 records the source).
 */
export const CONSUMIDOR_FINAL_MAX_CENTS = 5_000;

export const TAX_ID_LABELS: Record<TaxIdType, string> = {
  '04': 'RUC',
  '05': 'Cédula',
  '06': 'Pasaporte',
  '07': 'Consumidor final',
};

export type TaxIdCheck = { ok: true; value: string } | { ok: false; error: string };

export const TAX_ID_MESSAGES = {
  cedulaDigits: 'La cédula tiene 10 números, sin guiones ni espacios.',
  cedulaProvince: 'Los dos primeros números de la cédula son la provincia (01 a 24, o 30): revísalos.',
  cedulaThird: 'El tercer número de una cédula va del 0 al 5: revisa que sea una cédula y no un RUC.',
  cedulaCheck: 'Esta cédula no es válida: revisa sus números (el último no coincide).',
  rucDigits: 'El RUC tiene 13 números, sin guiones ni espacios.',
  rucProvince: 'Los dos primeros números del RUC son la provincia (01 a 24, o 30): revísalos.',
  rucThird:
    'Este RUC no es válido: su tercer número no corresponde a una persona, una empresa ni una entidad pública.',
  rucEstablishment: 'Este RUC no es válido: revisa sus últimos números (el establecimiento, como 001).',
  rucCheck: 'Este RUC no es válido: revisa sus números (la cédula que contiene no coincide).',
  passport: 'Escribe el número de pasaporte: de 3 a 20 letras o números, sin espacios.',
  consumidorFinal: `Para compras de más de $50 necesitamos tu cédula, RUC o pasaporte: el SRI no permite facturarlas a consumidor final.`,
} as const;

const PROVINCE_OK = (two: number) => (two >= 1 && two <= 24) || two === 30;
const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

/** The modulo-10 check digit of a cédula's first nine digits (coefficients 2,1,2,1…). */
export function cedulaCheckDigit(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let product = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    if (product > 9) product -= 9;
    sum += product;
  }
  return (10 - (sum % 10)) % 10;
}

export function checkCedula(input: string): TaxIdCheck {
  const value = digitsOnly(input);
  if (!/^\d{10}$/.test(value)) return { ok: false, error: TAX_ID_MESSAGES.cedulaDigits };
  if (!PROVINCE_OK(Number(value.slice(0, 2)))) return { ok: false, error: TAX_ID_MESSAGES.cedulaProvince };
  if (Number(value[2]) >= 6) return { ok: false, error: TAX_ID_MESSAGES.cedulaThird };
  if (cedulaCheckDigit(value.slice(0, 9)) !== Number(value[9]))
    return { ok: false, error: TAX_ID_MESSAGES.cedulaCheck };
  return { ok: true, value };
}

/**
 * A RUC: a natural person's (their cédula + an establishment such as 001, the cédula's check
 * digit verified), a public entity's (third digit 6) or a private company's (third digit 9).
 * Companies' RUCs are checked for structure only: the SRI does not guarantee their modulo-11
 * digit (decision 092).
 */
export function checkRuc(input: string): TaxIdCheck {
  const value = digitsOnly(input);
  if (!/^\d{13}$/.test(value)) return { ok: false, error: TAX_ID_MESSAGES.rucDigits };
  if (!PROVINCE_OK(Number(value.slice(0, 2)))) return { ok: false, error: TAX_ID_MESSAGES.rucProvince };
  const third = Number(value[2]);
  if (third < 6) {
    if (value.slice(10) === '000') return { ok: false, error: TAX_ID_MESSAGES.rucEstablishment };
    if (cedulaCheckDigit(value.slice(0, 9)) !== Number(value[9]))
      return { ok: false, error: TAX_ID_MESSAGES.rucCheck };
    return { ok: true, value };
  }
  if (third === 6) {
    // Public entities: nine digits, then an establishment of four (0001…).
    if (value.slice(9) === '0000') return { ok: false, error: TAX_ID_MESSAGES.rucEstablishment };
    return { ok: true, value };
  }
  if (third === 9) {
    if (value.slice(10) === '000') return { ok: false, error: TAX_ID_MESSAGES.rucEstablishment };
    return { ok: true, value };
  }
  return { ok: false, error: TAX_ID_MESSAGES.rucThird };
}

export function checkPassport(input: string): TaxIdCheck {
  const value = input.trim().toUpperCase();
  if (!/^[A-Z0-9]{3,20}$/.test(value)) return { ok: false, error: TAX_ID_MESSAGES.passport };
  return { ok: true, value };
}

/**
 * The identification as it goes on the invoice, or why it cannot. A consumidor final needs
 * no number (it is always 9999999999999) and is refused above the SRI's limit when the
 * total is known.
 */
export function checkTaxId(type: TaxIdType, input: string, totalCents?: number): TaxIdCheck {
  switch (type) {
    case '04':
      return checkRuc(input);
    case '05':
      return checkCedula(input);
    case '06':
      return checkPassport(input);
    case '07':
      if (totalCents !== undefined && !consumidorFinalAllowed(totalCents))
        return { ok: false, error: TAX_ID_MESSAGES.consumidorFinal };
      return { ok: true, value: CONSUMIDOR_FINAL_ID };
  }
}

export function consumidorFinalAllowed(totalCents: number): boolean {
  return totalCents <= CONSUMIDOR_FINAL_MAX_CENTS;
}
