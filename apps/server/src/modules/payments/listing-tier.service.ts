// Paid listing tiers are backed by credits (decision 090). The listing services call
// these inside their own transaction so the listing and its credit change together.
import type { PackageTier } from '@traspasa/shared/enums';
import { paidTierLabels } from '@traspasa/shared/payments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import {
  featureListing,
  grantCredits,
  heldCredit,
  releaseCredit,
  reserveCredit,
  setListingBasic,
  unfeatureListing,
  useCredit,
} from './credits.repository.ts';
import { isPaidTier } from './credits.rules.ts';

/** Featuring lasts 30 days (decision 090). */
export const FEATURED_DAYS = 30;

export function noCreditMessage(tier: 'premium' | 'featured'): string {
  const label = paidTierLabels[tier];
  return `Para publicar como ${label} necesitas un crédito ${label}. Compra un paquete ${label} en «Planes y paquetes»; el crédito se usa cuando aprobamos tu anuncio.`;
}

interface ListingRef {
  id: number;
  sellerId: number;
  status: string;
  packageTier: string;
}

/**
 * A listing's tier changes to `requested`: a paid tier takes a credit of the seller (an
 * admin's choice is backed by a credit of its own), a listing already live uses it at once,
 * and going back to basic returns a credit not used yet. Without a credit: Spanish 402.
 */
export async function changeListingTier(
  db: Db,
  actor: CurrentUser,
  listing: ListingRef,
  requested: PackageTier | undefined,
  now = new Date(),
): Promise<void> {
  if (requested === undefined) return;
  const held = await heldCredit(db, listing.id);
  if (
    requested === listing.packageTier &&
    (!isPaidTier(requested) || held?.tier === requested || actor.role === 'admin')
  ) {
    return;
  }
  if (!isPaidTier(requested)) {
    await releaseCredit(db, listing.id);
    if (listing.status === 'approved') {
      await unfeatureListing(db, listing.id);
    }
    return;
  }
  if (held?.tier !== requested) {
    if (actor.role === 'admin') {
      // An admin's choice costs the seller nothing: it is backed by a credit of its own.
      await releaseCredit(db, listing.id);
      await grantCredits(db, {
        userId: listing.sellerId,
        tier: requested,
        count: 1,
        source: 'admin',
        sourceRef: `admin:${actor.id}`,
        businessId: listing.id,
      });
    } else if (!(await reserveCredit(db, listing.sellerId, listing.id, requested))) {
      throw AppError.paymentRequired(noCreditMessage(requested));
    }
  }
  if (listing.status === 'approved' || listing.status === 'sold')
    await onApproved(db, listing.id, requested, now);
}

/** At approval: the reserved credit is used; a Destacado credit features the listing for 30 days. */
export async function onApproved(db: Db, businessId: number, tier: string, now = new Date()): Promise<void> {
  // Featured only when a Destacado credit is used now: a listing approved again after an
  // edit, or switched back to a tier it already used, is not featured for free.
  const used = await useCredit(db, businessId, now);
  if (tier === 'featured' && used === 'featured') {
    await featureListing(db, businessId, new Date(now.getTime() + FEATURED_DAYS * 86_400_000));
  }
}

/** Rejected or withdrawn before approval: the credit goes back and the listing is basic again. */
export async function onNotApproved(db: Db, businessId: number): Promise<void> {
  const held = await heldCredit(db, businessId);
  if (held?.status !== 'reserved') return;
  await releaseCredit(db, businessId);
  await setListingBasic(db, businessId);
}
