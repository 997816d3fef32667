import { randomUUID } from 'node:crypto';
import type { PackageTier } from '@traspasa/shared/enums';
import { photoLimits } from '@traspasa/shared/listings';
import { EXTRA_PHOTOS_LIMIT } from '@traspasa/shared/payments';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { listingPhotoWebp } from '../../lib/images.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { type IdempotentCall, idempotentAppend, replayOf } from '../idempotency/idempotency.service.ts';
import { hasFeature } from '../payments/entitlements.service.ts';
import { appendImage, findMediaTarget, removeImage, reorderImages } from './business-media.repository.ts';
import { assertNotSold, consumeUpload, loadForChange } from './business-media-access.rules.ts';
import {
  deleteStoredFiles,
  imageIdOf,
  ownPhotoFiles,
  PHOTO_FOLDER,
  PHOTO_SIZES,
  photoFileName,
} from './listing-files.rules.ts';

const tierLabels: Record<PackageTier, string> = {
  basic: 'Básico',
  premium: 'Premium',
  featured: 'Destacado',
};

/** Listing photos (decisions 041, 042): upload, delete, reorder. Authorisation happens here. */
export class BusinessPhotosService {
  constructor(private readonly app: FastifyInstance) {}

  /** `readFile` is only called once the user may upload, so a refused request never buffers 10 MB. */
  async add(
    user: CurrentUser,
    businessId: number,
    readFile: () => Promise<Buffer>,
    idempotent: IdempotentCall | null = null,
  ): Promise<{ images: string[] }> {
    const target = await loadForChange(this.app, user, businessId);
    // The reserving buyer signed on what was published: no new public content meanwhile (decision 171).
    if (target.status === 'reserved' && user.role !== 'admin') {
      throw AppError.conflict(
        'Este negocio está reservado: mientras dura la reserva su parte pública no cambia, y eso incluye las fotos.',
      );
    }
    // A retry of an upload that was stored: the photos as they are, nothing added twice.
    if ((await replayOf(this.app.db, idempotent)) !== null) return { images: target.images };
    // A plan with `fotos_adicionales` raises every listing of its seller to 25 (decision 090).
    const max = (await hasFeature(this.app.db, target.sellerId, 'fotos_adicionales'))
      ? EXTRA_PHOTOS_LIMIT
      : (photoLimits[target.packageTier as PackageTier] ?? photoLimits.basic);
    if (target.images.length >= max) throw limitReached(target.packageTier as PackageTier, max);
    await consumeUpload(this.app, user);

    const encoded = await listingPhotoWebp(await readFile());
    const id = randomUUID();
    const urls: string[] = [];
    try {
      for (const size of PHOTO_SIZES) {
        urls.push(await this.app.storage.putPublicAs(PHOTO_FOLDER, photoFileName(id, size), encoded[size]));
      }
    } catch (err) {
      // No half-stored photo: the sizes already written go too.
      await deleteStoredFiles(this.app, { publicUrls: urls }, { businessId });
      throw err;
    }
    const galleryUrl = urls[PHOTO_SIZES.indexOf('gallery')]!;
    // Admins' edits do not send a listing back to review; a seller's new photo does. The
    // photo and the idempotency key commit together.
    const result = await idempotentAppend(this.app.db, idempotent, businessId, (tx) =>
      appendImage(tx, businessId, galleryUrl, max, user.role !== 'admin'),
    );
    if (result.outcome === 'appended') return { images: result.value };
    if (result.outcome === 'replayed') {
      // A parallel request with the same key stored its photo: this copy goes.
      await deleteStoredFiles(this.app, { publicUrls: urls }, { businessId });
      return { images: (await findMediaTarget(this.app.db, businessId))?.images ?? [] };
    }

    // Refused in the meantime (a parallel upload took the last place, or it was sold): undo.
    await deleteStoredFiles(this.app, { publicUrls: urls }, { businessId });
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
    // Every size; seed pictures shared by many listings are left alone (ownPhotoFiles).
    await deleteStoredFiles(this.app, { publicUrls: ownPhotoFiles(url) }, { businessId });
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
