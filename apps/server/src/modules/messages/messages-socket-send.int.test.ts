import { NDA_REQUIRED_MESSAGE, type WsServerEvent } from '@traspasa/shared/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTestAppOnSameDatabase, loginAs, type TestApp } from '../../../test/helpers.ts';
import { chatMessages } from '../../db/schema/messages.ts';
import { NO_RELATION } from './chat.rules.ts';
import { chatLiveOf } from './chat-live.routes.ts';
import { connect, type Login, listing, nda, type Socket, send } from './messages.test-kit.ts';
import { OVERLOADED } from './send-limits.service.ts';

// Sending over the open WebSocket (`message.send`, decision 070): the same rules, NDA gate,
// idempotency, rate limit and overload answer as POST /api/messages.
type Ack = Extract<WsServerEvent, { type: 'message.ack' }>;
type Rejected = Extract<WsServerEvent, { type: 'message.rejected' }>;

let t: TestApp;
let seller: Login;
let buyer: Login;
let listingId: number;
const sockets: Socket[] = [];
const open = async (app: TestApp, who: Login) => {
  const s = await connect(app, { headers: who.headers });
  sockets.push(s);
  return s;
};
let counter = 0;
const cid = () => `socket-send-${Date.now()}-${++counter}`;

/** Sends over the socket and waits for the answer to that clientMessageId. */
async function sendOver(s: Socket, body: Record<string, unknown>): Promise<Ack | Rejected> {
  const id = String(body.clientMessageId);
  s.ws.send(JSON.stringify({ type: 'message.send', ...body }));
  return Promise.race([
    s.next('message.ack', (e) => e.clientMessageId === id),
    s.next('message.rejected', (e) => e.clientMessageId === id),
  ]);
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_MESSAGES_PER_MIN: '1000' });
  [seller, buyer] = await Promise.all([loginAs(t, 'seller'), loginAs(t, 'buyer')]);
  listingId = (await listing(t, { sellerId: seller.user.id })).id;
  await nda(t, buyer.user.id, listingId);
});
afterAll(() => {
  for (const s of sockets) s.ws.terminate();
});

