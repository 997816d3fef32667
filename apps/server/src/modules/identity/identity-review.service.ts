import {
  type AdminIdentityDetail,
  type adminIdentityQuery,
  type IdentityDecisionInput,
  type IdentityDocumentType,
  type IdentityImageKind,
  identityDocumentLabels,
  identityRejectionReasons,
} from '@traspasa/shared/identity';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isRowId } from '../../lib/cursor.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { identityApprovedMail, identityRejectedMail } from './identity.mails.ts';
import { displayName, toAdminDetail, toListItem } from './identity.mapper.ts';
import {
  accountFacts,
  appendEvent,
  approvedDuplicateOf,
  findUserName,
  findVerification,
  findWithUser,
  listEvents,
  listQueue,
  type QueueCursor,
  setUserVerified,
  updateVerification,
} from './identity.repository.ts';
import { type IdentityImage, readImage } from './identity.service.ts';

export const REQUEST_NOT_FOUND = 'No encontramos esa solicitud de verificación.';
const BAD_CURSOR = 'El parámetro "cursor" no es válido. Vuelve a cargar la lista.';

function isQueueCursor(v: unknown): v is QueueCursor {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return (
    (c.rank === 0 || c.rank === 1) &&
    typeof c.at === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(c.at) &&
    !Number.isNaN(Date.parse(c.at)) &&
    isRowId(c.id)
  );
}

/** The reviewer's side (decision 100): the queue, a request with everything to decide, its photos, the decision. */
export class IdentityReviewService {
  constructor(private readonly app: FastifyInstance) {}

  async list(query: z.infer<typeof adminIdentityQuery>) {
    if (query.from && query.to && query.from > query.to) {
      throw AppError.invalidField('from', 'La fecha inicial no puede ser posterior a la final.');
    }
    const after = decodeCursor(query.cursor, isQueueCursor, BAD_CURSOR);
    const rows = await listQueue(
      this.app.db,
      {
        status: query.status,
        documentType: query.documentType,
        country: query.country,
        from: query.from,
        to: query.to,
      },
      after,
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toListItem),
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor({ rank: last.rank === 0 ? 0 : 1, at: last.cursorAt, id: last.verification.id })
          : null,
    };
  }

  async detail(id: number): Promise<AdminIdentityDetail> {
    const db = this.app.db;
    const found = await findWithUser(db, id);
    if (!found) throw AppError.notFound(REQUEST_NOT_FOUND);
    const row = found.verification;
    const [duplicateOfUserId, reviewerName, facts, history] = await Promise.all([
      approvedDuplicateOf(db, row.documentNumberHash, row.userId),
      findUserName(db, row.verifiedBy),
      accountFacts(db, row.userId, row.id),
      listEvents(db, [row.id]),
    ]);
    return toAdminDetail({ row, user: found.user, duplicateOfUserId, reviewerName, facts, history });
  }

  /** A photo for the reviewer: every read is written to the request's history. */
  async image(
    admin: CurrentUser,
    id: number,
    kind: IdentityImageKind,
    ctx: RequestContext,
  ): Promise<IdentityImage> {
    const row = await findVerification(this.app.db, id);
    if (!row) throw AppError.notFound(REQUEST_NOT_FOUND);
    return readImage(this.app, row, kind, admin.id, ctx);
  }

  async decide(admin: CurrentUser, id: number, input: IdentityDecisionInput): Promise<AdminIdentityDetail> {
    const notes = input.notes?.trim() ? input.notes.trim() : null;
    if (input.decision === 'reject' && input.reason === 'otro' && !notes) {
      throw AppError.invalidField(
        'notes',
        'Con el motivo «Otro» escribe una nota: es lo que la persona leerá como motivo.',
      );
    }
    const found = await findWithUser(this.app.db, id);
    if (!found) throw AppError.notFound(REQUEST_NOT_FOUND);
    if (found.user.id === admin.id) {
      throw AppError.forbidden(
        'No puedes decidir tu propia verificación: la debe revisar otra persona administradora.',
      );
    }
    const now = new Date();
    const type = found.verification.documentType as IdentityDocumentType;
    const person = displayName(found.user);
    await this.app.db.transaction(async (tx) => {
      const row = await findVerification(tx, id, { forUpdate: true });
      if (!row) throw AppError.notFound(REQUEST_NOT_FOUND);
      if (row.status !== 'pending') {
        throw AppError.conflict(
          `Esta solicitud ya fue ${row.status === 'approved' ? 'aprobada' : 'rechazada'}. Recarga la página para ver su estado.`,
        );
      }
      const approve = input.decision === 'approve';
      await updateVerification(tx, id, {
        status: approve ? 'approved' : 'rejected',
        verifiedBy: admin.id,
        verifiedAt: approve ? now : null,
        decidedAt: now,
        rejectionReason: approve ? null : input.reason,
        notes,
      });
      if (approve) await setUserVerified(tx, row.userId, { documentType: type, at: now });
      await appendEvent(tx, {
        verificationId: id,
        actorUserId: admin.id,
        action: approve ? 'approved' : 'rejected',
        detail: approve
          ? notes
          : `${identityRejectionReasons[input.reason]}${notes ? ` Nota: ${notes}` : ''}`,
      });
      await recordAudit(tx, {
        userId: admin.id,
        action: approve ? 'identity.approve' : 'identity.reject',
        description: approve
          ? `Aprobó la verificación de identidad de ${person} (${identityDocumentLabels[type]}).`
          : `Rechazó la verificación de identidad de ${person}: ${identityRejectionReasons[input.reason]}`,
        metadata: {
          verificationId: id,
          userId: row.userId,
          documentType: type,
          ...(input.decision === 'reject' ? { reason: input.reason } : {}),
        },
        targetType: 'identity_verification',
        targetId: id,
      });
    });

    if (found.user.notificationPreferences !== 'none') {
      const to = { name: person, email: found.user.email };
      const mail =
        input.decision === 'approve'
          ? identityApprovedMail(to, type, this.app.config.appUrl)
          : identityRejectedMail(to, input.reason, notes, this.app.config.appUrl);
      await this.app.mailer
        .send(mail)
        .catch((err: unknown) =>
          this.app.log.error({ err, verificationId: id }, 'could not send the identity decision mail'),
        );
    }
    return this.detail(id);
  }
}
