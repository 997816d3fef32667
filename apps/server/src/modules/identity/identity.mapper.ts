import type { IdentityVerificationStatus } from '@traspasa/shared/enums';
import {
  type AdminIdentityDetail,
  type adminIdentityListItem,
  type IdentityAssist,
  type IdentityDocumentType,
  type IdentityImageKind,
  type identityEventView,
  identityImageKinds,
  type MyIdentityVerification,
} from '@traspasa/shared/identity';
import { documentNumberHint } from '@traspasa/shared/identity-documents';
import type { z } from 'zod';
import type { EventWithActor, QueueRow, VerificationRow } from './identity.repository.ts';
import { imageKeysOf } from './identity-images.service.ts';

/** Business days a review usually takes (shown to the person while pending). */
export const EXPECTED_REVIEW_DAYS = 2;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const displayName = (p: { fullName: string | null; username: string }): string =>
  p.fullName?.trim() || p.username;

export const emptyAssist = (): IdentityAssist => ({
  status: 'pending',
  ocrNumber: null,
  ocrMatches: null,
  mrz: null,
  mrzMatches: null,
  duplicateOfUserId: null,
});

/** The hint stored with the request; older rows derive it from the number. */
export function hintOf(row: VerificationRow): string {
  return row.documentNumberHint ?? documentNumberHint(row.documentNumber);
}

/**
 * What the person sees of their own request: no images, no full number. A rejection
 * says the reason's key (the page shows its sentence); "otro" says the reviewer's note,
 * which is then written for the person.
 */
export function toMyVerification(row: VerificationRow): MyIdentityVerification {
  return {
    id: row.id,
    status: row.status as IdentityVerificationStatus,
    documentType: row.documentType as IdentityDocumentType,
    documentCountry: row.documentCountry,
    documentNumberHint: hintOf(row),
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    rejectionReason: row.status === 'rejected' ? personReason(row) : null,
    expectedReviewDays: EXPECTED_REVIEW_DAYS,
    imagesDeletedAt: iso(row.imagesDeletedAt),
  };
}

function personReason(row: VerificationRow): string | null {
  if (row.rejectionReason === 'otro' && row.notes) return row.notes;
  return row.rejectionReason;
}

/** The kinds a request still holds, in the contract's order. */
export function availableImages(row: VerificationRow): IdentityImageKind[] {
  if (row.imagesDeletedAt) return [];
  const keys = imageKeysOf(row);
  return identityImageKinds.filter((k) => keys[k] !== undefined);
}

export function toListItem(row: QueueRow): z.infer<typeof adminIdentityListItem> {
  const v = row.verification;
  return {
    id: v.id,
    userId: row.user.id,
    userName: displayName(row.user),
    email: row.user.email,
    status: v.status as IdentityVerificationStatus,
    documentType: v.documentType as IdentityDocumentType,
    documentCountry: v.documentCountry,
    createdAt: v.createdAt.toISOString(),
    decidedAt: iso(v.decidedAt),
    duplicate: row.duplicate,
  };
}

export function toEventView(e: EventWithActor): z.infer<typeof identityEventView> {
  return { at: e.at.toISOString(), action: e.action, actorName: e.actorName, detail: e.detail };
}

export function toAdminDetail(input: {
  row: VerificationRow;
  user: {
    id: number;
    fullName: string | null;
    username: string;
    email: string;
    role: string;
    createdAt: Date;
  };
  duplicateOfUserId: number | null;
  reviewerName: string | null;
  facts: { listings: number; ndas: number; previousRequests: number };
  history: EventWithActor[];
}): AdminIdentityDetail {
  const { row, user } = input;
  return {
    id: row.id,
    userId: user.id,
    userName: displayName(user),
    email: user.email,
    status: row.status as IdentityVerificationStatus,
    documentType: row.documentType as IdentityDocumentType,
    documentCountry: row.documentCountry,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    duplicate: input.duplicateOfUserId !== null,
    documentNumber: row.documentNumber,
    consentVersion: row.consentVersion,
    consentAt: row.consentAt.toISOString(),
    rejectionReason: row.rejectionReason,
    notes: row.notes,
    reviewerName: input.reviewerName,
    images: availableImages(row),
    imagesDeletedAt: iso(row.imagesDeletedAt),
    account: {
      createdAt: user.createdAt.toISOString(),
      role: user.role,
      ...input.facts,
    },
    // The duplicate is read now, not when the check ran: an approval since then counts.
    assist: { ...(row.assist ?? emptyAssist()), duplicateOfUserId: input.duplicateOfUserId },
    history: input.history.map(toEventView),
  };
}
