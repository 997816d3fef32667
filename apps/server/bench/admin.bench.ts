/**
 * Admin metrics benchmark (decision 110): a
 * scratch embedded PostgreSQL with 100,000 users, 100,000 listings, 1,000,000 sign-ins,
 * 1,000,000 listing views (unique visitor-days, in business_daily_stats), 200,000 messages,
 * NDAs, approvals and payments over the last 400 days, all generated set-based with
 * generate_series. The daily roll-up is built once (timed: what the job does on a first
 * deployment), then the real app answers GET /api/admin/dashboard and
 * GET /api/admin/user-metrics over HTTP on a loopback port, one request at a time.
 * Prints a table and, as the last line, one JSON object.
 *
 *   npm run bench:admin -- --users 100000 --requests 200
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/client.ts';
import * as repo from '../src/modules/admin-metrics/admin-metrics.repository.ts';
import { addDays, runMetricsRollup } from '../src/modules/admin-metrics/admin-metrics.service.ts';
import { statsDay } from '../src/modules/listing-stats/listing-stats.rules.ts';
import { fmt, percentile, printTable, round, verdict } from './report.ts';
import { benchServerEnv, openScratch, type Scratch } from './scratch.ts';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '100000' },
    logins: { type: 'string', default: '1000000' },
    messages: { type: 'string', default: '200000' },
    requests: { type: 'string', default: '200' },
  },
});
const USERS = Number(args.users);
const LISTINGS = Number(args.listings);
const LOGINS = Number(args.logins);
const MESSAGES = Number(args.messages);
const REQUESTS = Number(args.requests);
const SELLERS = 5_000;
const HISTORY_DAYS = 400;
const TARGET_DASHBOARD_MS = 150;
const TARGET_METRICS_MS = 300;

const log = (msg: string) => process.stderr.write(`${msg}\n`);

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
];

async function timed<T>(label: string, fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  const ms = performance.now() - started;
  log(`  ${label}: ${fmt(ms / 1000)} s`);
  return [result, ms];
}

/** Everything but the listings (openScratch makes those and their sellers), set-based. */
async function generateActivity(pool: pg.Pool) {
  const days = HISTORY_DAYS;
  // Buyers, consultants and admins up to USERS, sign-ups spread over the history (more lately).
  await pool.query(
    `insert into users (username, email, password, full_name, role, created_at)
     select 'persona' || g, 'persona' || g || '@bench.traspasa.test', 'bench-account-without-login', 'Persona ' || g,
            case when g % 50 = 0 then 'consultant' when g % 997 = 0 then 'admin' else 'buyer' end,
            now() - (power(random(), 0.7) * $2::int) * interval '1 day'
     from generate_series(1, $1::int) g`,
    [USERS - SELLERS, days],
  );
  await pool.query(
    `update users set created_at = now() - random() * interval '${days} days' where role = 'seller'`,
  );
  // Sign-ins: after each person's sign-up, up to now.
  await pool.query(
    `insert into user_logins (user_id, "timestamp", ip_address, user_agent)
     select u.id, u.created_at + random() * (now() - u.created_at), '10.0.0.' || (g % 250),
            ($2::text[])[1 + (g % cardinality($2::text[]))]
     from generate_series(1, $1::int) g
     join users u on u.id = 1 + (hashint4(g) & 2147483647) % $3::int`,
    [LOGINS, AGENTS, USERS],
  );
  await pool.query(`update users u set last_login_at = l.t from
    (select user_id, max("timestamp") t from user_logins group by user_id) l where l.user_id = u.id`);
  // Listing views: about a million visitor-days over the history (one row per listing per day).
  await pool.query(
    `insert into business_daily_stats (business_id, day, views, favorites, nda_requests, contacts)
     select b, (now() at time zone 'America/Guayaquil')::date - d, 1 + (hashint4(b * 7 + d) & 7), 0, 0, 0
     from generate_series(1, $1::int, $3::int) b, generate_series(0, $2::int - 1, 3) d
     on conflict do nothing`,
    // About LOGINS views in all (4.5 a row on average): as many page views as sign-ins.
    [LISTINGS, days, Math.max(1, Math.round((LISTINGS * (days / 3) * 4.5) / LOGINS))],
  );
  await pool.query(
    `insert into site_daily_visitors (day, visitors)
     select (now() at time zone 'America/Guayaquil')::date - d, 2000 + (hashint4(d) & 2047)
     from generate_series(0, $1::int - 1) d`,
    [days],
  );
  // Approvals of a third of the listings, NDAs and conversations with 200,000 messages.
  await pool.query(
    `insert into dashboard_logs (user_id, action, description, metadata, created_at)
     select null, 'business.approve', 'Aprobó el negocio.', jsonb_build_object('businessId', b.id),
            now() - random() * interval '${days} days'
     from businesses b where b.id % 3 = 0`,
  );
  const doc = await pool.query<{ id: number }>(
    `insert into nda_documents (version, content, document_hash, is_active)
     values ('bench', 'Acuerdo', 'hash', false) returning id`,
  );
  await pool.query(
    `insert into ndas (business_id, user_id, nda_document_id, status, clickwrap_accepted_at, document_hash, document_version, signed_at)
     select distinct on (b, u) b, u, $1::int, 'signed', t, 'hash', 'bench', t
     from (select 1 + (hashint4(g) & 2147483647) % $2::int as b, $3::int + 1 + (hashint4(g * 31) & 2147483647) % ($4::int - $3::int - 1) as u,
                  now() - random() * interval '${days} days' as t
           from generate_series(1, 40000) g) x
     on conflict do nothing`,
    [doc.rows[0]!.id, LISTINGS, SELLERS, USERS],
  );
  await pool.query(
    `insert into conversations (participant_one, participant_two, business_id, created_at)
     select least(s, b), greatest(s, b), null, now() - random() * interval '${days} days'
     from (select 1 + (g % $1::int) as s, $1::int + 1 + (hashint4(g) & 2147483647) % ($2::int - $1::int - 1) as b
           from generate_series(1, 40000) g) x
     on conflict do nothing`,
    [SELLERS, USERS],
  );
  await pool.query(
    `insert into chat_messages (conversation_id, sender_id, content, read_by, created_at)
     select c.id, case when g % 2 = 0 then c.participant_one else c.participant_two end, 'Hola, ¿sigue disponible?',
            array[c.participant_one, c.participant_two], c.created_at + random() * (now() - c.created_at)
     from generate_series(1, $1::int) g
     join (select *, row_number() over (order by id) as rn from conversations) c
       on c.rn = 1 + (hashint4(g) & 2147483647) % (select count(*) from conversations)`,
    [MESSAGES],
  );
  await pool.query(
    `insert into stripe_transactions (checkout_session_id, user_id, amount, status, created_at, updated_at)
     select 'cs_bench_' || g, 1 + (hashint4(g) & 2147483647) % $1::int, (array[19, 29, 49, 99])[1 + g % 4],
            case when g % 40 = 0 then 'refunded' when g % 9 = 0 then 'failed' else 'succeeded' end,
            t, t + interval '3 days'
     from (select g, now() - random() * interval '${days} days' as t from generate_series(1, 20000) g) x`,
    [USERS],
  );
  // As autovacuum leaves a live database: statistics and visibility maps (index-only scans).
  await pool.query('vacuum analyze');
}

