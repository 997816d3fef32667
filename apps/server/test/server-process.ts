import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/lib/free-port.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** SIGTERM (or the given signal), then the exit code; SIGKILL after 15 s. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real entry point as `npm start` runs it (embedded PostgreSQL — DATABASE_URL is
 * dropped —, migrations, demo seed, NODE_ENV=production) on a free port, resolved once
 * /api/health answers. Output goes to `logFile` when given.
 */
export async function startServerProcess(opts: {
  dataDir: string;
  env?: Record<string, string>;
  logFile?: string;
  /** Node's arguments; the TypeScript source by default, or a bundle (`['.bundle/main.js']`). */
  entry?: string[];
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _external, ...env } = process.env;
  const child = spawn(process.execPath, opts.entry ?? ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const sink = opts.logFile ? fs.createWriteStream(opts.logFile) : null;
  const collect = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
    sink?.write(d);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', (code) => {
        clearTimeout(killer);
        sink?.end();
        resolve(code);
      });
      child.kill(signal);
    });

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become healthy:\n${output.slice(-4000)}`);
}
