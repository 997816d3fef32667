import { useQuery } from '@tanstack/react-query';
import type { MySubscription } from '@traspasa/shared/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/payments/subscription: the live plan (or null), the features held, the card page. */
export function useMySubscription() {
  return useQuery({
    queryKey: paymentKeys.subscription,
    queryFn: ({ signal }) => api.get<MySubscription>('/api/payments/subscription', { signal }),
  });
}
