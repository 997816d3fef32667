import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsultantDashboard, OwnProfessional, ProfessionalInput } from '@traspasa/shared/content';
import { api } from '@/lib/api-client';

export const consultantKeys = {
  mine: ['/api/professionals/mine'] as const,
  dashboard: ['/api/consultant/dashboard'] as const,
};

export type OwnResult = { professional: OwnProfessional; sentToReview: boolean };

export function useMyProfessional() {
  return useQuery({
    queryKey: consultantKeys.mine,
    queryFn: ({ signal }) =>
      api.get<{ professional: OwnProfessional | null }>('/api/professionals/mine', { signal }),
  });
}

export function useConsultantDashboard() {
  return useQuery({
    queryKey: consultantKeys.dashboard,
    queryFn: ({ signal }) => api.get<ConsultantDashboard>('/api/consultant/dashboard', { signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (result: OwnResult) => {
    queryClient.setQueryData(consultantKeys.mine, { professional: result.professional });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: consultantKeys.dashboard }),
      queryClient.invalidateQueries({ queryKey: ['/api/professionals'] }),
    ]);
  };
}

/** Creates the entry (POST) or saves it (PUT /:id). */
export function useSaveProfessional(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ProfessionalInput) =>
      id === null
        ? api.post<OwnResult>('/api/professionals', input)
        : api.put<OwnResult>(`/api/professionals/${id}`, input),
    onSuccess: (result) => refresh(result),
  });
}

export function useProfessionalPhoto(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (file === null) return api.delete<OwnResult>(`/api/professionals/${id}/photo`);
      const form = new FormData();
      form.append('file', file);
      return api.post<OwnResult>(`/api/professionals/${id}/photo`, form);
    },
    onSuccess: (result) => refresh(result),
  });
}
