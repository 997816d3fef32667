import { buyingTimelines, fundingMethods } from '@traspasa/shared/buyer-profiles';
import { businessCategories } from '@traspasa/shared/enums';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

const arrayOf = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`);

/**
 * What a buyer tells sellers about themselves (decision 103): one row per person, removed with
 * the account. Amounts in cents (bigint: the money input goes up to $10¹¹).
 */
export const buyerProfiles = pgTable(
  'buyer_profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentation: text(),
    experience: text(),
    /** Listing categories (`businessCategories`). */
    sectors: text().array().notNull().default(sql`'{}'::text[]`),
    /** Cities or provinces as the listings write them, free text. */
    places: text().array().notNull().default(sql`'{}'::text[]`),
    priceMinCents: bigint({ mode: 'number' }),
    priceMaxCents: bigint({ mode: 'number' }),
    fundingMethods: text().array().notNull().default(sql`'{}'::text[]`),
    timeline: text(),
    linkedinUrl: text(),
    companyName: text(),
    ...timestamps,
  },
  (t) => [
    check(
      'buyer_profiles_price_range_check',
      sql`${t.priceMinCents} is null or ${t.priceMaxCents} is null or ${t.priceMinCents} <= ${t.priceMaxCents}`,
    ),
    check(
      'buyer_profiles_price_positive_check',
      sql`coalesce(${t.priceMinCents}, 0) >= 0 and coalesce(${t.priceMaxCents}, 0) >= 0`,
    ),
    check('buyer_profiles_sectors_check', sql`${t.sectors} <@ ${arrayOf(businessCategories)}`),
    check('buyer_profiles_funding_methods_check', sql`${t.fundingMethods} <@ ${arrayOf(fundingMethods)}`),
    check('buyer_profiles_timeline_check', oneOf(t.timeline, buyingTimelines)),
  ],
);
