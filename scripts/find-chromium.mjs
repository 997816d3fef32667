// Finds a Chromium for the browser tests: CHROMIUM_PATH, then the usual Debian/Ubuntu/Chrome
// names. As root with apt it installs Debian's `chromium`; otherwise it says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const candidates = ['/usr/bin/chromium', 'chromium-browser', 'google-chrome'];

function resolve(name) {
  if (name.startsWith('/')) return fs.existsSync(name) ? name : null;
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() || null : null;
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
  }
  for (const c of candidates) {
    const found = resolve(c);
    if (found) return found;
  }
  return null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = os.userInfo().uid === 0;
  if (isRoot && resolve('apt-get')) {
    console.log('Chromium not found: installing Debian\'s "chromium" with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'Browser tests need Chromium: install it (Debian/Ubuntu: "sudo apt-get install -y chromium") or set CHROMIUM_PATH=/path/to/chromium.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
