// The proof-of-funds endpoints (decision 104): the buyer's status and upload, the document
// (read with the session and opened from memory, never a public URL), the admin queue.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminFundsDetail,
  AdminFundsListResponse,
  FundsBand,
  FundsDecisionInput,
  FundsStatus,
  MyFundsResponse,
  MyFundsVerification,
} from '@traspasa/shared/funds';
import { api, apiRequest } from '@/lib/api-client';
import { uploadFormWithProgress } from '@/lib/upload';

export const FUNDS_BASE = '/api/funds-verifications';
export const ADMIN_FUNDS_BASE = '/api/admin/funds-verifications';

export const fundsKeys = {
  mine: [`${FUNDS_BASE}/me`] as const,
  adminList: [ADMIN_FUNDS_BASE, 'list'] as const,
  adminListOf: (status: FundsStatus | null) => [ADMIN_FUNDS_BASE, 'list', status] as const,
  adminDetail: (id: number) => [ADMIN_FUNDS_BASE, 'detail', id] as const,
};

export function useMyFunds() {
  return useQuery({
    queryKey: fundsKeys.mine,
    queryFn: ({ signal }) => api.get<MyFundsResponse>(`${FUNDS_BASE}/me`, { signal }),
  });
}

export function useUploadFunds(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: ({ band, file }: { band: FundsBand; file: File }) => {
      const form = new FormData();
      form.append('band', band);
      form.append('file', file, file.name);
      return uploadFormWithProgress<MyFundsVerification>(FUNDS_BASE, form, onProgress);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: fundsKeys.mine }),
  });
}

/** Opens an upload's document in a new tab from memory (each read is logged by the server). */
export async function openFundsDocument(id: number): Promise<void> {
  const tab = window.open('', '_blank');
  const res = await apiRequest('GET', `${FUNDS_BASE}/${id}/document`);
  const url = URL.createObjectURL(await res.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useAdminFundsList(status: FundsStatus | null) {
  return useInfiniteQuery({
    queryKey: fundsKeys.adminListOf(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      const qs = params.toString();
      return api.get<AdminFundsListResponse>(`${ADMIN_FUNDS_BASE}${qs ? `?${qs}` : ''}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminFundsDetail(id: number) {
  return useQuery({
    queryKey: fundsKeys.adminDetail(id),
    queryFn: ({ signal }) => api.get<AdminFundsDetail>(`${ADMIN_FUNDS_BASE}/${id}`, { signal }),
  });
}

function useAdminMutation<T>(id: number, run: (input: T) => Promise<AdminFundsDetail | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: fundsKeys.adminList }),
        queryClient.invalidateQueries({ queryKey: fundsKeys.adminDetail(id) }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/queues'] }),
      ]);
    },
  });
}

export function useClaimFunds(id: number) {
  return useAdminMutation<void>(id, () =>
    api.post<AdminFundsDetail | undefined>(`${ADMIN_FUNDS_BASE}/${id}/claim`, {}),
  );
}

export function useDecideFunds(id: number) {
  return useAdminMutation<FundsDecisionInput>(id, (input) =>
    api.post<AdminFundsDetail | undefined>(`${ADMIN_FUNDS_BASE}/${id}/decision`, input),
  );
}
