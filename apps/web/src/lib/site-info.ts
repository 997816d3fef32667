// What the server's configuration says the web app shows (GET /api/site): the one support
// address, SUPPORT_EMAIL. Server-rendered pages carry it in their first HTML (entry-server).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@traspasa/shared/site';
import { api } from './api-client';

export const siteInfoQueryOptions = queryOptions({
  queryKey: ['/api/site'],
  queryFn: ({ signal }) => api.get<SiteInfo>('/api/site', { signal }),
  // Changed only by a restart of the server.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The support address, or null until the server has said it. */
export function useSupportEmail(): string | null {
  return useQuery(siteInfoQueryOptions).data?.supportEmail ?? null;
}
