import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LiveConnection,
  liveSocketProtocols,
  liveSocketUrl,
  parseServerEvent,
  type SocketLike,
} from './live-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed: { code?: number } | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closed = { code };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(overrides: Partial<ConstructorParameters<typeof LiveConnection>[0]> = {}) {
  const sockets: FakeSocket[] = [];
  const events: unknown[] = [];
  const statuses: string[] = [];
  const opens: boolean[] = [];
  const connection = new LiveConnection({
    url: () => 'ws://app.test/api/ws',
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    onOpen: ({ reconnected }) => opens.push(reconnected),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    random: () => 1,
    heartbeatMs: 25_000,
    pongTimeoutMs: 10_000,
    ...overrides,
  });
  return {
    connection,
    sockets,
    events,
    statuses,
    opens,
    last: () => sockets[sockets.length - 1] as FakeSocket,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LiveConnection', () => {
  it('opens one socket, passes events on, and ignores junk', () => {
    const { connection, sockets, events, last } = setup();
    connection.start();
    connection.start();
    expect(sockets).toHaveLength(1);
    last().open();
    last().receive({ type: 'ready', userId: 3, unreadCount: 2 });
    last().receive('not json');
    last().receive({ type: 'unknown' });
    last().receive({ type: 'unread.count', count: 'many' });
    last().receive({ type: 'pong' });
    expect(events).toEqual([{ type: 'ready', userId: 3, unreadCount: 2 }]);
    connection.stop();
  });

  it('reconnects with growing delays, and resets them once connected', () => {
    const { connection, sockets, opens, last } = setup();
    connection.start();
    last().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(opens).toEqual([false]);
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    last().open();
    expect(opens).toEqual([false, true]);
    connection.stop();
  });

  it('never waits more than 30 s between attempts', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    for (let i = 0; i < 12; i += 1) {
      last().drop();
      vi.advanceTimersByTime(30_000);
    }
    expect(sockets).toHaveLength(13);
    connection.stop();
  });

  it('pings on a heartbeat and drops a connection that does not answer', () => {
    const { connection, sockets, statuses, last } = setup();
    connection.start();
    last().open();
    vi.advanceTimersByTime(25_000);
    expect(last().sent).toEqual([JSON.stringify({ type: 'ping' })]);
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(25_000);
    expect(last().sent).toHaveLength(2);
    // No pong this time.
    vi.advanceTimersByTime(10_000);
    expect(sockets[0]?.closed).not.toBeNull();
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    connection.stop();
  });

  it('stops for good: no reconnection after stop()', () => {
    const { connection, sockets, statuses, last } = setup();
    connection.start();
    last().open();
    connection.stop();
    expect(last().closed?.code).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('reconnects at once when asked (back online), skipping the wait', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().drop();
    last().drop();
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
    connection.stop();
  });

  it('doubts the session when the server refuses it, or attempts keep failing', () => {
    const onSessionDoubt = vi.fn();
    const { connection, last } = setup({ onSessionDoubt });
    connection.start();
    last().open();
    last().drop(4401);
    expect(onSessionDoubt).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(30_000);
      last().drop(1006);
    }
    expect(onSessionDoubt).toHaveBeenCalledTimes(2);
    connection.stop();
  });
});

describe('parseServerEvent and the socket address', () => {
  it('accepts the contract events', () => {
    expect(parseServerEvent(JSON.stringify({ type: 'unread.count', count: 4 }))).toEqual({
      type: 'unread.count',
      count: 4,
    });
    expect(
      parseServerEvent(
        JSON.stringify({ type: 'conversation.read', conversationId: 1, readerId: 2, messageIds: [3] }),
      ),
    ).not.toBeNull();
    expect(parseServerEvent(JSON.stringify({ type: 'message.created', message: { id: 1 } }))).toBeNull();
    expect(parseServerEvent(42)).toBeNull();
  });

  it('uses wss on https and the same host', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'traspasa.com' })).toBe('wss://traspasa.com/api/ws');
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/ws');
  });
});

describe('liveSocketProtocols', () => {
  it('offers the token next to the protocol, and only a well-formed one', () => {
    expect(liveSocketProtocols('abc_DEF-123')).toEqual(['traspasa', 'traspasa.token.abc_DEF-123']);
    expect(liveSocketProtocols(null)).toEqual(['traspasa']);
    expect(liveSocketProtocols('bad token, x')).toEqual(['traspasa']);
  });
});
