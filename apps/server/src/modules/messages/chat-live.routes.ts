import type { IncomingMessage } from 'node:http';
import type { WsServerEvent } from '@traspasa/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/app-error.ts';
import { SESSION_HEADER } from '../../plugins/auth.ts';
import { ChatFanout } from './chat-fanout.service.ts';
import { type ChatClient, ChatHub, CLOSE, closeSockets, rememberAck } from './chat-hub.service.ts';
import { ChatListener } from './chat-listener.service.ts';
import { answerSend } from './chat-send.service.ts';
import { CHAT_CHANNEL } from './messages.repository.ts';
import type { MessagesService } from './messages.service.ts';

/** The subprotocol the server speaks; a browser offers it next to its token (decision 070). */
export const WS_PROTOCOL = 'traspasa';
/** `new WebSocket(url, ['traspasa', 'traspasa.token.' + token])`: browsers cannot set headers. */
export const WS_TOKEN_PREFIX = 'traspasa.token.';
const HEARTBEAT_MS = 30_000;
/** Open sockets per user on one instance (tabs and devices): every socket costs memory and fan-out. */
export const MAX_SOCKETS_PER_USER = 20;
const TOO_MANY_SOCKETS =
  'Tienes demasiadas pestañas conectadas al chat. Cierra alguna y vuelve a intentarlo.';

/**
 * @fastify/websocket options (registered in app.ts). Client frames are keep-alives and
 * `message.send`: 5,000 characters of text as JSON stay well under 64 KB.
 */
