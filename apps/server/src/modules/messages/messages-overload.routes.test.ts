import type { ChatMessage } from '@traspasa/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { chatMessages } from '../../db/schema/messages.ts';
import { type Login, send, settle } from './messages.test-kit.ts';
import { OVERLOADED } from './send-limits.service.ts';

// Graceful overload of POST /api/messages (decision 070, plugins/overload.ts): while the
// event loop runs late, a send is refused at once with 503 + Retry-After, before the
// session lookup and the body; nothing refused is stored, and the client's retry with
// the same clientMessageId is stored once. Health and readiness are never refused.

let t: TestApp;
let admin: Login;
let buyer: Login;

beforeAll(async () => {
  t = await buildTestApp({ RATE_MESSAGES_PER_MIN: '1000', CHAT_MAX_LOOP_DELAY_MS: '200' });
  [admin, buyer] = [await loginAs(t, 'admin'), await loginAs(t, 'buyer')];
});

/** Keeps the event loop busy for `ms`, as a saturated server's would be. */
function busyLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning on purpose
  }
}

/** As the client does: asks again while the answer is 503 (a busy test machine may lag too). */
async function untilServed(request: () => ReturnType<typeof send>) {
  for (let attempt = 0; ; attempt += 1) {
    const res = await request();
    if (res.statusCode !== 503 || attempt === 5) return res;
    await settle(250);
  }
}

const storedWith = (clientMessageId: string) =>
  t.db.select().from(chatMessages).where(eq(chatMessages.clientMessageId, clientMessageId));

describe('POST /api/messages under overload', () => {
  it('answers 503 with Retry-After and a Spanish reason while the loop is late, stores nothing, and takes the retry once', async () => {
    const body = {
      receiverId: buyer.user.id,
      content: 'Hola, ¿seguimos?',
      clientMessageId: 'sobrecarga-0001',
    };
    busyLoop(400);
    const [refused, health, ready] = await Promise.all([
      send(t, admin, body),
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/ready' }),
    ]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ error: { code: expect.any(String), message: OVERLOADED } });
    // Health and readiness are answered as usual in the same instant.
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    expect(await storedWith(body.clientMessageId)).toHaveLength(0);

    // The loop is on time again: the client's retry (same clientMessageId) is stored, once.
    await settle(150);
    const retried = await untilServed(() => send(t, admin, body));
    expect(retried.statusCode).toBe(201);
    const again = await send(t, admin, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<ChatMessage>().id).toBe(retried.json<ChatMessage>().id);
    expect(await storedWith(body.clientMessageId)).toHaveLength(1);
  });

  it('refuses before the session lookup and before the body is read', async () => {
    busyLoop(400);
    const [noSession, badJson] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { 'x-session-token': 'no-es-una-sesion', 'content-type': 'application/json' },
        payload: JSON.stringify({ receiverId: buyer.user.id, content: 'Hola' }),
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: '{"receiverId": ',
      }),
    ]);
    // Without the overload these would be a 401 and a 400.
    expect(noSession.statusCode).toBe(503);
    expect(badJson.statusCode).toBe(503);
    expect(badJson.json().error.message).toBe(OVERLOADED);
    await settle(150);
    const later = await untilServed(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { 'x-session-token': 'no-es-una-sesion', 'content-type': 'application/json' },
        payload: JSON.stringify({ receiverId: buyer.user.id, content: 'Hola' }),
      }),
    );
    expect(later.statusCode).toBe(401);
  });

  it('other routes are not refused while the loop is late', async () => {
    busyLoop(400);
    const list = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: admin.headers });
    expect(list.statusCode).toBe(200);
  });
});
