import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BusinessesPage } from '@/lib/listings/types';
import { fetchBusinessesForPrefetch, PREFETCH_GC_TIME_MS, PREFETCH_STALE_TIME_MS } from '@/lib/query-client';

export type BusinessSort = 'relevance' | 'recent' | 'price_asc' | 'price_desc' | 'revenue_desc';

/**
 * Search parameters of GET /api/businesses: the shared filter model (`businessSearchFilters`
 * in @traspasa/shared/businesses) as the address writes it — amounts as plain numbers, flags
 * as 'true' — plus the paging fields.
 */
export type BusinessFilters = {
  q?: string;
  category?: string;
  country?: string;
  location?: string;
  minPrice?: string;
  maxPrice?: string;
  minRevenue?: string;
  maxRevenue?: string;
  minProfit?: string;
  maxProfit?: string;
  withPhotos?: 'true';
  includeSold?: 'true';
  /** «Ocultar reservados»: a search lists reserved listings, with «Reservado», unless this (decision 171). */
  hideReserved?: 'true';
  /** "Publicados en los últimos 7 / 30 días" (decision 151). */
  publishedWithin?: '7' | '30';
  sort?: BusinessSort;
  cursor?: string;
  limit?: number;
};

export function businessesQueryString(filters: BusinessFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

function normalisePage(data: unknown): BusinessesPage {
  if (Array.isArray(data)) return { items: data, nextCursor: null, total: data.length };
  const page = (data ?? {}) as Partial<BusinessesPage>;
  return {
    items: Array.isArray(page.items) ? page.items : [],
    nextCursor: page.nextCursor ?? null,
    total: typeof page.total === 'number' ? page.total : (page.items?.length ?? 0),
    totalIsLowerBound: page.totalIsLowerBound === true,
    correctedQuery: typeof page.correctedQuery === 'string' ? page.correctedQuery : null,
    unavailable: page.unavailable,
  };
}

/**
 * The list. With no filters it shares the start-up prefetch's cache entry
 * ['/api/businesses'] (the app's start prefetches it), so the first visit to /businesses is instant.
 */
export function businessesQueryOptions(filters: BusinessFilters = {}) {
  const query = businessesQueryString(filters);
  if (!query) {
    return queryOptions({
      queryKey: ['/api/businesses'],
      queryFn: async () => normalisePage(await fetchBusinessesForPrefetch()),
      select: normalisePage,
      // A degraded prefetch (an empty list the start-up answered with) is refetched as soon as a screen needs it.
      staleTime: (q) =>
        (q.state.data as { unavailable?: boolean } | undefined)?.unavailable ? 0 : PREFETCH_STALE_TIME_MS,
      gcTime: PREFETCH_GC_TIME_MS,
    });
  }
  return queryOptions({
    queryKey: ['/api/businesses', query],
    queryFn: async ({ signal }) =>
      normalisePage(await api.get<unknown>(`/api/businesses?${query}`, { signal })),
    select: normalisePage,
    placeholderData: keepPreviousData,
  });
}

export function useBusinesses(filters: BusinessFilters = {}) {
  return useQuery(businessesQueryOptions(filters));
}
