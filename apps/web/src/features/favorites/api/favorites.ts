import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { favoritesResponse } from '@traspasa/shared/listings';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { retryAtMost } from '@/lib/query-client';

export type FavoritesResponse = z.infer<typeof favoritesResponse>;
export const FAVORITES_KEY = ['/api/favorites'] as const;

/** GET /api/favorites — only when signed in. */
export function useFavorites(enabled = true) {
  return useQuery({
    queryKey: FAVORITES_KEY,
    queryFn: ({ signal }) => api.get<FavoritesResponse>('/api/favorites', { signal }),
    enabled,
    retry: retryAtMost(1),
  });
}

/** Save or un-save a listing; the list is updated optimistically and re-read afterwards. */
export function useToggleFavorite(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      save ? api.post(`/api/favorites/${businessId}`) : api.delete(`/api/favorites/${businessId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
