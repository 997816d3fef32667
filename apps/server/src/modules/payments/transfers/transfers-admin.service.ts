// The admin's side of bank transfer payments (decision 094): the platform's accounts, the
// reconciliation queue «Transferencias por conciliar» (claim, approve, reject), the bank
// statement matching. An approval stores one event per order in the payment inbox and runs
// it through the pipeline, so what a paid transfer grants is exactly what a paid card grants,
// once, however many admins press «Aprobar» at the same moment.

import { formatMoney } from '@traspasa/shared/money';
import {
  type BankAccountInput,
  DEFAULT_STATEMENT_LAYOUT,
  type StatementLayout,
  type StatementResult,
  statementLayout,
  type TransferOrderStatus,
} from '@traspasa/shared/transfers';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../../lib/cursor.ts';
import type { CurrentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit-log/audit-trail.service.ts';
import { reserveDiscountUse } from '../../discount-codes/discount-codes.service.ts';
import { mailNotice, recordNotice } from '../../notices/notices.service.ts';
import { currentSubscriptionOf } from '../subscription.service.ts';
import { transactionById } from '../transactions.repository.ts';
import { insertEvents } from '../webhook/webhook.repository.ts';
import {
  TRANSFER_APPROVED_EVENT,
  transferEventId,
  transferSubscriptionId,
} from './transfer-effects.service.ts';
import { transferApprovedNotice, transferRejectedNotice } from './transfers.mails.ts';
import { toAdminTransferOrder, toBankAccountView } from './transfers.mapper.ts';
import {
  adminOrders,
  bankAccountsList,
  countToReconcile,
  insertBankAccount,
  moveOrder,
  orderForUpdate,
  receiptsOf,
  saveStatementLayout,
  setBankAccountActive,
  setDiscountReleased,
  statementLayoutRow,
  unpaidOrders,
  updateOrder,
} from './transfers.repository.ts';
import {
  APPROVABLE,
  matchStatement,
  parseStatement,
  receiptShortfall,
  StatementError,
} from './transfers.rules.ts';
import { ORDER_NOT_FOUND } from './transfers.service.ts';

const BAD_CURSOR = 'La página pedida no es válida. Vuelve a cargar la lista.';
/** Another admin's claim is respected this long. */
const CLAIM_MS = 30 * 60_000;

/** The queue's count for the admin navigation (admin-queues). */
export function transfersToReconcile(app: FastifyInstance): Promise<number> {
  return countToReconcile(app.db);
}

const money = (cents: number) => formatMoney(cents / 100);

export class TransfersAdminService {
  constructor(private readonly app: FastifyInstance) {}

  // ---------- accounts ----------

  async accounts() {
    return (await bankAccountsList(this.app.db, false)).map(toBankAccountView);
  }

  async addAccount(admin: CurrentUser, input: BankAccountInput) {
    return this.app.db.transaction(async (tx) => {
      const row = await insertBankAccount(tx, input);
      if (!row) throw AppError.conflict(`Ya existe la cuenta ${input.number} de ${input.bank}.`);
      await recordAudit(tx, {
        userId: admin.id,
        action: 'bank_account.create',
        description: `Agregó la cuenta ${input.bank} ${input.number} para recibir transferencias`,
        metadata: { accountId: row.id, bank: input.bank, number: input.number },
        targetType: 'payment',
        targetId: null,
      });
      return toBankAccountView(row);
    });
  }

  async setAccountActive(admin: CurrentUser, id: number, active: boolean) {
    return this.app.db.transaction(async (tx) => {
      const row = await setBankAccountActive(tx, id, active);
      if (!row) throw AppError.notFound('No encontramos esa cuenta bancaria.');
      await recordAudit(tx, {
        userId: admin.id,
        action: active ? 'bank_account.activate' : 'bank_account.deactivate',
        description: `${active ? 'Activó' : 'Desactivó'} la cuenta ${row.bank} ${row.number}`,
        metadata: { accountId: row.id },
        targetType: 'payment',
        targetId: null,
      });
      return toBankAccountView(row);
    });
  }

  // ---------- the queue ----------

  async list(query: { status?: TransferOrderStatus; cursor?: string; limit: number }) {
    const afterId = decodeCursor(query.cursor, isIdCursor, BAD_CURSOR)?.id;
    const rows = await adminOrders(this.app.db, { status: query.status, afterId }, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const receipts = await receiptsOf(
      this.app.db,
      page.map((r) => r.order.id),
    );
    const accounts = await bankAccountsList(this.app.db, true);
    const last = page.at(-1);
    return {
      items: page.map((r) => toAdminTransferOrder(r, receipts, accounts)),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ id: last.order.id }) : null,
    };
  }

  async detail(id: number) {
    const [row] = await adminOrders(this.app.db, { afterId: id - 1 }, 1);
    if (!row || row.order.id !== id) throw AppError.notFound(ORDER_NOT_FOUND);
    const receipts = await receiptsOf(this.app.db, [id]);
    return toAdminTransferOrder(row, receipts, await bankAccountsList(this.app.db, true));
  }

  /** «Lo reviso yo»: other admins see who is on it (a claim older than 30 minutes lapses). */
  async claim(admin: CurrentUser, id: number) {
    await this.app.db.transaction(async (tx) => {
      const order = await orderForUpdate(tx, id);
      if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
      const fresh = order.claimedAt && Date.now() - order.claimedAt.getTime() < CLAIM_MS;
      if (order.claimedBy && order.claimedBy !== admin.id && fresh) {
        throw AppError.conflict('Otra persona del equipo está revisando esta transferencia.');
      }
      await updateOrder(tx, id, { claimedBy: admin.id, claimedAt: new Date() });
    });
    return this.detail(id);
  }

  /**
   * Approves an order: the payment's one event goes into the inbox under the order's own id
   * (`evt_trf_<order>`), in the same transaction as the decision and its audit entry, and is
   * processed at once. A second admin waits for the first one's lock and is told it is done.
   */
  async approve(
    admin: CurrentUser,
    id: number,
    note: string | undefined,
    via: 'queue' | 'statement' = 'queue',
    acceptShortfall = false,
  ) {
    const eventId = transferEventId(id);
    const notice = await this.app.db.transaction(async (tx) => {
      const order = await orderForUpdate(tx, id);
      if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
      if (order.status === 'aprobada') throw AppError.conflict('Esta transferencia ya está aprobada.');
      if (!APPROVABLE.includes(order.status as TransferOrderStatus)) {
        throw AppError.conflict('Esta transferencia no se puede aprobar en su estado actual.');
      }
      const payment = await transactionById(tx, order.transactionId);
      if (!payment) throw AppError.notFound(ORDER_NOT_FOUND);
      // A yearly plan's order approved after the buyer took a plan another way (a card, once
      // this one expired): approving would run a second plan beside it (decision 094).
      if (order.kind === 'checkout' && payment.packageCount === 0 && payment.productId) {
        const current = await currentSubscriptionOf(tx, order.userId);
        if (current && current.stripeSubscriptionId !== transferSubscriptionId(payment.id)) {
          throw AppError.conflict(
            `Esta persona ya tiene el plan «${current.productName}», que contrató de otra forma después de este pedido. Aprobar esta transferencia le daría dos planes: devuélvele el dinero y rechaza el comprobante explicándole por qué.`,
          );
        }
      }
      // The receipts report less than is due: approved only when the admin says so (decision 094).
      const shortfall = receiptShortfall(
        order.amountCents,
        (await receiptsOf(tx, [id])).map((r) => r.amountCents),
      );
      if (shortfall && !acceptShortfall) {
        throw AppError.conflict(
          `Los comprobantes suman ${money(shortfall.reportedCents)} y el pedido es de ${money(order.amountCents)}: faltan ${money(shortfall.missingCents)}. Revisa el estado de cuenta; si el pago está completo o aceptas la diferencia, confirma el faltante para aprobar.`,
        );
      }
      // Expired meanwhile (its payment canceled at the end of the hold): a late transfer.
      const late = order.status === 'vencida' || payment.status === 'canceled';
      // A late transfer: the discount use given back at expiry is taken again when one is left.
      let discountRetaken: boolean | null = null;
      if (late && payment.discountCodeId && payment.discountReleased) {
        discountRetaken = await reserveDiscountUse(tx, payment.discountCodeId);
        if (discountRetaken) await setDiscountReleased(tx, payment.id, false);
      }
      await moveOrder(tx, id, APPROVABLE, 'aprobada', { decidedBy: admin.id, decidedAt: new Date() });
      await insertEvents(tx, [
        {
          eventId,
          eventType: TRANSFER_APPROVED_EVENT,
          payload: JSON.stringify({
            id: eventId,
            type: TRANSFER_APPROVED_EVENT,
            created: Math.floor(Date.now() / 1000),
            data: {
              object: {
                id: payment.paymentIntentId,
                object: 'transfer_order',
                reference: order.reference,
                amount: order.amountCents,
                metadata: {
                  transactionId: String(payment.id),
                  userId: String(order.userId),
                  orderId: String(order.id),
                },
              },
            },
          }),
        },
      ]);
      await recordAudit(tx, {
        userId: admin.id,
        action: 'transfer.approve',
        description: `Aprobó la transferencia ${order.reference} (${(order.amountCents / 100).toFixed(2)} USD)${late ? ' llegada después del plazo' : ''}${shortfall ? `; los comprobantes suman ${money(shortfall.reportedCents)} y faltan ${money(shortfall.missingCents)}` : ''}`,
        metadata: {
          orderId: order.id,
          reference: order.reference,
          amountCents: order.amountCents,
          via,
          late,
          ...(shortfall ? { ...shortfall, shortfallAccepted: true } : {}),
          ...(note ? { note } : {}),
          ...(discountRetaken !== null ? { discountRetaken } : {}),
        },
        targetType: 'payment',
        targetId: payment.id,
      });
      const productName = (await adminOrders(tx, { afterId: id - 1 }, 1))[0]?.productName ?? 'tu compra';
      const n = transferApprovedNotice(order, productName);
      await recordNotice(tx, n);
      return n;
    });
    await this.app.payments.drainEvents({ eventIds: [eventId], ignoreSchedule: true });
    void mailNotice(this.app, notice);
    return this.detail(id);
  }

  /** Refuses a receipt with a reason the buyer reads; they may upload another one. */
  async reject(admin: CurrentUser, id: number, reason: string) {
    const notice = await this.app.db.transaction(async (tx) => {
      const order = await orderForUpdate(tx, id);
      if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
      if (order.status !== 'por_conciliar') {
        throw AppError.conflict(
          order.status === 'aprobada'
            ? 'Esta transferencia ya está aprobada: no se puede rechazar.'
            : 'Solo se rechaza un comprobante en revisión.',
        );
      }
      await moveOrder(tx, id, ['por_conciliar'], 'rechazada', {
        rejectionReason: reason,
        decidedBy: admin.id,
        decidedAt: new Date(),
        claimedBy: null,
        claimedAt: null,
      });
      await recordAudit(tx, {
        userId: admin.id,
        action: 'transfer.reject',
        description: `Rechazó el comprobante de la transferencia ${order.reference}: ${reason}`,
        metadata: { orderId: order.id, reference: order.reference, reason },
        targetType: 'payment',
        targetId: order.transactionId,
      });
      const productName = (await adminOrders(tx, { afterId: id - 1 }, 1))[0]?.productName ?? 'tu compra';
      const n = transferRejectedNotice(order, productName, reason);
      await recordNotice(tx, n);
      return n;
    });
    void mailNotice(this.app, notice);
    return this.detail(id);
  }

  // ---------- the bank statement ----------

  async layout(): Promise<StatementLayout> {
    const stored = await statementLayoutRow(this.app.db);
    const parsed = stored ? statementLayout.safeParse(stored) : null;
    return parsed?.success ? parsed.data : DEFAULT_STATEMENT_LAYOUT;
  }

  async saveLayout(admin: CurrentUser, layout: StatementLayout): Promise<StatementLayout> {
    await this.app.db.transaction(async (tx) => {
      await saveStatementLayout(tx, layout, admin.id);
      await recordAudit(tx, {
        userId: admin.id,
        action: 'transfer.statement_layout',
        description: 'Cambió el formato de columnas del extracto bancario',
        metadata: { layout },
        targetType: 'payment',
        targetId: null,
      });
    });
    return layout;
  }

  /** Reads a statement in the remembered layout and proposes a match for each incoming line. */
  async matchStatement(text: string): Promise<StatementResult> {
    const layout = await this.layout();
    let lines: ReturnType<typeof parseStatement>;
    try {
      lines = parseStatement(text, layout);
    } catch (err) {
      if (err instanceof StatementError) throw AppError.badRequest(err.message);
      throw err;
    }
    const orders = await unpaidOrders(this.app.db);
    return {
      lines: lines.length,
      matches: matchStatement(
        lines,
        orders.map((o) => ({ ...o, status: o.status as TransferOrderStatus })),
      ),
    };
  }
}
