// GET /api/admin/audit-log (keyset pages) and the admins its filter offers.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditLogAdmins, AuditLogResponse } from '@traspasa/shared/audit-log';
import { api } from '@/lib/api-client';
import { type AuditFilters, auditApiSearch } from '../lib/filters';

export const AUDIT_LOG_BASE = '/api/admin/audit-log';
export const AUDIT_PAGE_SIZE = 30;

export const auditKeys = {
  list: (filters: AuditFilters) => [AUDIT_LOG_BASE, 'list', filters] as const,
  admins: [`${AUDIT_LOG_BASE}/admins`] as const,
};

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal, pageParam }) =>
      api.get<AuditLogResponse>(`${AUDIT_LOG_BASE}?${auditApiSearch(filters, pageParam, AUDIT_PAGE_SIZE)}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAuditAdmins() {
  return useQuery({
    queryKey: auditKeys.admins,
    queryFn: ({ signal }) => api.get<AuditLogAdmins>(`${AUDIT_LOG_BASE}/admins`, { signal }),
    staleTime: 5 * 60_000,
  });
}
