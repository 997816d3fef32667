import {
  accessDecisionBody,
  accessHistory,
  accessQuestionResponse,
  accessRequestBody,
  accessRequestItem,
  accessRequestList,
  accessRequestListQuery,
  buyerAccessView,
} from '@traspasa/shared/listing-access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { ListingAccessService } from './listing-access.service.ts';

const id32 = z.coerce.number().int().min(1).max(2_147_483_647);
const businessParams = z.object({ businessId: id32 });
const requestParams = z.object({ id: id32 });

/** Access the seller controls (decision 062): the buyer's request, the seller's answers, the admin's history. */
export default async function listingAccessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ListingAccessService(app);
  const tags = ['listing-access'];

  r.get(
    '/api/listing-access/:businessId',
    {
      schema: {
        tags,
        summary: 'Qué pide el vendedor para abrir la parte confidencial y en qué está tu solicitud',
        params: businessParams,
        response: { 200: buyerAccessView, ...errorResponses(404) },
      },
    },
    async (request) => service.view(request.user, request.params.businessId),
  );

  r.put(
    '/api/listing-access/:businessId/request',
    {
      schema: {
        tags,
        summary: 'Tu mensaje para la solicitud abierta, o una solicitud nueva tras el vencimiento',
        params: businessParams,
        body: accessRequestBody,
        response: { 200: buyerAccessView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      service.request(
        request.user!,
        request.params.businessId,
        request.body.message,
        requestContext(request),
      ),
  );

  r.get(
    '/api/listing-access/requests',
    {
      schema: {
        tags,
        summary: 'Las solicitudes de acceso a tus negocios, las más recientes primero',
        querystring: accessRequestListQuery,
        response: { 200: accessRequestList, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.list(request.user!, request.query),
  );

  for (const decision of ['approve', 'decline', 'revoke'] as const) {
    r.post(
      `/api/listing-access/requests/:id/${decision}`,
      {
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Aprobar una solicitud de acceso'
              : decision === 'decline'
                ? 'Rechazar una solicitud de acceso, con un motivo opcional'
                : 'Revocar el acceso de un comprador (el vendedor o la administración)',
          params: requestParams,
          body: accessDecisionBody.optional(),
          response: { 200: accessRequestItem, ...errorResponses(400, 401, 404, 409) },
        },
        preHandler: app.requireUser,
      },
      async (request) =>
        service.answer(
          request.user!,
          request.params.id,
          decision,
          request.body?.reason,
          requestContext(request),
        ),
    );
  }

  r.post(
    '/api/listing-access/requests/:id/ask',
    {
      schema: {
        tags,
        summary: 'Hacer una pregunta antes de responder: la conversación con el comprador',
        params: requestParams,
        response: { 200: accessQuestionResponse, ...errorResponses(401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.ask(request.user!, request.params.id),
  );

  r.get(
    '/api/admin/listing-access/:businessId/history',
    {
      schema: {
        tags: ['admin'],
        summary: 'El historial completo de accesos de un anuncio',
        params: businessParams,
        response: { 200: accessHistory, ...errorResponses(401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.history(request.params.businessId),
  );
}
