import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { STATS_TIME_ZONE } from '../listing-stats/listing-stats.rules.ts';
import { agentFamily } from './agents.rules.ts';

/**
 * SQL of the admin metrics (decision 110). Days are calendar days in America/Guayaquil,
 * like the listing statistics; a day's bounds are its local midnights as timestamptz, so
 * every slice is an index range on the source table's time column.
 */
const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

/** Local midnight that starts `day` (a date expression), as timestamptz. */
const startOf = (day: SQL) => sql`((${day})::timestamp at time zone ${TZ})`;

export interface DayRow {
  day: string;
  signups: number;
  logins: number;
  activeUsers: number;
  active7d: number;
  active30d: number;
  active90d: number;
  listingsPublished: number;
  ndasSigned: number;
  conversations: number;
  messages: number;
  messageSenders: number;
  revenueCents: number;
  refundsCents: number;
  listingViewers: number;
}

const toInt = (v: unknown) => Number(v ?? 0);

function toDayRow(r: Record<string, unknown>): DayRow {
  return {
    day: String(r.day),
    signups: toInt(r.signups),
    logins: toInt(r.logins),
    activeUsers: toInt(r.active_users),
    active7d: toInt(r.active7d),
    active30d: toInt(r.active30d),
    active90d: toInt(r.active90d),
    listingsPublished: toInt(r.listings_published),
    ndasSigned: toInt(r.ndas_signed),
    conversations: toInt(r.conversations),
    messages: toInt(r.messages),
    messageSenders: toInt(r.message_senders),
    revenueCents: toInt(r.revenue_cents),
    refundsCents: toInt(r.refunds_cents),
    listingViewers: toInt(r.listing_viewers),
  };
}

/**
 * The counted numbers of each day of `b` (a relation with day, lo, hi): everything
 * metrics_daily stores except the active users, which `activeByDay` computes for many days at once.
 */
function dayNumbers(): SQL {
  const lo = sql`b.lo`;
  const hi = sql`b.hi`;
  return sql`
    b.day::text as day,
    (select count(*)::int from users where created_at >= ${lo} and created_at < ${hi}) as signups,
    (select count(*)::int from user_logins where "timestamp" >= ${lo} and "timestamp" < ${hi}) as logins,
    (select count(distinct coalesce(target_id::text, metadata->>'businessId'))::int from dashboard_logs
      where action = 'business.approve' and created_at >= ${lo} and created_at < ${hi}) as listings_published,
    (select count(*)::int from ndas where status = 'signed' and signed_at >= ${lo} and signed_at < ${hi}) as ndas_signed,
    (select count(*)::int from conversations where created_at >= ${lo} and created_at < ${hi}) as conversations,
    (select count(*)::int from chat_messages where created_at >= ${lo} and created_at < ${hi}) as messages,
    (select count(distinct sender_id)::int from chat_messages where created_at >= ${lo} and created_at < ${hi}) as message_senders,
    (select coalesce(sum(round(amount * 100)), 0)::bigint from stripe_transactions
      where status in ('succeeded', 'refunded') and lower(currency) = 'usd'
        and created_at >= ${lo} and created_at < ${hi}) as revenue_cents,
    (select coalesce(sum(round(amount * 100)), 0)::bigint from stripe_transactions
      where status = 'refunded' and lower(currency) = 'usd'
        and coalesce((metadata->>'refundedAt')::timestamptz, updated_at) >= ${lo}
        and coalesce((metadata->>'refundedAt')::timestamptz, updated_at) < ${hi}) as refunds_cents,
    (case when exists (select 1 from business_view_visitors where day = b.day)
      then (select count(distinct visitor_hash) from business_view_visitors where day = b.day)
      else (select coalesce(sum(views), 0) from business_daily_stats where day = b.day)
    end)::int as listing_viewers`;
}

/**
 * Distinct active users (a sign-in or a message) of each day from `first` to `last`, and of
 * the 7, 30 and 90 days ending each of them, in one pass: every active (user, day) counts
 * for the days from itself until the user's next active day or the end of the window, so
 * a running sum of +1/−1 events gives every day's distinct count without a scan per day.
 */
