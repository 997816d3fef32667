import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { resourceTypes } from '@traspasa/shared/content';
import { api } from '@/lib/api-client';
import { fetchListOrEmpty, PREFETCH_GC_TIME_MS, PREFETCH_STALE_TIME_MS } from '@/lib/query-client';
import type { Resource } from '../types';

type ResourcesPage = { items: Resource[]; unavailable?: boolean };

function normalise(data: unknown): ResourcesPage {
  if (Array.isArray(data)) return { items: data as Resource[] };
  const page = (data ?? {}) as Partial<ResourcesPage>;
  return { items: Array.isArray(page.items) ? page.items : [], unavailable: page.unavailable };
}

/** Shares the lazy start-up prefetch entry ['/api/resources'] (non-OK → empty list). */
export const resourcesQueryOptions = queryOptions({
  queryKey: ['/api/resources'],
  queryFn: async () => normalise(await fetchListOrEmpty('/api/resources')),
  select: normalise,
  // A degraded prefetch (an empty list) is refetched as soon as a screen needs it.
  staleTime: (q) =>
    (q.state.data as { unavailable?: boolean } | undefined)?.unavailable ? 0 : PREFETCH_STALE_TIME_MS,
  gcTime: PREFETCH_GC_TIME_MS,
});

export function useResources() {
  return useQuery(resourcesQueryOptions);
}

export function resourceQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/resources', 'detail', id],
    queryFn: ({ signal }) => api.get<Resource>(`/api/resources/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useResource(id: string) {
  return useQuery(resourceQueryOptions(id));
}

export type ResourceFilters = { type?: string; q?: string };
export const RESOURCE_PAGE_SIZE = 12;

/** The query string of one page: the filters, the page size and the keyset cursor. */
export function resourceListSearch(
  filters: ResourceFilters,
  cursor: number | null,
  limit = RESOURCE_PAGE_SIZE,
) {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.q) params.set('q', filters.q);
  params.set('limit', String(limit));
  if (cursor !== null) params.set('cursor', String(cursor));
  return params.toString();
}

/** Published resources filtered on the server, «Cargar más» pages (decision 102). */
export function resourceListQueryOptions(filters: ResourceFilters) {
  return infiniteQueryOptions({
    queryKey: ['/api/resources', 'list', filters],
    queryFn: ({ signal, pageParam }) =>
      api.get<{ items: Resource[]; nextCursor: number | null }>(
        `/api/resources?${resourceListSearch(filters, pageParam)}`,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useResourceList(filters: ResourceFilters) {
  return useInfiniteQuery(resourceListQueryOptions(filters));
}

/** The list's filters as the address writes them; unknown values are left out. */
export function resourceFiltersFromParams(params: URLSearchParams): ResourceFilters {
  const type = params.get('type') ?? undefined;
  return {
    type: type && (resourceTypes as readonly string[]).includes(type) ? type : undefined,
    q: params.get('q')?.trim().slice(0, 100) || undefined,
  };
}