export const websocketOptions = {
  options: {
    maxPayload: 64 * 1024,
    // Answer with our protocol, never echo the token entry back.
    handleProtocols: (protocols: Set<string>) => (protocols.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
  },
  /**
   * On app close (the SIGTERM drain in main.ts): "going away" to every socket, so clients
   * reconnect to another instance and catch up; the HTTP server can only finish closing
   * once these connections are gone.
   */
  preClose(this: FastifyInstance, done: () => void) {
    const wss = this.websocketServer;
    closeSockets([...wss.clients], CLOSE.goingAway, 'El servidor se está reiniciando.').then(() => {
      wss.close();
      done();
    });
  },
};

export interface ChatLive {
  hub: ChatHub;
  fanout: ChatFanout;
  listener: ChatListener;
  /** Sending (HTTP and socket), with its overload gate and rate limit. */
  messages: MessagesService;
}

const lives = new WeakMap<object, ChatLive>();

/** The live machinery of the app listening on `server` (tests drive its heartbeat and listener). */
export function chatLiveOf(server: object): ChatLive | undefined {
  return lives.get(server);
}

/**
 * `GET /api/ws` and the machinery behind it: the sockets of this instance (hub), the
 * LISTEN connection that hears what every instance commits, and the fan-out between them.
 */
export async function registerChatLive(app: FastifyInstance, messages: MessagesService): Promise<ChatLive> {
  const hub = new ChatHub(app.db, app.log);
  let closing = false;
  const fanout: ChatFanout = new ChatFanout(() => listener.connection, hub, app.log);
  // Deliveries running late count as an overload too: new sends are refused until they catch up.
  messages.gate.watchBacklog(() => fanout.lag());
  const listener: ChatListener = new ChatListener({
    connection: app.pool.options,
    channel: CHAT_CHANNEL,
    onNotice: (payload) => fanout.push(payload),
    onUp: () => {
      hub.accepting = !closing;
    },
    onDown: () => {
      // Notices are lost while the listener is down: no socket may stay open believing
      // it is up to date. Clients reconnect (refused until LISTEN is back) and catch up.
      hub.accepting = false;
      fanout.reset();
      void hub.closeAll(CLOSE.restart, 'Se interrumpió la conexión en vivo.');
    },
    log: app.log,
  });

  // The token of a browser arrives as a subprotocol; from here on the auth plugin treats it
  // as the X-Session-Token header. Runs before @fastify/websocket routes the upgrade.
  app.server.prependListener('upgrade', (req: IncomingMessage) => {
    if (!req.url?.startsWith('/api/ws') || req.headers[SESSION_HEADER]) return;
    const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(',');
    const token = offered.map((p) => p.trim()).find((p) => p.startsWith(WS_TOKEN_PREFIX));
    if (token) req.headers[SESSION_HEADER] = token.slice(WS_TOKEN_PREFIX.length);
  });

  const trusted = trustedOrigins(app.config.appUrl, app.config.isProduction);
  const admit = async (request: FastifyRequest) => {
    // A WebSocket is not bound by CORS: a foreign page could open one with our cookie.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}` && !trusted(origin)) {
      throw AppError.forbidden('Conexión rechazada: proviene de un sitio que no es Traspasa.');
    }
    if (!request.user || !request.session) throw AppError.unauthorized();
    if (!hub.accepting) {
      throw AppError.unavailable('El chat en vivo no está disponible ahora. Reintenta en unos segundos.', 2);
    }
    if (hub.countOf(request.user.id) >= MAX_SOCKETS_PER_USER) {
      throw AppError.tooManyRequests(30, TOO_MANY_SOCKETS);
    }
  };

  app.get('/api/ws', { websocket: true, preValidation: admit }, (socket: WebSocket, request) => {
    const user = request.user!;
    // Checked again here, where counting and adding cannot interleave with other upgrades.
    if (!hub.accepting || hub.countOf(user.id) >= MAX_SOCKETS_PER_USER) {
      socket.close(CLOSE.tryAgainLater, 'Reintenta en unos segundos.');
      return;
    }
    const client: ChatClient = {
      socket,
      userId: user.id,
      sid: request.session!.sid,
      alive: true,
      backlog: [],
    };
    hub.add(client);
    socket.on('close', () => hub.remove(client));
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      client.alive = true;
      if (isBinary) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (!parsed || typeof parsed !== 'object') return;
      const event = parsed as Record<string, unknown>;
      if (event.type === 'ping') {
        hub.reply(client, JSON.stringify({ type: 'pong' }));
      } else if (event.type === 'message.send') {
        // Answered when stored or refused; answers to several sends may come in any order.
        void answerSend(messages, user, event, request.log).then((answer) => {
          if (socket.readyState !== socket.OPEN) return;
          // This socket now holds the stored message: its echo (message.created) is skipped.
          if (answer.type === 'message.ack' && answer.created) rememberAck(client, answer.clientMessageId);
          hub.answer(client, JSON.stringify(answer));
        });
      }
    });
    messages.unreadCount(user).then(
      (unreadCount) => {
        if (socket.readyState !== socket.OPEN) return;
        const ready: WsServerEvent = { type: 'ready', userId: user.id, unreadCount };
        hub.open(client, JSON.stringify(ready));
      },
      (err: unknown) => {
        request.log.warn({ err }, 'chat socket: could not load the unread count');
        socket.close(CLOSE.tryAgainLater, 'Reintenta en unos segundos.');
      },
    );
  });

  await listener.start();
  hub.startHeartbeat(HEARTBEAT_MS);
  // The sockets themselves are closed by websocketOptions.preClose.
  app.addHook('preClose', async () => {
    closing = true;
    hub.accepting = false;
    hub.stopHeartbeat();
  });
  app.addHook('onClose', async () => {
    await fanout.idle();
    await listener.stop();
    await hub.flushSeen().catch(() => {});
  });
  const live = { hub, fanout, listener, messages };
  lives.set(app.server, live);
  return live;
}

/**
 * The origins the auth plugin trusts for mutations (plugins/auth.ts, not exported there):
 * APP_URL's, and outside production the Vite dev server on any loopback port.
 */
function trustedOrigins(appUrl: string, isProduction: boolean): (origin: string) => boolean {
  const own = new URL(appUrl).origin;
  const loopback = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
  return (origin) => origin === own || (!isProduction && loopback.test(origin));
}
