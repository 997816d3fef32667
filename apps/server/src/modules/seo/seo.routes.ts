import type { FastifyInstance } from 'fastify';
import { SeoService } from './seo.service.ts';

/** sitemap.xml and robots.txt (DESIGN.md §4); the page tags are injected by the SPA plugin. */
export default async function seoRoutes(app: FastifyInstance) {
  const seo = new SeoService(app);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await seo.sitemapXml()),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(seo.robotsTxt()),
  );
}
