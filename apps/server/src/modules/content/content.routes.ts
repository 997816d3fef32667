import { pageQuery, pageResponse, professionalItem, resourceItem } from '@traspasa/shared/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { findProfessional, findResource, listProfessionals, listResources } from './content.repository.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function withIsoDates<T extends { createdAt: Date; updatedAt: Date }>(row: T) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The resources library and the directory of professionals: public reads. */
export default async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/resources',
    {
      schema: {
        tags: ['content'],
        summary: 'Biblioteca de recursos',
        querystring: pageQuery,
        response: { 200: pageResponse(resourceItem), ...errorResponses(400) },
      },
    },
    async ({ query }) => {
      const offset = query.cursor ?? 0;
      const rows = await listResources(app.db, offset, query.limit);
      return {
        items: rows.map(withIsoDates),
        nextCursor: rows.length === query.limit ? offset + rows.length : null,
      };
    },
  );

  r.get(
    '/api/resources/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Un recurso',
        params: idParams,
        response: { 200: resourceItem, ...errorResponses(400, 404) },
      },
    },
    async ({ params }) => {
      const row = await findResource(app.db, params.id);
      if (!row) throw AppError.notFound('No encontramos ese recurso.');
      return withIsoDates(row);
    },
  );

  r.get(
    '/api/professionals',
    {
      schema: {
        tags: ['content'],
        summary: 'Directorio de profesionales',
        querystring: pageQuery,
        response: { 200: pageResponse(professionalItem), ...errorResponses(400) },
      },
    },
    async ({ query }) => {
      const offset = query.cursor ?? 0;
      const rows = await listProfessionals(app.db, offset, query.limit);
      return {
        items: rows.map(withIsoDates),
        nextCursor: rows.length === query.limit ? offset + rows.length : null,
      };
    },
  );

  r.get(
    '/api/professionals/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Un profesional del directorio',
        params: idParams,
        response: { 200: professionalItem, ...errorResponses(400, 404) },
      },
    },
    async ({ params }) => {
      const row = await findProfessional(app.db, params.id);
      if (!row) throw AppError.notFound('No encontramos a ese profesional.');
      return withIsoDates(row);
    },
  );
}
