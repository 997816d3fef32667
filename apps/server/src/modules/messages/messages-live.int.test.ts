import type { ThreadResponse } from '@traspasa/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTestAppOnSameDatabase, loginAs, type TestApp } from '../../../test/helpers.ts';
import { chatLiveOf, MAX_SOCKETS_PER_USER } from './chat-live.routes.ts';
import { connect, get, type Login, type Socket, sent, settle, upgradeStatus } from './messages.test-kit.ts';

// The live channel: GET /api/ws on real loopback ports, the ws client, PostgreSQL NOTIFY.
let t: TestApp;
let admin: Login;
let buyer: Login;
const sockets: Socket[] = [];
const open = async (...args: Parameters<typeof connect>) => {
  const s = await connect(...args);
  sockets.push(s);
  return s;
};

beforeAll(async () => {
  t = await buildTestApp({ RATE_MESSAGES_PER_MIN: '1000' });
  [admin, buyer] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'buyer')]);
});
afterAll(() => {
  for (const s of sockets) s.ws.terminate();
});

describe('WebSocket authentication', () => {
  it('refuses an upgrade without a valid session (401) and from a foreign origin (403)', async () => {
    expect(await upgradeStatus(t, {})).toBe(401);
    expect(await upgradeStatus(t, { 'x-session-token': 'no-es-un-token' })).toBe(401);
    expect(await upgradeStatus(t, { ...buyer.headers, origin: 'https://sitio-ajeno.example' })).toBe(403);
    expect(await upgradeStatus(t, { ...buyer.headers, origin: 'null' })).toBe(403);
    expect(await upgradeStatus(t, { ...buyer.headers, origin: 'http://localhost:3000' })).toBe(101);
  });

  it('accepts the X-Session-Token header, the session cookie, or the token as a subprotocol', async () => {
    const byHeader = await open(t, { headers: buyer.headers });
    expect(byHeader.events[0]).toEqual({ type: 'ready', userId: buyer.user.id, unreadCount: 0 });
    const byCookie = await open(t, { headers: { cookie: `session-token=${buyer.token}` } });
    expect(byCookie.events[0]).toMatchObject({ type: 'ready', userId: buyer.user.id });
    const byProtocol = await open(t, { protocols: ['traspasa', `traspasa.token.${buyer.token}`] });
    expect(byProtocol.events[0]).toMatchObject({ type: 'ready', userId: buyer.user.id });
    // The server answers with its protocol name, never echoing the token back.
    expect(byProtocol.ws.protocol).toBe('traspasa');
  });

  it('answers ping with pong and ignores anything else', async () => {
    const s = await open(t, { headers: buyer.headers });
    s.ws.send('no es json');
    s.ws.send(JSON.stringify({ type: 'send', content: 'x' }));
    s.ws.send(JSON.stringify({ type: 'ping' }));
    await s.next('pong');
    expect(s.events.map((e) => e.type)).toEqual(['ready', 'pong']);
  });

  it('refuses more than MAX_SOCKETS_PER_USER sockets of one user (429), and admits again when one closes', async () => {
    const session = await loginAs(t, 'buyer');
    const mine = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_USER }, () => open(t, { headers: session.headers })),
    );
    expect(await upgradeStatus(t, session.headers)).toBe(429);
    mine[0]!.ws.close();
    await mine[0]!.closed;
    await settle(50);
    expect(await upgradeStatus(t, session.headers)).toBe(101);
    for (const s of mine) s.ws.terminate();
  });

  it('closes a socket whose session ended (4401) at the next heartbeat', async () => {
    const session = await loginAs(t, 'buyer');
    const s = await open(t, { headers: session.headers });
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.headers });
    expect(logout.statusCode).toBe(204);
    await chatLiveOf(t.app.server)!.hub.beat();
    expect((await s.closed).code).toBe(4401);
  });
});

