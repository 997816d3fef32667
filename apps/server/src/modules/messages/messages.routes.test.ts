import {
  type ChatMessage,
  type ConversationListResponse,
  NDA_REQUIRED_MESSAGE,
  type ReadResponse,
  type ThreadResponse,
} from '@traspasa/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { chatMessages, conversations } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';
import { NO_RELATION } from './chat.rules.ts';
import {
  get,
  type Login,
  listing,
  nda,
  professional,
  send,
  sent,
  setNdaStatus,
} from './messages.test-kit.ts';

let t: TestApp;
let seller: Login;
let buyer: Login;
let listingId: number;

const pairOf = async (a: number, b: number) =>
  t.db
    .select()
    .from(conversations)
    .where(eq(conversations.participantOne, Math.min(a, b)))
    .then((rows) => rows.filter((r) => r.participantTwo === Math.max(a, b)));

beforeAll(async () => {
  t = await buildTestApp({ RATE_MESSAGES_PER_MIN: '1000' });
  [seller, buyer] = await Promise.all([loginAs(t, 'seller'), loginAs(t, 'buyer')]);
  listingId = (await listing(t, { sellerId: seller.user.id, images: ['/uploads/public/foto-1.webp'] })).id;
});

describe('who may write to whom', () => {
  it('a buyer writes about a listing only with a signed NDA for it', async () => {
    const b = await loginAs(t, 'buyer');
    const body = { receiverId: seller.user.id, businessId: listingId, content: 'Hola, me interesa.' };
    const none = await send(t, b, body);
    expect(none.statusCode).toBe(403);
    expect(none.json().error.message).toBe(NDA_REQUIRED_MESSAGE);

    const pending = await nda(t, b.user.id, listingId, 'pending');
    expect((await send(t, b, body)).json().error.message).toBe(NDA_REQUIRED_MESSAGE);

    await setNdaStatus(t, pending.id, 'signed');
    const ok = await send(t, b, body);
    expect(ok.statusCode).toBe(201);
    const [conversation] = await pairOf(b.user.id, seller.user.id);
    expect(conversation).toMatchObject({ businessId: listingId, lastMessageId: ok.json().id });
  });

  it('the listing must be approved: sold is a 409, unpublished, unknown or foreign ones a 404/400', async () => {
    const b = await loginAs(t, 'buyer');
    const sold = await listing(t, { sellerId: seller.user.id, status: 'sold' });
    const draft = await listing(t, { sellerId: seller.user.id, status: 'pending' });
    const other = await loginAs(t, 'seller');
    const foreign = await listing(t, { sellerId: other.user.id });
    for (const l of [sold, draft, foreign]) await nda(t, b.user.id, l.id);
    const about = (businessId: number) =>
      send(t, b, { receiverId: seller.user.id, businessId, content: 'Hola' });

    const soldRes = await about(sold.id);
    expect(soldRes.statusCode).toBe(409);
    expect(soldRes.json().error.message).toMatch(/ya se vendió/);
    expect((await about(draft.id)).statusCode).toBe(404);
    expect((await about(2_000_000_000)).statusCode).toBe(404);
    const wrong = await about(foreign.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/no es tuyo/);
  });

  it('without a listing, a buyer needs a signed NDA on one of that seller’s listings', async () => {
    const b = await loginAs(t, 'buyer');
    const res = await send(t, b, { receiverId: seller.user.id, content: 'Hola' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(NDA_REQUIRED_MESSAGE);
    const second = await listing(t, { sellerId: seller.user.id });
    await nda(t, b.user.id, second.id);
    expect((await send(t, b, { receiverId: seller.user.id, content: 'Hola' })).statusCode).toBe(201);
  });

  it('a seller writes to whoever signed an NDA on one of their listings, and to nobody else', async () => {
    const signer = await loginAs(t, 'buyer');
    const stranger = await loginAs(t, 'buyer');
    await nda(t, signer.user.id, listingId);
    expect((await send(t, seller, { receiverId: signer.user.id, content: '¿Hablamos?' })).statusCode).toBe(
      201,
    );
    const refused = await send(t, seller, { receiverId: stranger.user.id, content: '¿Hablamos?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(NO_RELATION);
  });

  it('goes by relations, not by role labels', async () => {
    // A "buyer" account that owns a listing is its seller; a "seller" account that asks
    // about someone else's listing is a buyer and needs the NDA.
    const owner = await loginAs(t, 'buyer');
    const own = await listing(t, { sellerId: owner.user.id });
    const asker = await loginAs(t, 'seller');
    const res = await send(t, asker, { receiverId: owner.user.id, businessId: own.id, content: 'Hola' });
    expect(res.json().error.message).toBe(NDA_REQUIRED_MESSAGE);
    await nda(t, asker.user.id, own.id);
    expect(
      (await send(t, asker, { receiverId: owner.user.id, businessId: own.id, content: 'Hola' })).statusCode,
    ).toBe(201);
    expect((await send(t, owner, { receiverId: asker.user.id, content: 'Bienvenido' })).statusCode).toBe(201);
  });

  it('whoever starts a conversation may be answered; a revoked NDA ends the other side’s right', async () => {
    // The seller starts: the buyer may answer even after the NDA is revoked.
    const b1 = await loginAs(t, 'buyer');
    const nda1 = await nda(t, b1.user.id, listingId);
    await sent(t, seller, b1.user, 'Te escribo yo primero.');
    await setNdaStatus(t, nda1.id, 'rejected');
    expect((await send(t, b1, { receiverId: seller.user.id, content: 'Gracias' })).statusCode).toBe(201);
    expect((await send(t, seller, { receiverId: b1.user.id, content: 'Otra cosa' })).statusCode).toBe(403);

    // The buyer starts (with the NDA): once it is revoked the buyer may no longer write.
    const b2 = await loginAs(t, 'buyer');
    const nda2 = await nda(t, b2.user.id, listingId);
    await sent(t, b2, seller.user, 'Hola, firmé el acuerdo.');
    await sent(t, seller, b2.user, 'Bienvenido.');
    await setNdaStatus(t, nda2.id, 'rejected');
    const again = await send(t, b2, { receiverId: seller.user.id, content: '¿Sigue disponible?' });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe(NDA_REQUIRED_MESSAGE);
  });

  it('admins write to anyone, and are answered; nobody writes to an admin first', async () => {
    const admin = await loginAs(t, 'admin');
    const someone = await loginAs(t, 'consultant');
    expect((await send(t, someone, { receiverId: admin.user.id, content: 'Hola' })).statusCode).toBe(403);
    expect(
      (await send(t, admin, { receiverId: someone.user.id, content: 'Revisamos tu cuenta.' })).statusCode,
    ).toBe(201);
    expect((await send(t, someone, { receiverId: admin.user.id, content: 'Gracias' })).statusCode).toBe(201);
  });

  it('anyone signed in writes to a professional of the directory', async () => {
    const pro = await loginAs(t, 'consultant');
    const someone = await loginAs(t, 'buyer');
    expect((await send(t, someone, { receiverId: pro.user.id, content: 'Consulta' })).statusCode).toBe(403);
    await professional(t, pro.user.id);
    expect((await send(t, someone, { receiverId: pro.user.id, content: 'Consulta' })).statusCode).toBe(201);
  });

  it('refuses writing to yourself (400), to an unknown user (404), to a suspended one (403), and anonymously (401)', async () => {
    const self = await send(t, buyer, { receiverId: buyer.user.id, content: 'Hola' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toMatch(/ti mismo/);
    expect((await send(t, buyer, { receiverId: 1_999_999_999, content: 'Hola' })).statusCode).toBe(404);
    expect((await send(t, buyer, { receiverId: 9_999_999_999, content: 'Hola' })).statusCode).toBe(404);
    const admin = await loginAs(t, 'admin');
    const gone = await loginAs(t, 'buyer');
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, gone.user.id));
    expect((await send(t, admin, { receiverId: gone.user.id, content: 'Hola' })).statusCode).toBe(403);
    // A stranger is refused as any stranger: the suspension is not theirs to learn.
    const stranger = await send(t, buyer, { receiverId: gone.user.id, content: 'Hola' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(NO_RELATION);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: 1, content: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('content', () => {
  it('refuses empty, blank and over-long messages in Spanish; stores the trimmed text as sent', async () => {
    const admin = await loginAs(t, 'admin');
    const to = { receiverId: buyer.user.id };
    for (const content of ['', '   \n\t ']) {
      const res = await send(t, admin, { ...to, content });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/Escribe un mensaje/);
    }
    const long = await send(t, admin, { ...to, content: 'a'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/hasta 5000 caracteres/);

    const max = await send(t, admin, { ...to, content: `  ${'ñ'.repeat(5000)}  ` });
    expect(max.statusCode).toBe(201);
    expect(max.json().content).toBe('ñ'.repeat(5000));

    const html = `<script>alert("x")</script> & <b>'negrita'</b>`;
    const stored = await sent(t, admin, buyer.user, html);
    expect(stored.content).toBe(html);
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, stored.id));
    expect(row!.content).toBe(html);
  });
});

describe('one conversation per pair', () => {
  it('is the same conversation whoever writes first, and it stays unique under concurrent first messages', async () => {
    const a = await loginAs(t, 'seller');
    const b = await loginAs(t, 'buyer');
    const own = await listing(t, { sellerId: a.user.id });
    await nda(t, b.user.id, own.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? send(t, a, { receiverId: b.user.id, content: `a${i}` })
          : send(t, b, { receiverId: a.user.id, content: `b${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const ids = new Set(results.map((r) => r.json<ChatMessage>().conversationId));
    expect(ids.size).toBe(1);
    const rows = await pairOf(a.user.id, b.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lastMessageId).toBe(Math.max(...results.map((r) => r.json<ChatMessage>().id)));
  });

  it('keeps the latest listing talked about', async () => {
    const b = await loginAs(t, 'buyer');
    const second = await listing(t, { sellerId: seller.user.id });
    await nda(t, b.user.id, listingId);
    await nda(t, b.user.id, second.id);
    await sent(t, b, seller.user, 'Sobre el primero', { businessId: listingId });
    await sent(t, b, seller.user, 'Sin negocio');
    expect((await pairOf(b.user.id, seller.user.id))[0]!.businessId).toBe(listingId);
    await sent(t, b, seller.user, 'Sobre el segundo', { businessId: second.id });
    expect((await pairOf(b.user.id, seller.user.id))[0]!.businessId).toBe(second.id);
  });

  it('stores a message once per clientMessageId: a retry answers 200 with the same message', async () => {
    const admin = await loginAs(t, 'admin');
    const body = { receiverId: buyer.user.id, content: 'Una vez', clientMessageId: 'cliente-0001' };
    const first = await send(t, admin, body);
    expect(first.statusCode).toBe(201);
    const retry = await send(t, admin, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());

    const burst = await Promise.all(
      Array.from({ length: 6 }, () => send(t, admin, { ...body, clientMessageId: 'cliente-0002' })),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(burst.map((r) => r.json().id)).size).toBe(1);
    const stored = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.clientMessageId, 'cliente-0002'));
    expect(stored).toHaveLength(1);

    const elsewhere = await send(t, admin, { ...body, receiverId: seller.user.id });
    expect(elsewhere.statusCode).toBe(409);
  });
});

describe('inbox, threads, unread counts and read marks', () => {
  it('counts unread messages, marks them read (idempotently) and shows it in readBy', async () => {
    const admin = await loginAs(t, 'admin');
    const reader = await loginAs(t, 'buyer');
    const count = async (who: Login) => (await get(t, who, '/api/messages/unread-count')).json().count;
    expect(await count(reader)).toBe(0);
    const msgs = [];
    for (const text of ['uno', 'dos', 'tres']) msgs.push(await sent(t, admin, reader.user, text));
    expect(await count(reader)).toBe(3);
    expect(await count(admin)).toBe(0);

    const list = (await get(t, reader, '/api/conversations')).json<ConversationListResponse>();
    expect(list.items[0]).toMatchObject({ unreadCount: 3, lastMessage: { content: 'tres' } });
    const conversationId = msgs[0]!.conversationId;

    const byAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: admin.headers,
    });
    expect(byAdmin.json<ReadResponse>().messageIds).toEqual([]);

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: reader.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<ReadResponse>()).toEqual({
      conversationId,
      messageIds: msgs.map((m) => m.id),
      unreadCount: 0,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: reader.headers,
    });
    expect(again.json<ReadResponse>().messageIds).toEqual([]);
    expect(await count(reader)).toBe(0);

    const thread = (await get(t, admin, `/api/conversations/${conversationId}`)).json<ThreadResponse>();
    expect(thread.messages.map((m) => m.readBy.sort())).toEqual(
      msgs.map(() => [admin.user.id, reader.user.id].sort()),
    );
  });

  it('lists newest activity first with a keyset cursor, other participants without email, and filters by q', async () => {
    const me = await loginAs(t, 'admin');
    const names = ['Ana Torres', 'Bruno Díaz', 'Carla Núñez'];
    const people = [];
    for (const fullName of names) {
      const p = await loginAs(t, 'buyer');
      await t.db.update(users).set({ fullName }).where(eq(users.id, p.user.id));
      people.push(p);
      await sent(t, me, p.user, `Hola ${fullName}`);
    }
    await sent(t, me, people[0]!.user, 'Ana otra vez');

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/conversations?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page: ConversationListResponse = (await get(t, me, url)).json();
      seen.push(...page.items.map((i) => i.otherParticipant.fullName ?? ''));
      for (const item of page.items) expect(Object.keys(item.otherParticipant)).not.toContain('email');
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Ana Torres', 'Carla Núñez', 'Bruno Díaz']);

    const q = (await get(t, me, '/api/conversations?q=nunez')).json<ConversationListResponse>();
    expect(q.items.map((i) => i.otherParticipant.fullName)).toEqual(['Carla Núñez']);
    expect((await get(t, me, '/api/conversations?cursor=basura')).statusCode).toBe(400);
  });

  it('shows the listing (title, slug, first image) and finds it by title', async () => {
    const b = await loginAs(t, 'buyer');
    const own = await listing(t, {
      sellerId: seller.user.id,
      title: 'Ferretería en Cuenca',
      images: ['/uploads/public/a.webp', '/uploads/public/b.webp'],
    });
    await nda(t, b.user.id, own.id);
    await sent(t, b, seller.user, 'Hola', { businessId: own.id });
    const res = (await get(t, b, '/api/conversations?q=ferreteria')).json<ConversationListResponse>();
    expect(res.items).toHaveLength(1);
    expect(res.items[0]!.business).toEqual({
      id: own.id,
      slug: own.slug,
      title: 'Ferretería en Cuenca',
      image: '/uploads/public/a.webp',
      status: 'approved',
    });
    expect(res.items[0]!.otherParticipant.id).toBe(seller.user.id);
  });

  it('pages a thread backwards with before, and forwards with after', async () => {
    const admin = await loginAs(t, 'admin');
    const other = await loginAs(t, 'buyer');
    const all = [];
    for (let i = 1; i <= 5; i++) all.push(await sent(t, admin, other.user, `m${i}`));
    const id = all[0]!.conversationId;
    const last = (await get(t, other, `/api/conversations/${id}?limit=2`)).json<ThreadResponse>();
    expect(last.messages.map((m) => m.content)).toEqual(['m4', 'm5']);
    expect(last.hasMore).toBe(true);
    const older = (
      await get(t, other, `/api/conversations/${id}?limit=2&before=${last.messages[0]!.id}`)
    ).json<ThreadResponse>();
    expect(older.messages.map((m) => m.content)).toEqual(['m2', 'm3']);
    const oldest = (
      await get(t, other, `/api/conversations/${id}?limit=2&before=${older.messages[0]!.id}`)
    ).json<ThreadResponse>();
    expect(oldest).toMatchObject({ hasMore: false, messages: [{ content: 'm1' }] });
    const after = (
      await get(t, other, `/api/conversations/${id}?after=${all[1]!.id}`)
    ).json<ThreadResponse>();
    expect(after.messages.map((m) => m.content)).toEqual(['m3', 'm4', 'm5']);
    expect(after.canSend).toBe(true); // the admin started it
  });

  it('with/:userId: the thread if it exists, else whether you may start it; strangers get 404', async () => {
    const b = await loginAs(t, 'buyer');
    const stranger = await loginAs(t, 'buyer');
    // Issue 16: a seller with a published listing is a stranger until the buyer signs its
    // NDA; the answer is the very one an unknown id gets, so ids cannot be walked for names.
    const unknown = await get(t, b, '/api/conversations/with/2000000000');
    expect(unknown.statusCode).toBe(404);
    for (const id of [seller.user.id, stranger.user.id]) {
      const res = await get(t, b, `/api/conversations/with/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    expect((await get(t, b, `/api/conversations/with/${b.user.id}`)).statusCode).toBe(400);

    await nda(t, b.user.id, listingId);
    const open = (await get(t, b, `/api/conversations/with/${seller.user.id}`)).json<ThreadResponse>();
    expect(open).toMatchObject({ conversation: null, canSend: true, cannotSendReason: null });
    const first = await sent(t, b, seller.user, 'Hola');
    const existing = (await get(t, seller, `/api/conversations/with/${b.user.id}`)).json<ThreadResponse>();
    expect(existing.conversation?.id).toBe(first.conversationId);
    expect(existing.messages.map((m) => m.id)).toEqual([first.id]);
    expect(existing.conversation?.unreadCount).toBe(1);
  });

  it('someone outside a conversation gets 404 on it, its read mark and its thread', async () => {
    const admin = await loginAs(t, 'admin');
    const outsider = await loginAs(t, 'admin');
    const m = await sent(t, admin, buyer.user, 'Privado');
    expect((await get(t, outsider, `/api/conversations/${m.conversationId}`)).statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${m.conversationId}/read`,
      headers: outsider.headers,
    });
    expect(read.statusCode).toBe(404);
    expect((await get(t, outsider, '/api/conversations/2000000000')).statusCode).toBe(404);
    const list = (await get(t, outsider, '/api/conversations')).json<ConversationListResponse>();
    expect(list.items).toEqual([]);
    const anon = await t.app.inject({ method: 'GET', url: '/api/conversations' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('throttling', () => {
  it('limits messages per sender per minute with 429 and Retry-After', async () => {
    const limited = await buildTestApp({ RATE_MESSAGES_PER_MIN: '3' });
    const admin = await loginAs(limited, 'admin');
    const to = await loginAs(limited, 'buyer');
    for (let i = 0; i < 3; i++) {
      expect((await send(limited, admin, { receiverId: to.user.id, content: `m${i}` })).statusCode).toBe(201);
    }
    const res = await send(limited, admin, { receiverId: to.user.id, content: 'uno más' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error.message).toMatch(/muy rápido/);
    // Others are not affected.
    expect((await send(limited, to, { receiverId: admin.user.id, content: 'Hola' })).statusCode).toBe(201);
  });
});

describe('"Contactos" in the seller statistics (decision 135)', () => {
  it('counts each buyer who opens a conversation about the listing once, never the seller’s replies', async () => {
    const contacts = async () => {
      const res = await get(t, seller, `/api/seller/businesses/${target}/stats?days=1`);
      return res.json<{ totals: { contacts: number } }>().totals.contacts;
    };
    const target = (await listing(t, { sellerId: seller.user.id })).id;
    const [first, second] = [await loginAs(t, 'buyer'), await loginAs(t, 'buyer')];
    await nda(t, first.user.id, target);
    await nda(t, second.user.id, target);
    expect(await contacts()).toBe(0);

    await sent(t, first, seller.user, 'Hola, ¿sigue disponible?', { businessId: target });
    await expect.poll(contacts).toBe(1);
    await sent(t, first, seller.user, '¿Y el local es propio?', { businessId: target });
    await sent(t, seller, first.user, 'Sí, es propio.');
    await sent(t, second, seller.user, 'Buenas tardes.', { businessId: target });
    await expect.poll(contacts).toBe(2);
    // Settled: nothing else is counted after the last send.
    await new Promise((r) => setTimeout(r, 200));
    expect(await contacts()).toBe(2);
  });
});
