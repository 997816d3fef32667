import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyerProfileInput, BuyerProfileResponse } from '@traspasa/shared/buyer-profiles';
import { api } from '@/lib/api-client';

export const buyerProfileKey = ['buyer-profile'] as const;

/** GET /api/buyer-profile: the signed-in buyer's profile and how complete it is. */
export function useBuyerProfile() {
  return useQuery({
    queryKey: buyerProfileKey,
    queryFn: ({ signal }) => api.get<BuyerProfileResponse>('/api/buyer-profile', { signal }),
  });
}

/** PUT /api/buyer-profile (replaces it whole); the answer replaces the cached profile. */
export function useSaveBuyerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyerProfileInput) => api.put<BuyerProfileResponse>('/api/buyer-profile', input),
    onSuccess: (saved) => queryClient.setQueryData(buyerProfileKey, saved),
  });
}
