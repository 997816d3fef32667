// GET /api/admin/discount-codes: newest first, page after page ("Cargar más").
import { useInfiniteQuery } from '@tanstack/react-query';
import type { discountCodesResponse } from '@traspasa/shared/payments';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { retryAtMost } from '@/lib/query-client';

export type DiscountCodesPage = z.infer<typeof discountCodesResponse>;

export const DISCOUNT_CODES_KEY = '/api/admin/discount-codes';
export const DISCOUNT_CODES_PAGE_SIZE = 25;

/** `?limit=…[&cursor=…]`: the cursor is the opaque `nextCursor` of the page before. */
export function discountCodesSearch(cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(DISCOUNT_CODES_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export function useDiscountCodes() {
  return useInfiniteQuery({
    queryKey: [DISCOUNT_CODES_KEY, 'list'],
    queryFn: ({ signal, pageParam }) =>
      api.get<DiscountCodesPage>(`${DISCOUNT_CODES_KEY}?${discountCodesSearch(pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: retryAtMost(1),
  });
}
