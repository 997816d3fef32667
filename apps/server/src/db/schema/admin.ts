import { errorLogLevels } from '@traspasa/shared/enums';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { oneOf } from './columns.ts';
import { users } from './users.ts';

type Json = Record<string, unknown>;

/** Audit trail of admin and dashboard actions. */
export const dashboardLogs = pgTable(
  'dashboard_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    description: text(),
    metadata: jsonb().$type<Json>(),
    /** What the action was done to (e.g. 'user', 'business', 'feedback'), for the audit screen's filter and link. */
    targetType: text(),
    targetId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dashboard_logs_created_at_idx').on(t.createdAt),
    index('dashboard_logs_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('dashboard_logs_action_created_at_idx').on(t.action, t.createdAt),
    index('dashboard_logs_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);

/** Errors reported by the client (the error report payload of POST /api/error-logs) and by the server. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    level: text().notNull().default('error'),
    message: text().notNull(),
    stack: text(),
    source: text(),
    endpoint: text(),
    method: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userAgent: text(),
    ip: text(),
    metadata: jsonb().$type<Json>(),
    resolved: boolean().notNull().default(false),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    resolution: text(),
    /** The group this occurrence belongs to: a hash of message, source and top stack frame (decision 111). */
    fingerprint: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('error_logs_created_at_idx').on(t.createdAt),
    index('error_logs_fingerprint_created_at_idx').on(t.fingerprint, t.createdAt),
    index('error_logs_user_id_idx').on(t.userId),
    index('error_logs_resolved_created_at_idx').on(t.resolved, t.createdAt),
    check('error_logs_level_check', oneOf(t.level, errorLogLevels)),
  ],
);

/**
 * One row per error fingerprint (decision 111): the admin's error list reads these instead of
 * grouping error_logs on every visit. Kept current by the insert of each occurrence;
 * a resolved group that happens again reopens (resolved back to false, reopenedAt set).
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    fingerprint: text().primaryKey(),
    level: text().notNull().default('error'),
    message: text().notNull(),
    source: text(),
    endpoint: text(),
    method: text(),
    /** The top stack frame the fingerprint used, when there was one. */
    topFrame: text(),
    occurrences: integer().notNull().default(0),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolved: boolean().notNull().default(false),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    resolution: text(),
    reopenedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('error_groups_resolved_last_seen_idx').on(t.resolved, t.lastSeenAt),
    check('error_groups_level_check', oneOf(t.level, errorLogLevels)),
  ],
);

/**
 * Every read of a private file (decision 040: ID documents, NDA uploads, listing
 * documents). NDA-scoped downloads also go to nda_events as evidence; this log
 * covers the reads that have no NDA, such as an admin opening a cédula.
 */
export const fileAccessLogs = pgTable(
  'file_access_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: who read someone's ID document must not vanish with a clean-up.
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Storage key of the file read. */
    fileKey: text().notNull(),
    /** What the file belongs to, e.g. 'identity_verification', 'nda', 'business'. */
    subjectType: text().notNull(),
    subjectId: integer().notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('file_access_logs_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('file_access_logs_user_id_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Creates a client may retry after a dropped connection (decision 080): the key the client
 * sent (`Idempotency-Key`), stored in the same transaction as the record it created, so a
 * retry finds that record instead of making a second one. Kept for a day (decision 080).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the key was used for, e.g. `business.create`: one key may serve several kinds. */
    scope: text().notNull(),
    key: text().notNull(),
    /** A hash of what was asked (the request body): the same key with other data is refused. */
    fingerprint: text().notNull(),
    resourceId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
