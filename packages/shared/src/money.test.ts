import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyInput, MONEY_MAX, MONEY_MESSAGES, parseMoneyInput } from './money.ts';

const cents = fc.integer({ min: -MONEY_MAX * 100, max: MONEY_MAX * 100 });
const value = (text: string, allowNegative = true) => {
  const r = parseMoneyInput(text, { allowNegative });
  if (!r.ok) throw new Error(`${text}: ${r.error}`);
  return r.value;
};

describe('parse(format(x)) = x', () => {
  it('holds for every amount in cents, negative ones included', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const dollars = c / 100;
        expect(value(formatMoneyInput(dollars))).toBe(dollars === 0 ? 0 : dollars);
        expect(value(formatMoney(dollars))).toBe(dollars === 0 ? 0 : dollars);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads an amount the database sends back ("54500.50") as the same amount, never 100× it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MONEY_MAX * 100 }), (c) => {
        const stored = (c / 100).toFixed(2); // numeric(14,2) as node-postgres returns it
        expect(value(formatMoneyInput(stored))).toBe(c / 100);
      }),
    );
  });

  it('shows exactly what will be saved: formatting the parsed text is stable', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('1', '2', '0', '9', '.', ',', '-', ' ', '$') }),
        (text) => {
          const r = parseMoneyInput(text, { allowNegative: true });
          if (!r.ok || r.value === null) return;
          const shown = formatMoneyInput(r.value);
          expect(value(shown)).toBe(r.value);
          expect(formatMoneyInput(value(shown))).toBe(shown);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('parseMoneyInput', () => {
  it('reads es-EC amounts and plain digits', () => {
    expect(value('54.500,50')).toBe(54500.5);
    expect(value('54500,75')).toBe(54500.75);
    expect(value('54500')).toBe(54500);
    expect(value('$ 1.254.500')).toBe(1254500);
    expect(value('85.000,5')).toBe(85000.5);
    expect(value('USD 12,30')).toBe(12.3);
    expect(value('-1.200')).toBe(-1200);
    expect(value('  ')).toBeNull();
  });

  it('refuses, with the way to write it, what it would otherwise read a factor off', () => {
    const error = (text: string) => {
      const r = parseMoneyInput(text);
      return r.ok ? null : r.error;
    };
    expect(error('54500.50')).toBe(MONEY_MESSAGES.usDecimal);
    expect(error('54.500.5')).toBe(MONEY_MESSAGES.usDecimal);
    expect(error('1,254,500')).toBe(MONEY_MESSAGES.usGrouping);
    expect(error('1,254,500.50')).toBe(MONEY_MESSAGES.usGrouping);
    expect(error('12,345')).toBe(MONEY_MESSAGES.usGrouping);
    expect(error('54500,505')).toBe(MONEY_MESSAGES.tooManyDecimals);
    expect(error('54.50.00')).toBe(MONEY_MESSAGES.notANumber);
    expect(error('cien')).toBe(MONEY_MESSAGES.notANumber);
    expect(error('1e5')).toBe(MONEY_MESSAGES.notANumber);
    expect(error('-5')).toBe(MONEY_MESSAGES.negative);
    expect(error('100.000.000.001')).toBe(MONEY_MESSAGES.tooLarge);
  });

  it('never returns a number for text that is not made of digits and separators', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = parseMoneyInput(text, { allowNegative: true });
        if (r.ok && r.value !== null) expect(text).toMatch(/\d/);
      }),
    );
  });
});

describe('formatMoneyInput', () => {
  it('groups thousands with dots and shows cents only when there are some', () => {
    expect(formatMoneyInput(54500.5)).toBe('54.500,50');
    expect(formatMoneyInput('54500.50')).toBe('54.500,50');
    expect(formatMoneyInput(85000)).toBe('85.000');
    expect(formatMoneyInput(-1200)).toBe('-1.200');
    expect(formatMoneyInput(0.07)).toBe('0,07');
    expect(formatMoneyInput(null)).toBe('');
    expect(formatMoney(1254500.5)).toBe('$1.254.500,50');
    expect(formatMoney(-3)).toBe('-$3');
  });
});
