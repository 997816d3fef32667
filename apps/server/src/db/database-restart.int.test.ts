import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';

// Issue 16, "Survive the database restarting": the real server (`npm start`'s entry point
// on its embedded PostgreSQL) under a burst of listing creations while one backend, then
// the postmaster itself, is killed with SIGKILL. The server must stay up, answer 503 (never
// 500) meanwhile, serve again by itself, keep every acknowledged write, and a retry with the
// same Idempotency-Key must never make a second listing.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-restart-test-'));
fs.chmodSync(dataDir, 0o755);
const pgData = path.join(dataDir, 'postgres', 'pgdata');
let server: ServerProcess;
let seller: { token: string; id: number };
let buyer: { token: string; id: number };

const BURST = 100;

async function login(email: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo12345!' }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { sessionToken: string; user: { id: number } };
  return { token: body.sessionToken, id: body.user.id };
}

beforeAll(async () => {
  server = await startServerProcess({ dataDir, logFile: path.join(dataDir, 'server-output.log') });
  seller = await login('vendedor@traspasa.test');
  buyer = await login('comprador@traspasa.test');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Attempt {
  key: string;
  title: string;
  status: number | 'network-error';
  id?: number;
}

async function createListing(key: string, title: string): Promise<Attempt> {
  try {
    const res = await fetch(`${server.url}/api/businesses`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-token': seller.token,
        'idempotency-key': key,
      },
      body: JSON.stringify({ title }),
    });
    const body = (await res.json().catch(() => null)) as { id?: number; error?: { message: string } } | null;
    if (res.status === 503) expect(res.headers.get('retry-after')).toBe('5');
    if (res.status >= 400) expect(body?.error?.message, JSON.stringify(body)).toBeTruthy();
    return { key, title, status: res.status, id: body?.id };
  } catch {
    return { key, title, status: 'network-error' };
  }
}

/** The database as its owner sees it (credentials and port from the data folder). */
async function superuser(): Promise<pg.Client> {
  const { password } = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'postgres', 'credentials.json'), 'utf8'),
  ) as { password: string };
  const port = fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(port),
    user: 'postgres',
    password,
    database: 'traspasa',
  });
  client.on('error', () => {}); // the kill below ends this connection too
  await client.connect();
  return client;
}

async function anAppBackendPid(): Promise<number> {
  const client = await superuser();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = 'traspasa' and backend_type = 'client backend' and pid <> pg_backend_pid()
         and application_name <> 'traspasa-chat-listener'
       order by state = 'active' desc limit 1`,
    );
    expect(rows.length).toBe(1);
    return rows[0]!.pid;
  } finally {
    await client.end().catch(() => {});
  }
}

const postmasterPid = () =>
  Number(fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);

/** Milliseconds until /api/health says ok again (polled every 100 ms, 60 s at most). */
async function recovery(since: number): Promise<number> {
  while (Date.now() - since < 60_000) {
    const res = await fetch(`${server.url}/api/health`).catch(() => null);
    if (res?.status === 200) return Date.now() - since;
    if (res) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not serve again within 60 s\n${logTails()}`);
}

/** The end of the server's and PostgreSQL's logs, to tell why when it did not come back. */
function logTails(): string {
  const tail = (file: string) =>
    fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n') : '(none)';
  return [
    `server output:\n${tail(path.join(dataDir, 'server-output.log'))}`,
    `postgres log:\n${tail(path.join(pgData, 'server.log'))}`,
  ].join('\n');
}

/** Fires BURST creations at once and kills `victim()` once the first few are answered. */
async function burstWithKill(prefix: string, victim: () => Promise<number>) {
  const answered: Attempt[] = [];
  let killedAt = 0;
  let kill: Promise<void> | null = null;
  const attempts = Array.from({ length: BURST }, (_, i) =>
    createListing(`${prefix}-clave-${i}`, `${prefix} negocio ${i}`).then((a) => {
      answered.push(a);
      if (answered.length === 5 && !kill) {
        kill = victim().then((pid) => {
          killedAt = Date.now();
          process.kill(pid, 'SIGKILL');
        });
      }
      return a;
    }),
  );
  const results = await Promise.all(attempts);
  await kill;
  expect(killedAt).toBeGreaterThan(0);
  return { results, killedAt };
}

