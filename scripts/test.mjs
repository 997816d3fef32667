// `npm test`: lint, type checks, import boundaries, build, then every Vitest project (unit,
// API on a real PostgreSQL, browser tests in Chromium). Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './find-chromium.mjs';

const steps = [
  ['Lint and format (Biome)', 'npx', ['biome', 'ci', '.']],
  ['Type check: shared', 'npx', ['tsc', '-p', 'packages/shared']],
  ['Type check: server', 'npx', ['tsc', '-p', 'apps/server']],
  ['Type check: web', 'npx', ['tsc', '-p', 'apps/web']],
  ['Type check: tests and scripts', 'npx', ['tsc', '-p', '.']],
  // .dependency-cruiser.cjs; docs/decisions/160-module-boundaries.md says why each rule exists.
  ['Import boundaries (dependency-cruiser)', 'npm', ['run', 'check:boundaries', '--silent']],
  ['Build the web app', 'npm', ['run', 'build', '--silent']],
];

function run(title, cmd, args, env = process.env) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`✖ ${title} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const chromium = ensureChromium();
for (const [title, cmd, args] of steps) run(title, cmd, args);

const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-vitest-')), 'results.json');
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`];
run('Tests: unit, API and browser (Vitest)', 'npx', [...vitestArgs, ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
});
// One plain closing line with the counts, whatever reads this log.
const summary = JSON.parse(fs.readFileSync(results, 'utf8'));
console.log(
  `${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests + summary.numTodoTests} skipped`,
);
