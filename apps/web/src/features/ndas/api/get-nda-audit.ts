import { useInfiniteQuery } from '@tanstack/react-query';
import type { NdaStatus } from '@traspasa/shared/enums';
import type { NdaAuditResponse } from '@traspasa/shared/ndas';
import { api } from '@/lib/api-client';
import { ndaKeys } from './keys';

export type NdaAuditFilters = {
  businessId?: number;
  /** Part of a listing's title (admins, who see every listing). */
  businessTitle?: string;
  status?: NdaStatus;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  awaitingReview?: boolean;
};

export const AUDIT_PAGE_SIZE = 25;

export function auditSearch(filters: NdaAuditFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filters.businessId) params.set('businessId', String(filters.businessId));
  if (filters.businessTitle) params.set('businessTitle', filters.businessTitle);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.awaitingReview) params.set('awaitingReview', 'true');
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(AUDIT_PAGE_SIZE));
  return params.toString();
}

/** GET /api/nda-audit, page after page with the cursor ("Cargar más"). */
export function useNdaAudit(filters: NdaAuditFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...ndaKeys.audit, filters],
    queryFn: ({ signal, pageParam }) =>
      api.get<NdaAuditResponse>(`/api/nda-audit?${auditSearch(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
