import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/users.ts';
import { AppError } from './app-error.ts';

export interface Limit {
  bucket: string;
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Sliding-window counters in PostgreSQL, so every app instance sees the same counts
 * (every instance shares them: state lives in PostgreSQL). `consume` checks and records under a transaction-scoped advisory lock
 * per (bucket, key), so concurrent requests cannot slip past the limit together.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /**
   * Throws 429 when any of the limits is reached; otherwise records one hit in each and
   * returns their ids (so a caller may give a hit back, e.g. after a successful login).
   */
  async consume(limits: Limit | Limit[], message: string): Promise<number[]> {
    const all = Array.isArray(limits) ? limits : [limits];
    const { wait, ids } = await this.db.transaction(async (tx) => {
      // Locks in a fixed order, so two requests taking the same pair cannot deadlock.
      const ordered = [...all].sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
      for (const limit of ordered) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${limit.bucket}:${limit.key}`}))`);
      }
      let longest = 0;
      for (const limit of all) longest = Math.max(longest, await secondsUntilFree(tx, limit));
      if (longest > 0) return { wait: longest, ids: [] as number[] };
      const rows = await tx
        .insert(rateLimitHits)
        .values(all.map((l) => ({ bucket: l.bucket, key: l.key })))
        .returning({ id: rateLimitHits.id });
      return { wait: 0, ids: rows.map((r) => r.id) };
    });
    if (wait > 0) throw AppError.tooManyRequests(wait, message);
    return ids;
  }

  /** Gives recorded hits back (they were not failures after all). */
  async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(rateLimitHits).where(sql`${rateLimitHits.id} in ${ids}`);
  }

  async reset(bucket: string, key: string): Promise<void> {
    await this.db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
  }

  /** Drops hits older than any window we use (a day). */
  async prune(): Promise<void> {
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, sql`now() - interval '1 day'`));
  }
}

/** 0 when under the limit; else the seconds until enough hits leave the window to allow one more. */
async function secondsUntilFree(tx: Pick<Db, 'select'>, limit: Limit): Promise<number> {
  const since = new Date(Date.now() - limit.windowMs);
  const inWindow = and(
    eq(rateLimitHits.bucket, limit.bucket),
    eq(rateLimitHits.key, limit.key),
    gt(rateLimitHits.createdAt, since),
  );
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(rateLimitHits).where(inWindow);
  const count = row?.count ?? 0;
  if (count < limit.max) return 0;
  // The hit whose expiry brings the count back under the limit.
  const [freeing] = await tx
    .select({ createdAt: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(inWindow)
    .orderBy(asc(rateLimitHits.createdAt))
    .offset(count - limit.max)
    .limit(1);
  const freeAt = (freeing?.createdAt.getTime() ?? Date.now()) + limit.windowMs;
  return Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
}