async function activeByDay(db: Db, first: string, last: string) {
  const res = await db.execute<{ day: string; a1: number; a7: number; a30: number; a90: number }>(sql`
    with ud as (
      select distinct user_id, (ts at time zone ${TZ})::date as day from (
        select user_id, "timestamp" as ts from user_logins
        where "timestamp" >= ${startOf(sql`${first}::date - 89`)} and "timestamp" < ${startOf(sql`${last}::date + 1`)}
        union all
        select sender_id, created_at from chat_messages
        where created_at >= ${startOf(sql`${first}::date - 89`)} and created_at < ${startOf(sql`${last}::date + 1`)}
      ) x
    ),
    n as (select day, lead(day) over (partition by user_id order by day) as next from ud),
    ev as (
      select day as d, 1 as a1, 1 as a7, 1 as a30, 1 as a90 from n
      union all select day + 1, -1, 0, 0, 0 from n
      union all select least(coalesce(next, day + 7), day + 7), 0, -1, 0, 0 from n
      union all select least(coalesce(next, day + 30), day + 30), 0, 0, -1, 0 from n
      union all select least(coalesce(next, day + 90), day + 90), 0, 0, 0, -1 from n
    ),
    per_day as (select d, sum(a1) a1, sum(a7) a7, sum(a30) a30, sum(a90) a90 from ev group by d),
    -- Every day from the first event on, so the running sums carry over days without events.
    running as (
      select g.d::date as day, sum(coalesce(p.a1, 0)) over w as a1, sum(coalesce(p.a7, 0)) over w as a7,
             sum(coalesce(p.a30, 0)) over w as a30, sum(coalesce(p.a90, 0)) over w as a90
      from generate_series(${first}::date - 89, ${last}::date, interval '1 day') g(d)
      left join per_day p on p.d = g.d::date
      window w as (order by g.d)
    )
    select day::text as day, a1::int, a7::int, a30::int, a90::int from running
    where day between ${first}::date and ${last}::date`);
  return new Map(res.rows.map((r) => [r.day, r]));
}

const boundsOf = (
  days: SQL,
) => sql`(select d.day, ${startOf(sql`d.day`)} as lo, ${startOf(sql`d.day + 1`)} as hi
  from (select unnest(${days}::date[]) as day) d) b`;

/** Days of [from, to] without a roll-up row. */
export async function missingDays(db: Db, from: string, to: string): Promise<string[]> {
  if (from > to) return [];
  const res = await db.execute<{ day: string }>(sql`
    select g.day::date::text as day from generate_series(${from}::date, ${to}::date, interval '1 day') g(day)
    where not exists (select 1 from metrics_daily m where m.day = g.day::date)
    order by 1`);
  return res.rows.map((r) => r.day);
}

/**
 * Computes and stores the roll-up of finished `days` (idempotent: a day is replaced): the
 * daily numbers, the sign-ins by device and browser, and the retention cells of their weeks.
 */
export async function rollUpDays(db: Db, days: string[]): Promise<void> {
  if (days.length === 0) return;
  const list = `{${days.join(',')}}`;
  const sorted = [...days].sort();
  const active = await activeByDay(db, sorted[0]!, sorted.at(-1)!);
  const activity = days.map((day) => active.get(day) ?? { day, a1: 0, a7: 0, a30: 0, a90: 0 });
  await db.execute(sql`
    insert into metrics_daily (day, signups, logins, active_users, active7d, active30d, active90d,
      listings_published, ndas_signed, conversations, messages, message_senders, revenue_cents,
      refunds_cents, listing_viewers)
    select n.day::date, n.signups, n.logins, a.a1, a.a7, a.a30, a.a90,
      n.listings_published, n.ndas_signed, n.conversations, n.messages, n.message_senders,
      n.revenue_cents, n.refunds_cents, n.listing_viewers
    from ${boundsOf(sql`${list}`)}
    cross join lateral (select ${dayNumbers()}) n
    join (select * from json_to_recordset(${JSON.stringify(activity)}::json)
      as x(day date, a1 int, a7 int, a30 int, a90 int)) a on a.day = b.day
    on conflict (day) do update set
      signups = excluded.signups, logins = excluded.logins, active_users = excluded.active_users,
      active7d = excluded.active7d, active30d = excluded.active30d, active90d = excluded.active90d,
      listings_published = excluded.listings_published, ndas_signed = excluded.ndas_signed,
      conversations = excluded.conversations, messages = excluded.messages,
      message_senders = excluded.message_senders, revenue_cents = excluded.revenue_cents,
      refunds_cents = excluded.refunds_cents, listing_viewers = excluded.listing_viewers,
      computed_at = now()`);

  const agents = await agentsOfDays(db, list);
  await db.execute(sql`delete from metrics_daily_agents where day = any(${list}::date[])`);
  if (agents.length > 0) {
    await db.execute(sql`
      insert into metrics_daily_agents (day, device, browser, logins)
      select * from unnest(${`{${agents.map((a) => a.day).join(',')}}`}::date[],
        ${pgTextArray(agents.map((a) => a.device))}::text[],
        ${pgTextArray(agents.map((a) => a.browser))}::text[],
        ${`{${agents.map((a) => a.logins).join(',')}}`}::int[])`);
  }

  const weeks = [...new Set(days.map(mondayOf))];
  await rollUpRetentionWeeks(db, weeks);
}

