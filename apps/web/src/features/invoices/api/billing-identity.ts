import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingIdentity,
  BillingIdentityInput,
  BillingIdentityResponse,
} from '@traspasa/shared/invoices';
import { api } from '@/lib/api-client';

export const billingIdentityKey = ['billing-identity'] as const;

export function billingIdentityQueryOptions() {
  return queryOptions({
    queryKey: billingIdentityKey,
    queryFn: ({ signal }) => api.get<BillingIdentityResponse>('/api/billing/identity', { signal }),
    staleTime: 60_000,
  });
}

/** GET /api/billing/identity: the identity saved at the last purchase (or null) and the consumidor final limit. */
export function useBillingIdentity() {
  return useQuery(billingIdentityQueryOptions());
}

/** PUT /api/billing/identity: remembered for this and the next purchases. */
export function useSaveBillingIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingIdentityInput) => api.put<BillingIdentity>('/api/billing/identity', input),
    onSuccess: (identity) => {
      queryClient.setQueryData<BillingIdentityResponse>(billingIdentityKey, (old) => ({
        consumidorFinalMaxCents: old?.consumidorFinalMaxCents ?? 5000,
        identity,
      }));
    },
  });
}
