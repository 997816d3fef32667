// SQL of the downloads (decision 093): a buyer's own documents, newest first.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { electronicDocuments } from '../../../db/schema/invoices.ts';

/** At most this many documents are listed for one buyer (a year of monthly plans, twice over). */
export const OWN_DOCUMENTS_LIMIT = 200;

export function ownDocuments(db: Db, userId: number) {
  return db
    .select({
      id: electronicDocuments.id,
      docType: electronicDocuments.docType,
      establishment: electronicDocuments.establishment,
      emissionPoint: electronicDocuments.emissionPoint,
      sequential: electronicDocuments.sequential,
      transactionId: electronicDocuments.transactionId,
      state: electronicDocuments.state,
      issueDate: electronicDocuments.issueDate,
    })
    .from(electronicDocuments)
    .where(eq(electronicDocuments.userId, userId))
    .orderBy(desc(electronicDocuments.id))
    .limit(OWN_DOCUMENTS_LIMIT);
}
