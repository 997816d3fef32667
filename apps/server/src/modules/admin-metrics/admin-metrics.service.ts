import type {
  DashboardPeriod,
  DashboardResponse,
  Kpi,
  RetentionCohort,
  UserMetricsQuery,
  UserMetricsResponse,
} from '@traspasa/shared/admin-metrics';
import { type BusinessStatus, businessStatuses, type UserRole, userRoles } from '@traspasa/shared/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { statsDay } from '../listing-stats/listing-stats.rules.ts';
import {
  activeInLastDays,
  activeSince,
  cohortSizes,
  type DayRow,
  listingCountries,
  liveAgents,
  liveDay,
  liveRetentionWeek,
  messageSendersSince,
  missingDays,
  mondayOf,
  retentionCells,
  roleMix,
  rollUpDays,
  siteVisitorsBetween,
  snapshot,
  storedAgents,
  storedDays,
  valuationLeadsBetween,
} from './admin-metrics.repository.ts';
import { pruneSiteVisitors } from './site-visitors.service.ts';

/** Weeks after sign-up shown in the retention table (week 0 = the sign-up week). */
export const RETENTION_WEEKS = 9;
/** How far back the hourly job fills days that have no roll-up yet. */
const BACKFILL_DAYS = 400;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const minDay = (a: string, b: string) => (a < b ? a : b);

function sum(rows: DayRow[], pick: (r: DayRow) => number): number {
  return rows.reduce((acc, r) => acc + pick(r), 0);
}

/**
 * One roll-up at a time (two requests, or a request and the job, never compute the same days
 * together), with room to group a year of sign-ins in memory instead of spilling to disk.
 */
