import { siteInfo } from '@traspasa/shared/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** What the web app shows from the server's configuration: the one support address. */
export default async function siteRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/site',
    {
      schema: {
        tags: ['system'],
        summary: 'Datos del sitio que muestra la aplicación web (la dirección de soporte)',
        response: { 200: siteInfo },
      },
    },
    async (_request, reply) => {
      // The same for everyone and changed only by a restart.
      reply.header('cache-control', 'public, max-age=300');
      return { supportEmail: app.config.supportEmail };
    },
  );
}
