import { describe, expect, it } from 'vitest';
import { centsText, sideName } from './labels';

describe('closing labels', () => {
  it('writes cents as es-EC dollars exactly, past 2^53 too', () => {
    expect(centsText('5000000')).toBe('$50.000');
    expect(centsText('420050')).toBe('$4.200,50');
    expect(centsText('7')).toBe('$0,07');
    expect(centsText('900719925474099312')).toBe('$9.007.199.254.740.993,12');
  });

  it('names the reader «ti» and the other party by side', () => {
    expect(sideName('buyer', 'buyer')).toBe('ti');
    expect(sideName('seller', 'buyer')).toBe('el vendedor');
    expect(sideName(null, 'admin')).toBe('una cuenta eliminada');
  });
});
