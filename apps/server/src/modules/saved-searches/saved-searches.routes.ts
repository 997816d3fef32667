import {
  alertsPage,
  alertsQuery,
  createSavedSearchInput,
  savedSearchList,
  savedSearchView,
  unreadAlerts,
  updateSavedSearchInput,
} from '@traspasa/shared/saved-searches';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { SavedSearchesService } from './saved-searches.service.ts';
import { confirmPage, forgedLinkPage, goneSearchPage, unsubscribedPage } from './unsubscribe.page.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const alertIdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** Saved searches, their one-click unsubscribe and the alerts bell (decision 150). */
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

  // Unsubscribe from a saved search's alert mails, without a session (decision 150). Opening the
  // link (GET) only asks — mail scanners and prefetchers open links — and the page's button
  // POSTs to the same address; so does a mail client's one-click (RFC 8058: body
  // "List-Unsubscribe=One-Click"), from its server or from a webmail page on another site.
  // The signed token is the whole proof, so the route is exempt from the cross-site check.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, body),
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();
    const query = z.object({ token: z.string().max(200).optional() });
    const path = '/api/saved-searches/unsubscribe';
    s.get(path, { schema: { hide: true, querystring: query } }, async (request, reply) => {
      const token = request.query.token;
      const target = token ? await service.unsubscribeTarget(token) : 'forged';
      if (target === 'forged') return forgedLinkPage(reply);
      if (target === 'gone') return goneSearchPage(reply);
      return confirmPage(reply, target.name, `${path}?token=${encodeURIComponent(token!)}`, target.paused);
    });
    s.post(
      path,
      { schema: { hide: true, querystring: query }, config: { tokenAuthenticated: true } },
      async (request, reply) => {
        const result = request.query.token ? await service.unsubscribe(request.query.token) : 'forged';
        if (result === 'forged') return forgedLinkPage(reply);
        if (result === 'gone') return goneSearchPage(reply);
        return unsubscribedPage(reply, result.name);
      },
    );
  });

  r.get(
    '/api/alerts',
    {
      schema: {
        tags,
        summary:
          'Mis avisos (búsquedas guardadas y decisiones sobre mis anuncios o mi ficha), los más recientes primero',
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
