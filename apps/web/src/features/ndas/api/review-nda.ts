import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Nda, ReviewNdaBody, RevokeNdaBody } from '@traspasa/shared/ndas';
import { api } from '@/lib/api-client';
import { afterNdaChange } from './invalidate';

/** POST /api/ndas/:id/review: the seller or an admin accepts or rejects a physical upload. */
export function useReviewNda(ndaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewNdaBody) => api.post<Nda>(`/api/ndas/${ndaId}/review`, body),
    onSuccess: (nda) => afterNdaChange(queryClient, nda),
  });
}

/** POST /api/ndas/:id/revoke: withdraws a signed NDA's access at once (note required). */
export function useRevokeNda(ndaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokeNdaBody) => api.post<Nda>(`/api/ndas/${ndaId}/revoke`, body),
    onSuccess: (nda) => afterNdaChange(queryClient, nda),
  });
}
