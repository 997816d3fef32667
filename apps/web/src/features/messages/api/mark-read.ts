// Read receipts: while the thread is on screen and the tab visible, what the other person
// wrote is marked read (POST /api/conversations/:id/read); their tabs get ✓✓ live.
import { useQueryClient } from '@tanstack/react-query';
import type { ReadResponse } from '@traspasa/shared/messages';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import { unreadIncomingIds } from '../lib/merge-messages';
import { applyRead, applyUnreadCount } from '../live/cache-updates';
import type { ThreadData } from './get-thread';
import { CONVERSATIONS_PATH } from './keys';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() =>
    typeof document === 'undefined' ? true : document.visibilityState === 'visible',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

export function useMarkRead(thread: ThreadData | undefined, me: number) {
  const client = useQueryClient();
  const visible = usePageVisible();
  const conversationId = thread?.conversationId ?? null;
  const unread = thread ? unreadIncomingIds(thread.messages, me) : [];
  const newestUnread = unread.length > 0 ? Math.max(...unread) : null;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!visible || conversationId === null || newestUnread === null) return;
    const marker = `${conversationId}:${newestUnread}`;
    if (sent.current === marker) return;
    sent.current = marker;
    api
      .post<ReadResponse>(`${CONVERSATIONS_PATH}/${conversationId}/read`)
      .then((res) => {
        applyRead(client, me, res.conversationId, me, res.messageIds);
        applyUnreadCount(client, res.unreadCount);
      })
      .catch(() => {
        // Try again with the next message or the next visit; nothing to tell the person.
        sent.current = null;
      });
  }, [client, me, visible, conversationId, newestUnread]);
}
