import { randomUUID } from 'node:crypto';
import type { PackageTier } from '@traspasa/shared/enums';
import { photoLimits } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { listingPhotoWebp } from '../../lib/images.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { assertNotSold, consumeUpload, loadForChange } from './business-media.access.ts';
import { appendImage, findMediaTarget, removeImage, reorderImages } from './business-media.repository.ts';

const FOLDER = 'businesses';
const GALLERY_SUFFIX = '-gallery.webp';
const CARD_SUFFIX = '-card.webp';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const tierLabels: Record<PackageTier, string> = {
  basic: 'Básico',
  premium: 'Premium',
  featured: 'Destacado',
};

/** `/uploads/businesses/<id>-gallery.webp` → `<id>`; other URLs → their file name without extension. */
export function imageIdOf(url: string): string {
  const name = url.split('/').pop() ?? '';
  return name.endsWith(GALLERY_SUFFIX) ? name.slice(0, -GALLERY_SUFFIX.length) : name.replace(/\.[^.]*$/, '');
}

/** The card size lives next to the gallery one (decision 041). */
export function cardUrlOf(galleryUrl: string): string {
  return galleryUrl.endsWith(GALLERY_SUFFIX)
    ? galleryUrl.slice(0, -GALLERY_SUFFIX.length) + CARD_SUFFIX
    : galleryUrl;
}

/** Listing photos (DESIGN.md §3, §5): upload, delete, reorder. Authorisation happens here. */
export class BusinessPhotosService {
  constructor(private readonly app: FastifyInstance) {}

  /** `readFile` is only called once the user may upload, so a refused request never buffers 10 MB. */
  async add(
    user: CurrentUser,
    businessId: number,
    readFile: () => Promise<Buffer>,
  ): Promise<{ images: string[] }> {
    const target = await loadForChange(this.app, user, businessId);
    const max = photoLimits[target.packageTier as PackageTier] ?? photoLimits.basic;
    if (target.images.length >= max) throw limitReached(target.packageTier as PackageTier, max);
    await consumeUpload(this.app, user);

    const { card, gallery } = await listingPhotoWebp(await readFile());
    const id = randomUUID();
    const galleryUrl = await this.app.storage.putPublicAs(FOLDER, `${id}${GALLERY_SUFFIX}`, gallery);
    const cardUrl = await this.app.storage.putPublicAs(FOLDER, `${id}${CARD_SUFFIX}`, card);
    // Admins' edits do not send a listing back to review; a seller's new photo does.
    const images = await appendImage(this.app.db, businessId, galleryUrl, max, user.role !== 'admin');
    if (images) return { images };

    // Refused in the meantime (a parallel upload took the last place, or it was sold): undo.
    await this.deleteFiles([galleryUrl, cardUrl]);
    const now = await findMediaTarget(this.app.db, businessId);
    if (!now) throw AppError.notFound();
    assertNotSold(now.status);
    throw limitReached(now.packageTier as PackageTier, max);
  }

  async remove(user: CurrentUser, businessId: number, imageId: string): Promise<{ images: string[] }> {
    const target = await loadForChange(this.app, user, businessId);
    const url = target.images.find((u) => imageIdOf(u) === imageId);
    if (!url) throw AppError.notFound('Esa foto ya no está en el negocio.');
    const images = await removeImage(this.app.db, businessId, url);
    if (!images) throw AppError.notFound('Esa foto ya no está en el negocio.');
    // Seed pictures are shared by many listings: only our own uploads (uuid names) are deleted.
    if (UUID.test(imageIdOf(url))) await this.deleteFiles([url, cardUrlOf(url)]);
    return { images };
  }

  async reorder(user: CurrentUser, businessId: number, order: string[]): Promise<{ images: string[] }> {
    const target = await loadForChange(this.app, user, businessId);
    if (!isPermutation(target.images, order)) {
      throw AppError.invalidField(
        'images',
        'El nuevo orden debe incluir exactamente las mismas fotos del negocio, cada una una sola vez.',
      );
    }
    const images = await reorderImages(this.app.db, businessId, target.images, order);
    if (!images)
      throw AppError.conflict('Las fotos cambiaron mientras las ordenabas. Recarga e inténtalo de nuevo.');
    return { images };
  }

  private async deleteFiles(urls: string[]) {
    for (const url of urls) {
      await this.app.storage
        .deletePublic(url)
        .catch((err: unknown) => this.app.log.warn({ err, url }, 'could not delete a listing photo'));
    }
  }
}

function limitReached(tier: PackageTier, max: number) {
  return AppError.conflict(
    `Llegaste al límite de ${max} fotos del paquete ${tierLabels[tier] ?? tier}. Quita alguna foto o mejora tu paquete para subir más.`,
  );
}

function isPermutation(current: string[], next: string[]): boolean {
  if (current.length !== next.length || new Set(next).size !== next.length) return false;
  const have = new Set(current);
  return next.every((u) => have.has(u));
}
