// Shared by the messaging tests (not loaded by the app).
import type { ChatMessage, WsServerEvent } from '@traspasa/shared/messages';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { loginAs, TestApp } from '../../../test/helpers.ts';
import { professionals } from '../../db/schema/content.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { activeDocument, listing } from '../ndas/nda.test-kit.ts';

export type Login = Awaited<ReturnType<typeof loginAs>>;
export { listing };

/** The active NDA text of each test database (there may be only one). */
const documents = new Map<string, Promise<number>>();

/** An NDA of `userId` on `businessId` in `status` (signed by default), written directly. */
export async function nda(t: TestApp, userId: number, businessId: number, status = 'signed') {
  const key = t.pool.options.connectionString ?? '';
  if (!documents.has(key))
    documents.set(
      key,
      activeDocument(t).then((d) => d.id),
    );
  const documentId = await documents.get(key)!;
  const [row] = await t.db
    .insert(ndas)
    .values({
      businessId,
      userId,
      ndaDocumentId: documentId,
      status,
      clickwrapAcceptedAt: new Date(),
      documentHash: 'a'.repeat(64),
      documentVersion: '1.0',
      signedAt: status === 'signed' ? new Date() : null,
    })
    .returning();
  return row!;
}

export async function setNdaStatus(t: TestApp, id: number, status: string) {
  await t.db.update(ndas).set({ status }).where(eq(ndas.id, id));
}

/** Makes `userId` the account behind a directory entry. */
export async function professional(t: TestApp, userId: number) {
  await t.db.insert(professionals).values({ name: 'Abogada de Prueba', profession: 'Abogada', userId });
}

export function send(t: TestApp, from: Login, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/messages', headers: from.headers, payload: body });
}

/** Sends and expects success; returns the stored message. */
export async function sent(t: TestApp, from: Login, to: { id: number }, content: string, extra = {}) {
  const res = await send(t, from, { receiverId: to.id, content, ...extra });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json<ChatMessage>();
}

export function get(t: TestApp, who: Login, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who.headers });
}

// ---------- WebSocket ----------

/** A test socket that records every event it receives. */
export interface Socket {
  ws: WebSocket;
  events: WsServerEvent[];
  /** Resolves with the first recorded event (from now or already received) matching `pred`. */
  next<T extends WsServerEvent['type']>(
    type: T,
    pred?: (e: Extract<WsServerEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<WsServerEvent, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
}

/** `app.listen` on a loopback port once per app; returns the ws:// base. */
export async function wsBase(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `ws://127.0.0.1:${address.port}`;
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return url.replace(/^http/, 'ws');
}

/** Opens /api/ws; resolves once `ready` arrived. */
export async function connect(
  t: TestApp,
  opts: { headers?: Record<string, string>; protocols?: string[] } = {},
): Promise<Socket> {
  const ws = new WebSocket(`${await wsBase(t)}/api/ws`, opts.protocols ?? [], { headers: opts.headers });
  const events: WsServerEvent[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as WsServerEvent);
    for (const w of waiters) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: Socket = {
    ws,
    events,
    closed,
    next(type, pred = () => true, timeoutMs = 5000) {
      type E = Extract<WsServerEvent, { type: typeof type }>;
      const find = () => events.find((e): e is E => e.type === type && pred(e as E));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const check = () => {
          const hit = find();
          if (!hit) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
        };
        waiters.add(check);
      });
    },
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  await socket.next('ready');
  return socket;
}

/** The HTTP status with which an upgrade is refused (or 101 when it is accepted). */
export async function upgradeStatus(t: TestApp, headers: Record<string, string>, protocols: string[] = []) {
  const ws = new WebSocket(`${await wsBase(t)}/api/ws`, protocols, { headers });
  return new Promise<number>((resolve) => {
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', () => resolve(-1));
  });
}

/** Lets in-flight events arrive, for asserting that nothing else came. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
