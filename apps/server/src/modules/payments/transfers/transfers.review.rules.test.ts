// Review of the statement's amounts and references (decision 094): any amount a bank writes,
// with a decimal comma or point, thousands separators, a sign, comes back as the same cents;
// one too large to be money is refused instead of becoming a float the API cannot answer with.
import { DEFAULT_STATEMENT_LAYOUT, referencesIn } from '@traspasa/shared/transfers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newReferenceCode, parseStatement, parseStatementAmount, StatementError } from './transfers.rules.ts';

const grouped = (whole: number, sep: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

describe('statement amounts', () => {
  it('any amount in cents comes back, with a decimal comma or point, grouped or not, signed (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000_000 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (cents, decimalComma, group, negative) => {
          const whole = Math.floor(cents / 100);
          const frac = String(cents % 100).padStart(2, '0');
          const text = decimalComma
            ? `${group ? grouped(whole, '.') : whole},${frac}`
            : `${group ? grouped(whole, ',') : whole}.${frac}`;
          const parsed = parseStatementAmount(`${negative ? '-' : ''}${text}`, decimalComma);
          // -0,00 may come back as -0: a line of no money, skipped like any other.
          expect(parsed === null ? null : parsed + 0).toBe(negative && cents !== 0 ? -cents : cents);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses amounts too large to be money in both layouts, never a number past 2^53', () => {
    for (const decimalComma of [true, false]) {
      for (const raw of ['99999999999999999999', '100000000000.01', `${'9'.repeat(400)}`]) {
        expect(parseStatementAmount(raw, decimalComma)).toBeNull();
      }
    }
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,30}([.,]\d{1,2})?$/), fc.boolean(), (raw, comma) => {
        const parsed = parseStatementAmount(raw, comma);
        if (parsed !== null) expect(Number.isSafeInteger(parsed)).toBe(true);
      }),
    );
  });

  it('a too large amount in a file is a Spanish error naming its row', () => {
    const layout = { ...DEFAULT_STATEMENT_LAYOUT, separator: ',' as const, decimalComma: false };
    expect(() =>
      parseStatement('Fecha,Desc,Monto,Ref\n01/12/2026,X,99999999999999999999.00,', layout),
    ).toThrow(StatementError);
    expect(() =>
      parseStatement('Fecha,Desc,Monto,Ref\n01/12/2026,X,99999999999999999999.00,', layout),
    ).toThrow(/Fila 2/);
  });
});

describe('reference codes in a bank description', () => {
  it('are found whatever the case and spacing, and not inside a longer code (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(' ', '-', '', '  ', ' - '),
        fc.boolean(),
        (seed, sep, lower) => {
          let n = Math.abs(seed);
          const code = newReferenceCode((max) => {
            n = (n * 1103515245 + 12345) % 2_147_483_648;
            return n % max;
          });
          const [, a, b] = code.split('-');
          const written = `PAGO TP${sep}${a}${sep}${b} GRACIAS`;
          expect(referencesIn(lower ? written.toLowerCase() : written)).toEqual([code]);
          expect(referencesIn(`TP-${a}-${b}Z`)).toEqual([]);
        },
      ),
    );
  });
});
