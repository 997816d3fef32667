import { useQuery } from '@tanstack/react-query';
import type { Credits } from '@traspasa/shared/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/payments/credits: listing credits by tier (available, reserved, used). */
export function useCredits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: paymentKeys.credits,
    queryFn: ({ signal }) => api.get<Credits>('/api/payments/credits', { signal }),
    enabled,
  });
}
