import {
  negotiationStatuses,
  type OfferTerms,
  offerSides,
  offerVersionStatuses,
  signingPurposes,
} from '@traspasa/shared/offers';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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

// Offers and letters of intent (decision 170). Every reference is `restrict`: a negotiation is
// evidence, like an NDA (decision 060), and outlives account or listing clean-ups.

/** Versioned letter-of-intent templates; `sha256` is the hash of the exact content. */
export const loiDocuments = pgTable(
  'loi_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    version: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    sha256: text().notNull(),
    isActive: boolean().notNull().default(true),
    /** Null for version 1, written by the migration. */
    publishedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loi_documents_version_unique').on(t.version),
    uniqueIndex('loi_documents_one_active_unique').on(t.isActive).where(sql`${t.isActive}`),
  ],
);

/** One negotiation between a buyer and a listing's seller: a sequence of versions. */
export const negotiations = pgTable(
  'negotiations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    buyerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text().notNull().default('open'),
    /** Made while the listing was reserved (decision 171): not acceptable until it is released. */
    backup: boolean().notNull().default(false),
    /** The accepted version (no foreign key: the two tables reference each other). */
    acceptedVersionId: integer(),
    acceptedAt: timestamp({ withTimezone: true }),
    signedAt: timestamp({ withTimezone: true }),
    /** When it reached a terminal status (rejected, withdrawn, lapsed, released, closed). */
    endedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('negotiations_status_check', oneOf(t.status, negotiationStatuses)),
    check('negotiations_parties_check', sql`${t.buyerId} <> ${t.sellerId}`),
    // The listing is held by at most one accepted or signed negotiation (decision 170).
    uniqueIndex('negotiations_one_holding_unique')
      .on(t.businessId)
      .where(sql`${t.status} in ('accepted', 'signed')`),
    // A buyer has at most one live negotiation per listing: a new offer is a counter in it.
    uniqueIndex('negotiations_one_live_per_buyer_unique')
      .on(t.businessId, t.buyerId)
      .where(sql`${t.status} in ('open', 'accepted', 'signed')`),
    index('negotiations_business_id_idx').on(t.businessId, t.status),
    index('negotiations_buyer_id_idx').on(t.buyerId, t.updatedAt),
    index('negotiations_seller_id_idx').on(t.sellerId, t.updatedAt),
    // The lapse job: accepted ones waiting for signatures.
    index('negotiations_accepted_at_idx').on(t.acceptedAt).where(sql`${t.status} = 'accepted'`),
  ],
);

/** One version of the offer: the terms, the letter rendered from them and its SHA-256. */
export const offerVersions = pgTable(
  'offer_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    negotiationId: integer()
      .notNull()
      .references(() => negotiations.id, { onDelete: 'restrict' }),
    number: integer().notNull(),
    authorSide: text().notNull(),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    terms: jsonb().$type<OfferTerms>().notNull(),
    /** The price of the terms, as a column for sorting and the closed-price statistics. */
    priceCents: bigint({ mode: 'number' }).notNull(),
    loiDocumentId: integer()
      .notNull()
      .references(() => loiDocuments.id, { onDelete: 'restrict' }),
    renderedText: text().notNull(),
    textSha256: text().notNull(),
    status: text().notNull().default('open'),
    validUntil: date({ mode: 'string' }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    rejectReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('offer_versions_number_unique').on(t.negotiationId, t.number),
    // Only one version is open at a time.
    uniqueIndex('offer_versions_one_open_unique').on(t.negotiationId).where(sql`${t.status} = 'open'`),
    check('offer_versions_status_check', oneOf(t.status, offerVersionStatuses)),
    check('offer_versions_author_side_check', oneOf(t.authorSide, offerSides)),
    check('offer_versions_price_check', sql`${t.priceCents} > 0`),
    // The lapse job: open versions by validity.
    index('offer_versions_open_valid_until_idx').on(t.validUntil).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Append-only, hash-chained evidence log per negotiation (decision 170, built as decision 060's).
 * The migration adds a trigger that rejects UPDATE and DELETE: keep it when regenerating.
 */
export const negotiationEvents = pgTable(
  'negotiation_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    negotiationId: integer()
      .notNull()
      .references(() => negotiations.id, { onDelete: 'restrict' }),
    /** 1, 2, 3… within the negotiation. */
    seq: integer().notNull(),
    eventType: text().notNull(),
    versionId: integer().references(() => offerVersions.id, { onDelete: 'restrict' }),
    /** Null for what the platform does on its own (the lapse job). */
    actorUserId: integer().references(() => users.id, { onDelete: 'restrict' }),
    ipAddress: text(),
    userAgent: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    prevHash: text(),
    hash: text().notNull(),
  },
  (t) => [
    uniqueIndex('negotiation_events_hash_unique').on(t.hash),
    unique('negotiation_events_seq_unique').on(t.negotiationId, t.seq),
    unique('negotiation_events_chain_unique').on(t.negotiationId, t.prevHash).nullsNotDistinct(),
  ],
);

/**
 * One-time signing codes (as `nda_signature_codes`, decision 060), for any `purpose`: the
 * accepted version (`subjectId` = its id) or an exclusivity extension (decision 171).
 */
export const offerSigningCodes = pgTable(
  'offer_signing_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    negotiationId: integer()
      .notNull()
      .references(() => negotiations.id, { onDelete: 'restrict' }),
    purpose: text().notNull(),
    subjectId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    codeHash: text().notNull(),
    salt: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offer_signing_codes_subject_idx').on(t.purpose, t.subjectId, t.userId, t.createdAt),
    check('offer_signing_codes_purpose_check', oneOf(t.purpose, signingPurposes)),
    check('offer_signing_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** A party's signature of a subject: typed full name, verified code, what text was signed. */
export const offerSignatures = pgTable(
  'offer_signatures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    negotiationId: integer()
      .notNull()
      .references(() => negotiations.id, { onDelete: 'restrict' }),
    purpose: text().notNull(),
    subjectId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    side: text().notNull(),
    typedName: text().notNull(),
    /** SHA-256 of the text signed (the accepted version's letter, or the extension's text). */
    textSha256: text().notNull(),
    codeId: integer()
      .notNull()
      .references(() => offerSigningCodes.id, { onDelete: 'restrict' }),
    ipAddress: text(),
    userAgent: text(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('offer_signatures_once_unique').on(t.purpose, t.subjectId, t.userId),
    index('offer_signatures_negotiation_idx').on(t.negotiationId),
    check('offer_signatures_purpose_check', oneOf(t.purpose, signingPurposes)),
    check('offer_signatures_side_check', oneOf(t.side, offerSides)),
  ],
);
