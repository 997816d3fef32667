import { enhancedSignatureStatuses, ndaStatuses } from '@traspasa/shared/enums';
import { listingAccessStates } from '@traspasa/shared/listing-access';
import { ndaEventTypes } from '@traspasa/shared/ndas';
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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

/** Versioned NDA texts; `documentHash` is the SHA-256 of the exact content shown. */
export const ndaDocuments = pgTable(
  'nda_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    version: text().notNull().default('1.0'),
    title: text().notNull().default('Acuerdo de Confidencialidad'),
    content: text().notNull(),
    documentHash: text().notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('nda_documents_version_unique').on(t.version),
    // At most one active text; activating a new version deactivates the old one in the same transaction.
    uniqueIndex('nda_documents_one_active_unique').on(t.isActive).where(sql`${t.isActive}`),
  ],
);

/**
 * One NDA per (buyer, business): signing twice returns the existing row, and a
 * rejected one is re-used for the retry. Every reference is `restrict`: this is
 * legal evidence and must outlive account or listing clean-ups.
 */
export const ndas = pgTable(
  'ndas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ndaDocumentId: integer()
      .notNull()
      .references(() => ndaDocuments.id, { onDelete: 'restrict' }),
    status: text().notNull().default('pending'),
    enhancedSignatureStatus: text().notNull().default('no_requerida'),
    /** Server time of the clickwrap acceptance. */
    clickwrapAcceptedAt: timestamp({ withTimezone: true }),
    /** The signer's local time exactly as the browser reported it (with its offset). */
    clickwrapAcceptedAtLocal: text(),
    ipAddress: text(),
    userAgent: text(),
    documentHash: text(),
    documentVersion: text(),
    enhancedSignatureMethod: text(),
    enhancedSignatureProvider: text(),
    enhancedSignatureDocumentId: text(),
    enhancedSignatureCompletedAt: timestamp({ withTimezone: true }),
    signedAt: timestamp({ withTimezone: true }),
    firmadoPor: text(),
    fechaFirma: timestamp({ withTimezone: true }),
    idDocumentFrontUrl: text(),
    idDocumentBackUrl: text(),
    signedDocumentUrl: text(),
    documentDownloadedAt: timestamp({ withTimezone: true }),
    documentsUploadedAt: timestamp({ withTimezone: true }),
    uploadDeadline: timestamp({ withTimezone: true }),
    canReupload: boolean().notNull().default(true),
    adminNotes: text(),
    /** Set by the deadline job once the 24 h reminder mail went out (never twice). */
    deadlineReminderSentAt: timestamp({ withTimezone: true }),
    // Access the seller controls (decision 062). Existing and immediate NDAs are `granted`; on
    // an approval listing the NDA is `requested` and `accessRequestedAt` is set once it is signed.
    accessState: text().notNull().default('granted'),
    accessMessage: text(),
    accessRequestedAt: timestamp({ withTimezone: true }),
    accessDecidedAt: timestamp({ withTimezone: true }),
    accessDecidedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    accessReason: text(),
    /** Set once the 7-day reminder went to the seller (never twice). */
    accessReminderSentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Also serves lookups by user_id (leading column).
    unique('ndas_user_id_business_id_unique').on(t.userId, t.businessId),
    index('ndas_business_id_idx').on(t.businessId),
    // The admin queue of scanned agreements waiting for review.
    index('ndas_uploads_waiting_idx')
      .on(t.documentsUploadedAt)
      .where(sql`${t.status} = 'pending' and ${t.enhancedSignatureStatus} = 'subida_fisica'`),
    check('ndas_status_check', oneOf(t.status, ndaStatuses)),
    check('ndas_access_state_check', oneOf(t.accessState, listingAccessStates)),
    // The reminder and expiry job's open requests.
    index('ndas_access_requested_idx')
      .on(t.accessRequestedAt)
      .where(sql`${t.accessState} = 'requested' and ${t.status} = 'signed'`),
    check(
      'ndas_enhanced_signature_status_check',
      oneOf(t.enhancedSignatureStatus, enhancedSignatureStatuses),
    ),
    // A signed NDA without its clickwrap evidence would be worthless.
    check(
      'ndas_signed_evidence_check',
      sql`${t.status} <> 'signed' or (${t.clickwrapAcceptedAt} is not null and ${t.documentHash} is not null and ${t.documentVersion} is not null)`,
    ),
  ],
);

/**
 * Append-only, hash-chained evidence log (decision 060). `hash` = SHA-256 over
 * prevHash and this event's fields; the chain is per NDA and the unique
 * (nda_id, prev_hash) forbids forks. The init migration adds a trigger that
 * rejects UPDATE and DELETE: keep it when regenerating migrations.
 */
export const ndaEvents = pgTable(
  'nda_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ndaId: integer()
      .notNull()
      .references(() => ndas.id, { onDelete: 'restrict' }),
    eventType: text().notNull(),
    /** Null for events the system records on its own (e.g. deadline expiry). */
    actorUserId: integer().references(() => users.id, { onDelete: 'restrict' }),
    ipAddress: text(),
    userAgent: text(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null only for the first event of an NDA. */
    prevHash: text(),
    hash: text().notNull(),
  },
  (t) => [
    uniqueIndex('nda_events_hash_unique').on(t.hash),
    unique('nda_events_chain_unique').on(t.ndaId, t.prevHash).nullsNotDistinct(),
    index('nda_events_nda_id_created_at_idx').on(t.ndaId, t.createdAt),
    check('nda_events_event_type_check', oneOf(t.eventType, ndaEventTypes)),
  ],
);

/**
 * One-time codes of the electronic signature (decision 060). Only a keyed hash of
 * the code is stored (HMAC-SHA-256 keyed with this row's random salt; there is no
 * server secret, so it only keeps the code out of plain sight: decision 060);
 * a code dies after NDA_CODE_MAX_ATTEMPTS wrong tries, on expiry or once used.
 */
export const ndaSignatureCodes = pgTable(
  'nda_signature_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ndaId: integer()
      .notNull()
      .references(() => ndas.id, { onDelete: 'restrict' }),
    codeHash: text().notNull(),
    salt: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nda_signature_codes_nda_id_created_at_idx').on(t.ndaId, t.createdAt),
    check('nda_signature_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
