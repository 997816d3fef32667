import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutInput, Quote } from '@traspasa/shared/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

export function getQuote(input: CheckoutInput, signal?: AbortSignal): Promise<Quote> {
  return api.post<Quote>('/api/payments/quote', input, { signal });
}

/** The quote of a product with an optional discount code (also for `queryClient.fetchQuery`). */
export function quoteQueryOptions(productId: number, discountCode: string | null = null) {
  return queryOptions({
    queryKey: paymentKeys.quote(productId, discountCode),
    queryFn: ({ signal }) => getQuote({ productId, ...(discountCode ? { discountCode } : {}) }, signal),
    staleTime: 30_000,
  });
}

/**
 * POST /api/payments/quote: the order summary for a product and an optional discount code.
 * While a new code is quoted the previous summary stays on screen (`isPlaceholderData`).
 */
export function useQuote(productId: number | null, discountCode: string | null = null) {
  return useQuery({
    ...quoteQueryOptions(productId ?? 0, discountCode),
    enabled: productId !== null,
    placeholderData: keepPreviousData,
  });
}
