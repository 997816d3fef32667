import { adminUserList, adminUserQuery } from '@traspasa/shared/admin-users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.ts';
import { AdminUsersService } from './admin-users.service.ts';

export default async function adminUsersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new AdminUsersService(app);

  r.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Buscar cuentas activas por nombre, correo o usuario (p. ej. ?role=seller&q=ana para elegir al vendedor de un anuncio)',
        querystring: adminUserQuery,
        response: { 200: adminUserList, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      // Personal data: never kept by a shared cache.
      reply.header('cache-control', 'no-store');
      return service.search(request.query);
    },
  );
}
