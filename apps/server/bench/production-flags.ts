/**
 * Node's options of the production server, read from `npm start`'s command in
 * apps/server/package.json, so a benchmark measures the server as it runs in production:
 * the ones that start the compiled server (web, startup) pass them, and the ones that run
 * the app in their own process carry them in their npm script (checked by a unit test).
 */
import fs from 'node:fs';
import path from 'node:path';

const serverPackage = path.resolve(import.meta.dirname, '..', 'package.json');

/** The options between `node` and the entry point of the start script, in order. */
export function productionNodeFlags(startScript = readStartScript()): string[] {
  const match = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+dist\/main\.js\b/.exec(startScript);
  if (!match) throw new Error(`no "node … dist/main.js" in the start script: ${startScript}`);
  return match[1]!.trim().split(/\s+/).filter(Boolean);
}

function readStartScript(): string {
  const pkg = JSON.parse(fs.readFileSync(serverPackage, 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start;
}
