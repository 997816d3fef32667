import type { ModerationPage } from '@traspasa/shared/admin-listings';
import type { BusinessStatus } from '@traspasa/shared/enums';
import type { OwnBusiness } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { toOwnBusiness } from '../businesses/business.mapper.ts';
import { LISTING_LIFETIME_DAYS, listingExpiry } from '../businesses/listing-expiry.job.ts';
import {
  applyTransition,
  BUSINESS_NOT_FOUND,
  findBusinessForUpdate,
  findBusinessWithSeller,
  sellerIsSuspended,
  updateBusiness,
} from '../businesses/seller-businesses.service.ts';
import {
  type DecisionNotice,
  listingApprovedNotice,
  listingRejectedNotice,
  mailNotice,
  recordNotice,
} from '../notices/notices.service.ts';
import { onApproved, onNotApproved } from '../payments/listing-tier.service.ts';
import { SAVED_SEARCH_ALERTS_JOB } from '../saved-searches/saved-searches.job.ts';
import { enqueueListingMatch } from '../saved-searches/saved-searches.service.ts';
import { listModerationPage } from './moderation.repository.ts';

const FEATURED_DAYS = 30;
const BAD_CURSOR = 'El parámetro "cursor" no es válido. Vuelve a cargar la cola de revisión.';

/** Moderation of listings (decision 030). Every action is written to dashboard_logs. */
export class ModerationService {
  constructor(private readonly app: FastifyInstance) {}

  /** Oldest first; `cursor` is the opaque `nextCursor` of the previous page. */
  async queue(status: BusinessStatus, cursor: string | undefined, limit: number): Promise<ModerationPage> {
    const after = decodeCursor(cursor, isIdCursor, BAD_CURSOR);
    const rows = await listModerationPage(this.app.db, status, after?.id, limit);
    const last = rows.at(-1);
    return {
      items: rows.map((r) => ({
        ...toOwnBusiness(r.business, r.sellerVerified),
        seller: {
          id: r.business.sellerId,
          name: r.sellerName,
          email: r.sellerEmail,
          identityVerified: r.sellerVerified,
          identityStatus: r.sellerIdentityStatus,
          publishedListings: r.sellerPublished,
        },
      })),
      nextCursor: rows.length === limit && last ? encodeCursor({ id: last.business.id }) : null,
    };
  }

  async approve(admin: CurrentUser, id: number): Promise<OwnBusiness> {
    return this.moderate(admin, id, 'approve', null);
  }

  async reject(admin: CurrentUser, id: number, reason: string): Promise<OwnBusiness> {
    return this.moderate(admin, id, 'reject', reason);
  }

  private async moderate(
    admin: CurrentUser,
    id: number,
    action: 'approve' | 'reject',
    reason: string | null,
  ): Promise<OwnBusiness> {
    const notice = await this.app.db.transaction(async (tx) => {
      const business = await findBusinessForUpdate(tx, id);
      if (!business) throw AppError.notFound(BUSINESS_NOT_FOUND);
      const to = applyTransition(business.status, action, 'admin', {
        sellerSuspended: await sellerIsSuspended(tx, business.sellerId),
      }) as BusinessStatus;
      const now = new Date();
      await updateBusiness(tx, id, {
        status: to,
        rejectionReason: reason,
        // Approval starts the listing's 90 days and makes it fresh (decision 151).
        ...(action === 'approve'
          ? {
              approvedAt: now,
              refreshedAt: now,
              expiresAt: listingExpiry(now),
              expiryReminderDays: null,
              editedSinceApproval: false,
            }
          : {}),
      });
      // The listing's credit: used at approval, given back at rejection (decision 090).
      if (action === 'approve') {
        await onApproved(tx, id, business.packageTier);
        // Saved searches are matched by the job, never inside this request (decision 150).
        await enqueueListingMatch(tx, id);
      } else await onNotApproved(tx, id);
      await recordAudit(tx, {
        userId: admin.id,
        action: `business.${action}`,
        description:
          action === 'approve'
            ? `Aprobó el negocio «${business.title}».`
            : `Rechazó el negocio «${business.title}»: ${reason}`,
        metadata: { businessId: id, from: business.status, to, reason },
        targetType: 'business',
        targetId: id,
      });
      // The seller hears of it: the bell's notice commits with the decision (decision 112).
      const decided: DecisionNotice =
        action === 'approve'
          ? listingApprovedNotice(business, LISTING_LIFETIME_DAYS)
          : listingRejectedNotice(business, reason ?? '');
      await recordNotice(tx, decided);
      return decided;
    });
    if (action === 'approve') this.app.jobs?.trigger(SAVED_SEARCH_ALERTS_JOB);
    await mailNotice(this.app, notice);
    return this.own(id);
  }

  async feature(admin: CurrentUser, id: number, featured: boolean): Promise<OwnBusiness> {
    await this.app.db.transaction(async (tx) => {
      const business = await findBusinessForUpdate(tx, id);
      if (!business) throw AppError.notFound(BUSINESS_NOT_FOUND);
      if (featured && business.status !== 'approved') {
        throw AppError.conflict('Solo se puede destacar un negocio publicado (aprobado y no vendido).');
      }
      const featuredUntil = featured ? new Date(Date.now() + FEATURED_DAYS * 24 * 3600_000) : null;
      await updateBusiness(tx, id, { featured, featuredUntil });
      await recordAudit(tx, {
        userId: admin.id,
        action: featured ? 'business.feature' : 'business.unfeature',
        description: featured
          ? `Destacó el negocio «${business.title}» por ${FEATURED_DAYS} días.`
          : `Quitó el destacado del negocio «${business.title}».`,
        metadata: {
          businessId: id,
          from: business.featured,
          to: featured,
          featuredUntil: featuredUntil?.toISOString() ?? null,
        },
        targetType: 'business',
        targetId: id,
      });
    });
    return this.own(id);
  }

  private async own(id: number): Promise<OwnBusiness> {
    const found = await findBusinessWithSeller(this.app.db, id);
    if (!found) throw AppError.notFound(BUSINESS_NOT_FOUND);
    return toOwnBusiness(found.business, found.sellerVerified);
  }
}
