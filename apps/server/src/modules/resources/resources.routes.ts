import {
  adminResourceItem,
  adminResourceListQuery,
  pageResponse,
  resourceInput,
  resourceItem,
  resourceListQuery,
  resourcePublishInput,
} from '@traspasa/shared/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageFileReader } from '../../lib/multipart.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { ResourcesService } from './resources.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const COVER_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The resources library: public reads with server-side filters, and the admins' editor.
 * Everything under /api/admin/ is refused to non-admins by the auth plugin as well.
 */
export default async function resourcesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
      resources.setCover(request.user!, request.params.id, imageFileReader(request, COVER_MAX_BYTES)),
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
