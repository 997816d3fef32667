// The thread with one person. The cache holds every message loaded so far (older pages
// included) plus our pending sends; a refetch never replaces it but catches up with
// `after=<newest id held>` and merges, so a reconnection or a refocus loses nothing and
// shows nothing twice (decision 071).
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BuyerCard,
  ConversationSummary,
  ParticipantProfile,
  ThreadResponse,
} from '@traspasa/shared/messages';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import { mergeMessages, newestServerId, oldestServerId, type ThreadMessage } from '../lib/merge-messages';
import { messageKeys, THREAD_WITH_PATH } from './keys';

export const THREAD_PAGE_SIZE = 50;
const CATCH_UP_PAGE_SIZE = 100;
/** Past this many pages missed, start again from the newest page instead. */
const CATCH_UP_MAX_PAGES = 5;

export type ThreadData = {
  /** Known once the first message exists (also learnt from a send or an event). */
  conversationId: number | null;
  conversation: ConversationSummary | null;
  otherParticipant: ParticipantProfile;
  /** Server messages oldest first, then our pending sends. */
  messages: ThreadMessage[];
  /** Older messages exist on the server. */
  hasMore: boolean;
  canSend: boolean;
  cannotSendReason: string | null;
  /** Who is writing, for the seller's side only (null otherwise). */
  buyerCard: BuyerCard | null;
  /** The seller revoked the buyer's access to this conversation's listing (decision 062). */
  accessRevoked?: boolean;
};

export function getThread(
  userId: number,
  params: { before?: number; after?: number; limit?: number },
  signal?: AbortSignal,
): Promise<ThreadResponse> {
  const search = new URLSearchParams();
  if (params.before !== undefined) search.set('before', String(params.before));
  if (params.after !== undefined) search.set('after', String(params.after));
  search.set('limit', String(params.limit ?? THREAD_PAGE_SIZE));
  return api.get<ThreadResponse>(`${THREAD_WITH_PATH}/${userId}?${search}`, { signal });
}

function withResponse(held: ThreadData | undefined, res: ThreadResponse, hasMore: boolean): ThreadData {
  const messages = mergeMessages(held?.messages ?? [], res.messages);
  return {
    conversationId: res.conversation?.id ?? held?.conversationId ?? res.messages[0]?.conversationId ?? null,
    conversation: res.conversation ?? held?.conversation ?? null,
    otherParticipant: res.otherParticipant,
    messages,
    hasMore,
    canSend: res.canSend,
    cannotSendReason: res.cannotSendReason,
    buyerCard: res.buyerCard ?? null,
    accessRevoked: res.accessRevoked ?? false,
  };
}

async function fetchThread(client: QueryClient, userId: number, signal: AbortSignal): Promise<ThreadData> {
  const key = messageKeys.thread(userId);
  const held = client.getQueryData<ThreadData>(key);
  const newest = held ? newestServerId(held.messages) : null;

  if (!held || newest === null) {
    const res = await getThread(userId, { limit: THREAD_PAGE_SIZE }, signal);
    // Re-read: a socket event may have landed while we waited.
    return withResponse(client.getQueryData<ThreadData>(key), res, res.hasMore);
  }

  // Catch-up: everything newer than what we hold, oldest first.
  let after = newest;
  let last: ThreadResponse | null = null;
  const arrived: ThreadResponse['messages'] = [];
  for (let page = 0; page < CATCH_UP_MAX_PAGES; page += 1) {
    last = await getThread(userId, { after, limit: CATCH_UP_PAGE_SIZE }, signal);
    arrived.push(...last.messages);
    const newestArrived = last.messages[last.messages.length - 1];
    // With `after`, hasMore means newer messages still wait.
    if (!last.hasMore || !newestArrived) break;
    if (page === CATCH_UP_MAX_PAGES - 1) {
      // Too far behind to page forward: take the newest page and page back from there.
      const fresh = await getThread(userId, { limit: THREAD_PAGE_SIZE }, signal);
      return withResponse(undefined, fresh, fresh.hasMore);
    }
    after = newestArrived.id;
  }

  // Read marks on messages we already hold do not come with `after=`: when some of ours
  // still wait for theirs, the newest page (merged, read marks united) brings them.
  const current = client.getQueryData<ThreadData>(key) ?? held;
  const otherId = current.otherParticipant.id;
  const waitingForRead = current.messages.some(
    (m) => m.id > 0 && m.senderId !== otherId && !m.readBy.includes(otherId),
  );
  let response = last as ThreadResponse;
  if (waitingForRead) {
    const recent = await getThread(userId, { limit: THREAD_PAGE_SIZE }, signal);
    response = { ...recent, messages: [...arrived, ...recent.messages] };
  } else {
    response = { ...response, messages: arrived };
  }
  const latest = client.getQueryData<ThreadData>(key) ?? held;
  return withResponse(latest, response, latest.hasMore);
}

export function threadQueryOptions(client: QueryClient, userId: number) {
  return queryOptions({
    queryKey: messageKeys.thread(userId),
    queryFn: ({ signal }) => fetchThread(client, userId, signal),
    enabled: Number.isInteger(userId) && userId > 0,
  });
}

/** GET /api/conversations/with/:userId, merged into what the thread already holds. */
export function useThread(userId: number) {
  const client = useQueryClient();
  return useQuery(threadQueryOptions(client, userId));
}

/** Older messages (scrolling up): `before=<oldest id held>`, merged in front. */
export function useLoadOlderMessages(userId: number) {
  const client = useQueryClient();
  const [state, setState] = useState<{ loading: boolean; error: boolean }>({ loading: false, error: false });
  const inFlight = useRef(false);
  const loadOlder = useCallback(async () => {
    const key = messageKeys.thread(userId);
    const held = client.getQueryData<ThreadData>(key);
    const oldest = held ? oldestServerId(held.messages) : null;
    if (inFlight.current || !held || !held.hasMore || oldest === null) return;
    inFlight.current = true;
    setState({ loading: true, error: false });
    try {
      const res = await getThread(userId, { before: oldest, limit: THREAD_PAGE_SIZE });
      client.setQueryData<ThreadData>(key, (current) =>
        current
          ? { ...current, messages: mergeMessages(current.messages, res.messages), hasMore: res.hasMore }
          : current,
      );
      setState({ loading: false, error: false });
    } catch {
      setState({ loading: false, error: true });
    } finally {
      inFlight.current = false;
    }
  }, [client, userId]);
  return { loadOlder, ...state };
}
