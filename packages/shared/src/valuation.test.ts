import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessCategories } from './enums.ts';
import {
  computeValuation,
  MULTIPLE_FLOOR,
  VALUATION_ADJUSTMENTS,
  VALUATION_MULTIPLES,
  valuationInput,
  valuationInterestInput,
} from './valuation.ts';

/** A five-to-nine-year-old business with no optional data: no adjustment applies. */
const neutral = {
  category: 'restaurant' as const,
  country: 'Ecuador',
  city: 'Quito',
  annualRevenue: 300_000,
  annualProfit: 50_000,
  yearsOperation: 6,
};

describe('computeValuation per category (no adjustment)', () => {
  // The table written out again here, so a change to the constants shows up as a failure.
  const expected: [string, number, number, number][] = [
    ['restaurant', 75_000, 100_000, 130_000],
    ['retail', 80_000, 110_000, 145_000],
    ['service', 90_000, 120_000, 155_000],
    ['manufacturing', 110_000, 145_000, 185_000],
    ['technology', 120_000, 160_000, 210_000],
    ['healthcare', 105_000, 140_000, 180_000],
    ['education', 90_000, 120_000, 155_000],
    ['hospitality', 90_000, 120_000, 160_000],
    ['construction', 85_000, 115_000, 150_000],
    ['agriculture', 90_000, 125_000, 160_000],
    ['transportation', 85_000, 115_000, 150_000],
    ['realestate', 100_000, 135_000, 175_000],
    ['finance', 105_000, 140_000, 180_000],
    ['other', 85_000, 115_000, 150_000],
  ];

  it('covers every category', () => {
    expect(expected.map(([c]) => c).sort()).toEqual([...businessCategories].sort());
  });

  it.each(expected)('%s: $50.000 of profit gives %d / %d / %d', (category, low, typical, high) => {
    const result = computeValuation(
      valuationInput.parse({ ...neutral, category: category as (typeof businessCategories)[number] }),
    );
    expect([result.low, result.typical, result.high]).toEqual([low, typical, high]);
    expect(result.adjustments).toEqual([]);
    expect(result.multiple).toEqual(VALUATION_MULTIPLES[category as 'restaurant']);
  });
});

describe('computeValuation adjustments (restaurant, typical 2,00×)', () => {
  const cases: [string, Partial<Record<string, unknown>>, string[], number][] = [
    ['1 year old', { yearsOperation: 1 }, ['years_under_2'], 1.6],
    ['0 years old', { yearsOperation: 0 }, ['years_under_2'], 1.6],
    ['2 years old', { yearsOperation: 2 }, ['years_2_to_4'], 1.8],
    ['4 years old', { yearsOperation: 4 }, ['years_2_to_4'], 1.8],
    ['5 years old', { yearsOperation: 5 }, [], 2.0],
    ['9 years old', { yearsOperation: 9 }, [], 2.0],
    ['10 years old', { yearsOperation: 10 }, ['years_10_plus'], 2.2],
    ['growing', { trend: 'creciendo' }, ['trend_growing'], 2.3],
    ['stable', { trend: 'estable' }, [], 2.0],
    ['declining', { trend: 'bajando' }, ['trend_declining'], 1.6],
    ['owner 20 h', { ownerHoursPerWeek: 20 }, ['owner_light'], 2.2],
    ['owner 40 h', { ownerHoursPerWeek: 40 }, [], 2.0],
    ['owner 50 h', { ownerHoursPerWeek: 50 }, ['owner_heavy'], 1.8],
    ['owner 70 h', { ownerHoursPerWeek: 70 }, ['owner_very_heavy'], 1.6],
    [
      'young, growing, owner-run',
      { yearsOperation: 1, trend: 'creciendo', ownerHoursPerWeek: 70 },
      ['years_under_2', 'trend_growing', 'owner_very_heavy'],
      1.5,
    ],
  ];

  it.each(cases)('%s', (_name, changes, codes, typical) => {
    const result = computeValuation(valuationInput.parse({ ...neutral, ...changes }));
    expect(result.adjustments.map((a) => a.code)).toEqual(codes);
    expect(result.multiple.typical).toBe(typical);
    expect(result.typical).toBe(Math.round((50_000 * typical) / 100) * 100);
    for (const a of result.adjustments) {
      expect(a.delta).toBe(VALUATION_ADJUSTMENTS[a.code as keyof typeof VALUATION_ADJUSTMENTS]);
      expect(a.reason.length).toBeGreaterThan(20);
    }
  });

  it('never goes below the floor multiple', () => {
    const result = computeValuation(
      valuationInput.parse({ ...neutral, yearsOperation: 0, trend: 'bajando', ownerHoursPerWeek: 80 }),
    );
    // 1,5 − 0,4 − 0,4 − 0,4 = 0,3 → floor 0,5
    expect(result.multiple.low).toBe(MULTIPLE_FLOOR);
    expect(result.low).toBe(25_000);
  });

  it('uses the assets as the floor of the range, and says so', () => {
    const result = computeValuation(valuationInput.parse({ ...neutral, assetsValue: 90_000 }));
    expect([result.low, result.typical, result.high]).toEqual([90_000, 100_000, 130_000]);
    expect(result.assetFloorApplied).toBe(true);
    expect(result.explanation.join(' ')).toContain('$90.000');
  });

  it('values a business without profit by its assets only', () => {
    const result = computeValuation(
      valuationInput.parse({ ...neutral, annualProfit: -5_000, assetsValue: 12_345 }),
    );
    expect([result.low, result.typical, result.high]).toEqual([12_300, 12_300, 12_300]);
    expect(result.explanation.join(' ')).toContain('activos');
  });

  it('explains the typical value with the multiple in Spanish', () => {
    const result = computeValuation(valuationInput.parse({ ...neutral, trend: 'creciendo' }));
    expect(result.explanation.join(' ')).toContain('$50.000 de utilidad × 2,30× = $115.000');
  });
});

