import {
  NDA_REQUIRED_MESSAGE,
  sendMessageBody,
  type WsRejectCode,
  type WsServerEvent,
} from '@traspasa/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { MessagesService } from './messages.service.ts';
import { OVERLOAD_RETRY_AFTER_S, OverloadError } from './send-limits.service.ts';

const NO_ID = 'Falta el identificador del mensaje (clientMessageId, de 8 a 64 caracteres).';
const FAILED = 'No pudimos enviar tu mensaje. Inténtalo de nuevo en unos segundos.';

/**
 * `message.send` over the socket (decision 070): the same `MessagesService.send` as
 * POST /api/messages — rules, NDA gate, rate limit, idempotency, overload — answered with
 * `message.ack` (the stored message; a replay of the clientMessageId acks the same id) or
 * `message.rejected` (a code, a Spanish reason, and retryAfter when waiting helps).
 */
export async function answerSend(
  messages: MessagesService,
  user: CurrentUser,
  event: Record<string, unknown>,
  log: FastifyBaseLogger,
): Promise<WsServerEvent> {
  const raw = event.clientMessageId;
  const clientMessageId = typeof raw === 'string' ? raw.trim() : '';
  if (clientMessageId.length < 8 || clientMessageId.length > 64) {
    return rejected(typeof raw === 'string' ? raw.slice(0, 64) : '', 'invalid', NO_ID);
  }
  // Refused before the body is even validated: refusing must stay cheap under overload.
  const loopLate = messages.loopLate();
  if (loopLate || messages.gate.full()) {
    const overload = messages.gate.refuse(loopLate ? 'loop' : undefined);
    return rejected(clientMessageId, 'overloaded', overload.userMessage, OVERLOAD_RETRY_AFTER_S);
  }
  const parsed = sendMessageBody.safeParse(event);
  if (!parsed.success) {
    return rejected(
      clientMessageId,
      'invalid',
      parsed.error.issues[0]?.message ?? 'El mensaje no es válido.',
    );
  }
  try {
    const { created, message } = await messages.send(user, { ...parsed.data, clientMessageId });
    return { type: 'message.ack', clientMessageId, id: message.id, created, message };
  } catch (err) {
    if (!(err instanceof AppError)) {
      log.error({ err }, 'chat socket: send failed');
      return rejected(clientMessageId, 'unavailable', FAILED, 2);
    }
    const retryAfter = Number(err.headers['retry-after']) || undefined;
    return rejected(clientMessageId, rejectCode(err), err.userMessage, retryAfter);
  }
}

function rejectCode(err: AppError): WsRejectCode {
  if (err instanceof OverloadError) return 'overloaded';
  switch (err.statusCode) {
    case 400:
      return 'invalid';
    case 403:
      return err.userMessage === NDA_REQUIRED_MESSAGE ? 'nda_required' : 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate_limited';
    default:
      return 'unavailable';
  }
}

function rejected(
  clientMessageId: string,
  code: WsRejectCode,
  message: string,
  retryAfter?: number,
): WsServerEvent {
  return {
    type: 'message.rejected',
    clientMessageId,
    code,
    message,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}
