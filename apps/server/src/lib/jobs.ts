// Background jobs on pg-boss, in the app's own PostgreSQL (schema `pgboss`, created and
// migrated by pg-boss on start). Every instance runs the workers; pg-boss makes each
// scheduled tick one job across all of them. docs/decisions/061-job-queue.md.
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';

export const JOBS_SCHEMA = 'pgboss';

export interface ScheduledJob {
  /** Queue name; stored in `pgboss.schedule`, so keep it stable. */
  name: string;
  /** Cron expression, evaluated in UTC. */
  cron: string;
  /**
   * Must be idempotent: a tick can be retried or come late. Returning counts (e.g.
   * `{ expired: 2 }`) gets the run logged at info level when any is non-zero.
   */
  run: () => Promise<Record<string, number> | undefined>;
  /**
   * Also run on demand (`JobQueue.trigger`), e.g. when work arrives: then at most one run
   * is active and one waits (pg-boss `stately`), so a burst of triggers costs one extra run.
   */
  triggered?: boolean;
}

export interface JobQueue {
  boss: PgBoss;
  /** Asks for a run of a `triggered` job now (no wait for the polling interval). */
  trigger(name: string): void;
  /** Stops polling and waits (up to `timeoutMs`) for running jobs to finish. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts pg-boss on `pool` (no second pool: it goes through the app's, which its owner
 * closes after `stop`), creates one queue per job, (re)writes their schedules, removes
 * schedules of jobs that no longer exist, and starts the workers.
 */
export async function startJobQueue(opts: {
  pool: pg.Pool;
  jobs: ScheduledJob[];
  log: FastifyBaseLogger;
  /** How often an idle worker looks for a due job (default 10 s; a tick is due every few minutes at most). */
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  const { pool, jobs, log, pollingIntervalSeconds = 10 } = opts;
  const boss = new PgBoss({
    schema: JOBS_SCHEMA,
    db: { executeSql: (text, values) => pool.query(text, values) },
    // The sweeps are cheap and idempotent: a failed tick is retried once, then the next tick runs anyway.
    retryLimit: 1,
    retryDelay: 30,
    expireInMinutes: 10,
  });
  // Without a listener an 'error' event would crash the process; a lost connection is
  // reported here and pg-boss carries on polling once the database is back.
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  const names = new Set(jobs.map((j) => j.name));
  for (const schedule of await boss.getSchedules()) {
    if (!names.has(schedule.name)) await boss.unschedule(schedule.name);
  }
  const workers = new Map<string, string>();
  for (const job of jobs) {
    // singleton: at most one run of a job active at a time across every instance.
    await boss.createQueue(job.name, { name: job.name, policy: job.triggered ? 'stately' : 'singleton' });
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    const workerId = await boss.work(job.name, { pollingIntervalSeconds }, async () => {
      const started = Date.now();
      const result = await job.run();
      const ms = Date.now() - started;
      const busy = result && Object.values(result).some((n) => n > 0);
      if (busy) log.info({ job: job.name, result, ms }, `job ${job.name} done`);
      else log.debug({ job: job.name, ms }, `job ${job.name}: nothing to do`);
    });
    workers.set(job.name, workerId);
  }

  return {
    boss,
    trigger(name) {
      const workerId = workers.get(name);
      if (!workerId) throw new Error(`job ${name} is not registered`);
      boss
        .send(name, {})
        .then(() => boss.notifyWorker(workerId))
        .catch((err: unknown) => log.warn({ err, job: name }, 'could not trigger job'));
    },
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs }),
  };
}

/** How many due ids a sweep lists at a time (`forEachDue`). */
export const DUE_PAGE = 200;

/** What handling one due row did: whether it counts, and work to run once its transaction committed. */
export interface DueOutcome {
  handled: boolean;
  /** Runs after the commit (a mail that must not hold the row's lock); a failure is only reported. */
  afterCommit?: (() => Promise<void>) | null;
}

export interface DueSweep<Row> {
  /** The next due ids after `afterId`, ascending, at most `limit` (the due condition, unlocked). */
  listDue(afterId: number, limit: number): Promise<number[]>;
  /**
   * The row locked again under the same condition (`for update skip locked`), in the row's own
   * transaction; null when another run holds it or it no longer matches (done meanwhile).
   */
  lock(tx: Db, id: number): Promise<Row | null>;
  /** Handles the locked row in its transaction; true (or `handled`) when it counts as done. */
  handle(tx: Db, row: Row): Promise<boolean | DueOutcome>;
  /** Reports a row that failed (`row`: rolled back, retried on the next run) or whose follow-up failed. */
  onError(err: unknown, id: number, stage: 'row' | 'afterCommit'): void;
}

/**
 * The one «lock and process each due row» loop of the scheduled sweeps (decision 061): the due
 * ids are listed page by page, then each row is handled in its own transaction after locking it
 * again under the same condition. A concurrent run skips the rows this one holds, a row another
 * run finished no longer matches, and a failure rolls that row back for the next run without
 * stopping the others. Returns how many rows were handled.
 */
export async function forEachDue<Row>(db: Db, sweep: DueSweep<Row>): Promise<number> {
  let done = 0;
  let afterId = 0;
  for (;;) {
    const ids = await sweep.listDue(afterId, DUE_PAGE);
    for (const id of ids) {
      let outcome: DueOutcome;
      try {
        outcome = await db.transaction(async (tx): Promise<DueOutcome> => {
          const row = await sweep.lock(tx, id);
          if (row === null) return { handled: false };
          const result = await sweep.handle(tx, row);
          return typeof result === 'boolean' ? { handled: result } : result;
        });
      } catch (err) {
        sweep.onError(err, id, 'row');
        continue;
      }
      if (outcome.handled) done += 1;
      if (!outcome.afterCommit) continue;
      try {
        await outcome.afterCommit();
      } catch (err) {
        sweep.onError(err, id, 'afterCommit');
      }
    }
    if (ids.length < DUE_PAGE) return done;
    afterId = ids.at(-1)!;
  }
}
