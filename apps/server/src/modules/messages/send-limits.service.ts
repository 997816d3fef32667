import { errorCodes } from '@traspasa/shared/errors';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { list } from './messages.repository.ts';

// The hot-path limits of chat sends (decision 070, "Sending at load"): a sliding window per
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
 * At most `max` takes per key in any `windowMs` (a sliding log): each key keeps the times of
 * its last `max` takes in a ring. A sender may send the whole limit at once, then nothing until
 * the first of those is a window old: over any window, never more than `max` (decision 070).
 */
export class SlidingWindows {
  private readonly logs = new Map<string, { times: Float64Array; next: number; full: boolean }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** 0 when the take was recorded; else the seconds until one is allowed (nothing recorded). */
  take(key: string): number {
    const now = this.clock();
    let log = this.logs.get(key);
    if (log?.full) {
      // The ring is full: its next slot holds the oldest take of the last `max`.
      const freeAt = log.times[log.next]! + this.windowMs;
      if (freeAt > now) return Math.max(1, Math.ceil((freeAt - now) / 1000));
    }
    if (!log) {
      log = { times: new Float64Array(this.max), next: 0, full: false };
      this.logs.set(key, log);
      if (this.logs.size % 4096 === 0) this.prune(now);
    }
    log.times[log.next] = now;
    log.next = (log.next + 1) % this.max;
    if (log.next === 0) log.full = true;
    return 0;
  }

  /** Forgets the keys whose takes have all left the window: they behave exactly like a missing one. */
  prune(now = this.clock()): void {
    for (const [key, log] of this.logs) {
      const newest = log.times[(log.next + this.max - 1) % this.max]!;
      if (newest + this.windowMs <= now) this.logs.delete(key);
    }
  }

  get size(): number {
    return this.logs.size;
  }
}

const BUCKET = 'messages';
const WINDOW_MS = 60_000;

/**
 * The messages-per-minute limit of one instance. Every send is checked against and recorded
 * in the sender's sliding window here (no database round trip). The sends accepted are
 * recorded in `rate_limit_hits` every `syncMs` in one statement, which also reads each of
 * those senders' hits of the last minute on every instance: a sender at or over `max` there
 * is blocked on this instance until enough of those hits leave the window to allow one more.
 * So one instance never lets through more than `max` in any minute, and several instances
 * together overshoot the shared limit by at most what each accepts within one sync interval.
 */
export class MessageRateLimit {
  readonly windows: SlidingWindows;
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
    this.windows = new SlidingWindows(max, WINDOW_MS, clock);
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
    const wait = this.windows.take(key);
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
   * sync: the local windows go on limiting meanwhile.
   */
  async sync(): Promise<void> {
    if (this.unsynced.size === 0) return;
    const hits = this.unsynced;
    this.unsynced = new Map();
    const keys = [...hits.keys()];
    const repeated = keys.flatMap((k) => Array<string>(hits.get(k)!).fill(k));
    try {
      // The CTE's rows are not visible to the outer select (one snapshot): add them in JS.
      // `newest`: the times (epoch ms) of the sender's `max` newest hits there, newest first.
      const { rows } = await this.db.execute<{ key: string; n: number; newest: Array<number | string> }>(sql`
        with recorded as (
          insert into rate_limit_hits (bucket, key) select ${BUCKET}, k from unnest(${list(repeated)}::text[]) k
        )
        select key, count(*)::int as n,
          (array_agg((extract(epoch from created_at) * 1000)::float8 order by created_at desc))[1:${this.max}] as newest
        from rate_limit_hits
        where bucket = ${BUCKET} and key = any(${list(keys)}::text[])
          and created_at > now() - ${WINDOW_MS}::int * interval '1 millisecond'
        group by key
      `);
      const now = this.clock();
      const found = new Map(rows.map((r) => [r.key, r]));
      for (const key of keys) {
        const recorded = hits.get(key)!;
        const shared = found.get(key);
        if ((shared?.n ?? 0) + recorded < this.max) continue;
        // One more is allowed once the `max`-th newest hit leaves the window. The hits just
        // recorded are the newest (and in this instance's own window, which limits them).
        const freeing = shared?.newest[this.max - recorded - 1];
        if (freeing === undefined) continue;
        const until = Number(freeing) + WINDOW_MS;
        if (until > now) this.blocked.set(key, until);
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