/** Retries every unacknowledged creation with its own key until it is acknowledged. */
async function retryUntilAcked(results: Attempt[]): Promise<Attempt[]> {
  const done = results.map((r) => r);
  for (let round = 0; round < 20 && done.some((r) => r.status !== 201); round++) {
    await new Promise((r) => setTimeout(r, 250));
    for (const [i, r] of done.entries()) {
      if (r.status !== 201) done[i] = await createListing(r.key, r.title);
    }
  }
  return done;
}

async function ownTitles(prefix: string): Promise<Map<number, string>> {
  const res = await fetch(`${server.url}/api/seller/businesses?limit=100`, {
    headers: { 'x-session-token': seller.token },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    items: Array<{ id: number; title: string }>;
    nextCursor: string | null;
  };
  const all = [...body.items];
  let cursor = body.nextCursor;
  while (cursor) {
    const next = await fetch(`${server.url}/api/seller/businesses?limit=100&cursor=${cursor}`, {
      headers: { 'x-session-token': seller.token },
    });
    const page = (await next.json()) as typeof body;
    all.push(...page.items);
    cursor = page.nextCursor;
  }
  return new Map(all.filter((b) => b.title.startsWith(`${prefix} `)).map((b) => [b.id, b.title]));
}

async function expectEveryWriteOnce(prefix: string, first: Attempt[]) {
  // While the database was away the answers were 201 or 503, never a 500 or a dropped socket.
  for (const r of first) expect([201, 503]).toContain(r.status);
  const acked = first.filter((r) => r.status === 201);
  const final = await retryUntilAcked(first);
  expect(final.every((r) => r.status === 201)).toBe(true);
  const stored = await ownTitles(prefix);
  // Exactly one listing per key, and every id acknowledged before is the stored one.
  expect(stored.size).toBe(BURST);
  expect(new Set(stored.values()).size).toBe(BURST);
  for (const r of acked) expect(stored.get(r.id!)).toBe(r.title);
  for (const r of final) expect(stored.get(r.id!)).toBe(r.title);
  return { acked: acked.length, unavailable: first.length - acked.length };
}

/** A message from the buyer reaches the seller's open socket: LISTEN/NOTIFY works again. */
async function expectLiveDelivery() {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/ws`, {
      headers: { 'x-session-token': seller.token },
    });
    const content = `¿Sigue disponible? ${Date.now()}`;
    const delivered = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 3000);
      ws.on('message', (data) => {
        const event = JSON.parse(data.toString()) as { type: string; message?: { content: string } };
        if (event.type === 'ready') {
          void fetch(`${server.url}/api/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-session-token': buyer.token },
            body: JSON.stringify({ receiverId: seller.id, content, clientMessageId: `vivo-${Date.now()}` }),
          });
        }
        if (event.type === 'message.created' && event.message?.content === content) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      ws.on('error', () => resolve(false));
    });
    ws.terminate();
    if (delivered) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no live message after the restart');
}

describe('the database restarting under load', () => {
  it('survives a backend killed mid-burst: 503 meanwhile, back by itself, no write lost or doubled', async () => {
    const { results, killedAt } = await burstWithKill('backend', anAppBackendPid);
    const ms = await recovery(killedAt);
    expect(server.child.exitCode).toBeNull();
    const counts = await expectEveryWriteOnce('backend', results);
    console.log(
      `backend killed: served again after ${ms} ms; ${counts.acked} acknowledged, ${counts.unavailable} answered 503 and retried`,
    );
    expect(ms).toBeLessThan(30_000);
    await expectLiveDelivery();
  }, 120_000);

  it('survives the postmaster killed mid-burst: restarts the embedded database, no write lost or doubled', async () => {
    const { results, killedAt } = await burstWithKill('postmaster', async () => postmasterPid());
    const ms = await recovery(killedAt);
    expect(server.child.exitCode).toBeNull();
    expect(postmasterPid()).not.toBe(0);
    const counts = await expectEveryWriteOnce('postmaster', results);
    console.log(
      `postmaster killed: served again after ${ms} ms; ${counts.acked} acknowledged, ${counts.unavailable} answered 503 and retried`,
    );
    expect(ms).toBeLessThan(30_000);
    await expectLiveDelivery();
    const log = fs.readFileSync(path.join(dataDir, 'server-output.log'), 'utf8');
    expect(log).toContain('PostgreSQL embebido en marcha de nuevo');
    expect(log).not.toMatch(/Unhandled|uncaught/i);
  }, 120_000);
});
