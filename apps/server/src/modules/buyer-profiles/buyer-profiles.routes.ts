import {
  buyerCardParams,
  buyerProfileCard,
  buyerProfileInput,
  buyerProfileResponse,
} from '@traspasa/shared/buyer-profiles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.ts';
import { BuyerProfilesService } from './buyer-profiles.service.ts';

/** The buyer's own profile and the buyer card sellers see (decision 103). */
export default async function buyerProfilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new BuyerProfilesService(app);
  const tags = ['buyer-profiles'];

  r.get(
    '/api/buyer-profile',
    {
      schema: {
        tags,
        summary: 'Mi perfil de comprador y cuánto le falta (vacío antes de guardarlo)',
        response: { 200: buyerProfileResponse, ...errorResponses(401, 403) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.mine(request.user!),
  );

  r.put(
    '/api/buyer-profile',
    {
      schema: {
        tags,
        summary: 'Guardar mi perfil de comprador (lo reemplaza entero)',
        body: buyerProfileInput,
        response: { 200: buyerProfileResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.save(request.user!, request.body),
  );

  r.get(
    '/api/buyer-profiles/:userId/card',
    {
      schema: {
        tags,
        summary:
          'La ficha de un comprador: para un administrador o un vendedor con relación (acuerdo en uno de sus negocios o conversación); 404 para los demás',
        params: buyerCardParams,
        response: { 200: buyerProfileCard, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.card(request.user ?? null, request.params.userId);
    },
  );
}
