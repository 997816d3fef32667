import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the real server exactly as `npm start` does (built web app, embedded PostgreSQL,
 * demo data) on a free port with a data folder of its own, and stops it cleanly after.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error(
      'The web app is not built: run "npm run build" (npm test does it) before the browser tests.',
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.createWriteStream(logFile);
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Every browser test signs in from 127.0.0.1; the throttling itself is covered by API tests.
      RATE_LOGIN_PER_IP: '100000',
      RATE_LOGIN_PER_ACCOUNT: '100000',
      RATE_REGISTER_PER_IP_HOUR: '100000',
      RATE_FORGOT_PER_EMAIL_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  await waitForHealth(baseUrl, server, logFile);
  project.provide('e2e', { baseUrl, logFile });

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        resolve(null);
      }, 15_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGKILL');
  throw new Error(
    `The server did not become healthy. Log:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`,
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject()));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: { baseUrl: string; logFile: string };
  }
}
