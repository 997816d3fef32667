import {
  adminUserDetail,
  adminUserDirectory,
  adminUserDirectoryQuery,
  adminUserEraseInput,
  adminUserList,
  adminUserPasswordResetResult,
  adminUserQuery,
  adminUserRolesInput,
  adminUserSuspendInput,
} from '@traspasa/shared/admin-users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { AdminUsersService } from './admin-users.service.ts';

const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export default async function adminUsersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new AdminUsersService(app);
  const tags = ['admin'];
  // Personal data: never kept by a shared cache (this plugin's routes only: it is encapsulated).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary:
          'Buscar cuentas activas por nombre, correo o usuario (p. ej. ?role=seller&q=ana para elegir al vendedor de un anuncio)',
        querystring: adminUserQuery,
        response: { 200: adminUserList, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.search(request.query),
  );

  r.get(
    '/api/admin/users/directory',
    {
      schema: {
        tags,
        summary:
          'Todas las cuentas (también suspendidas y eliminadas), las más nuevas primero, con búsqueda y filtros',
        querystring: adminUserDirectoryQuery,
        response: { 200: adminUserDirectory, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.directory(request.query),
  );

  r.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Ficha de una cuenta: perfil, anuncios, NDAs, conversaciones, accesos, pagos y suspensión',
        params,
        response: { 200: adminUserDetail, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.detail(request.user!, request.params.id),
  );

  r.patch(
    '/api/admin/users/:id/roles',
    {
      schema: {
        tags,
        summary: 'Cambiar el rol y el rol secundario de una cuenta',
        params,
        body: adminUserRolesInput,
        response: { 200: adminUserDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.changeRoles(request.user!, request.params.id, request.body),
  );

  r.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspender una cuenta con un motivo (cierra todas sus sesiones al instante)',
        params,
        body: adminUserSuspendInput,
        response: { 200: adminUserDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.suspend(request.user!, request.params.id, request.body),
  );

  r.post(
    '/api/admin/users/:id/reactivate',
    {
      schema: {
        tags,
        summary: 'Reactivar una cuenta suspendida',
        params,
        response: { 200: adminUserDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.reactivate(request.user!, request.params.id),
  );

  r.post(
    '/api/admin/users/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'Obligar a elegir una nueva contraseña: cierra sus sesiones y le envía el enlace por correo',
        params,
        response: { 200: adminUserPasswordResetResult, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.forcePasswordReset(request.user!, request.params.id),
  );

  r.post(
    '/api/admin/users/:id/erase',
    {
      schema: {
        tags,
        summary:
          'Eliminar una cuenta según las reglas de eliminación de datos (decisión 014); se confirma con su email',
        params,
        body: adminUserEraseInput,
        response: { 200: adminUserDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => service.erase(request.user!, request.params.id, request.body),
  );
}
