import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList, AdminUserSummary } from '@traspasa/shared/admin-users';
import { api } from '@/lib/api-client';
import { retryAtMost } from '@/lib/query-client';

export const SELLER_SEARCH_LIMIT = 10;

/** `/api/admin/users?role=seller&q=…&limit=…` (admins only). */
export function sellerSearchPath(q: string): string {
  const params = new URLSearchParams({ role: 'seller', limit: String(SELLER_SEARCH_LIMIT) });
  const term = q.trim();
  if (term) params.set('q', term);
  return `/api/admin/users?${params.toString()}`;
}

export function sellerSearchQueryOptions(q: string) {
  const term = q.trim();
  return queryOptions({
    queryKey: ['/api/admin/users', 'seller', term] as const,
    queryFn: ({ signal }) => api.get<AdminUserList>(sellerSearchPath(term), { signal }),
    staleTime: 30_000,
    retry: retryAtMost(1),
  });
}

/** Active seller accounts matching `q` (name, email or username); keeps the last list while typing. */
export function useSellerSearch(q: string, enabled: boolean) {
  return useQuery({ ...sellerSearchQueryOptions(q), enabled, placeholderData: keepPreviousData });
}

/** "Ana Muñoz" — or the username when the account has no name. */
export function sellerName(user: AdminUserSummary): string {
  return user.fullName?.trim() || user.username;
}