async function lockRollup(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('traspasa:admin-metrics-rollup'))`);
  await tx.execute(sql`set local work_mem = '128MB'`);
}

/**
 * Rolls up the finished days of [from, to] that have no row yet, under a lock so two
 * requests (or a request and the job) never compute the same days at once.
 */
export async function ensureRolledUp(db: Db, from: string, to: string): Promise<number> {
  if ((await missingDays(db, from, to)).length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockRollup(tx);
    const days = await missingDays(tx, from, to);
    await rollUpDays(tx, days);
    return days.length;
  });
}

/**
 * The hourly job (decision 110): yesterday is recomputed (its listing viewers are still
 * countable then), any missing day of the last BACKFILL_DAYS is filled, and visitor hashes
 * and salts older than yesterday are deleted.
 */
export async function runMetricsRollup(deps: { db: Db }, now = new Date()) {
  const today = statsDay(now);
  const yesterday = addDays(today, -1);
  const filled = await ensureRolledUp(deps.db, addDays(today, -BACKFILL_DAYS), yesterday);
  await deps.db.transaction(async (tx) => {
    await lockRollup(tx);
    await rollUpDays(tx, [yesterday]);
  });
  await pruneSiteVisitors(deps.db, yesterday);
  return { filled };
}

export class AdminMetricsService {
  constructor(private readonly db: Db) {}

  async dashboard(period: DashboardPeriod): Promise<DashboardResponse> {
    const { db } = this;
    const today = statsDay();
    const yesterday = addDays(today, -1);
    const from = addDays(today, -(period - 1));
    const prevFrom = addDays(from, -period);
    const prevTo = addDays(from, -1);
    await ensureRolledUp(db, prevFrom, yesterday);

    const [stored, live, snap, active, senders, visitors, leads, previousLeads] = await Promise.all([
      storedDays(db, prevFrom, yesterday),
      liveDay(db, today),
      snapshot(db),
      activeSince(db, from),
      messageSendersSince(db, from),
      siteVisitorsBetween(db, from, today),
      valuationLeadsBetween(db, from, today),
      valuationLeadsBetween(db, prevFrom, prevTo),
    ]);
    const current = [...stored.filter((r) => r.day >= from), live];
    const previous = stored.filter((r) => r.day <= prevTo);
    const windowOf = (r: DayRow | undefined) =>
      r ? (period === 7 ? r.active7d : period === 30 ? r.active30d : r.active90d) : 0;
    const both = (pick: (r: DayRow) => number): Kpi => ({
      value: sum(current, pick),
      previous: sum(previous, pick),
    });

    const usersByRole = Object.fromEntries(
      userRoles.map((role) => [role, snap.usersByRole[role] ?? 0]),
    ) as Record<UserRole, number>;
    const listingsByStatus = Object.fromEntries(
      businessStatuses.map((status) => [status, snap.listingsByStatus[status] ?? 0]),
    ) as Record<BusinessStatus, number>;
    const usersTotal = Object.values(usersByRole).reduce((a, b) => a + b, 0);
    const signups = both((r) => r.signups);
    const ndasSigned = both((r) => r.ndasSigned);

    return {
      period,
      range: { from, to: today },
      previousRange: { from: prevFrom, to: prevTo },
      generatedAt: new Date().toISOString(),
      kpis: {
        // The accounts of the period's start are those of now less the ones created since.
        usersTotal: { value: usersTotal, previous: usersTotal - signups.value },
        usersByRole,
        signups,
        activeUsers: { value: active, previous: windowOf(previous.find((r) => r.day === prevTo)) },
        listingsByStatus,
        listingsPublished: both((r) => r.listingsPublished),
        pendingModeration: listingsByStatus.pending,
        ndasSigned,
        conversations: both((r) => r.conversations),
        messages: both((r) => r.messages),
        revenueCents: both((r) => r.revenueCents - r.refundsCents),
        activeSubscriptions: snap.activeSubscriptions,
        openReports: snap.openReports,
        pendingIdentity: snap.pendingIdentity,
        unresolvedErrors: snap.unresolvedErrors,
        pendingFeedback: snap.pendingFeedback,
        valuationLeads: { value: leads, previous: previousLeads },
      },
      series: current.map((r) => ({
        day: r.day,
        signups: r.signups,
        listingsPublished: r.listingsPublished,
        ndasSigned: r.ndasSigned,
        messages: r.messages,
        revenueCents: r.revenueCents - r.refundsCents,
      })),
      funnel: [
        { step: 'visitors', value: visitors },
        { step: 'registered', value: signups.value },
        { step: 'listingViewed', value: sum(current, (r) => r.listingViewers) },
        { step: 'ndaSigned', value: ndasSigned.value },
        { step: 'messageSent', value: senders },
      ],
    };
  }

  async userMetrics({ from, to }: UserMetricsQuery): Promise<UserMetricsResponse> {
    const { db } = this;
    const today = statsDay();
    if (to > today) throw AppError.invalidField('to', 'La fecha final no puede ser posterior a hoy.');
    const yesterday = addDays(today, -1);
    const firstWeek = mondayOf(from);
    const lastWeek = mondayOf(to);
    const currentWeek = mondayOf(today);
    // Days whose roll-up the answer reads: the range, and the weeks its cohorts are followed into.
    await ensureRolledUp(db, firstWeek, minDay(yesterday, addDays(lastWeek, RETENTION_WEEKS * 7 - 1)));
    const includesToday = to === today;
    const storedTo = minDay(to, yesterday);

    const [stored, live, sizes, cells, liveCells, roles, agents, todayAgents, countries, wau, mau] =
      await Promise.all([
        storedDays(db, from, storedTo),
        includesToday ? liveDay(db, today) : null,
        cohortSizes(db, firstWeek, minDay(today, addDays(lastWeek, 6))),
        retentionCells(db, firstWeek, lastWeek),
        liveRetentionWeek(db, currentWeek),
        roleMix(db, from, to),
        storedAgents(db, from, storedTo),
        includesToday ? liveAgents(db, today) : [],
        listingCountries(db, 10),
        includesToday ? activeInLastDays(db, today, 7) : null,
        includesToday ? activeInLastDays(db, today, 30) : null,
      ]);
    const daily = live ? [...stored, live] : stored;
    const endRow = stored.find((r) => r.day === to);

    const cellMap = new Map<string, number>();
    for (const c of cells)
      if (c.activityWeek !== currentWeek) cellMap.set(`${c.cohortWeek}|${c.activityWeek}`, c.users);
    for (const c of liveCells) cellMap.set(`${c.cohortWeek}|${c.activityWeek}`, c.users);
    const retention: RetentionCohort[] = [];
    for (let week = firstWeek; week <= lastWeek; week = addDays(week, 7)) {
      const begun = Math.round((Date.parse(currentWeek) - Date.parse(week)) / (7 * 86_400_000)) + 1;
      const retained: number[] = [];
      for (let k = 0; k < Math.min(RETENTION_WEEKS, begun); k++) {
        retained.push(cellMap.get(`${week}|${addDays(week, 7 * k)}`) ?? 0);
      }
      retention.push({ week, size: sizes.get(week) ?? 0, retained });
    }

    const devices = new Map<string, number>();
    const browsers = new Map<string, number>();
    for (const a of [...agents, ...todayAgents]) {
      devices.set(a.device, (devices.get(a.device) ?? 0) + a.logins);
      browsers.set(a.browser, (browsers.get(a.browser) ?? 0) + a.logins);
    }
    const ranked = (m: Map<string, number>) =>
      [...m.entries()]
        .map(([label, count]) => ({ label, count }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'));

    const roleRows = new Map(roles.map((r) => [r.role, r]));
    return {
      range: { from, to },
      daily: daily.map((r) => ({
        day: r.day,
        signups: r.signups,
        logins: r.logins,
        activeUsers: r.activeUsers,
      })),
      totals: { signups: sum(daily, (r) => r.signups), logins: sum(daily, (r) => r.logins) },
      activity: {
        dauAverage: daily.length
          ? Math.round((sum(daily, (r) => r.activeUsers) / daily.length) * 10) / 10
          : 0,
        wau: wau ?? endRow?.active7d ?? 0,
        mau: mau ?? endRow?.active30d ?? 0,
      },
      retentionWeeks: RETENTION_WEEKS,
      retention,
      roles: userRoles.map((role) => ({
        role,
        total: roleRows.get(role)?.total ?? 0,
        signups: roleRows.get(role)?.signups ?? 0,
      })),
      devices: ranked(devices),
      browsers: ranked(browsers),
      countries,
    };
  }
}
