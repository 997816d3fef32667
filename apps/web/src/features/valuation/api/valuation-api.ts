import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { BusinessCategory } from '@traspasa/shared/enums';
import type {
  ComparablesResponse,
  ValuationLeadsResponse,
  ValuationResult,
} from '@traspasa/shared/valuation';
import { api, apiRequest } from '@/lib/api-client';
import type { ValuationInputs } from '../lib/form-values';
import { type LeadFilters, leadsApiSearch } from '../lib/lead-filters';

/** The marketplace median for a category (public; the server caches it a few minutes). */
export function useComparables(category: BusinessCategory | null) {
  return useQuery({
    queryKey: ['/api/valuation/comparables', category],
    queryFn: ({ signal }) =>
      api.get<ComparablesResponse>(`/api/valuation/comparables?category=${encodeURIComponent(category!)}`, {
        signal,
      }),
    enabled: category !== null,
    staleTime: 5 * 60_000,
  });
}

export type InterestRequest = {
  inputs: ValuationInputs;
  fullName: string;
  email: string;
  consent: boolean;
};

/** Stores the lead (only with consent) and mails the PDF report. */
export function useRequestReport() {
  return useMutation({
    mutationFn: (body: InterestRequest) =>
      api.post<{ sent: true; email: string; result: ValuationResult }>('/api/valuation/interests', body),
  });
}

/**
 * A draft listing with what was entered. One `Idempotency-Key` per form, so a retry after a
 * lost answer never makes a second draft (decision 080).
 */
export function createValuationDraft(inputs: ValuationInputs, idempotencyKey: string) {
  return api.post<{ businessId: number }>('/api/valuation/draft', inputs, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export const LEADS_PAGE_SIZE = 25;

export function useValuationLeads(filters: LeadFilters) {
  return useInfiniteQuery({
    queryKey: ['/api/admin/valuation-leads', filters],
    queryFn: ({ signal, pageParam }) =>
      api.get<ValuationLeadsResponse>(
        `/api/admin/valuation-leads?${leadsApiSearch(filters, pageParam, LEADS_PAGE_SIZE)}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Downloads the filtered leads as CSV (fetched with the session header, saved as a file). */
export async function downloadLeadsCsv(filters: LeadFilters): Promise<void> {
  const res = await apiRequest(
    'GET',
    `/api/admin/valuation-leads/export.csv?${leadsApiSearch(filters, null, null)}`,
  );
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'interesados-valoracion.csv';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
