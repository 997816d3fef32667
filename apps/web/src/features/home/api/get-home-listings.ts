import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSummary } from '@/features/businesses/types';
import { api } from '@/lib/api-client';

interface ListingsPage {
  items: BusinessSummary[];
  nextCursor: string | null;
  total: number;
}

export interface HomeListings {
  /** "featured" when there are featured listings; otherwise the most recent ones stand in. */
  kind: 'featured' | 'recent';
  items: BusinessSummary[];
}

const HOME_LISTINGS_LIMIT = 6;

async function getHomeListings(signal: AbortSignal): Promise<HomeListings> {
  const featured = await api.get<ListingsPage>(`/api/businesses?featured=true&limit=${HOME_LISTINGS_LIMIT}`, {
    signal,
  });
  if (featured.items.length > 0) return { kind: 'featured', items: featured.items };
  // No featured listing right now: the newest ones keep the home page alive.
  const recent = await api.get<ListingsPage>(`/api/businesses?sort=recent&limit=${HOME_LISTINGS_LIMIT}`, {
    signal,
  });
  return { kind: 'recent', items: recent.items };
}

export const homeListingsQuery = queryOptions({
  queryKey: ['/api/businesses', { featured: true, limit: HOME_LISTINGS_LIMIT }],
  queryFn: ({ signal }) => getHomeListings(signal),
  staleTime: 5 * 60_000,
});

export function useHomeListings() {
  return useQuery(homeListingsQuery);
}
