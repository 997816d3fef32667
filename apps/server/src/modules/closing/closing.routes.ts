import {
  CLOSING_FILE_MAX_BYTES,
  closingCommentInput,
  closingDisputeList,
  closingDisputesQuery,
  closingItemParams,
  closingMilestoneParams,
  closingParams,
  closingTemplate,
  closingTemplateInput,
  closingTemplateList,
  closingView,
  createClosingTemplateInput,
  milestoneDisputeInput,
  myClosingList,
  myClosingQuery,
  resolveDisputeInput,
  updateClosingItemInput,
} from '@traspasa/shared/closing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { ClosingService } from './closing.service.ts';
import { ClosingAdminService } from './closing-admin.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const uploadReader = (request: Parameters<typeof readSingleFile>[0]) => () =>
  readSingleFile(request, {
    maxBytes: CLOSING_FILE_MAX_BYTES,
    tooLargeMessage: 'No pudimos subir el archivo: supera los 10 MB. Sube una foto o un PDF más liviano.',
    missingMessage: 'Falta el archivo (campo "file").',
  });
const fileReader = (request: Parameters<typeof readSingleFile>[0]) => async () =>
  (await uploadReader(request)()).data;

/** The road to closing (decision 175): the parties' checklist and payments, the admins' templates and disputes. */
export default async function closingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const closing = new ClosingService(app);
  const admin = new ClosingAdminService(app);
  const tags = ['closing'];
  const noStore = { 'cache-control': 'no-store' };

  r.get(
    '/api/closing',
    {
      schema: {
        tags,
        summary: 'Mis rutas de traspaso en curso, con su avance (para los paneles)',
        querystring: myClosingQuery,
        response: { 200: myClosingList, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return closing.mine(request.user!, request.query.role);
    },
  );

  r.get(
    '/api/closing/:id',
    {
      schema: {
        tags,
        summary:
          'La ruta de traspaso de una negociación aceptada (se abre la primera vez): pasos, pagos y avance. Solo comprador, vendedor y administradores',
        params: closingParams,
        response: { 200: closingView, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return closing.view(request.user!, request.params.id);
    },
  );

  r.patch(
    '/api/closing/:id/items/:itemId',
    {
      schema: {
        tags,
        summary:
          'Cambiar el estado de un paso (lo hace la parte responsable; «ambos»: cualquiera de las dos)',
        params: closingItemParams,
        body: updateClosingItemInput,
        response: { 200: closingView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return closing.updateItem(request.user!, request.params.id, request.params.itemId, request.body);
    },
  );

  r.post(
    '/api/closing/:id/items/:itemId/comments',
    {
      schema: {
        tags,
        summary: 'Comentar un paso de la ruta',
        params: closingItemParams,
        body: closingCommentInput,
        response: { 201: closingView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.headers(noStore);
      const view = await closing.comment(
        request.user!,
        request.params.id,
        request.params.itemId,
        request.body,
      );
      return reply.code(201).send(view);
    },
  );

  r.post(
    '/api/closing/:id/items/:itemId/evidence',
    {
      schema: {
        tags,
        summary:
          'Adjuntar evidencia a un paso (multipart: file, PDF, imagen u hoja de cálculo hasta 10 MB): se guarda en la sala de datos del negocio. Solo la parte responsable',
        params: closingItemParams,
        response: { 200: closingView, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return closing.addEvidence(
        request.user!,
        request.params.id,
        request.params.itemId,
        uploadReader(request),
      );
    },
  );

  r.post(
    '/api/closing/:id/milestones/:milestoneId/receipt',
    {
      schema: {
        tags,
        summary:
          'Subir el comprobante de la transferencia de un pago (multipart: file, PDF, JPG, PNG o WebP hasta 10 MB). Solo el comprador',
        params: closingMilestoneParams,
        response: { 200: closingView, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return closing.uploadReceipt(
        request.user!,
        request.params.id,
        request.params.milestoneId,
        fileReader(request),
      );
    },
  );

  r.get(
    '/api/closing/:id/milestones/:milestoneId/receipt',
    {
      schema: {
        tags,
        summary: 'Descargar el comprobante de un pago (comprador, vendedor o administradores)',
        params: closingMilestoneParams,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const file = await closing.receipt(request.user!, request.params.id, request.params.milestoneId);
      reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );

  r.post(
    '/api/closing/:id/milestones/:milestoneId/confirm',
    {
      schema: {
        tags,
        summary: 'Confirmar que se recibió un pago: solo el vendedor, y nunca quien subió el comprobante',
        params: closingMilestoneParams,
        response: { 200: closingView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return closing.confirm(request.user!, request.params.id, request.params.milestoneId);
    },
  );

  r.post(
    '/api/closing/:id/milestones/:milestoneId/dispute',
    {
      schema: {
        tags,
        summary: 'Abrir una disputa sobre un pago: la revisa un administrador',
        params: closingMilestoneParams,
        body: milestoneDisputeInput,
        response: { 200: closingView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return closing.dispute(
        request.user!,
        request.params.id,
        request.params.milestoneId,
        request.body,
        requestContext(request),
      );
    },
  );

  // ---------- admins ----------

  const adminTags = ['admin', ...tags];

  r.get(
    '/api/admin/closing-templates',
    {
      schema: {
        tags: adminTags,
        summary: 'Plantillas de la ruta de traspaso, una por país',
        response: { 200: closingTemplateList, ...errorResponses(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return admin.templates();
    },
  );

  r.post(
    '/api/admin/closing-templates',
    {
      schema: {
        tags: adminTags,
        summary: 'Crear la plantilla de un país (sin pasos)',
        body: createClosingTemplateInput,
        response: { 201: closingTemplate, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return reply.code(201).send(await admin.createTemplate(request.user!, request.body));
    },
  );

  r.get(
    '/api/admin/closing-templates/:id',
    {
      schema: {
        tags: adminTags,
        summary: 'Una plantilla con sus pasos en orden',
        params: idParams,
        response: { 200: closingTemplate, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return admin.template(request.params.id);
    },
  );

  r.put(
    '/api/admin/closing-templates/:id',
    {
      schema: {
        tags: adminTags,
        summary:
          'Guardar los pasos de una plantilla (la lista entera, en orden). Las rutas ya abiertas conservan sus pasos',
        params: idParams,
        body: closingTemplateInput,
        response: { 200: closingTemplate, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return admin.saveTemplate(request.user!, request.params.id, request.body);
    },
  );

  r.delete(
    '/api/admin/closing-templates/:id',
    {
      schema: {
        tags: adminTags,
        summary: 'Eliminar la plantilla de un país',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      await admin.deleteTemplate(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/admin/closing-disputes',
    {
      schema: {
        tags: adminTags,
        summary:
          'Pagos en disputa de las rutas de traspaso (abiertas, las más antiguas primero, o resueltas)',
        querystring: closingDisputesQuery,
        response: { 200: closingDisputeList, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return admin.disputes(request.query.estado === 'abiertas');
    },
  );

  r.post(
    '/api/admin/closing-disputes/:id/resolve',
    {
      schema: {
        tags: adminTags,
        summary: 'Resolver la disputa de un pago: vuelve a su estado anterior y se avisa a las dos partes',
        params: idParams,
        body: resolveDisputeInput,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      await admin.resolveDispute(request.user!, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
}
