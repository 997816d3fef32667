import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIdentityDetail, IdentityDecisionInput } from '@traspasa/shared/identity';
import { api } from '@/lib/api-client';
import { ADMIN_IDENTITY_BASE, identityKeys } from './keys';

/** POST /api/admin/identity-verifications/:id/decision; the queue and the request are read again. */
export function useDecideIdentity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IdentityDecisionInput) =>
      api.post<AdminIdentityDetail | undefined>(`${ADMIN_IDENTITY_BASE}/${id}/decision`, input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.adminList }),
        queryClient.invalidateQueries({ queryKey: identityKeys.adminDetail(id) }),
      ]);
    },
  });
}
