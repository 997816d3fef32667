import { describe, expect, it } from 'vitest';
import { changeText, formatCents, formatDayLong, kpiChange } from './format';

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
