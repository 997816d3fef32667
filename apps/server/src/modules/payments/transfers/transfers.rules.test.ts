import { formatMoneyInput } from '@traspasa/shared/money';
import { DEFAULT_STATEMENT_LAYOUT, referenceCodePattern, referencesIn } from '@traspasa/shared/transfers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchStatement, newReferenceCode, parseStatement, parseStatementAmount } from './transfers.rules.ts';

describe('reference codes', () => {
  it('are TP-XXXX-XX without look-alike characters, and are found again in any bank description', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom(' ', '-', '', '  '), (noise, sep) => {
        const code = newReferenceCode();
        expect(code).toMatch(referenceCodePattern);
        expect(code).not.toMatch(/[01OIL]/);
        const written = `${noise.replace(/[A-Z0-9]/gi, '')} ${code.replaceAll('-', sep).toLowerCase()} PAGO`;
        expect(referencesIn(written)).toContain(code);
      }),
    );
  });
});

describe('statement amounts', () => {
  it('reads back every amount in cents, with a decimal comma or a decimal point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), (cents) => {
        expect(parseStatementAmount(formatMoneyInput(cents / 100), true)).toBe(cents);
        expect(parseStatementAmount((cents / 100).toFixed(2), false)).toBe(cents);
      }),
    );
  });

  it('refuses what is not an amount', () => {
    expect(parseStatementAmount('doce', true)).toBeNull();
    expect(parseStatementAmount('12,5,0', false)).toBeNull();
  });
});

describe('parseStatement and matchStatement', () => {
  it('names the row of a bad amount and matches a clean line', () => {
    expect(() => parseStatement('Fecha;Desc;Monto;Ref\n01/12;x;abc;', DEFAULT_STATEMENT_LAYOUT)).toThrow(
      /Fila 2/,
    );
    const lines = parseStatement(
      'Fecha;Desc;Monto;Ref\n01/12;PAGO TP-7K3M-9Q;12,50;',
      DEFAULT_STATEMENT_LAYOUT,
    );
    const [m] = matchStatement(lines, [
      { orderId: 1, reference: 'TP-7K3M-9Q', amountCents: 1250, status: 'esperando_pago', userName: 'Ana' },
    ]);
    expect(m!.kind).toBe('match');
  });
});
