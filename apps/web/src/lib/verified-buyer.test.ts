import { describe, expect, it } from 'vitest';
import { verifiedBuyerGate } from './verified-buyer';

describe('verifiedBuyerGate', () => {
  it('is open when the listing does not ask, or says nothing', () => {
    for (const flag of [false, null, undefined]) {
      expect(verifiedBuyerGate(flag, null)).toBe('open');
      expect(verifiedBuyerGate(flag, { verified: false })).toBe('open');
    }
  });

  it('sends an unverified buyer to verify, lets a verified one sign, asks anonymous visitors to sign in', () => {
    expect(verifiedBuyerGate(true, { verified: false })).toBe('verify');
    expect(verifiedBuyerGate(true, { verified: true })).toBe('verified');
    expect(verifiedBuyerGate(true, null)).toBe('anonymous');
    expect(verifiedBuyerGate(true, undefined)).toBe('anonymous');
  });
});
