import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { halfSentPost, startServerProcess } from '../test/server-process.ts';

// The production bundle as `npm start` runs it (decision 140), built into a folder of its
// own inside apps/server; a SIGTERM while a request is half-sent and a chat socket is open.
const serverDir = path.resolve(import.meta.dirname, '..');
const bundle = `.bundle-test-${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-shutdown-test-'));
fs.chmodSync(dataDir, 0o755);
const PASSWORD = 'Demo12345!';

beforeAll(() => {
  const built = spawnSync(process.execPath, ['build.mjs', '--outdir', bundle], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);
});
afterAll(() => {
  fs.rmSync(path.join(serverDir, bundle), { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A GET on a new connection (fetch would reuse a kept-alive one). */
function freshGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessionToken: string }).sessionToken;
}

describe('graceful shutdown of the production server', () => {
  it('finishes in-flight requests, says "going away" to sockets, stops PostgreSQL and loses no acknowledged message', async () => {
    const first = await startServerProcess({ dataDir, entry: ['--enable-source-maps', `${bundle}/main.js`] });
    let stopped: Promise<number | null> | null = null;
    try {
      const admin = await login(first.url, 'admin@traspasa.test');
      const auth = { 'x-session-token': admin };
      const list = (await (await fetch(`${first.url}/api/businesses?limit=1`)).json()) as {
        items: { id: number }[];
      };
      const listingId = list.items[0]!.id;
      const detail = (await (
        await fetch(`${first.url}/api/businesses/${listingId}`, { headers: auth })
      ).json()) as {
        sellerId: number;
      };
      const stamp = randomBytes(4).toString('hex');

      // Acknowledged before the signal.
      const sent = await fetch(`${first.url}/api/messages`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          receiverId: detail.sellerId,
          businessId: listingId,
          content: `Antes del cierre ${stamp}`,
          clientMessageId: `antes-${stamp}`,
        }),
      });
      expect(sent.status).toBe(201);
      const before = (await sent.json()) as { id: number; conversationId: number };

      // A live chat socket, up and ready.
      const socket = new WebSocket(`${first.url.replace('http', 'ws')}/api/ws`, ['traspasa'], {
        headers: auth,
      });
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.on('message', (data) => {
          if ((JSON.parse(data.toString()) as { type: string }).type === 'ready') resolve();
        });
      });

      // Two requests in flight when the signal comes: a sign-in and a message.
      const signIn = halfSentPost(first.url, '/api/auth/login', {
        email: 'comprador@traspasa.test',
        password: PASSWORD,
      });
      const during = halfSentPost(
        first.url,
        '/api/messages',
        {
          receiverId: detail.sellerId,
          businessId: listingId,
          content: `Durante el cierre ${stamp}`,
          clientMessageId: `durante-${stamp}`,
        },
        admin,
      );
      // And one whose client never sends the rest: it must not hold the shutdown forever.
      const stuck = halfSentPost(first.url, '/api/auth/login', { email: 'nadie@example.com', password: 'x' });
      await Promise.all([signIn.received, during.received, stuck.received]);
      // Their onRequest hooks run before the body is read: let them, then send the signal.
      await new Promise((r) => setTimeout(r, 200));
      const signalled = Date.now();
      stopped = first.stop('SIGTERM');

      // The socket is told first, with the code the web client reconnects on.
      expect(await closed).toEqual({ code: 1001, reason: 'El servidor se está reiniciando.' });
      // Nothing new is served from now on: a 503 (before the listener is closed), refused
      // (after), or reset (a connection the kernel queued just as the listener closed).
      const late = await freshGet(`${first.url}/api/ready`).then(
        (status) => status,
        (err: NodeJS.ErrnoException) => err.code,
      );
      expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(late);
      // The half-sent requests are still waited for, and answered in full.
      signIn.finish();
      during.finish();
      const signedIn = await signIn.response;
      expect(signedIn.status).toBe(200);
      expect(JSON.parse(signedIn.body)).toHaveProperty('sessionToken');
      const duringAnswer = await during.response;
      expect(duringAnswer.status).toBe(201);
      const duringMessage = JSON.parse(duringAnswer.body) as { id: number };

      // The stuck request's connection is cut after the 10 s drain bound; the stop still ends cleanly.
      await expect(stuck.response).rejects.toThrow(/socket hang up|ECONNRESET/);
      expect(await stopped).toBe(0);
      const took = Date.now() - signalled;
      expect(took).toBeGreaterThanOrEqual(10_000);
      expect(took).toBeLessThan(25_000);
      stopped = null;
      const pgData = path.join(dataDir, 'postgres/pgdata');
      expect(fs.readFileSync(path.join(pgData, 'server.log'), 'utf8')).toContain(
        'database system is shut down',
      );
      // No postmaster left running on this data folder.
      expect(fs.existsSync(path.join(pgData, 'postmaster.pid'))).toBe(false);

      // Started again on the same database: both acknowledged messages are there.
      const second = await startServerProcess({ dataDir, entry: [`${bundle}/main.js`] });
      try {
        const again = await login(second.url, 'admin@traspasa.test');
        const thread = await fetch(`${second.url}/api/conversations/${before.conversationId}`, {
          headers: { 'x-session-token': again },
        });
        expect(thread.status).toBe(200);
        const { messages } = (await thread.json()) as { messages: { id: number; content: string }[] };
        expect(messages).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ id: before.id, content: `Antes del cierre ${stamp}` }),
            expect.objectContaining({ id: duringMessage.id, content: `Durante el cierre ${stamp}` }),
          ]),
        );
        expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
      } finally {
        expect(await second.stop('SIGTERM')).toBe(0);
      }
    } finally {
      if (stopped) await stopped;
      else if (first.child.exitCode === null) await first.stop('SIGKILL');
    }
  }, 180_000);
});
