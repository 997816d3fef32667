import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPattern, likeLiteral } from './like-pattern.ts';

/** PostgreSQL's LIKE (default escape `\`), as a regular expression: the reference. */
function likeRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]!);
    else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += escapeRegExp(c);
  }
  return new RegExp(`^${source}$`, 'u');
}
const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

// Strings rich in the characters that matter.
const typed = fc.string({ unit: fc.constantFrom('a', 'b', '%', '_', '\\', ' ', 'ñ'), maxLength: 8 });

describe('LIKE patterns from typed text', () => {
  it('matches the wildcard characters themselves', () => {
    expect(likeRegExp(containsPattern('50%')).test('rebaja del 50% hoy')).toBe(true);
    expect(likeRegExp(containsPattern('50%')).test('rebaja del 500 hoy')).toBe(false);
    expect(likeRegExp(containsPattern('a_b')).test('xa_by')).toBe(true);
    expect(likeRegExp(containsPattern('a_b')).test('xacby')).toBe(false);
    expect(likeRegExp(containsPattern('c:\\')).test('c:\\datos')).toBe(true);
  });

  it('a value matches exactly when it contains the text', () => {
    fc.assert(
      fc.property(typed, typed, (text, value) => {
        expect(likeRegExp(containsPattern(text)).test(value)).toBe(value.includes(text));
      }),
    );
  });

  it('the literal matches only the text itself', () => {
    fc.assert(
      fc.property(typed, typed, (text, value) => {
        expect(likeRegExp(likeLiteral(text)).test(value)).toBe(value === text);
      }),
    );
  });
});
