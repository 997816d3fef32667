import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountAmountText, discountCents, discountLabel, normalizeCode } from './discount-codes.rules.ts';

/** A price in cents, up to the largest plan price numeric(10,2) holds. */
const price = fc.integer({ min: 0, max: 9_999_999_999 });
/** A percent as the API accepts it: 0,01 to 100, two decimals. */
const percent = fc.integer({ min: 1, max: 10_000 }).map((h) => h / 100);
/** Dollars off: 0,01 to 100.000, two decimals. */
const dollars = fc.integer({ min: 1, max: 10_000_000 }).map((h) => h / 100);
/** Either kind, the value sometimes as numeric's string ("25.00"). */
const anyCode = fc
  .oneof(
    percent.map((v) => ({ discountType: 'percentage', discountValue: v })),
    dollars.map((v) => ({ discountType: 'fixed_amount', discountValue: v })),
  )
  .chain((c) =>
    fc.boolean().map((asString) => (asString ? { ...c, discountValue: c.discountValue.toFixed(2) } : c)),
  );

describe('discountCents', () => {
  it('is a whole number of cents between 0 and the price', () => {
    fc.assert(
      fc.property(anyCode, price, (code, cents) => {
        const off = discountCents(code, cents);
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(cents);
      }),
    );
  });

  it('takes the whole price at 100 %', () => {
    fc.assert(
      fc.property(price, fc.constantFrom<string | number>(100, '100.00'), (cents, value) => {
        expect(discountCents({ discountType: 'percentage', discountValue: value }, cents)).toBe(cents);
      }),
    );
  });

  it('never gives less for a larger value of the same kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percentage', 'fixed_amount'),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        price,
        (discountType, a, b, cents) => {
          const [low, high] = a <= b ? [a / 100, b / 100] : [b / 100, a / 100];
          expect(discountCents({ discountType, discountValue: low }, cents)).toBeLessThanOrEqual(
            discountCents({ discountType, discountValue: high }, cents),
          );
        },
      ),
    );
  });

  it('never gives more for a cheaper product', () => {
    fc.assert(
      fc.property(anyCode, price, price, (code, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountCents(code, low)).toBeLessThanOrEqual(discountCents(code, high));
      }),
    );
  });

  it('is the exact percent rounded half up to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), price, (h, cents) => {
        // In hundredths of a cent, exactly: BigInt keeps every digit.
        const exact = BigInt(cents) * BigInt(h);
        const expected = Number((exact + 5000n) / 10000n);
        expect(discountCents({ discountType: 'percentage', discountValue: h / 100 }, cents)).toBe(expected);
      }),
    );
  });

  it('rounds half up and turns dollars into cents', () => {
    expect(discountCents({ discountType: 'percentage', discountValue: 10 }, 1900)).toBe(190);
    // 12,5 % of $0,20 is 2,5 cents: half up → 3.
    expect(discountCents({ discountType: 'percentage', discountValue: '12.50' }, 20)).toBe(3);
    // 10 % of $0,04 is 0,4 cents → 0.
    expect(discountCents({ discountType: 'percentage', discountValue: 10 }, 4)).toBe(0);
    expect(discountCents({ discountType: 'percentage', discountValue: 33.33 }, 2900)).toBe(967);
    expect(discountCents({ discountType: 'fixed_amount', discountValue: '25.00' }, 2900)).toBe(2500);
    expect(discountCents({ discountType: 'fixed_amount', discountValue: 0.29 }, 2900)).toBe(29);
    expect(discountCents({ discountType: 'fixed_amount', discountValue: 25 }, 1900)).toBe(1900);
  });

  it('gives nothing for a free product or a value that is not a positive amount', () => {
    expect(discountCents({ discountType: 'fixed_amount', discountValue: 25 }, 0)).toBe(0);
    expect(discountCents({ discountType: 'percentage', discountValue: 'abc' }, 1900)).toBe(0);
    expect(discountCents({ discountType: 'percentage', discountValue: -5 }, 1900)).toBe(0);
    expect(discountCents({ discountType: 'fixed_amount', discountValue: 5 }, 12.5)).toBe(0);
  });

  it('refuses a type it does not know rather than guess', () => {
    expect(() => discountCents({ discountType: 'bogo', discountValue: 5 }, 100)).toThrow();
  });
});

describe('discountLabel', () => {
  it('writes percents and dollars the way the order summary shows them', () => {
    expect(discountLabel({ discountType: 'percentage', discountValue: '10.00' })).toBe('10 % de descuento');
    expect(discountLabel({ discountType: 'percentage', discountValue: 12.5 })).toBe('12,5 % de descuento');
    expect(discountLabel({ discountType: 'percentage', discountValue: 33.33 })).toBe('33,33 % de descuento');
    expect(discountLabel({ discountType: 'fixed_amount', discountValue: '25.00' })).toBe(
      '$25,00 de descuento',
    );
    expect(discountLabel({ discountType: 'fixed_amount', discountValue: 1250.5 })).toBe(
      '$1.250,50 de descuento',
    );
    expect(discountLabel({ discountType: 'fixed_amount', discountValue: 0.05 })).toBe('$0,05 de descuento');
  });

  it('names every amount with its unit', () => {
    fc.assert(
      fc.property(anyCode, (code) => {
        const text = discountAmountText(code);
        expect(text).toMatch(code.discountType === 'percentage' ? /^\d+(,\d{1,2})? %$/ : /^\$[\d.]+,\d{2}$/);
      }),
    );
  });
});

describe('normalizeCode', () => {
  it('trims and uppercases', () => {
    expect(normalizeCode('  bienvenida10 ')).toBe('BIENVENIDA10');
    expect(normalizeCode('Lanzamiento_25-b')).toBe('LANZAMIENTO_25-B');
  });
});