/** A text[] literal with every element quoted. */
function pgTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** Sign-ins of the days, grouped by device and browser family (parsed here, not in SQL). */
async function agentsOfDays(db: Db, list: string) {
  const res = await db.execute<{ day: string; user_agent: string | null; n: number }>(sql`
    select (l."timestamp" at time zone ${TZ})::date::text as day, l.user_agent, count(*)::int as n
    from ${boundsOf(sql`${list}`)}
    join user_logins l on l."timestamp" >= b.lo and l."timestamp" < b.hi
    group by 1, 2`);
  const sums = new Map<string, { day: string; device: string; browser: string; logins: number }>();
  for (const row of res.rows) {
    const { device, browser } = agentFamily(row.user_agent);
    const key = `${row.day}\n${device}\n${browser}`;
    const entry = sums.get(key) ?? { day: row.day, device, browser, logins: 0 };
    entry.logins += Number(row.n);
    sums.set(key, entry);
  }
  return [...sums.values()];
}

/** Monday of the week of `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** Recomputes the retention cells of whole activity weeks (Mondays). */
export async function rollUpRetentionWeeks(db: Db, weeks: string[]): Promise<void> {
  if (weeks.length === 0) return;
  const list = `{${weeks.join(',')}}`;
  await db.execute(sql`delete from metrics_retention where activity_week = any(${list}::date[])`);
  await db.execute(sql`
    insert into metrics_retention (cohort_week, activity_week, users)
    select r.cohort_week, r.activity_week, r.users from (
      select date_trunc('week', u.created_at at time zone ${TZ})::date as cohort_week,
             w.week as activity_week, count(distinct l.user_id)::int as users
      from (select unnest(${list}::date[]) as week) w
      join user_logins l on l."timestamp" >= ${startOf(sql`w.week`)} and l."timestamp" < ${startOf(sql`w.week + 7`)}
      join users u on u.id = l.user_id
      group by 1, 2
    ) r where r.cohort_week <= r.activity_week`);
}

/** The current (unfinished) week's retention cells, computed live. */
export async function liveRetentionWeek(db: Db, week: string) {
  const res = await db.execute<{ cohort_week: string; users: number }>(sql`
    select date_trunc('week', u.created_at at time zone ${TZ})::date::text as cohort_week,
           count(distinct l.user_id)::int as users
    from user_logins l join users u on u.id = l.user_id
    where l."timestamp" >= ${startOf(sql`${week}::date`)}
    group by 1`);
  return res.rows.map((r) => ({ cohortWeek: r.cohort_week, activityWeek: week, users: Number(r.users) }));
}

export async function storedDays(db: Db, from: string, to: string): Promise<DayRow[]> {
  const res = await db.execute<Record<string, unknown>>(sql`
    select day::text as day, signups, logins, active_users, active7d, active30d, active90d,
      listings_published, ndas_signed, conversations, messages, message_senders, revenue_cents,
      refunds_cents, listing_viewers
    from metrics_daily where day between ${from}::date and ${to}::date order by day`);
  return res.rows.map(toDayRow);
}

/** Today's numbers, live (no windows: the endpoints count the period's active users themselves). */
export async function liveDay(db: Db, day: string): Promise<DayRow> {
  const res = await db.execute<Record<string, unknown>>(sql`
    select ${dayNumbers()} from ${boundsOf(sql`${`{${day}}`}`)}`);
  return { ...toDayRow(res.rows[0]!), activeUsers: await activeSince(db, day) };
}

/**
 * Distinct users who signed in or sent a message from the start of `from` until now. Live
 * periods end now, so users.last_login_at (written with every sign-in, in the same
 * statement as the user_logins row) answers "signed in since": one pass over users
 * instead of a distinct over the period's sign-ins.
 */
export async function activeSince(db: Db, from: string): Promise<number> {
  const since = startOf(sql`${from}::date`);
  const res = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from users u
    where u.last_login_at >= ${since}
       or u.id in (select sender_id from chat_messages where created_at >= ${since})`);
  return Number(res.rows[0]?.n ?? 0);
}

/** Distinct people who sent a message from the start of `from` until now. */
export async function messageSendersSince(db: Db, from: string): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    select count(distinct sender_id)::int as n from chat_messages where created_at >= ${startOf(sql`${from}::date`)}`);
  return Number(res.rows[0]?.n ?? 0);
}

