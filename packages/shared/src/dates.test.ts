import { describe, expect, it } from 'vitest';
import {
  calendarDaysUntil,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonthYear,
  formatOffsetDateTime,
  formatRelative,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  inDaysText,
  timeZoneForCountry,
  timeZoneLabel,
  toInstant,
} from './dates.ts';

// 24 Nov 2026, 15:19 UTC = 10:19 in Quito and Lima.
const AT = new Date('2026-11-24T15:19:00Z');
const EC = { timeZone: 'America/Guayaquil' };

describe('the date styles', () => {
  it('writes a long date, a short one, a time and a date-time with its zone named', () => {
    expect(formatDate(AT, EC)).toBe('24 de noviembre de 2026');
    expect(formatDate('2026-11-24T15:19:00Z', EC)).toBe('24 de noviembre de 2026');
    expect(formatMonthYear('2026-11-24T15:19:00Z', EC)).toBe('noviembre de 2026');
    expect(formatMonthYear('2026-02-30')).toBe('—');
    expect(formatShortDate(AT, EC)).toBe('24 nov 2026');
    expect(formatShortDateTime(AT, EC)).toBe('24 nov 2026, 10:19');
    expect(formatTime(AT, EC)).toBe('10:19');
    expect(formatDateTime(AT, EC)).toBe('24 de noviembre de 2026, 10:19 (hora de Ecuador)');
  });

  it('shows the day and the hour of the zone it is given, not the server clock', () => {
    // 00:30 UTC on the 25th is still the 24th in Ecuador.
    const lateNight = new Date('2026-11-25T00:30:00Z');
    expect(formatDate(lateNight, EC)).toBe('24 de noviembre de 2026');
    expect(formatDateTime(lateNight, EC)).toBe('24 de noviembre de 2026, 19:30 (hora de Ecuador)');
    expect(formatDateTime(lateNight, { timeZone: 'UTC' })).toBe('25 de noviembre de 2026, 00:30 (hora UTC)');
    expect(formatDateTime(AT, { timeZone: 'America/Mexico_City' })).toBe(
      '24 de noviembre de 2026, 09:19 (hora del centro de México)',
    );
  });

  it('names the zones of Latin America in plain Spanish and falls back to Intl for the rest', () => {
    expect(timeZoneLabel('America/Guayaquil')).toBe('hora de Ecuador');
    expect(timeZoneLabel('America/Lima')).toBe('hora de Perú');
    expect(timeZoneLabel('America/Bogota')).toBe('hora de Colombia');
    expect(timeZoneLabel('America/Mexico_City')).toBe('hora del centro de México');
    expect(timeZoneLabel('America/Santiago')).toBe('hora de Chile');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('hora de Argentina');
    expect(timeZoneLabel('America/Buenos_Aires')).toBe('hora de Argentina');
    expect(timeZoneLabel('America/New_York', AT)).toBe('hora estándar oriental');
    expect(timeZoneLabel('Europe/Berlin', AT)).toBe('hora estándar de Europa central');
    expect(timeZoneLabel('Mars/Olympus')).toBe('Mars/Olympus');
  });

  it('keeps the same name and offset all year in the zones without daylight saving', () => {
    for (const [zone, hour] of [
      ['America/Guayaquil', '10:19'],
      ['America/Lima', '10:19'],
      ['America/Bogota', '10:19'],
      ['America/Mexico_City', '09:19'],
    ] as const) {
      const name = timeZoneLabel(zone);
      for (const month of ['01', '04', '07', '10']) {
        const at = new Date(`2026-${month}-24T15:19:00Z`);
        expect(formatTime(at, { timeZone: zone })).toBe(hour);
        expect(formatDateTime(at, { timeZone: zone })).toContain(`(${name})`);
      }
    }
    // Chile changes its clock; its name stays the same.
    expect(formatTime(new Date('2026-01-24T15:19:00Z'), { timeZone: 'America/Santiago' })).toBe('12:19');
    expect(formatTime(new Date('2026-07-24T15:19:00Z'), { timeZone: 'America/Santiago' })).toBe('11:19');
  });

  it('refuses what names no instant: a dash, never "Invalid Date" nor an ISO string', () => {
    for (const bad of [null, undefined, '', 'mañana', '2026-02-30', '2026-13-01T00:00:00Z', Number.NaN]) {
      expect(toInstant(bad)).toBeNull();
      expect(formatDate(bad)).toBe('—');
      expect(formatShortDate(bad)).toBe('—');
      expect(formatShortDateTime(bad)).toBe('—');
      expect(formatDateTime(bad)).toBe('—');
      expect(formatRelative(bad)).toBe('—');
    }
    expect(formatDay('2025-02-29')).toBe('—');
    expect(formatOffsetDateTime('ayer a las diez')).toBe('—');
    expect(formatOffsetDateTime('2026-02-30T10:00:00-05:00')).toBe('—');
  });

  it('reads the time the signer’s device reported as it was there, with its offset', () => {
    expect(formatOffsetDateTime('2026-11-21T10:02:00-05:00')).toBe(
      '21 de noviembre de 2026, 10:02 (UTC−05:00)',
    );
    expect(formatOffsetDateTime('2026-11-21T23:59:59.123+01:00')).toBe(
      '21 de noviembre de 2026, 23:59 (UTC+01:00)',
    );
    expect(formatOffsetDateTime('2026-11-21T10:02:00Z')).toBe('21 de noviembre de 2026, 10:02 (UTC)');
  });

  it('says how long ago in words', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(formatRelative(new Date('2026-11-24T11:59:40Z'), now)).toBe('ahora');
    expect(formatRelative(new Date('2026-11-24T11:45:00Z'), now)).toBe('hace 15 minutos');
    expect(formatRelative(new Date('2026-11-24T09:00:00Z'), now)).toBe('hace 3 horas');
    expect(formatRelative(new Date('2026-11-21T12:00:00Z'), now)).toBe('hace 3 días');
    expect(formatRelative(new Date('2026-11-23T12:00:00Z'), now)).toBe('ayer');
    expect(formatRelative(new Date('2026-11-29T12:00:00Z'), now)).toBe('dentro de 5 días');
    expect(formatRelative(new Date('2025-10-24T12:00:00Z'), now)).toBe('el año pasado');
  });

  it('writes a calendar day as it is, whatever the zone', () => {
    expect(formatDay('2025-03-03')).toBe('3 de marzo de 2025');
    expect(formatDay('2025-03-03', 'short')).toBe('3 mar');
    expect(formatDay('2025-03-03T00:00:00.000Z', 'short')).toBe('3 mar');
  });
});

