// The offline provider's hosted checkout page (docs/decisions/090-payments.md): the page
// reads its session, sends the card, and handles the 3-D Secure step.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SandboxPayInput, SandboxPayResponse, SandboxSessionView } from '@traspasa/shared/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

const base = (sessionId: string) => `/api/payments/sandbox/sessions/${encodeURIComponent(sessionId)}`;

export function useSandboxSession(sessionId: string) {
  return useQuery({
    queryKey: paymentKeys.sandboxSession(sessionId),
    queryFn: ({ signal }) => api.get<SandboxSessionView>(base(sessionId), { signal }),
    // The page must not change under the person typing their card.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Paying is not retried automatically: a second try is the person's decision. */
export function useSandboxPay(sessionId: string) {
  return useMutation({
    mutationFn: (input: SandboxPayInput) => api.post<SandboxPayResponse>(`${base(sessionId)}/pay`, input),
    retry: false,
  });
}

export function useSandboxConfirm(sessionId: string) {
  return useMutation({
    mutationFn: (approve: boolean) => api.post<SandboxPayResponse>(`${base(sessionId)}/confirm`, { approve }),
    retry: false,
  });
}

export function useSandboxCancel(sessionId: string) {
  return useMutation({
    mutationFn: () => api.post<{ redirectUrl: string }>(`${base(sessionId)}/cancel`),
    retry: false,
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}
