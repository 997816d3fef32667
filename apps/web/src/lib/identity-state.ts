// Where the person's identity verification stands, for the profile (decision 100).
import type { IdentityDocumentType, myIdentityResponse } from '@traspasa/shared/identity';
import { identityRejectionReasons } from '@traspasa/shared/identity-labels';
import { countText } from '@traspasa/shared/plural';
import type { z } from 'zod';

export type MyIdentityAnswer = z.infer<typeof myIdentityResponse>;

export type IdentityState =
  | { kind: 'verified'; since: string | null; documentType: IdentityDocumentType | null }
  | { kind: 'pending'; submittedAt: string; expectedReviewDays: number }
  | { kind: 'rejected'; decidedAt: string | null; reason: string | null }
  | { kind: 'none' };

/**
 * The answer of `GET /api/identity-verifications/me` when there is one (it is fresher than
 * the session's user, cached for minutes); the session's `identityVerified` otherwise, e.g.
 * while it loads or when the endpoint cannot be reached.
 */
export function identityState(
  userVerified: boolean,
  mine: MyIdentityAnswer | null | undefined,
): IdentityState {
  const request = mine?.verification ?? null;
  const verified = mine ? mine.identityVerified : userVerified;
  if (verified) {
    return {
      kind: 'verified',
      since: mine?.verifiedAt ?? null,
      documentType: request?.status === 'approved' ? request.documentType : null,
    };
  }
  if (request?.status === 'pending') {
    return {
      kind: 'pending',
      submittedAt: request.createdAt,
      expectedReviewDays: request.expectedReviewDays,
    };
  }
  if (request?.status === 'rejected') {
    return { kind: 'rejected', decidedAt: request.decidedAt, reason: request.rejectionReason };
  }
  return { kind: 'none' };
}

/** A rejection as the person reads it: the sentence of a listed reason, else the reviewer's own words. */
export function rejectionText(reason: string | null): string | null {
  if (!reason) return null;
  return Object.hasOwn(identityRejectionReasons, reason)
    ? identityRejectionReasons[reason as keyof typeof identityRejectionReasons]
    : reason;
}

/** "1 día hábil", "3 días hábiles". */
export function reviewDays(days: number): string {
  return countText(days, 'día hábil', 'días hábiles');
}
