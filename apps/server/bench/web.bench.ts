/**
 * Web performance benchmark (decision 145):
 * Lighthouse (mobile, its default simulated throttling) against the production build — the
 * compiled server (apps/server/dist/main.js, `npm run build` first) on a scratch data folder
 * with the embedded demo data — for `/`, `/businesses` and a listing page, --runs times each.
 * Prints per page the median performance score, LCP, TBT, CLS, FCP and the bytes of
 * JS/CSS/images/fonts, the load average, and as the last line one JSON object.
 *
 *   npm run build && npm run bench:web -- --runs 3
 *
 * --root <folder>  a copy of a build (its apps/server/dist, apps/server/drizzle, apps/web/dist and
 *                  apps/web/dist-ssr, with node_modules beside), so a build measured is not replaced
 *                  by another one made meanwhile in the checkout;
 * --only <key>     one page (home, search or listing);
 * --floor          each run is followed by one of the same page served without its scripts
 *                  (script-free-proxy.ts): the host's floor, the TBT and score of the markup,
 *                  stylesheet and pictures alone, which no change to the app's code can go below;
 * --details        per page, what the main thread did at start (Lighthouse's bootup-time and
 *                  mainthread-work-breakdown) and the JavaScript it loaded but did not run; per
 *                  run, the LCP element, FCP/LCP observed vs simulated and the requests Lantern's
 *                  FCP/LCP graphs took (see printPaintEvidence).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { freePort } from '../src/lib/free-port.ts';
import { serverDir } from '../src/paths.ts';
import { productionNodeFlags } from './production-flags.ts';
import { fmt, median, printTable, round, verdict } from './report.ts';
import { startScriptFreeProxy } from './script-free-proxy.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    chromium: { type: 'string' },
    root: { type: 'string' },
    only: { type: 'string' },
    details: { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const CHROMIUM =
  values.chromium ?? process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };
const log = (msg: string) => process.stderr.write(`${msg}\n`);

const appServerDir = values.root ? path.resolve(values.root, 'apps', 'server') : serverDir;
const entry = path.join(appServerDir, 'dist', 'main.js');
const ssrEntry = path.join(appServerDir, '..', 'web', 'dist-ssr', 'entry-server.js');
for (const file of [entry, ssrEntry]) {
  if (!fs.existsSync(file)) {
    log(`Falta ${path.relative(process.cwd(), file)}: ejecuta "npm run build" primero.`);
    process.exit(1);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-bench-web-'));
// The embedded PostgreSQL runs as "postgres" when started as root: it must enter the folder.
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _external, ...env } = process.env;
log(`Arrancando el servidor compilado en ${base} (datos de demostración)…`);
const server = spawn(process.execPath, [...productionNodeFlags(), entry], {
  cwd: appServerDir,
  env: {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
await new Promise<void>((resolve, reject) => {
  const onData = (d: Buffer) => {
    output += d.toString();
    if (output.includes('Traspasa escucha en')) resolve();
  };
  server.stdout.on('data', onData);
  server.stderr.on('data', onData);
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output.slice(-3000)}`)));
});

const stop = async () => {
  if (server.exitCode === null) {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};

type Item = { slug: string; images?: string[] };
const list = (await (await fetch(`${base}/api/businesses?sort=recent&limit=20`)).json()) as { items: Item[] };
// A listing with photos: the page whose first picture is its largest paint.
const listing = list.items.find((item) => (item.images?.length ?? 0) > 0) ?? list.items[0];
if (!listing) throw new Error('The demo data has no public listing');
const pages = [
  { key: 'home', url: '/' },
  { key: 'search', url: '/businesses' },
  { key: 'listing', url: `/businesses/${listing.slug}` },
].filter((page) => !values.only || page.key === values.only);

type Items = { items?: Record<string, unknown>[] };
const itemsOf = (lhr: Result, id: string) => (lhr.audits[id]?.details as Items | undefined)?.items ?? [];
/** A local address without its origin (the server's or the script-free proxy's). */
const short = (url: unknown) => String(url).replace(/^http:\/\/127\.0\.0\.1:\d+/, '');
/** What the main thread did while the page started, and the code loaded but not run (stderr). */
function printDetails(url: string, lhr: Result) {
  log(`\n${url}: tiempo del hilo principal por tipo (ms)`);
  for (const item of itemsOf(lhr, 'mainthread-work-breakdown'))
    log(`  ${fmt(Number(item.duration), 0).padStart(6)}  ${item.groupLabel}`);
  log(`${url}: por script (total / ejecución / compilación, ms)`);
  for (const item of itemsOf(lhr, 'bootup-time'))
    log(
      `  ${fmt(Number(item.total), 0).padStart(6)} ${fmt(Number(item.scripting), 0).padStart(6)} ${fmt(Number(item.scriptParseCompile), 0).padStart(6)}  ${short(item.url)}`,
    );
  log(`${url}: tareas largas (inicio ms, duración ms)`);
  for (const item of itemsOf(lhr, 'long-tasks'))
    log(
      `  ${fmt(Number(item.startTime), 0).padStart(6)} ${fmt(Number(item.duration), 0).padStart(6)}  ${short(item.url)}`,
    );
  log(`${url}: JavaScript cargado y no usado al inicio (KB transferidos / sin usar)`);
  for (const item of itemsOf(lhr, 'unused-javascript'))
    log(
      `  ${fmt(Number(item.totalBytes) / 1024, 1).padStart(6)} ${fmt(Number(item.wastedBytes) / 1024, 1).padStart(6)}  ${short(item.url)}`,
    );
  log(`${url}: scripts cargados (KB transferidos)`);
  for (const item of itemsOf(lhr, 'network-requests').filter((r) => r.resourceType === 'Script'))
    log(`  ${fmt(Number(item.transferSize) / 1024, 1).padStart(6)}  ${short(item.url)}`);
}

