import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminFeedbackDetail,
  AdminFeedbackListResponse,
  FeedbackUpdateInput,
} from '@traspasa/shared/feedback';
import { type AdminFeedbackFilters, feedbackListSearch } from '@/features/feedback/admin/lib/filters';
import { adminQueuesKey } from '@/lib/admin-queues-key';
import { api } from '@/lib/api-client';

export const ADMIN_FEEDBACK_BASE = '/api/admin/feedback';

export const adminFeedbackKeys = {
  list: [ADMIN_FEEDBACK_BASE, 'list'] as const,
  listFiltered: (filters: AdminFeedbackFilters) => [ADMIN_FEEDBACK_BASE, 'list', filters] as const,
  detail: (id: number) => [ADMIN_FEEDBACK_BASE, 'detail', id] as const,
};

export const FEEDBACK_PAGE_SIZE = 20;

/** Newest first, keyset-paged («Cargar más»). */
export function useAdminFeedbackList(filters: AdminFeedbackFilters) {
  return useInfiniteQuery({
    queryKey: adminFeedbackKeys.listFiltered(filters),
    queryFn: ({ signal, pageParam }) =>
      api.get<AdminFeedbackListResponse>(
        `${ADMIN_FEEDBACK_BASE}?${feedbackListSearch(filters, pageParam, FEEDBACK_PAGE_SIZE)}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminFeedback(id: number) {
  return useQuery({
    queryKey: adminFeedbackKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminFeedbackDetail>(`${ADMIN_FEEDBACK_BASE}/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useRefresh(id: number) {
  const queryClient = useQueryClient();
  return (detail?: AdminFeedbackDetail) => {
    if (detail) queryClient.setQueryData(adminFeedbackKeys.detail(id), detail);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: adminFeedbackKeys.list }),
      queryClient.invalidateQueries({ queryKey: adminQueuesKey }),
    ]);
  };
}

/** POST …/:id/response: stored, mailed to the person, status «Respondido». */
export function useRespondFeedback(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (response: string) =>
      api.post<AdminFeedbackDetail>(`${ADMIN_FEEDBACK_BASE}/${id}/response`, { response }),
    onSuccess: (detail) => refresh(detail),
  });
}

/** PATCH …/:id: status (by the allowed transitions) or priority. */
export function useUpdateFeedback(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (input: FeedbackUpdateInput) =>
      api.patch<AdminFeedbackDetail>(`${ADMIN_FEEDBACK_BASE}/${id}`, input),
    onSuccess: (detail) => refresh(detail),
  });
}
