import { adminQueueCounts } from '@traspasa/shared/admin-queues';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.ts';
import { AdminQueuesService } from './admin-queues.service.ts';

export default async function adminQueuesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new AdminQueuesService(app);

  r.get(
    '/api/admin/queues',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lo que espera en cada cola de la administración (las cifras de la navegación)',
        response: { 200: adminQueueCounts, ...errorResponses(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.counts();
    },
  );
}
