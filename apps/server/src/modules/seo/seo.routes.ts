import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type SeoOptions, SeoService } from './seo.service.ts';

/** sitemap.xml (an index past 50,000 URLs, decision 152) and robots.txt; page tags come from the SPA plugin. */
export default async function seoRoutes(app: FastifyInstance, options: SeoOptions = {}) {
  const seo = new SeoService(app, options);
  const xml = 'application/xml; charset=utf-8';

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', 'public, max-age=3600')
      .send(await seo.sitemapXml()),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const body = await seo.sitemapFile(request.params.file);
      if (body === null) throw AppError.notFound('No encontramos esa parte del mapa del sitio.');
      return reply.type(xml).header('cache-control', 'public, max-age=3600').send(body);
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(seo.robotsTxt()),
  );
}
