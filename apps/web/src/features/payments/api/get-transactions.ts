import { useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionView } from '@traspasa/shared/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

export type TransactionsPage = { items: TransactionView[]; nextCursor: string | null };

/** Where a payment's receipt PDF is downloaded (a plain link: the session cookie goes along). */
export const receiptPath = (transactionId: number) => `/api/payments/transactions/${transactionId}/receipt`;

/** GET /api/payments/transactions: the payment history, newest first, page by page ("Cargar más"). */
export function useTransactions({ limit = 20 }: { limit?: number } = {}) {
  return useInfiniteQuery({
    queryKey: paymentKeys.transactions(limit),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(limit) });
      if (pageParam) params.set('cursor', pageParam);
      return api.get<TransactionsPage>(`/api/payments/transactions?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