describe('valuationInput', () => {
  it('refuses a profit above the revenue at the profit field, in Spanish', () => {
    const parsed = valuationInput.safeParse({ ...neutral, annualProfit: 400_000 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['annualProfit']);
    expect(parsed.error?.issues[0]?.message).toContain('mayor que las ventas');
  });

  it('refuses amounts with more than two decimals and negative revenue', () => {
    expect(valuationInput.safeParse({ ...neutral, annualRevenue: 10.555 }).success).toBe(false);
    expect(valuationInput.safeParse({ ...neutral, annualRevenue: -1, annualProfit: -2 }).success).toBe(false);
  });

  it('lowercases the email of a lead', () => {
    const parsed = valuationInterestInput.parse({
      inputs: neutral,
      fullName: 'Ana',
      email: 'Ana@Correo.COM',
      consent: true,
    });
    expect(parsed.email).toBe('ana@correo.com');
  });
});

describe('computeValuation properties', () => {
  const input = fc.record({
    category: fc.constantFrom(...businessCategories),
    profit: fc.integer({ min: -1_000_000, max: 5_000_000 }),
    extra: fc.integer({ min: 0, max: 5_000_000 }),
    years: fc.integer({ min: 0, max: 80 }),
    trend: fc.constantFrom('creciendo', 'estable', 'bajando', null),
    hours: fc.option(fc.integer({ min: 0, max: 168 })),
    assets: fc.option(fc.integer({ min: 0, max: 3_000_000 })),
  });
  type Drawn = typeof input extends fc.Arbitrary<infer T> ? T : never;
  const build = (v: Drawn, profit: number) =>
    valuationInput.parse({
      category: v.category,
      country: 'Ecuador',
      city: 'Quito',
      annualRevenue: Math.max(profit, 0) + v.extra,
      annualProfit: profit,
      yearsOperation: v.years,
      trend: v.trend,
      ownerHoursPerWeek: v.hours,
      assetsValue: v.assets,
    });

  it('keeps low ≤ typical ≤ high', () => {
    fc.assert(
      fc.property(input, (v) => {
        const r = computeValuation(build(v, v.profit));
        return 0 <= r.low && r.low <= r.typical && r.typical <= r.high;
      }),
    );
  });

  it('never lowers the value when the profit rises', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 1_000_000 }), (v, more) => {
        const a = computeValuation(build(v, v.profit));
        const b = computeValuation(build(v, v.profit + more));
        return a.low <= b.low && a.typical <= b.typical && a.high <= b.high;
      }),
    );
  });
});
