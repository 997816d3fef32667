// The buyer's side of bank transfer payments (decision 094): a transfer order for a package or
// a yearly plan (the same total a card checkout charges, the discount use reserved for the
// hold), its page with the platform's accounts, and the receipts the buyer uploads.
import type { TransferCheckoutInput, TransferOrderView } from '@traspasa/shared/transfers';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { StoredFile } from '../../../lib/storage.ts';
import type { CurrentUser } from '../../../plugins/auth.ts';
import { consumeUpload } from '../../business-media/business-media-access.rules.ts';
import { checkDiscountCode, reserveDiscountUse } from '../../discount-codes/discount-codes.service.ts';
import { type IdempotentCall, idempotentCreate } from '../../idempotency/idempotency.service.ts';
import { requireBillingIdentityFor } from '../../invoices/invoices.service.ts';
import { PRODUCT_NOT_FOUND } from '../checkout.service.ts';
import { centsToDecimal, toCents } from '../payments.mapper.ts';
import { productOnSale } from '../payments.repository.ts';
import { currentSubscriptionOf } from '../subscription.service.ts';
import { insertTransaction } from '../transactions.repository.ts';
import { cleanReceipt, receiptKey } from './receipt-files.service.ts';
import { toTransferOrderView } from './transfers.mapper.ts';
import {
  bankAccountsList,
  insertOrder,
  insertReceipt,
  moveOrder,
  orderForUpdate,
  orderOf,
  ordersOfUser,
  receiptById,
  receiptsOf,
  setTransferPaymentId,
  type TransferOrderRow,
} from './transfers.repository.ts';
import { newReferenceCode, OPEN_FOR_RECEIPTS } from './transfers.rules.ts';
import type { ReceiptForm } from './transfers.schemas.ts';

export const ORDER_NOT_FOUND = 'No encontramos ese pago por transferencia.';
const RECEIPT_NOT_FOUND = 'No encontramos ese comprobante.';
const MONTHLY_REFUSED =
  'Los planes mensuales se pagan solo con tarjeta. Por transferencia puedes pagar el plan anual: elige la opción anual.';
const PACKAGES_FOR_SELLERS =
  'Los paquetes de anuncios son para vendedores. Activa tu cuenta de vendedor en «Publicar negocio» y vuelve a intentarlo.';
/** Enough for a few partial transfers and a corrected photo or two. */
export const RECEIPTS_PER_ORDER = 10;

const isSeller = (user: CurrentUser) =>
  user.role === 'admin' || user.role === 'seller' || user.secondaryRole === 'seller';

export interface ReceiptFile extends StoredFile {
  fileName: string;
  contentType: string;
}

/**
 * A new order for a payment already inserted: draws reference codes until one is free (the
 * unique index decides; a clash among 887 million codes is rare).
 */
export async function insertOrderWithReference(
  tx: Db,
  values: Omit<Parameters<typeof insertOrder>[1], 'reference'>,
): Promise<TransferOrderRow> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const created = await insertOrder(tx, { ...values, reference: newReferenceCode() });
    if (created) return created;
  }
  throw new Error('no free transfer reference after 8 attempts');
}

export class TransfersService {
  constructor(private readonly app: FastifyInstance) {}

  private holdMs() {
    return this.app.config.transfers.holdHours * 3600_000;
  }

  async accounts() {
    return bankAccountsList(this.app.db, true);
  }

  async start(user: CurrentUser, input: TransferCheckoutInput, idempotent: IdempotentCall | null) {
    const row = await productOnSale(this.app.db, input.productId);
    if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
    const isPackage = row.periodicidad === 'unico';
    if (isPackage && !isSeller(user)) throw AppError.forbidden(PACKAGES_FOR_SELLERS);
    if (!isPackage && row.periodicidad !== 'anual') throw AppError.invalidField('productId', MONTHLY_REFUSED);
    if (!isPackage) {
      const current = await currentSubscriptionOf(this.app.db, user.id);
      if (current?.productId === row.id) throw AppError.conflict('Ya tienes este plan.');
      if (current) {
        throw AppError.conflict(
          `Ya tienes el plan «${current.productName}». Para pasarte a otro, usa «Cambiar de plan» en Mi suscripción.`,
        );
      }
    }
    const accounts = await bankAccountsList(this.app.db, true);
    if (accounts.length === 0) {
      // No active account to pay into is the platform's state, not an outage: 409, like other
      // checkouts the catalogue cannot take now.
      throw AppError.conflict(
        'Por ahora no podemos recibir transferencias. Paga con tarjeta o inténtalo más tarde.',
      );
    }
    const priceCents = toCents(row.precioUsd);
    let code: { id: number; code: string } | null = null;
    let discountCents = 0;
    if (input.discountCode) {
      const check = await checkDiscountCode(this.app.db, input.discountCode, {
        stripeProductId: row.stripeProductId,
        name: row.name,
        priceCents,
      });
      if (!check.ok) throw AppError.invalidField('discountCode', check.reason);
      code = check.code;
      discountCents = check.discountCents;
    }
    const amountCents = priceCents - discountCents;
    if (amountCents <= 0) {
      throw AppError.invalidField(
        'discountCode',
        'Con este código no hay nada que transferir: usa «Pagar con tarjeta», que lo confirma sin cobro.',
      );
    }
    // The factura needs the buyer's identification above the consumidor final limit, as for cards.
    await requireBillingIdentityFor(this.app.db, user.id, amountCents);
    const expiresAt = new Date(Date.now() + this.holdMs());
    const { id, replayed } = await idempotentCreate(this.app.db, idempotent, async (tx) => {
      if (code && !(await reserveDiscountUse(tx, code.id))) {
        throw AppError.invalidField('discountCode', `El código «${code.code}» ya no tiene usos disponibles.`);
      }
      const reference = `pending_${crypto.randomUUID()}`;
      const transactionId = await insertTransaction(tx, {
        userId: user.id,
        // A transfer has no provider session: the order's reference names the payment, and the
        // order holds the expiry (the card checkouts' sweep leaves rows without one alone).
        paymentIntentId: reference,
        amount: centsToDecimal(amountCents),
        status: 'pending',
        planType: row.stripeProductId,
        packageCount: isPackage ? (row.packageCount ?? 1) : 0,
        productId: row.id,
        discountCodeId: code?.id ?? null,
        kind: 'checkout',
        expiresAt: null,
        metadata: { discountCents, subtotalCents: priceCents, paidBy: 'transfer' },
      });
      const order = await insertOrderWithReference(tx, {
        transactionId,
        userId: user.id,
        amountCents,
        kind: 'checkout',
        expiresAt,
      });
      // The payment is named by its order's reference, as a card payment by its intent.
      await setTransferPaymentId(tx, transactionId, `trf_${order.reference}`);
      return order.id;
    });
    return { order: await this.view(user, id), replayed };
  }

