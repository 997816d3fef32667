// Who may see a listing photo under /uploads/businesses/ (decision 080): a photo
// of a public listing is public; one that only private listings (draft, pending, rejected)
// show is seen by their seller and admins alone, and is a 404 for everyone else, like the
// listing itself (someone else's private object answers 404, never 403: decision 080).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPublicStatus } from '../businesses/seller-businesses.service.ts';
import { findPhotoListings } from './business-media.repository.ts';
import { PHOTO_FOLDER, PHOTO_SIZES, photoFileName } from './listing-files.rules.ts';

export const PHOTO_URL_PREFIX = `/uploads/${PHOTO_FOLDER}/`;
const UPLOADED = new RegExp(
  `^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(${PHOTO_SIZES.join('|')})\\.webp$`,
);

export type PhotoAccess = 'public' | 'private' | 'hidden';

/**
 * `public`: anyone, cacheable. `private`: this viewer only (the seller or an admin), not
 * cached. `hidden`: answer 404. Shared demo pictures (not uuid-named) are public; a file
 * no listing shows (its listing or the photo was deleted) is hidden.
 */
export async function photoAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<PhotoAccess> {
  const name = pathname.slice(PHOTO_URL_PREFIX.length);
  const match = UPLOADED.exec(name);
  if (!match) return name.includes('/') ? 'hidden' : 'public';
  const galleryUrl = PHOTO_URL_PREFIX + photoFileName(match[1]!, 'gallery');
  const listings = await findPhotoListings(app.db, galleryUrl);
  if (listings.some((l) => isPublicStatus(l.status))) return 'public';
  if (listings.length === 0) return 'hidden';
  const user = await app.resolveUser(request);
  if (user && (user.role === 'admin' || listings.some((l) => l.sellerId === user.id))) return 'private';
  return 'hidden';
}
