import {
  businessCardsQuery,
  businessCardsResponse,
  similarBusinessesResponse,
} from '@traspasa/shared/similar-businesses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.ts';
import { businessIdParams } from './business-params.schemas.ts';
import { SimilarBusinessesService } from './similar.service.ts';

/** Public, no session needed: what a listing's page shows below its content (decision 155). */
export default async function similarBusinessesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new SimilarBusinessesService(app);

  r.get(
    '/api/businesses/:id/similar',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Negocios parecidos a uno publicado',
        params: businessIdParams,
        response: { 200: similarBusinessesResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.similar(request.params.id),
  );

  r.get(
    '/api/businesses/cards',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Tarjetas de los anuncios publicados entre los indicados (vistos recientemente)',
        querystring: businessCardsQuery,
        response: { 200: businessCardsResponse, ...errorResponses(400) },
      },
    },
    async (request) => service.cards(request.query.ids),
  );
}
