import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ElectronicCompleteBody, ElectronicStartResponse, Nda } from '@traspasa/shared/ndas';
import { api } from '@/lib/api-client';
import { afterNdaChange } from './invalidate';

/** POST /api/ndas/:id/electronic/start: mails a one-time code to the buyer. */
export function useStartElectronicSignature(ndaId: number) {
  return useMutation({
    mutationFn: () => api.post<ElectronicStartResponse>(`/api/ndas/${ndaId}/electronic/start`),
  });
}

/** POST /api/ndas/:id/electronic/complete: the code plus the drawn signature; the NDA becomes signed. */
export function useCompleteElectronicSignature(ndaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ElectronicCompleteBody) =>
      api.post<Nda>(`/api/ndas/${ndaId}/electronic/complete`, body),
    onSuccess: (nda) => afterNdaChange(queryClient, nda),
  });
}
