import { errorCodes } from '@traspasa/shared/errors';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { list } from './messages.repository.ts';

// The hot-path limits of chat sends (decision 070, "Sending at load"): a token bucket per
// sender in memory, PostgreSQL as the cross-instance backstop, and a bound on the sends in
// progress so that an overloaded instance refuses at once instead of queueing.

export const TOO_FAST = 'Estás enviando mensajes muy rápido. Espera un momento y vuelve a intentarlo.';
export const OVERLOADED =
  'Hay muchos mensajes en camino ahora mismo y no pudimos enviar el tuyo. Lo reintentamos en un momento.';
/** Seconds an overloaded instance asks a sender to wait. */
export const OVERLOAD_RETRY_AFTER_S = 1;

/** The refusal of an overloaded instance (503 + Retry-After; `message.rejected` code overloaded). */
export class OverloadError extends AppError {
  constructor() {
    super(errorCodes.unavailable, 503, OVERLOADED, { 'retry-after': String(OVERLOAD_RETRY_AFTER_S) });
  }
}

/** One instance for every refusal: an overloaded server should not pay for a stack trace each time. */
const OVERLOAD = new OverloadError();

/**
 * One token bucket per key: `capacity` tokens, refilled continuously at `capacity` per
 * `windowMs`. A sender may send a burst of `capacity` messages, then one every
 * windowMs / capacity; over any window a sender gets at most 2 × capacity (a full bucket
 * plus one window of refill), on average `capacity` per window.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** 0 when a token was taken; else the seconds until one is there (nothing taken). */
  take(key: string): number {
    const now = this.clock();
    const perMs = this.capacity / this.windowMs;
    const bucket = this.buckets.get(key);
    const tokens = bucket
      ? Math.min(this.capacity, bucket.tokens + (now - bucket.at) * perMs)
      : this.capacity;
    if (tokens < 1) {
      if (bucket) {
        bucket.tokens = tokens;
        bucket.at = now;
      }
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    }
    if (bucket) {
      bucket.tokens = tokens - 1;
      bucket.at = now;
    } else {
      this.buckets.set(key, { tokens: tokens - 1, at: now });
      if (this.buckets.size % 4096 === 0) this.prune(now);
    }
    return 0;
  }

  /** Empties the key's bucket (the shared limit says this sender is over it). */
  drain(key: string): void {
    this.buckets.set(key, { tokens: 0, at: this.clock() });
  }

  /** Forgets buckets that have refilled: they behave exactly like a missing one. */
  prune(now = this.clock()): void {
    const perMs = this.capacity / this.windowMs;
    for (const [key, b] of this.buckets) {
      if (b.tokens + (now - b.at) * perMs >= this.capacity) this.buckets.delete(key);
    }
  }

  get size(): number {
    return this.buckets.size;
  }
}

const BUCKET = 'messages';
const WINDOW_MS = 60_000;

/**
 * The messages-per-minute limit of one instance. Every send takes a token from the
 * sender's bucket here (no database round trip). The sends accepted are recorded in
 * `rate_limit_hits` every `syncMs` in one statement, which also reads each of those
 * senders' hits of the last minute on every instance: a sender at or over `max` there is
 * blocked on this instance until their oldest hit of the window leaves it. So one
 * instance never lets through more than its bucket allows, and several instances together
 * overshoot the shared limit by at most what each accepts within one sync interval.
 */
