import type { Duplex } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client.ts';
import { IDLE_MS } from '../../plugins/auth.ts';
import { list, prepared } from './messages.repository.ts';

/** Close codes the client acts on (decision 070). */
export const CLOSE = {
  /** The server is stopping: reconnect (to another instance) and catch up. */
  goingAway: 1001,
  /** The live feed was interrupted (the database listener dropped): reconnect and catch up. */
  restart: 1012,
  /** Not accepting sockets right now: retry with backoff. */
  tryAgainLater: 1013,
  /** The session ended (logout, expiry, suspension): do not reconnect without signing in. */
  sessionEnded: 4401,
} as const;

/** A socket whose unsent data grows past this is too slow to keep: it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Answers (pongs) that may wait for `ready`; more are dropped. */
const MAX_BACKLOG_REPLIES = 16;

export interface ChatClient {
  socket: WebSocket;
  userId: number;
  /** The session it authenticated with: rechecked on every heartbeat. */
  sid: string;
  alive: boolean;
  /** Events that arrive before `ready` was sent wait here, so `ready` always comes first. */
  backlog: string[] | null;
  /**
   * clientMessageIds this socket sent and was acknowledged (`message.ack` carries the
   * stored message), whose `message.created` has not come yet: that echo is not sent to
   * this socket (one write and one serialisation less per message). Bounded.
   */
  acked?: Set<string>;
}

/** Acknowledged ids kept per socket for skipping their echo (an echo normally follows within ms). */
const MAX_ACKED_KEPT = 256;

/** Remembers that `client` holds the stored message of `clientMessageId` (from its ack). */
export function rememberAck(client: ChatClient, clientMessageId: string): void {
  client.acked ??= new Set();
  if (client.acked.size >= MAX_ACKED_KEPT) {
    // The oldest (insertion order): an echo that never came, or came before its ack.
    for (const id of client.acked) {
      client.acked.delete(id);
      break;
    }
  }
  client.acked.add(clientMessageId);
}

/**
 * The sockets open on this app instance, by user. Also keeps `user_presence` current
 * (the chat mail sweep reads it) and runs the heartbeat that drops dead sockets and
 * sockets whose session has ended.
 */
export class ChatHub {
  private readonly byUser = new Map<number, Set<ChatClient>>();
  private seen = new Set<number>();
  private seenFlush: NodeJS.Immediate | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** False while the database listener is down or the app is closing: new sockets are refused. */
  accepting = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  add(client: ChatClient): void {
    let set = this.byUser.get(client.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(client.userId, set);
    }
    set.add(client);
    this.markSeen(client.userId);
  }

  remove(client: ChatClient): void {
    const set = this.byUser.get(client.userId);
    if (!set?.delete(client)) return;
    if (set.size === 0) {
      this.byUser.delete(client.userId);
      // Seen until now: whatever was pushed to that socket counts as seen live.
      this.markSeen(client.userId);
    }
  }

  has(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Sockets of this user open on this instance. */
  countOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /**
   * Sends an already serialised event to every socket of the user on this instance; with
   * `ackedId`, not to a socket that was already acknowledged that message (its echo).
   */
  send(userId: number, data: string | (() => string), ackedId: string | null = null): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    let text: string | null = null;
    for (const client of set) {
      if (ackedId !== null && client.acked?.delete(ackedId)) continue;
      text ??= typeof data === 'string' ? data : data();
      if (client.backlog) {
        client.backlog.push(text);
      } else if (this.tooSlow(client)) {
        client.socket.terminate();
      } else {
        this.cork(client.socket);
        client.socket.send(text);
      }
    }
  }

  /** A socket that does not read what we send (e.g. floods pings and never reads the pongs). */
  private tooSlow(client: ChatClient): boolean {
    if (client.socket.bufferedAmount <= MAX_BUFFERED_BYTES) return false;
    this.log.warn({ userId: client.userId }, 'chat socket too slow: dropped');
    return true;
  }

  private corked: Set<Duplex> | null = null;

  /**
   * Runs `fn` with the sockets it writes to corked: the events one fan-out batch sends to
   * one socket leave in one write (a message and the new unread count, several messages).
   */
  batch(fn: () => void): void {
    this.corked = new Set();
    try {
      fn();
    } finally {
      const corked = this.corked;
      this.corked = null;
      for (const raw of corked) raw.uncork();
    }
  }

  private cork(socket: WebSocket): void {
    if (!this.corked) return;
    // ws keeps its TCP socket in `_socket`; corking it only delays the writes to uncork().
    const raw = (socket as unknown as { _socket?: Duplex })._socket;
    if (!raw || this.corked.has(raw)) return;
    raw.cork();
    this.corked.add(raw);
  }

