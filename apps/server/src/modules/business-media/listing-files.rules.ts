// Where a listing's files live (decisions 041, 042), in one place: the upload, the delete of
// one photo or document, and the delete of a whole listing all derive names from here.
import type { ListingDocument } from '@traspasa/shared/businesses';
import type { FastifyInstance } from 'fastify';
import { listingPhotoSizes } from '../../lib/images.ts';

export const PHOTO_FOLDER = 'businesses';
export type PhotoSize = keyof typeof listingPhotoSizes;
/** Every size an upload stores; a delete removes each of them. */
export const PHOTO_SIZES = Object.keys(listingPhotoSizes) as PhotoSize[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const GALLERY_SUFFIX = '-gallery.webp';

/** `<uuid>-card.webp`, `<uuid>-gallery.webp`: the stored name of one size of a photo. */
export function photoFileName(id: string, size: PhotoSize): string {
  return `${id}-${size}.webp`;
}

/** `/uploads/businesses/<id>-gallery.webp` → `<id>`; other URLs → their file name without extension. */
export function imageIdOf(url: string): string {
  const name = url.split('/').pop() ?? '';
  return name.endsWith(GALLERY_SUFFIX) ? name.slice(0, -GALLERY_SUFFIX.length) : name.replace(/\.[^.]*$/, '');
}

/**
 * The stored files of a listing photo (its URL in `businesses.images` is the gallery size),
 * every size. Seed pictures are shared by many listings: only our own uploads (uuid names)
 * are returned, so they are never deleted.
 */
export function ownPhotoFiles(galleryUrl: string): string[] {
  const id = imageIdOf(galleryUrl);
  if (!UUID.test(id) || !galleryUrl.endsWith(GALLERY_SUFFIX)) return [];
  const folder = galleryUrl.slice(0, galleryUrl.length - photoFileName(id, 'gallery').length);
  return PHOTO_SIZES.map((size) => folder + photoFileName(id, size));
}

/**
 * `businesses.documents` holds `<uuid>/<file name>` (decision 042): the uuid is the id
 * in URLs, the sanitised name is what the download offers.
 */
export function parseDocumentEntry(entry: string): { id: string; name: string } {
  const slash = entry.indexOf('/');
  return slash === -1
    ? { id: entry, name: 'documento.pdf' }
    : { id: entry.slice(0, slash), name: entry.slice(slash + 1) };
}

export function documentStorageKey(businessId: number, entry: string): string {
  return `businesses/${businessId}/documents/${entry}`;
}

/** A `businesses.documents` entry as every API answer shows it. */
export function toListingDocument(businessId: number, entry: string): ListingDocument {
  const { id, name } = parseDocumentEntry(entry);
  return { id, name, url: `/api/businesses/${businessId}/documents/${id}` };
}

/**
 * Best effort, after the change is committed: a file that is already gone, or a storage
 * that fails, is logged and never fails the request (the row is what users see).
 */
export async function deleteStoredFiles(
  app: FastifyInstance,
  files: { publicUrls?: string[]; privateKeys?: string[] },
  context: Record<string, unknown> = {},
): Promise<void> {
  const jobs = [
    ...(files.publicUrls ?? []).map((url) =>
      app.storage
        .deletePublic(url)
        .catch((err: unknown) => app.log.warn({ err, url, ...context }, 'could not delete a listing photo')),
    ),
    ...(files.privateKeys ?? []).map((key) =>
      app.storage
        .deletePrivate(key)
        .catch((err: unknown) =>
          app.log.warn({ err, key, ...context }, 'could not delete a listing document'),
        ),
    ),
  ];
  await Promise.all(jobs);
}

/** Every stored file of a deleted listing: each size of its own photos and its documents. */
export async function deleteListingFiles(
  app: FastifyInstance,
  listing: { id: number; images: string[]; documents: string[] },
): Promise<void> {
  await deleteStoredFiles(
    app,
    {
      publicUrls: listing.images.flatMap(ownPhotoFiles),
      privateKeys: listing.documents.map((entry) => documentStorageKey(listing.id, entry)),
    },
    { businessId: listing.id },
  );
}
