// The local card gateway's page (docs/decisions/095-local-card-gateway.md): its session on
// Traspasa's server and the charge of the token the browser got from Kushki.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CardGatewayChargeResponse, CardGatewaySessionView } from '@traspasa/shared/card-gateway';
import { api } from '@/lib/api-client';

const base = (sessionId: string) => `/api/payments/kushki/sessions/${encodeURIComponent(sessionId)}`;

export const cardGatewayKeys = {
  session: (sessionId: string) => ['/api/payments/kushki/sessions', sessionId] as const,
};

export function useCardGatewaySession(sessionId: string) {
  return useQuery({
    queryKey: cardGatewayKeys.session(sessionId),
    queryFn: ({ signal }) => api.get<CardGatewaySessionView>(base(sessionId), { signal }),
    // The page must not change under the person typing their card.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A charge is never retried automatically: a second try is the person's decision. */
export function useCardGatewayCharge(sessionId: string) {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<CardGatewayChargeResponse>(`${base(sessionId)}/charge`, { token }),
    retry: false,
  });
}
