/**
 * Search benchmark (decision 050): a scratch embedded PostgreSQL with N generated
 * listings, the real app on a free loopback port, then
 *   (a) search latency p50/p95/p99 over a rotating mix of query shapes (HTTP round trip),
 *   (b) GET /api/businesses and GET /api/health throughput with autocannon,
 *   (c) keyset page 50 vs page 1 in the default order.
 * Prints a table and, as the last line, one JSON object. docs/decisions/050-search-performance.md.
 *
 *   npm run bench:search -- --listings 1000000
 *   options: --listings N (100000) --reps R (5) --duration S (10) --connections C (10)
 *            --explain (EXPLAIN ANALYZE, BUFFERS of the slowest shapes via auto_explain, to a file)
 *            --all (print every query shape, not only the slowest)
 *            --profile (CPU profile of the server's thread during the search throughput run:
 *              a .cpuprofile file and its summary, bench/cpuprofile.ts)
 */
import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type CpuProfile, formatSummary, summarise } from './cpuprofile.ts';
import { type BenchQuery, SEARCH_QUERIES, THROUGHPUT_QUERIES, toQueryString } from './queries.ts';
import { fmt, median, percentile, printTable, round, verdict } from './report.ts';
import { benchServerEnv, openScratch, type Scratch } from './scratch.ts';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    reps: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
const LISTINGS = positive('listings');
const REPS = positive('reps');
const DURATION_S = positive('duration');
const CONNECTIONS = positive('connections');
const SELLERS = 200;
const PAGE_RUNS = 11;
/** The result cache's lifetime in the cache-on throughput run (production's default). */
const CACHE_TTL_MS = 5000;
/** The latency phase stops repeating (after at least one full pass) once it has run this long. */
const LATENCY_BUDGET_MS = 240_000;
/** The API only: the SPA plugin serves nothing from a folder that does not exist. */
const NO_WEB_BUILD = path.join(os.tmpdir(), 'traspasa-bench-no-web-build');

function positive(name: 'listings' | 'reps' | 'duration' | 'connections'): number {
  const n = Number(String(args[name]).replaceAll('_', ''));
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`--${name} must be a positive integer (got ${args[name]})`);
    process.exit(2);
  }
  return n;
}

interface ShapeResult {
  query: BenchQuery;
  times: number[];
  total: number;
}

interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

const log = (msg: string) => process.stderr.write(`${msg}\n`);

