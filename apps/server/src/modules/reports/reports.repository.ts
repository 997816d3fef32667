import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, businessReports } from '../../db/schema/businesses.ts';

const reportColumns = {
  id: businessReports.id,
  businessId: businessReports.businessId,
  businessTitle: businesses.title,
  userId: businessReports.userId,
  reason: businessReports.reason,
  details: businessReports.details,
  status: businessReports.status,
  adminNotes: businessReports.adminNotes,
  reviewedAt: businessReports.reviewedAt,
  createdAt: businessReports.createdAt,
};

export type ReportRow = {
  id: number;
  businessId: number;
  businessTitle: string;
  userId: number | null;
  reason: string;
  details: string | null;
  status: string;
  adminNotes: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
};

function selectReports(db: Db) {
  return db
    .select(reportColumns)
    .from(businessReports)
    .innerJoin(businesses, eq(businesses.id, businessReports.businessId));
}

export async function findReport(db: Db, id: number): Promise<ReportRow | null> {
  const [row] = await selectReports(db).where(eq(businessReports.id, id)).limit(1);
  return row ?? null;
}

/** Serialises reports by one user on one listing, so a double click files one report. */
export async function lockReporter(db: Db, userId: number, businessId: number): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('business_report'), hashtext(${`${userId}:${businessId}`}))`,
  );
}

export async function findPendingReport(
  db: Db,
  userId: number,
  businessId: number,
  reason: string,
): Promise<ReportRow | null> {
  const [row] = await selectReports(db)
    .where(
      and(
        eq(businessReports.userId, userId),
        eq(businessReports.businessId, businessId),
        eq(businessReports.reason, reason),
        eq(businessReports.status, 'pending'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertReport(
  db: Db,
  values: { businessId: number; userId: number; reason: string; details: string | null },
): Promise<number> {
  const [row] = await db.insert(businessReports).values(values).returning({ id: businessReports.id });
  return row!.id;
}

/** Newest first, keyset on id. */
export async function listReports(
  db: Db,
  status: string | undefined,
  beforeId: number | undefined,
  limit: number,
): Promise<ReportRow[]> {
  return selectReports(db)
    .where(
      and(
        status ? eq(businessReports.status, status) : undefined,
        beforeId !== undefined ? sql`${businessReports.id} < ${beforeId}` : undefined,
      ),
    )
    .orderBy(desc(businessReports.id))
    .limit(limit);
}

export async function reviewReport(
  db: Db,
  id: number,
  values: { status: string; adminNotes?: string | null; reviewedBy: number },
): Promise<boolean> {
  const rows = await db
    .update(businessReports)
    .set({ ...values, reviewedAt: new Date() })
    .where(eq(businessReports.id, id))
    .returning({ id: businessReports.id });
  return rows.length > 0;
}
