import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffCeiling, backoffDelay } from './backoff';

describe('reconnection backoff', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => backoffCeiling(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('waits between half the ceiling and the ceiling (equal jitter)', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(backoffCeiling(attempt) / 2);
      expect(delay).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    }
  });

  it('spreads tabs apart: different random draws give different delays', () => {
    const delays = new Set(Array.from({ length: 20 }, (_, i) => backoffDelay(4, () => i / 20)));
    expect(delays.size).toBe(20);
  });

  it('treats odd input safely', () => {
    expect(backoffCeiling(-3)).toBe(1000);
    expect(backoffDelay(2, () => 7)).toBe(4000);
    expect(backoffCeiling(1e9)).toBe(BACKOFF_CAP_MS);
  });
});