describe('message.send over the socket', () => {
  it('stores the message, acknowledges it with the stored id, and delivers it to the receiver', async () => {
    const [mine, theirs] = [await open(t, buyer), await open(t, seller)];
    const clientMessageId = cid();
    const answer = await sendOver(mine, {
      receiverId: seller.user.id,
      businessId: listingId,
      content: '  Hola, ¿sigue disponible el local?  ',
      clientMessageId,
    });
    expect(answer).toEqual({
      type: 'message.ack',
      clientMessageId,
      id: expect.any(Number),
      created: true,
      message: expect.objectContaining({
        senderId: buyer.user.id,
        content: 'Hola, ¿sigue disponible el local?',
        clientMessageId,
        attachments: [],
      }),
    });
    const ack = answer as Ack;
    expect(ack.message.id).toBe(ack.id);
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, ack.id));
    expect(row).toMatchObject({ senderId: buyer.user.id, clientMessageId });
    const delivered = await theirs.next('message.created', (e) => e.message.id === ack.id);
    expect(delivered.message.content).toBe('Hola, ¿sigue disponible el local?');
  });

  it('the sending socket gets the ack instead of an echo; the sender’s other tabs get message.created', async () => {
    const [mine, otherTab, theirs] = [await open(t, buyer), await open(t, buyer), await open(t, seller)];
    const clientMessageId = cid();
    const ack = (await sendOver(mine, {
      receiverId: seller.user.id,
      content: 'Lo mando desde una pestaña.',
      clientMessageId,
    })) as Ack;
    expect(ack.type).toBe('message.ack');
    await theirs.next('message.created', (e) => e.message.id === ack.id);
    expect(
      (await otherTab.next('message.created', (e) => e.message.id === ack.id)).message.clientMessageId,
    ).toBe(clientMessageId);
    // The fan-out reached the sender's other tab, so it was done with this message too: once
    // the ack went, no echo followed it (one sent before the ack, on a very busy machine, is allowed).
    const ackAt = mine.events.findIndex(
      (e) => e.type === 'message.ack' && e.clientMessageId === clientMessageId,
    );
    const echoesAfterAck = mine.events
      .slice(ackAt + 1)
      .filter((e) => e.type === 'message.created' && e.message.id === ack.id);
    expect(ackAt).toBeGreaterThanOrEqual(0);
    expect(echoesAfterAck).toHaveLength(0);
  });

  it('a replay of the same clientMessageId acks the same id and stores one message', async () => {
    const s = await open(t, buyer);
    const body = {
      receiverId: seller.user.id,
      content: 'Una sola vez, aunque lo reenvíe.',
      clientMessageId: cid(),
    };
    const first = (await sendOver(s, body)) as Ack;
    s.events.length = 0;
    const again = (await sendOver(s, body)) as Ack;
    expect(again).toMatchObject({ type: 'message.ack', id: first.id, created: false });
    // The same id over POST answers 200 with that message too.
    const post = await send(t, buyer, body);
    expect(post.statusCode).toBe(200);
    expect(post.json().id).toBe(first.id);
    const rows = await t.db
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.senderId, buyer.user.id), eq(chatMessages.clientMessageId, body.clientMessageId)),
      );
    expect(rows).toHaveLength(1);
  });

  it('refuses by the same rules as POST, with a code and the Spanish reason', async () => {
    const stranger = await loginAs(t, 'buyer');
    const s = await open(t, stranger);

    const gated = await sendOver(s, {
      receiverId: seller.user.id,
      businessId: listingId,
      content: 'Quiero saber más.',
      clientMessageId: cid(),
    });
    expect(gated).toMatchObject({
      type: 'message.rejected',
      code: 'nda_required',
      message: NDA_REQUIRED_MESSAGE,
    });
    const http = await send(t, stranger, {
      receiverId: seller.user.id,
      businessId: listingId,
      content: 'Quiero saber más.',
    });
    expect(http.statusCode).toBe(403);
    expect(http.json().error.message).toBe(NDA_REQUIRED_MESSAGE);

    const other = await loginAs(t, 'buyer');
    expect(
      await sendOver(s, { receiverId: other.user.id, content: 'Hola', clientMessageId: cid() }),
    ).toMatchObject({
      type: 'message.rejected',
      code: 'forbidden',
      message: NO_RELATION,
    });
    expect(
      await sendOver(s, { receiverId: stranger.user.id, content: 'A mí mismo', clientMessageId: cid() }),
    ).toMatchObject({ code: 'invalid', message: 'No puedes enviarte mensajes a ti mismo.' });
    expect(
      await sendOver(s, { receiverId: seller.user.id, content: '   ', clientMessageId: cid() }),
    ).toMatchObject({
      code: 'invalid',
      message: 'Escribe un mensaje o adjunta un archivo',
    });
    expect(
      await sendOver(s, { receiverId: 2_000_000_000, content: 'Hola', clientMessageId: cid() }),
    ).toMatchObject({
      code: 'not_found',
    });
    // Without a clientMessageId nothing can be acknowledged: refused, nothing stored.
    const noId = await sendOver(s, { receiverId: seller.user.id, content: 'Hola', clientMessageId: 'corto' });
    expect(noId).toMatchObject({ code: 'invalid', message: expect.stringMatching(/identificador/) });
    const stored = await t.db.select().from(chatMessages).where(eq(chatMessages.senderId, stranger.user.id));
    expect(stored).toHaveLength(0);
    // The socket stays open after refusals.
    s.ws.send(JSON.stringify({ type: 'ping' }));
    await s.next('pong');
  });
});

