import type { ChatMessage } from '@traspasa/shared/messages';
import { describe, expect, it } from 'vitest';
import {
  mergeMessages,
  messageKey,
  newestServerId,
  oldestServerId,
  pendingMessage,
  type ThreadMessage,
  unreadIncomingIds,
  withoutPending,
  withPending,
  withReadMarks,
  withSendState,
} from './merge-messages';

const ME = 1;
const THEM = 2;

function msg(id: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: 10,
    senderId: THEM,
    content: `m${id}`,
    messageType: 'text',
    attachments: [],
    readBy: [over.senderId ?? THEM],
    clientMessageId: null,
    createdAt: new Date(2026, 10, 21, 10, id).toISOString(),
    ...over,
  };
}

const ids = (list: ThreadMessage[]) => list.map((m) => m.id);

describe('mergeMessages', () => {
  it('keeps one entry per id, oldest first, whatever order they arrive in', () => {
    const held = [msg(3), msg(5)];
    const merged = mergeMessages(held, [msg(4), msg(5), msg(1), msg(3)]);
    expect(ids(merged)).toEqual([1, 3, 4, 5]);
    expect(ids(mergeMessages(merged, merged))).toEqual([1, 3, 4, 5]);
  });

  it('never loses a read mark when an older copy of a message arrives later', () => {
    const read = msg(7, { senderId: ME, readBy: [ME, THEM] });
    const stale = msg(7, { senderId: ME, readBy: [ME] });
    const [only] = mergeMessages([read], [stale]);
    expect(only?.readBy.sort()).toEqual([ME, THEM]);
  });

  it('replaces our pending send by the server message when the POST answers first, then ignores the echo', () => {
    const pending = pendingMessage({
      clientMessageId: 'abc-123-xyz',
      senderId: ME,
      content: 'hola',
      conversationId: 10,
    });
    let thread = withPending([msg(1)], pending);
    expect(thread).toHaveLength(2);
    const saved = msg(2, { senderId: ME, content: 'hola', clientMessageId: 'abc-123-xyz', readBy: [ME] });
    thread = mergeMessages(thread, [saved]); // POST answer
    expect(ids(thread)).toEqual([1, 2]);
    thread = mergeMessages(thread, [saved]); // socket echo
    expect(ids(thread)).toEqual([1, 2]);
    expect(thread.every((m) => m.sendState === undefined)).toBe(true);
  });

  it('does the same when the socket echo comes before the POST answer', () => {
    const pending = pendingMessage({
      clientMessageId: 'cid-echo-first',
      senderId: ME,
      content: 'hola',
      conversationId: 10,
    });
    const saved = msg(9, { senderId: ME, content: 'hola', clientMessageId: 'cid-echo-first', readBy: [ME] });
    let thread = withPending([], pending);
    thread = mergeMessages(thread, [saved]);
    thread = mergeMessages(thread, [saved]);
    expect(thread).toHaveLength(1);
    expect(messageKey(thread[0] as ThreadMessage)).toBe(messageKey(pending));
  });

  it('keeps pending sends after the server messages, in the order written', () => {
    const a = pendingMessage({
      clientMessageId: 'pending-aaaa',
      senderId: ME,
      content: 'a',
      conversationId: 10,
    });
    const b = pendingMessage({
      clientMessageId: 'pending-bbbb',
      senderId: ME,
      content: 'b',
      conversationId: 10,
    });
    const thread = mergeMessages(withPending(withPending([msg(1)], a), b), [msg(2)]);
    expect(thread.map((m) => m.content)).toEqual(['m1', 'm2', 'a', 'b']);
  });

  it('returns the same array when nothing arrives', () => {
    const held = [msg(1)];
    expect(mergeMessages(held, [])).toBe(held);
  });
});

describe('pending sends', () => {
  it('marks a send failed and back to sending on retry, without duplicating it', () => {
    const p = pendingMessage({
      clientMessageId: 'retry-me-please',
      senderId: ME,
      content: 'x',
      conversationId: null,
    });
    let thread = withPending([], p);
    thread = withSendState(thread, 'retry-me-please', 'failed', 'Sin conexión');
    expect(thread[0]).toMatchObject({ sendState: 'failed', sendError: 'Sin conexión' });
    thread = withSendState(thread, 'retry-me-please', 'sending');
    expect(thread).toHaveLength(1);
    expect(thread[0]?.sendState).toBe('sending');
    expect(withoutPending(thread, 'retry-me-please')).toEqual([]);
  });

  it('gives each pending send an id no server message can have', () => {
    const a = pendingMessage({ clientMessageId: 'aaaaaaaa', senderId: ME, content: 'a', conversationId: 1 });
    const b = pendingMessage({ clientMessageId: 'bbbbbbbb', senderId: ME, content: 'b', conversationId: 1 });
    expect(a.id).toBeLessThan(0);
    expect(b.id).not.toBe(a.id);
  });
});

describe('read marks and ids', () => {
  it('adds the reader once to the messages read', () => {
    const thread = [msg(1, { senderId: ME, readBy: [ME] }), msg(2, { senderId: ME, readBy: [ME] })];
    const once = withReadMarks(thread, THEM, [1]);
    expect(once[0]?.readBy).toEqual([ME, THEM]);
    expect(once[1]?.readBy).toEqual([ME]);
    expect(withReadMarks(once, THEM, [1])).toBe(once);
  });

  it('finds the newest and oldest server ids, ignoring pending sends', () => {
    const p = pendingMessage({ clientMessageId: 'zzzzzzzz', senderId: ME, content: 'z', conversationId: 1 });
    const thread = withPending([msg(4), msg(8)], p);
    expect(newestServerId(thread)).toBe(8);
    expect(oldestServerId(thread)).toBe(4);
    expect(newestServerId([p])).toBeNull();
  });

  it('lists what the other person wrote that I have not read', () => {
    const thread = [msg(1, { readBy: [THEM, ME] }), msg(2), msg(3, { senderId: ME, readBy: [ME] })];
    expect(unreadIncomingIds(thread, ME)).toEqual([2]);
  });
});
