// How news (socket events, our own sends and reads) lands in the TanStack Query caches:
// the thread(s) of that conversation, the conversation lists and the unread count.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChatMessage, ConversationSummary, WsServerEvent } from '@traspasa/shared/messages';
import type { ConversationPages } from '../api/get-conversations';
import type { ThreadData } from '../api/get-thread';
import { CATCH_UP_ROOTS, messageKeys } from '../api/keys';
import { mergeMessages, withReadMarks } from '../lib/merge-messages';

type ThreadMatch = { conversationId: number; otherUserId: number | null };

/** Applies `update` to every thread cache of that conversation (by id, or by the other person before the id is known). */
export function updateThreads(
  client: QueryClient,
  match: ThreadMatch,
  update: (data: ThreadData) => ThreadData,
) {
  for (const [key, data] of client.getQueriesData<ThreadData>({ queryKey: messageKeys.threads })) {
    if (!data) continue;
    const userId = (key as QueryKey)[1];
    const same =
      data.conversationId === match.conversationId ||
      (data.conversationId === null && match.otherUserId !== null && userId === match.otherUserId);
    if (same) client.setQueryData<ThreadData>(key, update(data));
  }
}

/** Every conversation list held, with its search. */
function conversationLists(client: QueryClient) {
  return client
    .getQueriesData<ConversationPages>({ queryKey: messageKeys.conversationLists })
    .map(([key, data]) => ({ key, data, q: ((key[1] as { q?: string } | undefined)?.q ?? '').trim() }));
}

function findConversation(pages: ConversationPages, id: number): ConversationSummary | undefined {
  for (const page of pages.pages) {
    const found = page.items.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Puts `summary` first in the list (newest activity first), removing its old place. */
function moveToTop(pages: ConversationPages, summary: ConversationSummary): ConversationPages {
  const [first, ...rest] = pages.pages.map((page) => ({
    ...page,
    items: page.items.filter((c) => c.id !== summary.id),
  }));
  if (!first) return pages;
  return { ...pages, pages: [{ ...first, items: [summary, ...first.items] }, ...rest] };
}

function replaceConversation(
  pages: ConversationPages,
  id: number,
  update: (c: ConversationSummary) => ConversationSummary,
): ConversationPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((c) => (c.id === id ? update(c) : c)),
    })),
  };
}

/**
 * A new message in a conversation: into its thread(s), to the top of the conversation list
 * with its preview and unread count. `summary` is the server's view for us when it has one.
 */
export function applyNewMessage(
  client: QueryClient,
  me: number,
  message: ChatMessage,
  summary: ConversationSummary | null,
  /** Who the conversation is with, when the caller knows (our own send). */
  otherUserIdHint: number | null = null,
) {
  // The summary must be ours: its "other participant" is never us.
  const mine = summary && summary.otherParticipant.id !== me ? summary : null;
  const otherUserId =
    message.senderId !== me ? message.senderId : (mine?.otherParticipant.id ?? otherUserIdHint);

  updateThreads(client, { conversationId: message.conversationId, otherUserId }, (data) => ({
    ...data,
    conversationId: message.conversationId,
    conversation: mine ?? data.conversation,
    messages: mergeMessages(data.messages, [message]),
  }));

  for (const { key, data, q } of conversationLists(client)) {
    if (!data) continue;
    const held = findConversation(data, message.conversationId);
    if (!held && (!mine || q)) {
      // Not on screen and we cannot tell whether it matches this search: ask again.
      void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    if (held?.lastMessage && held.lastMessage.id >= message.id) continue;
    const fromOther = message.senderId !== me;
    const next: ConversationSummary = mine
      ? { ...(held ?? mine), ...mine }
      : {
          ...(held as ConversationSummary),
          lastMessage: message,
          lastMessageAt: message.createdAt,
          unreadCount: (held?.unreadCount ?? 0) + (fromOther ? 1 : 0),
        };
    client.setQueryData<ConversationPages>(key, moveToTop(data, { ...next, lastMessage: message }));
  }
}

/**
 * A read covers everything unread up to its newest id: when that reaches the last message
 * nothing is left (so the POST answer and the socket's echo of it can both apply safely).
 */
function unreadAfterOwnRead(c: ConversationSummary, messageIds: number[]): number {
  if (messageIds.length === 0) return c.unreadCount;
  if (!c.lastMessage || Math.max(...messageIds) >= c.lastMessage.id) return 0;
  return Math.max(0, c.unreadCount - messageIds.length);
}

/** `readerId` read `messageIds` of a conversation (their read mark on our messages, or our other tab). */
export function applyRead(
  client: QueryClient,
  me: number,
  conversationId: number,
  readerId: number,
  messageIds: number[],
) {
  updateThreads(client, { conversationId, otherUserId: null }, (data) => ({
    ...data,
    messages: withReadMarks(data.messages, readerId, messageIds),
  }));
  for (const { key, data } of conversationLists(client)) {
    if (!data || !findConversation(data, conversationId)) continue;
    client.setQueryData<ConversationPages>(
      key,
      replaceConversation(data, conversationId, (c) => ({
        ...c,
        unreadCount: readerId === me ? unreadAfterOwnRead(c, messageIds) : c.unreadCount,
        lastMessage:
          c.lastMessage && messageIds.includes(c.lastMessage.id) && !c.lastMessage.readBy.includes(readerId)
            ? { ...c.lastMessage, readBy: [...c.lastMessage.readBy, readerId] }
            : c.lastMessage,
      })),
    );
  }
}

export function applyUnreadCount(client: QueryClient, count: number) {
  client.setQueryData(messageKeys.unreadCount, { count });
}

/**
 * After a (re)connection: what was fetched before the socket was listening may have missed
 * events. Threads catch up with `after=`, lists and the count are fetched again; only what
 * is on screen refetches now, the rest when next shown.
 */
export function catchUp(client: QueryClient, listeningSince: number) {
  void client.invalidateQueries({
    predicate: (query) =>
      CATCH_UP_ROOTS.has(String(query.queryKey[0])) &&
      query.queryKey[0] !== messageKeys.unreadCount[0] &&
      query.state.dataUpdatedAt > 0 &&
      query.state.dataUpdatedAt <= listeningSince,
  });
}

/** One server event into the caches. */
export function applyServerEvent(client: QueryClient, me: number, event: WsServerEvent) {
  switch (event.type) {
    case 'ready':
      applyUnreadCount(client, event.unreadCount);
      catchUp(client, Date.now());
      return;
    case 'message.created':
      applyNewMessage(client, me, event.message, event.conversation);
      return;
    case 'conversation.read':
      applyRead(client, me, event.conversationId, event.readerId, event.messageIds);
      return;
    case 'unread.count':
      applyUnreadCount(client, event.count);
      return;
    case 'pong':
      return;
  }
}
