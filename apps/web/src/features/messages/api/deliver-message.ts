// How a message reaches the server (decision 071): over the open live socket
// (`message.send`, answered by `message.ack`) and by POST /api/messages when there is no
// open socket or it went away before answering. An overloaded server (503, or the socket's
// `overloaded`) is asked again after its Retry-After, with backoff; every attempt carries
// the same clientMessageId, so the server stores the message once whichever attempt lands.
import type { ChatMessage, SendMessageBody } from '@traspasa/shared/messages';
import { isApiError } from '@/lib/api-client';
import { backoffDelay } from '../live/backoff';
import { SendRejectedError, SocketUnavailableError } from '../live/live-connection';

export type DeliverBody = SendMessageBody & { clientMessageId: string };

export type DeliverDeps = {
  /** Over the live socket; rejects with SocketUnavailableError when it cannot. */
  overSocket: (body: DeliverBody) => Promise<ChatMessage>;
  post: (body: DeliverBody) => Promise<ChatMessage>;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Told before each pause for a retry (the bubble shows «Reintentando…»): the attempt to come (1-based retry) and the wait. */
  onRetry?: (retry: number, waitMs: number) => void;
};

/** Attempts in all (the first and the retries after an overload) before the send counts as failed. */
export const DELIVER_ATTEMPTS = 6;
const RETRY_BASE_MS = 500;
const RETRY_CAP_MS = 8000;

/** Whether the server asks to come back later (overloaded or briefly unavailable), and after how long. */
function retryAfterMs(error: unknown): number | null {
  if (error instanceof SendRejectedError) {
    if (error.code !== 'overloaded' && error.code !== 'unavailable') return null;
    return (error.retryAfter ?? 1) * 1000;
  }
  // The server's Retry-After for an overload is one second (send-limits.ts); the backoff grows past it.
  if (isApiError(error) && error.status === 503) return 1000;
  return null;
}

/**
 * Delivers one message; resolves with the stored message. Rejects with the last refusal
 * (SendRejectedError or ApiError, both carrying a Spanish userMessage) when the server
 * refuses it for good or is still overloaded after DELIVER_ATTEMPTS attempts.
 */
export async function deliverMessage(body: DeliverBody, deps: DeliverDeps): Promise<ChatMessage> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let lastError: unknown = null;
  for (let attempt = 0; attempt < DELIVER_ATTEMPTS; attempt += 1) {
    if (attempt > 0) {
      const asked = retryAfterMs(lastError) ?? 0;
      const wait = Math.max(asked, backoffDelay(attempt - 1, deps.random, RETRY_BASE_MS, RETRY_CAP_MS));
      deps.onRetry?.(attempt, wait);
      await sleep(wait);
    }
    try {
      try {
        return await deps.overSocket(body);
      } catch (error) {
        if (!(error instanceof SocketUnavailableError)) throw error;
        return await deps.post(body);
      }
    } catch (error) {
      if (retryAfterMs(error) === null) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
