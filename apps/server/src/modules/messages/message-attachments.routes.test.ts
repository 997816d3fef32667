import fs from 'node:fs';
import path from 'node:path';
import {
  type ChatMessage,
  type MessageAttachment,
  NDA_REQUIRED_MESSAGE,
  type ThreadResponse,
} from '@traspasa/shared/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { messageAttachments } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';
import { multipart, tinyPdf } from '../business-media/media.test-kit.ts';
import { connect, get, type Login, listing, nda, type Socket, send, sent } from './messages.test-kit.ts';

// Files in chat (decision 072): private to the two participants of the conversation.
let t: TestApp;
let seller: Login;
let buyer: Login;
let stranger: Login;
let listingId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({ RATE_MESSAGES_PER_MIN: '1000' });
  [seller, buyer, stranger] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
  ]);
  listingId = (await listing(t, { sellerId: seller.user.id })).id;
  await nda(t, buyer.user.id, listingId);
});
afterAll(() => {
  for (const s of sockets) s.ws.terminate();
});

/** A 300×200 JPEG with GPS coordinates and an author in its EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .keepExif()
    .withExif({
      IFD0: { Artist: 'Duena Secreta' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '0/1 13/1 3/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '78/1 31/1 2/1',
      },
    })
    .toBuffer();
}

function upload(from: Login, receiverId: number, data: Buffer, name: string, type = 'image/jpeg') {
  const body = multipart('file', name, data, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/messages/attachments?receiverId=${receiverId}`,
    headers: { ...from.headers, ...body.headers },
    payload: body.payload,
  });
}

async function uploaded(from: Login, receiverId: number, data: Buffer, name: string) {
  const res = await upload(from, receiverId, data, name);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<MessageAttachment>();
}

const privateFiles = (id: string) => {
  const dir = path.join(t.dataDir, 'uploads', 'private', 'messages', id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('sending a photo and a PDF', () => {
  it('the buyer sends both; the seller sees them live and downloads them; nothing is public', async () => {
    const sellerTab = await connect(t, { headers: seller.headers });
    sockets.push(sellerTab);

    const photo = await uploaded(buyer, seller.user.id, await phonePhoto(), 'Fachada del local.jpg');
    expect(photo).toMatchObject({ kind: 'image', name: 'Fachada del local.webp', width: 300, height: 200 });
    expect(photo.thumbnailUrl).toBe(`${photo.url}?size=thumb`);
    const pdf = await uploaded(buyer, seller.user.id, tinyPdf('Propuesta'), '../Propuesta de compra.pdf');
    expect(pdf).toMatchObject({ kind: 'pdf', name: 'Propuesta de compra.pdf', thumbnailUrl: null });
    // Stored in the private area only, never under the public /uploads folder.
    expect(privateFiles(photo.id).sort()).toEqual(['full.webp', 'thumb.webp']);
    expect(privateFiles(pdf.id)).toEqual(['file.pdf']);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'public', 'messages'))).toBe(false);

    const res = await send(t, buyer, {
      receiverId: seller.user.id,
      businessId: listingId,
      content: 'Te mando la foto y mi propuesta.',
      attachmentIds: [photo.id, pdf.id],
      clientMessageId: 'adjuntos-0001',
    });
    expect(res.statusCode).toBe(201);
    const message = res.json<ChatMessage>();
    expect(message.attachments.map((a) => a.id)).toEqual([photo.id, pdf.id]);

    const live = await sellerTab.next('message.created', (e) => e.message.id === message.id);
    expect(live.message.attachments.map((a) => [a.kind, a.name])).toEqual([
      ['image', 'Fachada del local.webp'],
      ['pdf', 'Propuesta de compra.pdf'],
    ]);

    const thread = (await get(t, seller, `/api/conversations/with/${buyer.user.id}`)).json<ThreadResponse>();
    expect(thread.messages.at(-1)?.attachments).toHaveLength(2);

    const full = await get(t, seller, photo.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
    const thumb = await get(t, seller, photo.thumbnailUrl!);
    expect(thumb.statusCode).toBe(200);

    const file = await get(t, seller, pdf.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment;');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Propuesta%20de%20compra.pdf");
    expect(file.rawPayload.equals(tinyPdf('Propuesta'))).toBe(true);
  });

  it('a stranger, a third user in another conversation and a signed-out visitor get 404 / 401', async () => {
    const photo = await uploaded(buyer, seller.user.id, await phonePhoto(), 'foto.jpg');
    await sent(t, buyer, seller.user, '', { attachmentIds: [photo.id] });
    // Another buyer who also talks to this seller: a participant of another conversation.
    const third = await loginAs(t, 'buyer');
    await nda(t, third.user.id, listingId);
    await sent(t, third, seller.user, 'Hola, también me interesa.', { businessId: listingId });

    for (const who of [stranger, third]) {
      const res = await get(t, who, photo.url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No encontramos ese archivo.');
      expect((await get(t, who, photo.thumbnailUrl!)).statusCode).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: photo.url });
    expect(anonymous.statusCode).toBe(401);
    // An id that does not exist reads the same as one that is not yours.
    expect(
      (await get(t, stranger, '/api/messages/attachments/3f1c2a4e-8b7d-4c6e-9a5b-1d2e3f4a5b6c')).json(),
    ).toEqual((await get(t, stranger, photo.url)).json());
  });

  it('before it is sent, only the uploader can read it; it cannot be sent by anyone else or to anyone else', async () => {
    const pdf = await uploaded(buyer, seller.user.id, tinyPdf(), 'borrador.pdf');
    expect((await get(t, buyer, pdf.url)).statusCode).toBe(200);
    expect((await get(t, seller, pdf.url)).statusCode).toBe(404);

    // Someone else cannot send the buyer's upload, nor the buyer send it to another person.
    const other = await loginAs(t, 'seller');
    await nda(t, buyer.user.id, (await listing(t, { sellerId: other.user.id })).id);
    const toOther = await send(t, buyer, {
      receiverId: other.user.id,
      content: 'x',
      attachmentIds: [pdf.id],
    });
    expect(toOther.statusCode).toBe(400);
    expect(toOther.json().error.message).toMatch(/no es válido/);

    // Sent once; the same file in a second message is a 409, a retry of the first is its 200.
    const first = {
      receiverId: seller.user.id,
      content: '',
      attachmentIds: [pdf.id],
      clientMessageId: 'adjuntos-0002',
    };
    expect((await send(t, buyer, first)).statusCode).toBe(201);
    const replay = await send(t, buyer, first);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<ChatMessage>().attachments.map((a) => a.id)).toEqual([pdf.id]);
    const again = await send(t, buyer, { ...first, clientMessageId: 'adjuntos-0003' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/ya se envió/);
  });
});

describe('what is refused, in Spanish', () => {
  it('a file that is neither a photo nor a PDF (whatever its name and type say) is a 415', async () => {
    const res = await upload(
      buyer,
      seller.user.id,
      Buffer.from('<html>no soy un pdf</html>'),
      'contrato.pdf',
      'application/pdf',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(
      'No pudimos usar ese archivo: adjunta una foto (JPG, PNG o WebP) o un PDF.',
    );
  });

  it('a photo over 10 MB and a PDF over 20 MB are 413s naming the limit', async () => {
    const bigImage = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(10 * 1024 * 1024 + 10),
    ]);
    const image = await upload(buyer, seller.user.id, bigImage, 'enorme.jpg');
    expect(image.statusCode).toBe(413);
    expect(image.json().error.message).toMatch(/supera los 10 MB/);
    const bigPdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024 + 10)]);
    const pdf = await upload(buyer, seller.user.id, bigPdf, 'enorme.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(413);
    expect(pdf.json().error.message).toMatch(/supera los 20 MB/);
  });

  it('the NDA gate applies: someone without a signed agreement can neither upload nor send', async () => {
    const res = await upload(stranger, seller.user.id, tinyPdf(), 'hola.pdf');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(NDA_REQUIRED_MESSAGE);
    expect(
      await t.db.select().from(messageAttachments).where(eq(messageAttachments.uploaderId, stranger.user.id)),
    ).toEqual([]);
  });

  it('a message needs text or a file; unknown ids and more than 5 files are 400s', async () => {
    const empty = await send(t, buyer, { receiverId: seller.user.id, content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Escribe un mensaje o adjunta un archivo');
    const unknown = await send(t, buyer, {
      receiverId: seller.user.id,
      attachmentIds: ['3f1c2a4e-8b7d-4c6e-9a5b-1d2e3f4a5b6c'],
    });
    expect(unknown.statusCode).toBe(400);
    const six = Array.from({ length: 6 }, () => '3f1c2a4e-8b7d-4c6e-9a5b-1d2e3f4a5b6c');
    const many = await send(t, buyer, { receiverId: seller.user.id, content: 'x', attachmentIds: six });
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain('hasta 5 archivos');
  });
});

describe("the buyer's card in the seller's thread", () => {
  it('the seller sees who is writing (verified, member since, agreements); the buyer does not', async () => {
    await t.db
      .update(users)
      .set({ identityVerified: true, fullName: 'Lucía Andrade' })
      .where(eq(users.id, buyer.user.id));
    const forSeller = (
      await get(t, seller, `/api/conversations/with/${buyer.user.id}`)
    ).json<ThreadResponse>();
    expect(forSeller.buyerCard).toMatchObject({
      userId: buyer.user.id,
      name: 'Lucía Andrade',
      identityVerified: true,
      // One signed on this seller's listing and one on another seller's (previous test).
      agreementsWithYou: 1,
      agreementsTotal: 2,
    });
    expect(Date.parse(forSeller.buyerCard!.memberSince)).toBeLessThanOrEqual(Date.now());
    const byId = (
      await get(t, seller, `/api/conversations/${forSeller.conversation!.id}`)
    ).json<ThreadResponse>();
    expect(byId.buyerCard?.agreementsWithYou).toBe(1);

    const forBuyer = (
      await get(t, buyer, `/api/conversations/with/${seller.user.id}`)
    ).json<ThreadResponse>();
    expect(forBuyer.buyerCard).toBeNull();
    expect(forBuyer.conversation?.business?.id).toBe(listingId);
  });
});

describe('account erasure (decision 014)', () => {
  it("deleting the sender's account deletes their files; the messages stay", async () => {
    const leaving = await loginAs(t, 'buyer');
    await nda(t, leaving.user.id, listingId);
    const photo = await uploaded(leaving, seller.user.id, await phonePhoto(), 'foto.jpg');
    const message = await sent(t, leaving, seller.user, 'Adiós', { attachmentIds: [photo.id] });
    expect(privateFiles(photo.id)).toHaveLength(2);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: leaving.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    expect(privateFiles(photo.id)).toEqual([]);
    expect((await get(t, seller, photo.url)).statusCode).toBe(404);
    const thread = (
      await get(t, seller, `/api/conversations/with/${leaving.user.id}`)
    ).json<ThreadResponse>();
    expect(thread.messages.find((m) => m.id === message.id)).toMatchObject({
      content: 'Adiós',
      attachments: [],
    });
  });
});
