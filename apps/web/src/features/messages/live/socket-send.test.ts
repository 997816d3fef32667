import type { ChatMessage } from '@traspasa/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveConnection,
  SendRejectedError,
  type SocketLike,
  SocketUnavailableError,
} from './live-connection';

// Sending over the live socket: message.send out, message.ack / message.rejected back.
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const stored = (id: number, clientMessageId: string): ChatMessage => ({
  id,
  conversationId: 4,
  senderId: 1,
  content: 'Hola',
  messageType: 'text',
  attachments: [],
  readBy: [1],
  clientMessageId,
  createdAt: '2026-11-24T23:00:00.000Z',
});

function setup() {
  const sockets: FakeSocket[] = [];
  const events: unknown[] = [];
  const connection = new LiveConnection({
    url: () => 'ws://app.test/api/ws',
    onEvent: (e) => events.push(e),
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    random: () => 1,
  });
  connection.start();
  return { connection, events, socket: () => sockets[sockets.length - 1]! };
}

const body = { receiverId: 2, content: 'Hola', clientMessageId: 'cm-12345678' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LiveConnection.sendMessage', () => {
  it('sends message.send and resolves with the acknowledged message (not passed on as an event)', async () => {
    const { connection, events, socket } = setup();
    socket().open();
    const sending = connection.sendMessage(body);
    expect(JSON.parse(socket().sent.at(-1)!)).toEqual({ type: 'message.send', ...body });
    const message = stored(41, body.clientMessageId);
    socket().receive({
      type: 'message.ack',
      clientMessageId: body.clientMessageId,
      id: 41,
      created: true,
      message,
    });
    await expect(sending).resolves.toEqual(message);
    expect(events).toEqual([]);
    connection.stop();
  });

  it('rejects with the code, the Spanish reason and retryAfter of message.rejected', async () => {
    const { connection, socket } = setup();
    socket().open();
    const sending = connection.sendMessage(body);
    socket().receive({
      type: 'message.rejected',
      clientMessageId: body.clientMessageId,
      code: 'overloaded',
      message: 'Hay muchos mensajes en camino ahora mismo.',
      retryAfter: 1,
    });
    const error = await sending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendRejectedError);
    expect(error).toMatchObject({
      code: 'overloaded',
      userMessage: 'Hay muchos mensajes en camino ahora mismo.',
      retryAfter: 1,
    });
    connection.stop();
  });

  it('says the socket is unavailable when it is not open, closes before answering, or stays silent', async () => {
    const { connection, socket } = setup();
    await expect(connection.sendMessage(body)).rejects.toBeInstanceOf(SocketUnavailableError);

    socket().open();
    const closing = connection.sendMessage(body);
    socket().drop();
    await expect(closing).rejects.toBeInstanceOf(SocketUnavailableError);

    vi.advanceTimersByTime(1000);
    socket().open();
    const silent = connection.sendMessage({ ...body, clientMessageId: 'cm-silent-1' }, 5000);
    vi.advanceTimersByTime(5000);
    await expect(silent).rejects.toBeInstanceOf(SocketUnavailableError);
    connection.stop();
  });
});
