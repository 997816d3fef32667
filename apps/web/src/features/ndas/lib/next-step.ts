import type { Nda } from '@traspasa/shared/ndas';
import { deadlinePassed } from './dates';

/**
 * What the buyer can do next with an NDA:
 * - `enhanced`: the clickwrap is done, the enhanced signature is still to do;
 * - `reupload`: rejected after a physical upload, and a new upload is allowed before the deadline;
 * - `in_review`: documents uploaded, waiting for the seller or an admin;
 * - `signed`: confidential access;
 * - `closed`: rejected or revoked with nothing left to do on the buyer's side.
 */
export type NdaNextStep = 'enhanced' | 'reupload' | 'in_review' | 'signed' | 'closed';

export function ndaNextStep(
  nda: Pick<Nda, 'status' | 'enhancedSignatureStatus' | 'canReupload' | 'uploadDeadline'>,
  now = new Date(),
): NdaNextStep {
  if (nda.status === 'signed') return 'signed';
  const open = !deadlinePassed(nda.uploadDeadline, now);
  if (nda.status === 'pending') {
    if (nda.enhancedSignatureStatus === 'subida_fisica') return 'in_review';
    return open ? 'enhanced' : 'closed';
  }
  // Rejected: only a physical upload that was turned down can be tried again.
  const enhanced = nda.enhancedSignatureStatus !== 'no_requerida' || Boolean(nda.uploadDeadline);
  return enhanced && nda.canReupload && open && nda.uploadDeadline ? 'reupload' : 'closed';
}

/** True when the upload screen has something to offer. */
export function canCompleteEnhanced(step: NdaNextStep): boolean {
  return step === 'enhanced' || step === 'reupload';
}
