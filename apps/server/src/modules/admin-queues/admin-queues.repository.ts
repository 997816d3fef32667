import type { AdminQueueCounts } from '@traspasa/shared/admin-queues';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * What waits in each admin queue, in one statement of scalar subqueries, each answered
 * from an index on the queue's status column (the EXPLAIN test).
 */
export const QUEUE_COUNTS_SQL = sql`
    select
      (select count(*) from businesses where status = 'pending')::int as "listingsPending",
      (select count(*) from business_reports where status = 'pending')::int as "reportsPending",
      (select count(*) from identity_verifications where status = 'pending')::int as "identityPending",
      (select count(*) from funds_verifications where status in ('pending', 'in_review'))::int as "fundsPending",
      (select count(*) from professionals where status = 'pending' or pending_changes is not null)::int as "professionalsPending",
      (select count(*) from ndas
        where status = 'pending' and enhanced_signature_status = 'subida_fisica'
          and documents_uploaded_at is not null)::int as "ndaUploadsPending",
      (select count(*) from feedback_messages where status = 'pending')::int as "feedbackPending",
      (select count(*) from error_groups where resolved = false)::int as "errorsUnresolved",
      (select count(*) from failed_events where resolved = false)::int as "paymentEventsFailed",
      (select count(*) from transfer_orders where status = 'por_conciliar')::int as "transfersPending"
`;

export async function countAdminQueues(db: Db): Promise<AdminQueueCounts> {
  const result = await db.execute<Record<keyof AdminQueueCounts, number>>(QUEUE_COUNTS_SQL);
  const row = result.rows[0]!;
  return {
    listingsPending: Number(row.listingsPending),
    reportsPending: Number(row.reportsPending),
    identityPending: Number(row.identityPending),
    fundsPending: Number(row.fundsPending),
    professionalsPending: Number(row.professionalsPending),
    ndaUploadsPending: Number(row.ndaUploadsPending),
    feedbackPending: Number(row.feedbackPending),
    errorsUnresolved: Number(row.errorsUnresolved),
    paymentEventsFailed: Number(row.paymentEventsFailed),
    transfersPending: Number(row.transfersPending),
  };
}
