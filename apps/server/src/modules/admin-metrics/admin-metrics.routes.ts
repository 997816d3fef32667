import {
  dashboardQuery,
  dashboardResponse,
  userMetricsQuery,
  userMetricsResponse,
} from '@traspasa/shared/admin-metrics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.ts';
import { AdminMetricsService } from './admin-metrics.service.ts';

/** The admin dashboard's numbers and the user metrics (decision 110). Admins only, never cached. */
export default async function adminMetricsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new AdminMetricsService(app.db);
  const tags = ['admin'];

  r.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Indicadores, series diarias y embudo del periodo (7, 30 o 90 días) frente al anterior',
        querystring: dashboardQuery,
        response: { 200: dashboardResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.dashboard(request.query.period);
    },
  );

  r.get(
    '/api/admin/user-metrics',
    {
      schema: {
        tags,
        summary: 'Registros, accesos, actividad, retención por semanas, roles, dispositivos y países',
        querystring: userMetricsQuery,
        response: { 200: userMetricsResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.userMetrics(request.query);
    },
  );
}
