import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passportCountries } from './identity.ts';
import { type DocumentCheck, documentNumberHint, validateDocumentNumber } from './identity-documents.ts';

const valid = (check: DocumentCheck) => {
  if (!check.ok) throw new Error(check.error);
  return check.normalized;
};
const error = (check: DocumentCheck) => (check.ok ? `aceptado como ${check.normalized}` : check.error);

// The generators compute each check digit on their own (not through the module under test),
// so a wrong algorithm in either place makes the properties fail.
const digit = fc.integer({ min: 0, max: 9 });

function cedulaCheck(nine: number[]): number {
  let total = 0;
  nine.forEach((d, i) => {
    const p = i % 2 === 0 ? d * 2 : d;
    total += p >= 10 ? p - 9 : p;
  });
  return total % 10 === 0 ? 0 : 10 - (total % 10);
}
const cedula = fc
  .tuple(
    fc.constantFrom(...Array.from({ length: 24 }, (_, i) => i + 1), 30),
    fc.integer({ min: 0, max: 5 }),
    fc.array(digit, { minLength: 6, maxLength: 6 }),
  )
  .map(([province, third, rest]) => {
    const nine = [Math.floor(province / 10), province % 10, third, ...rest];
    return [...nine, cedulaCheck(nine)].join('');
  });

