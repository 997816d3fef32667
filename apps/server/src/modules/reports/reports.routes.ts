import {
  businessReport,
  createReportInput,
  reportListQuery,
  reportListResponse,
  updateReportInput,
} from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { businessIdParams } from '../businesses/business-params.schemas.ts';
import { ReportsService } from './reports.service.ts';

export default async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ReportsService(app);

  r.post(
    '/api/businesses/:id/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Reportar un negocio publicado (un reporte pendiente repetido devuelve el existente)',
        params: businessIdParams,
        body: createReportInput,
        response: { 201: businessReport, 200: businessReport, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { report, created } = await service.create(request.user!, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(report);
    },
  );

  r.get(
    '/api/admin/reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reportes de negocios, los más recientes primero',
        querystring: reportListQuery,
        response: { 200: reportListResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.list(request.query.status, request.query.cursor, request.query.limit),
  );

  r.patch(
    '/api/admin/reports/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cambiar el estado de un reporte, con notas',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: updateReportInput,
        response: { 200: businessReport, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.review(request.user!, request.params.id, request.body),
  );
}
