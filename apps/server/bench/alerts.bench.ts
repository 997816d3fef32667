/**
 * Saved-search alerts benchmark (decision 150): a scratch embedded
 * PostgreSQL with generated listings (the market), N saved searches with varied filters drawn
 * from that market (as buyers search what exists), then
 *   (a) the match of each of M listings against every saved search — the job's own statement,
 *       timed per listing (p50/p95/max);
 *   (b) the job draining a queue of those M approvals: alerts stored per second.
 * Prints a table and, as the last line, one JSON object.
 *
 *   npm run bench:alerts
 *   options: --searches N (100000) --listings M (1000) --market L (20000) --explain
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDb } from '../src/db/client.ts';
import { runSavedSearchMatching } from '../src/modules/saved-searches/saved-searches.job.ts';
import {
  explainMatch,
  matchingSavedSearchIds,
} from '../src/modules/saved-searches/saved-searches.repository.ts';
import { fmt, percentile, printTable, round, verdict } from './report.ts';
import { openScratch, type Scratch } from './scratch.ts';

const { values: args } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '1000' },
    market: { type: 'string', default: '20000' },
    explain: { type: 'boolean', default: false },
  },
});
const SEARCHES = positive('searches');
const LISTINGS = positive('listings');
const MARKET = Math.max(positive('market'), LISTINGS);
const SEARCHES_PER_BUYER = 5;
const TARGET_P95_MS = 50;
const TARGET_ALERTS_PER_S = 2000;

function positive(name: 'searches' | 'listings' | 'market'): number {
  const n = Number(String(args[name]).replaceAll('_', ''));
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`--${name} must be a positive integer (got ${args[name]})`);
    process.exit(2);
  }
  return n;
}

const log = (msg: string) => process.stderr.write(`${msg}\n`);

/** A deterministic generator, so two runs draw the same saved searches. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Template {
  category: string;
  country: string;
  location: string;
  price: number;
  revenue: number;
  title: string;
}

/** Filters a buyer could have saved from /businesses, shaped like the templates' market. */
function drawFilters(t: Template, r: () => number): Record<string, string | number | boolean> {
  const f: Record<string, string | number | boolean> = {};
  const roundTo = (n: number) => Math.max(1000, Math.round(n / 1000) * 1000);
  if (r() < 0.8) f.category = t.category;
  if (r() < 0.85) f.country = t.country;
  if (r() < 0.45) f.location = r() < 0.5 ? t.location.toLowerCase() : t.location;
  if (r() < 0.6) f.maxPrice = roundTo(t.price * (1.1 + r()));
  if (r() < 0.25) f.minPrice = roundTo(t.price * (0.2 + r() * 0.6));
  if (r() < 0.1) f.minRevenue = roundTo(t.revenue * (0.3 + r() * 0.5));
  if (r() < 0.05) f.minProfit = 0;
  if (r() < 0.15) f.withPhotos = true;
  if (r() < 0.03) f.includeSold = true;
  if (r() < 0.12) f.q = t.title.split(' ')[0]!.toLowerCase();
  return f;
}

