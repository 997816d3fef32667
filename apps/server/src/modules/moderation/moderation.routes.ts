import { moderationPage } from '@traspasa/shared/admin-listings';
import {
  featureBusinessInput,
  moderationQuery,
  ownBusiness,
  rejectBusinessInput,
} from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.ts';
import { businessIdParams } from '../businesses/business-params.schemas.ts';
import { ModerationService } from './moderation.service.ts';

export default async function moderationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ModerationService(app);
  const tags = ['admin'];
  const errors = errorResponses(400, 401, 403, 404, 409);

  r.get(
    '/api/admin/businesses',
    {
      schema: {
        tags,
        summary:
          'Cola de moderación: negocios por estado (por defecto, en revisión), los más antiguos primero, con su vendedor',
        querystring: moderationQuery,
        response: { 200: moderationPage, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.queue(request.query.status, request.query.cursor, request.query.limit),
  );

  r.post(
    '/api/admin/businesses/:id/approve',
    {
      schema: {
        tags,
        summary: 'Aprobar un negocio',
        params: businessIdParams,
        response: { 200: ownBusiness, ...errors },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.approve(request.user!, request.params.id),
  );

  r.post(
    '/api/admin/businesses/:id/reject',
    {
      schema: {
        tags,
        summary: 'Rechazar un negocio con un motivo que el vendedor verá',
        params: businessIdParams,
        body: rejectBusinessInput,
        response: { 200: ownBusiness, ...errors },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.reject(request.user!, request.params.id, request.body.reason),
  );

  r.post(
    '/api/admin/businesses/:id/feature',
    {
      schema: {
        tags,
        summary: 'Destacar un negocio por 30 días, o quitarle el destacado',
        params: businessIdParams,
        body: featureBusinessInput,
        response: { 200: ownBusiness, ...errors },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.feature(request.user!, request.params.id, request.body.featured),
  );
}
