import { notificationPreferences, userRoles } from '@traspasa/shared/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    email: text().notNull(),
    /** argon2id hash (decision 011); the spec calls the column "password". */
    password: text().notNull(),
    fullName: text(),
    role: text().notNull().default('buyer'),
    secondaryRole: text(),
    avatarUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    subscriptionStatus: text(),
    subscriptionTier: text(),
    packageCount: integer().notNull().default(0),
    subscriptionExpiryDate: timestamp({ withTimezone: true }),
    gracePeriodEndDate: timestamp({ withTimezone: true }),
    lastExpiryNotificationDate: timestamp({ withTimezone: true }),
    expiryReminderSent: boolean().notNull().default(false),
    paidDays: integer().notNull().default(0),
    cedula: text(),
    notificationPreferences: text().notNull().default('all'),
    /** Set by an admin-approved identity verification. */
    identityVerified: boolean().notNull().default(false),
    /** When that approval happened, and which document it checked (decision 100). */
    identityVerifiedAt: timestamp({ withTimezone: true }),
    identityDocumentType: text(),
    /** Suspended accounts cannot sign in; all their sessions are revoked (decision 011). */
    suspendedAt: timestamp({ withTimezone: true }),
    /** Why an admin suspended the account: shown to the person when they try to sign in. */
    suspendedReason: text(),
    suspendedBy: integer(),
    /** The last successful sign-in, kept beside user_logins so user lists sort and show it cheaply. */
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Case-insensitive uniqueness: "Ana" and "ana" are the same person to a human.
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_stripe_customer_id_unique').on(t.stripeCustomerId),
    // Admin user lists: newest first, keyset on (created_at, id).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    check('users_role_check', oneOf(t.role, userRoles)),
    check('users_secondary_role_check', oneOf(t.secondaryRole, userRoles)),
    // Admin is never a secondary role, and a secondary role adds something to the primary.
    check('users_secondary_role_not_admin_check', sql`${t.secondaryRole} <> 'admin'`),
    check('users_secondary_role_distinct_check', sql`${t.secondaryRole} <> ${t.role}`),
    check('users_notification_preferences_check', oneOf(t.notificationPreferences, notificationPreferences)),
    check('users_package_count_check', sql`${t.packageCount} >= 0`),
    check('users_paid_days_check', sql`${t.paidDays} >= 0`),
  ],
);

/**
 * Spec §3 `sessions` (sid, sess, expire). `sid` is the SHA-256 of the token the
 * client holds, never the token itself; `userId` is lifted out of `sess` so
 * "revoke every session of this user" is one indexed delete.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: text().primaryKey(),
    sess: jsonb().$type<SessionData>().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);

export interface SessionData {
  userId: number;
  ip: string | null;
  userAgent: string | null;
}

export const userLogins = pgTable(
  'user_logins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
  },
  (t) => [index('user_logins_user_id_timestamp_idx').on(t.userId, t.timestamp)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the token mailed to the user. */
    token: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    used: boolean().notNull().default(false),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Throttling counters shared by every app instance (nothing that
 * another instance needs may live in one process's memory). One row per hit;
 * old rows are pruned.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bucket: text().notNull(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);

/** Dev outbox: with no SMTP_URL, mail is stored here and printed to the log. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.createdAt)],
);
