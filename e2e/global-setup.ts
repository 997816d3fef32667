import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../apps/server/test/server-process.ts';

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
  const server = await startServerProcess({
    dataDir,
    logFile,
    env: {
      // The dev outbox prints reset links at info level; the tests read them from the log.
      LOG_LEVEL: 'info',
      // Every browser test signs in from 127.0.0.1; the throttling itself is covered by API tests.
      RATE_LOGIN_PER_IP: '100000',
      RATE_LOGIN_PER_ACCOUNT: '100000',
      RATE_REGISTER_PER_IP_HOUR: '100000',
      RATE_FORGOT_PER_EMAIL_HOUR: '100000',
      RATE_FORGOT_PER_IP_HOUR: '100000',
      RATE_RESET_PER_IP_HOUR: '100000',
    },
  });
  project.provide('e2e', { baseUrl: server.url, logFile });

  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: { baseUrl: string; logFile: string };
  }
}
