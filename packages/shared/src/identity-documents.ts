// Document numbers checked by the real rules of each type (decision 100), the same code in the
// browser (as the person types) and on the server (before anything is stored). Where a
// country publishes a check digit (Ecuador's cédula, Chile's RUN, Mexico's CURP) it is
// computed; elsewhere only the shape is checked. Every refusal names the problem in Spanish.
import { type IdentityDocumentType, passportCountries } from './identity.ts';

export type DocumentCheck = { ok: true; normalized: string } | { ok: false; error: string };

const ok = (normalized: string): DocumentCheck => ({ ok: true, normalized });
const fail = (error: string): DocumentCheck => ({ ok: false, error });

/**
 * Validates a typed document number by the real rules of its type; `country` is the
 * passport's ISO code. Spanish error naming the problem.
 */
export function validateDocumentNumber(
  type: IdentityDocumentType,
  raw: string,
  country?: string,
): DocumentCheck {
  const text = tidy(raw);
  if (text === '') return fail('Escribe el número de tu documento.');
  switch (type) {
    case 'cedula_ec':
      return cedulaEc(text);
    case 'run_cl':
      return runCl(text);
    case 'curp_mx':
      return curpMx(text);
    case 'ine_mx':
      return ineMx(text);
    case 'dni_pe':
      return dniPe(text);
    case 'cc_co':
      return digitsOnly(text.replaceAll('.', ''), {
        min: 6,
        max: 10,
        notDigits: 'La cédula de ciudadanía solo lleva números (con o sin puntos).',
        length: (n) => `La cédula de ciudadanía tiene de 6 a 10 dígitos; escribiste ${n}.`,
      });
    case 'dni_ar':
      return digitsOnly(text.replaceAll('.', ''), {
        min: 7,
        max: 8,
        notDigits: 'El DNI solo lleva números (con o sin puntos).',
        length: (n) => `El DNI tiene 7 u 8 dígitos; escribiste ${n}.`,
      });
    case 'pasaporte':
      return passport(text, country);
  }
}

/** "••••1234": what a person or a log may see of a number. */
export function documentNumberHint(normalized: string): string {
  const shown = normalized.trim();
  // A number this short would be given away whole; show nothing of it.
  return shown.length <= 4 ? '••••' : `••••${shown.slice(-4)}`;
}

/**
 * Spaces go (phone keyboards add them, and copy-paste brings non-breaking ones), the dashes
 * a phone may substitute become "-", full-width digits become plain, and letters are upper
 * case. Only ASCII letters and ñ are raised, so nothing turns into letters it was not.
 */
function tidy(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[a-zñ]/g, (c) => c.toUpperCase());
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

// Ecuador: 2 digits of province (01–24, 30 abroad), a third digit below 6 for a person,
// six more, and a módulo 10 check digit (coefficients 2,1,2,…; a product over 9 loses 9).
function cedulaEc(text: string): DocumentCheck {
  const digits = text.replaceAll('-', '');
  if (!/^\d+$/.test(digits)) return fail('La cédula solo lleva números.');
  if (digits.length === 13 && digits.endsWith('001'))
    return fail('Eso parece un RUC: escribe solo los 10 primeros dígitos, los de tu cédula.');
  if (digits.length !== 10) return fail(`La cédula tiene 10 dígitos; escribiste ${digits.length}.`);
  const province = Number(digits.slice(0, 2));
  if (!((province >= 1 && province <= 24) || province === 30))
    return fail(
      `Los dos primeros dígitos de la cédula son la provincia (01 a 24, o 30); «${digits.slice(0, 2)}» no es una provincia.`,
    );
  if (Number(digits[2]) >= 6)
    return fail(`El tercer dígito de la cédula de una persona va de 0 a 5; escribiste «${digits[2]}».`);
  const products = [...digits.slice(0, 9)].map((d, i) => {
    const p = Number(d) * (i % 2 === 0 ? 2 : 1);
    return p > 9 ? p - 9 : p;
  });
  const check = (10 - (sum(products) % 10)) % 10;
  if (check !== Number(digits[9]))
    return fail('El último dígito de la cédula no corresponde: revisa que esté bien escrita.');
  return ok(digits);
}

// Chile: a body of 7–8 digits and a módulo 11 verifier (weights 2..7 from the right;
// 11 → 0, 10 → K), written 12.345.678-5 or without dots and hyphen.
function runCl(text: string): DocumentCheck {
  if (/^\d{1,2}\.\d{3}\.\d{3}$/.test(text))
    return fail('Falta el dígito verificador del RUN: el número o la K que va después del guion.');
  const hyphens = text.split('-').length - 1;
  if (hyphens > 1 || (hyphens === 1 && !/-[\dK]$/.test(text)))
    return fail(
      'El guion del RUN va justo antes del último dígito (el verificador), por ejemplo 12.345.678-5.',
    );
  const compact = text.replace(/[.-]/g, '');
  if (!/^\d+[\dK]$/.test(compact))
    return fail('El RUN solo lleva números y, al final, un número o la letra K (por ejemplo, 12.345.678-5).');
  const body = compact.slice(0, -1).replace(/^0+/, '');
  const verifier = compact.slice(-1);
  if (body.length < 7 || body.length > 8)
    return fail(`El RUN tiene 7 u 8 dígitos antes del guion; escribiste ${body.length}.`);
  const weighted = [...body].reverse().map((d, i) => Number(d) * (2 + (i % 6)));
  const rest = 11 - (sum(weighted) % 11);
  const expected = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  if (verifier !== expected)
    return fail(
      'El dígito verificador del RUN (después del guion) no corresponde: revisa que esté bien escrito.',
    );
  return ok(`${body}-${verifier}`);
}

