import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.rules.ts';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const key = randomBytes(32);

describe('unsubscribe tokens', () => {
  it('names the saved search it was made for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (id) => {
        expect(verifyUnsubscribeToken(key, unsubscribeToken(key, id))).toBe(id);
      }),
    );
  });

  it('refuses a token with any one character of its signature changed, the last one included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 42 }),
        fc.constantFrom(...BASE64URL),
        (id, position, replacement) => {
          const token = unsubscribeToken(key, id);
          const [prefix, signature] = token.split('.') as [string, string];
          fc.pre(signature[position] !== replacement);
          const altered = `${prefix}.${signature.slice(0, position)}${replacement}${signature.slice(position + 1)}`;
          expect(verifyUnsubscribeToken(key, altered)).toBeNull();
        },
      ),
    );
  });

  it('refuses the last character changed within its unused bits (one signature, four spellings)', () => {
    // Find a token whose signature ends in "A": "B", "C" and "D" decode to the same bytes.
    let id = 1;
    while (!unsubscribeToken(key, id).endsWith('A')) id += 1;
    const token = unsubscribeToken(key, id);
    for (const last of ['B', 'C', 'D']) {
      const altered = `${token.slice(0, -1)}${last}`;
      expect(Buffer.from(altered.split('.')[1]!, 'base64url')).toEqual(
        Buffer.from(token.split('.')[1]!, 'base64url'),
      );
      expect(verifyUnsubscribeToken(key, altered)).toBeNull();
    }
  });

  it('refuses another id with a valid signature, another key, and malformed tokens', () => {
    const token = unsubscribeToken(key, 57);
    expect(verifyUnsubscribeToken(key, `58.${token.split('.')[1]}`)).toBeNull();
    expect(verifyUnsubscribeToken(randomBytes(32), token)).toBeNull();
    for (const bad of ['', 'abc', '57.', '.x', `0.${token.split('.')[1]}`, `${token}A`, `${token} `]) {
      expect(verifyUnsubscribeToken(key, bad)).toBeNull();
    }
  });
});
