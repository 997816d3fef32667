import { RESERVED_NO_NEW_NDAS } from '@traspasa/shared/reservations';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { findNdaWithListing, type NdaWithListing } from './ndas.repository.ts';

/** How the caller relates to an NDA; anyone else must not learn it exists. */
export type NdaRole = 'buyer' | 'seller' | 'admin';

export const NDA_NOT_FOUND = 'No encontramos ese acuerdo de confidencialidad.';

export function roleOf(user: CurrentUser, found: NdaWithListing): NdaRole | null {
  if (found.nda.userId === user.id) return 'buyer';
  if (found.business.sellerId === user.id) return 'seller';
  if (user.role === 'admin') return 'admin';
  return null;
}

/**
 * The NDA for its buyer, the listing's seller or an admin; 404 for everyone else
 * (someone else's private object answers 404, never 403: decision 080). `forUpdate` locks the row
 * for the caller's transaction.
 */
export async function loadNdaFor(
  db: Db,
  user: CurrentUser,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<NdaWithListing & { role: NdaRole }> {
  const found = await findNdaWithListing(db, id, opts);
  const role = found ? roleOf(user, found) : null;
  if (!found || !role) throw AppError.notFound(NDA_NOT_FOUND);
  return { ...found, role };
}

/** 403 unless the caller is the NDA's buyer (they can see it, so 404 would be a lie). */
export function assertBuyer(
  role: NdaRole,
  message = 'Solo la persona que firma el acuerdo puede hacer esto.',
) {
  if (role !== 'buyer') throw AppError.forbidden(message);
}

/** 403 unless the caller is the listing's seller or an admin. */
export function assertReviewer(
  role: NdaRole,
  message = 'Solo el vendedor del negocio o la administración pueden hacer esto.',
) {
  if (role === 'buyer') throw AppError.forbidden(message);
}

/**
 * An enhanced signature is completed only while the listing is on sale: once it is sold
 * (or back in review), finishing the NDA would open its confidential part for nothing.
 */
export function assertListingOnSale(business: { status: string; acceptBackupOffers?: boolean }) {
  if (business.status === 'sold') {
    throw AppError.conflict('Este negocio ya se vendió: ya no se pueden completar acuerdos para verlo.');
  }
  // Reserved (decision 171): only a listing that takes back-up offers takes new NDAs.
  if (business.status === 'reserved') {
    if (business.acceptBackupOffers) return;
    throw AppError.conflict(RESERVED_NO_NEW_NDAS);
  }
  if (business.status !== 'approved') {
    throw AppError.conflict('Este negocio no está publicado ahora mismo. Inténtalo cuando vuelva a estarlo.');
  }
}

export const isBeforeDeadline = (deadline: Date | null, now = new Date()) =>
  deadline !== null && deadline.getTime() > now.getTime();