type MetricsItem = Record<string, number | undefined>;
type NetworkItem = {
  url: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
};
type NodeItem = { type?: string; snippet?: string; selector?: string; nodeLabel?: string };

/**
 * Why a run's FCP and LCP are what they are (stderr): Lighthouse's LCP element, the observed
 * (unthrottled trace) and simulated FCP/LCP, and the requests that ended before the observed
 * FCP/LCP. Lantern builds its estimate from those: the FCP graph takes every request of
 * render-blocking priority (VeryHigh, or High for scripts; module scripts are never found
 * "evaluated after the paint", so they always count), the LCP graph every request but
 * low-priority images. A request that starts after the observed paint costs it nothing.
 */
function printPaintEvidence(url: string, run: number, lhr: Result) {
  const metrics = (itemsOf(lhr, 'metrics')[0] ?? {}) as MetricsItem;
  const breakdown = (lhr.audits['lcp-breakdown-insight']?.details as { items?: NodeItem[] } | undefined)
    ?.items;
  const node = breakdown?.find((item) => item.type === 'node');
  const ms = (n: number | undefined) => (n === undefined ? '–' : fmt(n, 0));
  log(
    `\n${url} run ${run}: FCP observado ${ms(metrics.observedFirstContentfulPaint)} / simulado ${ms(metrics.firstContentfulPaint)} ms; LCP observado ${ms(metrics.observedLargestContentfulPaint)} / simulado ${ms(metrics.largestContentfulPaint)} ms; load observado ${ms(metrics.observedLoad)} ms`,
  );
  log(
    `  elemento LCP: ${node ? `${node.nodeLabel ?? ''} ${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 160)}` : '–'}`,
  );
  // network-requests' times start at its first request; the metrics' at the navigation.
  const debug = (lhr.audits['network-requests']?.details as { debugData?: { networkStartTimeTs?: number } })
    ?.debugData;
  const offset =
    debug?.networkStartTimeTs !== undefined && metrics.observedTimeOriginTs !== undefined
      ? (debug.networkStartTimeTs - metrics.observedTimeOriginTs) / 1000
      : 0;
  const fcp = metrics.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  const lcp = metrics.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  log(
    '  peticiones empezadas antes del LCP observado (inicio / fin ms, prioridad, KB; F = en el grafo del FCP, L = del LCP)',
  );
  const requests = itemsOf(lhr, 'network-requests') as NetworkItem[];
  for (const request of requests) {
    const start = (request.networkRequestTime ?? Number.NaN) + offset;
    const end = (request.networkEndTime ?? Number.NaN) + offset;
    if (!(start <= lcp)) continue;
    const isDocument = request.resourceType === 'Document' && request === requests[0];
    const blocking =
      request.priority === 'VeryHigh' ||
      (request.priority === 'High' &&
        (request.resourceType === 'Script' || request.resourceType === 'Document'));
    const lowImage =
      request.resourceType === 'Image' && (request.priority === 'Low' || request.priority === 'VeryLow');
    const inFcp = isDocument || (end <= fcp && blocking);
    const inLcp = isDocument || (end <= lcp && !lowImage);
    log(
      `  ${inFcp ? 'F' : ' '}${inLcp ? 'L' : ' '} ${fmt(start, 0).padStart(5)} ${fmt(end, 0).padStart(5)} ${String(request.priority).padEnd(8)} ${fmt(Number(request.transferSize ?? 0) / 1024, 1).padStart(6)}  ${short(request.url)}`,
    );
  }
}

