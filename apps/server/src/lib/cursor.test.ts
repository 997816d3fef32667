import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from './cursor.ts';

const MESSAGE = 'El parámetro "cursor" no es válido.';

describe('cursors', () => {
  it('round-trips a position through an opaque URL-safe string', () => {
    const cursor = encodeCursor({ id: 42 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, isIdCursor, MESSAGE)).toEqual({ id: 42 });
    expect(decodeCursor(undefined, isIdCursor, MESSAGE)).toBeNull();
    expect(decodeCursor('', isIdCursor, MESSAGE)).toBeNull();
  });

  it('answers anything it did not issue with a Spanish 400', () => {
    for (const raw of [
      '42',
      'no-es-json',
      encodeCursor({ id: 0 }),
      encodeCursor({ id: 2 ** 31 }),
      encodeCursor({ id: '7' }),
    ]) {
      let error: unknown;
      try {
        decodeCursor(raw, isIdCursor, MESSAGE);
      } catch (err) {
        error = err;
      }
      expect(error, raw).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 400, userMessage: MESSAGE });
    }
  });
});
