import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlertsPage,
  SavedSearchFrequency,
  SavedSearchList,
  SavedSearchView,
} from '@traspasa/shared/saved-searches';
import { api } from '@/lib/api-client';
import { retryAtMost } from '@/lib/query-client';

export const SAVED_SEARCHES_KEY = ['/api/saved-searches'] as const;
export const ALERTS_KEY = ['/api/alerts'] as const;
export const UNREAD_ALERTS_KEY = ['/api/alerts/unread-count'] as const;

/** GET /api/saved-searches — the person's saved searches with their new matches. */
export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: ({ signal }) => api.get<SavedSearchList>('/api/saved-searches', { signal }),
    enabled,
    retry: retryAtMost(1),
  });
}

export type SaveSearchBody = {
  name?: string;
  frequency: SavedSearchFrequency;
  filters: Record<string, string>;
};

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSearchBody) => api.post<SavedSearchView>('/api/saved-searches', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

export type SavedSearchChange = { name?: string; frequency?: SavedSearchFrequency; paused?: boolean };

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SavedSearchChange }) =>
      api.patch<SavedSearchView>(`/api/saved-searches/${id}`, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/saved-searches/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      void queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
      void queryClient.invalidateQueries({ queryKey: UNREAD_ALERTS_KEY });
    },
  });
}

/** Opening a saved search: its matches stop being new and its alerts are read. */
export function useVisitSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<SavedSearchView>(`/api/saved-searches/${id}/visit`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
      void queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
      void queryClient.invalidateQueries({ queryKey: UNREAD_ALERTS_KEY });
    },
  });
}

/** The bell's badge: polled every minute while the tab is open. */
export function useUnreadAlerts(enabled = true) {
  return useQuery({
    queryKey: UNREAD_ALERTS_KEY,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/alerts/unread-count', { signal }),
    enabled,
    refetchInterval: 60_000,
    retry: retryAtMost(1),
  });
}

/** The bell's list, newest first, page by page (keyset cursor). */
export function useAlerts(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ALERTS_KEY,
    queryFn: ({ pageParam, signal }) =>
      api.get<AlertsPage>(
        `/api/alerts?limit=10${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        {
          signal,
        },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all' ? api.post('/api/alerts/read-all') : api.post(`/api/alerts/${id}/read`),
    onSettled: async () => {
      // A first fetch still in flight (no data yet) is not refetched by an invalidation, which
      // joins it instead: a page opened from a bell link asks for the count and marks the item
      // at once, and the count answered before the mark would stay. Cancel, then refetch.
      const keys = [ALERTS_KEY, UNREAD_ALERTS_KEY];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
