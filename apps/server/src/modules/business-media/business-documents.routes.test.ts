import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES } from '@traspasa/shared/listings';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { fileAccessLogs } from '../../db/schema/admin.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { dataRoomDownloads, dataRoomFolders } from '../../db/schema/data-room.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';
import { createListing, createNda, multipart, tinyPdf } from './media.test-kit.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;
let stranger: Awaited<ReturnType<typeof loginAs>>;
let pendingBuyer: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let listingId: number;
let docId: string;
const PDF = tinyPdf('Estados financieros 2024');

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [seller, buyer, stranger, pendingBuyer, admin] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'admin'),
  ]);
  const listing = await createListing(t.db, { sellerId: seller.user.id });
  listingId = listing.id;
  await createNda(t.db, buyer.user.id, listingId, 'signed');
  await createNda(t.db, pendingBuyer.user.id, listingId, 'pending');
  await t.db.update(users).set({ fullName: BUYER_NAME }).where(eq(users.id, buyer.user.id));
});

const BUYER_NAME = 'Rocío Zambrano Loor';

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

function uploadDoc(id: number, data: Buffer, headers: Record<string, string>, name = 'balance.pdf') {
  const body = multipart('file', name, data, 'application/pdf');
  return t.app.inject({
    method: 'POST',
    url: `/api/businesses/${id}/documents`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const download = (headers: Record<string, string> = {}, id = docId) =>
  t.app.inject({ method: 'GET', url: `/api/businesses/${listingId}/documents/${id}`, headers });

describe('POST /api/businesses/:id/documents', () => {
  it('stores a PDF privately under a server name that keeps the sanitised original name', async () => {
    const res = await uploadDoc(listingId, PDF, seller.headers, '../../Estados financieros 2024 (año).pdf');
    expect(res.statusCode, res.body).toBe(200);
    const [doc] = res.json().documents;
    expect(doc.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(doc.name).toBe('Estados financieros 2024 -año.pdf');
    expect(doc.url).toBe(`/api/businesses/${listingId}/documents/${doc.id}`);
    docId = doc.id;

    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, listingId));
    expect(row!.documents).toEqual([`${doc.id}/${doc.name}`]);
    const stored = path.join(
      t.dataDir,
      'uploads',
      'private',
      'businesses',
      String(listingId),
      'documents',
      doc.id,
      doc.name,
    );
    expect(fs.readFileSync(stored)).toEqual(PDF);
    // Nothing under the public area, and /uploads cannot climb into the private one.
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'public', 'businesses', String(listingId)))).toBe(
      false,
    );
    const climb = await t.app.inject({
      method: 'GET',
      url: `/uploads/..%2Fprivate%2Fbusinesses%2F${listingId}%2Fdocuments%2F${doc.id}%2Fbalance.pdf`,
    });
    expect(climb.statusCode).toBe(404);
  });

  it('refuses what is not a PDF (415), a PDF over 20 MB (413), other sellers (403) and anonymous users (401)', async () => {
    const before = (await t.db.select().from(businesses).where(eq(businesses.id, listingId)))[0]!.documents;
    const exe = await uploadDoc(
      listingId,
      Buffer.from('MZ\x90\x00 programa'),
      seller.headers,
      'contrato.pdf',
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toMatch(/PDF/);
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.4');
    const tooBig = await uploadDoc(listingId, big, seller.headers);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toMatch(/20 MB/);
    expect((await uploadDoc(listingId, PDF, stranger.headers)).statusCode).toBe(403);
    expect((await uploadDoc(listingId, PDF, {})).statusCode).toBe(401);
    const after = (await t.db.select().from(businesses).where(eq(businesses.id, listingId)))[0]!.documents;
    expect(after).toEqual(before);
  });
});

