import {
  type FormaPagoCode,
  formaPagoCodes,
  type InvoiceDocType,
  invoiceDocTypes,
  invoiceStates,
  type SriMessage,
  type TaxIdType,
  taxIdTypes,
} from '@traspasa/shared/invoices';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.ts';
import { stripeTransactions } from './payments.ts';
import { users } from './users.ts';

// SRI electronic documents (docs/decisions/092). Documents are tax evidence: references from
// them never cascade, like the payments they are issued for (docs/decisions/001).

/** The buyer's identification for their invoices, remembered for the next checkout. */
export const billingIdentities = pgTable(
  'billing_identities',
  {
    // Cascade: the identity is the account's personal data; issued documents keep a snapshot.
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    idType: text().$type<TaxIdType>().notNull(),
    idNumber: text().notNull(),
    legalName: text().notNull(),
    address: text(),
    email: text(),
    ...timestamps,
  },
  (t) => [check('billing_identities_id_type_check', oneOf(t.idType, taxIdTypes))],
);

/**
 * The last secuencial used per (establecimiento, punto de emisión, codDoc). Incremented with
 * one UPDATE … RETURNING inside the paying transaction: the row lock orders concurrent
 * payments and a rolled-back payment gives its number back, so numbers never repeat or skip.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    establishment: text().notNull(),
    emissionPoint: text().notNull(),
    docType: text().notNull(),
    lastNumber: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'invoice_sequences_pkey', columns: [t.establishment, t.emissionPoint, t.docType] }),
    check('invoice_sequences_doc_type_check', oneOf(t.docType, invoiceDocTypes)),
    check('invoice_sequences_last_number_check', sql`${t.lastNumber} between 0 and 999999999`),
  ],
);

/** A buyer as the document names them (a snapshot: later changes do not alter an issued document). */
export interface InvoiceBuyer {
  idType: string;
  idNumber: string;
  legalName: string;
  address: string | null;
  email: string | null;
}

/** One detalle: amounts in cents, `baseCents` without IVA, `ivaCents` its IVA. */
export interface InvoiceLine {
  code: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  baseCents: number;
  ivaCents: number;
}

/** Facturas (01) and notas de crédito (04), from generated to authorised. */
export const electronicDocuments = pgTable(
  'electronic_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    docType: text().$type<InvoiceDocType>().notNull(),
    /** The payment the document is issued for (a factura for its payment, a nota for its refund). */
    transactionId: integer()
      .notNull()
      .references(() => stripeTransactions.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 1 pruebas, 2 producción: part of the clave de acceso. */
    environment: text().notNull(),
    establishment: text().notNull(),
    emissionPoint: text().notNull(),
    sequential: integer().notNull(),
    accessKey: text().notNull(),
    /** fechaEmision: the date in Ecuador when it was issued. */
    issueDate: date({ mode: 'string' }).notNull(),
    buyer: jsonb().$type<InvoiceBuyer>().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    /** totalSinImpuestos (after discounts), totalDescuento, IVA, importeTotal. */
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    ivaCents: integer().notNull(),
    totalCents: integer().notNull(),
    ivaPercent: integer().notNull(),
    /** formaPago as the XML says it: what Traspasa emits now, or an older code (decision 092). */
    paymentMethod: text().$type<FormaPagoCode>().notNull(),
    unsignedXml: text().notNull(),
    signedXml: text(),
    state: text().notNull().default('generada'),
    sriMessages: jsonb().$type<SriMessage[]>().notNull().default([]),
    authorizationNumber: text(),
    authorizedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastAttemptAt: timestamp({ withTimezone: true }),
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** A nota de crédito: the factura it modifies, and why. */
    referencedDocumentId: integer().references((): AnyPgColumn => electronicDocuments.id, {
      onDelete: 'restrict',
    }),
    reason: text(),
    ...timestamps,
  },
  (t) => [
    unique('electronic_documents_doc_type_transaction_id_unique').on(t.docType, t.transactionId),
    unique('electronic_documents_access_key_unique').on(t.accessKey),
    unique('electronic_documents_number_unique').on(
      t.establishment,
      t.emissionPoint,
      t.docType,
      t.sequential,
    ),
    index('electronic_documents_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('electronic_documents_state_next_attempt_at_idx').on(t.state, t.nextAttemptAt),
    index('electronic_documents_referenced_document_id_idx').on(t.referencedDocumentId),
    check('electronic_documents_doc_type_check', oneOf(t.docType, invoiceDocTypes)),
    check('electronic_documents_state_check', oneOf(t.state, invoiceStates)),
    check('electronic_documents_payment_method_check', oneOf(t.paymentMethod, formaPagoCodes)),
    check('electronic_documents_environment_check', sql`${t.environment} in ('1', '2')`),
    check('electronic_documents_access_key_check', sql`${t.accessKey} ~ '^[0-9]{49}$'`),
    check('electronic_documents_sequential_check', sql`${t.sequential} between 1 and 999999999`),
    check(
      'electronic_documents_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.ivaCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.ivaCents}`,
    ),
    check(
      'electronic_documents_credit_note_check',
      sql`(${t.docType} = '04') = (${t.referencedDocumentId} is not null)`,
    ),
  ],
);
