import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { tokenRedirectTarget } from '@traspasa/shared/reset-link';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { contentTypeOf, type StoredFile } from '../lib/storage.ts';
import { trackSiteVisit } from '../modules/admin-metrics/site-visitors.service.ts';
import { PHOTO_URL_PREFIX, photoAccess } from '../modules/business-media/photo-access.service.ts';
import { NOT_FOUND_TITLE, SeoService } from '../modules/seo/seo.service.ts';
import { injectHead, renderHead } from '../modules/seo/seo-head.rules.ts';
import { serverDir } from '../paths.ts';
import { renderedHtml, webRenderer } from './spa-render.ts';

export const webDistDir = path.resolve(serverDir, '../web/dist');

/** A preview picture the web build may ship (apps/web/public/og-image.png) for pages without their own. */
const DEFAULT_OG_IMAGE = 'og-image.png';

/**
 * Serves uploads and the built web app: hashed assets cached for a year, index.html for
 * every other page path so the client router can answer it (including its not-found
 * screen), with that page's title, description, Open Graph and JSON-LD already in the
 * first HTML (decision 043).
 */
export default fp(
  async (app: FastifyInstance, opts: { distDir?: string }) => {
    const distDir = opts.distDir ?? webDistDir;
    const indexFile = path.join(distDir, 'index.html');
    const built = fs.existsSync(indexFile);
    const seo = new SeoService(app);
    const currentRenderer = webRenderer(app, { distDir });

    await registerUploads(app);

    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }
    const defaultImage = fs.existsSync(path.join(distDir, DEFAULT_OG_IMAGE))
      ? `${app.config.appUrl}/${DEFAULT_OG_IMAGE}`
      : undefined;

    // Re-read when the build changes (a rebuild under a running server); one stat per page load.
    let indexHtml = { mtimeMs: 0, html: '' };
    app.decorate('sendSpa', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('La aplicación web no está compilada. Ejecuta "npm run build".');
      }
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== indexHtml.mtimeMs) indexHtml = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
      const query = request.url.indexOf('?');
      const pathname = query < 0 ? request.url : request.url.slice(0, query);
      // A reset link goes straight to its screen: no page of its own to render first.
      const resetTarget = query < 0 ? null : tokenRedirectTarget(pathname, request.url.slice(query));
      if (resetTarget) return reply.header('cache-control', 'no-store').redirect(resetTarget, 302);
      trackSiteVisit(app, request);
      const renderer = await currentRenderer();
      let meta = await seo.pageMeta(pathname, defaultImage);
      // Spec: any other path is the not-found screen; its first HTML says so with its status.
      if (meta.status === undefined && renderer?.hasPage(pathname) === false)
        meta = { ...meta, title: NOT_FOUND_TITLE, noindex: true, status: 404 };
      let html = injectHead(indexHtml.html, renderHead(meta));
      // Public pages come rendered, with their data (decision 145); any failure leaves the
      // page to the browser, as before.
      try {
        const rendered = await renderer?.render(request.url);
        if (rendered) html = renderedHtml(html, rendered.page, rendered.manifest);
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; the page is sent client-rendered');
      }
      return reply
        .code(meta.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    });
    app.get('/', (request, reply) => app.sendSpa(request, reply));
  },
  { name: 'spa', dependencies: ['storage'] },
);

const FILE_NOT_FOUND = 'No encontramos ese archivo.';

/** Public uploads: straight from disk, or streamed from the bucket when files live in S3 (decision 040). */
async function registerUploads(app: FastifyInstance) {
  const { storage } = app;
  const notFound = () => AppError.notFound(FILE_NOT_FOUND);
  const sendFile = (reply: FastifyReply, url: string, file: StoredFile, cacheControl: string) => {
    reply.type(contentTypeOf(url)).header('cache-control', cacheControl);
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  };

  // A private listing's photos are for its seller and admins only (decision 080). The path
  // is decoded and normalised first, as the file server will, so no spelling slips past.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/uploads/')) return;
    let pathname: string;
    try {
      pathname = path.posix.normalize(decodeURIComponent(request.url.split('?')[0] ?? ''));
    } catch {
      throw notFound();
    }
    if (!pathname.startsWith(PHOTO_URL_PREFIX)) return;
    const access = await photoAccess(app, request, pathname);
    if (access === 'public') return;
    if (access === 'hidden') throw notFound();
    const file = await storage.getPublic(pathname);
    if (!file) throw notFound();
    return sendFile(reply, pathname, file, 'private, no-store');
  });

  if (storage.publicDir) {
    await app.register(fastifyStatic, {
      root: storage.publicDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });
    return;
  }
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    // The router has already decoded the path; getPublic accepts only `folder/name` we issued.
    const url = `/uploads/${request.params['*']}`;
    const file = await storage.getPublic(url);
    if (!file) throw notFound();
    return sendFile(reply, url, file, 'public, max-age=604800');
  });
}
