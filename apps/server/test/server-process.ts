import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
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

interface Answer {
  status: number;
  body: string;
}

/**
 * A POST whose body arrives in two parts: in flight until `finish()`. `received` resolves
 * once the server has read the headers (its "100 Continue"), and half the body is sent.
 */
export function halfSentPost(url: string, pathname: string, body: unknown, token?: string) {
  const payload = Buffer.from(JSON.stringify(body));
  const cut = Math.floor(payload.length / 2);
  let answered: (a: Answer) => void = () => {};
  let failed: (err: Error) => void = () => {};
  const response = new Promise<Answer>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const req = http.request(`${url}${pathname}`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': String(payload.length),
      expect: '100-continue',
      ...(token ? { 'x-session-token': token } : {}),
    },
  });
  req.on('response', (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (d: string) => {
      text += d;
    });
    res.on('end', () => answered({ status: res.statusCode ?? 0, body: text }));
  });
  req.on('error', failed);
  const received = new Promise<void>((resolve) =>
    req.once('continue', () => {
      req.write(payload.subarray(0, cut));
      resolve();
    }),
  );
  req.flushHeaders();
  return {
    received,
    response,
    finish: () => req.end(payload.subarray(cut)),
  };
}
