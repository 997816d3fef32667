import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { rateLimitHits } from '../db/schema/users.ts';
import type { AppError } from './app-error.ts';
import { RateLimiter } from './rate-limiter.ts';

// The limits of login, register, forgot password, uploads… (decision 011) hold over any
// window, not per calendar window: hits are counted in the `windowMs` before each request.

let t: TestApp;
let limiter: RateLimiter;
beforeAll(async () => {
  t = await buildTestApp();
  limiter = new RateLimiter(t.db);
});

let n = 0;
/** A fresh key with `ages` hits recorded that many seconds ago. */
async function keyWithHits(ages: number[]) {
  const key = `k${++n}`;
  if (ages.length > 0) {
    await t.db.insert(rateLimitHits).values(
      ages.map((s) => ({
        bucket: 'test',
        key,
        createdAt: sql`now() - ${s}::int * interval '1 second'` as unknown as Date,
      })),
    );
  }
  return key;
}
const refusal = async (key: string, max = 5) => {
  try {
    await limiter.consume({ bucket: 'test', key, max, windowMs: 60_000 }, 'Demasiados intentos.');
    return null;
  } catch (e) {
    return e as AppError;
  }
};

describe('RateLimiter (sliding window in PostgreSQL)', () => {
  it('refuses a burst at the end of one minute followed by more at the start of the next', async () => {
    // Five in the last seconds of the previous minute, 50–54 s ago.
    const key = await keyWithHits([54, 53, 52, 51, 50]);
    const refused = await refusal(key);
    expect(refused).toMatchObject({ statusCode: 429, userMessage: 'Demasiados intentos.' });
    // Until the first of them is a minute old: 6 s.
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(5);
    expect(Number(refused!.headers['retry-after'])).toBeLessThanOrEqual(7);
  });

  it('allows one more for each hit that leaves the window, never more', async () => {
    const key = await keyWithHits([61, 62, 30, 20, 10]);
    expect(await refusal(key)).toBeNull();
    expect(await refusal(key)).toBeNull();
    expect(await refusal(key)).toMatchObject({ statusCode: 429 });
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimitHits)
      .where(
        sql`${rateLimitHits.key} = ${key} and ${rateLimitHits.createdAt} > now() - interval '60 seconds'`,
      );
    expect(row?.n).toBe(5);
  });
});
