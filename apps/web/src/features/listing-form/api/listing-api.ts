import { queryOptions } from '@tanstack/react-query';
import type { BusinessDetail } from '@traspasa/shared/businesses';
import type {
  CreateBusinessInput,
  OwnBusiness,
  SubmitBusinessInput,
  UpdateBusinessInput,
} from '@traspasa/shared/listings';
import { api } from '@/lib/api-client';
import { retryAtMost } from '@/lib/query-client';

export const ownBusinessKey = (id: string | number) => ['/api/businesses', 'own', String(id)] as const;
/** The seller's dashboard list (its query lives in the seller feature): a saved or sent listing refreshes it. */
export const sellerListingsKey = ['/api/seller/businesses'] as const;

/**
 * The listing as its seller or an admin sees it (GET /api/businesses/:id carries the private
 * fields for them); anyone else gets the public detail, which the editor refuses.
 */
export function ownBusinessQueryOptions(id: string | number) {
  return queryOptions({
    queryKey: ownBusinessKey(id),
    queryFn: ({ signal }) =>
      api.get<OwnBusiness | BusinessDetail>(`/api/businesses/${encodeURIComponent(String(id))}`, { signal }),
    staleTime: 30_000,
    retry: retryAtMost(1),
  });
}

/**
 * Creates the draft. The form sends one `Idempotency-Key` for every attempt until one
 * succeeds, so an answer lost to the network never leaves two drafts (decision 080).
 */
export const createBusiness = (input: CreateBusinessInput, idempotencyKey: string) =>
  api.post<OwnBusiness>('/api/businesses', input, { headers: { 'Idempotency-Key': idempotencyKey } });
export const updateBusiness = (id: number, input: UpdateBusinessInput) =>
  api.patch<OwnBusiness>(`/api/businesses/${id}`, input);
/** `confirmFigures`: the seller saw the figure warnings of the review step and kept the figures. */
export const submitBusiness = (id: number, input: SubmitBusinessInput = {}) =>
  api.post<OwnBusiness>(`/api/businesses/${id}/submit`, input);
