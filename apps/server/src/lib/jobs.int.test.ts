import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { JOBS_SCHEMA, startJobQueue } from './jobs.ts';

// The queue itself, on a real database: the app starts it when JOBS_ENABLED=true (the
// job functions have their own tests, which call them directly).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_ENABLED: 'true' });
});

describe('job queue (pg-boss)', () => {
  it('installs its schema and schedules every job when the app starts', async () => {
    const { rows } = await t.pool.query<{ name: string; cron: string; timezone: string }>(
      `select name, cron, timezone from ${JOBS_SCHEMA}.schedule order by name`,
    );
    expect(rows).toEqual([
      { name: 'admin-metrics-rollup', cron: '7 * * * *', timezone: 'UTC' },
      { name: 'chat-mails', cron: '* * * * *', timezone: 'UTC' },
      { name: 'closing-reminders', cron: '29 * * * *', timezone: 'UTC' },
      { name: 'data-room-question-reminders', cron: '37 * * * *', timezone: 'UTC' },
      { name: 'featured-expiry', cron: '*/15 * * * *', timezone: 'UTC' },
      { name: 'funds-lifecycle', cron: '47 * * * *', timezone: 'UTC' },
      { name: 'idempotency-cleanup', cron: '17 * * * *', timezone: 'UTC' },
      { name: 'identity-assist', cron: '*/2 * * * *', timezone: 'UTC' },
      { name: 'identity-retention', cron: '41 * * * *', timezone: 'UTC' },
      { name: 'invoice-signing', cron: '*/5 * * * *', timezone: 'UTC' },
      { name: 'listing-access-requests', cron: '11 * * * *', timezone: 'UTC' },
      { name: 'listing-expiry', cron: '*/15 * * * *', timezone: 'UTC' },
      { name: 'listing-expiry-reminders', cron: '23 * * * *', timezone: 'UTC' },
      { name: 'nda-deadlines', cron: '*/5 * * * *', timezone: 'UTC' },
      { name: 'offers-lapse', cron: '13 * * * *', timezone: 'UTC' },
      { name: 'payment-checkouts', cron: '*/5 * * * *', timezone: 'UTC' },
      { name: 'payment-events', cron: '* * * * *', timezone: 'UTC' },
      { name: 'payment-lifecycle', cron: '*/10 * * * *', timezone: 'UTC' },
      { name: 'payment-transfers', cron: '*/10 * * * *', timezone: 'UTC' },
      { name: 'reservation-exclusivity', cron: '19 * * * *', timezone: 'UTC' },
      { name: 'sandbox-billing', cron: '*/10 * * * *', timezone: 'UTC' },
      { name: 'saved-search-alerts', cron: '* * * * *', timezone: 'UTC' },
      { name: 'saved-search-daily', cron: '0 12 * * *', timezone: 'UTC' },
      { name: 'saved-search-weekly', cron: '0 12 * * 1', timezone: 'UTC' },
    ]);
  });

  it('runs a job sent to a queue, and drops the schedules of jobs that no longer exist', async () => {
    let runs = 0;
    const log = t.app.log;
    const first = await startJobQueue({
      pool: t.pool,
      log,
      jobs: [{ name: 'retired-job', cron: '0 3 * * *', run: async () => undefined }],
    });
    await first.stop();

    const queue = await startJobQueue({
      pool: t.pool,
      log,
      pollingIntervalSeconds: 0.5,
      jobs: [
        {
          name: 'test-job',
          cron: '0 4 * * *',
          run: async () => {
            runs += 1;
            return { done: 1 };
          },
        },
      ],
    });
    try {
      const names = (await queue.boss.getSchedules()).map((s) => s.name);
      expect(names).toContain('test-job');
      expect(names).not.toContain('retired-job');

      const id = await queue.boss.send('test-job', {});
      const deadline = Date.now() + 10_000;
      while (runs === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(runs).toBe(1);
      let state: string | undefined;
      while (Date.now() < deadline) {
        state = (await queue.boss.getJobById('test-job', id!))?.state;
        if (state === 'completed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(state).toBe('completed');
    } finally {
      await queue.stop();
    }
  });
});
