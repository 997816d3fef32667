import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BusinessDetail } from './types';

export function businessQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: ['/api/businesses', 'detail', idOrSlug],
    queryFn: ({ signal }) =>
      api.get<BusinessDetail>(`/api/businesses/${encodeURIComponent(idOrSlug)}`, { signal }),
  });
}

export function useBusiness(idOrSlug: string) {
  return useQuery(businessQueryOptions(idOrSlug));
}
