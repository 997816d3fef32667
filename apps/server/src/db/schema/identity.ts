import { identityVerificationStatuses } from '@traspasa/shared/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Cédula + selfie checks. Facial images are sensitive biometric data (LOPDP):
 * consent is recorded, images are deleted after review + retention, and the rows
 * go with the account (cascade). An approval sets users.identityVerified.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text().notNull(),
    documentNumber: text().notNull(),
    documentImages: text().array().notNull().default(sql`'{}'`),
    selfieImage: text(),
    status: text().notNull().default('pending'),
    verifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text(),
    notes: text(),
    verifiedAt: timestamp({ withTimezone: true }),
    /** When the user gave explicit consent to the stated purpose and retention (DESIGN.md §5). */
    consentAt: timestamp({ withTimezone: true }).notNull(),
    /** When the retention job erased the images; the decision itself is kept. */
    imagesDeletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('identity_verifications_user_id_status_idx').on(t.userId, t.status),
    index('identity_verifications_status_created_at_idx').on(t.status, t.createdAt),
    // One open request per user at a time.
    uniqueIndex('identity_verifications_one_pending_unique').on(t.userId).where(sql`${t.status} = 'pending'`),
    check('identity_verifications_status_check', oneOf(t.status, identityVerificationStatuses)),
  ],
);