async function main() {
  const runStarted = performance.now();
  let scratch: Scratch | null = null;
  let app: FastifyInstance | null = null;
  const cleanup = async () => {
    await app?.close().catch(() => {});
    app = null;
    await scratch?.close();
  };
  const onSignal = () => {
    log('Interrupted: stopping the server and the scratch database…');
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    scratch = await openScratch({ listings: LISTINGS, sellers: SELLERS, log });
    const { dir, dbUrl, pool, gen } = scratch;
    const { rows: countRows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from businesses where status in ('approved', 'sold')`,
    );
    const publicListings = countRows[0]?.n ?? 0;
    log(
      `Loaded in ${secs(gen.loadMs + gen.indexMs + gen.analyzeMs)} (${publicListings.toLocaleString('en')} public).`,
    );

    // The targets hold without the result cache; it is measured on its own below.
    const config = loadConfig({ ...benchServerEnv(dir, dbUrl), SEARCH_CACHE_TTL_MS: '0' });
    const loadBefore = os.loadavg();
    app = await buildApp({ config, pool, webDistDir: NO_WEB_BUILD });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    log(`App listening on ${base}.`);

    log(`Latency: ${SEARCH_QUERIES.length} query shapes × ${REPS} runs (after one warm-up pass)…`);
    const shapes = await measureLatency(base);
    const all = shapes.flatMap((s) => s.times).sort((a, b) => a - b);
    const p50 = percentile(all, 50);
    const p95 = percentile(all, 95);
    const p99 = percentile(all, 99);

    log(`Throughput: autocannon, ${CONNECTIONS} connections × ${DURATION_S} s, search then health…`);
    const profiler = args.profile ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.post('Profiler.start');
    }
    const search = await throughput(
      base,
      THROUGHPUT_QUERIES.map((p) => `/api/businesses${toQueryString(p)}`),
    );
    let profileReport: string | null = null;
    if (profiler) {
      const { profile } = (await profiler.post('Profiler.stop')) as { profile: CpuProfile };
      profiler.disconnect();
      const file = path.join(os.tmpdir(), `traspasa-bench-search-${LISTINGS}-${Date.now()}.cpuprofile`);
      await fs.writeFile(file, JSON.stringify(profile));
      profileReport = `CPU profile of the server thread during the search throughput run: ${file}\n${formatSummary(summarise(profile))}`;
    }
    const health = await throughput(base, ['/api/health']);

    // The same search mix through a second app with the anonymous result cache on (decision 050).
    log(`Throughput with the search cache on (SEARCH_CACHE_TTL_MS=${CACHE_TTL_MS})…`);
    const cachedConfig = loadConfig({
      ...benchServerEnv(dir, dbUrl),
      SEARCH_CACHE_TTL_MS: String(CACHE_TTL_MS),
      // One job runner (the first app's) is enough.
      JOBS_ENABLED: 'false',
    });
    const cachedApp = await buildApp({ config: cachedConfig, pool, webDistDir: NO_WEB_BUILD });
    let cached: Throughput;
    let hitRate: number;
    try {
      const cachedBase = await cachedApp.listen({ port: 0, host: '127.0.0.1' });
      if (!cachedApp.searchCache.enabled) throw new Error('the search cache did not start listening');
      cached = await throughput(
        cachedBase,
        THROUGHPUT_QUERIES.map((p) => `/api/businesses${toQueryString(p)}`),
      );
      const { hits, misses } = cachedApp.searchCache.stats;
      hitRate = hits / Math.max(1, hits + misses);
    } finally {
      await cachedApp.close();
    }
    const loadAfter = os.loadavg();

    log('Keyset: following nextCursor 49 times, then page 50 vs page 1…');
    const pages = await keysetPages(base);

    let explainFile: string | null = null;
    if (args.explain) {
      await app.close();
      app = null;
      explainFile = await explainSlowest(scratch.logFile, dbUrl, config, shapes, pages.cursor49);
    }

    // ---- Report ----
    const p95Target = LISTINGS >= 1_000_000 ? 100 : 25;
    console.log('');
    console.log(
      `Traspasa search benchmark — ${LISTINGS.toLocaleString('en')} listings (${publicListings.toLocaleString('en')} public), ${gen.sellers} sellers, ${os.availableParallelism()} cores`,
    );
    console.log(
      `Load average (1/5/15 min): ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} at the start, ${loadAfter.map((l) => l.toFixed(1)).join(' / ')} after the throughput runs`,
    );
    console.log(
      `Data: generated in ${secs(gen.loadMs)}, indexes ${secs(gen.indexMs)}, VACUUM ANALYZE ${secs(gen.analyzeMs)}; businesses with indexes ${gen.tableSize}`,
    );
    console.log('');
    printTable(
      ['Metric', 'Value', 'Target', ''],
      [
        ['Search latency p50 (HTTP, ms)', fmt(p50), '', ''],
        ['Search latency p95 (HTTP, ms)', fmt(p95), `≤ ${p95Target}`, verdict(p95 <= p95Target)],
        ['Search latency p99 (HTTP, ms)', fmt(p99), '', ''],
        [`  (${SEARCH_QUERIES.length} shapes, ${all.length} timed requests)`, '', '', ''],
        [
          `GET /api/businesses (req/s, ${CONNECTIONS} conn)`,
          fmt(search.rps, 0),
          LISTINGS <= 100_000 ? '≥ 400' : '',
          LISTINGS <= 100_000 ? verdict(search.rps >= 400) : '',
        ],
        ['  autocannon latency p50 / p99 (ms)', `${fmt(search.p50, 0)} / ${fmt(search.p99, 0)}`, '', ''],
        ['  requests / errors / non-2xx', `${search.requests} / ${search.errors} / ${search.non2xx}`, '', ''],
        [`  with the search cache on (req/s)`, fmt(cached.rps, 0), '', ''],
        [
          '  cache hit rate / p50 / p99 (ms)',
          `${fmt(100 * hitRate, 1)} % / ${fmt(cached.p50, 0)} / ${fmt(cached.p99, 0)}`,
          '',
          '',
        ],
        [`GET /api/health (req/s, ${CONNECTIONS} conn)`, fmt(health.rps, 0), '', ''],
        ['  autocannon latency p50 / p99 (ms)', `${fmt(health.p50, 0)} / ${fmt(health.p99, 0)}`, '', ''],
        ['  requests / errors / non-2xx', `${health.requests} / ${health.errors} / ${health.non2xx}`, '', ''],
        [`Keyset page 1 (median of ${PAGE_RUNS}, ms)`, fmt(pages.page1), '', ''],
        [`Keyset page 50 (median of ${PAGE_RUNS}, ms)`, fmt(pages.page50), '', ''],
        [
          'Page 50 / page 1',
          fmt(pages.ratio),
          LISTINGS <= 100_000 ? '≤ 1.5' : '',
          LISTINGS <= 100_000 ? verdict(pages.ratio <= 1.5) : '',
        ],
      ],
    );
    console.log('');
    const ranked = [...shapes].sort((a, b) => median(b.times) - median(a.times));
    const shown = args.all ? ranked : ranked.slice(0, 15);
    console.log(
      args.all ? 'Every query shape, slowest first:' : 'Slowest 15 query shapes (--all for every one):',
    );
    printTable(
      ['Query', 'Total', 'p50 ms', 'max ms'],
      shown.map((s) => [s.query.label, String(s.total), fmt(median(s.times)), fmt(Math.max(...s.times))]),
    );
    if (profileReport) console.log(`\n${profileReport}`);
    if (explainFile) console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the slowest shapes: ${explainFile}`);
    console.log(`\nWhole run: ${secs(performance.now() - runStarted)} (before shutdown)`);

    await cleanup();
    console.log(
      JSON.stringify({
        listings: LISTINGS,
        p50_ms: round(p50),
        p95_ms: round(p95),
        p99_ms: round(p99),
        search_rps: round(search.rps, 1),
        search_rps_cached: round(cached.rps, 1),
        cache_hit_rate: round(hitRate, 3),
        health_rps: round(health.rps, 1),
        // The machine's own speed in the same run: compare this ratio between noisy runs.
        search_over_health: round(search.rps / Math.max(1, health.rps), 4),
        load_avg_1m_start: round(loadBefore[0] ?? 0, 1),
        load_avg_1m: round(loadAfter[0] ?? 0, 1),
        page50_over_page1: round(pages.ratio, 3),
      }),
    );
  } catch (err) {
    await cleanup();
    throw err;
  }
}

