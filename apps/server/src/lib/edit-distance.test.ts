import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('farmacia', 'farmacia')).toBe(0);
    expect(editDistance('panadria', 'panaderia')).toBe(1);
    expect(editDistance('minimarkett', 'minimarket')).toBe(1);
    expect(editDistance('farmasia', 'farmacia')).toBe(1);
    expect(editDistance('carpintreia', 'carpinteria')).toBe(1);
    expect(editDistance('restorante', 'restaurante')).toBe(2);
    expect(editDistance('carniceria', 'carpinteria')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops at max + 1 once the distance is sure to be larger', () => {
    expect(editDistance('taqueria', 'peluqueria', 2)).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
    expect(editDistance('restorante', 'restaurante', 2)).toBe(2);
  });
});
