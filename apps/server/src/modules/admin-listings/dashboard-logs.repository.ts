import type { Db } from '../../db/client.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';

export interface DashboardLogEntry {
  userId: number;
  /** Dotted verb, e.g. 'business.approve', 'report.update'. */
  action: string;
  /** Spanish, as the admin dashboard shows it. */
  description: string;
  metadata: Record<string, unknown>;
}

/** The audit trail of every admin action; written in the same transaction as the action. */
export async function recordDashboardLog(db: Db, entry: DashboardLogEntry): Promise<void> {
  await db.insert(dashboardLogs).values(entry);
}
