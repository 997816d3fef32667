// One WebSocket to /api/ws per tab (decisions 070 and 071): it
// reconnects with exponential backoff and jitter, keeps itself alive with a ping, and
// notices a dead connection (no answer to a ping) instead of waiting for TCP to give up.
// What to do with the events (cache updates, catch-up) is the caller's business.
import type { ChatMessage, WsRejectCode, WsSendEvent, WsServerEvent } from '@traspasa/shared/messages';
import { backoffDelay } from './backoff';

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What we use of a browser WebSocket (tests pass a fake). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

const OPEN = 1;
/**
 * Close codes for "the session ended" (apps/server chat-hub CLOSE.sessionEnded, and policy
 * violation): check the session, and come back only slowly if it is still there.
 */
const SESSION_ENDED_CODES = new Set([4401, 1008]);
/** The backoff step used after a session-ended close (≈ 16–30 s). */
const SESSION_ENDED_ATTEMPT = 5;

/** The subprotocol the server speaks, and the prefix that carries the session token (decision 070). */
export const WS_PROTOCOL = 'traspasa';
export const WS_TOKEN_PREFIX = 'traspasa.token.';

/**
 * Browsers cannot set headers on a WebSocket: the token (when the app holds one) travels as
 * a second subprotocol next to 'traspasa'; the session cookie goes along by itself.
 */
export function liveSocketProtocols(token: string | null): string[] {
  return token && /^[\w-]+$/.test(token) ? [WS_PROTOCOL, `${WS_TOKEN_PREFIX}${token}`] : [WS_PROTOCOL];
}

export type LiveConnectionOptions = {
  url: () => string;
  protocols?: () => string | string[] | undefined;
  onEvent: (event: WsServerEvent) => void;
  /** Each socket that opened; `reconnected` is false for the first one of this connection. */
  onOpen?: (info: { reconnected: boolean }) => void;
  onStatus?: (status: LiveStatus) => void;
  /**
   * The server said the session is not valid, or attempts keep failing before opening (a
   * refused upgrade looks like any network failure): time to check the session.
   */
  onSessionDoubt?: () => void;
  createSocket?: (url: string, protocols?: string | string[]) => SocketLike;
  heartbeatMs?: number;
  pongTimeoutMs?: number;
  random?: () => number;
};

/** The server's events, checked just enough to trust their shape (the contract is in packages/shared). */
export function parseServerEvent(data: unknown): WsServerEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const event = value as Record<string, unknown>;
  const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
  const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object';
  switch (event.type) {
    case 'ready':
      return isInt(event.userId) && isInt(event.unreadCount) ? (event as WsServerEvent) : null;
    case 'message.created':
      return isObject(event.message) &&
        isInt(event.message.id) &&
        isInt(event.message.conversationId) &&
        typeof event.message.content === 'string' &&
        Array.isArray(event.message.readBy) &&
        isObject(event.conversation) &&
        isInt(event.conversation.id) &&
        isObject(event.conversation.otherParticipant)
        ? (event as WsServerEvent)
        : null;
    case 'conversation.read':
      return isInt(event.conversationId) && isInt(event.readerId) && Array.isArray(event.messageIds)
        ? (event as WsServerEvent)
        : null;
    case 'unread.count':
      return isInt(event.count) ? (event as WsServerEvent) : null;
    case 'pong':
      return { type: 'pong' };
    case 'message.ack':
      return typeof event.clientMessageId === 'string' &&
        isInt(event.id) &&
        isObject(event.message) &&
        isInt(event.message.id) &&
        typeof event.message.content === 'string'
        ? (event as WsServerEvent)
        : null;
    case 'message.rejected':
      return typeof event.clientMessageId === 'string' &&
        typeof event.code === 'string' &&
        typeof event.message === 'string'
        ? (event as WsServerEvent)
        : null;
    default:
      return null;
  }
}

/** The socket cannot carry this send (not open, closed before the answer, no answer in time): use POST. */
export class SocketUnavailableError extends Error {
  override readonly name = 'SocketUnavailableError';
}

/** The server refused a `message.send`: a code, its Spanish reason, and how long to wait when retrying helps. */
export class SendRejectedError extends Error {
  override readonly name = 'SendRejectedError';
  constructor(
    readonly code: WsRejectCode,
    readonly userMessage: string,
    readonly retryAfter?: number,
  ) {
    super(`${code}: ${userMessage}`);
  }
}

/** A message to send over the socket: the POST /api/messages body with its clientMessageId. */
export type SocketSendBody = Omit<WsSendEvent, 'type'>;

type Waiting = {
  resolve: (message: ChatMessage) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
};

export class LiveConnection {
  /** Sends over the socket waiting for their `message.ack` / `message.rejected`, by clientMessageId. */
  private readonly waiting = new Map<string, Waiting>();
  private readonly options: Required<
    Pick<LiveConnectionOptions, 'heartbeatMs' | 'pongTimeoutMs' | 'random' | 'createSocket'>
  > &
    LiveConnectionOptions;
  private socket: SocketLike | null = null;
  private attempt = 0;
  private failuresBeforeOpen = 0;
  private everOpened = false;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  status: LiveStatus = 'idle';