/** Each layout shift Lighthouse saw: its score, the element it moved most, and its causes. */
function printLayoutShifts(lhr: Result) {
  type Shift = {
    node?: NodeItem;
    score?: number;
    subItems?: { items?: { extra?: NodeItem; cause?: string }[] };
  };
  for (const shift of itemsOf(lhr, 'layout-shifts') as Shift[]) {
    const node = shift.node;
    const causes = (shift.subItems?.items ?? [])
      .map((sub) => sub.cause ?? sub.extra?.snippet ?? '')
      .filter(Boolean)
      .join('; ');
    log(
      `    desplazamiento ${round(shift.score ?? 0, 3)}: ${node?.selector ?? '–'} ${String(node?.snippet ?? '').slice(0, 140)}${causes ? ` (causa: ${causes})` : ''}`,
    );
  }
}

type Run = {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's measure of this host's CPU (higher is faster); its 4× slowdown is not scaled by it. */
  benchmarkIndex: number;
  bytes: Record<'script' | 'stylesheet' | 'image' | 'font', number>;
};

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const floorProxy = values.floor ? await startScriptFreeProxy(port) : null;

/** One Lighthouse run of `url`; a run Lighthouse itself could not record (a lost trace on a busy machine) is run again. */
async function measure(url: string): Promise<{ run: Run; lhr: Result }> {
  let lhr: Result | undefined;
  for (let attempt = 0; attempt < 3 && !lhr; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result && !result.lhr.runtimeError) lhr = result.lhr;
    else log(`  ${short(url)}: ${result?.lhr.runtimeError?.message ?? 'sin resultado'}; otra vez`);
  }
  if (!lhr) throw new Error(`Lighthouse could not measure ${url}`);
  const audits = lhr.audits;
  const audit = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary = (audits['resource-summary']?.details as {
    items?: { resourceType: string; transferSize: number }[];
  }) ?? { items: [] };
  const bytesOf = (type: string) =>
    summary.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const run: Run = {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    bytes: {
      script: bytesOf('script'),
      stylesheet: bytesOf('stylesheet'),
      image: bytesOf('image'),
      font: bytesOf('font'),
    },
  };
  return { run, lhr };
}

const loadBefore = os.loadavg();
const results: Record<string, Run[]> = {};
const floors: Record<string, Run[]> = {};
try {
  for (const page of pages) {
    results[page.key] = [];
    floors[page.key] = [];
    // One unmeasured load warms the server (first render of the page's modules).
    await (await fetch(`${base}${page.url}`)).text();
    for (let i = 0; i < RUNS; i++) {
      const { run, lhr } = await measure(`${base}${page.url}`);
      if (values.details && i === 0) printDetails(page.url, lhr);
      if (values.details) printPaintEvidence(page.url, i + 1, lhr);
      log(
        `  ${page.url} run ${i + 1}: score ${run.score}, LCP ${fmt(run.lcp, 0)} ms, TBT ${fmt(run.tbt, 0)} ms, CLS ${round(run.cls, 3)}, CPU benchmark index ${fmt(run.benchmarkIndex, 0)}`,
      );
      if (run.cls > 0) printLayoutShifts(lhr);
      results[page.key]!.push(run);
      // Right after, on the same host moment: the same page with no script.
      if (floorProxy) {
        const { run: floor } = await measure(`${floorProxy.base}${page.url}`);
        log(
          `  ${page.url} run ${i + 1} sin scripts: score ${floor.score}, TBT ${fmt(floor.tbt, 0)} ms, CPU benchmark index ${fmt(floor.benchmarkIndex, 0)}`,
        );
        floors[page.key]!.push(floor);
      }
    }
  }
} finally {
  await floorProxy?.close();
  await chrome.kill();
  await stop();
}
const loadAfter = os.loadavg();

