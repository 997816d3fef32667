import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromParams, paramsFromFilters } from '@/features/businesses/lib/filters';
import { daysLeft, expiresSoon, expiryLabel, updatedLabel } from './freshness';

const now = new Date('2026-11-24T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const DAY = 86_400_000;

describe('updatedLabel («Actualizado hace…»)', () => {
  it('says how long ago the listing was refreshed, in Spanish', () => {
    expect(updatedLabel(ago(3 * DAY), now)).toBe('Actualizado hace 3 días');
    expect(updatedLabel(ago(DAY + 3600_000), now)).toBe('Actualizado ayer');
    expect(updatedLabel(ago(2 * 3600_000), now)).toBe('Actualizado hace 2 horas');
    expect(updatedLabel(ago(45 * DAY), now)).toBe('Actualizado el mes pasado');
  });

  it('never says «dentro de» for a clock a bit ahead, and says nothing without a date', () => {
    expect(updatedLabel(new Date(now.getTime() + 30_000).toISOString(), now)).toBe(
      'Actualizado hace un momento',
    );
    expect(updatedLabel(ago(10_000), now)).toBe('Actualizado hace un momento');
    expect(updatedLabel(null, now)).toBeNull();
    expect(updatedLabel('no es una fecha', now)).toBeNull();
  });
});

describe('expiry', () => {
  it('counts the days left rounded up, and names the last two', () => {
    const inDays = (d: number) => new Date(now.getTime() + d * DAY).toISOString();
    const utc = { timeZone: 'UTC' };
    expect(expiryLabel(inDays(5 - 2 / 24), now, utc)).toBe('Vence en 5 días');
    expect(expiryLabel(inDays(0.5), now, utc)).toBe('Vence mañana');
    expect(expiryLabel(inDays(-1), now, utc)).toBe('Vence hoy');
    expect(daysLeft(inDays(-3), now)).toBe(0);
    expect(expiresSoon(inDays(6.9), now)).toBe(true);
    expect(expiresSoon(inDays(8), now)).toBe(false);
    expect(expiresSoon(null, now)).toBe(false);
  });
});

describe("the expiry countdown in the reader's zone", () => {
  it('counts calendar days there, not hours left', () => {
    const ecuador = { timeZone: 'America/Guayaquil' };
    // 24 November, 10:00 in Ecuador.
    expect(expiryLabel('2026-11-25T03:00:00Z', now, ecuador)).toBe('Vence hoy'); // 22:00 the same day
    expect(expiryLabel('2026-11-25T06:00:00Z', now, ecuador)).toBe('Vence mañana'); // 01:00 the next
    expect(expiryLabel('2026-11-27T14:00:00Z', now, ecuador)).toBe('Vence en 3 días'); // 09:00 on the 27th
    // 22:00 on the 24th in Ecuador is already the 25th in Buenos Aires.
    expect(expiryLabel('2026-11-25T03:00:00Z', now, { timeZone: 'America/Argentina/Buenos_Aires' })).toBe(
      'Vence mañana',
    );
  });
});

describe('the freshness filter in the address', () => {
  it('keeps «últimos 7 / 30 días», drops anything else, and counts as a filter', () => {
    const filters = filtersFromParams(new URLSearchParams('publishedWithin=7&sort=recent'));
    expect(filters).toEqual({ publishedWithin: '7', sort: 'recent' });
    expect(paramsFromFilters(filters).toString()).toBe('publishedWithin=7&sort=recent');
    expect(activeFilterCount(filters)).toBe(1);
    expect(filtersFromParams(new URLSearchParams('publishedWithin=5'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('publishedWithin=30')).publishedWithin).toBe('30');
  });
});
