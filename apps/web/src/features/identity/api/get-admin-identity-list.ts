import { useInfiniteQuery } from '@tanstack/react-query';
import type { adminIdentityListResponse } from '@traspasa/shared/identity';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { ADMIN_IDENTITY_BASE, type AdminIdentityFilters, identityKeys } from './keys';

export type AdminIdentityPage = z.infer<typeof adminIdentityListResponse>;
export type AdminIdentityItem = AdminIdentityPage['items'][number];

export const IDENTITY_PAGE_SIZE = 20;

/** `?status=…&documentType=…&limit=…&cursor=…`, without the empty filters. */
export function identityListSearch(
  filters: AdminIdentityFilters,
  cursor: string | null,
  limit = IDENTITY_PAGE_SIZE,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value);
  }
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** The review queue, keyset-paged ("Cargar más"); the server orders it pending first, oldest first. */
export function useAdminIdentityList(filters: AdminIdentityFilters) {
  return useInfiniteQuery({
    queryKey: identityKeys.adminListFiltered(filters),
    queryFn: ({ signal, pageParam }) =>
      api.get<AdminIdentityPage>(`${ADMIN_IDENTITY_BASE}?${identityListSearch(filters, pageParam)}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
