// The pure decisions of a reserved listing (decision 171).

const DAY_MS = 86_400_000;

/** A listing as these rules read it. */
export interface ReservableListing {
  status: string;
  acceptBackupOffers: boolean;
}

/** True when the listing is reserved and takes no back-up offers: new NDAs and offers get a 409. */
export function reservationBlocksOffers(listing: ReservableListing): boolean {
  return listing.status === 'reserved' && !listing.acceptBackupOffers;
}

/** True when an offer made now is a back-up offer: reserved, and the seller takes back-ups. */
export function isBackupPeriod(listing: ReservableListing): boolean {
  return listing.status === 'reserved' && listing.acceptBackupOffers;
}

/**
 * The pause of decision 171: while a listing is reserved for `reservedFor`, every other buyer's
 * confidential part and documents are paused. The seller and admins are never paused.
 */
export function accessPausedFor(
  viewer: { id: number; role: string } | null,
  sellerId: number,
  reservedFor: number | null,
): boolean {
  if (!viewer || reservedFor === null) return false;
  if (viewer.id === sellerId || viewer.role === 'admin') return false;
  return viewer.id !== reservedFor;
}

export const exclusivityEnd = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/**
 * A signed extension adds its days to the current end, or to the signing time when the end
 * already passed (the buyer gets the days they signed for, never fewer).
 */
export function extendedEnd(endsAt: Date, days: number, signedAt: Date): Date {
  const base = endsAt.getTime() > signedAt.getTime() ? endsAt : signedAt;
  return exclusivityEnd(base, days);
}

/**
 * The listing's 90-day clock (decision 151) stands still while reserved: on release, its expiry
 * moves by the time it spent reserved, so a long reservation does not expire it at once.
 */
export function expiryAfterRelease(expiresAt: Date | null, reservedAt: Date, releasedAt: Date): Date | null {
  if (!expiresAt) return null;
  const paused = Math.max(0, releasedAt.getTime() - reservedAt.getTime());
  return new Date(expiresAt.getTime() + paused);
}

/** The smallest group whose closed prices the valuation comparables may use (decision 171). */
export const CLOSED_PRICES_MINIMUM = 5;
