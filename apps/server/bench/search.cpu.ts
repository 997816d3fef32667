/**
 * CPU per search request, node and PostgreSQL apart (decision 050): on a machine
 * shared with other work, req/s and latency swing more than any change, CPU time much less.
 * The throughput mix of bench/queries.ts through `app.inject` one at a time (HTTP parsing and
 * sockets not included); node from process.cpuUsage, PostgreSQL from /proc/<pid>/stat of the
 * pool's backends (Linux, 10 ms ticks: hence 800 requests per sample). Median of 3, then each
 * shape alone. Last line: one JSON object.
 *
 *   node --import tsx apps/server/bench/search.cpu.ts [--listings 100000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { THROUGHPUT_QUERIES, toQueryString } from './queries.ts';
import { benchServerEnv, openScratch } from './scratch.ts';

const log = (m: string) => process.stderr.write(`${m}\n`);
const { values: args } = parseArgs({ options: { listings: { type: 'string', default: '100000' } } });
const LISTINGS = Number(args.listings.replaceAll('_', ''));
const scratch = await openScratch({ listings: LISTINGS, sellers: 200, log });
const { dir, dbUrl, pool } = scratch;
const config = loadConfig({
  ...benchServerEnv(dir, dbUrl),
  SEARCH_CACHE_TTL_MS: '0',
  JOBS_ENABLED: 'false',
});
const app = await buildApp({ config, pool, webDistDir: path.join(os.tmpdir(), 'no-web-build') });
await app.ready();
const urls = THROUGHPUT_QUERIES.map((p) => `/api/businesses${toQueryString(p)}`);
const run = async (n: number) => {
  for (let i = 0; i < n; i++) {
    const res = await app.inject({ method: 'GET', url: urls[i % urls.length]! });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
  }
};
const ticks = async () => {
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database()`,
  );
  let t = 0;
  for (const { pid } of rows) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      t += Number(f[11]) + Number(f[12]);
    } catch {
      // A backend that ended in between: its time is lost, not guessed.
    }
  }
  return t;
};
await run(160);
const N = 800;
const results: { node: number; pg: number; wall: number }[] = [];
for (let rep = 0; rep < 3; rep++) {
  const pg0 = await ticks();
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  await run(N);
  const wall = performance.now() - w0;
  const c = process.cpuUsage(c0);
  const pg1 = await ticks();
  results.push({ node: (c.user + c.system) / 1000 / N, pg: ((pg1 - pg0) * 10) / N, wall: wall / N });
}
const perShape: Record<string, { node: number; pg: number }> = {};
for (const url of urls) {
  const pg0 = await ticks();
  const c0 = process.cpuUsage();
  for (let i = 0; i < 150; i++) await app.inject({ method: 'GET', url });
  const c = process.cpuUsage(c0);
  const pg1 = await ticks();
  perShape[url] = {
    node: +((c.user + c.system) / 1000 / 150).toFixed(2),
    pg: +(((pg1 - pg0) * 10) / 150).toFixed(2),
  };
}
console.log('CPU ms per request, each shape alone (150 requests):');
for (const [url, v] of Object.entries(perShape))
  console.log(`  node ${v.node.toFixed(2)}  PostgreSQL ${v.pg.toFixed(2)}  ${url}`);
await app.close();
await scratch.close();
const med = (k: 'node' | 'pg' | 'wall') => results.map((r) => r[k]).sort((a, b) => a - b)[1]!;
console.log(
  JSON.stringify({
    listings: LISTINGS,
    node_cpu_ms: +med('node').toFixed(2),
    pg_cpu_ms: +med('pg').toFixed(2),
    wall_ms: +med('wall').toFixed(2),
    runs: results.map((r) => ({ node: +r.node.toFixed(2), pg: +r.pg.toFixed(2), wall: +r.wall.toFixed(2) })),
    load: os.loadavg().map((l) => +l.toFixed(1)),
  }),
);
