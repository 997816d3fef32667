import { describe, expect, it } from 'vitest';
import {
  DASH,
  formatCount,
  formatMargin,
  formatMultiple,
  priceMultiple,
  profitMargin,
  toNumber,
} from './figures';

describe('figures', () => {
  it('parses numeric strings and rejects empties', () => {
    expect(toNumber('85000.00')).toBe(85000);
    expect(toNumber('')).toBeNull();
    expect(toNumber(null)).toBeNull();
    expect(toNumber('abc')).toBeNull();
  });

  it('computes the margin only with a positive revenue', () => {
    expect(profitMargin('100000', '25000')).toBe(0.25);
    expect(profitMargin(0, 100)).toBeNull();
    expect(profitMargin(null, 100)).toBeNull();
    expect(profitMargin(1000, -100)).toBe(-0.1);
  });

  it('computes the multiple only with a positive profit', () => {
    expect(priceMultiple('90000', '30000')).toBe(3);
    expect(priceMultiple(90000, 0)).toBeNull();
    expect(priceMultiple(90000, -5)).toBeNull();
    expect(priceMultiple(null, 5)).toBeNull();
  });

  it('formats with a dash when not computable', () => {
    expect(formatMargin(null)).toBe(DASH);
    expect(formatMultiple(null)).toBe(DASH);
    expect(formatMultiple(3)).toBe('3,0×');
    expect(formatMargin(0.25)).toMatch(/25\s?%/);
    expect(formatCount(null, 'año', 'años')).toBe(DASH);
    expect(formatCount(1, 'año', 'años')).toBe('1 año');
    expect(formatCount('12', 'año', 'años')).toBe('12 años');
  });
});
