import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { professionalCategories } from '@traspasa/shared/content';
import { api } from '@/lib/api-client';
import { fetchListOrEmpty, PREFETCH_GC_TIME_MS, PREFETCH_STALE_TIME_MS } from '@/lib/query-client';
import type { Professional } from '../types';

type ProfessionalsPage = { items: Professional[]; unavailable?: boolean };

function normalise(data: unknown): ProfessionalsPage {
  if (Array.isArray(data)) return { items: data as Professional[] };
  const page = (data ?? {}) as Partial<ProfessionalsPage>;
  return { items: Array.isArray(page.items) ? page.items : [], unavailable: page.unavailable };
}

/** Shares the lazy start-up prefetch entry ['/api/professionals'] (non-OK → empty list). */
export const professionalsQueryOptions = queryOptions({
  queryKey: ['/api/professionals'],
  queryFn: async () => normalise(await fetchListOrEmpty('/api/professionals')),
  select: normalise,
  // A degraded prefetch (an empty list) is refetched as soon as a screen needs it.
  staleTime: (q) =>
    (q.state.data as { unavailable?: boolean } | undefined)?.unavailable ? 0 : PREFETCH_STALE_TIME_MS,
  gcTime: PREFETCH_GC_TIME_MS,
});

export function useProfessionals() {
  return useQuery(professionalsQueryOptions);
}

export function professionalQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/professionals', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<Professional>(`/api/professionals/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useProfessional(id: string) {
  return useQuery(professionalQueryOptions(id));
}

export type ProfessionalFilters = { category?: string; q?: string; location?: string };
export const PROFESSIONAL_PAGE_SIZE = 12;

export function professionalListSearch(
  filters: ProfessionalFilters,
  cursor: number | null,
  limit = PROFESSIONAL_PAGE_SIZE,
) {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (filters.location) params.set('location', filters.location);
  params.set('limit', String(limit));
  if (cursor !== null) params.set('cursor', String(cursor));
  return params.toString();
}

/** Approved professionals filtered on the server, «Cargar más» pages (decision 102). */
export function professionalListQueryOptions(filters: ProfessionalFilters) {
  return infiniteQueryOptions({
    queryKey: ['/api/professionals', 'list', filters],
    queryFn: ({ signal, pageParam }) =>
      api.get<{ items: Professional[]; nextCursor: number | null }>(
        `/api/professionals?${professionalListSearch(filters, pageParam)}`,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useProfessionalList(filters: ProfessionalFilters) {
  return useInfiniteQuery(professionalListQueryOptions(filters));
}

/** The list's filters as the address writes them; unknown values are left out. */
export function professionalFiltersFromParams(params: URLSearchParams): ProfessionalFilters {
  const category = params.get('category') ?? undefined;
  return {
    category:
      category && (professionalCategories as readonly string[]).includes(category) ? category : undefined,
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    location: params.get('location')?.trim().slice(0, 80) || undefined,
  };
}