export async function siteVisitorsBetween(db: Db, from: string, to: string): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    select coalesce(sum(visitors), 0)::int as n from site_daily_visitors where day between ${from}::date and ${to}::date`);
  return Number(res.rows[0]?.n ?? 0);
}

/** Valuation leads left (with consent) between two Ecuador days, both included (decision 102). */
export async function valuationLeadsBetween(db: Db, from: string, to: string): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from valuation_calculator_interests
    where created_at >= ${startOf(sql`${from}::date`)} and created_at < ${startOf(sql`${to}::date + 1`)}`);
  return Number(res.rows[0]?.n ?? 0);
}

export interface Snapshot {
  usersByRole: Record<string, number>;
  listingsByStatus: Record<string, number>;
  activeSubscriptions: number;
  openReports: number;
  pendingIdentity: number;
  unresolvedErrors: number;
  pendingFeedback: number;
}

/** What stands now: accounts by role, listings by status and the queues. One round trip. */
export async function snapshot(db: Db): Promise<Snapshot> {
  const res = await db.execute<Record<string, unknown>>(sql`
    select
      (select coalesce(json_object_agg(role, n), '{}') from (select role, count(*)::int n from users group by role) r) as roles,
      (select coalesce(json_object_agg(status, n), '{}') from (select status, count(*)::int n from businesses group by status) s) as statuses,
      (select count(*)::int from subscriptions where status in ('active', 'trialing')) as subscriptions,
      (select count(*)::int from business_reports where status = 'pending') as reports,
      (select count(*)::int from identity_verifications where status = 'pending') as identity,
      (select count(*)::int from error_groups where resolved = false) as errors,
      (select count(*)::int from feedback_messages where status = 'pending') as feedback`);
  const r = res.rows[0]!;
  return {
    usersByRole: r.roles as Record<string, number>,
    listingsByStatus: r.statuses as Record<string, number>,
    activeSubscriptions: toInt(r.subscriptions),
    openReports: toInt(r.reports),
    pendingIdentity: toInt(r.identity),
    unresolvedErrors: toInt(r.errors),
    pendingFeedback: toInt(r.feedback),
  };
}

/** Sign-ups per cohort week (Monday) for weeks from `fromWeek` on. */
export async function cohortSizes(db: Db, fromWeek: string, toDay: string) {
  const res = await db.execute<{ week: string; n: number }>(sql`
    select date_trunc('week', created_at at time zone ${TZ})::date::text as week, count(*)::int as n
    from users
    where created_at >= ${startOf(sql`${fromWeek}::date`)} and created_at < ${startOf(sql`${toDay}::date + 1`)}
    group by 1`);
  return new Map(res.rows.map((r) => [r.week, Number(r.n)]));
}

export async function retentionCells(db: Db, fromWeek: string, toWeek: string) {
  const res = await db.execute<{ cohort_week: string; activity_week: string; users: number }>(sql`
    select cohort_week::text, activity_week::text, users from metrics_retention
    where cohort_week between ${fromWeek}::date and ${toWeek}::date`);
  return res.rows.map((r) => ({
    cohortWeek: r.cohort_week,
    activityWeek: r.activity_week,
    users: Number(r.users),
  }));
}

/** Accounts by role now, and sign-ups in [from, to] by role. */
export async function roleMix(db: Db, from: string, to: string) {
  const res = await db.execute<{ role: string; total: number; signups: number }>(sql`
    select role, count(*)::int as total,
      (count(*) filter (where created_at >= ${startOf(sql`${from}::date`)} and created_at < ${startOf(sql`${to}::date + 1`)}))::int as signups
    from users group by role`);
  return res.rows.map((r) => ({ role: r.role, total: Number(r.total), signups: Number(r.signups) }));
}

export async function storedAgents(db: Db, from: string, to: string) {
  const res = await db.execute<{ device: string; browser: string; logins: number }>(sql`
    select device, browser, sum(logins)::int as logins from metrics_daily_agents
    where day between ${from}::date and ${to}::date group by 1, 2`);
  return res.rows.map((r) => ({ device: r.device, browser: r.browser, logins: Number(r.logins) }));
}

/** Today's sign-ins by device and browser, live. */
export async function liveAgents(db: Db, day: string) {
  return (await agentsOfDays(db, `{${day}}`)).map(({ device, browser, logins }) => ({
    device,
    browser,
    logins,
  }));
}

/** Published listings by country, most first. */
export async function listingCountries(db: Db, limit: number) {
  const res = await db.execute<{ country: string | null; n: number }>(sql`
    select country, count(*)::int as n from businesses where status in ('approved', 'reserved', 'sold')
    group by country order by n desc, country limit ${limit}`);
  return res.rows.map((r) => ({ label: r.country ?? 'Sin país', count: Number(r.n) }));
}

/** Distinct active users in the `days` days ending today (live). */
export async function activeInLastDays(db: Db, today: string, days: number): Promise<number> {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return activeSince(db, from);
}
