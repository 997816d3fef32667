import { beforeEach, describe, expect, it } from 'vitest';
import { recallReturn, rememberReturn } from './checkout-memory';

// A package bought from the listing form leads back to that draft (its tier step, with the
// tier asked for), after paying or after canceling (decision 090).
describe('the way back after a checkout', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    globalThis.sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
      clear: () => store.clear(),
      key: () => null,
      length: 0,
    } as Storage;
  });

  it('is remembered for the session and for the product (a canceled payment names only the product)', () => {
    rememberReturn('cs_1', 7, '/seller/create-listing/12?paso=6&nivel=premium');
    expect(recallReturn({ sessionId: 'cs_1' })).toBe('/seller/create-listing/12?paso=6&nivel=premium');
    expect(recallReturn({ productId: 7 })).toBe('/seller/create-listing/12?paso=6&nivel=premium');
    expect(recallReturn({ sessionId: 'cs_2' })).toBeNull();
    expect(recallReturn({ productId: 8 })).toBeNull();
  });

  it('never leads off the site', () => {
    rememberReturn('cs_3', 9, 'https://evil.example/robar');
    expect(recallReturn({ sessionId: 'cs_3' })).toBeNull();
    rememberReturn('cs_4', 9, '//evil.example');
    expect(recallReturn({ productId: 9 })).toBeNull();
  });
});
