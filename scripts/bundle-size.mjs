// Prints the gzipped size of the JavaScript a first visit to "/" loads: the entry chunk, the
// home route's lazy chunk, and everything they import statically (from Vite's manifest).
// Fails the build past the budget (decision 146: 170 KB; 172 KB since the public pages are
// server-rendered and hydrated, decision 145: the hydration path and the data hand-over;
// 173 KB since parts of a page hydrate when they near the screen, decision 146: 171.9 → 172.8;
// 167 KB since lazy imports carry no list of chunks to preload, decision 146: 172.8 → 165.9;
// 168 KB since the deal's routes and the «Reservado» badge on cards, decision 146: 166.7 → 167.2).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_KB = 168;
const HOME_ROUTE = 'src/app/routes/home.tsx';
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
if (!manifest[HOME_ROUTE]) console.warn(`(${HOME_ROUTE} is not a separate chunk: counted in the entry)`);
visit(HOME_ROUTE);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`First-load JS of "/": ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (total / 1024 > BUDGET_KB) {
  console.error('Over budget: move heavy imports behind lazy routes or dynamic import().');
  process.exit(1);
}
