import {
  adminSubscriptionsQuery,
  adminSubscriptionsResponse,
  adminTransactionsQuery,
  adminTransactionsResponse,
  adminTransactionView,
  failedEventsQuery,
  failedEventsResponse,
  failedEventView,
  paymentsSummary,
  refundInput,
  webhookEventsQuery,
  webhookEventsResponse,
} from '@traspasa/shared/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { AdminPaymentsService } from './admin-payments.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `/admin/stripe`: transactions, subscriptions, the event pipeline, refunds and replays. */
export default async function adminPaymentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new AdminPaymentsService(app);
  const admin = { preHandler: app.requireAdmin };

  r.get(
    '/api/admin/payments/summary',
    {
      schema: {
        tags: ['admin'],
        summary: 'Resumen de pagos',
        response: { 200: paymentsSummary, ...errorResponses(401, 403) },
      },
      ...admin,
    },
    async () => service.summary(),
  );

  r.get(
    '/api/admin/payments/transactions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Transacciones, las más recientes primero',
        querystring: adminTransactionsQuery,
        response: { 200: adminTransactionsResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin,
    },
    async (request) => service.transactions(request.query),
  );

  r.post(
    '/api/admin/payments/transactions/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reembolsar un pago (quita lo que pagó: créditos o el plan)',
        params: idParams,
        body: refundInput,
        response: { 200: adminTransactionView, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
      ...admin,
    },
    async (request) => service.refund(request.user!, request.params.id, request.body.reason),
  );

  r.get(
    '/api/admin/payments/subscriptions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suscripciones',
        querystring: adminSubscriptionsQuery,
        response: { 200: adminSubscriptionsResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin,
    },
    async (request) => service.subscriptions(request.query),
  );

  r.get(
    '/api/admin/payments/events',
    {
      schema: {
        tags: ['admin'],
        summary: 'Eventos del proveedor por estado',
        querystring: webhookEventsQuery,
        response: { 200: webhookEventsResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin,
    },
    async (request) => service.events(request.query),
  );

  r.get(
    '/api/admin/payments/failed-events',
    {
      schema: {
        tags: ['admin'],
        summary: 'Eventos que agotaron sus intentos',
        querystring: failedEventsQuery,
        response: { 200: failedEventsResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin,
    },
    async (request) => service.failedEvents(request.query),
  );

  r.post(
    '/api/admin/payments/failed-events/:id/replay',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reprocesar un evento fallido (sus efectos se aplican una sola vez)',
        params: idParams,
        response: { 200: failedEventView, ...errorResponses(401, 403, 404, 409) },
      },
      ...admin,
    },
    async (request) => service.replay(request.user!, request.params.id),
  );
}
