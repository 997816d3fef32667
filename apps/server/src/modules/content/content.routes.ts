import {
  adminProfessionalItem,
  adminProfessionalListQuery,
  adminResourceItem,
  adminResourceListQuery,
  consultantDashboard,
  ownProfessional,
  pageResponse,
  professionalInput,
  professionalItem,
  professionalListQuery,
  rejectProfessionalInput,
  resourceInput,
  resourceItem,
  resourceListQuery,
  resourcePublishInput,
} from '@traspasa/shared/content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSingleFile } from '../../lib/multipart.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { ProfessionalsService } from './professionals.service.ts';
import { ResourcesService } from './resources.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const COVER_MAX_BYTES = 10 * 1024 * 1024;

const ownResult = z.object({ professional: ownProfessional, sentToReview: z.boolean() });

function imageReader(request: FastifyRequest, maxBytes: number) {
  return async () => {
    const { data } = await readSingleFile(request, {
      maxBytes,
      tooLargeMessage: `No pudimos subir la imagen: supera los ${maxBytes / 1024 / 1024} MB. Elige una imagen más liviana.`,
      missingMessage: 'Falta la imagen (campo "file").',
    });
    return data;
  };
}

/**
 * The resources library and the directory of professionals (spec §7, issue 12): public reads
 * with server-side filters, consultants' own entries, and the admins' review and editor.
 * Everything under /api/admin/ is refused to non-admins by the auth plugin as well.
 */
