import { feedbackStatuses } from '@traspasa/shared/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.ts';
import { users } from './users.ts';

/** Feedback from anyone, signed in or not; `category` and `priority` are free text (no spec value set). */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text(),
    email: text(),
    message: text().notNull(),
    status: text().notNull().default('pending'),
    response: text(),
    respondedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp({ withTimezone: true }),
    category: text().notNull().default('general'),
    priority: text().notNull().default('normal'),
    /** Where it was sent from, for spam review. */
    ipAddress: text(),
    userAgent: text(),
    /** The page the person was on when they wrote. */
    pageUrl: text(),
    ...timestamps,
  },
  (t) => [
    index('feedback_messages_status_idx').on(t.status, t.createdAt),
    index('feedback_messages_created_at_idx').on(t.createdAt),
    index('feedback_messages_user_id_idx').on(t.userId),
    check('feedback_messages_status_check', oneOf(t.status, feedbackStatuses)),
  ],
);

/** Leads left by the valuation calculator. */
export const valuationCalculatorInterests = pgTable(
  'valuation_calculator_interests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    fullName: text(),
    email: text().notNull(),
    industry: text(),
    annualRevenue: numeric({ precision: 14, scale: 2 }),
    annualProfit: numeric({ precision: 14, scale: 2 }),
    yearsOperation: integer(),
    calculatedValuation: numeric({ precision: 14, scale: 2 }),
    multiplierUsed: numeric({ precision: 4, scale: 2 }),
    isAuthenticated: boolean().notNull().default(false),
    ipAddress: text(),
    userAgent: text(),
    // The rest of what was entered and the range shown (decision 120).
    country: text(),
    city: text(),
    assetsValue: numeric({ precision: 14, scale: 2 }),
    trend: text(),
    ownerHoursPerWeek: integer(),
    valuationLow: numeric({ precision: 14, scale: 2 }),
    valuationHigh: numeric({ precision: 14, scale: 2 }),
    /** The consent the person ticked (LOPDP): its words, version and time. */
    consentText: text(),
    consentVersion: text(),
    consentedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('valuation_calculator_interests_created_at_idx').on(t.createdAt),
    index('valuation_calculator_interests_industry_idx').on(t.industry, t.id),
    index('valuation_calculator_interests_user_id_idx').on(t.userId),
    check(
      'valuation_calculator_interests_numbers_check',
      sql`${t.annualRevenue} >= 0 and ${t.yearsOperation} >= 0 and ${t.calculatedValuation} >= 0 and ${t.multiplierUsed} >= 0`,
    ),
  ],
);
