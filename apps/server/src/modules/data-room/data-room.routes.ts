import {
  createDataRoomFolderInput,
  DATA_ROOM_VIEW_HEADER,
  dataRoomActivityResponse,
  dataRoomResponse,
  dataRoomTraceInput,
  dataRoomTraceResponse,
  dataRoomViewEventsInput,
  reorderDataRoomFoldersInput,
  updateDataRoomFolderInput,
} from '@traspasa/shared/data-room';
import { errorCodes } from '@traspasa/shared/errors';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from '@traspasa/shared/listings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { requestContext } from '../../lib/request-context.ts';
import { sniffFormat } from './data-room.rules.ts';
import { DataRoomService, type ServedCopy } from './data-room.service.ts';

const id32 = z.coerce.number().int().min(1).max(2_147_483_647);
const roomParams = z.object({ id: id32 });
const folderParams = z.object({ id: id32, folderId: id32 });
const fileParams = z.object({ id: id32, fileId: id32 });
const viewQuery = z.object({ version: id32.optional() });
const MB = 1024 * 1024;

/**
 * The one uploaded file of a data-room upload: PDFs and spreadsheets up to the documents' limit
 * (20 MB), images up to the photos' (10 MB), decision 042 and 041.
 */
function roomFileReader(request: FastifyRequest) {
  return async () => {
    const file = await readSingleFile(request, {
      maxBytes: DOCUMENT_MAX_BYTES,
      tooLargeMessage: `No pudimos subir el archivo: supera los ${DOCUMENT_MAX_BYTES / MB} MB. Comprímelo o divídelo.`,
      missingMessage: 'Falta el archivo (campo "file").',
    });
    const format = sniffFormat(file.data, file.filename);
    if ((format === 'jpeg' || format === 'png' || format === 'webp') && file.data.length > IMAGE_MAX_BYTES) {
      throw new AppError(
        errorCodes.payloadTooLarge,
        413,
        `No pudimos subir la imagen: supera los ${IMAGE_MAX_BYTES / MB} MB. Elige una imagen más liviana.`,
      );
    }
    return file;
  };
}