async function main() {
  let scratch: Scratch | null = null;
  const cleanup = async () => {
    await scratch?.close();
    scratch = null;
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    scratch = await openScratch({ listings: MARKET, sellers: 200, log });
    const { pool } = scratch;
    const db = createDb(pool);

    log(`Generating ${(SEARCHES / SEARCHES_PER_BUYER).toLocaleString('en')} buyers…`);
    const buyers = Math.ceil(SEARCHES / SEARCHES_PER_BUYER);
    await pool.query(
      `insert into users (username, email, password, full_name, role)
       select 'comprador' || g, 'comprador' || g || '@bench.traspasa.test', 'bench-account-without-login',
              'Comprador ' || g, 'buyer'
       from generate_series(1, $1::int) g`,
      [buyers],
    );
    const { rows: buyerRows } = await pool.query<{ id: number }>(
      `select id from users where role = 'buyer' and email like 'comprador%@bench.traspasa.test' order by id`,
    );
    const { rows: templates } = await pool.query<Template>(
      `select category, country, location, asking_price::float8 as price,
              coalesce(annual_revenue, 0)::float8 as revenue, title
       from businesses where status in ('approved', 'sold') order by id`,
    );

    log(`Generating ${SEARCHES.toLocaleString('en')} saved searches…`);
    const r = rng(150);
    const started = performance.now();
    const BATCH = 5000;
    for (let lo = 0; lo < SEARCHES; lo += BATCH) {
      const rows = [];
      for (let i = lo; i < Math.min(SEARCHES, lo + BATCH); i++) {
        const t = templates[Math.floor(r() * templates.length)]!;
        const filters = drawFilters(t, r);
        rows.push({
          user_id: buyerRows[Math.floor(i / SEARCHES_PER_BUYER)]!.id,
          filters,
          frequency: r() < 0.6 ? 'instant' : r() < 0.7 ? 'daily' : 'weekly',
        });
      }
      // The normalised columns with the repository's own expressions (saved-searches.repository.ts).
      await pool.query(
        `insert into saved_searches (user_id, name, filters, frequency, category, country_lower, location_pattern,
           min_price, max_price, min_revenue, max_revenue, min_profit, max_profit, with_photos, include_sold, query)
         select x.user_id, 'Búsqueda de prueba', x.filters, x.frequency,
           x.filters->>'category', lower(x.filters->>'country'),
           public.immutable_unaccent(lower(regexp_replace(x.filters->>'location', '([\\\\%_])', '\\\\\\1', 'g'))),
           (x.filters->>'minPrice')::numeric, (x.filters->>'maxPrice')::numeric,
           (x.filters->>'minRevenue')::numeric, (x.filters->>'maxRevenue')::numeric,
           (x.filters->>'minProfit')::numeric, (x.filters->>'maxProfit')::numeric,
           coalesce((x.filters->>'withPhotos')::boolean, false), coalesce((x.filters->>'includeSold')::boolean, false),
           case when x.filters ? 'q' then websearch_to_tsquery('spanish', public.immutable_unaccent(x.filters->>'q')) end
         from jsonb_to_recordset($1::jsonb) as x(user_id int, filters jsonb, frequency text)`,
        [JSON.stringify(rows)],
      );
    }
    await pool.query('vacuum analyze saved_searches');
    const loadMs = performance.now() - started;

    // The listings "newly approved": spread over the market.
    const { rows: picked } = await pool.query<{ id: number }>(
      `select id from businesses where status = 'approved' order by md5(id::text) limit $1`,
      [LISTINGS],
    );
    const ids = picked.map((p) => p.id);

    log(`Matching ${ids.length.toLocaleString('en')} listings one by one…`);
    for (const id of ids.slice(0, 20)) await matchingSavedSearchIds(db, id); // warm the cache
    const times: number[] = [];
    const counts: number[] = [];
    let slowest = { id: ids[0]!, ms: 0 };
    for (const id of ids) {
      const t0 = performance.now();
      const found = await matchingSavedSearchIds(db, id);
      const ms = performance.now() - t0;
      times.push(ms);
      counts.push(found.length);
      if (ms > slowest.ms) slowest = { id, ms };
    }
    // The plan of the slowest listing's match, again (to stderr: the table stays quiet).
    if (args.explain) log(await explainMatch(db, slowest.id));
    times.sort((a, b) => a - b);
    counts.sort((a, b) => a - b);

    log('Queueing them as approvals and draining the queue with the job…');
    await pool.query(`insert into saved_search_match_queue (business_id) select unnest($1::int[])`, [ids]);
    const t1 = performance.now();
    const drained = await runSavedSearchMatching({ db });
    const drainMs = performance.now() - t1;
    const { rows: stored } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from saved_search_alerts`,
    );
    const alertsPerS = drained.alerts / (drainMs / 1000);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);

    console.log('');
    console.log(
      `Saved-search alerts: ${SEARCHES.toLocaleString('en')} saved searches (${buyers.toLocaleString('en')} buyers), ${MARKET.toLocaleString('en')} listings, ${ids.length.toLocaleString('en')} approvals (searches loaded in ${fmt(loadMs / 1000)} s)`,
    );
    printTable(
      ['measure', 'p50', 'p95', 'max', 'target', 'verdict'],
      [
        [
          'match per listing (ms)',
          fmt(p50, 2),
          fmt(p95, 2),
          fmt(times.at(-1)!, 2),
          `≤ ${TARGET_P95_MS} p95`,
          verdict(p95 <= TARGET_P95_MS),
        ],
        [
          'searches matched per listing',
          String(percentile(counts, 50)),
          String(percentile(counts, 95)),
          String(counts.at(-1)),
          '',
          '',
        ],
        [
          'alerts queued per second',
          '',
          '',
          fmt(alertsPerS, 0),
          `≥ ${TARGET_ALERTS_PER_S}`,
          verdict(alertsPerS >= TARGET_ALERTS_PER_S),
        ],
      ],
    );
    console.log(
      `Queue drain: ${drained.listings} listings → ${drained.alerts.toLocaleString('en')} alerts in ${fmt(drainMs / 1000, 2)} s (${stored[0]?.n.toLocaleString('en')} stored, none twice).`,
    );
    console.log(
      JSON.stringify({
        saved_searches: SEARCHES,
        listings: ids.length,
        match_p50_ms: round(p50),
        match_p95_ms: round(p95),
        matches_per_listing_p50: percentile(counts, 50),
        alerts: drained.alerts,
        alerts_per_s: Math.round(alertsPerS),
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
