import { describe, expect, it } from 'vitest';
import { durationText } from './duration';

describe('durationText', () => {
  it('reads seconds, minutes and hours the way the activity tab shows them', () => {
    expect(durationText(0)).toBe('menos de 1 s');
    expect(durationText(0.4)).toBe('menos de 1 s');
    expect(durationText(45)).toBe('45 s');
    expect(durationText(60)).toBe('1 min');
    expect(durationText(200)).toBe('3 min 20 s');
    expect(durationText(3600)).toBe('1 h');
    expect(durationText(3900)).toBe('1 h 5 min');
  });
});
