import type { Nda, ReviewNdaBody } from '@traspasa/shared/ndas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { timeZoneOfUser } from '../../lib/person-time-zone.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { mailAccessNotice, openAccessRequest } from '../listing-access/listing-access.service.ts';
import { toNda } from './nda.mapper.ts';
import { assertReviewer, loadNdaFor, type NdaRole } from './nda-access.rules.ts';
import { appendNdaEvent } from './nda-events.service.ts';
import { notifyPerson } from './nda-notify.service.ts';
import { ndaReviewedBuyerMail, ndaRevokedBuyerMail } from './ndas.mails.ts';
import { updateNda } from './ndas.repository.ts';

/** The seller's or an admin's decisions on an NDA: review of physical uploads, revocation. */
export class NdaReviewService {
  constructor(private readonly app: FastifyInstance) {}

  /** Approve (→ signed) or reject (→ rejected, with notes) uploaded physical signature documents. */
  async review(user: CurrentUser, id: number, body: ReviewNdaBody, ctx: RequestContext): Promise<Nda> {
    const approve = body.decision === 'approve';
    const notes = body.notes?.trim() || null;
    if (!approve && !notes) {
      throw AppError.invalidField(
        'notes',
        'Explica el motivo del rechazo para que la persona pueda corregirlo.',
      );
    }
    const canReupload = approve ? true : (body.canReupload ?? true);
    const { row, business, accessNotice } = await this.app.db.transaction(async (tx) => {
      const found = await loadNdaFor(tx, user, id, { forUpdate: true });
      assertReviewer(
        found.role,
        'Solo el vendedor del negocio o la administración pueden revisar este acuerdo.',
      );
      const nda = found.nda;
      if (
        nda.status !== 'pending' ||
        nda.enhancedSignatureStatus !== 'subida_fisica' ||
        !nda.documentsUploadedAt
      ) {
        throw AppError.conflict('Este acuerdo no tiene documentos pendientes de revisión.');
      }
      const now = new Date();
      const updated = approve
        ? await updateNda(tx, id, {
            status: 'signed',
            signedAt: now,
            enhancedSignatureMethod: 'subida_fisica',
            enhancedSignatureCompletedAt: now,
            adminNotes: notes,
          })
        : await updateNda(tx, id, { status: 'rejected', adminNotes: notes, canReupload });
      await appendNdaEvent(tx, {
        ndaId: id,
        eventType: 'reviewed',
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        metadata: { decision: body.decision, notes, canReupload, reviewerRole: found.role },
      });
      await logIfAdmin(tx, user, found.role, {
        action: approve ? 'nda.approve' : 'nda.reject',
        description: approve
          ? `Aprobó la firma física del acuerdo #${id} («${found.business.title}»).`
          : `Rechazó la firma física del acuerdo #${id} («${found.business.title}»): ${notes}`,
        metadata: { ndaId: id, businessId: found.business.id, decision: body.decision, notes, canReupload },
      });
      // Accepting the upload of an approval listing's NDA sends the buyer's request (decision 062).
      const accessNotice = approve
        ? await openAccessRequest(tx, id, { userId: nda.userId, ip: null, userAgent: null })
        : null;
      return { row: updated!, business: found.business, accessNotice };
    });
    await mailAccessNotice(this.app, accessNotice);
    const timeZone = await timeZoneOfUser(this.app.db, row.userId);
    await notifyPerson(this.app, row.userId, (buyer) =>
      ndaReviewedBuyerMail(
        buyer,
        business,
        { approved: approve, notes, canReupload, deadline: row.uploadDeadline },
        this.app.config.appUrl,
        timeZone,
      ),
    );
    return toNda(row, business);
  }

  /** Withdraws a signed NDA: confidential access ends with this commit, and it cannot be signed again. */
  async revoke(user: CurrentUser, id: number, notes: string, ctx: RequestContext): Promise<Nda> {
    const { row, business } = await this.app.db.transaction(async (tx) => {
      const found = await loadNdaFor(tx, user, id, { forUpdate: true });
      assertReviewer(
        found.role,
        'Solo el vendedor del negocio o la administración pueden revocar este acuerdo.',
      );
      if (found.nda.status !== 'signed') throw AppError.conflict('Solo se puede revocar un acuerdo firmado.');
      const updated = await updateNda(tx, id, { status: 'rejected', adminNotes: notes, canReupload: false });
      await appendNdaEvent(tx, {
        ndaId: id,
        eventType: 'revoked',
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        metadata: { notes, revokerRole: found.role, signedAt: found.nda.signedAt },
      });
      await logIfAdmin(tx, user, found.role, {
        action: 'nda.revoke',
        description: `Revocó el acuerdo #${id} («${found.business.title}»): ${notes}`,
        metadata: { ndaId: id, businessId: found.business.id, notes },
      });
      return { row: updated!, business: found.business };
    });
    await notifyPerson(this.app, row.userId, (buyer) =>
      ndaRevokedBuyerMail(buyer, business, notes, this.app.config.appUrl),
    );
    return toNda(row, business);
  }
}

/** Admin actions go to dashboard_logs like every other admin action; a seller's own decision is in the evidence. */
async function logIfAdmin(
  db: Db,
  user: CurrentUser,
  role: NdaRole,
  entry: { action: string; description: string; metadata: Record<string, unknown> },
) {
  if (role === 'admin') {
    const ndaId = entry.metadata.ndaId;
    await recordAudit(db, {
      userId: user.id,
      ...entry,
      targetType: 'nda',
      targetId: typeof ndaId === 'number' ? ndaId : null,
    });
  }
}
