// Query keys of the identity feature, each starting with its endpoint.
import type { IdentityImageKind } from '@traspasa/shared/identity';

export const IDENTITY_BASE = '/api/identity-verifications';
export const ADMIN_IDENTITY_BASE = '/api/admin/identity-verifications';

export type AdminIdentityFilters = {
  status: string | null;
  documentType: string | null;
  country: string | null;
  from: string | null;
  to: string | null;
};

export const identityKeys = {
  mine: [`${IDENTITY_BASE}/me`] as const,
  myImage: (requestId: number, kind: IdentityImageKind) =>
    [`${IDENTITY_BASE}/me/images`, requestId, kind] as const,
  adminList: [ADMIN_IDENTITY_BASE, 'list'] as const,
  adminListFiltered: (filters: AdminIdentityFilters) => [ADMIN_IDENTITY_BASE, 'list', filters] as const,
  adminDetail: (id: number) => [ADMIN_IDENTITY_BASE, 'detail', id] as const,
  /**
   * Images live under their own first element so that invalidating the queue or a request
   * never fetches an image again (each admin read is a logged view).
   */
  adminImage: (id: number, kind: IdentityImageKind) => [`${ADMIN_IDENTITY_BASE}/images`, id, kind] as const,
};
