import type { WsServerEvent } from '@traspasa/shared/messages';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { ChatHub } from './chat-hub.service.ts';
import { loadMessagesForEvents } from './conversations.repository.ts';
import { type MessageRow, toChatMessage, toSummary } from './messages.mapper.ts';
import { unreadInConversations, unreadTotals } from './messages.repository.ts';

// Notices on the chat channel (written by messages.repository.ts and
// conversations.repository.ts, several per payload joined by ';'):
//   m,<messageId>,<conversationId>,<senderId>,<receiverId>    a message was stored
//   r,<conversationId>,<readerId>,<otherId>,<id>|<id>|…       messages were read
interface MessageNotice {
  id: number;
  conversationId: number;
  senderId: number;
  receiverId: number;
}
interface ReadNotice {
  conversationId: number;
  readerId: number;
  otherId: number;
  messageIds: number[];
}

export function parseNotices(payload: string): { messages: MessageNotice[]; reads: ReadNotice[] } {
  const messages: MessageNotice[] = [];
  const reads: ReadNotice[] = [];
  for (const notice of payload.split(';')) {
    const [kind, a, b, c, d] = notice.split(',');
    if (kind === 'm') {
      messages.push({ id: Number(a), conversationId: Number(b), senderId: Number(c), receiverId: Number(d) });
    } else if (kind === 'r') {
      reads.push({
        conversationId: Number(a),
        readerId: Number(b),
        otherId: Number(c),
        messageIds: (d ?? '').split('|').filter(Boolean).map(Number),
      });
    }
  }
  return { messages, reads };
}

/**
 * Turns notices into WebSocket events for the sockets open on this instance. Notices
 * that arrive together are handled together — one query for the messages, one for the
 * unread counts, whatever the number of sockets — and batches run one after the other,
 * so every socket receives events in commit order.
 */
export class ChatFanout {
  private pending: string[] = [];
  /** When the oldest notice in `pending` arrived, and the oldest of the batch being handled. */
  private pendingSince = 0;
  private handlingSince: number | null = null;
  private draining = false;
  private drained: Promise<void> = Promise.resolve();

  private db: Db | null = null;
  private dbClient: unknown = null;

  /** `connection()`: the listener's connection (the fan-out queries run on it), null while it is down. */
  constructor(
    private readonly connection: () => pg.Client | null,
    private readonly hub: ChatHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  private database(): Db {
    const client = this.connection();
    if (!client) throw new Error('chat listener connection is down');
    if (client !== this.dbClient) {
      this.db = drizzle(client, { casing: 'snake_case' });
      this.dbClient = client;
    }
    return this.db!;
  }

  push(payload: string): void {
    if (this.pending.length === 0) this.pendingSince = performance.now();
    this.pending.push(payload);
    // `draining` is cleared right after drain's last emptiness check, with no await in
    // between: a notice arriving a moment later starts a new drain, never waits for one.
    if (!this.draining) {
      this.draining = true;
      this.drained = this.drain();
    }
  }

  /** Resolves once every notice received so far has been handled. */
  async idle(): Promise<void> {
    while (this.draining) await this.drained;
  }

  /**
   * How long the oldest notice not delivered yet has waited (ms): the delivery backlog,
   * which the send gate bounds like the sends in progress (decision 070).
   */
  lag(now = performance.now()): number {
    const oldest = this.handlingSince ?? (this.pending.length > 0 ? this.pendingSince : null);
    return oldest === null ? 0 : now - oldest;
  }

  /** Forgets notices not handled yet (the listener dropped: every socket is being closed). */
  reset(): void {
    this.pending = [];
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const payloads = this.pending;
        this.pending = [];
        this.handlingSince = this.pendingSince;
        await this.handle(payloads.join(';'));
        this.handlingSince = null;
      }
    } finally {
      this.handlingSince = null;
      this.draining = false;
    }
  }

  private async handle(payload: string): Promise<void> {
    const notices = parseNotices(payload);
    try {
      await this.deliver(notices);
    } catch (err) {
      // The database failed while loading: these sockets missed events, so they
      // reconnect and catch up rather than silently fall behind.
      this.log.error({ err }, 'chat fan-out failed: closing the sockets it concerned');
      const users = new Set([
        ...notices.messages.flatMap((m) => [m.senderId, m.receiverId]),
        ...notices.reads.flatMap((r) => [r.readerId, r.otherId]),
      ]);
      for (const userId of users) this.hub.closeUser(userId);
    }
  }

  private async deliver({ messages, reads }: ReturnType<typeof parseNotices>): Promise<void> {
    const hub = this.hub;
    const local = messages.filter((m) => hub.has(m.senderId) || hub.has(m.receiverId));
    const localReads = reads.filter((r) => hub.has(r.readerId) || hub.has(r.otherId));
    if (local.length === 0 && localReads.length === 0) return;

    // Whose unread numbers change: each message's receiver, each reader.
    const pairs = new Map<string, { conversationId: number; userId: number }>();
    for (const m of local) {
      for (const userId of [m.senderId, m.receiverId]) {
        if (hub.has(userId))
          pairs.set(`${m.conversationId}:${userId}`, { conversationId: m.conversationId, userId });
      }
    }
    const totalsFor = new Set<number>();
    for (const m of local) if (hub.has(m.receiverId)) totalsFor.add(m.receiverId);
    for (const r of localReads) if (hub.has(r.readerId)) totalsFor.add(r.readerId);

    // One connection: the queries run one after the other (each is a single round trip).
    const db = this.database();
    const rows = local.length
      ? await loadMessagesForEvents(
          db,
          local.map((m) => m.id),
        )
      : [];
    const perConversation = await unreadInConversations(db, [...pairs.values()]);
    const totals = await unreadTotals(db, [...totalsFor]);

    hub.batch(() => this.emit(rows, perConversation, localReads, totals));
  }

  private emit(
    rows: Awaited<ReturnType<typeof loadMessagesForEvents>>,
    perConversation: Map<string, number>,
    localReads: ReadNotice[],
    totals: Map<number, number>,
  ): void {
    const hub = this.hub;
    for (const row of rows) {
      const message: MessageRow = row;
      let chatMessage: ReturnType<typeof toChatMessage> | null = null;
      for (const [viewer, other] of [
        [row.participantOne, row.two],
        [row.participantTwo, row.one],
      ] as const) {
        if (!hub.has(viewer)) continue;
        // Built only for a socket that gets it: the sender's own socket usually has its ack.
        const event = (): string => {
          chatMessage ??= toChatMessage(message);
          return JSON.stringify({
            type: 'message.created',
            message: chatMessage,
            conversation: toSummary(
              {
                id: row.conversationId,
                other,
                listing: row.listing,
                lastMessage: message,
                lastMessageAt: message.createdAt,
                unreadCount: perConversation.get(`${row.conversationId}:${viewer}`) ?? 0,
              },
              viewer,
            ),
          } satisfies WsServerEvent);
        };
        hub.send(viewer, event, viewer === row.senderId ? row.clientMessageId : null);
      }
    }
    for (const r of localReads) {
      const event: WsServerEvent = {
        type: 'conversation.read',
        conversationId: r.conversationId,
        readerId: r.readerId,
        messageIds: r.messageIds,
      };
      const data = JSON.stringify(event);
      hub.send(r.readerId, data);
      hub.send(r.otherId, data);
    }
    for (const [userId, count] of totals) {
      hub.send(userId, JSON.stringify({ type: 'unread.count', count } satisfies WsServerEvent));
    }
  }
}
