// The admin's payments endpoints (decision 090): summary, transactions with refunds,
// subscriptions, the provider's events and the failed ones with their replay.
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PaymentStatus, WebhookEventStatus } from '@traspasa/shared/enums';
import type {
  AdminTransaction,
  adminSubscriptionsResponse,
  adminTransactionsResponse,
  failedEventsResponse,
  failedEventView,
  PaymentsSummary,
  webhookEventsResponse,
} from '@traspasa/shared/payments';
import type { z } from 'zod';
import { pageSearch } from '@/features/payments/admin/lib/labels';
import { api } from '@/lib/api-client';

export type AdminTransactionsPage = z.infer<typeof adminTransactionsResponse>;
export type AdminSubscriptionsPage = z.infer<typeof adminSubscriptionsResponse>;
export type AdminSubscription = AdminSubscriptionsPage['items'][number];
export type WebhookEventsPage = z.infer<typeof webhookEventsResponse>;
export type WebhookEvent = WebhookEventsPage['items'][number];
export type FailedEventsPage = z.infer<typeof failedEventsResponse>;
export type FailedEvent = z.infer<typeof failedEventView>;

export const PAYMENTS_PAGE_SIZE = 25;
const BASE = '/api/admin/payments';
export const PAYMENTS_SUMMARY_KEY = [`${BASE}/summary`] as const;

export function usePaymentsSummary() {
  return useQuery({
    queryKey: PAYMENTS_SUMMARY_KEY,
    queryFn: ({ signal }) => api.get<PaymentsSummary>(`${BASE}/summary`, { signal }),
  });
}

/** One keyset-paged list of the admin payments API ("Cargar más"). */
function usePagedList<T extends { nextCursor: string | null }>(
  resource: string,
  filters: Record<string, string | null>,
  refetchInterval: number | false = false,
) {
  return useInfiniteQuery({
    refetchInterval,
    queryKey: [`${BASE}/${resource}`, filters],
    queryFn: ({ signal, pageParam }) =>
      api.get<T>(`${BASE}/${resource}?${pageSearch(filters, pageParam, PAYMENTS_PAGE_SIZE)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** How often the list asks again while a refund waits for the provider's confirmation. */
export const REFUND_POLL_MS = 2000;

export const useAdminTransactions = (status: PaymentStatus | null, awaitingRefund = false) =>
  usePagedList<AdminTransactionsPage>('transactions', { status }, awaitingRefund ? REFUND_POLL_MS : false);

export const useAdminSubscriptions = (status: string | null) =>
  usePagedList<AdminSubscriptionsPage>('subscriptions', { status });

export const useWebhookEvents = (status: WebhookEventStatus | null) =>
  usePagedList<WebhookEventsPage>('events', { status });

export const useFailedEvents = (resolved: boolean) =>
  usePagedList<FailedEventsPage>('failed-events', { resolved: String(resolved) });

export function useRefundTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<AdminTransaction>(`${BASE}/transactions/${id}/refund`, { reason }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [`${BASE}/transactions`] });
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_SUMMARY_KEY });
    },
  });
}

/**
 * Replays a failed event. The answer replaces the row where it is (so the admin sees the
 * resolution next to the button they pressed) instead of making it vanish from the list.
 */
export function useReplayFailedEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<FailedEvent>(`${BASE}/failed-events/${id}/replay`),
    onSuccess: (updated) => {
      queryClient.setQueriesData<InfiniteData<FailedEventsPage>>(
        { queryKey: [`${BASE}/failed-events`] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === updated.id ? updated : item)),
            })),
          },
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_SUMMARY_KEY });
      void queryClient.invalidateQueries({ queryKey: [`${BASE}/events`] });
    },
  });
}
