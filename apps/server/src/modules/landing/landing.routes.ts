import { landingPage, landingPairParams, landingParams } from '@traspasa/shared/landing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.ts';

/**
 * The landing pages' content (decision 152): /negocios/{categoría}, /negocios/{ciudad},
 * /negocios/{categoría}/{ciudad}. Public; the cards come from the search service itself.
 */
export default async function landingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.landing;
  const common = {
    tags: ['businesses'],
    response: { 200: landingPage, ...errorResponses(400, 404) },
  };

  // Two routes, each declaring exactly the parameters its path has (the OpenAPI document lists them).
  r.get(
    '/api/landing/:first',
    { schema: { ...common, summary: 'Página de una categoría o de una ciudad', params: landingParams } },
    async (request) => service.page(request.params.first),
  );
  r.get(
    '/api/landing/:first/:second',
    { schema: { ...common, summary: 'Página de una categoría en una ciudad', params: landingPairParams } },
    async (request) => service.page(request.params.first, request.params.second),
  );
}
