import { savedSearchFrequencies } from '@traspasa/shared/saved-searches';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * A buyer's saved search (decision 150). `filters` is the filter model of /businesses
 * as saved; the columns after it are the same filters normalised as the search compares them,
 * so one SQL statement can test every saved search against one newly approved listing.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    filters: jsonb().$type<Record<string, string | number | boolean>>().notNull(),
    frequency: text().notNull().default('instant'),
    /** Paused (by its owner or the mail's unsubscribe link): matches nothing until resumed. */
    pausedAt: timestamp({ withTimezone: true }),
    /** The listings matched after this are "new" on the dashboard. */
    lastVisitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The filters as the search evaluates them (businesses-search.repository.ts `filterSql`).
    category: text(),
    /** lower(country). */
    countryLower: text(),
    /** immutable_unaccent(lower(location)) with \ % _ escaped: a LIKE '%…%' fragment. */
    locationPattern: text(),
    minPrice: numeric(),
    maxPrice: numeric(),
    minRevenue: numeric(),
    maxRevenue: numeric(),
    minProfit: numeric(),
    maxProfit: numeric(),
    withPhotos: boolean().notNull().default(false),
    includeSold: boolean().notNull().default(false),
    /** websearch_to_tsquery('spanish', immutable_unaccent(q)), as the search builds it. */
    query: tsquery(),
    /**
     * "category|country" with "*" for any: the matcher probes the four keys a listing can
     * satisfy through one index, then tests the other filters on those candidates only.
     */
    matchKey: text().generatedAlwaysAs(sql`coalesce(category, '*') || '|' || coalesce(country_lower, '*')`),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_user_id_idx').on(t.userId, t.id),
    index('saved_searches_match_key_idx').on(t.matchKey).where(sql`paused_at is null`),
    check('saved_searches_frequency_check', oneOf(t.frequency, savedSearchFrequencies)),
  ],
);

/** A listing a saved search found: the bell's item and the mail's card. Never twice per search. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    /** pending → sent, or skipped (the owner wants no mail, paused the search, or the listing left). */
    mailStatus: text().notNull().default('pending'),
    mailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_search_alerts_search_business_unique').on(t.savedSearchId, t.businessId),
    index('saved_search_alerts_user_idx').on(t.userId, t.id),
    index('saved_search_alerts_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('saved_search_alerts_pending_idx').on(t.savedSearchId).where(sql`${t.mailStatus} = 'pending'`),
    index('saved_search_alerts_business_idx').on(t.businessId),
    check('saved_search_alerts_mail_status_check', oneOf(t.mailStatus, ['pending', 'sent', 'skipped'])),
  ],
);

/**
 * Listings approved and not yet matched against the saved searches: written in the approval's
 * transaction, drained by the `saved-search-alerts` job (decision 061's queue carries no payload).
 */
export const savedSearchMatchQueue = pgTable('saved_search_match_queue', {
  businessId: integer()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
