import { useQuery } from '@tanstack/react-query';
import type { CheckoutSessionStatus } from '@traspasa/shared/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

export const CHECKOUT_POLL_INTERVAL_MS = 2000;
export const CHECKOUT_POLL_LIMIT_MS = 60_000;

/** The provider has not told us the outcome yet. */
export const isUnsettled = (state: CheckoutSessionStatus['state'] | undefined) =>
  state === 'open' || state === 'processing';

/**
 * GET /api/payments/checkout-sessions/:id — what the server knows of one payment. Asks
 * again every 2 s while it is open or processing, until `pollUntil` (a timestamp).
 */
export function useCheckoutSession(sessionId: string | null, pollUntil: number) {
  return useQuery({
    queryKey: paymentKeys.checkoutSession(sessionId ?? ''),
    queryFn: ({ signal }) =>
      api.get<CheckoutSessionStatus>(`/api/payments/checkout-sessions/${encodeURIComponent(sessionId!)}`, {
        signal,
      }),
    enabled: sessionId !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      isUnsettled(query.state.data?.state) && Date.now() < pollUntil ? CHECKOUT_POLL_INTERVAL_MS : false,
    refetchIntervalInBackground: false,
  });
}
