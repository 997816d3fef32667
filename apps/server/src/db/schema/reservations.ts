import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf } from './columns.ts';
import { users } from './users.ts';

export const reservationStatuses = ['active', 'released', 'closed'] as const;

/**
 * A listing reserved for the buyer of a signed offer (decision 171): exclusivity from `startsAt`
 * to `endsAt`. At most one active per listing. `closedPriceCents` is the agreed price of a
 * closed deal: private (never in a public answer; the valuation comparables read it only in
 * aggregate, groups of at least 5).
 */
export const listingReservations = pgTable(
  'listing_reservations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: a reservation is the consequence of signed evidence; the listing is not deleted under it.
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    /** The negotiation whose accepted offer both parties signed (offers module, decision 170). */
    negotiationId: integer().notNull(),
    buyerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text().notNull().default('active'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** The exclusivity's end; a signed extension moves it. */
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The reminder 3 days before the end, sent once per end date (reset by an extension). */
    reminderSentAt: timestamp({ withTimezone: true }),
    /** The notice at the end (extend or release), sent once per end date. */
    endNoticeSentAt: timestamp({ withTimezone: true }),
    closedPriceCents: bigint({ mode: 'bigint' }),
    closedAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    /** Who released it (the seller or an admin); null while active or once closed. */
    releasedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    releaseReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One reservation at a time per listing.
    uniqueIndex('listing_reservations_active_unique').on(t.businessId).where(sql`${t.status} = 'active'`),
    uniqueIndex('listing_reservations_negotiation_unique').on(t.negotiationId),
    // The reminder and end-of-exclusivity job walks active reservations by their end.
    index('listing_reservations_active_ends_idx').on(t.endsAt).where(sql`${t.status} = 'active'`),
    // The valuation comparables: closed prices per category, in aggregate.
    index('listing_reservations_closed_idx').on(t.businessId).where(sql`${t.status} = 'closed'`),
    index('listing_reservations_buyer_id_idx').on(t.buyerId),
    check('listing_reservations_status_check', oneOf(t.status, reservationStatuses)),
    check('listing_reservations_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'listing_reservations_closed_check',
      sql`(${t.status} = 'closed') = (${t.closedPriceCents} is not null and ${t.closedAt} is not null)`,
    ),
    check('listing_reservations_closed_price_check', sql`${t.closedPriceCents} > 0`),
  ],
);

export const reservationExtensionStatuses = ['proposed', 'signed', 'withdrawn', 'superseded'] as const;

/**
 * An extension of the exclusivity (decision 171): the seller proposes N days and signs with their
 * typed name; the buyer confirms with their typed name and a 6-digit code mailed to them (stored
 * as an HMAC keyed with the row's salt, like the NDA codes of decision 060). Signed, it moves the
 * reservation's end by `days`.
 */
export const reservationExtensions = pgTable(
  'reservation_extensions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer()
      .notNull()
      .references(() => listingReservations.id, { onDelete: 'restrict' }),
    days: integer().notNull(),
    status: text().notNull().default('proposed'),
    sellerSignedName: text().notNull(),
    proposedAt: timestamp({ withTimezone: true }).notNull(),
    proposedIp: text(),
    proposedUserAgent: text(),
    codeHash: text(),
    codeSalt: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    codeAttempts: integer().notNull().default(0),
    buyerSignedName: text(),
    buyerSignedAt: timestamp({ withTimezone: true }),
    buyerIp: text(),
    buyerUserAgent: text(),
    /** The reservation's end once signed. */
    newEndsAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reservation_extensions_open_unique')
      .on(t.reservationId)
      .where(sql`${t.status} = 'proposed'`),
    check('reservation_extensions_status_check', oneOf(t.status, reservationExtensionStatuses)),
    check('reservation_extensions_days_check', sql`${t.days} between 1 and 90`),
    check('reservation_extensions_attempts_check', sql`${t.codeAttempts} >= 0`),
    check(
      'reservation_extensions_signed_check',
      sql`(${t.status} = 'signed') = (${t.buyerSignedAt} is not null and ${t.newEndsAt} is not null)`,
    ),
  ],
);
