import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CounterOfferBody,
  LoiDocument,
  MakeOfferBody,
  NegotiationDetail,
  NegotiationList,
  NegotiationListQuery,
  OfferDefaults,
  RejectOfferBody,
  SigningCodeResponse,
  SignOfferBody,
} from '@traspasa/shared/offers';
import { api } from '@/lib/api-client';
import { retryAtMost } from '@/lib/query-client';
import { offerKeys } from './keys';

/** GET /api/offers/defaults?businessId=: the form's starting terms, the template and the parties. */
export function useOfferDefaults(businessId: number) {
  return useQuery({
    queryKey: offerKeys.defaults(businessId),
    queryFn: ({ signal }) =>
      api.get<OfferDefaults>(`/api/offers/defaults?businessId=${businessId}`, { signal }),
    retry: retryAtMost(1),
  });
}

function listPath(query: NegotiationListQuery): string {
  const params = new URLSearchParams();
  if (query.role) params.set('role', query.role);
  if (query.status) params.set('status', query.status);
  if (query.businessId) params.set('businessId', String(query.businessId));
  const text = params.toString();
  return text ? `/api/negotiations?${text}` : '/api/negotiations';
}

/** GET /api/negotiations: the caller's negotiations, as buyer or seller. */
export function useNegotiations(query: NegotiationListQuery = {}, { enabled = true } = {}) {
  return useQuery({
    queryKey: offerKeys.list(query),
    queryFn: ({ signal }) => api.get<NegotiationList>(listPath(query), { signal }),
    enabled,
  });
}

/** GET /api/negotiations/:id: versions, changes, events, signatures and what the caller may do. */
export function useNegotiation(id: number) {
  return useQuery({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => api.get<NegotiationDetail>(`/api/negotiations/${id}`, { signal }),
    retry: retryAtMost(1),
  });
}

/** Every action answers the whole detail: it replaces the cached one, the lists are re-read. */
function useDetailMutation<TBody>(id: number, send: (body: TBody) => Promise<NegotiationDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(offerKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: offerKeys.negotiations, exact: false });
      void queryClient.invalidateQueries({ queryKey: ['/api/listings'] });
      // Signing reserves the listing (decision 171): its page and search show it.
      void queryClient.invalidateQueries({ queryKey: ['/api/businesses'] });
    },
  });
}

/** POST /api/negotiations: the buyer's first offer (201, the new negotiation). */
export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MakeOfferBody) => api.post<NegotiationDetail>('/api/negotiations', body),
    onSuccess: (detail) => {
      queryClient.setQueryData(offerKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: offerKeys.negotiations });
    },
  });
}

export function useCounterOffer(id: number) {
  return useDetailMutation(id, (body: CounterOfferBody) =>
    api.post<NegotiationDetail>(`/api/negotiations/${id}/counter`, body),
  );
}

export function useAcceptOffer(id: number) {
  return useDetailMutation(id, () => api.post<NegotiationDetail>(`/api/negotiations/${id}/accept`, {}));
}

export function useRejectOffer(id: number) {
  return useDetailMutation(id, (body: RejectOfferBody) =>
    api.post<NegotiationDetail>(`/api/negotiations/${id}/reject`, body),
  );
}

export function useWithdrawOffer(id: number) {
  return useDetailMutation(id, () => api.post<NegotiationDetail>(`/api/negotiations/${id}/withdraw`, {}));
}

/** POST /api/negotiations/:id/signing-code: mails the caller a 6-digit code. */
export function useRequestSigningCode(id: number) {
  return useMutation({
    mutationFn: () => api.post<SigningCodeResponse>(`/api/negotiations/${id}/signing-code`, {}),
  });
}

/** POST /api/negotiations/:id/sign: the typed full name and the mailed code. */
export function useSignOffer(id: number) {
  return useDetailMutation(id, (body: SignOfferBody) =>
    api.post<NegotiationDetail>(`/api/negotiations/${id}/sign`, body),
  );
}

export const letterPdfPath = (id: number, versionNumber: number) =>
  `/api/negotiations/${id}/versions/${versionNumber}/letter.pdf`;
export const certificatePdfPath = (id: number) => `/api/negotiations/${id}/certificate.pdf`;

/** GET /api/offers/letter-template: the active template (a counter-offer's preview renders it). */
export function useLetterTemplate() {
  return useQuery({
    queryKey: offerKeys.template,
    queryFn: ({ signal }) => api.get<LoiDocument>('/api/offers/letter-template', { signal }),
    staleTime: 10 * 60_000,
  });
}