describe('GET /api/businesses/:id/documents/:docId', () => {
  it('is 404 for anonymous users, other buyers and buyers whose NDA is not signed', async () => {
    for (const headers of [{}, stranger.headers, pendingBuyer.headers]) {
      const res = await download(headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Estados financieros');
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/businesses/${listingId}/documents`,
        headers,
      });
      expect(list.statusCode).toBe(404);
    }
    const logs = await t.db.select().from(fileAccessLogs).where(eq(fileAccessLogs.subjectId, listingId));
    expect(logs).toHaveLength(0);
  });

  it('serves a buyer with a signed NDA as a private attachment, stamps the NDA and logs the read', async () => {
    const res = await download({ ...buyer.headers, 'user-agent': 'Prueba/1.0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Estados financieros 2024 -ano.pdf"; filename*=UTF-8''Estados%20financieros%202024%20-a%C3%B1o.pdf`,
    );
    // The buyer's copy is the data room's (decisions 172, 173): watermarked for them, never the original.
    expect(res.rawPayload.equals(PDF)).toBe(false);
    const [page] = await pagesOf(res.rawPayload);
    expect(page).toContain('Estados financieros 2024');
    expect(page).toContain(BUYER_NAME);
    expect(page).toContain(`TR-${String(listingId).padStart(6, '0')}`);
    const traceId = res.headers['x-data-room-view'] as string;
    expect(traceId).toMatch(/^DR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(page).toContain(traceId);
    const [copy] = await t.db.select().from(dataRoomDownloads).where(eq(dataRoomDownloads.traceId, traceId));
    expect(copy).toMatchObject({ userId: buyer.user.id, businessId: listingId, mode: 'download' });

    const [nda] = await t.db
      .select()
      .from(ndas)
      .where(and(eq(ndas.userId, buyer.user.id), eq(ndas.businessId, listingId)));
    expect(nda!.documentDownloadedAt).toBeInstanceOf(Date);
    const logs = await t.db.select().from(fileAccessLogs).where(eq(fileAccessLogs.userId, buyer.user.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      subjectType: 'business',
      subjectId: listingId,
      userAgent: 'Prueba/1.0',
      fileKey: expect.stringContaining(`businesses/${listingId}/documents/${docId}/`),
    });
    expect(logs[0]!.ipAddress).toBeTruthy();

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${listingId}/documents`,
      headers: buyer.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().documents.map((d: { id: string }) => d.id)).toEqual([docId]);
  });

  it('serves the seller and admins too, logging each read, and accepts a documents entry as the id', async () => {
    const own = await download(seller.headers);
    expect(own.statusCode).toBe(200);
    // Their own file: the original, unwatermarked.
    expect(own.rawPayload).toEqual(PDF);
    expect(own.headers['x-data-room-view']).toBeUndefined();
    const entry = `${docId}/${encodeURIComponent('Estados financieros 2024 -año.pdf')}`;
    expect((await download(admin.headers, encodeURIComponent(decodeURIComponent(entry)))).statusCode).toBe(
      200,
    );
    const logs = await t.db.select().from(fileAccessLogs).where(eq(fileAccessLogs.subjectId, listingId));
    expect(logs.map((l) => l.userId).sort()).toEqual([buyer.user.id, seller.user.id, admin.user.id].sort());
    expect((await download(seller.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download(seller.headers, 'no-es-un-id')).statusCode).toBe(400);
  });

  it('follows the data room folder: no downloads there is a 403 pointing to the viewer, a hidden folder the 404', async () => {
    const room = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${listingId}/data-room`,
      headers: seller.headers,
    });
    const folder = room.json().folders.find((f: { kind: string }) => f.kind === 'listing_documents');
    const set = (patch: Partial<typeof dataRoomFolders.$inferInsert>) =>
      t.db.update(dataRoomFolders).set(patch).where(eq(dataRoomFolders.id, folder.id));
    await set({ downloadsAllowed: false });
    const refused = await download(buyer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('Puedes verlos en el visor');
    await set({ downloadsAllowed: true, accessLevel: 'accepted_offer' });
    const hidden = await download(buyer.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Estados financieros');
    await set({ accessLevel: 'nda' });
    expect((await download(buyer.headers)).statusCode).toBe(200);
  });

  it('keeps the documents of a draft away from buyers, even with a signed NDA', async () => {
    const draft = await createListing(t.db, { sellerId: seller.user.id, status: 'draft' });
    await createNda(t.db, buyer.user.id, draft.id, 'signed');
    const up = await uploadDoc(draft.id, PDF, seller.headers);
    const id = up.json().documents[0].id;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${draft.id}/documents/${id}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('one shape for documents', () => {
  it('the upload, the documents list and the listing detail answer the same {id, name, url} objects', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id });
    await createNda(t.db, buyer.user.id, listing.id, 'signed');
    const uploaded = (
      await uploadDoc(listing.id, tinyPdf('Flujo de caja'), seller.headers, 'Flujo de caja.pdf')
    ).json().documents;
    expect(uploaded).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Flujo de caja.pdf',
        url: `/api/businesses/${listing.id}/documents/${uploaded[0].id}`,
      },
    ]);
    for (const headers of [seller.headers, admin.headers, buyer.headers]) {
      const detail = await t.app.inject({ method: 'GET', url: `/api/businesses/${listing.id}`, headers });
      expect(detail.json().documents).toEqual(uploaded);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/businesses/${listing.id}/documents`,
        headers,
      });
      expect(list.json().documents).toEqual(uploaded);
    }
    // The url it gives is the download.
    const file = await t.app.inject({ method: 'GET', url: uploaded[0].url, headers: buyer.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Without a signed NDA the detail carries no documents at all.
    const anon = await t.app.inject({ method: 'GET', url: `/api/businesses/${listing.id}` });
    expect(anon.json()).not.toHaveProperty('documents');
  });
});

describe('DELETE /api/businesses/:id/documents/:docId', () => {
  it('lets only the seller or an admin delete, removing the file', async () => {
    const up = await uploadDoc(listingId, tinyPdf('Permiso municipal'), seller.headers, 'permiso.pdf');
    const id = up.json().documents.at(-1).id as string;
    const stored = path.join(
      t.dataDir,
      'uploads',
      'private',
      'businesses',
      String(listingId),
      'documents',
      id,
      'permiso.pdf',
    );
    expect(fs.existsSync(stored)).toBe(true);

    for (const headers of [buyer.headers, stranger.headers]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${listingId}/documents/${id}`,
        headers,
      });
      expect(res.statusCode).toBe(403);
    }
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${listingId}/documents/${id}`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().documents.map((d: { id: string }) => d.id)).not.toContain(id);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await download(buyer.headers, id)).statusCode).toBe(404);
  });
});

describe('a retried document upload (decision 080)', () => {
  it('adds the document once however often, or however many at once, one Idempotency-Key is sent', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id });
    const key = { 'idempotency-key': `documento-${Date.now()}` };
    const first = await uploadDoc(listing.id, tinyPdf('Balance'), { ...seller.headers, ...key });
    expect(first.statusCode).toBe(200);
    const again = await Promise.all(
      Array.from({ length: 4 }, () =>
        uploadDoc(listing.id, tinyPdf('Balance'), { ...seller.headers, ...key }),
      ),
    );
    for (const res of again) expect(res.json()).toEqual(first.json());
    expect(first.json().documents).toHaveLength(1);
    const elsewhere = await createListing(t.db, { sellerId: seller.user.id });
    expect(
      (await uploadDoc(elsewhere.id, tinyPdf('Balance'), { ...seller.headers, ...key })).statusCode,
    ).toBe(422);
    const files = fs.readdirSync(
      path.join(t.dataDir, 'uploads', 'private', 'businesses', String(listing.id), 'documents'),
    );
    expect(files).toHaveLength(1);
  });
});
