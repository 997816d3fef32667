import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsInvalidText, isInvalidText, jsonDepthExceeds, MAX_JSON_DEPTH } from './input-guards.ts';

const nest = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('isInvalidText', () => {
  it('accepts every well-formed string without NUL, emoji and accents included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(isInvalidText(s.replaceAll('\u0000', ''))).toBe(false);
      }),
    );
    expect(isInvalidText('Panadería 🥖 Ñandú')).toBe(false);
  });

  it('refuses NUL and every lone surrogate, wherever it sits', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\udfff\ud800'),
        (a, b, bad) => {
          expect(isInvalidText(`${a}${bad}${b}`)).toBe(true);
        },
      ),
    );
  });
});

describe('containsInvalidText', () => {
  it('finds invalid text in nested values and keys, and refuses nesting past the limit', () => {
    expect(containsInvalidText({ a: [{ b: 'ok' }] })).toBe(false);
    expect(containsInvalidText({ a: [{ b: 'x\ud800' }] })).toBe(true);
    expect(containsInvalidText({ 'k\u0000': 1 })).toBe(true);
    let deep: unknown = 'fin';
    for (let i = 0; i < MAX_JSON_DEPTH + 1; i++) deep = { a: deep };
    expect(containsInvalidText(deep)).toBe(true);
  });
});

describe('jsonDepthExceeds', () => {
  it('agrees with the real depth of any JSON value', () => {
    const depthOf = (v: unknown): number =>
      v !== null && typeof v === 'object'
        ? 1 + Math.max(0, ...Object.values(v as Record<string, unknown>).map(depthOf))
        : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, max) => {
        expect(jsonDepthExceeds(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
  });

  it('ignores brackets inside strings, escaped quotes included, and scans a huge nesting without recursion', () => {
    expect(jsonDepthExceeds(JSON.stringify({ s: '[[[[{{{{"\\"[[[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds(nest(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nest(MAX_JSON_DEPTH + 1, '{"a":', '}'))).toBe(true);
    expect(jsonDepthExceeds(nest(500_000))).toBe(true);
  });
});
