import {
  businessDetail,
  businessListQuery,
  businessListResponse,
  categoryCounts,
} from '@traspasa/shared/businesses';
import { ownBusiness } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastOkSerializer } from '../../lib/fast-serializer.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { BusinessesService } from './businesses.service.ts';
import similarBusinessesRoutes from './similar.routes.ts';

export default async function businessesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new BusinessesService(app);
  // «Negocios parecidos» and the recently viewed cards (decision 155).
  await app.register(similarBusinessesRoutes);

  r.get(
    '/api/businesses',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Buscar negocios publicados',
        querystring: businessListQuery,
        response: { 200: businessListResponse, ...errorResponses(400) },
      },
      // The hottest route: a precompiled serializer, checked against zod outside production
      // (decision 050).
      serializerCompiler: fastOkSerializer(businessListResponse, { check: !app.config.isProduction }),
    },
    async (request) => {
      // Anonymous searches share short-lived results, dropped on any listing change
      // (search-cache.plugin.ts); a signed-in person always reads the database.
      if (request.user) return service.list(request.query);
      const cache = app.searchCache;
      const key = JSON.stringify(request.query);
      const cached = cache.get(key);
      if (cached) return cached;
      const ticket = cache.ticket();
      const result = await service.list(request.query);
      cache.set(key, result, ticket);
      return result;
    },
  );

  r.get(
    '/api/businesses/categories',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Cantidad de negocios publicados por categoría',
        response: { 200: categoryCounts },
      },
    },
    async () => service.categoryCounts(),
  );

  r.get(
    '/api/businesses/:idOrSlug',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Detalle de un negocio',
        params: z.object({ idOrSlug: z.string().min(1).max(200) }),
        // The seller and admins get the whole listing; the union keeps their extra fields.
        response: { 200: z.union([ownBusiness, businessDetail]), ...errorResponses(404, 410) },
      },
    },
    async (request) => service.detail(request.params.idOrSlug, request.user, requestContext(request)),
  );
}
