import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccessDecisionBody,
  AccessQuestionResponse,
  AccessRequestItem,
  AccessRequestList,
} from '@traspasa/shared/listing-access';
import { api } from '@/lib/api-client';
import { afterAccessChange } from './invalidate';
import { type AccessRequestFilters, accessKeys } from './keys';

export const REQUESTS_PAGE_SIZE = 20;

export function requestsSearch(filters: AccessRequestFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filters.businessId) params.set('businessId', String(filters.businessId));
  if (filters.state) params.set('state', filters.state);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(REQUESTS_PAGE_SIZE));
  return params.toString();
}

/** GET /api/listing-access/requests: the seller's requests (every listing, or one), page after page. */
export function useAccessRequests(filters: AccessRequestFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: accessKeys.requests(filters),
    queryFn: ({ signal, pageParam }) =>
      api.get<AccessRequestList>(`/api/listing-access/requests?${requestsSearch(filters, pageParam)}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export type AccessAnswer =
  | { kind: 'approve'; id: number }
  | { kind: 'decline'; id: number; body: AccessDecisionBody }
  | { kind: 'revoke'; id: number; body: AccessDecisionBody };

/** POST /api/listing-access/requests/:id/approve | decline | revoke (the NDA's id). */
export function useAnswerAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: AccessAnswer) =>
      api.post<AccessRequestItem>(
        `/api/listing-access/requests/${answer.id}/${answer.kind}`,
        answer.kind === 'approve' ? {} : answer.body,
      ),
    onSuccess: () => afterAccessChange(queryClient),
  });
}

/**
 * POST /api/listing-access/requests/:id/ask: checks the request is still open and answers the
 * conversation with the buyer, where the seller writes the question.
 */
export function useAskBuyer() {
  return useMutation({
    mutationFn: (id: number) => api.post<AccessQuestionResponse>(`/api/listing-access/requests/${id}/ask`),
  });
}
