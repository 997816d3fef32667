// Statement lines as banks really write them (decision 094): references with other separators
// or glued to the next word, and money going out written in parentheses or with a trailing minus.
import { DEFAULT_STATEMENT_LAYOUT, referencesIn } from '@traspasa/shared/transfers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type MatchableOrder,
  matchStatement,
  newReferenceCode,
  parseStatement,
  parseStatementAmount,
} from './transfers.rules.ts';

const pending = (reference: string, amountCents = 6900, orderId = 1): MatchableOrder => ({
  orderId,
  reference,
  amountCents,
  status: 'por_conciliar',
  userName: 'Lucía Paredes',
});
const line = (description: string, amountCents = 6900) => ({
  row: 2,
  date: '01/12/2026',
  description,
  reference: null,
  amountCents,
});

describe('references with other separators', () => {
  it('en-dash, em-dash, dot, underscore or none between the parts (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom('–', '—', '.', '_', '', ' – ', '. '), fc.boolean(), (sep, lower) => {
        const code = newReferenceCode();
        const [, a, b] = code.split('-');
        const written = `TRANSF TP${sep}${a}${sep}${b} GRACIAS`;
        expect(referencesIn(lower ? written.toLowerCase() : written)).toEqual([code]);
      }),
    );
  });
});

describe('a reference glued to the following text', () => {
  it('matches the one pending order it can be read as', () => {
    const [m] = matchStatement([line('TRANSFERENCIA TP7K3M9QPAGO PLAN')], [pending('TP-7K3M-9Q')]);
    expect(m).toMatchObject({ kind: 'match', candidates: [{ reference: 'TP-7K3M-9Q' }] });
    const [dotted] = matchStatement([line('DEP.TP.7K3M.9QCLIENTE')], [pending('TP-7K3M-9Q')]);
    expect(dotted!.kind).toBe('match');
  });

  it('any code glued to any word is read when it is a pending order (fast-check)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{1,10}$/), fc.constantFrom('', '-', '_'), (word, sep) => {
        const code = newReferenceCode();
        const [, a, b] = code.split('-');
        const [m] = matchStatement([line(`PAGO TP${sep}${a}${sep}${b}${word}`)], [pending(code)]);
        expect(m!.kind).toBe('match');
      }),
    );
  });

  it('is ambiguous when the glued text reads as two pending orders, and unmatched when it reads as none', () => {
    // «TPTP7K3M9Q»: TP-TP7K-3M and TP-7K3M-9Q are both readings.
    const [two] = matchStatement(
      [line('PAGO TPTP7K3M9QX')],
      [pending('TP-7K3M-9Q', 6900, 1), pending('TP-TP7K-3M', 6900, 2)],
    );
    expect(two!.kind).toBe('ambiguous');
    const [none] = matchStatement([line('PAGO TP7K3M9QPAGO')], [pending('TP-2222-22')]);
    expect(none!.kind).toBe('unmatched');
  });

  it('a properly separated code still wins over a glued reading of the same text', () => {
    const [m] = matchStatement(
      [line('TP-7K3M-9Q TPAGOSEC')],
      [pending('TP-7K3M-9Q', 6900, 1), pending('TP-AGOS-EC', 6900, 2)],
    );
    expect(m).toMatchObject({ kind: 'match', candidates: [{ orderId: 1 }] });
  });
});

describe('money going out, written the accountant way', () => {
  it('(12,50) and 12,50- are negative amounts, in both layouts (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (cents, comma, parens) => {
          const text = `${Math.floor(cents / 100)}${comma ? ',' : '.'}${String(cents % 100).padStart(2, '0')}`;
          const written = parens ? `(${text})` : `${text}-`;
          expect(parseStatementAmount(written, comma)).toBe(-cents);
          expect(parseStatementAmount(`$ ${written}`, comma)).toBe(-cents);
        },
      ),
    );
  });

  it('are skipped in a file, not a file error', () => {
    const layout = { ...DEFAULT_STATEMENT_LAYOUT, separator: ';' as const, decimalComma: true };
    const lines = parseStatement(
      'Fecha;Desc;Monto;Ref\n01/12/2026;COMISION;(12,50);\n01/12/2026;RETIRO;12,50-;\n02/12/2026;PAGO TP-7K3M-9Q;69,00;',
      layout,
    );
    expect(lines).toEqual([expect.objectContaining({ row: 4, amountCents: 6900 })]);
  });

  it('a half-written sign is still an error', () => {
    for (const raw of ['(12,50', '12,50)', '-12,50-', '((12,50))']) {
      expect(parseStatementAmount(raw, true)).toBeNull();
    }
  });
});
