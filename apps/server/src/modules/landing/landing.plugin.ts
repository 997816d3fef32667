import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LandingService } from './landing.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The landing pages (decision 152): one instance, so one catalog, for the API, the SEO head and the sitemap. */
    landing: LandingService;
  }
}

/** `app.landing`; registered after the search cache, whose change signal drops its catalog. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('landing', new LandingService(app));
  },
  { name: 'landing', dependencies: ['search-cache'] },
);
