import { queryOptions } from '@tanstack/react-query';
import type { BusinessCardsResponse } from '@traspasa/shared/similar-businesses';
import { api } from '@/lib/api-client';

/**
 * The still-public cards of these listing ids, in the order given (decision 155): one request,
 * and no view is counted, unlike opening each listing's detail.
 */
export function businessCardsQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: ['/api/businesses', 'cards', ids.join(',')],
    queryFn: ({ signal }) =>
      api.get<BusinessCardsResponse>(`/api/businesses/cards?ids=${ids.join(',')}`, { signal }),
    enabled: ids.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/** Only numeric ids are sent: anything else a stored list may hold is left out. */
export function cardIds(ids: readonly string[], exclude?: number): string[] {
  return ids.filter((id) => /^\d{1,10}$/.test(id) && id !== String(exclude));
}
