import type { ChatMessage } from '@traspasa/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { SendRejectedError, SocketUnavailableError } from '../live/live-connection';
import { DELIVER_ATTEMPTS, type DeliverBody, deliverMessage } from './deliver-message';
import { STILL_BUSY, sendErrorMessage } from './send-message';

const body: DeliverBody = {
  receiverId: 2,
  content: 'Hola',
  attachmentIds: [],
  messageType: 'text' as const,
  clientMessageId: 'cm-12345678',
};
const stored = { id: 9, clientMessageId: body.clientMessageId } as ChatMessage;
const overloadedPost = () =>
  new ApiError(
    503,
    'Service Unavailable',
    JSON.stringify({
      error: { code: 'service_unavailable', message: 'Hay muchos mensajes en camino ahora mismo.' },
    }),
  );

type Send = (b: DeliverBody) => Promise<ChatMessage>;

function deps(overSocket: Send, post: Send) {
  const waits: number[] = [];
  return {
    waits,
    overSocket: vi.fn(overSocket),
    post: vi.fn(post),
    sleep: async (ms: number) => {
      waits.push(ms);
    },
    random: () => 0,
  };
}

describe('deliverMessage', () => {
  it('goes over the socket when it is open, without POST', async () => {
    const d = deps(
      async () => stored,
      async () => stored,
    );
    await expect(deliverMessage(body, d)).resolves.toBe(stored);
    expect(d.overSocket).toHaveBeenCalledWith(body);
    expect(d.post).not.toHaveBeenCalled();
  });

  it('falls back to POST with the same clientMessageId when the socket cannot carry it', async () => {
    const d = deps(
      () => Promise.reject(new SocketUnavailableError('socket closed')),
      async () => stored,
    );
    await expect(deliverMessage(body, d)).resolves.toBe(stored);
    expect(d.post).toHaveBeenCalledWith(body);
    expect(d.waits).toEqual([]);
  });

  it('retries an overloaded socket send after retryAfter, growing the wait, and keeps the clientMessageId', async () => {
    let calls = 0;
    const d = deps(
      () =>
        ++calls < 4
          ? Promise.reject(new SendRejectedError('overloaded', 'Hay muchos mensajes en camino.', 1))
          : Promise.resolve(stored),
      async () => stored,
    );
    await expect(deliverMessage(body, d)).resolves.toBe(stored);
    expect(d.overSocket).toHaveBeenCalledTimes(4);
    for (const call of d.overSocket.mock.calls) expect(call[0]).toBe(body);
    // At least the server's second, then the backoff (random 0: half of 0.5, 1, 2 … s) once it is longer.
    expect(d.waits).toEqual([1000, 1000, 1000]);
    expect(d.post).not.toHaveBeenCalled();
  });

  it('tells before every retry, so the bubble shows «Reintentando…» instead of a silent wait', async () => {
    let calls = 0;
    const retries: Array<[number, number]> = [];
    const d = deps(
      () => Promise.reject(new SocketUnavailableError('no socket')),
      () => (++calls < 3 ? Promise.reject(overloadedPost()) : Promise.resolve(stored)),
    );
    const delivered = await deliverMessage(body, {
      ...d,
      onRetry: (retry, waitMs) => retries.push([retry, waitMs]),
    });
    expect(delivered).toBe(stored);
    // Two 503s: two retries announced, each with the wait it is about to take.
    expect(retries).toEqual([
      [1, d.waits[0]],
      [2, d.waits[1]],
    ]);
    expect(d.waits.every((ms) => ms >= 1000)).toBe(true);
    // Every POST carried the same clientMessageId: the server stores it once.
    expect(new Set(d.post.mock.calls.map((c) => c[0].clientMessageId))).toEqual(
      new Set([body.clientMessageId]),
    );
  });

  it('retries a POST answered 503 with backoff, and gives up after DELIVER_ATTEMPTS with the Spanish reason', async () => {
    const d = deps(
      () => Promise.reject(new SocketUnavailableError('no socket')),
      () => Promise.reject(overloadedPost()),
    );
    const error = await deliverMessage(body, d).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).userMessage).toBe('Hay muchos mensajes en camino ahora mismo.');
    expect(d.post).toHaveBeenCalledTimes(DELIVER_ATTEMPTS);
    expect(d.waits).toHaveLength(DELIVER_ATTEMPTS - 1);
    expect(d.waits.at(-1)).toBeGreaterThan(d.waits[0]!);
  });

  it('does not retry what the server refuses for good (rules, NDA, rate limit)', async () => {
    const refusal = new SendRejectedError('nda_required', 'Firma el acuerdo de confidencialidad primero.');
    const d = deps(
      () => Promise.reject(refusal),
      async () => stored,
    );
    await expect(deliverMessage(body, d)).rejects.toBe(refusal);
    expect(d.overSocket).toHaveBeenCalledTimes(1);
    expect(d.post).not.toHaveBeenCalled();

    const forbidden = new ApiError(403, 'Forbidden', '{"error":{"code":"forbidden","message":"No"}}');
    const p = deps(
      () => Promise.reject(new SocketUnavailableError('x')),
      () => Promise.reject(forbidden),
    );
    await expect(deliverMessage(body, p)).rejects.toBe(forbidden);
    expect(p.post).toHaveBeenCalledTimes(1);
  });
});

describe('sendErrorMessage', () => {
  it('after the last retry of a saturated server, asks to press «Reintentar» instead of promising a retry', () => {
    expect(sendErrorMessage(overloadedPost())).toBe(STILL_BUSY);
    expect(sendErrorMessage(new SendRejectedError('overloaded', 'Lo reintentamos en un momento.', 1))).toBe(
      STILL_BUSY,
    );
    // A refusal for good keeps the server's own reason.
    expect(sendErrorMessage(new SendRejectedError('nda_required', 'Firma el acuerdo primero.'))).toBe(
      'Firma el acuerdo primero.',
    );
  });
});
