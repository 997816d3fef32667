import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every
 * other page path so the client router can answer it (including its not-found screen).
 */
export default fp(
  async (app: FastifyInstance, opts: { distDir?: string }) => {
    const distDir = opts.distDir ?? webDistDir;
    const indexFile = path.join(distDir, 'index.html');
    const built = fs.existsSync(indexFile);

    await app.register(fastifyStatic, {
      root: app.storage.publicDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });

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

    // Re-read when the build changes (a rebuild under a running server); one stat per page load.
    let indexHtml = { mtimeMs: 0, html: '' };
    app.decorate('sendSpa', (_request: FastifyRequest, reply: FastifyReply) => {
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('La aplicación web no está compilada. Ejecuta "npm run build".');
      }
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== indexHtml.mtimeMs) indexHtml = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml.html);
    });
    app.get('/', (request, reply) => app.sendSpa(request, reply));
  },
  { name: 'spa', dependencies: ['storage'] },
);
