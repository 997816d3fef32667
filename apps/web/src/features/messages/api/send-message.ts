// Sending: the message shows at once as "sending", keyed by a clientMessageId that a retry
// reuses (the server stores one message per id), goes over the live socket when it is open
// and by POST otherwise (deliver-message.ts, retried with backoff while the server is
// overloaded), and is replaced by the server's message whichever comes first, the answer
// or the socket's echo (mergeMessages drops the pending copy once a server message carries
// its id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, MessageAttachment, SendMessageBody } from '@traspasa/shared/messages';
import { useCallback } from 'react';
import { api, isApiError } from '@/lib/api-client';
import { newRequestId } from '@/lib/request-id';
import { isPending, pendingMessage, withoutPending, withPending, withSendState } from '../lib/merge-messages';
import { applyNewMessage } from '../live/cache-updates';
import { SendRejectedError } from '../live/live-connection';
import { sendOverLiveSocket } from '../live/use-live-messages';
import { deliverMessage } from './deliver-message';
import type { ThreadData } from './get-thread';
import { messageKeys } from './keys';

type SendVariables = SendMessageBody & { clientMessageId: string };

/** A random id per send, which every retry of that send reuses. */
export const newClientMessageId = newRequestId;

export const STILL_BUSY =
  'No pudimos enviarlo: el servidor sigue muy ocupado. Pulsa «Reintentar» en unos segundos.';

/** The Spanish reason a send failed, for the line under the bubble. */
export function sendErrorMessage(error: unknown): string {
  // Still saturated after every retry: the server's «lo reintentamos» no longer holds.
  const saturated =
    (error instanceof SendRejectedError && (error.code === 'overloaded' || error.code === 'unavailable')) ||
    (isApiError(error) && error.status === 503);
  if (saturated) return STILL_BUSY;
  if (error instanceof SendRejectedError) return error.userMessage;
  if (isApiError(error)) {
    if (error.userMessage) return error.userMessage;
    if (error.status === 429)
      return 'Estás enviando mensajes muy rápido. Espera un momento e inténtalo de nuevo.';
    if (error.status >= 500) return 'El servidor no respondió. Inténtalo de nuevo en unos segundos.';
  }
  return 'No se envió: revisa tu conexión e inténtalo de nuevo.';
}

export function useSendMessage({
  otherUserId,
  me,
  businessId,
}: {
  otherUserId: number;
  me: number;
  /** The listing the conversation is about, sent along (the server keeps it current). */
  businessId?: number;
}) {
  const client = useQueryClient();
  const key = messageKeys.thread(otherUserId);
  const setThread = useCallback(
    (update: (data: ThreadData) => ThreadData) =>
      client.setQueryData<ThreadData>(key, (data) => (data ? update(data) : data)),
    [client, key],
  );

  const mutation = useMutation({
    mutationFn: (body: SendVariables) =>
      deliverMessage(body, {
        overSocket: sendOverLiveSocket,
        post: (b) => api.post<ChatMessage>('/api/messages', b),
        // Saturated server: the bubble says so while the same send waits for its next try.
        onRetry: () =>
          setThread((data) => ({
            ...data,
            messages: withSendState(data.messages, body.clientMessageId, 'retrying'),
          })),
      }),
    onSuccess: (message) => {
      const before = client.getQueryData<ThreadData>(key);
      setThread((data) => ({ ...data, conversationId: message.conversationId }));
      applyNewMessage(client, me, message, null, otherUserId);
      // The first message creates the conversation: fetch its summary (listing card, list entry).
      if (!before?.conversation) void client.invalidateQueries({ queryKey: key, exact: true });
    },
    onError: (error, body) => {
      setThread((data) => ({
        ...data,
        messages: withSendState(data.messages, body.clientMessageId, 'failed', sendErrorMessage(error)),
      }));
      // Forbidden now (an NDA revoked, a listing sold): let the composer say why.
      const forbidden =
        (isApiError(error) && error.status === 403) ||
        (error instanceof SendRejectedError && (error.code === 'forbidden' || error.code === 'nda_required'));
      if (forbidden) void client.invalidateQueries({ queryKey: key, exact: true });
    },
  });

  const deliver = useCallback(
    (clientMessageId: string, content: string, attachments: readonly MessageAttachment[]) =>
      mutation.mutate({
        receiverId: otherUserId,
        content,
        attachmentIds: attachments.map((a) => a.id),
        messageType: 'text',
        clientMessageId,
        ...(businessId ? { businessId } : {}),
      }),
    [mutation.mutate, otherUserId, businessId],
  );

  /** Shows the message at once and sends it (text, files already uploaded, or both). */
  const send = useCallback(
    (content: string, attachments: MessageAttachment[] = []) => {
      const clientMessageId = newClientMessageId();
      setThread((data) => ({
        ...data,
        messages: withPending(
          data.messages,
          pendingMessage({
            clientMessageId,
            senderId: me,
            content,
            attachments,
            conversationId: data.conversationId,
          }),
        ),
      }));
      deliver(clientMessageId, content, attachments);
    },
    [setThread, deliver, me],
  );

  /** Sends a failed message again, with the same clientMessageId. */
  const retry = useCallback(
    (clientMessageId: string) => {
      const held = client
        .getQueryData<ThreadData>(key)
        ?.messages.find((m) => isPending(m) && m.clientMessageId === clientMessageId);
      if (!held) return;
      setThread((data) => ({ ...data, messages: withSendState(data.messages, clientMessageId, 'sending') }));
      deliver(clientMessageId, held.content, held.attachments);
    },
    [client, key, setThread, deliver],
  );

  const discard = useCallback(
    (clientMessageId: string) =>
      setThread((data) => ({ ...data, messages: withoutPending(data.messages, clientMessageId) })),
    [setThread],
  );

  return { send, retry, discard };
}
