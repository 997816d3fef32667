import {
  ATTACHMENT_PDF_MAX_BYTES,
  attachmentUploadQuery,
  chatMessage,
  conversationListQuery,
  conversationListResponse,
  messageAttachment,
  readResponse,
  sendMessageBody,
  threadQuery,
  threadResponse,
  unreadCountResponse,
} from '@traspasa/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { registerChatLive } from './chat-live.routes.ts';
import { ConversationsService } from './conversations.service.ts';
import { MessageAttachmentsService } from './message-attachments.service.ts';
import { MessageWriter } from './message-writer.service.ts';
import { MessagesService } from './messages.service.ts';
import { MessageRateLimit, SendGate } from './send-limits.service.ts';

const id32 = z.coerce.number().int().min(1).max(2_147_483_647);

/** Messaging between users, live (decision 070): HTTP here, the WebSocket in chat-live.routes.ts. */
export default async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writer = new MessageWriter(app.db, app.log);
  const { limits } = app.config;
  const gate = new SendGate(limits.chatMaxInFlight, limits.chatMaxWaitMs);
  const rateLimit = new MessageRateLimit(app.db, app.log, limits.messagesPerMinute, limits.chatRateSyncMs);
  const messages = new MessagesService(app, writer, gate, rateLimit);
  const conversations = new ConversationsService(app, messages);
  const attachments = new MessageAttachmentsService(app, messages);
  const tags = ['messages'];
  // POST /api/messages is refused before the session lookup and the body when the instance
  // is saturated (plugins/overload.ts): the loop runs late, too many POSTs are in progress,
  // or too many sends are (this gate, shared with the socket).
  app.overload.register('chat', gate);
  app.addHook('onClose', async () => {
    await writer.flush();
    await rateLimit.close();
  });

  r.post(
    '/api/messages',
    {
      schema: {
        tags,
        summary:
          'Enviar un mensaje (crea o continúa la conversación con esa persona). Con el chat en vivo abierto, ' +
          'mejor message.send por el WebSocket; 503 con Retry-After cuando el servidor está saturado',
        body: sendMessageBody,
        response: {
          200: chatMessage,
          201: chatMessage,
          ...errorResponses(400, 401, 403, 404, 409, 429, 503),
        },
      },
      config: { admission: 'chat' },
      // Admitted in onRequest (above), but this request may since have waited longer than a
      // send may (in the session lookup's queue for a database connection): refused before
      // the body is validated. The send itself checks the gate again.
      preValidation: async (_request, reply) => {
        if (gate.full() || reply.elapsedTime > limits.chatMaxWaitMs) throw gate.refuse();
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { created, message } = await messages.send(request.user!, request.body);
      reply.code(created ? 201 : 200);
      return message;
    },
  );

  r.post(
    '/api/messages/attachments',
    {
      schema: {
        tags,
        summary:
          'Adjuntar un archivo para enviarlo a esa persona (multipart, campo "file": foto JPG, PNG o WebP ' +
          'hasta 10 MB, o PDF hasta 20 MB). Se envía con attachmentIds en POST /api/messages',
        querystring: attachmentUploadQuery,
        response: { 201: messageAttachment, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const attachment = await attachments.upload(request.user!, request.query.receiverId, () =>
        readSingleFile(request, {
          maxBytes: ATTACHMENT_PDF_MAX_BYTES,
          tooLargeMessage: `No pudimos adjuntar el archivo: supera los ${ATTACHMENT_PDF_MAX_BYTES / (1024 * 1024)} MB.`,
          missingMessage: 'Falta el archivo (campo "file").',
        }),
      );
      reply.code(201);
      return attachment;
    },
  );

  r.get(
    '/api/messages/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary:
          'Ver o descargar un archivo de una conversación (solo sus dos participantes); ' +
          'size=thumb da la miniatura de una foto',
        params: z.object({ attachmentId: z.uuid('El identificador del archivo no es válido.') }),
        querystring: z.object({ size: z.enum(['thumb', 'full']).default('full') }),
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const file = await attachments.read(request.user!, request.params.attachmentId, request.query.size);
      reply
        .type(file.kind === 'image' ? 'image/webp' : 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(file.kind === 'image' ? 'inline' : 'attachment', file.name),
        )
        .header('cache-control', 'private, no-store');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );

  r.get(
    '/api/messages/unread-count',
    {
      schema: {
        tags,
        summary: 'Mensajes sin leer de todas tus conversaciones',
        response: { 200: unreadCountResponse, ...errorResponses(401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ count: await messages.unreadCount(request.user!) }),
  );

  r.get(
    '/api/conversations',
    {
      schema: {
        tags,
        summary: 'Tus conversaciones, la actividad más reciente primero',
        querystring: conversationListQuery,
        response: { 200: conversationListResponse, ...errorResponses(400, 401) },
      },
      preHandler: app.requireUser,
    },
    async (request) => conversations.list(request.user!, request.query),
  );

  r.get(
    '/api/conversations/with/:userId',
    {
      schema: {
        tags,
        summary: 'La conversación con una persona (vacía si aún no existe, con si puedes escribirle)',
        params: z.object({ userId: id32 }),
        querystring: threadQuery,
        response: { 200: threadResponse, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => conversations.threadWith(request.user!, request.params.userId, request.query),
  );

  r.get(
    '/api/conversations/:id',
    {
      schema: {
        tags,
        summary: 'Una conversación y sus mensajes (paginados hacia atrás con before, o desde after)',
        params: z.object({ id: id32 }),
        querystring: threadQuery,
        response: { 200: threadResponse, ...errorResponses(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => conversations.thread(request.user!, request.params.id, request.query),
  );

  r.post(
    '/api/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Marcar como leídos los mensajes de una conversación',
        params: z.object({ id: id32 }),
        response: { 200: readResponse, ...errorResponses(401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => conversations.read(request.user!, request.params.id),
  );

  await registerChatLive(app, messages);
}
