import { useQuery } from '@tanstack/react-query';
import type { AdminIdentityDetail } from '@traspasa/shared/identity';
import { api } from '@/lib/api-client';
import { ADMIN_IDENTITY_BASE, identityKeys } from './keys';

/** GET /api/admin/identity-verifications/:id: the typed data, the account, the checks, the history. */
export function useAdminIdentityDetail(id: number) {
  return useQuery({
    queryKey: identityKeys.adminDetail(id),
    queryFn: ({ signal }) => api.get<AdminIdentityDetail>(`${ADMIN_IDENTITY_BASE}/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
