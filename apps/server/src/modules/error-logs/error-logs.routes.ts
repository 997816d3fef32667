import {
  adminErrorDetail,
  adminErrorsQuery,
  adminErrorsResponse,
  errorResolveInput,
} from '@traspasa/shared/error-logs';
import { errorReportInput } from '@traspasa/shared/errors-report';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { recordErrorLog } from './error-logs.repository.ts';
import { ErrorLogsService } from './error-logs.service.ts';

const fingerprintParams = z.object({ fingerprint: z.string().trim().min(1).max(64) });

/** The metadata of one report is capped: a report must never be a way to fill the disk. */
const METADATA_MAX_CHARS = 8_000;

/** A reported API answer in 400–499: the server saying no, which the screen already explained. */
function isRefusal(metadata: Record<string, unknown> | undefined): boolean {
  if (metadata?.type !== 'api-error') return false;
  const status = Number(metadata.status);
  return status >= 400 && status < 500;
}

export default async function errorLogsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ErrorLogsService(app);
  const tags = ['admin'];

  r.get(
    '/api/admin/errors',
    {
      schema: {
        tags,
        summary: 'Errores agrupados por huella (mensaje, origen y primer marco de la pila)',
        querystring: adminErrorsQuery,
        response: { 200: adminErrorsResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/errors/:fingerprint',
    {
      schema: {
        tags,
        summary: 'Un grupo de errores: pila, metadatos y últimas ocurrencias',
        params: fingerprintParams,
        response: { 200: adminErrorDetail, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.detail(request.params.fingerprint),
  );

  r.post(
    '/api/admin/errors/:fingerprint/resolve',
    {
      schema: {
        tags,
        summary: 'Marcar un grupo de errores como resuelto, con una nota',
        params: fingerprintParams,
        body: errorResolveInput,
        response: { 200: adminErrorDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.resolve(request.user!, request.params.fingerprint, request.body.note),
  );

  r.post(
    '/api/admin/errors/:fingerprint/reopen',
    {
      schema: {
        tags,
        summary: 'Reabrir un grupo de errores resuelto',
        params: fingerprintParams,
        response: { 200: adminErrorDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.reopen(request.user!, request.params.fingerprint),
  );

  r.post(
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
      // The error log keeps failures, never the product refusing as designed (a wrong
      // password, a used link, a page for another role): a browser still running an older
      // page may report such 4xx answers; they are acknowledged and dropped.
      if (isRefusal(metadata)) return reply.code(202).send({ received: true as const });
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
