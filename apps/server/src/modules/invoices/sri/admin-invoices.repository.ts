// SQL of the admin invoices list (decision 093): newest first, keyset by id, one state at a time.
import type { InvoiceState } from '@traspasa/shared/invoices';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { electronicDocuments } from '../../../db/schema/invoices.ts';
import { users } from '../../../db/schema/users.ts';
import { DEMO_CERTIFICATE_NAME } from '../invoice-signing.service.ts';

export const ADMIN_INVOICES_PAGE = 30;

const columns = {
  id: electronicDocuments.id,
  docType: electronicDocuments.docType,
  establishment: electronicDocuments.establishment,
  emissionPoint: electronicDocuments.emissionPoint,
  sequential: electronicDocuments.sequential,
  accessKey: electronicDocuments.accessKey,
  issueDate: electronicDocuments.issueDate,
  transactionId: electronicDocuments.transactionId,
  userId: electronicDocuments.userId,
  email: users.email,
  buyer: electronicDocuments.buyer,
  totalCents: electronicDocuments.totalCents,
  state: electronicDocuments.state,
  sriMessages: electronicDocuments.sriMessages,
  authorizationNumber: electronicDocuments.authorizationNumber,
  authorizedAt: electronicDocuments.authorizedAt,
  attempts: electronicDocuments.attempts,
  lastAttemptAt: electronicDocuments.lastAttemptAt,
  nextAttemptAt: electronicDocuments.nextAttemptAt,
  signed: sql<boolean>`${electronicDocuments.signedXml} is not null`,
  environment: electronicDocuments.environment,
  /** Signed with the self-made demo certificate (its name is in the signature; decision 093). */
  demoSigned: sql<boolean>`coalesce(strpos(${electronicDocuments.signedXml}, ${DEMO_CERTIFICATE_NAME}) > 0, false)`,
};

function select(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(columns)
    .from(electronicDocuments)
    .innerJoin(users, eq(users.id, electronicDocuments.userId))
    .where(where)
    .orderBy(desc(electronicDocuments.id))
    .limit(limit);
}

export type AdminInvoiceRow = Awaited<ReturnType<typeof select>>[number];

export async function listAdminInvoices(
  db: Db,
  filter: { state?: InvoiceState; beforeId?: number },
  limit = ADMIN_INVOICES_PAGE,
): Promise<AdminInvoiceRow[]> {
  const where = and(
    filter.state ? eq(electronicDocuments.state, filter.state) : undefined,
    filter.beforeId ? lt(electronicDocuments.id, filter.beforeId) : undefined,
  );
  return select(db, where, limit);
}

export async function adminInvoiceById(db: Db, id: number): Promise<AdminInvoiceRow | null> {
  const [row] = await select(db, eq(electronicDocuments.id, id), 1);
  return row ?? null;
}