  constructor(options: LiveConnectionOptions) {
    this.options = {
      heartbeatMs: 25_000,
      pongTimeoutMs: 10_000,
      random: Math.random,
      createSocket: (url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike,
      ...options,
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearReconnect();
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    this.abandonSends();
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(1000, 'bye');
      } catch {
        // Closing a socket that never opened can throw in some browsers.
      }
    }
    this.setStatus('closed');
  }

  /** Back online or back on the tab: try at once instead of waiting out the backoff. */
  reconnectNow(): void {
    if (this.stopped || this.socket) return;
    this.clearReconnect();
    this.attempt = 0;
    this.connect();
  }

  /**
   * Sends a message over the open socket; resolves with the stored message at its
   * `message.ack`, rejects with SendRejectedError at `message.rejected`, or with
   * SocketUnavailableError when the socket is not open, closes first, or says nothing
   * within `timeoutMs` — then POST the same body (same clientMessageId: stored once).
   */
  sendMessage(body: SocketSendBody, timeoutMs = 10_000): Promise<ChatMessage> {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN || this.status !== 'open') {
      return Promise.reject(new SocketUnavailableError('socket not open'));
    }
    const id = body.clientMessageId;
    this.settle(id, new SocketUnavailableError('sent again'));
    return new Promise<ChatMessage>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(id, new SocketUnavailableError('no answer')), timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      try {
        socket.send(JSON.stringify({ type: 'message.send', ...body }));
      } catch {
        this.settle(id, new SocketUnavailableError('send failed'));
      }
    });
  }

  /** Ends the wait for one send: with its stored message, or with an error. */
  private settle(clientMessageId: string, outcome: ChatMessage | Error) {
    const waiting = this.waiting.get(clientMessageId);
    if (!waiting) return;
    this.waiting.delete(clientMessageId);
    clearTimeout(waiting.timer);
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
  }

  /** The socket went away: whatever waits for an answer goes by POST instead. */
  private abandonSends() {
    for (const id of [...this.waiting.keys()]) this.settle(id, new SocketUnavailableError('socket closed'));
  }

  /** Send a ping now and expect an answer (e.g. the tab became visible after a long sleep). */
  probe(): void {
    this.ping();
  }

  private setStatus(status: LiveStatus) {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private connect() {
    this.reconnectTimer = null;
    if (this.stopped) return;
    this.setStatus(this.everOpened ? 'reconnecting' : 'connecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url(), this.options.protocols?.());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      opened = true;
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.failuresBeforeOpen = 0;
      this.setStatus('open');
      this.startHeartbeat();
      this.options.onOpen?.({ reconnected });
    };
    socket.onmessage = (message) => {
      if (socket !== this.socket) return;
      // Anything from the server proves the connection is alive.
      this.clearPongTimer();
      const event = parseServerEvent(message.data);
      if (!event || event.type === 'pong') return;
      if (event.type === 'message.ack') this.settle(event.clientMessageId, event.message);
      else if (event.type === 'message.rejected')
        this.settle(
          event.clientMessageId,
          new SendRejectedError(event.code, event.message, event.retryAfter),
        );
      else this.options.onEvent(event);
    };
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.stopHeartbeat();
      this.abandonSends();
      if (SESSION_ENDED_CODES.has(event.code)) {
        this.attempt = Math.max(this.attempt, SESSION_ENDED_ATTEMPT);
        this.options.onSessionDoubt?.();
      } else if (!opened) {
        this.failuresBeforeOpen += 1;
        if (this.failuresBeforeOpen % 3 === 0) this.options.onSessionDoubt?.();
      }
      this.scheduleReconnect();
    };
    socket.onerror = () => {
      // A close event always follows; reconnection is decided there.
    };
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    this.clearReconnect();
    this.setStatus('reconnecting');
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private clearReconnect() {
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private ping() {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN || this.pongTimer !== null) return;
    try {
      socket.send(JSON.stringify({ type: 'ping' }));
    } catch {
      return;
    }
    this.pongTimer = setTimeout(() => {
      this.pongTimer = null;
      // No answer: treat the connection as dead now rather than when TCP notices.
      if (socket !== this.socket) return;
      this.socket = null;
      this.abandonSends();
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(4000, 'heartbeat timeout');
      } catch {
        // already closing
      }
      this.stopHeartbeat();
      this.scheduleReconnect();
    }, this.options.pongTimeoutMs);
  }

  private startHeartbeat() {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => this.ping(), this.options.heartbeatMs);
  }

  private clearPongTimer() {
    if (this.pongTimer !== null) clearTimeout(this.pongTimer);
    this.pongTimer = null;
  }

  private stopHeartbeat() {
    if (this.heartbeatTimer !== null) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    this.clearPongTimer();
  }
}

/** ws(s)://<this host>/api/ws — same origin, so the session cookie goes with the upgrade. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/ws`;
}
