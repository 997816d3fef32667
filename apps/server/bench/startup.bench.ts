/**
 * Start time and memory of the production server (decision 140): boots the
 * entry point --runs times on one warm DATA_DIR (seeded by an unmeasured first boot),
 * measuring from spawn to the "listening" log line and to the first 200 of /api/health,
 * then the resident memory (VmRSS of the node process) 2 s after listening and again
 * after 200 requests to the listing search. Stops each run with SIGTERM. `--mode both`
 * alternates the bundle and the TypeScript source run by tsx, boot by boot, so a busy
 * machine weighs on both alike. Last line: one JSON object per mode.
 *
 *   node --import tsx apps/server/bench/startup.bench.ts --mode both|dist|tsx --runs 5
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../src/lib/free-port.ts';
import { productionNodeFlags } from './production-flags.ts';
import { median, printTable, round } from './report.ts';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '5' },
    'data-dir': { type: 'string' },
  },
  allowPositionals: true,
});
type Mode = 'dist' | 'tsx';
const serverDir = path.resolve(import.meta.dirname, '..');
const modes: Mode[] = values.mode === 'both' ? ['dist', 'tsx'] : [values.mode === 'tsx' ? 'tsx' : 'dist'];
const ARGS: Record<Mode, string[]> = {
  dist: [...productionNodeFlags(), 'dist/main.js'],
  tsx: ['--import', 'tsx', 'src/main.ts'],
};
if (modes.includes('dist') && !fs.existsSync(path.join(serverDir, 'dist/main.js'))) {
  throw new Error('apps/server/dist/main.js is missing: run `npm run build` first.');
}
const dataDir = values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-startup-'));
fs.chmodSync(dataDir, 0o755);

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function boot(mode: Mode) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _external, ...env } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, ARGS[mode], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('Traspasa escucha en')) resolve(performance.now() - started);
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output.slice(-3000)}`)));
  });
  const listenMs = await listening;
  let readyMs = 0;
  while (!readyMs) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) readyMs = performance.now() - started;
    else await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const idleRss = rssMb(child.pid!);
  for (let i = 0; i < 200; i++) {
    await (await fetch(`${url}/api/businesses?page=${(i % 5) + 1}`)).arrayBuffer();
  }
  const busyRss = rssMb(child.pid!);
  const stopStarted = performance.now();
  const code = await new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return { listenMs, readyMs, idleRss, busyRss, stopMs: performance.now() - stopStarted, code };
}

// First boot creates and seeds the database: not what a restart costs.
await boot(modes[0]!);
const runs: Record<Mode, Awaited<ReturnType<typeof boot>>[]> = { dist: [], tsx: [] };
for (let i = 0; i < Number(values.runs); i++) {
  for (const mode of modes) runs[mode].push(await boot(mode));
}
printTable(
  ['mode', 'run', 'listening ms', 'ready ms', 'RSS idle MB', 'RSS after 200 req MB', 'stop ms', 'exit'],
  modes.flatMap((mode) =>
    runs[mode].map((r, i) => [
      mode,
      String(i + 1),
      String(round(r.listenMs)),
      String(round(r.readyMs)),
      String(round(r.idleRss, 1)),
      String(round(r.busyRss, 1)),
      String(round(r.stopMs)),
      String(r.code),
    ]),
  ),
);
if (!values['data-dir']) fs.rmSync(dataDir, { recursive: true, force: true });
const summary = (list: Awaited<ReturnType<typeof boot>>[]) => ({
  runs: list.length,
  listen_ms_median: round(median(list.map((r) => r.listenMs))),
  ready_ms_median: round(median(list.map((r) => r.readyMs))),
  rss_idle_mb_median: round(median(list.map((r) => r.idleRss)), 1),
  rss_busy_mb_median: round(median(list.map((r) => r.busyRss)), 1),
  stop_ms_median: round(median(list.map((r) => r.stopMs))),
});
console.log(JSON.stringify(Object.fromEntries(modes.map((mode) => [mode, summary(runs[mode])]))));
