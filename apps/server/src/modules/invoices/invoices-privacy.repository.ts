// SQL of SRI documents for the account's data rights (decision 014): the saved billing
// identity and the documents issued to one person.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingIdentities, electronicDocuments } from '../../db/schema/invoices.ts';

export function documentsIssuedTo(db: Db, userId: number) {
  return db
    .select({
      id: electronicDocuments.id,
      docType: electronicDocuments.docType,
      establishment: electronicDocuments.establishment,
      emissionPoint: electronicDocuments.emissionPoint,
      sequential: electronicDocuments.sequential,
      accessKey: electronicDocuments.accessKey,
      issueDate: electronicDocuments.issueDate,
      buyer: electronicDocuments.buyer,
      lines: electronicDocuments.lines,
      subtotalCents: electronicDocuments.subtotalCents,
      discountCents: electronicDocuments.discountCents,
      ivaCents: electronicDocuments.ivaCents,
      ivaPercent: electronicDocuments.ivaPercent,
      totalCents: electronicDocuments.totalCents,
      state: electronicDocuments.state,
      authorizationNumber: electronicDocuments.authorizationNumber,
      authorizedAt: electronicDocuments.authorizedAt,
      reason: electronicDocuments.reason,
    })
    .from(electronicDocuments)
    .where(eq(electronicDocuments.userId, userId))
    .orderBy(asc(electronicDocuments.id));
}

export async function deleteBillingIdentityOf(tx: Db, userId: number): Promise<void> {
  await tx.delete(billingIdentities).where(eq(billingIdentities.userId, userId));
}
