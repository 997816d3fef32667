import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errorGroups, errorLogs } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { fingerprintError } from './fingerprint.rules.ts';

export type NewErrorLog = Omit<typeof errorLogs.$inferInsert, 'fingerprint'>;
export type ErrorGroupRow = typeof errorGroups.$inferSelect;

/**
 * Stores one occurrence with its fingerprint and keeps its group current, in one
 * statement: the group gains an occurrence and its last-seen time, takes the newest
 * level/endpoint, and a resolved group reopens (resolved false, reopenedAt now).
 */
export async function recordErrorLog(db: Db, entry: NewErrorLog): Promise<void> {
  const { fingerprint, topFrame } = fingerprintError(entry);
  const level = entry.level ?? 'error';
  const message = entry.message.slice(0, 2000);
  // A server error's group names the route's pattern (/api/businesses/:id), not one path.
  const route = entry.metadata?.route;
  const groupEndpoint = typeof route === 'string' ? route : (entry.endpoint ?? null);
  await db.execute(sql`
    with grouped as (
      insert into error_groups (fingerprint, level, message, source, endpoint, method, top_frame, occurrences, first_seen_at, last_seen_at)
      values (${fingerprint}, ${level}, ${message}, ${entry.source ?? null}, ${groupEndpoint},
              ${entry.method ?? null}, ${topFrame}, 1, now(), now())
      on conflict (fingerprint) do update set
        occurrences = error_groups.occurrences + 1,
        last_seen_at = now(),
        level = excluded.level,
        message = excluded.message,
        endpoint = coalesce(excluded.endpoint, error_groups.endpoint),
        method = coalesce(excluded.method, error_groups.method),
        reopened_at = case when error_groups.resolved then now() else error_groups.reopened_at end,
        resolved = false
      returning fingerprint
    )
    insert into error_logs (level, message, stack, source, endpoint, method, user_id, user_agent, ip, metadata, fingerprint)
    select ${level}, ${message}, ${entry.stack ?? null}, ${entry.source ?? null}, ${entry.endpoint ?? null},
           ${entry.method ?? null}, ${entry.userId ?? null}, ${entry.userAgent ?? null}, ${entry.ip ?? null},
           ${entry.metadata ? JSON.stringify(entry.metadata) : null}::jsonb, fingerprint
    from grouped`);
}

const BACKFILL_BATCH = 500;

/**
 * Occurrences stored before fingerprints existed get theirs and are counted into their
 * groups. Idempotent and safe to run from several instances at once: rows are taken under
 * an advisory lock, only those still without a fingerprint, in batches; a group built from
 * old rows is not reopened (those rows are history, not a new occurrence).
 */
