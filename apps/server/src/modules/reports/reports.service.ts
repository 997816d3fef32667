import type { BusinessReportStatus } from '@traspasa/shared/enums';
import type { BusinessReport, ReportReason } from '@traspasa/shared/listings';
import { reportReasonLabels } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import {
  BUSINESS_NOT_FOUND,
  findBusinessWithSeller,
  isPublicStatus,
} from '../businesses/seller-businesses.service.ts';
import {
  findPendingReport,
  findReport,
  insertReport,
  listReports,
  lockReporter,
  type ReportRow,
  reviewReport,
} from './reports.repository.ts';

const REPORT_NOT_FOUND = 'No encontramos ese reporte.';
const STATUS_LABELS: Record<BusinessReportStatus, string> = {
  pending: 'pendiente',
  reviewed: 'revisado',
  resolved: 'resuelto',
  dismissed: 'descartado',
};

function toReport(row: ReportRow): BusinessReport {
  return {
    ...row,
    reason: row.reason as ReportReason,
    status: row.status as BusinessReportStatus,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Listing reports: any signed-in user files one; admins review them (decision 032). */
export class ReportsService {
  constructor(private readonly app: FastifyInstance) {}

  /** `created` is false when the same pending report already existed (a double click, a retry). */
  async create(
    user: CurrentUser,
    businessId: number,
    input: { reason: ReportReason; details?: string | null },
  ): Promise<{ report: BusinessReport; created: boolean }> {
    const found = await findBusinessWithSeller(this.app.db, businessId);
    if (!found || !isPublicStatus(found.business.status)) throw AppError.notFound(BUSINESS_NOT_FOUND);
    if (found.business.sellerId === user.id) {
      throw AppError.forbidden(
        'No puedes reportar tu propio negocio. Si hay un error, edítalo desde tu panel.',
      );
    }
    return this.app.db.transaction(async (tx) => {
      await lockReporter(tx, user.id, businessId);
      const existing = await findPendingReport(tx, user.id, businessId, input.reason);
      if (existing) return { report: toReport(existing), created: false };
      const id = await insertReport(tx, {
        businessId,
        userId: user.id,
        reason: input.reason,
        details: input.details || null,
      });
      return { report: toReport((await findReport(tx, id))!), created: true };
    });
  }

  async list(
    status: BusinessReportStatus | undefined,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ items: BusinessReport[]; nextCursor: string | null }> {
    const before = decodeCursor(
      cursor,
      isIdCursor,
      'El parámetro "cursor" no es válido. Vuelve a cargar los reportes.',
    );
    const rows = await listReports(this.app.db, status, before?.id, limit);
    const last = rows.at(-1);
    return {
      items: rows.map(toReport),
      nextCursor: rows.length === limit && last ? encodeCursor({ id: last.id }) : null,
    };
  }

  async review(
    admin: CurrentUser,
    id: number,
    input: { status: 'reviewed' | 'resolved' | 'dismissed'; adminNotes?: string | null },
  ): Promise<BusinessReport> {
    return this.app.db.transaction(async (tx) => {
      const before = await findReport(tx, id);
      if (!before) throw AppError.notFound(REPORT_NOT_FOUND);
      await reviewReport(tx, id, {
        status: input.status,
        reviewedBy: admin.id,
        ...(input.adminNotes !== undefined ? { adminNotes: input.adminNotes || null } : {}),
      });
      await recordAudit(tx, {
        userId: admin.id,
        action: 'report.update',
        description: `Marcó como ${STATUS_LABELS[input.status]} el reporte «${reportReasonLabels[before.reason as ReportReason]}» del negocio «${before.businessTitle}».`,
        metadata: {
          reportId: id,
          businessId: before.businessId,
          from: before.status,
          to: input.status,
          reason: before.reason,
        },
        targetType: 'report',
        targetId: id,
      });
      return toReport((await findReport(tx, id))!);
    });
  }
}
