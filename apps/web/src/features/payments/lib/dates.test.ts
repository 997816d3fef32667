import { describe, expect, it } from 'vitest';
import { formatDateTimeWithZone, formatShortDateTime, timeZoneName } from './dates';

describe('payment dates', () => {
  const instant = '2026-11-21T15:15:00Z';
  it('writes the date and time in Spanish with the zone named', () => {
    expect(formatDateTimeWithZone(instant, 'America/Guayaquil')).toBe(
      '21 de noviembre de 2026, 10:15 (hora de Ecuador)',
    );
  });
  it('shows the day of the viewer’s zone, not of UTC', () => {
    expect(formatDateTimeWithZone('2026-12-01T02:30:00Z', 'America/Guayaquil')).toMatch(
      /^30 de noviembre de 2026, 21:30/,
    );
  });
  it('has a short form for tables and names the zone on its own', () => {
    expect(formatShortDateTime(instant, 'America/Guayaquil')).toMatch(/^21 nov\.? 2026, 10:15$/);
    expect(timeZoneName(instant, 'America/Guayaquil')).toBe('hora de Ecuador');
  });
  it('shows a dash for a missing or broken date', () => {
    expect(formatDateTimeWithZone(null)).toBe('—');
    expect(formatDateTimeWithZone('not a date')).toBe('—');
    expect(formatShortDateTime(undefined)).toBe('—');
  });
});
