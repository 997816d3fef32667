// The session: the current-user query.

import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@traspasa/shared/auth';
import { useSyncExternalStore } from 'react';
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

/** What a screen reads of the session. */
export type Session = Pick<UseQueryResult<PublicUser | null>, 'data' | 'isPending'>;

/** The session as the server renders it: it has none (decision 145). */
const UNKNOWN_SESSION: Session = { data: undefined, isPending: true };
let lastKnown: Session = UNKNOWN_SESSION;

/** One object per state of the session, so React can tell when it changed. */
function sessionOf(isPending: boolean, data: PublicUser | null | undefined): Session {
  if (isPending) return UNKNOWN_SESSION;
  if (lastKnown.isPending || lastKnown.data !== data) lastKnown = { data, isPending: false };
  return lastKnown;
}

const noSubscription = () => () => {};

/**
 * The signed-in user (null when anonymous, undefined while loading). While React hydrates a
 * server-rendered part it is still loading, as the server rendered it (decision 145), however
 * far the query has got by then: a part may hydrate after the session has arrived (its code
 * came later, or it hydrates when scrolled to). React then renders it again with the
 * session; when the session is still loading, nothing renders again.
 */
export function useUser(): Session {
  const { isPending, data } = useQuery(userQueryOptions);
  return useSyncExternalStore(
    noSubscription,
    () => sessionOf(isPending, data),
    () => UNKNOWN_SESSION,
  );
}
