import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MySubscription } from '@traspasa/shared/payments';
import { api } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/session';
import { paymentKeys } from './keys';

/** The server answers with the new state: store it, and refresh what depends on the plan. */
function afterSubscriptionChange(queryClient: QueryClient, next: MySubscription) {
  queryClient.setQueryData(paymentKeys.subscription, next);
  void queryClient.invalidateQueries({ queryKey: ['/api/payments/catalog'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/payments/transactions'] });
  void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
}

/** POST /api/payments/subscription/cancel: no renewal; the plan stays until the period ends. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MySubscription>('/api/payments/subscription/cancel'),
    onSuccess: (next) => afterSubscriptionChange(queryClient, next),
  });
}

/** POST /api/payments/subscription/resume: renew again after a cancellation. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MySubscription>('/api/payments/subscription/resume'),
    onSuccess: (next) => afterSubscriptionChange(queryClient, next),
  });
}

/** POST /api/payments/subscription/change {productId}: another plan of the same audience. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      api.post<MySubscription>('/api/payments/subscription/change', { productId }),
    onSuccess: (next) => afterSubscriptionChange(queryClient, next),
  });
}

/** POST /api/payments/portal → the provider's page to change the card; the browser goes there. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('/api/payments/portal'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
