import { auditLogAdmins, auditLogQuery, auditLogResponse } from '@traspasa/shared/audit-log';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.ts';
import { AuditLogService } from './audit-log.service.ts';

export default async function auditLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new AuditLogService(app);
  const tags = ['admin'];
  // Who did what to whom: never kept by a shared cache (this plugin's routes only).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags,
        summary:
          'Registro de auditoría: qué hizo cada administrador, sobre qué y cuándo (lo más reciente primero)',
        querystring: auditLogQuery,
        response: { 200: auditLogResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/audit-log/admins',
    {
      schema: {
        tags,
        summary: 'Las personas que se pueden elegir en el filtro de administrador del registro',
        response: { 200: auditLogAdmins, ...errorResponses(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => service.admins(),
  );
}
