import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeText, formatCents, formatDayLong, formatShare, kpiChange, moneyTicks } from './format';

describe('KPI change', () => {
  it('is a rise or a fall in percent of the previous period', () => {
    expect(kpiChange({ value: 150, previous: 100 })).toEqual({ kind: 'up', ratio: 0.5 });
    expect(kpiChange({ value: 25, previous: 100 })).toEqual({ kind: 'down', ratio: 0.75 });
    expect(changeText(kpiChange({ value: 150, previous: 100 }))).toMatch(
      /^\+50\s?% frente al periodo anterior$/,
    );
    expect(changeText(kpiChange({ value: 25, previous: 100 }))).toMatch(
      /^−75\s?% frente al periodo anterior$/,
    );
  });

  it('says "sin datos previos" when the previous period had nothing, never a division by zero', () => {
    expect(changeText(kpiChange({ value: 12, previous: 0 }))).toBe('sin datos previos');
    expect(changeText(kpiChange({ value: 0, previous: 0 }))).toBe('igual que el periodo anterior');
    expect(changeText(kpiChange({ value: 3, previous: null }))).toBe('');
  });

  it('measures a change of negative revenue against its size', () => {
    expect(kpiChange({ value: 500, previous: -1000 })).toEqual({ kind: 'up', ratio: 1.5 });
  });
});

describe('formatting', () => {
  it('shows cents as US dollars the Ecuadorian way and days in Spanish', () => {
    expect(formatCents(123450).replace(/\s/g, ' ')).toMatch(/1\.234,50/);
    expect(formatCents(123450)).toContain('$');
    expect(formatDayLong('2025-03-03')).toBe('3 de marzo de 2025');
  });
});

describe('money axis ticks', () => {
  it('gives an empty period whole dollars that read differently', () => {
    expect(moneyTicks(0, 0).map((c) => formatCents(c))).toEqual(['$0,00', '$1,00']);
    expect(moneyTicks(0, 2900)).toEqual([0, 1000, 2000, 3000]);
  });

  it('always covers the values with distinct whole-dollar labels (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5_000_000, max: 0 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (min, max) => {
          const ticks = moneyTicks(min, max);
          expect(ticks[0]!).toBeLessThanOrEqual(min);
          expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
          expect(ticks.length).toBeLessThanOrEqual(7);
          for (const t of ticks) expect(Number.isInteger(t / 100)).toBe(true);
          expect(new Set(ticks.map((t) => formatCents(t))).size).toBe(ticks.length);
        },
      ),
    );
  });
});

describe('shares', () => {
  it('never calls a small, real share 0 %', () => {
    expect(formatShare(1 / 3599)).toMatch(/^menos de 1\s?%$/);
    expect(formatShare(0)).toMatch(/^0\s?%$/);
    expect(formatShare(0.5)).toMatch(/^50\s?%$/);
  });
});
