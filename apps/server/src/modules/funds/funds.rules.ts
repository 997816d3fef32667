// The pure rules of proof of funds (decision 104): when an approval ends, what its badge says,
// who may take an upload in the queue.
import {
  FUNDS_CLAIM_MINUTES,
  FUNDS_VALID_DAYS,
  type FundsBadge,
  type FundsBand,
  fundsBadgeText,
} from '@traspasa/shared/funds';

export const DAY_MS = 24 * 3600_000;

/** Approval + 90 days: the badge shows while `now` is before this instant. */
export function expiryOf(approvedAt: Date): Date {
  return new Date(approvedAt.getTime() + FUNDS_VALID_DAYS * DAY_MS);
}

export interface BadgeSource {
  approvedBand: string | null;
  decidedAt: Date | null;
  expiresAt: Date | null;
  status: string;
}

export interface FundsBadgeFacts {
  band: FundsBand;
  verifiedAt: Date;
  expiresAt: Date;
  state: 'valid' | 'expired';
}

/** The badge an approval gives at `now`: valid until its end (whether or not the expiry job ran yet). */
export function badgeOf(row: BadgeSource, now: Date): FundsBadgeFacts | null {
  if (!row.approvedBand || !row.decidedAt || !row.expiresAt) return null;
  if (row.status !== 'approved' && row.status !== 'expired') return null;
  const valid = row.status === 'approved' && row.expiresAt.getTime() > now.getTime();
  return {
    band: row.approvedBand as FundsBand,
    verifiedAt: row.decidedAt,
    expiresAt: row.expiresAt,
    state: valid ? 'valid' : 'expired',
  };
}

export function badgeView(b: FundsBadgeFacts): FundsBadge {
  return {
    band: b.band,
    verifiedAt: b.verifiedAt.toISOString(),
    expiresAt: b.expiresAt.toISOString(),
    state: b.state,
    text: fundsBadgeText(b.band, b.verifiedAt),
  };
}

/**
 * Whether `adminId` may claim (or decide) an upload: a pending one, one they hold, or one
 * whose claim is older than FUNDS_CLAIM_MINUTES (a reviewer who left does not block it).
 */
export function mayTake(
  row: { status: string; claimedBy: number | null; claimedAt: Date | null },
  adminId: number,
  now: Date,
): boolean {
  if (row.status === 'pending') return true;
  if (row.status !== 'in_review') return false;
  if (row.claimedBy === adminId || row.claimedBy === null || row.claimedAt === null) return true;
  return now.getTime() - row.claimedAt.getTime() > FUNDS_CLAIM_MINUTES * 60_000;
}
