import {
  createBusinessInput,
  ownBusiness,
  sellerBusinessesQuery,
  sellerBusinessList,
  submitBusinessInput,
  updateBusinessInput,
} from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { fingerprintOf, idempotentCallOf, markReplayed } from '../idempotency/idempotency.service.ts';
import { businessIdParams } from './business-params.schemas.ts';
import { SellerBusinessesService } from './seller-businesses.service.ts';

export default async function sellerBusinessesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new SellerBusinessesService(app);
  const tags = ['businesses'];

  r.post(
    '/api/businesses',
    {
      schema: {
        tags,
        summary:
          'Crear un negocio (borrador). Un administrador puede indicar `sellerId` para crearlo a nombre de un vendedor. ' +
          'Con el encabezado `Idempotency-Key`, repetir la solicitud devuelve el mismo negocio',
        body: createBusinessInput,
        response: { 201: ownBusiness, ...errorResponses(400, 401, 402, 403, 422) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      // The key names one form's draft: an autosave retry may carry newer text, which the
      // form then saves as an edit; only whose draft it is must match (decision 080).
      const owner = request.body.sellerId ?? request.user!.id;
      const call = idempotentCallOf(request, request.user!.id, 'business.create', fingerprintOf({ owner }));
      const { business, replayed } = await service.create(request.user!, request.body, call);
      markReplayed(reply, replayed);
      return reply.code(201).send(business);
    },
  );

  r.patch(
    '/api/businesses/:id',
    {
      schema: {
        tags,
        summary: 'Editar un negocio (un cambio público de un negocio publicado vuelve a revisión)',
        params: businessIdParams,
        body: updateBusinessInput,
        response: { 200: ownBusiness, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.update(request.user!, request.params.id, request.body),
  );

  r.post(
    '/api/businesses/:id/submit',
    {
      schema: {
        tags,
        summary:
          'Enviar un negocio a revisión. Si sus cifras parecen un error de tipeo (409 con `issues`), ' +
          'se reenvía con `confirmFigures: true` una vez revisadas',
        params: businessIdParams,
        body: submitBusinessInput.nullish(),
        response: { 200: ownBusiness, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      service.submit(request.user!, request.params.id, request.body?.confirmFigures === true),
  );

  r.post(
    '/api/businesses/:id/sold',
    {
      schema: {
        tags,
        summary: 'Marcar un negocio como vendido',
        params: businessIdParams,
        response: { 200: ownBusiness, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.markSold(request.user!, request.params.id),
  );

  r.post(
    '/api/businesses/:id/renew',
    {
      schema: {
        tags,
        summary:
          'Renovar un anuncio publicado o vencido: 90 días más desde hoy. Un anuncio vencido cuyo contenido ' +
          'público cambió mientras estaba vencido vuelve a revisión (decisión 151)',
        params: businessIdParams,
        response: { 200: ownBusiness, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.renew(request.user!, request.params.id),
  );

  r.delete(
    '/api/businesses/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un borrador (los administradores, cualquier negocio sin acuerdos firmados)',
        params: businessIdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/seller/businesses',
    {
      schema: {
        tags,
        summary:
          'Mis negocios, en cualquier estado, con el motivo de rechazo (los más nuevos primero, hasta 100 por página)',
        querystring: sellerBusinessesQuery,
        response: { 200: sellerBusinessList, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.listOwn(request.user!, request.query.cursor, request.query.limit),
  );
}
