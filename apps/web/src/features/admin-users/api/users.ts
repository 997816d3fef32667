// The user-management endpoints: directory, one account, and the admin's actions.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserDetail,
  AdminUserDirectory,
  AdminUserPasswordResetResult,
  AdminUserRolesInput,
} from '@traspasa/shared/admin-users';
import { api } from '@/lib/api-client';
import type { UserFilters } from '../lib/filters';

export const ADMIN_USERS_BASE = '/api/admin/users';
export const USERS_PAGE_SIZE = 25;

export const adminUserKeys = {
  all: [ADMIN_USERS_BASE] as const,
  directory: (filters: UserFilters) => [ADMIN_USERS_BASE, 'directory', filters] as const,
  detail: (id: number) => [ADMIN_USERS_BASE, 'detail', id] as const,
};

/** `?q=…&role=…&verified=…&status=…&limit=…&cursor=…`, without the empty filters. */
export function directorySearch(
  filters: UserFilters,
  cursor: string | null,
  limit = USERS_PAGE_SIZE,
): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.role) params.set('role', filters.role);
  if (filters.verified) params.set('verified', filters.verified);
  if (filters.status) params.set('status', filters.status);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export function useUserDirectory(filters: UserFilters) {
  return useInfiniteQuery({
    queryKey: adminUserKeys.directory(filters),
    queryFn: ({ signal, pageParam }) =>
      api.get<AdminUserDirectory>(`${ADMIN_USERS_BASE}/directory?${directorySearch(filters, pageParam)}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminUser(id: number) {
  return useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminUserDetail>(`${ADMIN_USERS_BASE}/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export type UserAction =
  | { kind: 'roles'; input: AdminUserRolesInput }
  | { kind: 'suspend'; reason: string }
  | { kind: 'reactivate' }
  | { kind: 'erase'; email: string };

/** Every action answers with the account as it is now; the page shows it at once. */
export function useUserAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => {
      const base = `${ADMIN_USERS_BASE}/${id}`;
      switch (action.kind) {
        case 'roles':
          return api.patch<AdminUserDetail>(`${base}/roles`, action.input);
        case 'suspend':
          return api.post<AdminUserDetail>(`${base}/suspend`, { reason: action.reason });
        case 'reactivate':
          return api.post<AdminUserDetail>(`${base}/reactivate`);
        case 'erase':
          return api.post<AdminUserDetail>(`${base}/erase`, { email: action.email });
      }
    },
    onSuccess: (detail) => queryClient.setQueryData(adminUserKeys.detail(id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_BASE, 'directory'] }),
  });
}

export function useForcePasswordReset(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AdminUserPasswordResetResult>(`${ADMIN_USERS_BASE}/${id}/password-reset`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.detail(id) }),
  });
}