export async function backfillFingerprints(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('error_logs.fingerprint-backfill'))`);
      const rows = await tx
        .select()
        .from(errorLogs)
        .where(isNull(errorLogs.fingerprint))
        .orderBy(asc(errorLogs.id))
        .limit(BACKFILL_BATCH);
      const groups = new Map<
        string,
        { row: (typeof rows)[number]; topFrame: string | null; count: number; first: Date; last: Date }
      >();
      for (const row of rows) {
        const fp = fingerprintError(row);
        await tx.update(errorLogs).set({ fingerprint: fp.fingerprint }).where(eq(errorLogs.id, row.id));
        const g = groups.get(fp.fingerprint);
        if (!g) {
          groups.set(fp.fingerprint, {
            row,
            topFrame: fp.topFrame,
            count: 1,
            first: row.createdAt,
            last: row.createdAt,
          });
        } else {
          g.count += 1;
          if (row.createdAt < g.first) g.first = row.createdAt;
          if (row.createdAt >= g.last) {
            g.last = row.createdAt;
            g.row = row;
          }
        }
      }
      for (const [fingerprint, g] of groups) {
        const route = g.row.metadata?.route;
        const endpoint = typeof route === 'string' ? route : g.row.endpoint;
        await tx.execute(sql`
          insert into error_groups (fingerprint, level, message, source, endpoint, method, top_frame, occurrences, first_seen_at, last_seen_at)
          values (${fingerprint}, ${g.row.level}, ${g.row.message}, ${g.row.source}, ${endpoint},
                  ${g.row.method}, ${g.topFrame}, ${g.count}, ${g.first.toISOString()}, ${g.last.toISOString()})
          on conflict (fingerprint) do update set
            occurrences = error_groups.occurrences + excluded.occurrences,
            first_seen_at = least(error_groups.first_seen_at, excluded.first_seen_at),
            last_seen_at = greatest(error_groups.last_seen_at, excluded.last_seen_at)`);
      }
      return rows.length;
    });
    done += n;
    if (n < BACKFILL_BATCH) return done;
  }
}

export async function hasUnfingerprinted(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: errorLogs.id })
    .from(errorLogs)
    .where(isNull(errorLogs.fingerprint))
    .limit(1);
  return rows.length > 0;
}

export interface GroupFilters {
  status: 'open' | 'resolved' | 'all';
  level?: string;
  source?: string;
  q?: string;
  sort: 'last_seen' | 'count';
  offset: number;
  limit: number;
}

const affectedUsers = sql<number>`(select count(distinct l.user_id)::int from error_logs l where l.fingerprint = error_groups.fingerprint)`;
const resolverName = sql<
  string | null
>`(select coalesce(u.full_name, u.username) from users u where u.id = error_groups.resolved_by)`;

export async function listErrorGroups(db: Db, f: GroupFilters) {
  const where: SQL[] = [];
  if (f.status === 'open') where.push(eq(errorGroups.resolved, false));
  if (f.status === 'resolved') where.push(eq(errorGroups.resolved, true));
  if (f.level) where.push(eq(errorGroups.level, f.level));
  if (f.source) where.push(eq(errorGroups.source, f.source));
  if (f.q) {
    const like = containsPattern(f.q);
    where.push(
      or(
        ilike(errorGroups.message, like),
        ilike(errorGroups.endpoint, like),
        ilike(errorGroups.topFrame, like),
        eq(errorGroups.fingerprint, f.q.toLowerCase()),
      )!,
    );
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const order =
    f.sort === 'count'
      ? [desc(errorGroups.occurrences), desc(errorGroups.lastSeenAt), asc(errorGroups.fingerprint)]
      : [desc(errorGroups.lastSeenAt), asc(errorGroups.fingerprint)];
  const [items, [total]] = await Promise.all([
    db
      .select({ group: errorGroups, affectedUsers, resolvedByName: resolverName })
      .from(errorGroups)
      .where(condition)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(errorGroups).where(condition),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findErrorGroup(db: Db, fingerprint: string) {
  const [row] = await db
    .select({ group: errorGroups, affectedUsers, resolvedByName: resolverName })
    .from(errorGroups)
    .where(eq(errorGroups.fingerprint, fingerprint));
  return row ?? null;
}

export async function latestOccurrences(db: Db, fingerprint: string, limit: number) {
  return db
    .select({
      log: errorLogs,
      userName: sql<string | null>`coalesce(${users.fullName}, ${users.username})`,
      userEmail: users.email,
    })
    .from(errorLogs)
    .leftJoin(users, eq(users.id, errorLogs.userId))
    .where(eq(errorLogs.fingerprint, fingerprint))
    .orderBy(desc(errorLogs.createdAt), desc(errorLogs.id))
    .limit(limit);
}

export async function setGroupResolved(
  db: Db,
  fingerprint: string,
  values: { resolved: true; by: number; note: string | null } | { resolved: false },
) {
  const [row] = await db
    .update(errorGroups)
    .set(
      values.resolved
        ? { resolved: true, resolvedAt: new Date(), resolvedBy: values.by, resolution: values.note }
        : { resolved: false, reopenedAt: new Date() },
    )
    .where(and(eq(errorGroups.fingerprint, fingerprint), eq(errorGroups.resolved, !values.resolved)))
    .returning();
  return row ?? null;
}