async function adminSession(pool: pg.Pool): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await pool.query<{ id: number }>(
    `insert into users (username, email, password, full_name, role)
     values ('benchadmin', 'admin@bench.traspasa.test', 'bench-account-without-login', 'Admin', 'admin') returning id`,
  );
  await pool.query(
    `insert into sessions (sid, sess, expire, user_id)
     values ($1, jsonb_build_object('userId', $2::int, 'ip', null, 'userAgent', 'bench'), now() + interval '1 day', $2)`,
    [createHash('sha256').update(token).digest('hex'), rows[0]!.id],
  );
  return token;
}

async function measure(base: string, token: string, urls: string[], count: number) {
  const latencies: number[] = [];
  const get = async (url: string) => {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { 'x-session-token': token } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i++) await get(urls[i % urls.length]!); // warm-up
  for (let i = 0; i < count; i++) latencies.push(await get(urls[i % urls.length]!));
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1)!,
  };
}

/** BENCH_PROFILE=1: the median time of each query the endpoints run, to see where time goes. */
async function profile(db: ReturnType<typeof createDb>, today: string) {
  const from = addDays(today, -89);
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['storedDays 180', () => repo.storedDays(db, addDays(today, -179), today)],
    ['liveDay', () => repo.liveDay(db, today)],
    ['snapshot', () => repo.snapshot(db)],
    ['activeSince 90', () => repo.activeSince(db, from)],
    ['messageSenders 90', () => repo.messageSendersSince(db, from)],
    ['siteVisitors', () => repo.siteVisitorsBetween(db, from, today)],
    ['cohortSizes 366', () => repo.cohortSizes(db, addDays(today, -365), today)],
    ['retentionCells', () => repo.retentionCells(db, addDays(today, -365), today)],
    ['liveRetentionWeek', () => repo.liveRetentionWeek(db, repo.mondayOf(today))],
    ['roleMix', () => repo.roleMix(db, addDays(today, -365), today)],
    ['storedAgents', () => repo.storedAgents(db, addDays(today, -365), today)],
    ['liveAgents', () => repo.liveAgents(db, today)],
    ['countries', () => repo.listingCountries(db, 10)],
    ['active 30 live', () => repo.activeInLastDays(db, today, 30)],
  ];
  for (const [name, fn] of steps) {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      await fn();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    log(`  ${name.padEnd(20)} ${fmt(times[3]!)} ms`);
  }
}

