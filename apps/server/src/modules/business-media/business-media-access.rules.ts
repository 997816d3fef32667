import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { isPublicStatus } from '../businesses/seller-businesses.service.ts';
import { findMediaTarget, type MediaTarget } from './business-media.repository.ts';

export const LISTING_NOT_FOUND = 'No encontramos ese negocio. Puede que ya no esté publicado.';

/**
 * The listing whose photos or documents `user` wants to change: only its seller or an
 * admin. Someone else's private listing answers 404 and a public one 403 (decision 080);
 * a sold listing is frozen (409).
 */
export async function loadForChange(
  app: FastifyInstance,
  user: CurrentUser,
  businessId: number,
): Promise<MediaTarget> {
  const target = await findMediaTarget(app.db, businessId);
  if (!target) throw AppError.notFound(LISTING_NOT_FOUND);
  const mayManage = target.sellerId === user.id || user.role === 'admin';
  if (!mayManage) {
    if (!isPublicStatus(target.status)) throw AppError.notFound(LISTING_NOT_FOUND);
    throw AppError.forbidden('Solo el vendedor de este negocio puede cambiar sus fotos y documentos.');
  }
  assertNotSold(target.status);
  return target;
}

export function assertNotSold(status: string) {
  if (status === 'sold') {
    throw AppError.conflict('Este negocio ya se vendió: sus fotos y documentos no se pueden cambiar.');
  }
}

/** One throttle for every upload of a user (avatars included): 60 per hour by default (decision 011). */
export async function consumeUpload(app: FastifyInstance, user: CurrentUser) {
  await app.rateLimiter.consume(
    {
      bucket: 'uploads:user',
      key: String(user.id),
      max: app.config.limits.uploadsPerUserHour,
      windowMs: 3600_000,
    },
    'Subiste muchos archivos en poco tiempo. Espera un rato e inténtalo de nuevo.',
  );
}
