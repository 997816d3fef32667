import { bankAccountTypes, transferOrderStatuses } from '@traspasa/shared/transfers';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.ts';
import { stripeTransactions, subscriptions } from './payments.ts';
import { users } from './users.ts';

// Bank transfer and deposit payments (docs/decisions/094). A transfer order is the
// bank-side face of one `stripe_transactions` row: the pipeline pays that row, as for a card.
// Accounting evidence: references never cascade (docs/decisions/001).

/** The platform's accounts that receive transfers and deposits; deactivated, never deleted. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bank: text().notNull(),
    accountType: text().notNull(),
    number: text().notNull(),
    holder: text().notNull(),
    ruc: text().notNull(),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('bank_accounts_account_type_check', oneOf(t.accountType, bankAccountTypes)),
    uniqueIndex('bank_accounts_bank_number_unique').on(t.bank, t.number),
  ],
);

export const transferOrders = pgTable(
  'transfer_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The payment this order pays; one order per transaction. */
    transactionId: integer()
      .notNull()
      .references(() => stripeTransactions.id, { onDelete: 'restrict' })
      .unique('transfer_orders_transaction_id_unique'),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** `TP-XXXX-XX`, what the buyer writes in the transfer's description. */
    reference: text().notNull().unique('transfer_orders_reference_unique'),
    amountCents: integer().notNull(),
    status: text().notNull().default('esperando_pago'),
    /** checkout (a first payment) or renewal (a yearly plan's next year). */
    kind: text().notNull().default('checkout'),
    /** Renewals: the subscription and the period end it renews from (one order per period). */
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'restrict' }),
    renewsPeriodEnd: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rejectionReason: text(),
    claimedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    claimedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** Renewals: the reference was mailed. */
    mailedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('transfer_orders_status_check', oneOf(t.status, transferOrderStatuses)),
    check('transfer_orders_kind_check', sql`${t.kind} in ('checkout', 'renewal')`),
    check('transfer_orders_amount_check', sql`${t.amountCents} >= 0`),
    check(
      'transfer_orders_renewal_check',
      sql`(${t.kind} = 'renewal') = (${t.subscriptionId} is not null and ${t.renewsPeriodEnd} is not null)`,
    ),
    index('transfer_orders_user_id_idx').on(t.userId, t.createdAt),
    index('transfer_orders_status_idx').on(t.status, t.updatedAt),
    index('transfer_orders_open_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('esperando_pago', 'por_conciliar', 'rechazada')`),
    uniqueIndex('transfer_orders_renewal_unique').on(t.subscriptionId, t.renewsPeriodEnd),
  ],
);

/** A receipt the buyer uploaded for an order (several partial transfers are allowed). */
export const transferReceipts = pgTable(
  'transfer_receipts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => transferOrders.id, { onDelete: 'restrict' }),
    /** Private storage key (decision 040); never sent to a client. */
    fileKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    bankTransactionNumber: text(),
    amountCents: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transfer_receipts_order_id_idx').on(t.orderId),
    check('transfer_receipts_content_type_check', sql`${t.contentType} in ('image/jpeg', 'application/pdf')`),
    check('transfer_receipts_amount_check', sql`${t.amountCents} is null or ${t.amountCents} > 0`),
  ],
);

/** The bank statement's column layout, remembered for the next upload (one row). */
export const transferStatementSettings = pgTable(
  'transfer_statement_settings',
  {
    id: integer().primaryKey(),
    layout: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('transfer_statement_settings_single_check', sql`${t.id} = 1`)],
);
