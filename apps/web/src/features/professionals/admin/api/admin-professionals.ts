import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfessionalItem, OwnProfessional, ProfessionalStatus } from '@traspasa/shared/content';
import { api } from '@/lib/api-client';

const BASE = '/api/admin/professionals';
export const adminProfessionalsKey = [BASE] as const;
const PAGE_SIZE = 20;

/** Pending first, «Cargar más» pages. */
export function useAdminProfessionals(status: ProfessionalStatus | undefined) {
  return useInfiniteQuery({
    queryKey: [BASE, status ?? 'all'],
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (status) params.set('status', status);
      if (pageParam !== null) params.set('cursor', String(pageParam));
      return api.get<{ items: AdminProfessionalItem[]; nextCursor: number | null }>(`${BASE}?${params}`, {
        signal,
      });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useDecideProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: number;
      decision: 'approve' | 'reject';
      reason?: string;
    }) =>
      decision === 'approve'
        ? api.post<OwnProfessional>(`${BASE}/${id}/approve`)
        : api.post<OwnProfessional>(`${BASE}/${id}/reject`, { reason }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProfessionalsKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/professionals'] }),
      ]),
  });
}
