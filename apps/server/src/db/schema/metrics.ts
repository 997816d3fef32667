import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The admin dashboard's daily roll-up (decision 110): one row
 * per finished day (America/Guayaquil), computed from the source tables by the
 * `admin-metrics-rollup` job and recomputed when missing. Today is never stored: the
 * endpoints compute it live. Everything here can be rebuilt from the source tables.
 */
export const metricsDaily = pgTable(
  'metrics_daily',
  {
    day: date({ mode: 'string' }).primaryKey(),
    signups: integer().notNull().default(0),
    logins: integer().notNull().default(0),
    /** Distinct users with a sign-in or a message sent that day. */
    activeUsers: integer().notNull().default(0),
    /** Distinct active users in the 7, 30 and 90 days ending that day (the previous period's KPI). */
    active7d: integer().notNull().default(0),
    active30d: integer().notNull().default(0),
    active90d: integer().notNull().default(0),
    /** Listings approved by an admin that day (dashboard_logs 'business.approve'). */
    listingsPublished: integer().notNull().default(0),
    ndasSigned: integer().notNull().default(0),
    conversations: integer().notNull().default(0),
    messages: integer().notNull().default(0),
    /** Distinct people who sent a message that day. */
    messageSenders: integer().notNull().default(0),
    /** USD cents: payments made that day (succeeded or later refunded), and refunds made that day. */
    revenueCents: bigint({ mode: 'number' }).notNull().default(0),
    refundsCents: bigint({ mode: 'number' }).notNull().default(0),
    /** Distinct listing viewers (business_view_visitors) while kept, else the day's unique views. */
    listingViewers: integer().notNull().default(0),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'metrics_daily_counts_check',
      sql`${t.signups} >= 0 and ${t.logins} >= 0 and ${t.activeUsers} >= 0 and ${t.messages} >= 0`,
    ),
  ],
);

/** Sign-ins per day by device and browser family, parsed from user_logins.user_agent at roll-up. */
export const metricsDailyAgents = pgTable(
  'metrics_daily_agents',
  {
    day: date({ mode: 'string' }).notNull(),
    device: text().notNull(),
    browser: text().notNull(),
    logins: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.device, t.browser] })],
);

/**
 * Weekly retention: of the people who signed up in `cohortWeek` (Monday), how many signed in
 * during `activityWeek`. The job recomputes the current and the previous activity week.
 */
export const metricsRetention = pgTable(
  'metrics_retention',
  {
    cohortWeek: date({ mode: 'string' }).notNull(),
    activityWeek: date({ mode: 'string' }).notNull(),
    users: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cohortWeek, t.activityWeek] }),
    index('metrics_retention_activity_week_idx').on(t.activityWeek),
  ],
);

/**
 * Cookieless unique visitors of the web app (the funnel's first step): one counter per day,
 * written when the HTML document is served to someone who is not a bot.
 */
export const siteDailyVisitors = pgTable('site_daily_visitors', {
  day: date({ mode: 'string' }).primaryKey(),
  visitors: integer().notNull().default(0),
});

/**
 * Today's (and yesterday's) visitor hashes, for one-per-day counting: SHA-256 of the day's
 * random salt, IP and browser, never the IP itself. Older rows are pruned.
 */
export const siteVisitorHashes = pgTable(
  'site_visitor_hashes',
  {
    day: date({ mode: 'string' }).notNull(),
    visitorHash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

/**
 * The random salt of each day, shared by every app instance so a visitor counts once
 * whichever instance answers; deleted after two days, so old hashes cannot be linked to an IP.
 */
export const siteVisitorSalts = pgTable('site_visitor_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});
