import { favoriteItem, favoritesQuery, favoritesResponse } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { FavoritesService } from './favorites.service.ts';

const params = z.object({ businessId: z.coerce.number().int().min(1).max(2_147_483_647) });

export default async function favoritesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new FavoritesService(app);
  const tags = ['favorites'];

  r.post(
    '/api/favorites/:businessId',
    {
      schema: {
        tags,
        summary: 'Guardar un negocio publicado (201 la primera vez, 200 si ya estaba guardado)',
        params,
        response: { 201: favoriteItem, 200: favoriteItem, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { item, created } = await service.save(request.user!, request.params.businessId);
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  r.delete(
    '/api/favorites/:businessId',
    {
      schema: {
        tags,
        summary: 'Quitar un negocio de mis guardados',
        params,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.businessId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/favorites',
    {
      schema: {
        tags,
        summary: 'Mis negocios guardados, los últimos primero',
        querystring: favoritesQuery,
        response: { 200: favoritesResponse, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.list(request.user!, request.query.cursor, request.query.limit),
  );
}
