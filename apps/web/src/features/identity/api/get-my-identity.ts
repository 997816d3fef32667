import { useQuery } from '@tanstack/react-query';
import type { myIdentityResponse } from '@traspasa/shared/identity';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { IDENTITY_BASE, identityKeys } from './keys';

export type MyIdentity = z.infer<typeof myIdentityResponse>;

/** GET /api/identity-verifications/me: the latest request (or null) and the account's badge. */
export function useMyIdentity() {
  return useQuery({
    queryKey: identityKeys.mine,
    queryFn: ({ signal }) => api.get<MyIdentity>(`${IDENTITY_BASE}/me`, { signal }),
  });
}
