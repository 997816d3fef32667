import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationPage } from '@traspasa/shared/admin-listings';
import type { BusinessReportStatus, BusinessStatus } from '@traspasa/shared/enums';
import type { BusinessReport } from '@traspasa/shared/listings';
import { adminQueuesKey } from '@/lib/admin-queues-key';
import { api } from '@/lib/api-client';
import { retryAtMost } from '@/lib/query-client';

export const MODERATION_PAGE_SIZE = 50;

/** `?status=…&limit=…[&cursor=…]`: the cursor is the opaque `nextCursor` of the page before. */
export function moderationSearch(status: BusinessStatus, cursor: string | null): string {
  const params = new URLSearchParams({ status, limit: String(MODERATION_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** GET /api/admin/businesses, oldest first, page after page ("Cargar más"). */
export function useModerationQueue(status: BusinessStatus) {
  return useInfiniteQuery({
    queryKey: ['/api/admin/businesses', status],
    queryFn: ({ signal, pageParam }) =>
      api.get<ModerationPage>(`/api/admin/businesses?${moderationSearch(status, pageParam)}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: retryAtMost(1),
  });
}

export type ModerationAction =
  | { kind: 'approve'; id: number }
  | { kind: 'reject'; id: number; reason: string }
  | { kind: 'feature'; id: number; featured: boolean };

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: ModerationAction) =>
      a.kind === 'approve'
        ? api.post(`/api/admin/businesses/${a.id}/approve`)
        : a.kind === 'reject'
          ? api.post(`/api/admin/businesses/${a.id}/reject`, { reason: a.reason })
          : api.post(`/api/admin/businesses/${a.id}/feature`, { featured: a.featured }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/businesses'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/businesses'] });
      void queryClient.invalidateQueries({ queryKey: adminQueuesKey });
    },
  });
}

export function useReports(status: BusinessReportStatus) {
  return useQuery({
    queryKey: ['/api/admin/reports', status],
    queryFn: ({ signal }) =>
      api.get<{ items: BusinessReport[] }>(`/api/admin/reports?status=${status}`, { signal }),
    retry: retryAtMost(1),
  });
}

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      adminNotes,
    }: {
      id: number;
      status: 'reviewed' | 'resolved' | 'dismissed';
      adminNotes: string | null;
    }) => api.patch(`/api/admin/reports/${id}`, { status, adminNotes }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/admin/reports'] }),
        queryClient.invalidateQueries({ queryKey: adminQueuesKey }),
      ]);
    },
  });
}
