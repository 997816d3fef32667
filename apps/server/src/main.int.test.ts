import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { halfSentPost, startServerProcess } from '../test/server-process.ts';

// The real entry point, as `npm start` runs it: embedded PostgreSQL, migrations, seed,
// listen, and a clean stop on a signal. Two boots on one DATA_DIR prove data survives.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-main-test-'));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('server lifecycle', () => {
  it('drains in-flight requests on SIGTERM, stops PostgreSQL cleanly and keeps committed data', async () => {
    const first = await startServerProcess({ dataDir });
    const email = `persistente${Date.now()}@example.com`;
    // In flight when the signal arrives: the server has its headers, half its body still to come.
    const pending = halfSentPost(first.url, '/api/auth/register', {
      username: `persistente${Date.now()}`,
      email,
      password: 'Una clave larga de prueba',
      fullName: 'Persona Persistente',
      role: 'buyer',
    });
    await pending.received;
    await new Promise((r) => setTimeout(r, 100));
    const stopped = first.stop('SIGTERM');
    pending.finish();
    expect((await pending.response).status).toBe(201);
    expect(await stopped).toBe(0);
    const pgLog = fs.readFileSync(path.join(dataDir, 'postgres/pgdata/server.log'), 'utf8');
    expect(pgLog).toContain('database system is shut down');

    const second = await startServerProcess({ dataDir });
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
      expect(await second.stop('SIGINT')).toBe(0);
    }
  }, 120_000);
});