function runVerifier(body: number): string {
  let total = 0;
  let weight = 2;
  for (let n = body; n > 0; n = Math.floor(n / 10)) {
    total += (n % 10) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  return '0123456789K0'[11 - (total % 11)]!;
}
const runBody = fc.integer({ min: 1_000_000, max: 99_999_999 });
const withDots = (body: number) => String(body).replace(/\B(?=(\d{3})+$)/g, '.'); // 12.345.678

const CURP_VALUES = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
function curpCheck(seventeen: string): string {
  let total = 0;
  for (let i = 0; i < 17; i++) total += CURP_VALUES.indexOf(seventeen[i]!) * (18 - i);
  return String((10 - (total % 10)) % 10);
}
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const consonant = fc.constantFrom(...'BCDFGHJKLMNPQRSTVWXYZ');
const curpStates =
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE';
const curp = fc
  .record({
    initials: fc.tuple(letter, fc.constantFrom(...'AEIOUX'), letter, letter),
    born: fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    sex: fc.constantFrom('H', 'M', 'X'),
    state: fc.constantFrom(...curpStates.split(' ')),
    consonants: fc.tuple(consonant, consonant, consonant),
    homoclaveSeed: fc.integer({ min: 0, max: 25 }),
  })
  .map(({ initials, born, sex, state, consonants, homoclaveSeed }) => {
    const iso = born.toISOString(); // 1977-10-12T…
    const yymmdd = iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
    // Before 2000 the homoclave is a digit, since 2000 a letter: it tells the century.
    const homoclave =
      born.getUTCFullYear() < 2000
        ? String(homoclaveSeed % 10)
        : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[homoclaveSeed]!;
    const seventeen = `${initials.join('')}${yymmdd}${sex}${state}${consonants.join('')}${homoclave}`;
    return seventeen + curpCheck(seventeen);
  });

describe('cédula ecuatoriana', () => {
  it('accepts every generated valid cédula, and refuses it with any other last digit (fast-check)', () => {
    fc.assert(
      fc.property(cedula, fc.integer({ min: 1, max: 9 }), (number, k) => {
        expect(valid(validateDocumentNumber('cedula_ec', number))).toBe(number);
        const wrong = number.slice(0, 9) + String((Number(number[9]) + k) % 10);
        expect(error(validateDocumentNumber('cedula_ec', wrong))).toBe(
          'El último dígito de la cédula no corresponde: revisa que esté bien escrita.',
        );
      }),
      { numRuns: 500 },
    );
  });

  it('catches any single mistyped digit (fast-check)', () => {
    fc.assert(
      fc.property(
        cedula.chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: 9 }))),
        fc.integer({ min: 1, max: 9 }),
        ([number, at], k) => {
          const typo = number.slice(0, at) + String((Number(number[at]) + k) % 10) + number.slice(at + 1);
          expect(validateDocumentNumber('cedula_ec', typo).ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads the usual ways of writing it', () => {
    expect(valid(validateDocumentNumber('cedula_ec', '1710034065'))).toBe('1710034065');
    expect(valid(validateDocumentNumber('cedula_ec', ' 171003406-5 '))).toBe('1710034065');
    expect(valid(validateDocumentNumber('cedula_ec', '0926687856'))).toBe('0926687856');
    expect(valid(validateDocumentNumber('cedula_ec', '１７１００３４０６５'))).toBe('1710034065');
  });

  it.each([
    ['', 'Escribe el número de tu documento.'],
    ['171003406', 'La cédula tiene 10 dígitos; escribiste 9.'],
    ['17100340650', 'La cédula tiene 10 dígitos; escribiste 11.'],
    ['17100340A5', 'La cédula solo lleva números.'],
    ['1710034065001', 'Eso parece un RUC: escribe solo los 10 primeros dígitos, los de tu cédula.'],
    [
      '2710034065',
      'Los dos primeros dígitos de la cédula son la provincia (01 a 24, o 30); «27» no es una provincia.',
    ],
    [
      '0010034065',
      'Los dos primeros dígitos de la cédula son la provincia (01 a 24, o 30); «00» no es una provincia.',
    ],
    ['1790012345', 'El tercer dígito de la cédula de una persona va de 0 a 5; escribiste «9».'],
    ['1710034064', 'El último dígito de la cédula no corresponde: revisa que esté bien escrita.'],
  ])('refuses %j: %s', (raw, message) => {
    expect(error(validateDocumentNumber('cedula_ec', raw))).toBe(message);
  });
});

describe('RUN chileno', () => {
  it('accepts every generated RUN with or without dots and hyphen, and refuses any other verifier (fast-check)', () => {
    fc.assert(
      fc.property(runBody, fc.constantFrom(...'0123456789K'), (body, other) => {
        const dv = runVerifier(body);
        const normalized = `${body}-${dv}`;
        for (const typed of [
          normalized,
          `${withDots(body)}-${dv}`,
          `${body}${dv}`,
          `${withDots(body)}-${dv.toLowerCase()}`,
        ])
          expect(valid(validateDocumentNumber('run_cl', typed))).toBe(normalized);
        if (other !== dv)
          expect(error(validateDocumentNumber('run_cl', `${withDots(body)}-${other}`))).toBe(
            'El dígito verificador del RUN (después del guion) no corresponde: revisa que esté bien escrito.',
          );
      }),
      { numRuns: 500 },
    );
  });

  it('catches any single mistyped digit of the body (fast-check)', () => {
    fc.assert(
      fc.property(runBody, fc.nat(), fc.integer({ min: 1, max: 9 }), (body, pick, k) => {
        const digits = String(body);
        const at = pick % digits.length;
        const typo = digits.slice(0, at) + String((Number(digits[at]) + k) % 10) + digits.slice(at + 1);
        expect(validateDocumentNumber('run_cl', `${typo}-${runVerifier(body)}`).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('reads known numbers, K and 0 verifiers, and leading zeros', () => {
    expect(valid(validateDocumentNumber('run_cl', '12.345.678-5'))).toBe('12345678-5');
    expect(valid(validateDocumentNumber('run_cl', '11111111-1'))).toBe('11111111-1');
    const k = Array.from({ length: 30 }, (_, i) => 1_000_000 + i).find((b) => runVerifier(b) === 'K')!;
    expect(valid(validateDocumentNumber('run_cl', `${k}-k`))).toBe(`${k}-K`);
    const zero = Array.from({ length: 30 }, (_, i) => 1_000_000 + i).find((b) => runVerifier(b) === '0')!;
    expect(valid(validateDocumentNumber('run_cl', `0${withDots(zero)}-0`))).toBe(`${zero}-0`);
  });

  it.each([
    ['12.345.678', 'Falta el dígito verificador del RUN: el número o la K que va después del guion.'],
    [
      '1234-5678',
      'El guion del RUN va justo antes del último dígito (el verificador), por ejemplo 12.345.678-5.',
    ],
    [
      '12345678-55',
      'El guion del RUN va justo antes del último dígito (el verificador), por ejemplo 12.345.678-5.',
    ],
    [
      '12.345.678-X',
      'El guion del RUN va justo antes del último dígito (el verificador), por ejemplo 12.345.678-5.',
    ],
    [
      '12K45678-5',
      'El RUN solo lleva números y, al final, un número o la letra K (por ejemplo, 12.345.678-5).',
    ],
    ['123.456-0', 'El RUN tiene 7 u 8 dígitos antes del guion; escribiste 6.'],
    ['123456789-2', 'El RUN tiene 7 u 8 dígitos antes del guion; escribiste 9.'],
    [
      '12.345.678-9',
      'El dígito verificador del RUN (después del guion) no corresponde: revisa que esté bien escrito.',
    ],
  ])('refuses %j: %s', (raw, message) => {
    expect(error(validateDocumentNumber('run_cl', raw))).toBe(message);
  });
});

describe('CURP', () => {
  it('accepts every generated valid CURP, and refuses it with any other check digit (fast-check)', () => {
    fc.assert(
      fc.property(curp, fc.integer({ min: 1, max: 9 }), (number, k) => {
        expect(valid(validateDocumentNumber('curp_mx', number.toLowerCase()))).toBe(number);
        const wrong = number.slice(0, 17) + String((Number(number[17]) + k) % 10);
        expect(error(validateDocumentNumber('curp_mx', wrong))).toBe(
          'El último dígito de la CURP no corresponde: revisa que esté bien escrita.',
        );
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with CURPs published as valid elsewhere (python-stdnum and others)', () => {
    for (const number of [
      'BOXW310820HNERXN09',
      'MAAR790213HMNRLF03',
      'HEGG560427MVZRRL04',
      'TUAZ040213MCLRLFA7',
      'SABC560626MDFLRN01',
    ])
      expect(valid(validateDocumentNumber('curp_mx', number))).toBe(number);
    expect(valid(validateDocumentNumber('curp_mx', ' boxw 310820 hnerxn09 '))).toBe('BOXW310820HNERXN09');
  });

  it('knows which 29 February existed: 2000 was a leap year, 1900 was not', () => {
    const leap = `AAAA000229HDFBBBA`;
    expect(valid(validateDocumentNumber('curp_mx', leap + curpCheck(leap)))).toBe(leap + curpCheck(leap));
    const notLeap = `AAAA000229HDFBBB0`;
    expect(error(validateDocumentNumber('curp_mx', notLeap + curpCheck(notLeap)))).toBe(
      'Los caracteres 5 a 10 de la CURP son tu fecha de nacimiento (año, mes y día: AAMMDD); «000229» no es una fecha.',
    );
  });

  it.each([
    ['BOXW310820HNERXN0', 'La CURP tiene 18 caracteres; escribiste 17.'],
    ['BOXW310820HNERXN090', 'La CURP tiene 18 caracteres; escribiste 19.'],
    ['ÑOXW310820HNERXN09', 'La CURP no lleva Ñ: en su lugar va una X.'],
    ['BOXW-310820HNERXN09', 'La CURP solo lleva letras y números.'],
    [
      'B0XW310820HNERXN09',
      'Los primeros 4 caracteres de la CURP son letras: las iniciales de tus apellidos y tu nombre.',
    ],
    [
      'BBXW310820HNERXN09',
      'La segunda letra de la CURP es la primera vocal de tu primer apellido (o una X); «B» no lo es.',
    ],
    [
      'BOXW311320HNERXN09',
      'Los caracteres 5 a 10 de la CURP son tu fecha de nacimiento (año, mes y día: AAMMDD); «311320» no es una fecha.',
    ],
    [
      'BOXW310231HNERXN09',
      'Los caracteres 5 a 10 de la CURP son tu fecha de nacimiento (año, mes y día: AAMMDD); «310231» no es una fecha.',
    ],
    ['BOXW310820ZNERXN09', 'El carácter 11 de la CURP es el sexo (H, M o X); «Z» no lo es.'],
    [
      'BOXW310820HZZRXN09',
      'Los caracteres 12 y 13 de la CURP son el estado donde naciste (o NE si naciste en el extranjero); «ZZ» no es un estado.',
    ],
    [
      'BOXW310820HNEAXN09',
      'Los caracteres 14 a 16 de la CURP son consonantes de tus apellidos y tu nombre; en «AXN» hay algo que no es consonante.',
    ],
    [
      'BOXW310820HNERXN0A',
      'El último carácter de la CURP es un número (el dígito verificador); escribiste «A».',
    ],
    ['BOXW310820HNERXN08', 'El último dígito de la CURP no corresponde: revisa que esté bien escrita.'],
  ])('refuses %j: %s', (raw, message) => {
    expect(error(validateDocumentNumber('curp_mx', raw))).toBe(message);
  });
});

describe('credencial INE', () => {
  it('accepts the OCR (13 digits) or the CIC (9 digits)', () => {
    expect(valid(validateDocumentNumber('ine_mx', '1234567890123'))).toBe('1234567890123');
    expect(valid(validateDocumentNumber('ine_mx', '123 456 789'))).toBe('123456789');
  });

  it.each([
    [
      'IDMEX123456789',
      'El número de la credencial INE solo lleva números: copia el OCR (13 dígitos) o el CIC (9 dígitos) del reverso.',
    ],
    [
      '1234567890',
      'Escribe el OCR (13 dígitos) o el CIC (9 dígitos) del reverso de tu credencial; escribiste 10 dígitos.',
    ],
    [
      '12345678',
      'Escribe el OCR (13 dígitos) o el CIC (9 dígitos) del reverso de tu credencial; escribiste 8 dígitos.',
    ],
  ])('refuses %j: %s', (raw, message) => {
    expect(error(validateDocumentNumber('ine_mx', raw))).toBe(message);
  });
});

describe('DNI peruano', () => {
  it('accepts 8 digits, with or without the verification character, and keeps the 8 digits', () => {
    expect(valid(validateDocumentNumber('dni_pe', '12345678'))).toBe('12345678');
    expect(valid(validateDocumentNumber('dni_pe', '12345678-9'))).toBe('12345678');
    expect(valid(validateDocumentNumber('dni_pe', '12345678-k'))).toBe('12345678');
    expect(valid(validateDocumentNumber('dni_pe', '12345678 – 0'))).toBe('12345678');
  });

  it.each([
    ['1234567', 'El DNI tiene 8 dígitos; escribiste 7.'],
    [
      '123456789',
      'El DNI tiene 8 dígitos; escribiste 9. Si el último es el código de verificación, sepáralo con un guion: 12345678-9.',
    ],
    ['1234567-9', 'El DNI tiene 8 dígitos; escribiste 7.'],
    [
      '12345678-Z',
      'Después del guion va un solo número o letra (el código de verificación), por ejemplo 12345678-9.',
    ],
    [
      '12345678-12',
      'Después del guion va un solo número o letra (el código de verificación), por ejemplo 12345678-9.',
    ],
    ['1234A678', 'El DNI solo lleva números.'],
    ['12.345.678', 'El DNI solo lleva números.'],
  ])('refuses %j: %s', (raw, message) => {
    expect(error(validateDocumentNumber('dni_pe', raw))).toBe(message);
  });
});

describe('cédula de ciudadanía colombiana', () => {
  it('accepts 6 to 10 digits, with or without dots', () => {
    expect(valid(validateDocumentNumber('cc_co', '1.020.304.050'))).toBe('1020304050');
    expect(valid(validateDocumentNumber('cc_co', '123456'))).toBe('123456');
  });

  it.each([
    ['12345', 'La cédula de ciudadanía tiene de 6 a 10 dígitos; escribiste 5.'],
    ['12.345.678.901', 'La cédula de ciudadanía tiene de 6 a 10 dígitos; escribiste 11.'],
    ['1.020.304-050', 'La cédula de ciudadanía solo lleva números (con o sin puntos).'],
  ])('refuses %j: %s', (raw, message) => {
    expect(error(validateDocumentNumber('cc_co', raw))).toBe(message);
  });
});

describe('DNI argentino', () => {
  it('accepts 7 or 8 digits, with or without dots', () => {
    expect(valid(validateDocumentNumber('dni_ar', '30.123.456'))).toBe('30123456');
    expect(valid(validateDocumentNumber('dni_ar', '5123456'))).toBe('5123456');
  });

  it.each([
    ['512.345', 'El DNI tiene 7 u 8 dígitos; escribiste 6.'],
    ['301.234.567', 'El DNI tiene 7 u 8 dígitos; escribiste 9.'],
    ['30,123,456', 'El DNI solo lleva números (con o sin puntos).'],
  ])('refuses %j: %s', (raw, message) => {
    expect(error(validateDocumentNumber('dni_ar', raw))).toBe(message);
  });
});

describe('pasaporte', () => {
  it('accepts 6 to 9 letters and digits from a country on the list, in upper case', () => {
    expect(valid(validateDocumentNumber('pasaporte', 'pab123456', 'es'))).toBe('PAB123456');
    expect(valid(validateDocumentNumber('pasaporte', 'A12 345', 'EC'))).toBe('A12345');
    expect(valid(validateDocumentNumber('pasaporte', '123456789', ' us '))).toBe('123456789');
    for (const country of passportCountries)
      expect(validateDocumentNumber('pasaporte', 'G1234567', country).ok).toBe(true);
  });

  it.each([
    ['A123456', undefined, 'Elige el país que emitió tu pasaporte.'],
    ['A123456', ' ', 'Elige el país que emitió tu pasaporte.'],
    [
      'A123456',
      'FR',
      'Por ahora aceptamos pasaportes de Latinoamérica, España y Estados Unidos: elige el país de la lista.',
    ],
    ['A1234', 'EC', 'El número de pasaporte tiene de 6 a 9 caracteres (letras y números); escribiste 5.'],
    [
      'AB1234567X',
      'EC',
      'El número de pasaporte tiene de 6 a 9 caracteres (letras y números); escribiste 10.',
    ],
    ['AB-123456', 'EC', 'El número de pasaporte solo lleva letras y números.'],
    ['ÑB123456', 'EC', 'El número de pasaporte solo lleva letras y números.'],
  ])('refuses %j from %j: %s', (raw, country, message) => {
    expect(error(validateDocumentNumber('pasaporte', raw, country))).toBe(message);
  });
});

describe('documentNumberHint', () => {
  it('shows only the last 4 characters', () => {
    expect(documentNumberHint('1710034065')).toBe('••••4065');
    expect(documentNumberHint('12345678-5')).toBe('••••78-5');
    expect(documentNumberHint('BOXW310820HNERXN09')).toBe('••••XN09');
  });

  it('never gives a whole number away, whatever it is (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789ABK-'), maxLength: 20 }), (n) => {
        const hint = documentNumberHint(n);
        expect(hint.startsWith('••••')).toBe(true);
        expect(hint.length).toBeLessThanOrEqual(8);
        if (n.length > 0) expect(hint.slice(4).length).toBeLessThan(n.length);
      }),
    );
  });
});
