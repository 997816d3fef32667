import {
  answerQuestionInput,
  askQuestionInput,
  dataRoomQuestion,
  dataRoomQuestionList,
  questionListQuery,
} from '@traspasa/shared/data-room-questions';
import { DOCUMENT_MAX_BYTES } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSingleFile } from '../../lib/multipart.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { QuestionsService } from './questions.service.ts';

const id32 = z.coerce.number().int().min(1).max(2_147_483_647);
const roomParams = z.object({ id: id32 });
const questionParams = z.object({ id: id32, questionId: id32 });
const MB = 1024 * 1024;

/** Questions and answers of a listing's data room (decision 174). */
export default async function dataRoomQuestionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new QuestionsService(app);
  const tags = ['data-room'];

  r.get(
    '/api/businesses/:id/data-room/questions',
    {
      schema: {
        tags,
        summary:
          'Las preguntas de la sala de datos: todas para el vendedor; para un comprador, las suyas y las respondidas para todos (sin quién preguntó)',
        params: roomParams,
        querystring: questionListQuery,
        response: { 200: dataRoomQuestionList, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(request.user!, request.params.id, request.query);
    },
  );

  r.post(
    '/api/businesses/:id/data-room/questions',
    {
      schema: {
        tags,
        summary: 'Hacer una pregunta sobre una carpeta o un archivo que puedes ver (comprador con acceso)',
        params: roomParams,
        body: askQuestionInput,
        response: { 201: dataRoomQuestion, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const question = await service.ask(request.user!, request.params.id, request.body);
      return reply.code(201).send(question);
    },
  );

  r.post(
    '/api/businesses/:id/data-room/questions/:questionId/answer',
    {
      schema: {
        tags,
        summary:
          'Responder una pregunta (el vendedor): solo para quien preguntó, o para todos los compradores con acceso',
        params: questionParams,
        body: answerQuestionInput,
        response: { 200: dataRoomQuestion, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      service.answer(request.user!, request.params.id, request.params.questionId, request.body),
  );

  r.post(
    '/api/businesses/:id/data-room/questions/:questionId/attachment',
    {
      schema: {
        tags,
        summary:
          'Adjuntar un archivo a la respuesta (multipart, campo "file"): entra en la carpeta de la pregunta de la sala de datos',
        params: questionParams,
        response: { 200: dataRoomQuestion, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      service.attach(request.user!, request.params.id, request.params.questionId, () =>
        readSingleFile(request, {
          maxBytes: DOCUMENT_MAX_BYTES,
          tooLargeMessage: `No pudimos adjuntar el archivo: supera los ${DOCUMENT_MAX_BYTES / MB} MB.`,
          missingMessage: 'Falta el archivo (campo "file").',
        }),
      ),
  );
}
