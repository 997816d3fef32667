// The audit trail's one writer (decision 160): every admin action, and what the system does by
// itself (an expiry), is written here in the same transaction as the action. The audit screen
// reads it (audit-log.service.ts). No Fastify here: the jobs and the scripts write it too.
import type { Db } from '../../db/client.ts';
import { type AuditEntry, insertAuditEntries } from './audit-log.repository.ts';

export type { AuditEntry } from './audit-log.repository.ts';

export function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  return insertAuditEntries(db, [entry]);
}

/** Several entries in one statement (a job that acts on many objects at once). */
export function recordAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  return insertAuditEntries(db, entries);
}
