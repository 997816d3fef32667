import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandCovers,
  bandForPrice,
  bandRank,
  FUNDS_BANDS,
  type FundsBand,
  fundsBadgeText,
  fundsBandBounds,
} from './funds.ts';

const band = fc.constantFrom(...FUNDS_BANDS);
const priceCents = fc.integer({ min: 0, max: 1e13 });

describe('bandForPrice', () => {
  it('puts every price inside the bounds of its band', () => {
    fc.assert(
      fc.property(priceCents, (p) => {
        const b = bandForPrice(p);
        const { minCents, maxCents } = fundsBandBounds[b];
        expect(p === 0 || p > minCents).toBe(true);
        if (maxCents !== null) expect(p).toBeLessThanOrEqual(maxCents);
      }),
      { numRuns: 2000 },
    );
  });

  it('never gives a lower band to a higher price', () => {
    fc.assert(
      fc.property(priceCents, priceCents, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(bandRank(bandForPrice(low))).toBeLessThanOrEqual(bandRank(bandForPrice(high)));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the bounds themselves in the lower band', () => {
    expect(bandForPrice(0)).toBe('hasta_25k');
    expect(bandForPrice(2_500_000)).toBe('hasta_25k');
    expect(bandForPrice(2_500_001)).toBe('25k_100k');
    expect(bandForPrice(10_000_000)).toBe('25k_100k');
    expect(bandForPrice(10_000_001)).toBe('100k_500k');
    expect(bandForPrice(50_000_000)).toBe('100k_500k');
    expect(bandForPrice(50_000_001)).toBe('mas_500k');
  });

  it('gives each band its own prices: the bands follow each other without gaps', () => {
    for (let i = 1; i < FUNDS_BANDS.length; i++) {
      const prev = fundsBandBounds[FUNDS_BANDS[i - 1]!];
      expect(fundsBandBounds[FUNDS_BANDS[i]!].minCents).toBe(prev.maxCents);
    }
  });
});

describe('bandCovers', () => {
  it('is an order: reflexive, antisymmetric, transitive and total', () => {
    fc.assert(
      fc.property(band, band, band, (a, b, c) => {
        expect(bandCovers(a, a)).toBe(true);
        if (bandCovers(a, b) && bandCovers(b, a)) expect(a).toBe(b);
        if (bandCovers(a, b) && bandCovers(b, c)) expect(bandCovers(a, c)).toBe(true);
        expect(bandCovers(a, b) || bandCovers(b, a)).toBe(true);
      }),
    );
  });

  it('lets funds of a band reach every listing priced within it, and nothing above', () => {
    fc.assert(
      fc.property(band, priceCents, (b: FundsBand, p) => {
        const max = fundsBandBounds[b].maxCents;
        expect(bandCovers(b, bandForPrice(p))).toBe(max === null || p <= max);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('fundsBadgeText', () => {
  it('names the upper bound and the month and year of the approval in Ecuador', () => {
    expect(fundsBadgeText('25k_100k', new Date('2026-12-02T15:00:00Z'))).toBe(
      'Fondos verificados hasta $100.000 · diciembre 2026',
    );
    expect(fundsBadgeText('hasta_25k', '2027-01-10T12:00:00Z')).toBe(
      'Fondos verificados hasta $25.000 · enero 2027',
    );
    // 1 December 02:00 UTC is still 30 November in Guayaquil.
    expect(fundsBadgeText('100k_500k', '2026-12-01T02:00:00Z')).toBe(
      'Fondos verificados hasta $500.000 · noviembre 2026',
    );
    expect(fundsBadgeText('mas_500k', '2026-12-02T15:00:00Z')).toBe(
      'Fondos verificados por más de $500.000 · diciembre 2026',
    );
  });
});
