import { describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, parseConsent, REJECT_ALL, serializeConsent } from './consent';

describe('parseConsent', () => {
  it('returns null when nothing is stored (the modal opens)', () => {
    const warn = vi.fn();
    expect(parseConsent(null, warn)).toBeNull();
    expect(parseConsent(undefined, warn)).toBeNull();
    expect(parseConsent('', warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs and ignores an unparseable record', () => {
    const warn = vi.fn();
    expect(parseConsent('{not json', warn)).toBeNull();
    expect(parseConsent('"yes"', warn)).toBeNull();
    expect(parseConsent('[true]', warn)).toBeNull();
    expect(parseConsent('null', warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('restores the stored choices; necessary is always true', () => {
    expect(
      parseConsent('{"necessary":false,"analytics":true,"marketing":false,"preferences":true}', vi.fn()),
    ).toEqual({ necessary: true, analytics: true, marketing: false, preferences: true });
  });

  it('treats missing or non-boolean flags as false', () => {
    expect(parseConsent('{"analytics":"yes"}', vi.fn())).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });
});

describe('serializeConsent', () => {
  it('writes the spec §3 shape with four booleans', () => {
    expect(JSON.parse(serializeConsent(ACCEPT_ALL))).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
    expect(JSON.parse(serializeConsent(REJECT_ALL))).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it('round-trips', () => {
    const record = { necessary: true as const, analytics: true, marketing: false, preferences: true };
    expect(parseConsent(serializeConsent(record), vi.fn())).toEqual(record);
  });
});
