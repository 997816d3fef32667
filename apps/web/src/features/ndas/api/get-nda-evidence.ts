import { useQuery } from '@tanstack/react-query';
import type { NdaWithEvidence } from '@traspasa/shared/ndas';
import { api } from '@/lib/api-client';
import { ndaKeys } from './keys';

/** GET /api/ndas/:id: the NDA with its evidence log and whether the hash chain verifies. */
export function useNdaEvidence(ndaId: number | null | undefined) {
  return useQuery({
    queryKey: ndaKeys.evidence(ndaId ?? 0),
    queryFn: ({ signal }) => api.get<NdaWithEvidence>(`/api/ndas/${ndaId}`, { signal }),
    enabled: typeof ndaId === 'number' && ndaId > 0,
  });
}
