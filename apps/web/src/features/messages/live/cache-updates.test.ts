import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ConversationSummary, ParticipantProfile } from '@traspasa/shared/messages';
import { describe, expect, it } from 'vitest';
import type { ConversationPages } from '../api/get-conversations';
import type { ThreadData } from '../api/get-thread';
import { messageKeys } from '../api/keys';
import { pendingMessage, withPending } from '../lib/merge-messages';
import { applyNewMessage, applyRead, applyServerEvent } from './cache-updates';

const ME = 1;
const ANA = 2;
const LUIS = 3;

const person = (id: number, fullName: string): ParticipantProfile => ({
  id,
  username: fullName.toLowerCase(),
  fullName,
  avatarUrl: null,
  role: 'buyer',
  identityVerified: false,
});

const message = (
  id: number,
  conversationId: number,
  senderId: number,
  over: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  conversationId,
  senderId,
  content: `m${id}`,
  messageType: 'text',
  attachments: [],
  readBy: [senderId],
  clientMessageId: null,
  createdAt: new Date(2026, 10, 21, 10, id).toISOString(),
  ...over,
});

const summary = (
  id: number,
  other: ParticipantProfile,
  last: ChatMessage | null,
  unreadCount = 0,
): ConversationSummary => ({
  id,
  otherParticipant: other,
  business: null,
  lastMessage: last,
  lastMessageAt: last?.createdAt ?? null,
  unreadCount,
});

function seeded() {
  const client = new QueryClient();
  const list: ConversationPages = {
    pages: [
      {
        items: [
          summary(10, person(LUIS, 'Luis'), message(5, 10, LUIS)),
          summary(20, person(ANA, 'Ana'), message(3, 20, ANA)),
        ],
        nextCursor: null,
      },
    ],
    pageParams: [null],
  };
  client.setQueryData(messageKeys.conversations(''), list);
  const thread: ThreadData = {
    conversationId: 20,
    conversation: null,
    otherParticipant: person(ANA, 'Ana'),
    messages: [message(3, 20, ANA)],
    hasMore: false,
    canSend: true,
    cannotSendReason: null,
    buyerCard: null,
  };
  client.setQueryData(messageKeys.thread(ANA), thread);
  return client;
}

const listIds = (client: QueryClient) =>
  client
    .getQueryData<ConversationPages>(messageKeys.conversations(''))
    ?.pages.flatMap((p) => p.items.map((c) => c.id));
const threadOf = (client: QueryClient, userId: number) =>
  client.getQueryData<ThreadData>(messageKeys.thread(userId));

