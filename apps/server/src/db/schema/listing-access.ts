import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * Every change of a listing's access settings (decision 062): mode, the funds and identity
 * requirements, before and after. The buyer-by-buyer history (request, approval, decline,
 * reminder, expiry, revocation) is in the NDA's hash-chained events instead.
 */
export const listingAccessChanges = pgTable(
  'listing_access_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    before: jsonb().$type<Record<string, unknown>>().notNull(),
    after: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_access_changes_business_id_idx').on(t.businessId, t.createdAt)],
);