async function getJson(
  url: string,
): Promise<{ ms: number; body: { total: number; nextCursor: string | null } }> {
  const started = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return { ms, body: JSON.parse(text) as { total: number; nextCursor: string | null } };
}

async function measureLatency(base: string): Promise<ShapeResult[]> {
  const shapes: ShapeResult[] = SEARCH_QUERIES.map((query) => ({ query, times: [], total: 0 }));
  for (const s of shapes) {
    s.total = (await getJson(`${base}/api/businesses${toQueryString(s.query.params)}`)).body.total;
  }
  // Rotate through the shapes: consecutive requests are different queries, as in real traffic.
  const started = performance.now();
  for (let rep = 0; rep < REPS; rep++) {
    if (rep > 0 && performance.now() - started > LATENCY_BUDGET_MS) {
      log(
        `Latency phase over its ${LATENCY_BUDGET_MS / 1000} s budget: stopped after ${rep} runs per shape.`,
      );
      break;
    }
    for (const s of shapes) {
      s.times.push((await getJson(`${base}/api/businesses${toQueryString(s.query.params)}`)).ms);
    }
  }
  return shapes;
}

function throughput(base: string, paths: string[]): Promise<Throughput> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_S,
        // A worker thread: the load generator does not share the server's event loop.
        workers: 1,
        requests: paths.map((p) => ({ method: 'GET', path: p })),
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
  });
}