describe('applyServerEvent', () => {
  it('puts a new message in its thread once and its conversation on top with the unread count', () => {
    const client = seeded();
    const m = message(8, 20, ANA);
    const event = {
      type: 'message.created' as const,
      message: m,
      conversation: summary(20, person(ANA, 'Ana'), m, 1),
    };
    applyServerEvent(client, ME, event);
    applyServerEvent(client, ME, event);
    expect(threadOf(client, ANA)?.messages.map((x) => x.id)).toEqual([3, 8]);
    expect(listIds(client)).toEqual([20, 10]);
    const top = client.getQueryData<ConversationPages>(messageKeys.conversations(''))?.pages[0]?.items[0];
    expect(top).toMatchObject({ id: 20, unreadCount: 1, lastMessage: { id: 8 } });
  });

  it('finds the thread of a brand-new conversation by the other person', () => {
    const client = new QueryClient();
    client.setQueryData<ThreadData>(messageKeys.thread(LUIS), {
      conversationId: null,
      conversation: null,
      otherParticipant: person(LUIS, 'Luis'),
      messages: [],
      hasMore: false,
      canSend: true,
      cannotSendReason: null,
      buyerCard: null,
    });
    const m = message(1, 99, LUIS);
    applyServerEvent(client, ME, {
      type: 'message.created',
      message: m,
      conversation: summary(99, person(LUIS, 'Luis'), m, 1),
    });
    expect(threadOf(client, LUIS)).toMatchObject({ conversationId: 99, messages: [{ id: 1 }] });
  });

  it('replaces our pending send with the echo of our own message', () => {
    const client = seeded();
    const pending = pendingMessage({
      clientMessageId: 'client-id-1',
      senderId: ME,
      content: 'hola',
      conversationId: 20,
    });
    client.setQueryData<ThreadData>(
      messageKeys.thread(ANA),
      (d) => d && { ...d, messages: withPending(d.messages, pending) },
    );
    const echo = message(9, 20, ME, { clientMessageId: 'client-id-1', content: 'hola' });
    applyServerEvent(client, ME, {
      type: 'message.created',
      message: echo,
      conversation: summary(20, person(ANA, 'Ana'), echo),
    });
    applyNewMessage(client, ME, echo, null, ANA); // and then the POST answer
    expect(threadOf(client, ANA)?.messages.map((x) => [x.id, x.sendState])).toEqual([
      [3, undefined],
      [9, undefined],
    ]);
  });

  it('shows their read mark on our messages, and clears our unread count when we read elsewhere', () => {
    const client = seeded();
    const mine = message(4, 20, ME);
    client.setQueryData<ThreadData>(
      messageKeys.thread(ANA),
      (d) => d && { ...d, messages: [...d.messages, mine] },
    );
    applyServerEvent(client, ME, {
      type: 'conversation.read',
      conversationId: 20,
      readerId: ANA,
      messageIds: [4],
    });
    expect(threadOf(client, ANA)?.messages.find((m) => m.id === 4)?.readBy).toEqual([ME, ANA]);

    client.setQueryData<ConversationPages>(
      messageKeys.conversations(''),
      (d) =>
        d && {
          ...d,
          pages: d.pages.map((p) => ({
            ...p,
            items: p.items.map((c) => (c.id === 10 ? { ...c, unreadCount: 2 } : c)),
          })),
        },
    );
    applyRead(client, ME, 10, ME, [5]);
    applyRead(client, ME, 10, ME, [5]);
    const luis = client
      .getQueryData<ConversationPages>(messageKeys.conversations(''))
      ?.pages[0]?.items.find((c) => c.id === 10);
    expect(luis?.unreadCount).toBe(0);
  });

  it('sets the unread count from ready and unread.count', () => {
    const client = seeded();
    applyServerEvent(client, ME, { type: 'ready', userId: ME, unreadCount: 4 });
    expect(client.getQueryData(messageKeys.unreadCount)).toEqual({ count: 4 });
    applyServerEvent(client, ME, { type: 'unread.count', count: 0 });
    expect(client.getQueryData(messageKeys.unreadCount)).toEqual({ count: 0 });
  });

  it('marks what was fetched before the socket listened as stale on ready (catch-up)', () => {
    const client = seeded();
    applyServerEvent(client, ME, { type: 'ready', userId: ME, unreadCount: 0 });
    expect(client.getQueryState(messageKeys.thread(ANA))?.isInvalidated).toBe(true);
    expect(client.getQueryState(messageKeys.conversations(''))?.isInvalidated).toBe(true);
  });

  it('asks a searched list again instead of guessing whether the conversation matches', () => {
    const client = seeded();
    client.setQueryData<ConversationPages>(messageKeys.conversations('ana'), {
      pages: [{ items: [], nextCursor: null }],
      pageParams: [null],
    });
    const m = message(11, 30, LUIS);
    applyServerEvent(client, ME, {
      type: 'message.created',
      message: m,
      conversation: summary(30, person(LUIS, 'Luis'), m, 1),
    });
    expect(client.getQueryState(messageKeys.conversations('ana'))?.isInvalidated).toBe(true);
    expect(listIds(client)).toEqual([30, 10, 20]);
  });
});
