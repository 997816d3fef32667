// SQL of SRI electronic documents (decision 092): the buyer's billing identity, the
// secuencial counters, the documents and their states, and the demo certificate.
import type { InvoiceState, SriMessage } from '@traspasa/shared/invoices';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/identity.ts';
import { billingIdentities, electronicDocuments, invoiceSequences } from '../../db/schema/invoices.ts';
import { stripeProducts, stripeTransactions } from '../../db/schema/payments.ts';

export type DocumentRow = typeof electronicDocuments.$inferSelect;
export type NewDocument = typeof electronicDocuments.$inferInsert;
export type BillingIdentityRow = typeof billingIdentities.$inferSelect;

// ---------- billing identity ----------

export async function billingIdentityOf(db: Db, userId: number): Promise<BillingIdentityRow | null> {
  const [row] = await db.select().from(billingIdentities).where(eq(billingIdentities.userId, userId));
  return row ?? null;
}

export async function saveBillingIdentity(
  db: Db,
  values: Omit<typeof billingIdentities.$inferInsert, 'createdAt' | 'updatedAt'>,
): Promise<BillingIdentityRow> {
  const { userId: _, ...changes } = values;
  const [row] = await db
    .insert(billingIdentities)
    .values(values)
    .onConflictDoUpdate({ target: billingIdentities.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

// ---------- numbering ----------

/**
 * The next secuencial of a series, taken inside the caller's transaction: the UPDATE locks the
 * counter row until that transaction ends, so concurrent payments get consecutive numbers in
 * commit order and a rolled-back payment leaves no gap.
 */
export async function nextSequential(
  tx: Db,
  series: { establishment: string; emissionPoint: string; docType: string },
): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ ...series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.establishment, invoiceSequences.emissionPoint, invoiceSequences.docType],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1`, updatedAt: sql`now()` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  return row!.lastNumber;
}

// ---------- documents ----------

/** What a document is issued from: the payment, its product and any factura already issued for it. */
export async function paymentForDocument(tx: Db, transactionId: number) {
  const [row] = await tx
    .select({
      id: stripeTransactions.id,
      userId: stripeTransactions.userId,
      amount: stripeTransactions.amount,
      status: stripeTransactions.status,
      metadata: stripeTransactions.metadata,
      productName: stripeProducts.name,
      productCode: stripeProducts.stripeProductId,
      periodicidad: stripeProducts.periodicidad,
    })
    .from(stripeTransactions)
    .leftJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
    .where(eq(stripeTransactions.id, transactionId));
  return row ?? null;
}

/** Inserts the document unless one of its kind exists for the payment; null when it did. */
export async function insertDocument(tx: Db, values: NewDocument): Promise<DocumentRow | null> {
  const [row] = await tx
    .insert(electronicDocuments)
    .values(values)
    .onConflictDoNothing({ target: [electronicDocuments.docType, electronicDocuments.transactionId] })
    .returning();
  return row ?? null;
}

export async function documentOfPayment(
  db: Db,
  transactionId: number,
  docType: '01' | '04',
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(electronicDocuments)
    .where(
      and(eq(electronicDocuments.transactionId, transactionId), eq(electronicDocuments.docType, docType)),
    );
  return row ?? null;
}

export async function documentById(db: Db, id: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(electronicDocuments).where(eq(electronicDocuments.id, id));
  return row ?? null;
}

export interface StateChange {
  state: InvoiceState;
  signedXml?: string;
  sriMessages?: SriMessage[];
  authorizationNumber?: string | null;
  authorizedAt?: Date | null;
  nextAttemptAt?: Date | null;
}

/** Moves a document to `state`, only from one of `from` (null: from any); false when it was not there. */
export async function updateState(
  db: Db,
  id: number,
  change: StateChange,
  from: readonly InvoiceState[] | null,
): Promise<boolean> {
  const rows = await db
    .update(electronicDocuments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(eq(electronicDocuments.id, id), from ? sql`${electronicDocuments.state} in ${from}` : undefined),
    )
    .returning({ id: electronicDocuments.id });
  return rows.length > 0;
}

/** Documents generated but not signed for a while (the signing after commit did not happen). */
export async function unsignedDocuments(db: Db, before: Date, afterId: number, limit: number) {
  const rows = await db
    .select({ id: electronicDocuments.id })
    .from(electronicDocuments)
    .where(
      and(
        eq(electronicDocuments.state, 'generada'),
        lt(electronicDocuments.createdAt, before),
        gt(electronicDocuments.id, afterId),
      ),
    )
    .orderBy(asc(electronicDocuments.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockUnsigned(tx: Db, id: number): Promise<DocumentRow | null> {
  const [row] = await tx
    .select()
    .from(electronicDocuments)
    .where(and(eq(electronicDocuments.id, id), eq(electronicDocuments.state, 'generada')))
    .for('update', { skipLocked: true });
  return row ?? null;
}

// ---------- the demo certificate ----------

const DEMO_CERTIFICATE = 'sri_demo_p12';

export async function readDemoCertificate(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, DEMO_CERTIFICATE));
  return row?.value ?? null;
}

export async function storeDemoCertificate(db: Db, p12Base64: string): Promise<void> {
  await db.insert(appSecrets).values({ name: DEMO_CERTIFICATE, value: p12Base64 }).onConflictDoNothing();
}
