import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduledJobs } from '../jobs.ts';
import { type JobQueue, startJobQueue } from '../lib/jobs.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../lib/mailer.ts';
import { RateLimiter } from '../lib/rate-limiter.ts';
import { createStorage } from '../lib/storage.ts';

/** Mail, throttling and file storage: shared services the modules call through `app`. */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { mailer?: Mailer }) => {
    const { smtpUrl, mailFrom } = app.config;
    app.decorate(
      'mailer',
      opts.mailer ?? (smtpUrl ? createSmtpMailer(smtpUrl, mailFrom) : createOutboxMailer(app.db, app.log)),
    );
  },
  { name: 'mail', dependencies: ['db'] },
);

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const limiter = new RateLimiter(app.db);
    app.decorate('rateLimiter', limiter);
    const prune = () =>
      limiter.prune().catch((err: unknown) => app.log.warn({ err }, 'rate limit prune failed'));
    const timer = setInterval(prune, 3600_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);

export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('storage', createStorage(app.config));
  },
  { name: 'storage' },
);

/**
 * Scheduled jobs on pg-boss (decision 061). Off when JOBS_ENABLED=false (the default
 * under NODE_ENV=test: API tests call the job functions directly). Stopped on close,
 * before the pool its owner ends afterwards.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('jobs', null);
    if (!app.config.jobsEnabled) return;
    const queue: JobQueue = await startJobQueue({
      pool: app.pool,
      log: app.log,
      jobs: scheduledJobs(app),
    });
    app.jobs = queue;
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db', 'mail'] },
);
