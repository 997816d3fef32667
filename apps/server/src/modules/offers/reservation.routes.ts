import {
  closeDealInput,
  proposeExtensionInput,
  releaseReservationInput,
  reservationView,
  signExtensionInput,
} from '@traspasa/shared/reservations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { ReservationService } from './reservation.service.ts';

const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * A reserved listing (decision 171), by its negotiation: the reservation's state, release, close
 * with the agreed price, and the extension the seller proposes and the buyer signs.
 */
export default async function reservationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ReservationService(app);
  const tags = ['offers'];

  r.get(
    '/api/negotiations/:id/reservation',
    {
      schema: {
        tags,
        summary: 'La reserva a la que llevó la negociación: exclusividad, extensiones, cierre',
        params,
        response: { 200: reservationView, ...errorResponses(401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.view(request.user!, request.params.id),
  );

  r.post(
    '/api/negotiations/:id/release',
    {
      schema: {
        tags,
        summary: 'Libera la reserva: el negocio vuelve a estar publicado para todos',
        params,
        body: releaseReservationInput,
        response: { 200: reservationView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      service.release(request.user!, request.params.id, request.body, requestContext(request)),
  );

  r.post(
    '/api/negotiations/:id/close',
    {
      schema: {
        tags,
        summary: 'Marca el trato cerrado con el precio acordado: el negocio queda vendido',
        params,
        body: closeDealInput,
        response: { 200: reservationView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.close(request.user!, request.params.id, request.body, requestContext(request)),
  );

  r.post(
    '/api/negotiations/:id/extension',
    {
      schema: {
        tags,
        summary: 'El vendedor propone y firma más días de exclusividad',
        params,
        body: proposeExtensionInput,
        response: { 200: reservationView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      service.proposeExtension(request.user!, request.params.id, request.body, requestContext(request)),
  );

  r.post(
    '/api/negotiations/:id/extension/code',
    {
      schema: {
        tags,
        summary: 'Envía al comprador el código de 6 dígitos para firmar la extensión',
        params,
        response: {
          200: z.object({ sentTo: z.string(), expiresAt: z.string() }),
          ...errorResponses(401, 403, 404, 409, 429, 503),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.sendExtensionCode(request.user!, request.params.id, requestContext(request)),
  );

  r.post(
    '/api/negotiations/:id/extension/sign',
    {
      schema: {
        tags,
        summary: 'El comprador firma la extensión con su nombre y el código',
        params,
        body: signExtensionInput,
        response: { 200: reservationView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      service.signExtension(request.user!, request.params.id, request.body, requestContext(request)),
  );
}