/** RENAPO's codes for the state of birth; NE is "nacido en el extranjero". */
const CURP_STATES = new Set(
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(
    ' ',
  ),
);
/** The CURP check digit's dictionary: each character is worth its index. */
const CURP_DICTIONARY = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

// Mexico's CURP: initials, birth date, sex, state, internal consonants, a homoclave whose
// kind gives the century (a digit before 2000, a letter since), and a check digit.
function curpMx(text: string): DocumentCheck {
  if (text.includes('Ñ')) return fail('La CURP no lleva Ñ: en su lugar va una X.');
  if (!/^[A-Z0-9]+$/.test(text)) return fail('La CURP solo lleva letras y números.');
  if (text.length !== 18) return fail(`La CURP tiene 18 caracteres; escribiste ${text.length}.`);
  if (!/^[A-Z]{4}$/.test(text.slice(0, 4)))
    return fail(
      'Los primeros 4 caracteres de la CURP son letras: las iniciales de tus apellidos y tu nombre.',
    );
  if (!/[AEIOUX]/.test(text[1]!))
    return fail(
      `La segunda letra de la CURP es la primera vocal de tu primer apellido (o una X); «${text[1]}» no lo es.`,
    );
  const date = text.slice(4, 10);
  if (!isRealDate(date, /\d/.test(text[16]!) ? 1900 : 2000))
    return fail(
      `Los caracteres 5 a 10 de la CURP son tu fecha de nacimiento (año, mes y día: AAMMDD); «${date}» no es una fecha.`,
    );
  if (!/[HMX]/.test(text[10]!))
    return fail(`El carácter 11 de la CURP es el sexo (H, M o X); «${text[10]}» no lo es.`);
  const state = text.slice(11, 13);
  if (!CURP_STATES.has(state))
    return fail(
      `Los caracteres 12 y 13 de la CURP son el estado donde naciste (o NE si naciste en el extranjero); «${state}» no es un estado.`,
    );
  const consonants = text.slice(13, 16);
  if (!/^[B-DF-HJ-NP-TV-Z]{3}$/.test(consonants))
    return fail(
      `Los caracteres 14 a 16 de la CURP son consonantes de tus apellidos y tu nombre; en «${consonants}» hay algo que no es consonante.`,
    );
  if (!/\d/.test(text[17]!))
    return fail(
      `El último carácter de la CURP es un número (el dígito verificador); escribiste «${text[17]}».`,
    );
  const weighted = [...text.slice(0, 17)].map((c, i) => CURP_DICTIONARY.indexOf(c) * (18 - i));
  if ((10 - (sum(weighted) % 10)) % 10 !== Number(text[17]))
    return fail('El último dígito de la CURP no corresponde: revisa que esté bien escrita.');
  return ok(text);
}

function isRealDate(yymmdd: string, century: number): boolean {
  if (!/^\d{6}$/.test(yymmdd)) return false;
  const year = century + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Mexico's INE credential: the OCR (13 digits) or the CIC (9 digits) printed on the back.
// Neither has a published check digit.
function ineMx(text: string): DocumentCheck {
  if (!/^\d+$/.test(text))
    return fail(
      'El número de la credencial INE solo lleva números: copia el OCR (13 dígitos) o el CIC (9 dígitos) del reverso.',
    );
  if (text.length !== 13 && text.length !== 9)
    return fail(
      `Escribe el OCR (13 dígitos) o el CIC (9 dígitos) del reverso de tu credencial; escribiste ${text.length} dígitos.`,
    );
  return ok(text);
}

// Peru: 8 digits. The verification character RENIEC prints after a hyphen (0–9, or A–K on
// older cards) may be typed; its algorithm is not published, so it is accepted and dropped.
function dniPe(text: string): DocumentCheck {
  const match = /^(\d+)(?:-(.*))?$/.exec(text);
  if (!match) return fail('El DNI solo lleva números.');
  const [, digits = '', verifier] = match;
  if (verifier !== undefined && !/^[0-9A-K]$/.test(verifier))
    return fail(
      'Después del guion va un solo número o letra (el código de verificación), por ejemplo 12345678-9.',
    );
  if (digits.length === 9 && verifier === undefined)
    return fail(
      'El DNI tiene 8 dígitos; escribiste 9. Si el último es el código de verificación, sepáralo con un guion: 12345678-9.',
    );
  if (digits.length !== 8) return fail(`El DNI tiene 8 dígitos; escribiste ${digits.length}.`);
  return ok(digits);
}

function digitsOnly(
  digits: string,
  rule: { min: number; max: number; notDigits: string; length: (n: number) => string },
): DocumentCheck {
  if (!/^\d+$/.test(digits)) return fail(rule.notDigits);
  if (digits.length < rule.min || digits.length > rule.max) return fail(rule.length(digits.length));
  return ok(digits);
}

const PASSPORT_COUNTRIES: ReadonlySet<string> = new Set(passportCountries);

function passport(text: string, country: string | undefined): DocumentCheck {
  const issuer = country?.trim().toUpperCase() ?? '';
  if (issuer === '') return fail('Elige el país que emitió tu pasaporte.');
  if (!PASSPORT_COUNTRIES.has(issuer))
    return fail(
      'Por ahora aceptamos pasaportes de Latinoamérica, España y Estados Unidos: elige el país de la lista.',
    );
  if (!/^[A-Z0-9]+$/.test(text)) return fail('El número de pasaporte solo lleva letras y números.');
  if (text.length < 6 || text.length > 9)
    return fail(
      `El número de pasaporte tiene de 6 a 9 caracteres (letras y números); escribiste ${text.length}.`,
    );
  return ok(text);
}