async function main() {
  let scratch: Scratch | null = null;
  let app: FastifyInstance | null = null;
  const cleanup = async () => {
    await app?.close().catch(() => {});
    await scratch?.close();
  };
  const onSignal = () => {
    log('Interrupted: stopping the server and the scratch database…');
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const [opened, listingsMs] = await timed('listings and sellers', () =>
      openScratch({ listings: LISTINGS, sellers: SELLERS, log }),
    );
    scratch = opened;
    const { pool, dir, dbUrl } = scratch;
    log(
      `Generating ${USERS.toLocaleString('en')} users, ${LOGINS.toLocaleString('en')} sign-ins, ${MESSAGES.toLocaleString('en')} messages…`,
    );
    const [, activityMs] = await timed('activity', () => generateActivity(pool));
    const counts = (
      await pool.query<Record<string, string>>(
        `select (select count(*) from users) users, (select count(*) from businesses) listings,
                (select count(*) from user_logins) logins, (select coalesce(sum(views), 0) from business_daily_stats) views,
                (select count(*) from chat_messages) messages, (select count(*) from ndas) ndas`,
      )
    ).rows[0]!;
    log('Building the daily roll-up (what the job does on a first deployment)…');
    const [, rollupMs] = await timed('roll-up', () => runMetricsRollup({ db: createDb(pool) }));

    const config = loadConfig({
      ...benchServerEnv(dir, dbUrl),
      JOBS_ENABLED: 'false',
    });
    app = await buildApp({ config, pool, webDistDir: path.join(dir, 'no-web-build') });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await adminSession(pool);
    const today = statsDay();
    if (process.env.BENCH_PROFILE) await profile(createDb(pool), today);
    log(`App listening on ${base}; ${REQUESTS} requests per endpoint, one at a time…`);
    const dashboard = await measure(
      base,
      token,
      ['/api/admin/dashboard?period=7', '/api/admin/dashboard?period=30', '/api/admin/dashboard?period=90'],
      REQUESTS,
    );
    const metrics = await measure(
      base,
      token,
      [30, 90, 366].map((n) => `/api/admin/user-metrics?from=${addDays(today, -(n - 1))}&to=${today}`),
      REQUESTS,
    );

    console.log('');
    console.log(
      `Data: ${Number(counts.users).toLocaleString('en')} users, ${Number(counts.listings).toLocaleString('en')} listings, ` +
        `${Number(counts.logins).toLocaleString('en')} sign-ins, ${Number(counts.views).toLocaleString('en')} listing views, ` +
        `${Number(counts.messages).toLocaleString('en')} messages, ${Number(counts.ndas).toLocaleString('en')} NDAs. ` +
        `Generated in ${fmt((listingsMs + activityMs) / 1000)} s; first roll-up of ${HISTORY_DAYS} days ${fmt(rollupMs / 1000)} s.`,
    );
    printTable(
      ['endpoint (HTTP, sequential)', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target p95', 'verdict'],
      [
        ['GET /api/admin/dashboard (7/30/90)', dashboard, TARGET_DASHBOARD_MS] as const,
        ['GET /api/admin/user-metrics (30/90/366 d)', metrics, TARGET_METRICS_MS] as const,
      ].map(([name, r, target]) => [
        name,
        fmt(r.p50),
        fmt(r.p95),
        fmt(r.p99),
        fmt(r.max),
        `≤ ${target}`,
        verdict(r.p95 <= target),
      ]),
    );
    console.log(
      JSON.stringify({
        users: Number(counts.users),
        listings: Number(counts.listings),
        logins: Number(counts.logins),
        messages: Number(counts.messages),
        rollup_s: round(rollupMs / 1000, 1),
        dashboard_p50_ms: round(dashboard.p50, 1),
        dashboard_p95_ms: round(dashboard.p95, 1),
        metrics_p50_ms: round(metrics.p50, 1),
        metrics_p95_ms: round(metrics.p95, 1),
      }),
    );
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
