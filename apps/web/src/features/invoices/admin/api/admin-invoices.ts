// The admin invoices endpoints (decision 093): the list by state, keyset pages, and «Reintentar».
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInvoice, AdminInvoicesResponse } from '@traspasa/shared/electronic-documents';
import type { InvoiceState } from '@traspasa/shared/invoices';
import { api } from '@/lib/api-client';

const BASE = '/api/admin/invoices';

export function useAdminInvoices(state: InvoiceState | null) {
  return useInfiniteQuery({
    queryKey: [BASE, { state }],
    queryFn: ({ signal, pageParam }) => {
      const search = new URLSearchParams();
      if (state) search.set('state', state);
      if (pageParam) search.set('cursor', String(pageParam));
      const qs = search.toString();
      return api.get<AdminInvoicesResponse>(qs ? `${BASE}?${qs}` : BASE, { signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ invoice: AdminInvoice }>(`${BASE}/${id}/retry`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [BASE] }),
  });
}

/** Where the RIDE and the XML download from (the API answers with the file). */
export const ridePath = (id: number) => `/api/invoices/${id}/ride`;
export const xmlPath = (id: number) => `/api/invoices/${id}/xml`;
