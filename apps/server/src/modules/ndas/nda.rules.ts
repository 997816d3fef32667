// Rules about an NDA's life that several parts of the module (signing, the mapper) share.
import type { NdaRow } from './ndas.repository.ts';

/**
 * A rejected NDA may be signed again, on the same row, once its deadline is over when it
 * was never signed (a revoked one was: never again) and the refusal left the door open:
 * a review that allowed re-uploading, or the deadline job's expiry — the only way an NDA
 * is rejected while its enhanced signature is still `pendiente` (reviews refuse uploads,
 * revocations end signed NDAs). Inside the deadline a rejected upload is retried by
 * uploading again. docs/decisions/060-nda-evidence.md.
 */
export function maySignAgain(nda: NdaRow, now = new Date()): boolean {
  return (
    nda.status === 'rejected' &&
    nda.signedAt === null &&
    (nda.canReupload || nda.enhancedSignatureStatus === 'pendiente') &&
    (nda.uploadDeadline === null || nda.uploadDeadline.getTime() <= now.getTime())
  );
}
