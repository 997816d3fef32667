import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Nda, SignNdaBody } from '@traspasa/shared/ndas';
import { api } from '@/lib/api-client';
import { afterNdaChange } from './invalidate';

/** POST /api/ndas: the clickwrap. 201 with the new NDA, or 200 with the one that already exists. */
export function useSignNda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignNdaBody) => api.post<Nda>('/api/ndas', body),
    onSuccess: (nda) => afterNdaChange(queryClient, nda),
  });
}
