// The tab's one live connection, shared by whoever needs it (the header mounts it for
// every signed-in page) and closed when the person signs out.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@traspasa/shared/messages';
import { useEffect, useSyncExternalStore } from 'react';
import { USER_QUERY_KEY } from '@/lib/session';
import { getSessionToken } from '@/lib/session-token';
import { applyServerEvent } from './cache-updates';
import {
  LiveConnection,
  type LiveStatus,
  liveSocketProtocols,
  liveSocketUrl,
  type SocketSendBody,
  SocketUnavailableError,
} from './live-connection';

type Active = { userId: number; connection: LiveConnection; refs: number; detach: () => void };

let active: Active | null = null;
let status: LiveStatus = 'idle';
const listeners = new Set<() => void>();

function setStatus(next: LiveStatus) {
  status = next;
  for (const listener of listeners) listener();
}

function acquire(client: QueryClient, userId: number): () => void {
  if (active && active.userId !== userId) {
    active.detach();
    active.connection.stop();
    active = null;
  }
  if (!active) {
    const connection = new LiveConnection({
      url: () => liveSocketUrl(),
      protocols: () => liveSocketProtocols(getSessionToken()),
      onEvent: (event) => applyServerEvent(client, userId, event),
      onStatus: setStatus,
      // Maybe the session ended: the user query answers null and the header unmounts us.
      onSessionDoubt: () => void client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    });
    const onOnline = () => connection.reconnectNow();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      // A laptop waking up: reconnect at once if down, else make sure the socket still answers.
      connection.reconnectNow();
      connection.probe();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    const detach = () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
    active = { userId, connection, refs: 0, detach };
    connection.start();
  }
  const mine = active;
  mine.refs += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    mine.refs -= 1;
    if (mine.refs > 0 || active !== mine) return;
    mine.detach();
    mine.connection.stop();
    active = null;
    setStatus('idle');
  };
}

/** Sends over this tab's live socket; SocketUnavailableError when there is none open (then POST). */
export function sendOverLiveSocket(body: SocketSendBody): Promise<ChatMessage> {
  if (!active) return Promise.reject(new SocketUnavailableError('no live connection'));
  return active.connection.sendMessage(body);
}

/** Keeps the live connection open while `userId` is signed in (pass null when signed out). */
export function useLiveMessages(userId: number | null | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return acquire(client, userId);
  }, [client, userId]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live connection's state, for a "reconnecting" notice. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => 'idle',
  );
}
