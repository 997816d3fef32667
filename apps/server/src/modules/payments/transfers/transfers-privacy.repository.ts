// SQL of bank transfers for the account's data rights (decision 014): one person's orders and
// receipts, and the receipts' removal at erasure.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { stripeProducts, stripeTransactions } from '../../../db/schema/payments.ts';
import { transferOrders, transferReceipts } from '../../../db/schema/transfers.ts';

export function ordersOf(db: Db, userId: number) {
  return db
    .select({
      id: transferOrders.id,
      reference: transferOrders.reference,
      amountCents: transferOrders.amountCents,
      status: transferOrders.status,
      kind: transferOrders.kind,
      product: stripeProducts.name,
      expiresAt: transferOrders.expiresAt,
      rejectionReason: transferOrders.rejectionReason,
      decidedAt: transferOrders.decidedAt,
      createdAt: transferOrders.createdAt,
    })
    .from(transferOrders)
    .innerJoin(stripeTransactions, eq(stripeTransactions.id, transferOrders.transactionId))
    .leftJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
    .where(eq(transferOrders.userId, userId))
    .orderBy(asc(transferOrders.id));
}

export function receiptsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: transferReceipts.orderId,
      fileName: transferReceipts.fileName,
      contentType: transferReceipts.contentType,
      bankTransactionNumber: transferReceipts.bankTransactionNumber,
      amountCents: transferReceipts.amountCents,
      createdAt: transferReceipts.createdAt,
    })
    .from(transferReceipts)
    .where(inArray(transferReceipts.orderId, orderIds))
    .orderBy(asc(transferReceipts.id));
}

/** Deletes the receipts of every order of the person; returns their private storage keys. */
export async function deleteReceiptsOf(tx: Db, userId: number): Promise<string[]> {
  const orders = tx
    .select({ id: transferOrders.id })
    .from(transferOrders)
    .where(eq(transferOrders.userId, userId));
  const rows = await tx
    .delete(transferReceipts)
    .where(inArray(transferReceipts.orderId, orders))
    .returning({ fileKey: transferReceipts.fileKey });
  return rows.map((r) => r.fileKey);
}