async function keysetPages(base: string) {
  const url = `${base}/api/businesses`;
  let cursor: string | null = null;
  for (let page = 1; page < 50; page++) {
    const { body } = await getJson(cursor ? `${url}?cursor=${encodeURIComponent(cursor)}` : url);
    if (!body.nextCursor) throw new Error(`No next cursor after page ${page}: too few listings?`);
    cursor = body.nextCursor;
  }
  const cursor49 = cursor!;
  const page50Url = `${url}?cursor=${encodeURIComponent(cursor49)}`;
  const t1: number[] = [];
  const t50: number[] = [];
  for (let i = 0; i < PAGE_RUNS; i++) {
    t1.push((await getJson(url)).ms);
    t50.push((await getJson(page50Url)).ms);
  }
  const page1 = median(t1);
  const page50 = median(t50);
  return { page1, page50, ratio: page50 / page1, cursor49 };
}

/**
 * Runs the slowest shapes once more through a second app whose connections load
 * auto_explain (log_analyze, log_buffers): PostgreSQL writes the plans of the statements the
 * real service code sends to its log, which is copied to a report file.
 */
async function explainSlowest(
  logFile: string,
  dbUrl: string,
  config: ReturnType<typeof loadConfig>,
  shapes: ShapeResult[],
  cursor49: string,
): Promise<string> {
  log('Explain: plans of the slowest shapes via auto_explain…');
  const explainPool = new pg.Pool({
    connectionString: dbUrl,
    max: 2,
    options: [
      // As the app's own pool (db/client.ts).
      '-c max_parallel_workers_per_gather=0',
      '-c session_preload_libraries=auto_explain',
      '-c auto_explain.log_min_duration=0',
      '-c auto_explain.log_analyze=on',
      '-c auto_explain.log_buffers=on',
      '-c auto_explain.log_timing=on',
      '-c auto_explain.log_parameter_max_length=-1',
    ].join(' '),
  });
  const explainApp = await buildApp({ config, pool: explainPool, webDistDir: NO_WEB_BUILD });
  const base = await explainApp.listen({ port: 0, host: '127.0.0.1' });
  const targets: { label: string; url: string }[] = [...shapes]
    .sort((a, b) => median(b.times) - median(a.times))
    .slice(0, 8)
    .map((s) => ({
      label: `${s.query.label} (p50 ${fmt(median(s.times))} ms)`,
      url: `${base}/api/businesses${toQueryString(s.query.params)}`,
    }));
  // The search column's shapes are always explained (decision 051).
  for (const s of shapes.filter(
    (x) => x.query.label.includes('issue 15') && !targets.some((t) => t.label.startsWith(x.query.label)),
  )) {
    targets.push({
      label: `${s.query.label} (p50 ${fmt(median(s.times))} ms)`,
      url: `${base}/api/businesses${toQueryString(s.query.params)}`,
    });
  }
  targets.push({ label: 'keyset page 1', url: `${base}/api/businesses` });
  targets.push({
    label: 'keyset page 50',
    url: `${base}/api/businesses?cursor=${encodeURIComponent(cursor49)}`,
  });
  const out: string[] = [`EXPLAIN (ANALYZE, BUFFERS) via auto_explain — ${LISTINGS} listings\n`];
  try {
    for (const t of targets) {
      await getJson(t.url); // warm
      const before = (await fs.stat(logFile)).size;
      await getJson(t.url);
      await new Promise((r) => setTimeout(r, 150));
      const handle = await fs.open(logFile, 'r');
      const { size } = await handle.stat();
      const buf = Buffer.alloc(size - before);
      await handle.read(buf, 0, buf.length, before);
      await handle.close();
      const plans = buf
        .toString('utf8')
        .split(/\n(?=\S)/)
        .filter((entry) => entry.includes('plan:') && entry.includes('"businesses"'));
      out.push(`${'='.repeat(100)}\n${t.label}\n${t.url.replace(base, '')}\n${'='.repeat(100)}`);
      out.push(...plans.map((p) => p.trimEnd()), '');
    }
  } finally {
    await explainApp.close();
    await explainPool.end();
  }
  const file = path.join(os.tmpdir(), `traspasa-bench-explain-${LISTINGS}.txt`);
  await fs.writeFile(file, out.join('\n'));
  return file;
}

// ---- Helpers ----

function secs(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
