import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point, as `npm start` runs it: embedded PostgreSQL, migrations, seed,
// listen, and a clean stop on a signal. Two boots on one DATA_DIR prove data survives.
const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-main-test-'));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('server lifecycle', () => {
  it('drains in-flight requests on SIGTERM, stops PostgreSQL cleanly and keeps committed data', async () => {
    const first = await boot();
    const email = `persistente${Date.now()}@example.com`;
    // Argon2 hashing keeps this request in flight while the signal arrives.
    const pending = fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `persistente${Date.now()}`,
        email,
        password: 'Una clave larga de prueba',
        fullName: 'Persona Persistente',
        role: 'buyer',
      }),
    });
    await new Promise((r) => setTimeout(r, 15));
    first.child.kill('SIGTERM');
    const res = await pending;
    expect(res.status).toBe(201);
    const exitCode = await new Promise<number | null>((resolve) => first.child.once('exit', resolve));
    expect(exitCode).toBe(0);
    const pgLog = fs.readFileSync(path.join(dataDir, 'postgres/pgdata/server.log'), 'utf8');
    expect(pgLog).toContain('database system is shut down');

    const second = await boot();
    try {
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Una clave larga de prueba' }),
      });
      expect(login.status).toBe(200);
      const demo = await fetch(`${second.url}/api/businesses?limit=1`);
      expect(((await demo.json()) as { total: number }).total).toBeGreaterThanOrEqual(55);
    } finally {
      second.child.kill('SIGINT');
      expect(await new Promise((resolve) => second.child.once('exit', resolve))).toBe(0);
    }
  }, 120_000);
});

async function boot(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const { DATABASE_URL: _external, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output.slice(-3000)}`);
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
