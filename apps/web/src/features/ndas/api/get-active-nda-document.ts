import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NdaDocument } from '@traspasa/shared/ndas';
import { api } from '@/lib/api-client';
import { ndaKeys } from './keys';

/** GET /api/nda-documents/active: the text a buyer agrees to, its version and SHA-256. */
export const activeNdaDocumentQueryOptions = queryOptions({
  queryKey: ndaKeys.activeDocument,
  queryFn: ({ signal }) => api.get<NdaDocument>('/api/nda-documents/active', { signal }),
  staleTime: 5 * 60_000,
});

export function useActiveNdaDocument(enabled = true) {
  return useQuery({ ...activeNdaDocumentQueryOptions, enabled });
}
