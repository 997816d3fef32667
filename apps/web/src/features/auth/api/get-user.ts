// Spec §4 session: the current-user query.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@traspasa/shared/auth';
import { getQueryFn, isUnauthorized } from '@/lib/api-client';

export const USER_QUERY_KEY = ['/api/user'] as const;
export const USER_STALE_TIME_MS = 15 * 60_000;

/** Fewer than 2 retries, and never after a 401. */
export function shouldRetryUser(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && !isUnauthorized(error);
}

export const userQueryOptions = queryOptions<PublicUser | null>({
  queryKey: USER_QUERY_KEY,
  queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
  staleTime: USER_STALE_TIME_MS,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: true,
  retry: shouldRetryUser,
});

/**
 * The signed-in user (null when anonymous, undefined while loading).
 * `refetch()` refreshes it on demand.
 */
export function useUser() {
  return useQuery(userQueryOptions);
}
