// Bank transfers in the account's data rights (decision 014). The export lists the person's
// transfer orders (reference, amount, state, the reason a receipt was refused) and what each
// receipt said (file name, bank transaction number, amount), never the files' keys nor the
// admin who reviewed them. The erasure deletes the receipts (a bank's proof shows the person's
// account and name) and returns their keys for the caller to delete from storage after its
// commit; the orders stay with their payment as the accounting record (decision 094).
import { formatMoney } from '@traspasa/shared/money';
import { type TransferOrderStatus, transferOrderStatusLabels } from '@traspasa/shared/transfers';
import type { Db } from '../../../db/client.ts';
import { deleteReceiptsOf, ordersOf, receiptsOfOrders } from './transfers-privacy.repository.ts';

const money = (cents: number | null) => (cents === null ? null : formatMoney(cents / 100));

export async function transfersExportFor(db: Db, userId: number) {
  const orders = await ordersOf(db, userId);
  const receipts = await receiptsOfOrders(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({
    reference: o.reference,
    product: o.product,
    kind: o.kind === 'renewal' ? 'Renovación' : 'Compra',
    amount: money(o.amountCents),
    status: transferOrderStatusLabels[o.status as TransferOrderStatus] ?? o.status,
    createdAt: o.createdAt,
    expiresAt: o.expiresAt,
    decidedAt: o.decidedAt,
    rejectionReason: o.rejectionReason,
    receipts: receipts
      .filter((r) => r.orderId === o.id)
      .map((r) => ({
        fileName: r.fileName,
        type: r.contentType === 'application/pdf' ? 'PDF' : 'Imagen',
        bankTransactionNumber: r.bankTransactionNumber,
        amount: money(r.amountCents),
        uploadedAt: r.createdAt,
        file: 'El archivo no se incluye en la descarga; puedes abrirlo desde la página de tu pedido.',
      })),
  }));
}

/** Account erasure, in its transaction: the receipts go; returns their keys to delete. */
export function eraseTransfersFor(tx: Db, userId: number): Promise<string[]> {
  return deleteReceiptsOf(tx, userId);
}
