import { errorReportInput } from '@traspasa/shared/errors-report';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { recordErrorLog } from './error-logs.repository.ts';

/** The metadata of one report is capped: a report must never be a way to fill the disk. */
const METADATA_MAX_CHARS = 8_000;

export default async function errorLogsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/errors/report',
    {
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['system'],
        summary: 'Reportar un error del navegador',
        body: errorReportInput,
        response: { 202: z.object({ received: z.literal(true) }), ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(
        {
          bucket: 'error-report:ip',
          key: request.ip,
          max: app.config.limits.errorReportsPerIpMinute,
          windowMs: 60_000,
        },
        'Demasiados reportes de error en poco tiempo.',
      );
      const { message, stack, metadata } = request.body;
      const serialized = JSON.stringify(metadata ?? {});
      const meta =
        serialized.length > METADATA_MAX_CHARS
          ? { truncated: serialized.slice(0, METADATA_MAX_CHARS) }
          : metadata;
      const url = typeof metadata?.url === 'string' ? metadata.url.slice(0, 500) : null;
      await recordErrorLog(app.db, {
        level: 'error',
        message,
        stack: stack ?? null,
        source: 'frontend',
        endpoint: url,
        method: null,
        userId: request.user?.id ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        ip: request.ip,
        metadata: meta ?? null,
      });
      return reply.code(202).send({ received: true as const });
    },
  );
}
