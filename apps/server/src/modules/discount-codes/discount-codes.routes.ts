import {
  createDiscountCodeInput,
  discountCodesQuery,
  discountCodesResponse,
  discountCodeView,
  updateDiscountCodeInput,
} from '@traspasa/shared/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { DiscountCodesService } from './discount-codes.service.ts';

/** A plan or package a code can be limited to, for the admin's select. */
const productOptions = z.array(z.object({ stripeProductId: z.string(), name: z.string() }));

export default async function discountCodesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new DiscountCodesService(app);
  const tags = ['admin'];

  r.get(
    '/api/admin/discount-codes',
    {
      schema: {
        tags,
        summary: 'Códigos de descuento, los más recientes primero',
        querystring: discountCodesQuery,
        response: { 200: discountCodesResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.list(request.query.cursor, request.query.limit),
  );

  r.get(
    '/api/admin/discount-codes/products',
    {
      schema: {
        tags,
        summary: 'Planes y paquetes a la venta, para limitar un código a uno de ellos',
        response: { 200: productOptions, ...errorResponses(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => service.products(),
  );

  r.post(
    '/api/admin/discount-codes',
    {
      schema: {
        tags,
        summary: 'Crear un código de descuento (se guarda en mayúsculas)',
        body: createDiscountCodeInput,
        response: { 201: discountCodeView, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user!, request.body)),
  );

  r.patch(
    '/api/admin/discount-codes/:id',
    {
      schema: {
        tags,
        summary: 'Editar, activar o desactivar un código de descuento',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: updateDiscountCodeInput,
        response: { 200: discountCodeView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.update(request.user!, request.params.id, request.body),
  );
}
