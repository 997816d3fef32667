import { FUNDS_BANDS, fundsDocumentMimes, fundsStatuses } from '@traspasa/shared/funds';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './columns.ts';
import { users } from './users.ts';

/**
 * Proof of funds (decision 104): one row per upload of a bank certificate or statement. The
 * document is private (storage key, never a URL) and deleted 30 days after the decision; the
 * decision and the band stay. An approval is a badge until `expiresAt` (approval + 90 days).
 * Rows go with the account (cascade).
 */
export const fundsVerifications = pgTable(
  'funds_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    declaredBand: text().notNull(),
    /** The band the reviewer confirmed: the declared one or a lower one. */
    approvedBand: text(),
    status: text().notNull().default('pending'),
    /** Private storage keys of the document (one file today); emptied when it is deleted. */
    documentKeys: text().array().notNull().default(sql`'{}'`),
    documentMime: text(),
    documentSize: integer(),
    claimedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** When an admin approved or rejected it; the retention counts from here. */
    decidedAt: timestamp({ withTimezone: true }),
    /** The reviewer's Spanish reason for a rejection, as the buyer reads it. */
    rejectionReason: text(),
    /** Approval + 90 days: the badge's end. */
    expiresAt: timestamp({ withTimezone: true }),
    /** When the buyer was mailed that the badge ends in 7 days (once). */
    expiryReminderSentAt: timestamp({ withTimezone: true }),
    /** When the retention job deleted the document. */
    documentsDeletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('funds_verifications_user_idx').on(t.userId, t.createdAt),
    index('funds_verifications_status_created_idx').on(t.status, t.createdAt),
    // One open upload per user at a time.
    uniqueIndex('funds_verifications_one_open_unique')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'in_review')`),
    // The expiry and reminder sweeps: approvals by their end.
    index('funds_verifications_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'approved'`),
    // The retention sweep: decided uploads that still hold a document.
    index('funds_verifications_retention_idx')
      .on(t.decidedAt)
      .where(sql`${t.documentsDeletedAt} is null and ${t.decidedAt} is not null`),
    check('funds_verifications_status_check', oneOf(t.status, fundsStatuses)),
    check('funds_verifications_declared_band_check', oneOf(t.declaredBand, FUNDS_BANDS)),
    check(
      'funds_verifications_approved_band_check',
      sql`${t.approvedBand} is null or ${oneOf(t.approvedBand, FUNDS_BANDS)}`,
    ),
    check(
      'funds_verifications_mime_check',
      sql`${t.documentMime} is null or ${oneOf(t.documentMime, fundsDocumentMimes)}`,
    ),
  ],
);
