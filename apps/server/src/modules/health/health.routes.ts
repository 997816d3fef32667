import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../lib/openapi.ts';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';

const HEALTH_TIMEOUT_MS = 3_000;

/** Rejects when `promise` has not settled within the health timeout: a silent database is an absent one. */
function inTime<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIMEOUT_MS).unref(),
    ),
  ]);
}

/** Quiet in the request log (plugins/request-log.ts): balancers ask every few seconds. */
export const QUIET_ROUTES = new Set(['/api/health', '/api/ready']);

export default async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process serves requests and its database answers.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Estado del servicio: "ok" solo si la base de datos responde',
        response: {
          200: z.object({ status: z.literal('ok') }),
          // Or, once the server is closing, the API's own 503 (plugins/errors.ts answers before the route).
          503: z.union([z.object({ status: z.literal('unavailable') }), apiErrorSchema]),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await inTime(app.db.execute(sql`select 1`));
        return { status: 'ok' as const };
      } catch {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );

  // Readiness: send traffic here — database reachable, this build's migrations applied, not shutting down.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Listo para recibir tráfico: base de datos accesible, migraciones aplicadas y sin cierre en curso',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.union([
            z.object({
              status: z.literal('unavailable'),
              reason: z.enum(['shutting_down', 'database', 'migrations']),
            }),
            apiErrorSchema,
          ]),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const notReady = (reason: 'shutting_down' | 'database' | 'migrations') => {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.code(503).send({ status: 'unavailable' as const, reason });
      };
      if (app.readiness.shuttingDown) return notReady('shutting_down');
      let newest: number;
      try {
        const { rows } = await inTime(
          app.pool.query<{ newest: string | null }>(
            'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
          ),
        );
        newest = Number(rows[0]?.newest ?? 0);
      } catch (err) {
        // No migrations table (or schema) at all is "not migrated"; anything else is the database being away.
        const code = (err as { code?: string }).code;
        return notReady(code === '42P01' || code === '3F000' ? 'migrations' : 'database');
      }
      if (newest < app.readiness.expectedMigration) return notReady('migrations');
      return { status: 'ready' as const };
    },
  );
}
