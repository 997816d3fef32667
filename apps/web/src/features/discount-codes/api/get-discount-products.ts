// GET /api/admin/discount-codes/products: the plans and packages on sale a code can be
// limited to (the public catalogue does not carry the provider's product ids).
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { retryAtMost } from '@/lib/query-client';
import { DISCOUNT_CODES_KEY } from './get-discount-codes';

export type DiscountProduct = { stripeProductId: string; name: string };

export function useDiscountProducts() {
  return useQuery({
    queryKey: [DISCOUNT_CODES_KEY, 'products'],
    queryFn: ({ signal }) => api.get<DiscountProduct[]>(`${DISCOUNT_CODES_KEY}/products`, { signal }),
    staleTime: 5 * 60_000,
    retry: retryAtMost(1),
  });
}
