import { useMutation, useQuery } from '@tanstack/react-query';
import type { NegotiationDetail, NegotiationList, NegotiationVerification } from '@traspasa/shared/offers';
import { api } from '@/lib/api-client';
import { offerKeys } from '../../api/keys';

/** GET /api/admin/negotiations?businessId=: every negotiation (of one listing, when given). */
export function useAdminNegotiations(businessId: number | null) {
  return useQuery({
    queryKey: offerKeys.adminList(businessId),
    queryFn: ({ signal }) =>
      api.get<NegotiationList>(
        businessId ? `/api/admin/negotiations?businessId=${businessId}` : '/api/admin/negotiations',
        { signal },
      ),
  });
}

/** GET /api/admin/negotiations/:id: the detail with the IP and browser of every event. */
export function useAdminNegotiation(id: number) {
  return useQuery({
    queryKey: offerKeys.adminDetail(id),
    queryFn: ({ signal }) => api.get<NegotiationDetail>(`/api/admin/negotiations/${id}`, { signal }),
  });
}

/** POST /api/admin/negotiations/:id/verify: recomputes the chain of the negotiation's events. */
export function useVerifyNegotiation(id: number) {
  return useMutation({
    mutationFn: () => api.post<NegotiationVerification>(`/api/admin/negotiations/${id}/verify`, {}),
  });
}
