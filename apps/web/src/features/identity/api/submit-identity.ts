import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IDENTITY_CONSENT_VERSION,
  type IdentityDocumentType,
  type IdentityImageKind,
  type MyIdentityVerification,
} from '@traspasa/shared/identity';
import { uploadFormWithProgress } from '@/lib/upload';
import type { MyIdentity } from './get-my-identity';
import { IDENTITY_BASE, identityKeys } from './keys';

export type IdentitySubmission = {
  documentType: IdentityDocumentType;
  /** The number as the shared rules normalised it. */
  documentNumber: string;
  documentCountry: string | null;
  photos: Partial<Record<IdentityImageKind, File>>;
};

/** The multipart body of POST /api/identity-verifications: fields first, then the files. */
export function identityFormData(submission: IdentitySubmission): FormData {
  const form = new FormData();
  form.append('consent', 'true');
  form.append('consentVersion', IDENTITY_CONSENT_VERSION);
  form.append('documentType', submission.documentType);
  form.append('documentNumber', submission.documentNumber);
  if (submission.documentType === 'pasaporte' && submission.documentCountry) {
    form.append('documentCountry', submission.documentCountry);
  }
  for (const kind of ['front', 'back', 'selfie'] as const) {
    if (kind === 'back' && submission.documentType === 'pasaporte') continue;
    const file = submission.photos[kind];
    if (file) form.append(kind, file, file.name);
  }
  return form;
}

/** Sends the request with upload progress (XHR); the answer becomes the page's status at once. */
export function useSubmitIdentity(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // A multipart upload is not retried by itself: the person sees the error and decides.
    retry: false,
    mutationFn: (submission: IdentitySubmission) =>
      uploadFormWithProgress<MyIdentityVerification>(IDENTITY_BASE, identityFormData(submission), onProgress),
    onSuccess: (verification) => {
      queryClient.setQueryData<MyIdentity>(identityKeys.mine, (previous) => ({
        identityVerified: previous?.identityVerified ?? false,
        verifiedAt: previous?.verifiedAt ?? null,
        verification,
      }));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: identityKeys.mine }),
  });
}