export default async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const professionals = new ProfessionalsService(app);
  const resources = new ResourcesService(app);

  // ------------------------------------------------------------ resources (public)

  r.get(
    '/api/resources',
    {
      schema: {
        tags: ['content'],
        summary: 'Biblioteca de recursos publicados (filtros: type, q en español; páginas por cursor)',
        querystring: resourceListQuery,
        response: { 200: pageResponse(resourceItem), ...errorResponses(400) },
      },
    },
    async ({ query }) => resources.list({ type: query.type, q: query.q }, query.cursor, query.limit),
  );

  r.get(
    '/api/resources/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Un recurso publicado',
        params: idParams,
        response: { 200: resourceItem, ...errorResponses(400, 404) },
      },
    },
    async ({ params }) => resources.detail(params.id),
  );

  // ------------------------------------------------------------ professionals (public)

  r.get(
    '/api/professionals',
    {
      schema: {
        tags: ['content'],
        summary:
          'Directorio de profesionales aprobados (filtros: category, q en español, location; páginas por cursor)',
        querystring: professionalListQuery,
        response: { 200: pageResponse(professionalItem), ...errorResponses(400) },
      },
    },
    async ({ query }) =>
      professionals.list(
        { category: query.category, q: query.q, location: query.location },
        query.cursor,
        query.limit,
      ),
  );

  r.get(
    '/api/professionals/mine',
    {
      schema: {
        tags: ['content'],
        summary: 'Mi ficha en el directorio (consultores), con su estado de revisión',
        response: {
          200: z.object({ professional: ownProfessional.nullable() }),
          ...errorResponses(401, 403),
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { professional: await professionals.mine(request.user!) };
    },
  );

  r.get(
    '/api/professionals/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Un profesional aprobado del directorio',
        params: idParams,
        response: { 200: professionalItem, ...errorResponses(400, 404) },
      },
    },
    async (request) => professionals.detail(request.params.id, request.user ?? null, requestContext(request)),
  );

  // ------------------------------------------------------------ a consultant's own entry

  r.post(
    '/api/professionals',
    {
      schema: {
        tags: ['content'],
        summary: 'Crear mi ficha en el directorio (consultores); queda en revisión',
        body: professionalInput,
        response: { 201: ownResult, ...errorResponses(400, 401, 403, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.code(201);
      return professionals.create(request.user!, request.body);
    },
  );

  r.put(
    '/api/professionals/:id',
    {
      schema: {
        tags: ['content'],
        summary:
          'Editar mi ficha; un cambio de nombre, profesión, descripción, especialidades o servicios vuelve a revisión',
        params: idParams,
        body: professionalInput,
        response: { 200: ownResult, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => professionals.update(request.user!, request.params.id, request.body),
  );

  r.post(
    '/api/professionals/:id/photo',
    {
      schema: {
        tags: ['content'],
        summary: 'Subir la foto de mi ficha (multipart, campo "file": JPG, PNG o WebP, hasta 5 MB)',
        params: idParams,
        response: { 200: ownResult, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      professionals.setPhoto(request.user!, request.params.id, imageReader(request, PHOTO_MAX_BYTES)),
  );

  r.delete(
    '/api/professionals/:id/photo',
    {
      schema: {
        tags: ['content'],
        summary: 'Quitar la foto de mi ficha',
        params: idParams,
        response: { 200: ownResult, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => professionals.removePhoto(request.user!, request.params.id),
  );

  r.get(
    '/api/consultant/dashboard',
    {
      schema: {
        tags: ['content'],
        summary: 'Panel del consultor: estado de su ficha, visitas por día y conversaciones recibidas',
        response: { 200: consultantDashboard, ...errorResponses(401, 403) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return professionals.dashboard(request.user!);
    },
  );

  // ------------------------------------------------------------ admin: professionals

  r.get(
    '/api/admin/professionals',
    {
      schema: {
        tags: ['admin'],
        summary: 'Fichas del directorio para revisar (pendientes primero)',
        querystring: adminProfessionalListQuery,
        response: { 200: pageResponse(adminProfessionalItem), ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async ({ query }, reply) => {
      reply.header('cache-control', 'no-store');
      return professionals.reviewList(query.status, query.cursor, query.limit);
    },
  );

  r.post(
    '/api/admin/professionals/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Aprobar una ficha del directorio (se publica)',
        params: idParams,
        response: { 200: ownProfessional, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => professionals.approve(request.user!, request.params.id),
  );

  r.post(
    '/api/admin/professionals/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rechazar una ficha del directorio con un motivo que verá el profesional',
        params: idParams,
        body: rejectProfessionalInput,
        response: { 200: ownProfessional, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => professionals.reject(request.user!, request.params.id, request.body.reason),
  );

  // ------------------------------------------------------------ admin: resources

  r.get(
    '/api/admin/resources',
    {
      schema: {
        tags: ['admin'],
        summary: 'Todos los recursos, publicados y borradores',
        querystring: adminResourceListQuery,
        response: { 200: pageResponse(adminResourceItem), ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async ({ query }, reply) => {
      reply.header('cache-control', 'no-store');
      return resources.adminList(
        { type: query.type, q: query.q, published: query.published },
        query.cursor,
        query.limit,
      );
    },
  );

  r.get(
    '/api/admin/resources/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Un recurso, publicado o no',
        params: idParams,
        response: { 200: adminResourceItem, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async ({ params }, reply) => {
      reply.header('cache-control', 'no-store');
      return resources.adminDetail(params.id);
    },
  );

  r.post(
    '/api/admin/resources',
    {
      schema: {
        tags: ['admin'],
        summary: 'Crear un recurso (queda como borrador)',
        body: resourceInput,
        response: { 201: adminResourceItem, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      reply.code(201);
      return resources.create(request.user!, request.body);
    },
  );

  r.put(
    '/api/admin/resources/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Editar un recurso',
        params: idParams,
        body: resourceInput,
        response: { 200: adminResourceItem, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => resources.update(request.user!, request.params.id, request.body),
  );

  r.post(
    '/api/admin/resources/:id/publish',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publicar o retirar un recurso',
        params: idParams,
        body: resourcePublishInput,
        response: { 200: adminResourceItem, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => resources.setPublished(request.user!, request.params.id, request.body.published),
  );

  r.post(
    '/api/admin/resources/:id/cover',
    {
      schema: {
        tags: ['admin'],
        summary: 'Subir la portada de un recurso (multipart, campo "file": JPG, PNG o WebP, hasta 10 MB)',
        params: idParams,
        response: { 200: adminResourceItem, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) =>
      resources.setCover(request.user!, request.params.id, imageReader(request, COVER_MAX_BYTES)),
  );

  r.delete(
    '/api/admin/resources/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Eliminar un recurso',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      await resources.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
