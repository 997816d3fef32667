// A buyer's own facturas and notas de crédito (decision 093), for the downloads beside each payment.
import { useQuery } from '@tanstack/react-query';
import type { OwnInvoicesResponse } from '@traspasa/shared/electronic-documents';
import { api } from '@/lib/api-client';

export const OWN_INVOICES_KEY = ['/api/invoices/mine'] as const;

export function useOwnInvoices() {
  return useQuery({
    queryKey: OWN_INVOICES_KEY,
    queryFn: ({ signal }) => api.get<OwnInvoicesResponse>('/api/invoices/mine', { signal }),
    staleTime: 30_000,
  });
}

export const ownRidePath = (id: number) => `/api/invoices/${id}/ride`;
export const ownXmlPath = (id: number) => `/api/invoices/${id}/xml`;
