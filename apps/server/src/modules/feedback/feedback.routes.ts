import {
  adminFeedbackDetail,
  adminFeedbackListResponse,
  adminFeedbackQuery,
  feedbackInput,
  feedbackReceived,
  feedbackResponseInput,
  feedbackUpdateInput,
  myFeedbackResponse,
} from '@traspasa/shared/feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { FeedbackService } from './feedback.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export default async function feedbackRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new FeedbackService(app);
  const admin = ['admin'];

  r.post(
    '/api/feedback',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['feedback'],
        summary: 'Enviar un comentario (con o sin sesión)',
        body: feedbackInput,
        response: { 201: feedbackReceived, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await service.submit(request, request.body);
      return reply.code(201).send({ received: true as const });
    },
  );

  r.get(
    '/api/feedback/mine',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Tus comentarios, con su estado y nuestra respuesta',
        response: { 200: myFeedbackResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (!request.user) throw AppError.unauthorized();
      return service.mine(request.user);
    },
  );

  r.get(
    '/api/admin/feedback',
    {
      schema: {
        tags: admin,
        summary: 'Comentarios recibidos, los más recientes primero',
        querystring: adminFeedbackQuery,
        response: { 200: adminFeedbackListResponse, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/feedback/:id',
    {
      schema: {
        tags: admin,
        summary: 'Un comentario, con quién lo envió y desde qué página',
        params: idParams,
        response: { 200: adminFeedbackDetail, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.detail(request.params.id),
  );

  r.post(
    '/api/admin/feedback/:id/response',
    {
      schema: {
        tags: admin,
        summary: 'Responder un comentario (se envía por correo y queda en el perfil de la persona)',
        params: idParams,
        body: feedbackResponseInput,
        response: { 200: adminFeedbackDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.respond(request.user!, request.params.id, request.body.response),
  );

  r.patch(
    '/api/admin/feedback/:id',
    {
      schema: {
        tags: admin,
        summary: 'Cambiar el estado o la prioridad de un comentario',
        params: idParams,
        body: feedbackUpdateInput,
        response: { 200: adminFeedbackDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.update(request.user!, request.params.id, request.body),
  );
}