  /** Closes every socket of one user on this instance (they reconnect and catch up). */
  closeUser(userId: number, code: number = CLOSE.restart): void {
    for (const client of this.byUser.get(userId) ?? []) client.socket.close(code, 'Vuelve a conectar.');
  }

  /**
   * Answers one socket (a pong), behind `ready` if that has not gone yet. Answers are not
   * events: past a few waiting for `ready` they are dropped, and a socket that does not
   * read them is cut, so a ping flood cannot grow the server's memory.
   */
  reply(client: ChatClient, data: string): void {
    if (client.backlog) {
      if (client.backlog.length < MAX_BACKLOG_REPLIES) client.backlog.push(data);
    } else if (this.tooSlow(client)) {
      client.socket.terminate();
    } else {
      client.socket.send(data);
    }
  }

  /**
   * The answer to a `message.send` (ack or rejection): queued behind `ready` like events,
   * never dropped while the socket reads (the client would otherwise resend, then fall
   * back to POST); a socket that does not read is cut like for any event.
   */
  answer(client: ChatClient, data: string): void {
    if (client.backlog) client.backlog.push(data);
    else if (this.tooSlow(client)) client.socket.terminate();
    else client.socket.send(data);
  }

  /** Sends `ready` and whatever queued behind it. */
  open(client: ChatClient, ready: string): void {
    const backlog = client.backlog ?? [];
    client.backlog = null;
    client.socket.send(ready);
    for (const data of backlog) client.socket.send(data);
  }

  /** Closes every socket with `code`; those that do not finish the close handshake in time are cut. */
  async closeAll(code: number, reason: string): Promise<void> {
    await closeSockets(
      [...this.byUser.values()].flatMap((set) => [...set].map((c) => c.socket)),
      code,
      reason,
    );
  }

  startHeartbeat(intervalMs: number): void {
    this.heartbeat = setInterval(() => void this.beat(), intervalMs);
    this.heartbeat.unref();
  }

  stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /**
   * Pings every socket (one that did not answer the last ping is dropped), refreshes
   * presence, and closes sockets whose session ended (logout, expiry, idle limit,
   * suspension: the rules of plugins/auth.ts). A socket does not keep a session alive.
   */
  async beat(): Promise<void> {
    const clients = [...this.byUser.values()].flatMap((set) => [...set]);
    for (const c of clients) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
    for (const userId of this.byUser.keys()) this.seen.add(userId);
    try {
      await this.flushSeen();
      const sids = [...new Set(clients.map((c) => c.sid))];
      if (sids.length === 0) return;
      const { rows } = await this.db.execute<{ sid: string }>(sql`
        select s.sid from sessions s join users u on u.id = s.user_id
        where s.sid = any(${list(sids)}::text[]) and s.expire > now() and u.suspended_at is null
          and s.last_seen_at > now() - case when u.role = 'admin'
            then ${IDLE_MS.admin}::int * interval '1 millisecond'
            else ${IDLE_MS.user}::bigint * interval '1 millisecond' end
      `);
      const live = new Set(rows.map((r) => r.sid));
      for (const c of clients) {
        if (!live.has(c.sid)) c.socket.close(CLOSE.sessionEnded, 'Tu sesión terminó.');
      }
    } catch (err) {
      this.log.warn({ err }, 'chat heartbeat: database unavailable');
    }
  }

  private markSeen(userId: number): void {
    this.seen.add(userId);
    this.seenFlush ??= setImmediate(() => {
      this.seenFlush = null;
      this.flushSeen().catch((err: unknown) => this.log.warn({ err }, 'chat presence not recorded'));
    });
  }

  /** Writes the presence of every user marked since the last flush, in one statement. */
  async flushSeen(): Promise<void> {
    if (this.seen.size === 0) return;
    const ids = [...this.seen];
    this.seen = new Set();
    await prepared(
      this.db,
      'chat_presence',
      sql`
      insert into user_presence (user_id, last_seen_at)
      select u.id, now() from users u where u.id = any(${list(ids)}::int[])
      on conflict (user_id) do update set last_seen_at = excluded.last_seen_at
    `,
    );
  }
}

/** Sends a close frame to each socket and waits for the handshake, cutting those that take longer than `waitMs`. */
export async function closeSockets(
  sockets: WebSocket[],
  code: number,
  reason: string,
  waitMs = 1000,
): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, waitMs);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close(code, reason);
        }),
    ),
  );
}
