import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, dayKey, dayLabel, groupByDay, relativeTime } from './dates';

// Local times, so the tests hold in any time zone.
const now = new Date(2026, 10, 21, 15, 30); // sábado 21 de noviembre de 2026, 15:30
const at = (y: number, mo: number, d: number, h = 12, mi = 0) => new Date(y, mo, d, h, mi).toISOString();

describe('day separators', () => {
  it('says Hoy, Ayer, the weekday and date this year, the full date before', () => {
    expect(dayLabel(at(2026, 10, 21, 0, 5), now)).toBe('Hoy');
    expect(dayLabel(at(2026, 10, 20, 23, 59), now)).toBe('Ayer');
    expect(dayLabel(at(2026, 10, 16), now)).toBe('Lunes, 16 de noviembre');
    expect(dayLabel(at(2025, 2, 3), now)).toBe('3 de marzo de 2025');
  });

  it('counts calendar days, not 24-hour periods', () => {
    expect(calendarDaysBetween(new Date(2026, 10, 20, 23, 59), new Date(2026, 10, 21, 0, 1))).toBe(1);
    expect(calendarDaysBetween(new Date(2026, 10, 21, 0, 1), new Date(2026, 10, 21, 23, 59))).toBe(0);
  });

  it('groups consecutive messages by local day, in order', () => {
    const items = [
      { id: 1, createdAt: at(2026, 10, 19, 9) },
      { id: 2, createdAt: at(2026, 10, 19, 18) },
      { id: 3, createdAt: at(2026, 10, 20, 8) },
      { id: 4, createdAt: at(2026, 10, 21, 7) },
      { id: 5, createdAt: at(2026, 10, 21, 15) },
    ];
    const groups = groupByDay(items, now);
    expect(groups.map((g) => g.label)).toEqual(['Jueves, 19 de noviembre', 'Ayer', 'Hoy']);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([[1, 2], [3], [4, 5]]);
    expect(groups[2]?.key).toBe(dayKey(new Date(2026, 10, 21)));
  });

  it('has no groups for no messages', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});

describe('relative time of the conversation list', () => {
  it('goes from Ahora to minutes, the time, Ayer, the weekday and a short date', () => {
    expect(relativeTime(new Date(now.getTime() - 20_000), now)).toBe('Ahora');
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('Hace 5 min');
    expect(relativeTime(at(2026, 10, 21, 9, 5), now)).toMatch(/^9:05\s?a\.\s?m\.$/);
    expect(relativeTime(at(2026, 10, 20, 22), now)).toBe('Ayer');
    expect(relativeTime(at(2026, 10, 17), now)).toBe('Martes');
    expect(relativeTime(at(2026, 9, 2), now)).toBe('2 oct');
    expect(relativeTime(at(2024, 0, 15), now)).toBe('15 ene 2024');
  });
});
