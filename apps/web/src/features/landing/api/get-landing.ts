import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingPage } from '@traspasa/shared/landing';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/landing/:first/:second? — a category, city or category × city page (decision 152). */
export function landingQueryOptions(first: string, second?: string) {
  const path = `/api/landing/${encodeURIComponent(first)}${second ? `/${encodeURIComponent(second)}` : ''}`;
  return queryOptions({
    queryKey: ['/api/landing', first, second ?? null],
    queryFn: ({ signal }) => api.get<LandingPage>(path, { signal }),
    // A page without listings is an answer, not a failure to retry.
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });
}

export function useLanding(first: string, second?: string) {
  return useQuery(landingQueryOptions(first, second));
}