export class MessageRateLimit {
  readonly buckets: TokenBuckets;
  private unsynced = new Map<string, number>();
  private readonly blocked = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly max: number,
    private readonly syncMs: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.buckets = new TokenBuckets(max, WINDOW_MS, clock);
  }

  /** Takes one send of `userId`, or throws 429 with Retry-After. */
  consume(userId: number): void {
    const key = String(userId);
    const until = this.blocked.get(key);
    if (until !== undefined) {
      const wait = until - this.clock();
      if (wait > 0) throw AppError.tooManyRequests(wait / 1000, TOO_FAST);
      this.blocked.delete(key);
    }
    const wait = this.buckets.take(key);
    if (wait > 0) throw AppError.tooManyRequests(wait, TOO_FAST);
    this.unsynced.set(key, (this.unsynced.get(key) ?? 0) + 1);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.syncing = this.sync();
    }, this.syncMs);
    this.timer.unref();
  }

  /**
   * Records the hits taken since the last sync and reads the shared counts of those
   * senders, in one statement. A failure is logged and the hits are kept for the next
   * sync: the local buckets go on limiting meanwhile.
   */
  async sync(): Promise<void> {
    if (this.unsynced.size === 0) return;
    const hits = this.unsynced;
    this.unsynced = new Map();
    const keys = [...hits.keys()];
    const repeated = keys.flatMap((k) => Array<string>(hits.get(k)!).fill(k));
    try {
      // The CTE's rows are not visible to the outer select (one snapshot): add them in JS.
      const { rows } = await this.db.execute<{ key: string; n: number; oldest: string | Date }>(sql`
        with recorded as (
          insert into rate_limit_hits (bucket, key) select ${BUCKET}, k from unnest(${list(repeated)}::text[]) k
        )
        select key, count(*)::int as n, min(created_at) as oldest from rate_limit_hits
        where bucket = ${BUCKET} and key = any(${list(keys)}::text[])
          and created_at > now() - ${WINDOW_MS}::int * interval '1 millisecond'
        group by key
      `);
      const now = this.clock();
      const found = new Map(rows.map((r) => [r.key, r]));
      for (const key of keys) {
        const n = (found.get(key)?.n ?? 0) + hits.get(key)!;
        if (n < this.max) continue;
        const oldest = found.get(key)?.oldest;
        const until = oldest ? new Date(oldest).getTime() + WINDOW_MS : now + WINDOW_MS / this.max;
        if (until > now) {
          this.blocked.set(key, until);
          this.buckets.drain(key);
        }
      }
    } catch (err) {
      this.log.warn({ err }, 'chat rate limit: could not sync with PostgreSQL');
      for (const [k, n] of hits) this.unsynced.set(k, (this.unsynced.get(k) ?? 0) + n);
      this.schedule();
    }
  }

  /** App close: records what is left. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.syncing;
    await this.sync();
  }
}

/** What was over its bound when a send was refused (`loop`: the event loop ran late, plugins/overload.ts). */
export type OverloadReason = 'in_flight' | 'wait' | 'backlog' | 'loop';

/**
 * The bound on chat sends in progress on one instance (from the rules to the commit).
 * A send is refused at once when `maxInFlight` are in progress, or when at least an eighth
 * of that many are and the oldest of them has waited longer than `maxWaitMs` (the instance
 * is not keeping up; a few slow sends alone are not an overload), or when the deliveries
 * after the commit (the fan-out) run more than half of `maxWaitMs` behind: the rest of a
 * message's way is a queue too, and accepting more would only make it longer.
 */
export class SendGate {
  private readonly inFlight = new Map<number, number>();
  private next = 0;
  private backlog: () => number = () => 0;
  refused = 0;
  /** Refusals by what was over its bound (the benchmark prints them). */
  readonly refusedBy: Record<OverloadReason, number> = { in_flight: 0, wait: 0, backlog: 0, loop: 0 };
  private lastReason: OverloadReason = 'in_flight';

  constructor(
    readonly maxInFlight: number,
    readonly maxWaitMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.inFlight.size;
  }

  /** `lagMs`: how far behind the deliveries after the commit are (ChatFanout.lag). */
  watchBacklog(lagMs: () => number): void {
    this.backlog = lagMs;
  }

  /** Whether a send would be refused now: lets the socket and the route refuse before parsing. */
  full(now = this.clock()): boolean {
    const size = this.inFlight.size;
    if (size >= this.maxInFlight) this.lastReason = 'in_flight';
    else if (size >= this.maxInFlight / 8 && now - this.oldest(now) > this.maxWaitMs)
      this.lastReason = 'wait';
    else if (this.backlog() > this.maxWaitMs / 2) this.lastReason = 'backlog';
    else return false;
    return true;
  }

  /** Counts a refusal made on `full()` and returns the error to answer with. */
  refuse(reason: OverloadReason = this.lastReason): OverloadError {
    this.refused += 1;
    this.refusedBy[reason] += 1;
    return OVERLOAD;
  }

  /** A ticket to give back with `leave`, or an OverloadError thrown. */
  enter(): number {
    const now = this.clock();
    if (this.full(now)) throw this.refuse();
    const ticket = this.next++;
    this.inFlight.set(ticket, now);
    return ticket;
  }

  leave(ticket: number): void {
    this.inFlight.delete(ticket);
  }

  /** Map order is insertion order: the first entry still present is the oldest send. */
  private oldest(now: number): number {
    for (const at of this.inFlight.values()) return at;
    return now;
  }
}
