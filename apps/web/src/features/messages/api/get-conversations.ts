import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationListResponse } from '@traspasa/shared/messages';
import { api } from '@/lib/api-client';
import { CONVERSATIONS_PATH, messageKeys } from './keys';

export const CONVERSATIONS_PAGE_SIZE = 20;

export type ConversationPages = InfiniteData<ConversationListResponse, string | null>;

export function getConversations(
  params: { q?: string; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<ConversationListResponse> {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.cursor) search.set('cursor', params.cursor);
  search.set('limit', String(params.limit ?? CONVERSATIONS_PAGE_SIZE));
  return api.get<ConversationListResponse>(`${CONVERSATIONS_PATH}?${search}`, { signal });
}

export function conversationsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.conversations(q),
    queryFn: ({ pageParam, signal }) => getConversations({ q, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/conversations: newest activity first, searchable by name or listing. */
export function useConversations(q: string) {
  return useInfiniteQuery(conversationsQueryOptions(q));
}
