import type { ErrorLogLevel } from '@traspasa/shared/enums';
import type {
  AdminErrorDetail,
  AdminErrorsResponse,
  adminErrorsQuery,
  ErrorGroupView,
} from '@traspasa/shared/error-logs';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import {
  backfillFingerprints,
  type ErrorGroupRow,
  findErrorGroup,
  hasUnfingerprinted,
  latestOccurrences,
  listErrorGroups,
  type NewErrorLog,
  recordErrorLog,
  setGroupResolved,
} from './error-logs.repository.ts';

const NOT_FOUND = 'No encontramos ese error. Puede que la lista haya cambiado: vuelve a cargarla.';
const OCCURRENCES_SHOWN = 20;

function toView(row: {
  group: ErrorGroupRow;
  affectedUsers: number;
  resolvedByName: string | null;
}): ErrorGroupView {
  const g = row.group;
  return {
    fingerprint: g.fingerprint,
    level: g.level as ErrorLogLevel,
    message: g.message,
    source: g.source,
    endpoint: g.endpoint,
    method: g.method,
    topFrame: g.topFrame,
    occurrences: g.occurrences,
    affectedUsers: Number(row.affectedUsers),
    firstSeenAt: g.firstSeenAt.toISOString(),
    lastSeenAt: g.lastSeenAt.toISOString(),
    resolved: g.resolved,
    resolvedAt: g.resolvedAt?.toISOString() ?? null,
    resolvedByName: row.resolvedByName,
    resolution: g.resolution,
    reopenedAt: g.reopenedAt?.toISOString() ?? null,
  };
}

/**
 * Stores one occurrence of a server error in its group (the error plugin's writer): the group
 * gains an occurrence, and a resolved group reopens.
 */
export function recordError(db: Db, entry: NewErrorLog): Promise<void> {
  return recordErrorLog(db, entry);
}

/** Groups the occurrences stored without a fingerprint (older rows, the demo data); how many. */
export function groupUnfingerprintedErrors(db: Db): Promise<number> {
  return backfillFingerprints(db);
}

/** The admin's error log: groups, their occurrences, resolve and reopen. */
export class ErrorLogsService {
  /** Set once this instance has found no occurrence without a fingerprint. */
  private backfilled = false;

  constructor(private readonly app: FastifyInstance) {}

  /** Older rows (stored before fingerprints) are grouped the first time an admin looks. */
  private async ensureBackfilled(): Promise<void> {
    if (this.backfilled) return;
    if (await hasUnfingerprinted(this.app.db)) await backfillFingerprints(this.app.db);
    this.backfilled = true;
  }

  async list(query: z.output<typeof adminErrorsQuery>): Promise<AdminErrorsResponse> {
    await this.ensureBackfilled();
    const { items, total } = await listErrorGroups(this.app.db, {
      status: query.status,
      level: query.level,
      source: query.source,
      q: query.q || undefined,
      sort: query.sort,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return {
      items: items.map(toView),
      total,
      page: query.page,
      pageCount: Math.max(1, Math.ceil(total / query.limit)),
    };
  }

  async detail(fingerprint: string): Promise<AdminErrorDetail> {
    await this.ensureBackfilled();
    const row = await findErrorGroup(this.app.db, fingerprint);
    if (!row) throw AppError.notFound(NOT_FOUND);
    const occurrences = await latestOccurrences(this.app.db, fingerprint, OCCURRENCES_SHOWN);
    const latest = occurrences[0]?.log;
    return {
      ...toView(row),
      stack: latest?.stack ?? null,
      metadata: latest?.metadata ?? null,
      occurrencesShown: occurrences.map((o) => ({
        id: o.log.id,
        createdAt: o.log.createdAt.toISOString(),
        endpoint: o.log.endpoint,
        method: o.log.method,
        user:
          o.log.userId && o.userEmail
            ? { id: o.log.userId, name: o.userName ?? o.userEmail, email: o.userEmail }
            : null,
        userAgent: o.log.userAgent,
        ip: o.log.ip,
      })),
    };
  }

  async resolve(
    admin: CurrentUser,
    fingerprint: string,
    note: string | undefined,
  ): Promise<AdminErrorDetail> {
    await this.app.db.transaction(async (tx) => {
      const row = await setGroupResolved(tx, fingerprint, {
        resolved: true,
        by: admin.id,
        note: note || null,
      });
      if (!row) {
        if (!(await findErrorGroup(tx, fingerprint))) throw AppError.notFound(NOT_FOUND);
        throw AppError.conflict('Ese error ya está marcado como resuelto.');
      }
      await recordAudit(tx, {
        userId: admin.id,
        action: 'error_group.resolve',
        description: `Marcó como resuelto el error «${short(row.message)}»${note ? `: ${note}` : '.'}`,
        targetType: 'error_group',
        targetId: null,
        metadata: { fingerprint, note: note || null, occurrences: row.occurrences },
      });
    });
    return this.detail(fingerprint);
  }

  async reopen(admin: CurrentUser, fingerprint: string): Promise<AdminErrorDetail> {
    await this.app.db.transaction(async (tx) => {
      const row = await setGroupResolved(tx, fingerprint, { resolved: false });
      if (!row) {
        if (!(await findErrorGroup(tx, fingerprint))) throw AppError.notFound(NOT_FOUND);
        throw AppError.conflict('Ese error ya está abierto.');
      }
      await recordAudit(tx, {
        userId: admin.id,
        action: 'error_group.reopen',
        description: `Reabrió el error «${short(row.message)}».`,
        targetType: 'error_group',
        targetId: null,
        metadata: { fingerprint },
      });
    });
    return this.detail(fingerprint);
  }
}

function short(message: string): string {
  return message.length > 120 ? `${message.slice(0, 117)}…` : message;
}
