// A thread holds the server's messages plus our own sends not confirmed yet. Messages
// arrive from three places (the page fetch, the socket, the POST answer) in any order:
// merging by id, and dropping a pending send once a server message carries its
// clientMessageId, is what keeps every message on screen exactly once (decision 071).
import type { ChatMessage, MessageAttachment } from '@traspasa/shared/messages';

/** 'retrying': the server was saturated and the same send goes again after a pause (decision 071). */
export type SendState = 'sending' | 'retrying' | 'failed';

/** A message as the thread holds it: the server's (no sendState) or one of ours still on its way. */
export type ThreadMessage = ChatMessage & {
  sendState?: SendState;
  /** Why the send failed, in Spanish (only with sendState 'failed'). */
  sendError?: string | null;
};

export function isPending(message: ThreadMessage): boolean {
  return message.sendState !== undefined;
}

/** A stable React key: a pending send and the server message replacing it share it (no remount). */
export function messageKey(message: ThreadMessage): string {
  return message.clientMessageId ? `c:${message.clientMessageId}` : `m:${message.id}`;
}

function unionIds(a: readonly number[], b: readonly number[]): number[] {
  if (b.every((id) => a.includes(id))) return a as number[];
  return [...new Set([...a, ...b])];
}

/**
 * Merges server messages into what the thread holds: one entry per id (read marks only
 * grow, so `readBy` is the union), pending sends dropped once confirmed, server messages
 * oldest first, then the pending ones in the order they were written.
 */
export function mergeMessages(
  existing: readonly ThreadMessage[],
  incoming: readonly ChatMessage[],
): ThreadMessage[] {
  if (incoming.length === 0) return existing as ThreadMessage[];
  const byId = new Map<number, ThreadMessage>();
  const pending: ThreadMessage[] = [];
  for (const message of existing) {
    if (isPending(message)) pending.push(message);
    else byId.set(message.id, message);
  }
  for (const message of incoming) {
    const held = byId.get(message.id);
    byId.set(message.id, held ? { ...message, readBy: unionIds(held.readBy, message.readBy) } : message);
  }
  const confirmed = new Set<string>();
  for (const message of byId.values()) if (message.clientMessageId) confirmed.add(message.clientMessageId);
  const server = [...byId.values()].sort((a, b) => a.id - b.id);
  return [...server, ...pending.filter((m) => !m.clientMessageId || !confirmed.has(m.clientMessageId))];
}

let localIds = 0;

/** Our send, shown at once; a negative id keeps it apart from every server id. */
export function pendingMessage(input: {
  clientMessageId: string;
  senderId: number;
  content: string;
  conversationId: number | null;
  /** Files already uploaded, sent with it. */
  attachments?: MessageAttachment[];
  now?: Date;
}): ThreadMessage {
  localIds += 1;
  return {
    id: -localIds,
    conversationId: input.conversationId ?? 0,
    senderId: input.senderId,
    content: input.content,
    messageType: 'text',
    attachments: input.attachments ?? [],
    readBy: [input.senderId],
    clientMessageId: input.clientMessageId,
    createdAt: (input.now ?? new Date()).toISOString(),
    sendState: 'sending',
  };
}

/** Adds a pending send (or puts a failed one back to 'sending' for a retry). */
export function withPending(messages: readonly ThreadMessage[], message: ThreadMessage): ThreadMessage[] {
  const rest = messages.filter((m) => !(isPending(m) && m.clientMessageId === message.clientMessageId));
  return [...rest, message];
}

export function withSendState(
  messages: readonly ThreadMessage[],
  clientMessageId: string,
  sendState: SendState,
  sendError: string | null = null,
): ThreadMessage[] {
  return messages.map((m) =>
    isPending(m) && m.clientMessageId === clientMessageId ? { ...m, sendState, sendError } : m,
  );
}

/** A failed send the person chose to discard. */
export function withoutPending(messages: readonly ThreadMessage[], clientMessageId: string): ThreadMessage[] {
  return messages.filter((m) => !(isPending(m) && m.clientMessageId === clientMessageId));
}

/** `readerId` has read `messageIds` (a conversation.read event or our own POST read). */
export function withReadMarks(
  messages: readonly ThreadMessage[],
  readerId: number,
  messageIds: readonly number[],
): ThreadMessage[] {
  if (messageIds.length === 0) return messages as ThreadMessage[];
  const ids = new Set(messageIds);
  let changed = false;
  const next = messages.map((m) => {
    if (!ids.has(m.id) || m.readBy.includes(readerId)) return m;
    changed = true;
    return { ...m, readBy: [...m.readBy, readerId] };
  });
  return changed ? next : (messages as ThreadMessage[]);
}

/** The newest server message id held (for `after=` catch-up), or null. */
export function newestServerId(messages: readonly ThreadMessage[]): number | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i];
    if (m && !isPending(m)) return m.id;
  }
  return null;
}

/** The oldest server message id held (for `before=` paging), or null. */
export function oldestServerId(messages: readonly ThreadMessage[]): number | null {
  const first = messages.find((m) => !isPending(m));
  return first ? first.id : null;
}

/** Server messages from someone else that `me` has not read yet. */
export function unreadIncomingIds(messages: readonly ThreadMessage[], me: number): number[] {
  return messages
    .filter((m) => !isPending(m) && m.senderId !== me && !m.readBy.includes(me))
    .map((m) => m.id);
}
