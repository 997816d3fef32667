import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { AccountService } from './account.service.ts';

export default async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const account = new AccountService(app);

  r.get(
    '/api/user/export',
    {
      schema: {
        tags: ['users'],
        summary: 'Descargar una copia de mis datos personales (JSON)',
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const data = await account.exportData(request.user!);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="traspasa-mis-datos.json"');
      return data;
    },
  );

  r.delete(
    '/api/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Eliminar mi cuenta (se anonimizan mis datos; la evidencia de los acuerdos se conserva)',
        body: z.object({ password: z.string().min(1).max(128) }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await account.deleteAccount(request.user!, request.body.password);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );
}
