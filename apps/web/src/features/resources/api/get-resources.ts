import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchListOrEmpty, PREFETCH_GC_TIME_MS, PREFETCH_STALE_TIME_MS } from '@/lib/query-client';
import type { Resource } from '../types';

type ResourcesPage = { items: Resource[]; unavailable?: boolean };

function normalise(data: unknown): ResourcesPage {
  if (Array.isArray(data)) return { items: data as Resource[] };
  const page = (data ?? {}) as Partial<ResourcesPage>;
  return { items: Array.isArray(page.items) ? page.items : [], unavailable: page.unavailable };
}

/** Shares the lazy start-up prefetch entry ['/api/resources'] (spec §7: non-OK → empty list). */
export const resourcesQueryOptions = queryOptions({
  queryKey: ['/api/resources'],
  queryFn: async () => normalise(await fetchListOrEmpty('/api/resources')),
  select: normalise,
  // A degraded prefetch (spec §7 empty list) is refetched as soon as a screen needs it.
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
