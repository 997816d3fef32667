import { describe, expect, it } from 'vitest';
import { parseProductId, parseSessionId } from './params';

describe('parseProductId', () => {
  it('reads a positive integer', () => {
    expect(parseProductId('12')).toBe(12);
    expect(parseProductId(' 7 ')).toBe(7);
  });
  it('refuses anything else', () => {
    for (const value of [null, undefined, '', '0', '-3', '1.5', 'abc', '12abc', '99999999999']) {
      expect(parseProductId(value)).toBeNull();
    }
  });
});

describe('parseSessionId', () => {
  it('keeps a provider session id', () => {
    expect(parseSessionId('cs_test_a1B2c3')).toBe('cs_test_a1B2c3');
  });
  it('refuses an empty or odd one', () => {
    expect(parseSessionId('')).toBeNull();
    expect(parseSessionId(null)).toBeNull();
    expect(parseSessionId('../admin')).toBeNull();
  });
});
