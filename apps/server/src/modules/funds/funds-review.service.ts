import {
  type AdminFundsDetail,
  type AdminFundsListResponse,
  type adminFundsQuery,
  bandCovers,
  type FundsBand,
  type FundsDecisionInput,
  fundsBandLabels,
} from '@traspasa/shared/funds';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isRowId } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { type DecisionNotice, mailNotice, recordNotice } from '../notices/notices.service.ts';
import { fundsApprovedNotice, fundsRejectedNotice } from './funds.mails.ts';
import { toAdminDetail, toListItem } from './funds.mapper.ts';
import {
  countByStatus,
  findFunds,
  findWithUser,
  listQueue,
  type QueueCursor,
  updateFunds,
} from './funds.repository.ts';
import { expiryOf, mayTake } from './funds.rules.ts';

export const VERIFICATION_NOT_FOUND = 'No encontramos esa verificación de fondos.';
const BAD_CURSOR = 'El parámetro "cursor" no es válido. Vuelve a cargar la lista.';

function isQueueCursor(v: unknown): v is QueueCursor {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return (
    (c.rank === 0 || c.rank === 1) &&
    typeof c.at === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(c.at) &&
    isRowId(c.id)
  );
}

/** The reviewers' side of proof of funds (decision 104): the queue, claim, the document, the decision. */
export class FundsReviewService {
  constructor(private readonly app: FastifyInstance) {}

  async list(query: z.infer<typeof adminFundsQuery>): Promise<AdminFundsListResponse> {
    const after = decodeCursor(query.cursor, isQueueCursor, BAD_CURSOR);
    const [rows, counts] = await Promise.all([
      listQueue(this.app.db, query.status, after, query.limit + 1),
      countByStatus(this.app.db),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toListItem),
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor({ rank: Number(last.rank) === 0 ? 0 : 1, at: last.cursorAt, id: last.row.id })
          : null,
      counts,
    };
  }

  async detail(id: number): Promise<AdminFundsDetail> {
    const found = await findWithUser(this.app.db, id);
    if (!found) throw AppError.notFound(VERIFICATION_NOT_FOUND);
    return toAdminDetail(found);
  }

  /** The reviewer takes an upload: it shows «En revisión» with their name to the other admins. */
  async claim(admin: CurrentUser, id: number, now = new Date()): Promise<AdminFundsDetail> {
    await this.app.db.transaction(async (tx) => {
      const row = await findFunds(tx, id, { forUpdate: true });
      if (!row) throw AppError.notFound(VERIFICATION_NOT_FOUND);
      this.assertNotOwn(admin, row.userId);
      if (!mayTake(row, admin.id, now)) throw this.notTakeable(row.status);
      await updateFunds(tx, id, { status: 'in_review', claimedBy: admin.id, claimedAt: now });
    });
    return this.detail(id);
  }

  /**
   * Approve with the declared band or a lower one, or reject with a reason the buyer reads.
   * The decision, the audit row and the bell notice are one transaction; the mail follows.
   */
  async decide(
    admin: CurrentUser,
    id: number,
    input: FundsDecisionInput,
    now = new Date(),
  ): Promise<AdminFundsDetail> {
    const found = await findWithUser(this.app.db, id);
    if (!found) throw AppError.notFound(VERIFICATION_NOT_FOUND);
    this.assertNotOwn(admin, found.row.userId);
    const person = found.userName;
    const notice = await this.app.db.transaction(async (tx): Promise<DecisionNotice> => {
      const row = await findFunds(tx, id, { forUpdate: true });
      if (!row) throw AppError.notFound(VERIFICATION_NOT_FOUND);
      if (!mayTake(row, admin.id, now)) throw this.notTakeable(row.status);
      const declared = row.declaredBand as FundsBand;
      if (input.decision === 'approve') {
        if (!bandCovers(declared, input.band)) {
          throw AppError.invalidField(
            'band',
            `No puedes aprobar un rango mayor que el declarado («${fundsBandLabels[declared]}»): confírmalo o elige uno menor.`,
          );
        }
        const expiresAt = expiryOf(now);
        await updateFunds(tx, id, {
          status: 'approved',
          approvedBand: input.band,
          decidedBy: admin.id,
          decidedAt: now,
          expiresAt,
          rejectionReason: null,
          claimedBy: admin.id,
          claimedAt: row.claimedAt ?? now,
        });
        const lowered = input.band !== declared;
        await recordAudit(tx, {
          userId: admin.id,
          action: 'funds.approve',
          description: lowered
            ? `Aprobó la verificación de fondos de ${person} con un rango menor: «${fundsBandLabels[input.band]}» (declaró «${fundsBandLabels[declared]}»).`
            : `Aprobó la verificación de fondos de ${person}: «${fundsBandLabels[input.band]}».`,
          metadata: {
            verificationId: id,
            userId: row.userId,
            declaredBand: declared,
            approvedBand: input.band,
          },
          targetType: 'funds_verification',
          targetId: id,
        });
        const n = fundsApprovedNotice({
          userId: row.userId,
          declared,
          approved: input.band,
          approvedAt: now,
          expiresAt,
        });
        await recordNotice(tx, n);
        return n;
      }
      await updateFunds(tx, id, {
        status: 'rejected',
        decidedBy: admin.id,
        decidedAt: now,
        rejectionReason: input.reason,
        claimedBy: admin.id,
        claimedAt: row.claimedAt ?? now,
      });
      await recordAudit(tx, {
        userId: admin.id,
        action: 'funds.reject',
        description: `Rechazó la verificación de fondos de ${person}: ${input.reason}`,
        metadata: { verificationId: id, userId: row.userId, declaredBand: declared, reason: input.reason },
        targetType: 'funds_verification',
        targetId: id,
      });
      const n = fundsRejectedNotice({ userId: row.userId, reason: input.reason });
      await recordNotice(tx, n);
      return n;
    });
    await mailNotice(this.app, notice);
    return this.detail(id);
  }

  private assertNotOwn(admin: CurrentUser, userId: number) {
    if (userId === admin.id) {
      throw AppError.forbidden(
        'No puedes revisar tu propia verificación de fondos: la debe revisar otra persona administradora.',
      );
    }
  }

  private notTakeable(status: string): AppError {
    if (status === 'in_review')
      return AppError.conflict(
        'Otra persona administradora está revisando este comprobante. Elige otro de la cola.',
      );
    const word = status === 'approved' ? 'aprobado' : status === 'rejected' ? 'rechazado' : 'vencido';
    return AppError.conflict(`Este comprobante ya fue ${word}. Recarga la página para ver su estado.`);
  }
}
