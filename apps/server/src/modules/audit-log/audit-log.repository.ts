import type { AuditTargetType } from '@traspasa/shared/audit-log';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/users.ts';

const l = dashboardLogs;

export interface AuditEntry {
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

/** Writes entries in one statement, in the caller's transaction. */
export async function insertAuditEntries(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(dashboardLogs).values(entries);
}

export interface AuditFilter {
  adminId?: number;
  action?: string;
  targetType?: AuditTargetType;
  targetId?: number;
  from?: string;
  to?: string;
}

/** Position in the log: newest first, ties by id. `at` keeps microseconds. */
export interface AuditCursor {
  at: string;
  id: number;
}

/** Dates are whole days in Ecuador's time zone, as in the other admin screens (decision 031). */
const TIME_ZONE = 'America/Guayaquil';

/**
 * A readable name for the target while it still exists: a listing's title, a person's
 * name, a code… One indexed lookup per row of the page (at most 100).
 */
const targetLabel = sql<string | null>`(case ${l.targetType}
  when 'user' then (select case when tu.email = 'eliminado-' || tu.id || '@eliminado.invalid' then 'Cuenta eliminada' else coalesce(tu.full_name, tu.username) end from users tu where tu.id = "dashboard_logs"."target_id")
  when 'business' then (select tb.title from businesses tb where tb.id = "dashboard_logs"."target_id")
  when 'identity_verification' then (select coalesce(iu.full_name, iu.username) from identity_verifications iv join users iu on iu.id = iv.user_id where iv.id = "dashboard_logs"."target_id")
  when 'nda' then (select nb.title from ndas n join businesses nb on nb.id = n.business_id where n.id = "dashboard_logs"."target_id")
  when 'nda_document' then (select 'Versión ' || nd.version from nda_documents nd where nd.id = "dashboard_logs"."target_id")
  when 'discount_code' then (select dc.code from discount_codes dc where dc.id = "dashboard_logs"."target_id")
  when 'report' then (select rb.title from business_reports r join businesses rb on rb.id = r.business_id where r.id = "dashboard_logs"."target_id")
  when 'feedback' then (select left(f.message, 80) from feedback_messages f where f.id = "dashboard_logs"."target_id")
  when 'payment' then (select 'Pago ' || st.id from stripe_transactions st where st.id = "dashboard_logs"."target_id")
  when 'professional' then (select pr.name from professionals pr where pr.id = "dashboard_logs"."target_id")
  when 'resource' then (select rs.title from resources rs where rs.id = "dashboard_logs"."target_id")
  else null end)`;

export type AuditRow = Awaited<ReturnType<typeof listAuditLog>>[number];

export async function listAuditLog(db: Db, filter: AuditFilter, after: AuditCursor | null, limit: number) {
  const parts: SQL[] = [];
  if (filter.adminId) parts.push(eq(l.userId, filter.adminId));
  if (filter.action) parts.push(eq(l.action, filter.action));
  if (filter.targetType) parts.push(eq(l.targetType, filter.targetType));
  if (filter.targetId) parts.push(eq(l.targetId, filter.targetId));
  if (filter.from)
    parts.push(sql`${l.createdAt} >= (${filter.from}::date)::timestamp at time zone ${TIME_ZONE}`);
  if (filter.to)
    parts.push(sql`${l.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`);
  if (after) parts.push(sql`(${l.createdAt}, ${l.id}) < (${after.at}::timestamptz, ${after.id})`);
  return db
    .select({
      id: l.id,
      createdAt: l.createdAt,
      cursorAt: sql<string>`to_char(${l.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      userId: l.userId,
      adminName: sql<string | null>`coalesce(${users.fullName}, ${users.username})`,
      action: l.action,
      description: l.description,
      metadata: l.metadata,
      targetType: l.targetType,
      targetId: l.targetId,
      targetLabel,
    })
    .from(l)
    .leftJoin(users, eq(users.id, l.userId))
    .where(parts.length > 0 ? and(...parts) : undefined)
    .orderBy(desc(l.createdAt), desc(l.id))
    .limit(limit);
}

/** Everyone who can be picked in the admin filter: today's admins and whoever has entries. */
export async function listAuditAdmins(db: Db) {
  return db
    .select({
      id: users.id,
      name: sql<string>`coalesce(${users.fullName}, ${users.username})`,
      isAdmin: sql<boolean>`${users.role} = 'admin'`,
    })
    .from(users)
    .where(
      or(
        eq(users.role, 'admin'),
        inArray(users.id, db.selectDistinct({ id: sql<number>`${l.userId}` }).from(l)),
      ),
    )
    .orderBy(sql`lower(coalesce(${users.fullName}, ${users.username}))`, asc(users.id));
}
