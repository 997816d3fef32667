import type { BusinessDetail } from '@/lib/listings/types';
import type { VerifiedBuyerGate } from '@/lib/verified-buyer';

/**
 * The one thing a viewer can do next on a listing — what the phone's bottom bar offers:
 * sign the agreement (or verify first when the seller signs with verified buyers only),
 * follow a pending agreement, write to the seller, or read the confidential part.
 * null: nothing to offer (a sold listing, or the seller / an admin looking at it).
 */
export type ListingMainAction =
  | { kind: 'sign' }
  | { kind: 'verify' }
  | { kind: 'nda-status' }
  | { kind: 'contact'; sellerId: number }
  | { kind: 'confidential' };

export function listingMainAction(
  business: Pick<BusinessDetail, 'status' | 'access' | 'sellerId'>,
  gate: VerifiedBuyerGate,
): ListingMainAction | null {
  if (business.status === 'sold') return null;
  const access = business.access ?? {};
  // The seller or an admin: they see everything already and do not sign their own listing.
  if (access.canViewConfidential && !access.ndaStatus) return null;
  if (access.canMessage && business.sellerId) return { kind: 'contact', sellerId: business.sellerId };
  if (access.canViewConfidential) return { kind: 'confidential' };
  if (access.ndaStatus) return { kind: 'nda-status' };
  return gate === 'verify' ? { kind: 'verify' } : { kind: 'sign' };
}