// A page left out with --only has no runs: its figures are null in the JSON.
const med = (key: string, pick: (run: Run) => number) =>
  results[key] ? median(results[key].map(pick)) : Number.NaN;
const medFloor = (key: string, pick: (run: Run) => number) =>
  floors[key]?.length ? median(floors[key].map(pick)) : Number.NaN;
const orNull = (n: number) => (Number.isNaN(n) ? null : n);
const kb = (bytes: number) => fmt(bytes / 1024, 1);
const rows = pages.map(({ key, url }) => {
  const score = med(key, (r) => r.score);
  const lcp = med(key, (r) => r.lcp);
  const tbt = med(key, (r) => r.tbt);
  const cls = med(key, (r) => r.cls);
  const ok = score >= TARGET.score && lcp <= TARGET.lcpMs && tbt <= TARGET.tbtMs && cls <= TARGET.cls;
  return [
    url.length > 40 ? `${url.slice(0, 37)}…` : url,
    String(score),
    fmt(lcp, 0),
    fmt(tbt, 0),
    String(round(cls, 3)),
    fmt(
      med(key, (r) => r.fcp),
      0,
    ),
    kb(med(key, (r) => r.bytes.script)),
    kb(med(key, (r) => r.bytes.stylesheet)),
    kb(med(key, (r) => r.bytes.image)),
    kb(med(key, (r) => r.bytes.font)),
    verdict(ok),
    ...(values.floor
      ? [
          String(medFloor(key, (r) => r.score)),
          fmt(
            medFloor(key, (r) => r.tbt),
            0,
          ),
        ]
      : []),
  ];
});
console.log(
  `\nLighthouse ${RUNS}× por página, móvil (throttling simulado), medianas. Carga del sistema: ${loadBefore.map((n) => n.toFixed(2)).join(' ')} antes, ${loadAfter.map((n) => n.toFixed(2)).join(' ')} después (${os.cpus().length} núcleos).`,
);
printTable(
  [
    'page',
    'score',
    'LCP ms',
    'TBT ms',
    'CLS',
    'FCP ms',
    'JS KB',
    'CSS KB',
    'img KB',
    'font KB',
    'target',
    ...(values.floor ? ['score sin JS', 'TBT sin JS'] : []),
  ],
  rows,
);
if (values.floor)
  console.log(
    'Sin JS: la misma página sin ningún script, medida justo después de cada pasada (el suelo del equipo: el TBT del HTML, los estilos y las imágenes solos).',
  );
console.log(
  `Objetivos: puntuación ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs} ms, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}.`,
);
const all = Object.values(results).flat();
// TBT is the host's own main-thread time × 4: a host half as fast (a lower index) reports about
// twice the blocking time for the same page, so runs compare only at a similar index.
const benchmarkIndex = median(all.map((r) => r.benchmarkIndex));
console.log(
  `Índice de CPU de Lighthouse (mediana): ${fmt(benchmarkIndex, 0)} — el TBT se compara solo entre equipos de índice parecido.`,
);
console.log(
  JSON.stringify({
    home_score: orNull(med('home', (r) => r.score)),
    search_score: orNull(med('search', (r) => r.score)),
    listing_score: orNull(med('listing', (r) => r.score)),
    lcp_ms_max: Math.round(Math.max(...pages.map(({ key }) => med(key, (r) => r.lcp)))),
    tbt_ms_max: Math.round(Math.max(...pages.map(({ key }) => med(key, (r) => r.tbt)))),
    cls_max: round(Math.max(...pages.map(({ key }) => med(key, (r) => r.cls))), 3),
    runs: all.length,
    load_avg_1m: round(loadBefore[0] ?? 0, 2),
    benchmark_index: Math.round(benchmarkIndex),
    ...(values.floor
      ? { tbt_floor_ms_max: Math.round(Math.max(...pages.map(({ key }) => medFloor(key, (r) => r.tbt)))) }
      : {}),
  }),
);
