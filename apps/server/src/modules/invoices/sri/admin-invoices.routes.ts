import {
  adminInvoiceRetryResponse,
  adminInvoicesQuery,
  adminInvoicesResponse,
} from '@traspasa/shared/electronic-documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/openapi.ts';
import { AdminInvoicesService } from './admin-invoices.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `/admin/invoices`: every factura and nota de crédito with its SRI state, and «Reintentar» (decision 093). */
export default async function adminInvoicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new AdminInvoicesService(app);
  const admin = { preHandler: app.requireAdmin };

  r.get(
    '/api/admin/invoices',
    {
      schema: {
        tags: ['admin'],
        summary: 'Comprobantes electrónicos, los más recientes primero, con su estado en el SRI',
        querystring: adminInvoicesQuery,
        response: { 200: adminInvoicesResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin,
    },
    async (request) => service.list(request.query),
  );

  r.post(
    '/api/admin/invoices/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Vuelve a enviar un comprobante al SRI',
        params: idParams,
        response: { 200: adminInvoiceRetryResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...admin,
    },
    async (request) => ({ invoice: await service.retry(request.user!.id, request.params.id) }),
  );
}
