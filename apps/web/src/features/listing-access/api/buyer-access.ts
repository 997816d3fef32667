import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessRequestBody, BuyerAccessView } from '@traspasa/shared/listing-access';
import { api } from '@/lib/api-client';
import { afterAccessChange } from './invalidate';
import { accessKeys } from './keys';

const buyerAccessPath = (businessId: number) =>
  `/api/listing-access/${encodeURIComponent(String(businessId))}`;

/**
 * GET /api/listing-access/:businessId: what the seller requires, what is missing, this buyer's
 * request. Read again whenever a screen showing it opens: the seller answers from elsewhere.
 */
export function useBuyerAccess(businessId: number, enabled = true) {
  return useQuery({
    queryKey: accessKeys.forBusiness(businessId),
    queryFn: ({ signal }) => api.get<BuyerAccessView>(buyerAccessPath(businessId), { signal }),
    enabled,
    refetchOnMount: 'always',
  });
}

/** PUT /api/listing-access/:businessId/request: sends the request again (after an expiry) or updates its message. */
export function useSendAccessRequest(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessRequestBody) =>
      api.put<BuyerAccessView>(`${buyerAccessPath(businessId)}/request`, body),
    onSuccess: (view) => {
      queryClient.setQueryData(accessKeys.forBusiness(businessId), view);
      afterAccessChange(queryClient);
    },
  });
}
