import { ownInvoicesResponse } from '@traspasa/shared/electronic-documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../../lib/content-disposition.ts';
import { errorResponses } from '../../../lib/openapi.ts';
import { ownInvoices, ridePdfFor, signedXmlFor } from './ride.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A buyer's facturas and notas de crédito, their RIDE and XML (an admin may download any; decision 093). */
export default async function invoiceDownloadsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, sri: app.config.sri, supportEmail: app.config.supportEmail });
  const viewer = (user: { id: number; role: string }) => (user.role === 'admin' ? undefined : user.id);

  r.get(
    '/api/invoices/mine',
    {
      schema: {
        tags: ['invoices'],
        summary: 'Mis facturas y notas de crédito, las más recientes primero',
        response: { 200: ownInvoicesResponse, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ items: await ownInvoices(app.db, request.user!.id) }),
  );

  r.get(
    '/api/invoices/:id/ride',
    {
      schema: {
        tags: ['invoices'],
        summary: 'RIDE en PDF de un comprobante propio (o de cualquiera, para un administrador)',
        params: idParams,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { filename, pdf } = await ridePdfFor(deps(), request.params.id, viewer(request.user!));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  r.get(
    '/api/invoices/:id/xml',
    {
      schema: {
        tags: ['invoices'],
        summary: 'XML firmado de un comprobante propio (o de cualquiera, para un administrador)',
        params: idParams,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { filename, xml } = await signedXmlFor(app.db, request.params.id, viewer(request.user!));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );
}
