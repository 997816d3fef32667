import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Nda } from '@traspasa/shared/ndas';
import { apiRequest, throwIfResNotOk } from '@/lib/api-client';
import { ndaKeys } from './keys';

/** GET /api/ndas/business/:businessId: the caller's NDA for a listing, or null (404) when there is none. */
export async function getBusinessNda(businessId: string | number, signal?: AbortSignal): Promise<Nda | null> {
  const path = `/api/ndas/business/${encodeURIComponent(String(businessId))}`;
  const res = await apiRequest('GET', path, undefined, { signal, allowErrorStatus: true });
  if (res.status === 404) return null;
  await throwIfResNotOk(res, 'GET', path);
  return (await res.json()) as Nda;
}

export function businessNdaQueryOptions(businessId: string | number) {
  return queryOptions({
    queryKey: ndaKeys.forBusiness(businessId),
    queryFn: ({ signal }) => getBusinessNda(businessId, signal),
  });
}

export function useBusinessNda(businessId: string | number, enabled = true) {
  return useQuery({ ...businessNdaQueryOptions(businessId), enabled: enabled && String(businessId) !== '' });
}
