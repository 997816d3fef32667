import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessStats, OwnBusiness, SellerBusinessList, SellerStats } from '@traspasa/shared/listings';
import { api } from '@/lib/api-client';
import { retryAtMost } from '@/lib/query-client';

export const SELLER_BUSINESSES_KEY = ['/api/seller/businesses'] as const;
/** Pages of 100 (the API's default); a safety stop far above any real seller. */
const MAX_PAGES = 20;

/**
 * Every own listing: the dashboard groups and counts them by status, so it follows
 * `nextCursor` until the end (one request for nearly every seller).
 */
export async function getSellerBusinesses(signal?: AbortSignal): Promise<{ items: OwnBusiness[] }> {
  const items: OwnBusiness[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const res: SellerBusinessList = await api.get<SellerBusinessList>(`/api/seller/businesses${query}`, {
      signal,
    });
    items.push(...res.items);
    cursor = res.nextCursor;
    if (!cursor) break;
  }
  return { items };
}

export function useSellerBusinesses() {
  return useQuery({
    queryKey: SELLER_BUSINESSES_KEY,
    queryFn: ({ signal }) => getSellerBusinesses(signal),
    retry: retryAtMost(1),
  });
}

export function useBusinessStats(id: number, days = 30) {
  return useQuery({
    queryKey: ['/api/seller/businesses', id, 'stats', days],
    queryFn: ({ signal }) =>
      api.get<BusinessStats>(`/api/seller/businesses/${id}/stats?days=${days}`, { signal }),
    retry: retryAtMost(1),
  });
}

/** All the seller's listings together, last `days` days (the dashboard's summary row). */
export function useSellerStats(days = 30) {
  return useQuery({
    queryKey: ['/api/seller/stats', days],
    queryFn: ({ signal }) => api.get<SellerStats>(`/api/seller/stats?days=${days}`, { signal }),
    retry: retryAtMost(1),
  });
}

type Action = 'submit' | 'sold' | 'delete';

/**
 * "Renovar" (decision 151): 90 more days, or review first when the listing was edited while
 * expired. The listing's page and the dashboard both show the new state.
 */
export const renewListing = (id: number) => api.post<OwnBusiness>(`/api/businesses/${id}/renew`);

export function useRenewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewListing,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SELLER_BUSINESSES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/businesses', 'detail'] }),
      ]),
  });
}

export function useSellerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: Action }) =>
      action === 'delete'
        ? api.delete(`/api/businesses/${id}`)
        : api.post(`/api/businesses/${id}/${action === 'sold' ? 'sold' : 'submit'}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SELLER_BUSINESSES_KEY }),
  });
}