describe('limits', () => {
  it('rate limits a sender over the socket (rate_limited with retryAfter), other senders unaffected', async () => {
    const limited = await buildTestApp({ RATE_MESSAGES_PER_MIN: '3' });
    const [a, b] = [await loginAs(limited, 'admin'), await loginAs(limited, 'buyer')];
    const s = await open(limited, a);
    for (let i = 0; i < 3; i++) {
      expect(
        await sendOver(s, { receiverId: b.user.id, content: `m${i}`, clientMessageId: cid() }),
      ).toMatchObject({
        type: 'message.ack',
      });
    }
    const over = (await sendOver(s, {
      receiverId: b.user.id,
      content: 'uno más',
      clientMessageId: cid(),
    })) as Rejected;
    expect(over).toMatchObject({
      type: 'message.rejected',
      code: 'rate_limited',
      message: expect.stringMatching(/muy rápido/),
    });
    expect(over.retryAfter).toBeGreaterThan(0);
    expect((await send(limited, a, { receiverId: b.user.id, content: 'por POST' })).statusCode).toBe(429);
    expect((await send(limited, b, { receiverId: a.user.id, content: 'Hola' })).statusCode).toBe(201);
  });

  it('the per-minute limit holds across two instances through PostgreSQL (synced every CHAT_RATE_SYNC_MS)', async () => {
    // Synced by hand here: a long interval keeps the timers out of the way.
    const env = { RATE_MESSAGES_PER_MIN: '4', CHAT_RATE_SYNC_MS: '60000' };
    const one = await buildTestApp(env);
    const two = await buildTestAppOnSameDatabase(one, env);
    const sync = (app: TestApp) => chatLiveOf(app.app.server)!.messages.rateLimit.sync();
    const [a, b] = [await loginAs(one, 'admin'), await loginAs(one, 'buyer')];
    const hola = (app: TestApp) => send(app, a, { receiverId: b.user.id, content: 'Hola' });
    for (const app of [one, one]) expect((await hola(app)).statusCode).toBe(201);
    await sync(one);
    for (const app of [two, two]) expect((await hola(app)).statusCode).toBe(201);
    await sync(two);
    // Two has seen four sends in the minute: it refuses, though its own bucket has tokens.
    const refused = await hola(two);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // One learns it at its next sync: it overshoots by what it accepts until then, no more.
    expect((await hola(one)).statusCode).toBe(201);
    await sync(one);
    expect((await hola(one)).statusCode).toBe(429);
    expect(await one.db.select().from(chatMessages).where(eq(chatMessages.senderId, a.user.id))).toHaveLength(
      5,
    );
    await two.app.close();
  });

  it('past the in-flight bound answers at once: message.rejected overloaded and HTTP 503 with Retry-After', async () => {
    const tiny = await buildTestApp({ RATE_MESSAGES_PER_MIN: '1000', CHAT_MAX_IN_FLIGHT: '1' });
    const [a, b] = [await loginAs(tiny, 'admin'), await loginAs(tiny, 'buyer')];
    const s = await open(tiny, a);
    const gate = chatLiveOf(tiny.app.server)!.messages.gate;
    // One send in progress fills the bound.
    const busy = gate.enter();

    const clientMessageId = cid();
    const started = performance.now();
    const refused = (await sendOver(s, {
      receiverId: b.user.id,
      content: 'Hola',
      clientMessageId,
    })) as Rejected;
    expect(refused).toEqual({
      type: 'message.rejected',
      clientMessageId,
      code: 'overloaded',
      message: OVERLOADED,
      retryAfter: 1,
    });
    const res = await send(tiny, a, { receiverId: b.user.id, content: 'Hola por POST' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().error.message).toBe(OVERLOADED);
    expect(
      await tiny.db.select().from(chatMessages).where(eq(chatMessages.senderId, a.user.id)),
    ).toHaveLength(0);

    // Once the send in progress ends, the retry with the same clientMessageId goes through.
    gate.leave(busy);
    s.events.length = 0;
    expect(await sendOver(s, { receiverId: b.user.id, content: 'Hola', clientMessageId })).toMatchObject({
      type: 'message.ack',
      created: true,
    });
  });
});
