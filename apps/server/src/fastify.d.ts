import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { Mailer } from './lib/mailer.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { Storage } from './lib/storage.ts';
import type { Payments } from './modules/payments/payments.plugin.ts';
import type { AuthSession, CurrentUser } from './plugins/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    pool: pg.Pool;
    mailer: Mailer;
    rateLimiter: RateLimiter;
    storage: Storage;
    /** Background jobs (pg-boss), or null when JOBS_ENABLED=false. */
    jobs: JobQueue | null;
    /** The payment provider and the event pipeline (decision 090). */
    payments: Payments;
    sendSpa(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
    /** The signed-in user of a request outside /api/ (resolved there on demand), or null. */
    resolveUser(request: FastifyRequest): Promise<CurrentUser | null>;
    /** preHandler: 401 unless signed in. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: 401 unless signed in, 403 unless admin. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    session: AuthSession | null;
  }
}
