import { useQuery } from '@tanstack/react-query';
import type { AccessHistory } from '@traspasa/shared/listing-access';
import { api } from '@/lib/api-client';
import { accessKeys } from '../../api/keys';

/** GET /api/admin/listing-access/:businessId/history: every access event of a listing, newest first. */
export function useAccessHistory(businessId: number) {
  return useQuery({
    queryKey: accessKeys.history(businessId),
    queryFn: ({ signal }) =>
      api.get<AccessHistory>(`/api/admin/listing-access/${businessId}/history`, { signal }),
    enabled: Number.isInteger(businessId) && businessId > 0,
  });
}
