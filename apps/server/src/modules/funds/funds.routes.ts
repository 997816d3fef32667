import {
  adminFundsDetail,
  adminFundsListResponse,
  adminFundsQuery,
  fundsDecisionInput,
  myFundsResponse,
  myFundsVerification,
} from '@traspasa/shared/funds';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { type FundsDocument, FundsService } from './funds.service.ts';
import { readFundsForm } from './funds-form.schemas.ts';
import { FundsReviewService } from './funds-review.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A private file (decision 040): an attachment, never cached, never sniffed. */
function sendDocument(reply: FastifyReply, file: FundsDocument) {
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
}

/** Proof of funds (decision 104): the buyer's uploads and the reviewers' queue. */
export default async function fundsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const funds = new FundsService(app);
  const review = new FundsReviewService(app);
  const tags = ['funds'];

  r.post(
    '/api/funds-verifications',
    {
      schema: {
        tags,
        summary:
          'Subir un comprobante de fondos (multipart: band; file, PDF, JPG o PNG hasta 10 MB). Una revisión abierta a la vez',
        response: { 201: myFundsVerification, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const created = await funds.submit(request.user!, () => readFundsForm(request));
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(created);
    },
  );

  r.get(
    '/api/funds-verifications/me',
    {
      schema: {
        tags,
        summary: 'Mi verificación de fondos: el último comprobante, la insignia y si puedo subir otro',
        response: { 200: myFundsResponse, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return funds.mine(request.user!);
    },
  );

  r.get(
    '/api/funds-verifications/:id/document',
    {
      schema: {
        tags,
        summary:
          'Ver el documento de un comprobante mientras se conserva: solo su dueño o un administrador (cada vista queda registrada)',
        params: idParams,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      sendDocument(reply, await funds.document(request.user!, request.params.id, requestContext(request))),
  );

  r.get(
    '/api/admin/funds-verifications',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: 'Cola de verificaciones de fondos con sus conteos: abiertas primero, las más antiguas antes',
        querystring: adminFundsQuery,
        response: { 200: adminFundsListResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.list(request.query);
    },
  );

  r.get(
    '/api/admin/funds-verifications/:id',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: 'Una verificación de fondos con la cuenta, la reserva y la decisión',
        params: idParams,
        response: { 200: adminFundsDetail, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.detail(request.params.id);
    },
  );

  r.post(
    '/api/admin/funds-verifications/:id/claim',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: 'Tomar una verificación de fondos para revisarla',
        params: idParams,
        response: { 200: adminFundsDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.claim(request.user!, request.params.id);
    },
  );

  r.post(
    '/api/admin/funds-verifications/:id/decision',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: 'Aprobar con el rango declarado o uno menor, o rechazar con un motivo que la persona lee',
        params: idParams,
        body: fundsDecisionInput,
        response: { 200: adminFundsDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.decide(request.user!, request.params.id, request.body);
    },
  );
}
