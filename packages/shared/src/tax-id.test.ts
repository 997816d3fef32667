import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingIdentityInput, splitIva } from './invoices.ts';
import {
  CONSUMIDOR_FINAL_ID,
  CONSUMIDOR_FINAL_MAX_CENTS,
  checkCedula,
  checkPassport,
  checkRuc,
  checkTaxId,
  TAX_ID_MESSAGES,
} from './tax-id.ts';

// An independent modulo-10 over the nine digits, written the other way round (doubling,
// summing the digits of each product) so a mistake in the module's loop is not repeated here.
function referenceCheckDigit(nine: string): number {
  const total = [...nine].reduce((acc, ch, i) => {
    const doubled = i % 2 === 0 ? Number(ch) * 2 : Number(ch);
    return acc + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  const next = Math.ceil(total / 10) * 10;
  return next - total;
}

const province = fc
  .oneof(fc.integer({ min: 1, max: 24 }), fc.constant(30))
  .map((n) => String(n).padStart(2, '0'));
const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
const validCedula = fc.tuple(province, fc.integer({ min: 0, max: 5 }), digits(6)).map(([p, third, rest]) => {
  const nine = `${p}${third}${rest}`;
  return `${nine}${referenceCheckDigit(nine)}`;
});

describe('cédula', () => {
  it('accepts real-shaped cédulas and known examples', () => {
    expect(checkCedula('1710034065')).toEqual({ ok: true, value: '1710034065' });
    expect(checkCedula('0926687856').ok).toBe(true);
    expect(checkCedula('171003406-5')).toEqual({ ok: true, value: '1710034065' });
  });

  it('every generated valid cédula passes', () => {
    fc.assert(fc.property(validCedula, (c) => checkCedula(c).ok));
  });

  it('any change of one digit makes it fail', () => {
    fc.assert(
      fc.property(
        validCedula,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (c, pos, delta) => {
          const changed = c.slice(0, pos) + ((Number(c[pos]) + delta) % 10) + c.slice(pos + 1);
          expect(checkCedula(changed).ok).toBe(false);
        },
      ),
    );
  });

  it('says in Spanish what is wrong', () => {
    expect(checkCedula('12345')).toEqual({ ok: false, error: TAX_ID_MESSAGES.cedulaDigits });
    expect(checkCedula('2510034065')).toEqual({ ok: false, error: TAX_ID_MESSAGES.cedulaProvince });
    expect(checkCedula('1790034065')).toEqual({ ok: false, error: TAX_ID_MESSAGES.cedulaThird });
    expect(checkCedula('1710034066')).toEqual({ ok: false, error: TAX_ID_MESSAGES.cedulaCheck });
  });
});

describe('RUC', () => {
  it('a natural person: a valid cédula and an establishment', () => {
    fc.assert(fc.property(validCedula, (c) => checkRuc(`${c}001`).ok));
    expect(checkRuc('1710034065000')).toEqual({ ok: false, error: TAX_ID_MESSAGES.rucEstablishment });
    expect(checkRuc('1710034066001')).toEqual({ ok: false, error: TAX_ID_MESSAGES.rucCheck });
  });

  it('companies (third digit 9) and public entities (6) are checked for structure only', () => {
    expect(checkRuc('1790016919001').ok).toBe(true);
    expect(checkRuc('1760001550001').ok).toBe(true);
    fc.assert(fc.property(province, digits(7), (p, rest) => checkRuc(`${p}9${rest}001`).ok));
    expect(checkRuc('1790016919000').ok).toBe(false);
    expect(checkRuc('1760001550000').ok).toBe(false);
  });

  it('third digits 7 and 8, wrong lengths and provinces are refused', () => {
    expect(checkRuc('1770016919001')).toEqual({ ok: false, error: TAX_ID_MESSAGES.rucThird });
    expect(checkRuc('1780016919001')).toEqual({ ok: false, error: TAX_ID_MESSAGES.rucThird });
    expect(checkRuc('179001691900')).toEqual({ ok: false, error: TAX_ID_MESSAGES.rucDigits });
    expect(checkRuc('9990016919001')).toEqual({ ok: false, error: TAX_ID_MESSAGES.rucProvince });
  });
});

describe('pasaporte and consumidor final', () => {
  it('a passport is letters and digits, upper-cased', () => {
    expect(checkPassport(' ab12345 ')).toEqual({ ok: true, value: 'AB12345' });
    expect(checkPassport('A1').ok).toBe(false);
    expect(checkPassport('AB 123').ok).toBe(false);
    expect(checkPassport('<script>').ok).toBe(false);
  });

  it('consumidor final only up to the SRI limit', () => {
    expect(checkTaxId('07', '', CONSUMIDOR_FINAL_MAX_CENTS)).toEqual({
      ok: true,
      value: CONSUMIDOR_FINAL_ID,
    });
    expect(checkTaxId('07', '', CONSUMIDOR_FINAL_MAX_CENTS + 1)).toEqual({
      ok: false,
      error: TAX_ID_MESSAGES.consumidorFinal,
    });
  });
});

describe('billingIdentityInput', () => {
  it('normalises a valid identity and fixes a consumidor final', () => {
    expect(
      billingIdentityInput.parse({
        idType: '05',
        idNumber: '171003406-5',
        legalName: ' Ana Pérez ',
        email: '',
      }),
    ).toEqual({ idType: '05', idNumber: '1710034065', legalName: 'Ana Pérez', address: null, email: null });
    expect(billingIdentityInput.parse({ idType: '07' })).toMatchObject({
      idNumber: CONSUMIDOR_FINAL_ID,
      legalName: 'CONSUMIDOR FINAL',
    });
  });

  it('refuses a wrong number and a missing name with field messages', () => {
    const r = billingIdentityInput.safeParse({ idType: '04', idNumber: '1710034066001', legalName: '' });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath.idNumber).toBe(TAX_ID_MESSAGES.rucCheck);
    expect(byPath.legalName).toMatch(/razón social/);
  });
});

describe('splitIva', () => {
  it('base + IVA is the total and the IVA is within a cent of 15 % of the base', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (total) => {
        const { baseCents, ivaCents } = splitIva(total);
        expect(baseCents + ivaCents).toBe(total);
        expect(Math.abs(ivaCents - baseCents * 0.15)).toBeLessThanOrEqual(0.6);
      }),
    );
    expect(splitIva(2900)).toEqual({ baseCents: 2522, ivaCents: 378 });
  });
});
