// `npm run check:boundaries`: the import rules of .dependency-cruiser.cjs (decisions 160, 161)
// over the server, the web and the shared package. dependency-cruiser runs on Node 22 or later;
// on an older Node (unsupported since decision 158, but what some machines still come with)
// it runs on Node 24 from the npm registry, so `npm test` still checks the boundaries there.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const args = [
  cli,
  '--config',
  '.dependency-cruiser.cjs',
  'apps/server/src',
  'apps/web/src',
  'packages/shared/src',
];

const major = Number(process.versions.node.split('.')[0]);
const [cmd, cmdArgs] = major >= 22 ? [process.execPath, args] : ['npx', ['-y', 'node@24', ...args]];
const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root });
process.exit(r.status ?? 1);
