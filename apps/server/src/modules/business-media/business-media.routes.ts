import {
  DOCUMENT_MAX_BYTES,
  documentsResponse,
  IMAGE_MAX_BYTES,
  imagesResponse,
  reorderImagesInput,
} from '@traspasa/shared/listings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { fingerprintOf, idempotentCallOf } from '../idempotency/idempotency.service.ts';
import { BusinessDocumentsService } from './business-documents.service.ts';
import { BusinessPhotosService } from './business-photos.service.ts';

const businessParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const imageParams = businessParams.extend({ imageId: z.string().regex(/^[a-z0-9-]{1,100}$/i) });
// The id is the uuid; `<uuid>/<file name>` (a `businesses.documents` entry as is) is accepted too.
const documentParams = businessParams.extend({
  docId: z
    .string()
    .regex(/^[0-9a-f-]{36}(?:\/.{0,300})?$/i, 'El identificador del documento no es válido.')
    .transform((v) => v.slice(0, 36).toLowerCase()),
});

const MB = 1024 * 1024;

/** An upload's `Idempotency-Key`: one key, one listing; a retry adds nothing (decision 080). */
function uploadCall(request: FastifyRequest, businessId: number, scope: string) {
  return idempotentCallOf(request, request.user!.id, scope, fingerprintOf({ businessId }));
}

/** Listing photos and private documents (decisions 040–042). */
export default async function businessMediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const photos = new BusinessPhotosService(app);
  const documents = new BusinessDocumentsService(app);

  r.post(
    '/api/businesses/:id/images',
    {
      schema: {
        tags: ['businesses'],
        summary:
          'Subir una foto del negocio (multipart, campo "file": JPG, PNG o WebP, hasta 10 MB). ' +
          'Con `Idempotency-Key`, repetir la subida no agrega otra foto',
        params: businessParams,
        response: { 200: imagesResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      photos.add(
        request.user!,
        request.params.id,
        async () => {
          const { data } = await readSingleFile(request, {
            maxBytes: IMAGE_MAX_BYTES,
            tooLargeMessage: `No pudimos subir la foto: supera los ${IMAGE_MAX_BYTES / MB} MB. Elige una imagen más liviana.`,
            missingMessage: 'Falta la imagen (campo "file").',
          });
          return data;
        },
        uploadCall(request, request.params.id, 'business.photo'),
      ),
  );

  r.delete(
    '/api/businesses/:id/images/:imageId',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Quitar una foto del negocio',
        params: imageParams,
        response: { 200: imagesResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => photos.remove(request.user!, request.params.id, request.params.imageId),
  );

  r.put(
    '/api/businesses/:id/images/order',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Ordenar las fotos del negocio (la primera es la portada)',
        params: businessParams,
        body: reorderImagesInput,
        response: { 200: imagesResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => photos.reorder(request.user!, request.params.id, request.body.images),
  );

  r.post(
    '/api/businesses/:id/documents',
    {
      schema: {
        tags: ['businesses'],
        summary:
          'Subir un documento privado del negocio (multipart, campo "file": PDF hasta 20 MB). ' +
          'Con `Idempotency-Key`, repetir la subida no agrega otro documento',
        params: businessParams,
        response: { 200: documentsResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      documents.add(
        request.user!,
        request.params.id,
        () =>
          readSingleFile(request, {
            maxBytes: DOCUMENT_MAX_BYTES,
            tooLargeMessage: `No pudimos subir el documento: supera los ${DOCUMENT_MAX_BYTES / MB} MB. Comprime el PDF o divídelo.`,
            missingMessage: 'Falta el documento (campo "file").',
          }),
        uploadCall(request, request.params.id, 'business.document'),
      ),
  );

  r.get(
    '/api/businesses/:id/documents',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Documentos del negocio (vendedor, administración y compradores con acuerdo firmado)',
        params: businessParams,
        response: { 200: documentsResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return documents.list(request.user, request.params.id);
    },
  );

  r.get(
    '/api/businesses/:id/documents/:docId',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Descargar un documento del negocio en PDF (queda registrado)',
        params: documentParams,
      },
    },
    async (request, reply) => {
      const file = await documents.download(request.user, request.params.id, request.params.docId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('cache-control', 'no-store');
      if (file.traceId) reply.header('x-data-room-view', file.traceId);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );

  r.delete(
    '/api/businesses/:id/documents/:docId',
    {
      schema: {
        tags: ['businesses'],
        summary: 'Eliminar un documento del negocio',
        params: documentParams,
        response: { 200: documentsResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => documents.remove(request.user!, request.params.id, request.params.docId),
  );
}
