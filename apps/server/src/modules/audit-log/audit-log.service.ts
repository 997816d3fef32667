import {
  type AuditLogAdmins,
  type AuditLogQuery,
  type AuditLogResponse,
  type AuditTargetType,
  auditActionLabel,
  auditTargetHref,
  auditTargetTypes,
} from '@traspasa/shared/audit-log';
import type { FastifyInstance } from 'fastify';
import { decodeCursor, encodeCursor, isRowId } from '../../lib/cursor.ts';
import { type AuditCursor, type AuditRow, listAuditAdmins, listAuditLog } from './audit-log.repository.ts';

const BAD_CURSOR = 'El parámetro "cursor" no es válido. Vuelve a cargar la lista.';

function isAuditCursor(v: unknown): v is AuditCursor {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return (
    typeof c.at === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(c.at) &&
    !Number.isNaN(Date.parse(c.at)) &&
    isRowId(c.id)
  );
}

const isTargetType = (v: string | null): v is AuditTargetType =>
  v !== null && (auditTargetTypes as readonly string[]).includes(v);

/** The audit screen's reads of `dashboard_logs`; the routes admit admins only. */
export class AuditLogService {
  constructor(private readonly app: FastifyInstance) {}

  async list(query: AuditLogQuery): Promise<AuditLogResponse> {
    const after = decodeCursor(query.cursor, isAuditCursor, BAD_CURSOR);
    const rows = await listAuditLog(
      this.app.db,
      {
        adminId: query.adminId,
        action: query.action || undefined,
        targetType: query.targetType,
        targetId: query.targetId,
        from: query.from,
        to: query.to,
      },
      after,
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toEntry),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
    };
  }

  async admins(): Promise<AuditLogAdmins> {
    return { items: await listAuditAdmins(this.app.db) };
  }
}

function toEntry(row: AuditRow): AuditLogResponse['items'][number] {
  const metadata =
    row.metadata && typeof row.metadata === 'object' && !Array.isArray(row.metadata)
      ? (row.metadata as Record<string, unknown>)
      : {};
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    admin: row.userId !== null ? { id: row.userId, name: row.adminName ?? 'Cuenta eliminada' } : null,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    description: row.description,
    target: isTargetType(row.targetType)
      ? {
          type: row.targetType,
          id: row.targetId,
          label: row.targetLabel,
          // A user or listing that no longer exists has no page to open.
          href:
            row.targetLabel === null &&
            ['user', 'business', 'identity_verification', 'feedback', 'professional', 'resource'].includes(
              row.targetType,
            )
              ? null
              : auditTargetHref(row.targetType, row.targetId, metadata),
        }
      : null,
    metadata,
  };
}
