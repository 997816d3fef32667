import {
  alertsPage,
  alertsQuery,
  createSavedSearchInput,
  savedSearchList,
  savedSearchView,
  unreadAlerts,
  updateSavedSearchInput,
} from '@traspasa/shared/saved-searches';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { esc } from './saved-search.mails.ts';
import { SavedSearchesService } from './saved-searches.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const alertIdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** Saved searches, their one-click unsubscribe and the alerts bell (issue 13, decision 150). */
export default async function savedSearchesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new SavedSearchesService(app);
  const tags = ['saved-searches'];

  r.get(
    '/api/saved-searches',
    {
      schema: {
        tags,
        summary: 'Mis búsquedas guardadas, con los negocios nuevos desde mi última visita',
        response: { 200: savedSearchList, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.list(request.user!),
  );

  r.post(
    '/api/saved-searches',
    {
      schema: {
        tags,
        summary: 'Guardar los filtros de /businesses como búsqueda con alertas',
        body: createSavedSearchInput,
        response: { 201: savedSearchView, ...errorResponses(400, 401, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user!, request.body)),
  );

  r.patch(
    '/api/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar el nombre o la frecuencia, pausar o reanudar una búsqueda guardada',
        params: idParams,
        body: updateSavedSearchInput,
        response: { 200: savedSearchView, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.update(request.user!, request.params.id, request.body),
  );

  r.delete(
    '/api/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Borrar una búsqueda guardada y sus avisos',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await service.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/saved-searches/:id/visit',
    {
      schema: {
        tags,
        summary: 'Abrí la búsqueda: sus negocios dejan de ser nuevos y sus avisos quedan leídos',
        params: idParams,
        response: { 200: savedSearchView, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.visit(request.user!, request.params.id),
  );

  // One-click unsubscribe (RFC 8058): the link of the mail (GET) and the mail client's POST
  // (body "List-Unsubscribe=One-Click"), both without a session.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, body),
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();
    const query = z.object({ token: z.string().max(200).optional() });
    const handle = async (token: string | undefined, reply: FastifyReply) => {
      const result = token ? await service.unsubscribe(token) : 'forged';
      if (result === 'forged') {
        return page(
          reply,
          400,
          'Este enlace no es válido',
          'El enlace para darte de baja está incompleto o fue modificado. Ábrelo tal como llegó en el correo, o pausa la búsqueda desde tu panel.',
        );
      }
      if (result === 'gone') {
        return page(
          reply,
          404,
          'Esta búsqueda ya no existe',
          'La búsqueda guardada de este correo fue borrada: ya no recibirás sus alertas.',
        );
      }
      return page(
        reply,
        200,
        'Listo, te diste de baja',
        `Ya no recibirás alertas de la búsqueda «${result.name}». Puedes reanudarla cuando quieras desde tu panel.`,
      );
    };
    s.get(
      '/api/saved-searches/unsubscribe',
      { schema: { hide: true, querystring: query } },
      async (request, reply) => handle(request.query.token, reply),
    );
    s.post(
      '/api/saved-searches/unsubscribe',
      { schema: { hide: true, querystring: query } },
      async (request, reply) => handle(request.query.token, reply),
    );
  });

  r.get(
    '/api/alerts',
    {
      schema: {
        tags,
        summary: 'Mis avisos de búsquedas guardadas, los más recientes primero',
        querystring: alertsQuery,
        response: { 200: alertsPage, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => service.alerts(request.user!, request.query.cursor, request.query.limit),
  );

  r.get(
    '/api/alerts/unread-count',
    {
      schema: {
        tags,
        summary: 'Cuántos avisos no he leído (la campana)',
        response: { 200: unreadAlerts, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ unread: await service.unread(request.user!) }),
  );

  r.post(
    '/api/alerts/:id/read',
    {
      schema: {
        tags,
        summary: 'Marcar un aviso como leído',
        params: alertIdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await service.markRead(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/alerts/read-all',
    {
      schema: {
        tags,
        summary: 'Marcar todos mis avisos como leídos',
        response: { 204: z.null(), ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await service.markAllRead(request.user!);
      return reply.code(204).send(null);
    },
  );
}

/** A small Spanish page for the unsubscribe link (opened from a mail, outside the app). */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)} | Traspasa</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px}
h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.6}a{color:#0f766e;font-weight:600}</style></head>
<body><main><p>Traspasa</p><h1>${esc(title)}</h1><p>${esc(body)}</p>
<p><a href="/buyer/dashboard">Ir a mis búsquedas guardadas</a></p></main></body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
