import { useQuery } from '@tanstack/react-query';
import type { MyNdaList } from '@traspasa/shared/ndas';
import { api } from '@/lib/api-client';
import { ndaKeys } from './keys';

/** GET /api/ndas: the signed-in user's own NDAs (buyer dashboard). */
export function useMyNdas() {
  return useQuery({
    queryKey: ndaKeys.mine(),
    queryFn: ({ signal }) => api.get<MyNdaList>('/api/ndas', { signal }),
  });
}
