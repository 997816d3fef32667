import { businessStatsResponse, sellerStatsResponse } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { businessIdParams } from '../businesses/business-params.schemas.ts';
import { ListingStatsService } from './listing-stats.service.ts';

const statsQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

export default async function listingStatsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ListingStatsService(app);

  r.get(
    '/api/seller/businesses/:id/stats',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Estadísticas diarias de un negocio (visitas, guardados, acuerdos, contactos)',
        params: businessIdParams,
        querystring: statsQuery,
        response: { 200: businessStatsResponse, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.forListing(request.user!, request.params.id, request.query.days),
  );

  r.get(
    '/api/seller/stats',
    {
      schema: {
        tags: ['businesses'],
        summary:
          'Resumen de todos tus negocios (visitas, guardados, acuerdos, contactos) en los últimos días',
        querystring: statsQuery,
        response: { 200: sellerStatsResponse, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.forSeller(request.user!, request.query.days);
    },
  );
}
