// Transfer orders and accounts as the API shows them (decision 094).
import type {
  AdminTransferOrder,
  BankAccountType,
  BankAccountView,
  TransferOrderStatus,
  TransferOrderView,
} from '@traspasa/shared/transfers';
import { ivaIncludedCents } from '../receipt.pdf.ts';
import type {
  AdminOrderRow,
  BankAccountRow,
  OrderWithProduct,
  TransferReceiptRow,
} from './transfers.repository.ts';
import { missingCents } from './transfers.rules.ts';

export function toBankAccountView(row: BankAccountRow): BankAccountView {
  return {
    id: row.id,
    bank: row.bank,
    accountType: row.accountType as BankAccountType,
    number: row.number,
    holder: row.holder,
    ruc: row.ruc,
    active: row.active,
  };
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function toTransferOrderView(
  row: OrderWithProduct,
  receipts: TransferReceiptRow[],
  accounts: BankAccountRow[],
): TransferOrderView {
  const { order } = row;
  const meta = row.txMetadata ?? {};
  const discountCents = num(meta.discountCents);
  const subtotalCents = num(meta.subtotalCents) || order.amountCents + discountCents;
  const mine = receipts.filter((r) => r.orderId === order.id);
  const reported = mine.map((r) => r.amountCents);
  const paidAt = typeof meta.paidAt === 'string' && row.txStatus === 'succeeded' ? meta.paidAt : null;
  return {
    id: order.id,
    reference: order.reference,
    status: order.status as TransferOrderStatus,
    kind: order.kind as 'checkout' | 'renewal',
    productName: row.productName ?? 'Pago en Traspasa',
    amountCents: order.amountCents,
    subtotalCents,
    discountCents,
    taxIncludedCents: ivaIncludedCents(order.amountCents),
    reportedCents: reported.reduce<number>((s, c) => s + (c ?? 0), 0),
    missingCents: missingCents(order.amountCents, reported),
    expiresAt: order.expiresAt.toISOString(),
    rejectionReason: order.status === 'rechazada' ? order.rejectionReason : null,
    createdAt: order.createdAt.toISOString(),
    paidAt,
    receipts: mine.map((r) => ({
      id: r.id,
      fileName: r.fileName,
      contentType: r.contentType as 'image/jpeg' | 'application/pdf',
      bankTransactionNumber: r.bankTransactionNumber,
      amountCents: r.amountCents,
      uploadedAt: r.createdAt.toISOString(),
    })),
    accounts: accounts.map(toBankAccountView),
  };
}

export function toAdminTransferOrder(
  row: AdminOrderRow,
  receipts: TransferReceiptRow[],
  accounts: BankAccountRow[],
): AdminTransferOrder {
  const { order } = row;
  return {
    ...toTransferOrderView(row, receipts, accounts),
    rejectionReason: order.rejectionReason,
    user: { id: order.userId, name: row.userName, email: row.userEmail },
    claimedBy: order.claimedBy ? { id: order.claimedBy, name: row.claimerName ?? 'Admin' } : null,
    claimedAt: order.claimedAt?.toISOString() ?? null,
    decidedAt: order.decidedAt?.toISOString() ?? null,
  };
}
