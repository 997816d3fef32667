// The road to closing's endpoints (decision 175): the parties' checklist and payments, the
// dashboards' summary, and the admins' templates and disputes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClosingDisputeList,
  ClosingItemStatus,
  ClosingSide,
  ClosingTemplate,
  ClosingTemplateInput,
  ClosingTemplateList,
  ClosingView,
  MyClosingList,
} from '@traspasa/shared/closing';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { uploadFormWithProgress } from '@/lib/upload';

export const CLOSING_BASE = '/api/closing';
export const ADMIN_TEMPLATES_BASE = '/api/admin/closing-templates';
export const ADMIN_DISPUTES_BASE = '/api/admin/closing-disputes';

export const closingKeys = {
  all: [CLOSING_BASE] as const,
  road: (id: number) => [CLOSING_BASE, 'road', id] as const,
  mine: (role: ClosingSide) => [CLOSING_BASE, 'mine', role] as const,
  templates: [ADMIN_TEMPLATES_BASE] as const,
  template: (id: number) => [ADMIN_TEMPLATES_BASE, id] as const,
  disputes: (open: boolean) => [ADMIN_DISPUTES_BASE, open] as const,
};

export function useClosing(negotiationId: number) {
  return useQuery({
    queryKey: closingKeys.road(negotiationId),
    queryFn: ({ signal }) => api.get<ClosingView>(`${CLOSING_BASE}/${negotiationId}`, { signal }),
  });
}

export function useMyClosing(role: ClosingSide) {
  return useQuery({
    queryKey: closingKeys.mine(role),
    queryFn: ({ signal }) => api.get<MyClosingList>(`${CLOSING_BASE}?role=${role}`, { signal }),
  });
}

/** Every change answers the whole road: it replaces the cached one. */
function useRoadMutation<T>(negotiationId: number, run: (input: T) => Promise<ClosingView>) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: run,
    onSuccess: (road) => {
      queryClient.setQueryData(closingKeys.road(negotiationId), road);
      void queryClient.invalidateQueries({ queryKey: [CLOSING_BASE, 'mine'] });
    },
  });
}

export function useSetItemStatus(negotiationId: number) {
  return useRoadMutation(negotiationId, ({ itemId, status }: { itemId: number; status: ClosingItemStatus }) =>
    api.patch<ClosingView>(`${CLOSING_BASE}/${negotiationId}/items/${itemId}`, { status }),
  );
}

export function useCommentItem(negotiationId: number) {
  return useRoadMutation(negotiationId, ({ itemId, body }: { itemId: number; body: string }) =>
    api.post<ClosingView>(`${CLOSING_BASE}/${negotiationId}/items/${itemId}/comments`, { body }),
  );
}

export function useUploadEvidence(negotiationId: number, onProgress: (percent: number) => void) {
  return useRoadMutation(negotiationId, ({ itemId, file }: { itemId: number; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return uploadFormWithProgress<ClosingView>(
      `${CLOSING_BASE}/${negotiationId}/items/${itemId}/evidence`,
      form,
      onProgress,
    );
  });
}

export function useUploadReceipt(negotiationId: number, onProgress: (percent: number) => void) {
  return useRoadMutation(negotiationId, ({ milestoneId, file }: { milestoneId: number; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return uploadFormWithProgress<ClosingView>(
      `${CLOSING_BASE}/${negotiationId}/milestones/${milestoneId}/receipt`,
      form,
      onProgress,
    );
  });
}

export function useConfirmMilestone(negotiationId: number) {
  return useRoadMutation(negotiationId, (milestoneId: number) =>
    api.post<ClosingView>(`${CLOSING_BASE}/${negotiationId}/milestones/${milestoneId}/confirm`),
  );
}

export function useDisputeMilestone(negotiationId: number) {
  return useRoadMutation(negotiationId, ({ milestoneId, reason }: { milestoneId: number; reason: string }) =>
    api.post<ClosingView>(`${CLOSING_BASE}/${negotiationId}/milestones/${milestoneId}/dispute`, { reason }),
  );
}

export function downloadReceipt(negotiationId: number, milestoneId: number): Promise<void> {
  return downloadFile(`${CLOSING_BASE}/${negotiationId}/milestones/${milestoneId}/receipt`, 'comprobante');
}

export function downloadEvidence(href: string, fileName: string): Promise<void> {
  return downloadFile(href, fileName);
}

// ---------- admins ----------

export function useClosingTemplates() {
  return useQuery({
    queryKey: closingKeys.templates,
    queryFn: ({ signal }) => api.get<ClosingTemplateList>(ADMIN_TEMPLATES_BASE, { signal }),
  });
}

export function useClosingTemplate(id: number | null) {
  return useQuery({
    queryKey: closingKeys.template(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => api.get<ClosingTemplate>(`${ADMIN_TEMPLATES_BASE}/${id}`, { signal }),
  });
}

export function useSaveTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (input: ClosingTemplateInput) =>
      api.put<ClosingTemplate>(`${ADMIN_TEMPLATES_BASE}/${id}`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(closingKeys.template(id), saved);
      void queryClient.invalidateQueries({ queryKey: closingKeys.templates, exact: true });
    },
  });
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (country: string) => api.post<ClosingTemplate>(ADMIN_TEMPLATES_BASE, { country }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: closingKeys.templates, exact: true }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (id: number) => api.delete<void>(`${ADMIN_TEMPLATES_BASE}/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: closingKeys.templates, exact: true }),
  });
}

export function useClosingDisputes(open: boolean) {
  return useQuery({
    queryKey: closingKeys.disputes(open),
    queryFn: ({ signal }) =>
      api.get<ClosingDisputeList>(`${ADMIN_DISPUTES_BASE}?estado=${open ? 'abiertas' : 'resueltas'}`, {
        signal,
      }),
  });
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: ({ milestoneId, resolution }: { milestoneId: number; resolution: string }) =>
      api.post<void>(`${ADMIN_DISPUTES_BASE}/${milestoneId}/resolve`, { resolution }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ADMIN_DISPUTES_BASE] }),
  });
}
