import {
  comparablesQuery,
  comparablesResponse,
  valuationDraftCreated,
  valuationInput,
  valuationInterestCreated,
  valuationInterestInput,
  valuationLeadsQuery,
  valuationLeadsResponse,
  valuationResult,
} from '@traspasa/shared/valuation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.ts';
import { fingerprintOf, idempotentCallOf, markReplayed } from '../idempotency/idempotency.service.ts';
import { ValuationService } from './valuation.service.ts';

/** The marketplace median changes slowly: a few minutes of caching is harmless. */
const COMPARABLES_CACHE = 'public, max-age=300';

export default async function valuationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ValuationService(app);
  const tags = ['valuation'];

  r.post(
    '/api/valuation/calculate',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Calcular el rango de valor de un negocio (no guarda nada)',
        body: valuationInput,
        response: { 200: valuationResult, ...errorResponses(400) },
      },
    },
    async (request) => service.calculate(request.body),
  );

  r.get(
    '/api/valuation/comparables',
    {
      schema: {
        tags,
        summary:
          'Mediana de precio ÷ utilidad de los negocios publicados de una categoría (solo con 5 o más; sin identificarlos)',
        querystring: comparablesQuery,
        response: { 200: comparablesResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', COMPARABLES_CACHE);
      return service.comparables(request.query.category);
    },
  );

  r.post(
    '/api/valuation/interests',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary:
          'Pedir el informe detallado por correo (requiere consentimiento; guarda el pedido y envía un PDF)',
        body: valuationInterestInput,
        response: { 201: valuationInterestCreated, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.registerInterest(request, request.body)),
  );

  r.post(
    '/api/valuation/draft',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary:
          'Crear un borrador de negocio con los datos de la valoración (precio = valor típico). ' +
          'Con `Idempotency-Key`, repetirlo devuelve el mismo borrador',
        body: valuationInput,
        response: { 201: valuationDraftCreated, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = request.user!;
      const call = idempotentCallOf(request, user.id, 'valuation.draft', fingerprintOf({ owner: user.id }));
      const { businessId, replayed } = await service.createDraft(user, request.body, call);
      markReplayed(reply, replayed);
      return reply.code(201).send({ businessId });
    },
  );

  r.get(
    '/api/admin/valuation-leads',
    {
      schema: {
        tags: ['admin'],
        summary: 'Interesados de la calculadora de valoración, los más recientes primero',
        querystring: valuationLeadsQuery,
        response: { 200: valuationLeadsResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.leads(request.query);
    },
  );

  r.get(
    '/api/admin/valuation-leads/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Los interesados filtrados en CSV (UTF-8 con BOM, hasta 10.000 filas)',
        querystring: valuationLeadsQuery.omit({ cursor: true, limit: true }),
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const csv = await service.leadsCsv({ ...request.query, limit: 25 });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="interesados-valoracion-${day}.csv"`)
        .send(csv);
    },
  );
}