function send(reply: FastifyReply, copy: ServedCopy) {
  reply
    .type(copy.contentType)
    .header('content-disposition', contentDisposition(copy.disposition, copy.fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (copy.traceId) reply.header(DATA_ROOM_VIEW_HEADER, copy.traceId);
  return reply.send(copy.body);
}

/** The data room of a listing (decisions 172, 173). Every read is authorised per request. */
export default async function dataRoomRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const room = new DataRoomService(app);
  const tags = ['data-room'];
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  r.get(
    '/api/businesses/:id/data-room',
    {
      schema: {
        tags,
        summary:
          'La sala de datos: todas las carpetas y versiones para el vendedor; para un comprador con acceso, solo las carpetas que puede ver',
        params: roomParams,
        response: { 200: dataRoomResponse, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      noStore(reply);
      return room.room(request.user!, request.params.id);
    },
  );

  r.post(
    '/api/businesses/:id/data-room/folders',
    {
      schema: {
        tags,
        summary: 'Agregar una carpeta a la sala de datos',
        params: roomParams,
        body: createDataRoomFolderInput,
        response: { 200: dataRoomResponse, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => room.createFolder(request.user!, request.params.id, request.body),
  );

  r.put(
    '/api/businesses/:id/data-room/folders/order',
    {
      schema: {
        tags,
        summary: 'Ordenar las carpetas de la sala de datos',
        params: roomParams,
        body: reorderDataRoomFoldersInput,
        response: { 200: dataRoomResponse, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => room.reorder(request.user!, request.params.id, request.body.folderIds),
  );

  r.patch(
    '/api/businesses/:id/data-room/folders/:folderId',
    {
      schema: {
        tags,
        summary:
          'Cambiar una carpeta: nombre, quién la ve, compradores elegidos, descargas y originales de hojas de cálculo',
        params: folderParams,
        body: updateDataRoomFolderInput,
        response: { 200: dataRoomResponse, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      room.updateFolder(request.user!, request.params.id, request.params.folderId, request.body),
  );

  r.delete(
    '/api/businesses/:id/data-room/folders/:folderId',
    {
      schema: {
        tags,
        summary: 'Eliminar una carpeta vacía',
        params: folderParams,
        response: { 200: dataRoomResponse, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => room.deleteFolder(request.user!, request.params.id, request.params.folderId),
  );

  r.post(
    '/api/businesses/:id/data-room/folders/:folderId/files',
    {
      schema: {
        tags,
        summary:
          'Subir un archivo a una carpeta (multipart, campo "file": PDF o hoja xlsx/csv hasta 20 MB, imagen JPG, PNG o WebP hasta 10 MB)',
        params: folderParams,
        response: { 200: dataRoomResponse, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      room.upload(request.user!, request.params.id, request.params.folderId, roomFileReader(request)),
  );

  r.post(
    '/api/businesses/:id/data-room/files/:fileId/versions',
    {
      schema: {
        tags,
        summary: 'Subir una versión nueva de un archivo (la anterior queda para el vendedor, reemplazada)',
        params: fileParams,
        response: { 200: dataRoomResponse, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      room.newVersion(request.user!, request.params.id, request.params.fileId, roomFileReader(request)),
  );

  r.delete(
    '/api/businesses/:id/data-room/files/:fileId',
    {
      schema: {
        tags,
        summary: 'Quitar un archivo de la sala (sus copias entregadas quedan registradas)',
        params: fileParams,
        response: { 200: dataRoomResponse, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) => room.deleteFile(request.user!, request.params.id, request.params.fileId),
  );

  r.get(
    '/api/businesses/:id/data-room/files/:fileId/view',
    {
      schema: {
        tags,
        summary:
          'Ver un archivo: PDF (también las hojas de cálculo) o imagen JPEG, con la marca de agua del comprador; la cabecera x-data-room-view identifica la copia',
        params: fileParams,
        querystring: viewQuery,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      send(
        reply,
        await room.serve(
          request.user,
          request.params.id,
          request.params.fileId,
          'view',
          requestContext(request),
          request.query.version,
        ),
      ),
  );

  r.get(
    '/api/businesses/:id/data-room/files/:fileId/download',
    {
      schema: {
        tags,
        summary:
          'Descargar un archivo, con la marca de agua del comprador (el original de una hoja de cálculo si la carpeta lo permite)',
        params: fileParams,
        querystring: viewQuery,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      send(
        reply,
        await room.serve(
          request.user,
          request.params.id,
          request.params.fileId,
          'download',
          requestContext(request),
          request.query.version,
        ),
      ),
  );

  r.post(
    '/api/businesses/:id/data-room/files/:fileId/view-events',
    {
      schema: {
        tags,
        summary: 'El visor informa el tiempo en cada página de una vista',
        params: fileParams,
        body: dataRoomViewEventsInput,
        response: { 200: z.object({ recorded: z.number().int() }), ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => room.recordViews(request.user, request.params.id, request.params.fileId, request.body),
  );

  r.get(
    '/api/businesses/:id/data-room/activity',
    {
      schema: {
        tags,
        summary:
          'Actividad en la sala de datos: por comprador y archivo, cuándo abrió, segundos por página, descargas',
        params: roomParams,
        response: { 200: dataRoomActivityResponse, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      noStore(reply);
      return room.activity(request.user!, request.params.id);
    },
  );

  r.post(
    '/api/data-room/trace',
    {
      schema: {
        tags,
        summary: 'Rastrear una copia filtrada por su código DR-… (vendedor del negocio o administración)',
        body: dataRoomTraceInput,
        response: { 200: dataRoomTraceResponse, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => room.trace(request.user!, request.body.traceId),
  );

  r.post(
    '/api/data-room/trace/file',
    {
      schema: {
        tags,
        summary:
          'Rastrear una copia filtrada subiendo el archivo (multipart, campo "file": el PDF o la imagen)',
        response: { 200: dataRoomTraceResponse, ...errorResponses(400, 401, 404, 413, 415) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { data } = await readSingleFile(request, {
        maxBytes: DOCUMENT_MAX_BYTES,
        tooLargeMessage: `No pudimos leer el archivo: supera los ${DOCUMENT_MAX_BYTES / MB} MB.`,
        missingMessage: 'Falta el archivo (campo "file").',
      });
      return room.traceFile(request.user!, data);
    },
  );
}
