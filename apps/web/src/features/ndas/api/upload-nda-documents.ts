import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Nda } from '@traspasa/shared/ndas';
import { uploadFormWithProgress } from '@/lib/upload';
import { afterNdaChange } from './invalidate';

export type NdaUploadFiles = { signedDocument: File; idDocumentFront: File; idDocumentBack: File };

/** POST /api/ndas/:id/upload (multipart: signedDocument, idDocumentFront, idDocumentBack) with progress. */
export function useUploadNdaDocuments(ndaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: NdaUploadFiles; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append('signedDocument', files.signedDocument);
      form.append('idDocumentFront', files.idDocumentFront);
      form.append('idDocumentBack', files.idDocumentBack);
      return uploadFormWithProgress<Nda>(`/api/ndas/${ndaId}/upload`, form, onProgress);
    },
    // An upload must never be sent twice on its own.
    retry: false,
    onSuccess: (nda) => afterNdaChange(queryClient, nda),
  });
}
