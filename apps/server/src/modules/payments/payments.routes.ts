import {
  catalogResponse,
  changePlanInput,
  checkoutInput,
  checkoutResponse,
  checkoutSessionStatus,
  creditsResponse,
  mySubscriptionResponse,
  quoteResponse,
  transactionsQuery,
  transactionsResponse,
} from '@traspasa/shared/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { fingerprintOf, idempotentCallOf, markReplayed } from '../idempotency/idempotency.service.ts';
import { CheckoutService } from './checkout.service.ts';
import kushkiRoutes from './kushki/kushki.routes.ts';
import { receiptPdfFor } from './payments.mails.ts';
import sandboxRoutes from './sandbox/sandbox.routes.ts';
import { SubscriptionService } from './subscription.service.ts';
import webhookRoutes from './webhook/webhook.routes.ts';

const sessionParams = z.object({ id: z.string().trim().min(1).max(200) });
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export default async function paymentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const checkout = new CheckoutService(app);
  const subscription = new SubscriptionService(app);

  await app.register(webhookRoutes);

  r.get(
    '/api/payments/catalog',
    {
      schema: {
        tags: ['payments'],
        summary: 'Planes y paquetes a la venta, con el plan actual de quien pregunta',
        response: { 200: catalogResponse },
      },
    },
    async (request) => checkout.catalog(request.user),
  );

  r.post(
    '/api/payments/quote',
    {
      schema: {
        tags: ['payments'],
        summary: 'Resumen del pedido con el código de descuento aplicado (o por qué no aplica)',
        body: checkoutInput,
        response: { 200: quoteResponse, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => checkout.quote(request.body),
  );

  r.post(
    '/api/payments/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: 'Empezar el pago de un plan o un paquete (acepta Idempotency-Key)',
        body: checkoutInput,
        response: {
          201: checkoutResponse,
          200: checkoutResponse,
          ...errorResponses(400, 401, 403, 404, 409, 422, 503),
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = request.user!;
      const call = idempotentCallOf(request, user.id, 'payments.checkout', fingerprintOf(request.body));
      const { sessionId, url, replayed } = await checkout.start(user, request.body, call);
      markReplayed(reply, replayed);
      return reply.code(replayed ? 200 : 201).send({ sessionId, url });
    },
  );

  r.get(
    '/api/payments/checkout-sessions/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Estado de un pago propio, según lo confirmado por el proveedor',
        params: sessionParams,
        response: { 200: checkoutSessionStatus, ...errorResponses(401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => checkout.status(request.user!, request.params.id),
  );

  r.get(
    '/api/payments/subscription',
    {
      schema: {
        tags: ['payments'],
        summary: 'Mi plan y las funciones que tengo',
        response: { 200: mySubscriptionResponse, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => subscription.mine(request.user!),
  );

  for (const [path, cancel] of [
    ['/api/payments/subscription/cancel', true],
    ['/api/payments/subscription/resume', false],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags: ['payments'],
          summary: cancel ? 'Cancelar la renovación al final del período' : 'Reanudar la renovación',
          response: { 200: mySubscriptionResponse, ...errorResponses(401, 404, 409, 503) },
        },
        preHandler: app.requireUser,
      },
      async (request) => subscription.setRenewal(request.user!, cancel),
    );
  }

  r.post(
    '/api/payments/subscription/change',
    {
      schema: {
        tags: ['payments'],
        summary: 'Cambiar de plan (se cobra o acredita la diferencia del período)',
        body: changePlanInput,
        response: { 200: mySubscriptionResponse, ...errorResponses(400, 401, 404, 409, 503) },
      },
      preHandler: app.requireUser,
    },
    async (request) => subscription.changePlan(request.user!, request.body.productId),
  );

  r.post(
    '/api/payments/portal',
    {
      schema: {
        tags: ['payments'],
        summary: 'Página del proveedor para cambiar la tarjeta',
        response: { 200: z.object({ url: z.string() }), ...errorResponses(401, 404, 503) },
      },
      preHandler: app.requireUser,
    },
    async (request) => subscription.portal(request.user!),
  );

  r.get(
    '/api/payments/credits',
    {
      schema: {
        tags: ['payments'],
        summary: 'Mis créditos para anuncios Premium y Destacado',
        response: { 200: creditsResponse, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => subscription.credits(request.user!),
  );

  r.get(
    '/api/payments/transactions',
    {
      schema: {
        tags: ['payments'],
        summary: 'Mis pagos, los más recientes primero',
        querystring: transactionsQuery,
        response: { 200: transactionsResponse, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => subscription.transactions(request.user!, request.query.cursor, request.query.limit),
  );

  r.get(
    '/api/payments/transactions/:id/receipt',
    {
      schema: {
        tags: ['payments'],
        summary: 'Comprobante en PDF de un pago propio (o de cualquiera, para un administrador)',
        params: idParams,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = request.user!;
      const deps = { db: app.db, supportEmail: app.config.supportEmail };
      const { filename, pdf } = await receiptPdfFor(deps, request.params.id, {
        forUserId: user.role === 'admin' ? undefined : user.id,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  await app.register(sandboxRoutes);
  await app.register(kushkiRoutes);
}
