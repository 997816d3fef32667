import { and, eq, gt, lt, sql } from 'drizzle-orm';
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
 * (DESIGN.md §2). A transaction-scoped advisory lock per (bucket, key) makes
 * check-and-record exact under concurrency.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Seconds until a slot frees up, or 0 when under the limit. Records nothing. */
  async retryAfter(limit: Limit): Promise<number> {
    return this.db.transaction(async (tx) => this.secondsUntilFree(tx, limit));
  }

  /** Throws 429 when the limit is reached; otherwise records one hit. */
  async consume(limit: Limit, message: string): Promise<void> {
    const wait = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${limit.bucket}:${limit.key}`}))`);
      const seconds = await this.secondsUntilFree(tx, limit);
      if (seconds === 0) await tx.insert(rateLimitHits).values({ bucket: limit.bucket, key: limit.key });
      return seconds;
    });
    if (wait > 0) throw AppError.tooManyRequests(wait, message);
  }

  /** Records one hit without checking (e.g. a failed login attempt). */
  async record(bucket: string, key: string): Promise<void> {
    await this.db.insert(rateLimitHits).values({ bucket, key });
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

  private async secondsUntilFree(tx: Pick<Db, 'select'>, limit: Limit): Promise<number> {
    const since = new Date(Date.now() - limit.windowMs);
    const [row] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<Date | null>`min(${rateLimitHits.createdAt})`,
      })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, limit.bucket),
          eq(rateLimitHits.key, limit.key),
          gt(rateLimitHits.createdAt, since),
        ),
      );
    if (!row || row.count < limit.max || !row.oldest) return 0;
    const freeAt = new Date(row.oldest).getTime() + limit.windowMs;
    return Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
  }
}