  async mine(user: CurrentUser): Promise<TransferOrderView[]> {
    const rows = await ordersOfUser(this.app.db, user.id);
    const receipts = await receiptsOf(
      this.app.db,
      rows.map((r) => r.order.id),
    );
    const accounts = await bankAccountsList(this.app.db, true);
    return rows.map((r) => toTransferOrderView(r, receipts, accounts));
  }

  /** The buyer's own order; anybody else's answers exactly as a missing one. */
  async view(user: CurrentUser, id: number): Promise<TransferOrderView> {
    const row = await orderOf(this.app.db, id, user.id);
    if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
    const receipts = await receiptsOf(this.app.db, [id]);
    return toTransferOrderView(row, receipts, await bankAccountsList(this.app.db, true));
  }

  /**
   * A receipt for the buyer's order: checked and cleaned before anything is kept, stored
   * privately, and the order goes (back) to the reconciliation queue. A late one, after the
   * hold, is taken too: an admin may still approve a transfer that arrived after expiry.
   */
  async addReceipt(
    user: CurrentUser,
    id: number,
    read: () => Promise<ReceiptForm>,
  ): Promise<TransferOrderView> {
    const row = await orderOf(this.app.db, id, user.id);
    if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
    if (row.order.status === 'aprobada')
      throw AppError.conflict('Este pago ya está confirmado: no hace falta otro comprobante.');
    await consumeUpload(this.app, user);
    const form = await read();
    const clean = await cleanReceipt(form.file);
    const key = receiptKey(id, clean.extension);
    await this.app.storage.putPrivate(key, clean.data);
    try {
      await this.app.db.transaction(async (tx) => {
        const order = await orderForUpdate(tx, id);
        if (!order || !OPEN_FOR_RECEIPTS.includes(order.status as (typeof OPEN_FOR_RECEIPTS)[number])) {
          throw AppError.conflict('Este pago ya está confirmado: no hace falta otro comprobante.');
        }
        const existing = await receiptsOf(tx, [id]);
        if (existing.length >= RECEIPTS_PER_ORDER) {
          throw AppError.conflict(
            `Ya subiste ${RECEIPTS_PER_ORDER} comprobantes para este pago. Si falta algo, escríbenos desde Ayuda.`,
          );
        }
        await insertReceipt(tx, {
          orderId: id,
          fileKey: key,
          fileName: `comprobante-${order.reference}-${existing.length + 1}.${clean.extension}`,
          contentType: clean.contentType,
          bankTransactionNumber: form.bankTransactionNumber,
          amountCents: form.amountCents,
        });
        await moveOrder(tx, id, ['esperando_pago', 'rechazada', 'vencida'], 'por_conciliar', {
          rejectionReason: null,
        });
      });
    } catch (err) {
      await this.app.storage.deletePrivate(key).catch(() => undefined);
      throw err;
    }
    return this.view(user, id);
  }

  /** A receipt's file: for the order's buyer and for admins; 404 for everyone else. */
  async receiptFile(viewer: CurrentUser, orderId: number, receiptId: number): Promise<ReceiptFile> {
    const row = await orderOf(this.app.db, orderId, viewer.role === 'admin' ? null : viewer.id);
    if (!row) throw AppError.notFound(RECEIPT_NOT_FOUND);
    const receipt = await receiptById(this.app.db, orderId, receiptId);
    if (!receipt) throw AppError.notFound(RECEIPT_NOT_FOUND);
    const file = await this.app.storage.getPrivate(receipt.fileKey);
    if (!file) throw AppError.notFound(RECEIPT_NOT_FOUND);
    return { ...file, fileName: receipt.fileName, contentType: receipt.contentType };
  }
}
