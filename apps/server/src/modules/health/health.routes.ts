import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';

const HEALTH_TIMEOUT_MS = 3_000;

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Estado del servicio: "ok" solo si la base de datos responde',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        // A database that does not answer in time is as away as one that refuses.
        await Promise.race([
          app.db.execute(sql`select 1`),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIMEOUT_MS).unref(),
          ),
        ]);
        return { status: 'ok' as const };
      } catch {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
