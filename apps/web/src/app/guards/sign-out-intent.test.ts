import { describe, expect, it } from 'vitest';
import { markSigningOut, takeSigningOut } from './sign-out-intent';

describe('sign-out intent', () => {
  it('is seen once, right after a deliberate sign-out', () => {
    expect(takeSigningOut(1000)).toBe(false);
    markSigningOut(1000);
    expect(takeSigningOut(1500)).toBe(true);
    expect(takeSigningOut(1600)).toBe(false);
  });

  it('expires, so a later visit to a protected page asks to sign in', () => {
    markSigningOut(1000);
    expect(takeSigningOut(10_000)).toBe(false);
  });
});
