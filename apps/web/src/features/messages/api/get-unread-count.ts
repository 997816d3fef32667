import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@traspasa/shared/messages';
import { api } from '@/lib/api-client';
import { messageKeys, UNREAD_COUNT_PATH } from './keys';

export function unreadCountQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: messageKeys.unreadCount,
    queryFn: ({ signal }) => api.get<UnreadCountResponse>(UNREAD_COUNT_PATH, { signal }),
    enabled,
    // The socket keeps it current (`ready`, `unread.count`); a refetch on focus is the safety net.
    staleTime: 60_000,
  });
}

/** GET /api/messages/unread-count: the header badge. */
export function useUnreadCount(enabled: boolean) {
  return useQuery(unreadCountQueryOptions(enabled));
}
