import { describe, expect, it } from 'vitest';
import { daysLeft, daysLeftLabel, localIsoWithOffset } from './dates';

describe('localIsoWithOffset', () => {
  it('writes the local wall-clock time with the zone offset, parseable back to the same instant', () => {
    const now = new Date('2026-11-21T15:15:07Z');
    const text = localIsoWithOffset(now);
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(new Date(text).getTime()).toBe(now.getTime());
  });
});

describe('deadline', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('counts the days left, rounding up', () => {
    expect(daysLeft('2026-11-28T12:00:00Z', now)).toBe(7);
    expect(daysLeft('2026-11-28T11:59:00Z', now)).toBe(7);
    expect(daysLeftLabel('2026-11-28T12:00:00Z', now)).toBe('quedan 7 días');
  });
  it('says so in the last day and after it passed', () => {
    expect(daysLeftLabel('2026-11-21T20:00:00Z', now)).toBe('queda menos de un día');
    expect(daysLeft('2026-11-21T11:00:00Z', now)).toBe(-1);
    expect(daysLeftLabel('2026-11-21T11:00:00Z', now)).toBe('el plazo venció');
  });
});
