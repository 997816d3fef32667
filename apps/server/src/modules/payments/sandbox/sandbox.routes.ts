// The offline sandbox provider's hosted checkout page (decision 090): what Stripe's checkout
// page does, for a server without Stripe keys. Without the sandbox every path answers 404.
import {
  sandboxConfirmInput,
  sandboxPayInput,
  sandboxPayResponse,
  sandboxSessionView,
} from '@traspasa/shared/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { errorResponses } from '../../../lib/openapi.ts';
import { SandboxError, type SandboxProvider } from './sandbox.provider.ts';

const sessionParams = z.object({ id: z.string().trim().min(1).max(200) });

export default async function sandboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sandbox = (): SandboxProvider => {
    if (!app.payments.sandbox) throw AppError.notFound('No existe esa dirección en la API.');
    return app.payments.sandbox;
  };
  const sandboxCall = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof SandboxError) {
        throw err.status === 404 ? AppError.notFound(err.message) : AppError.conflict(err.message);
      }
      throw err;
    }
  };

  r.get(
    '/api/payments/sandbox/sessions/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pago de prueba: la sesión para su página',
        params: sessionParams,
        response: { 200: sandboxSessionView, ...errorResponses(401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => sandboxCall(() => sandbox().viewSession(request.params.id, request.user!.id)),
  );

  r.post(
    '/api/payments/sandbox/sessions/:id/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pago de prueba: pagar con una tarjeta de prueba de Stripe',
        params: sessionParams,
        body: sandboxPayInput,
        response: { 200: sandboxPayResponse, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => sandboxCall(() => sandbox().pay(request.params.id, request.user!.id, request.body)),
  );

  r.post(
    '/api/payments/sandbox/sessions/:id/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pago de prueba: respuesta a la verificación 3-D Secure',
        params: sessionParams,
        body: sandboxConfirmInput,
        response: { 200: sandboxPayResponse, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      sandboxCall(() => sandbox().confirm(request.params.id, request.user!.id, request.body.approve)),
  );

  r.post(
    '/api/payments/sandbox/sessions/:id/cancel',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pago de prueba: volver a Traspasa sin pagar',
        params: sessionParams,
        response: { 200: z.object({ redirectUrl: z.string() }), ...errorResponses(401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => sandboxCall(() => sandbox().cancel(request.params.id, request.user!.id)),
  );
}
