// Bank transfer and deposit payments (decision 094): the buyer's routes and the admin's
// reconciliation queue, accounts and bank statement. Thin: zod in and out, guards, the service.
import {
  adminTransferOrderView,
  adminTransfersQuery,
  adminTransfersResponse,
  bankAccountInput,
  bankAccountsResponse,
  bankAccountView,
  statementLayout,
  statementLayoutResponse,
  statementResultResponse,
  transferApproveInput,
  transferCheckoutInput,
  transferOrdersResponse,
  transferOrderView,
  transferRejectInput,
} from '@traspasa/shared/transfers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/openapi.ts';
import { fingerprintOf, idempotentCallOf, markReplayed } from '../../idempotency/idempotency.service.ts';
import { toBankAccountView } from './transfers.mapper.ts';
import { STATEMENT_MAX_BYTES } from './transfers.rules.ts';
import { readReceiptForm, readStatementFile } from './transfers.schemas.ts';
import { TransfersService } from './transfers.service.ts';
import { TransfersAdminService } from './transfers-admin.service.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const idParams = z.object({ id });
const receiptParams = z.object({ id, receiptId: id });

export default async function transfersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const transfers = new TransfersService(app);
  const admin = new TransfersAdminService(app);
  const tags = ['payments', 'transfers'];
  const adminTags = ['admin', 'payments', 'transfers'];

  r.get(
    '/api/payments/bank-accounts',
    {
      schema: {
        tags,
        summary: 'Cuentas de Traspasa que reciben transferencias y depósitos',
        response: { 200: bankAccountsResponse },
      },
    },
    async () => ({ items: (await transfers.accounts()).map(toBankAccountView) }),
  );

  r.post(
    '/api/payments/transfers',
    {
      schema: {
        tags,
        summary: 'Pagar un paquete o un plan anual por transferencia o depósito (acepta Idempotency-Key)',
        body: transferCheckoutInput,
        response: {
          201: transferOrderView,
          200: transferOrderView,
          ...errorResponses(400, 401, 403, 404, 409, 422, 503),
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = request.user!;
      const call = idempotentCallOf(request, user.id, 'payments.transfer', fingerprintOf(request.body));
      const { order, replayed } = await transfers.start(user, request.body, call);
      markReplayed(reply, replayed);
      return reply.code(replayed ? 200 : 201).send(order);
    },
  );

  r.get(
    '/api/payments/transfers',
    {
      schema: {
        tags,
        summary: 'Mis pagos por transferencia',
        response: { 200: transferOrdersResponse, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await transfers.mine(request.user!) };
    },
  );

  r.get(
    '/api/payments/transfers/:id',
    {
      schema: {
        tags,
        summary: 'Un pago por transferencia propio: cuentas, monto, referencia y comprobantes',
        params: idParams,
        response: { 200: transferOrderView, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return transfers.view(request.user!, request.params.id);
    },
  );

  r.post(
    '/api/payments/transfers/:id/receipts',
    {
      schema: {
        tags,
        summary:
          'Subir un comprobante (multipart: file JPG, PNG, WebP o PDF hasta 10 MB; bankTransactionNumber y amountCents opcionales)',
        params: idParams,
        response: { 201: transferOrderView, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const order = await transfers.addReceipt(request.user!, request.params.id, () =>
        readReceiptForm(request),
      );
      return reply.code(201).send(order);
    },
  );

  r.get(
    '/api/payments/transfers/:id/receipts/:receiptId',
    {
      schema: {
        tags,
        summary: 'Ver un comprobante (quien pagó o un administrador)',
        params: receiptParams,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const file = await transfers.receiptFile(request.user!, request.params.id, request.params.receiptId);
      reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );

  // ---------- admin ----------

  r.get(
    '/api/admin/bank-accounts',
    {
      schema: {
        tags: adminTags,
        summary: 'Cuentas bancarias de la plataforma',
        response: { 200: bankAccountsResponse, ...errorResponses(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => ({ items: await admin.accounts() }),
  );

  r.post(
    '/api/admin/bank-accounts',
    {
      schema: {
        tags: adminTags,
        summary: 'Agregar una cuenta que recibe transferencias',
        body: bankAccountInput,
        response: { 201: bankAccountView, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => reply.code(201).send(await admin.addAccount(request.user!, request.body)),
  );

  r.post(
    '/api/admin/bank-accounts/:id/active',
    {
      schema: {
        tags: adminTags,
        summary: 'Activar o desactivar una cuenta bancaria',
        params: idParams,
        body: z.object({ active: z.boolean('Indica si la cuenta queda activa.') }),
        response: { 200: bankAccountView, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => admin.setAccountActive(request.user!, request.params.id, request.body.active),
  );

  r.get(
    '/api/admin/transfers',
    {
      schema: {
        tags: adminTags,
        summary: 'Transferencias por conciliar (y las demás, por estado), las más antiguas primero',
        querystring: adminTransfersQuery,
        response: { 200: adminTransfersResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.list(request.query);
    },
  );

  r.get(
    '/api/admin/transfers/statement-layout',
    {
      schema: {
        tags: adminTags,
        summary: 'El formato de columnas del extracto bancario (el último guardado)',
        response: { 200: statementLayoutResponse, ...errorResponses(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => ({ layout: await admin.layout() }),
  );

  r.put(
    '/api/admin/transfers/statement-layout',
    {
      schema: {
        tags: adminTags,
        summary: 'Guardar el formato de columnas del extracto bancario',
        body: statementLayout,
        response: { 200: statementLayoutResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({ layout: await admin.saveLayout(request.user!, request.body) }),
  );

  r.post(
    '/api/admin/transfers/statement',
    {
      schema: {
        tags: adminTags,
        summary: 'Subir un extracto bancario CSV (multipart, campo file) y ver las coincidencias propuestas',
        response: { 200: statementResultResponse, ...errorResponses(400, 401, 403, 413, 415) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => admin.matchStatement(await readStatementFile(request, STATEMENT_MAX_BYTES)),
  );

  r.get(
    '/api/admin/transfers/:id',
    {
      schema: {
        tags: adminTags,
        summary: 'Una transferencia con sus comprobantes',
        params: idParams,
        response: { 200: adminTransferOrderView, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.detail(request.params.id);
    },
  );

  r.post(
    '/api/admin/transfers/:id/claim',
    {
      schema: {
        tags: adminTags,
        summary: 'Tomar una transferencia para revisarla',
        params: idParams,
        response: { 200: adminTransferOrderView, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => admin.claim(request.user!, request.params.id),
  );

  r.post(
    '/api/admin/transfers/:id/approve',
    {
      schema: {
        tags: adminTags,
        summary: 'Aprobar una transferencia: el pago se aplica una sola vez por el flujo de eventos de pago',
        params: idParams,
        body: transferApproveInput.extend({ via: z.enum(['queue', 'statement']).default('queue') }),
        response: { 200: adminTransferOrderView, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) =>
      admin.approve(
        request.user!,
        request.params.id,
        request.body.note,
        request.body.via,
        request.body.acceptShortfall,
      ),
  );

  r.post(
    '/api/admin/transfers/:id/reject',
    {
      schema: {
        tags: adminTags,
        summary: 'Rechazar el comprobante con un motivo que la persona lee',
        params: idParams,
        body: transferRejectInput,
        response: { 200: adminTransferOrderView, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => admin.reject(request.user!, request.params.id, request.body.reason),
  );
}