describe('live delivery', () => {
  it('pushes message.created to every tab of both participants, unread counts and read receipts', async () => {
    const receiver = await loginAs(t, 'buyer');
    const [tab1, tab2, senderTab] = await Promise.all([
      open(t, { headers: receiver.headers }),
      open(t, { headers: receiver.headers }),
      open(t, { headers: admin.headers }),
    ]);
    const message = await sent(t, admin, receiver.user, '<b>Hola</b> en vivo');

    for (const tab of [tab1, tab2]) {
      const event = await tab.next('message.created');
      expect(event.message).toEqual(message);
      expect(event.conversation).toMatchObject({
        id: message.conversationId,
        unreadCount: 1,
        otherParticipant: { id: admin.user.id },
        lastMessage: message,
      });
      expect(Object.keys(event.conversation.otherParticipant)).not.toContain('email');
      expect(await tab.next('unread.count')).toEqual({ type: 'unread.count', count: 1 });
    }
    const own = await senderTab.next('message.created');
    expect(own.conversation).toMatchObject({ unreadCount: 0, otherParticipant: { id: receiver.user.id } });

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${message.conversationId}/read`,
      headers: receiver.headers,
    });
    expect(read.statusCode).toBe(200);
    for (const tab of [tab1, tab2, senderTab]) {
      expect(await tab.next('conversation.read')).toEqual({
        type: 'conversation.read',
        conversationId: message.conversationId,
        readerId: receiver.user.id,
        messageIds: [message.id],
      });
    }
    expect(await tab1.next('unread.count', (e) => e.count === 0)).toBeTruthy();
    await settle();
    // The sender's total did not change: no unread.count for them.
    expect(senderTab.events.filter((e) => e.type === 'unread.count')).toEqual([]);
  });

  it('delivers across two app instances on one database', async () => {
    const second = await buildTestAppOnSameDatabase(t);
    const receiver = await loginAs(t, 'buyer');
    const onSecond = await open(second, { headers: receiver.headers });
    const senderOnFirst = await open(t, { headers: admin.headers });

    const message = await sent(t, admin, receiver.user, 'De la instancia 1 a la 2');
    expect((await onSecond.next('message.created')).message).toEqual(message);
    expect((await senderOnFirst.next('message.created')).message.id).toBe(message.id);

    // And back: a read mark made through the second instance reaches the first one.
    const read = await second.app.inject({
      method: 'POST',
      url: `/api/conversations/${message.conversationId}/read`,
      headers: receiver.headers,
    });
    expect(read.statusCode).toBe(200);
    expect((await senderOnFirst.next('conversation.read')).messageIds).toEqual([message.id]);
    const reply = await sent(second, receiver, admin.user, 'Respuesta desde la 2');
    expect((await senderOnFirst.next('message.created', (e) => e.message.id === reply.id)).message).toEqual(
      reply,
    );
  });

  it('catches up after a reconnection with `after`: nothing lost, nothing twice', async () => {
    const receiver = await loginAs(t, 'buyer');
    const first = await open(t, { headers: receiver.headers });
    const m1 = await sent(t, admin, receiver.user, 'uno');
    await first.next('message.created');
    first.ws.close();
    await first.closed;

    const missed = [await sent(t, admin, receiver.user, 'dos'), await sent(t, admin, receiver.user, 'tres')];
    const again = await open(t, { headers: receiver.headers });
    expect(again.events[0]).toMatchObject({ type: 'ready', unreadCount: 3 });
    const catchUp = (
      await get(t, receiver, `/api/conversations/${m1.conversationId}?after=${m1.id}`)
    ).json<ThreadResponse>();
    const live = await sent(t, admin, receiver.user, 'cuatro');
    await again.next('message.created', (e) => e.message.id === live.id);

    // The client shows messages by id: what the socket delivered and what the catch-up
    // returned may overlap (a notice handled after the reconnection), never miss.
    const shown = new Map<number, string>([[m1.id, m1.content]]);
    for (const m of catchUp.messages) shown.set(m.id, m.content);
    for (const e of again.events)
      if (e.type === 'message.created') shown.set(e.message.id, e.message.content);
    expect(catchUp.messages).toEqual(missed);
    expect([...shown.entries()].sort(([a], [b]) => a - b)).toEqual(
      [m1, ...missed, live].map((m) => [m.id, m.content]),
    );
    const thread = (await get(t, receiver, `/api/conversations/${m1.conversationId}`)).json<ThreadResponse>();
    expect(thread.messages.map((m) => m.content)).toEqual(['uno', 'dos', 'tres', 'cuatro']);
  });

  it('when the database listener drops: closes sockets (1012), refuses new ones until it is back, loses nothing', async () => {
    const live = chatLiveOf(t.app.server)!;
    const receiver = await loginAs(t, 'buyer');
    const s = await open(t, { headers: receiver.headers });
    const before = await sent(t, admin, receiver.user, 'antes del corte');
    await s.next('message.created');

    const pid = await live.listener.backendPid();
    await t.db.execute(sql`select pg_terminate_backend(${pid})`);
    expect((await s.closed).code).toBe(1012);
    const during = await sent(t, admin, receiver.user, 'durante el corte');
    const refused = await upgradeStatus(t, receiver.headers);
    expect([503, 101]).toContain(refused); // 101 only if the listener was already back

    for (let i = 0; i < 100 && !live.listener.listening; i++) await settle(50);
    expect(live.listener.listening).toBe(true);
    const back = await open(t, { headers: receiver.headers });
    const catchUp = (
      await get(t, receiver, `/api/conversations/${before.conversationId}?after=${before.id}`)
    ).json<ThreadResponse>();
    expect(catchUp.messages).toEqual([during]);
    const after = await sent(t, admin, receiver.user, 'después del corte');
    expect((await back.next('message.created')).message).toEqual(after);
  });

  it('closes its sockets with 1001 when the app closes', async () => {
    const other = await buildTestAppOnSameDatabase(t);
    const s = await connect(other, { headers: buyer.headers });
    await other.app.close();
    expect((await s.closed).code).toBe(1001);
  });
});