describe('the zone of texts written on the server', () => {
  it('follows the person’s country, by code or by name, and defaults to Ecuador', () => {
    expect(timeZoneForCountry('PE')).toBe('America/Lima');
    expect(timeZoneForCountry('co')).toBe('America/Bogota');
    expect(timeZoneForCountry('Perú')).toBe('America/Lima');
    expect(timeZoneForCountry('México')).toBe('America/Mexico_City');
    expect(timeZoneForCountry('Ecuador')).toBe('America/Guayaquil');
    expect(timeZoneForCountry(null)).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneForCountry('Narnia')).toBe(DEFAULT_TIME_ZONE);
    expect(DEFAULT_TIME_ZONE).toBe('America/Guayaquil');
  });
});

describe('calendarDaysUntil and inDaysText: «vence en N días» from the dates, in a zone', () => {
  const ecuador = { timeZone: DEFAULT_TIME_ZONE };
  // 1 December 2026, 07:00 in Ecuador.
  const now = new Date('2026-12-01T12:00:00Z');

  it('counts the days between the two dates, whatever the hours', () => {
    expect(calendarDaysUntil('2026-12-04T15:00:00Z', now, ecuador)).toBe(3);
    expect(calendarDaysUntil('2026-12-02T04:59:00Z', now, ecuador)).toBe(0); // 23:59 on the 1st
    expect(calendarDaysUntil('2026-12-02T05:00:00Z', now, ecuador)).toBe(1); // 00:00 on the 2nd
    expect(calendarDaysUntil('2026-11-30T12:00:00Z', now, ecuador)).toBe(-1);
    // Across a year and a leap day.
    expect(calendarDaysUntil('2028-03-01T12:00:00Z', new Date('2028-02-28T12:00:00Z'), ecuador)).toBe(2);
  });

  it("depends on the reader's zone, and refuses what names no instant", () => {
    const end = '2026-12-04T04:00:00Z'; // 3 December 23:00 in Ecuador, 4 December 01:00 in Buenos Aires
    expect(calendarDaysUntil(end, now, ecuador)).toBe(2);
    expect(calendarDaysUntil(end, now, { timeZone: 'America/Argentina/Buenos_Aires' })).toBe(3);
    expect(calendarDaysUntil('2026-02-30', now, ecuador)).toBeNull();
    expect(calendarDaysUntil(null, now, ecuador)).toBeNull();
  });

  it('writes hoy, mañana and en N días', () => {
    expect([-2, 0, 1, 2, 7].map(inDaysText)).toEqual(['hoy', 'hoy', 'mañana', 'en 2 días', 'en 7 días']);
  });
});
