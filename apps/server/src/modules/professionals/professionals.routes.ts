import {
  adminProfessionalItem,
  adminProfessionalListQuery,
  consultantDashboard,
  ownProfessional,
  pageResponse,
  professionalInput,
  professionalItem,
  professionalListQuery,
  rejectProfessionalInput,
} from '@traspasa/shared/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageFileReader } from '../../lib/multipart.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { ProfessionalsService } from './professionals.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const ownResult = z.object({ professional: ownProfessional, sentToReview: z.boolean() });

/**
 * The directory of professionals (decision 102): public reads with server-side filters,
 * consultants' own entries and dashboard, and the admins' review. Everything under /api/admin/
 * is refused to non-admins by the auth plugin as well.
 */
export default async function professionalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const professionals = new ProfessionalsService(app);

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
      professionals.setPhoto(request.user!, request.params.id, imageFileReader(request, PHOTO_MAX_BYTES)),
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
}
