import { identityVerificationStatuses } from '@traspasa/shared/enums';
import type { IdentityAssist } from '@traspasa/shared/identity';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

/** What the history of a request records (append-only, decision 100). */
export const identityEventActions = [
  'created',
  'image_viewed',
  'approved',
  'rejected',
  'images_deleted',
  'ocr_checked',
] as const;
export type IdentityEventAction = (typeof identityEventActions)[number];

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
    /** ISO 3166-1 alpha-2: the document's country, or the passport's. */
    documentCountry: text(),
    /**
     * The normalised number while the request is reviewed; once the images are erased
     * (retention) only its hint stays here: the hash is what the duplicate check needs.
     */
    documentNumber: text().notNull(),
    /** Last characters only ("••••1234"): what the person and the lists show. */
    documentNumberHint: text(),
    /** HMAC-SHA256 (hex) of country, type and normalised number with the server's key. */
    documentNumberHash: text(),
    /** Private storage keys (never URLs): `…/front.jpg` and, except passports, `…/back.jpg`. */
    documentImages: text().array().notNull().default(sql`'{}'`),
    /** Private storage key of the selfie holding the document. */
    selfieImage: text(),
    status: text().notNull().default('pending'),
    verifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text(),
    notes: text(),
    verifiedAt: timestamp({ withTimezone: true }),
    /** When an admin approved or rejected it; retention counts from here. */
    decidedAt: timestamp({ withTimezone: true }),
    /** When the user gave explicit consent to the stated purpose and retention (decision 100). */
    consentAt: timestamp({ withTimezone: true }).notNull(),
    /** The version of the consent text accepted (IDENTITY_CONSENT_VERSION), its IP and browser. */
    consentVersion: text(),
    consentIp: text(),
    consentUserAgent: text(),
    /** The assistive checks (OCR, MRZ, duplicate): filled off the request path, never a decision. */
    assist: jsonb().$type<IdentityAssist>(),
    /** When the retention job erased the images; the decision itself is kept. */
    imagesDeletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('identity_verifications_user_id_status_idx').on(t.userId, t.status),
    index('identity_verifications_status_created_at_idx').on(t.status, t.createdAt),
    // The duplicate check: another account approved with the same number.
    index('identity_verifications_number_hash_idx')
      .on(t.documentNumberHash)
      .where(sql`${t.status} = 'approved'`),
    // The retention sweep: decided requests that still hold images.
    index('identity_verifications_retention_idx')
      .on(t.decidedAt)
      .where(sql`${t.imagesDeletedAt} is null and ${t.status} <> 'pending'`),
    // One open request per user at a time.
    uniqueIndex('identity_verifications_one_pending_unique').on(t.userId).where(sql`${t.status} = 'pending'`),
    check('identity_verifications_status_check', oneOf(t.status, identityVerificationStatuses)),
  ],
);

/**
 * The history of a request: who did what and when (created, each image view, the
 * decision, the assistive check, the erasure). Rows are never changed (a trigger refuses
 * updates); they go only with their request, i.e. with the account.
 */
export const identityVerificationEvents = pgTable(
  'identity_verification_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    verificationId: integer()
      .notNull()
      .references(() => identityVerifications.id, { onDelete: 'cascade' }),
    /** Null for the server's own jobs (assist, retention). */
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    /** Spanish, as the reviewer reads it ("Vio la foto del anverso"). */
    detail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_verification_events_verification_idx').on(t.verificationId, t.createdAt),
    index('identity_verification_events_actor_idx').on(t.actorUserId),
    check('identity_verification_events_action_check', oneOf(t.action, identityEventActions)),
  ],
);

/**
 * Keys the server generates once and keeps (e.g. the identity number HMAC key when
 * IDENTITY_HASH_KEY is not set): every instance reads the same value.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
