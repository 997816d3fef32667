import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminErrorDetail, AdminErrorsResponse } from '@traspasa/shared/error-logs';
import { type AdminErrorFilters, errorsListSearch } from '@/features/error-logs/lib/filters';
import { adminQueuesKey } from '@/lib/admin-queues-key';
import { api } from '@/lib/api-client';

export const ADMIN_ERRORS_BASE = '/api/admin/errors';
export const ERRORS_PAGE_SIZE = 25;

export const adminErrorKeys = {
  list: [ADMIN_ERRORS_BASE, 'list'] as const,
  listFiltered: (filters: AdminErrorFilters) => [ADMIN_ERRORS_BASE, 'list', filters] as const,
  detail: (fingerprint: string) => [ADMIN_ERRORS_BASE, 'detail', fingerprint] as const,
};

export function useAdminErrors(filters: AdminErrorFilters) {
  return useQuery({
    queryKey: adminErrorKeys.listFiltered(filters),
    queryFn: ({ signal }) =>
      api.get<AdminErrorsResponse>(`${ADMIN_ERRORS_BASE}?${errorsListSearch(filters, ERRORS_PAGE_SIZE)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminError(fingerprint: string) {
  return useQuery({
    queryKey: adminErrorKeys.detail(fingerprint),
    queryFn: ({ signal }) =>
      api.get<AdminErrorDetail>(`${ADMIN_ERRORS_BASE}/${encodeURIComponent(fingerprint)}`, { signal }),
  });
}

/** Resolve (with a note) or reopen; the list and the queue counts are read again. */
export function useResolveError(fingerprint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: 'resolve'; note: string } | { action: 'reopen' }) =>
      input.action === 'resolve'
        ? api.post<AdminErrorDetail>(`${ADMIN_ERRORS_BASE}/${encodeURIComponent(fingerprint)}/resolve`, {
            note: input.note || undefined,
          })
        : api.post<AdminErrorDetail>(`${ADMIN_ERRORS_BASE}/${encodeURIComponent(fingerprint)}/reopen`),
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminErrorKeys.detail(fingerprint), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminErrorKeys.list }),
        queryClient.invalidateQueries({ queryKey: adminQueuesKey }),
      ]);
    },
  });
}
