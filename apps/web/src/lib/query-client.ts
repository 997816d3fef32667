// The cache defaults and retries (decision 021) and the start-up prefetches.
import { QueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from './api-client';

export const QUERY_STALE_TIME_MS = 10_000;
export const QUERY_GC_TIME_MS = 30 * 60_000;
export const QUERY_RETRIES = 3;
export const MUTATION_RETRIES = 2;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const PREFETCH_STALE_TIME_MS = 5 * 60_000;
export const PREFETCH_GC_TIME_MS = 15 * 60_000;

/** Doubling from 1 s, capped at 30 s: 1 s, 2 s, 4 s, … 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attemptIndex), RETRY_MAX_DELAY_MS);
}

/**
 * Failed queries are retried 3 times (decision 021). A 4xx other than 408 is an
 * answer, not a failure: asking again cannot change it, so it is not retried
 * (docs/decisions/021-client-retries.md).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return error.status === 408;
  }
  return true;
}

/**
 * For a query that should try at most `times` more times: the same rule (a 4xx other than
 * 408 is an answer, never retried), with a lower ceiling than the default 3.
 */
export function retryAtMost(times: number) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < times && shouldRetryQuery(failureCount, error);
}

/**
 * Failed mutations are retried 2 times (decision 021) — only when the request may not
 * have reached the server (network failure, 502/503/504). Never a 4xx: a wrong
 * password retried would count as three failed logins.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  if (failureCount >= MUTATION_RETRIES) return false;
  if (isApiError(error)) return error.status === 502 || error.status === 503 || error.status === 504;
  // fetch() rejects with a TypeError when the network fails; an abort is deliberate.
  return error instanceof TypeError;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay,
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        refetchInterval: false,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
      },
    },
  });
}

export const queryClient = createQueryClient();

export type ListPage<T> = { items: T[]; nextCursor?: string | null; total?: number; unavailable?: boolean };

/** The "empty list" the spec's prefetches fall back to, in the API's page shape; `unavailable` lets screens offer a retry. */
export function emptyListPage<T>(): ListPage<T> {
  return { items: [], nextCursor: null, total: 0, unavailable: true };
}

/** The businesses prefetch: 401 → null, any other failure → empty list. */
export async function fetchBusinessesForPrefetch(): Promise<ListPage<unknown> | null> {
  try {
    const res = await apiRequest('GET', '/api/businesses', undefined, { allowErrorStatus: true });
    if (res.status === 401) return null;
    if (!res.ok) return emptyListPage();
    return (await res.json()) as ListPage<unknown>;
  } catch (error) {
    console.warn('[prefetch] /api/businesses', error);
    return emptyListPage();
  }
}

/** The resources and professionals prefetch: non-OK → empty list. */
export async function fetchListOrEmpty(path: string): Promise<ListPage<unknown>> {
  try {
    const res = await apiRequest('GET', path, undefined, { allowErrorStatus: true });
    if (!res.ok) return emptyListPage();
    return (await res.json()) as ListPage<unknown>;
  } catch (error) {
    console.warn(`[prefetch] ${path}`, error);
    return emptyListPage();
  }
}

const prefetchOptions = {
  staleTime: PREFETCH_STALE_TIME_MS,
  gcTime: PREFETCH_GC_TIME_MS,
  retry: false,
} as const;

/**
 * Warm the cache at start: businesses now, resources and professionals once the browser is
 * idle. On a page the server rendered (its data already in the cache) all of it waits for
 * idle, so nothing competes with the page's own pictures and code (decision 145).
 */
export function prefetchStartupData(client: QueryClient = queryClient, { whenIdle = false } = {}): void {
  const businesses = () =>
    client
      .prefetchQuery({
        queryKey: ['/api/businesses'],
        queryFn: fetchBusinessesForPrefetch,
        ...prefetchOptions,
      })
      .catch((error: unknown) => console.warn('[prefetch] /api/businesses', error));

  const lazy = () => {
    if (whenIdle) void businesses();
    for (const path of ['/api/resources', '/api/professionals']) {
      client
        .prefetchQuery({ queryKey: [path], queryFn: () => fetchListOrEmpty(path), ...prefetchOptions })
        .catch((error: unknown) => console.warn(`[prefetch] ${path}`, error));
    }
  };
  if (!whenIdle) void businesses();
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    window.requestIdleCallback(lazy, { timeout: 3000 });
  } else {
    setTimeout(lazy, 1500);
  }
}
