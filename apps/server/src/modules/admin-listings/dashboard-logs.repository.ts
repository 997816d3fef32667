import type { AuditTargetType } from '@traspasa/shared/audit-log';
import type { Db } from '../../db/client.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';

export interface DashboardLogEntry {
  /** The admin who acted; null for what the system does by itself (an expiry). */
  userId: number | null;
  /** Dotted verb, e.g. 'business.approve', 'report.update' (labels: `auditActionLabels` in shared/audit-log). */
  action: string;
  /** Spanish, as the admin dashboard shows it. */
  description: string;
  metadata: Record<string, unknown>;
  /** What the action was done to: the audit screen filters by it and links to it. */
  targetType: AuditTargetType;
  /** Its id, when it has a numeric one (an error group is named by its fingerprint in `metadata`). */
  targetId: number | null;
}

/** The audit trail of every admin action; written in the same transaction as the action. */
export async function recordDashboardLog(db: Db, entry: DashboardLogEntry): Promise<void> {
  await recordDashboardLogs(db, [entry]);
}

/** Several entries in one statement (a job that acts on many objects at once). */
export async function recordDashboardLogs(db: Db, entries: DashboardLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(dashboardLogs).values(entries);
}
