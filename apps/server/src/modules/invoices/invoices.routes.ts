import {
  billingIdentityInput,
  billingIdentityResponse,
  billingIdentityView,
} from '@traspasa/shared/invoices';
import { CONSUMIDOR_FINAL_MAX_CENTS } from '@traspasa/shared/tax-id';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.ts';
import { getBillingIdentity, putBillingIdentity } from './invoices.service.ts';

/** The buyer's tax identification for their invoices (decision 092), remembered for the next checkout. */
export default async function invoicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];

  r.get(
    '/api/billing/identity',
    {
      schema: {
        tags,
        summary: 'Mis datos de facturación (los de mi última compra) y el límite de consumidor final',
        response: { 200: billingIdentityResponse, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({
      identity: await getBillingIdentity(app.db, request.user!.id),
      consumidorFinalMaxCents: CONSUMIDOR_FINAL_MAX_CENTS,
    }),
  );

  r.put(
    '/api/billing/identity',
    {
      schema: {
        tags,
        summary: 'Guardar mis datos de facturación: cédula, RUC, pasaporte o consumidor final',
        body: billingIdentityInput,
        response: { 200: billingIdentityView, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => putBillingIdentity(app.db, request.user!.id, request.body),
  );
}
