import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { createListing, createNda, multipart, tinyPdf } from './media.test-kit.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let photo: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  seller = await loginAs(t, 'seller');
  admin = await loginAs(t, 'admin');
  photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c87828' } })
    .jpeg()
    .toBuffer();
});

const uploads = () => path.join(t.dataDir, 'uploads');
const publicFile = (url: string) => path.join(uploads(), 'public', url.replace(/^\/uploads\//, ''));
const documentsDir = (id: number) => path.join(uploads(), 'private', 'businesses', String(id), 'documents');

async function post(id: number, kind: 'images' | 'documents', name: string, data: Buffer) {
  const body = multipart('file', name, data, kind === 'images' ? 'image/jpeg' : 'application/pdf');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${id}/${kind}`,
    headers: { ...seller.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A listing with two uploaded photos, two documents and a shared seed picture; its files. */
async function listingWithFiles(status: 'draft' | 'approved') {
  const seedPicture = '/uploads/businesses/seed-compartida-1-gallery.webp';
  fs.mkdirSync(path.dirname(publicFile(seedPicture)), { recursive: true });
  fs.writeFileSync(publicFile(seedPicture), 'demo');
  const listing = await createListing(t.db, {
    sellerId: seller.user.id,
    status: 'draft',
    images: [seedPicture],
  });
  await post(listing.id, 'images', 'a.jpg', photo);
  const { images } = await post(listing.id, 'images', 'b.jpg', photo);
  await post(listing.id, 'documents', 'balance.pdf', tinyPdf('Balance'));
  const { documents } = await post(listing.id, 'documents', 'permiso.pdf', tinyPdf('Permiso'));
  if (status !== 'draft') await t.db.update(businesses).set({ status }).where(eq(businesses.id, listing.id));
  const uploaded = (images as string[]).filter((u) => u !== seedPicture);
  // Every size of every uploaded photo: whatever the upload wrote next to the gallery file.
  const photoFiles = uploaded.flatMap((u) => {
    const id = path.basename(u).replace('-gallery.webp', '');
    const dir = path.dirname(publicFile(u));
    return fs
      .readdirSync(dir)
      .filter((f) => f.startsWith(id))
      .map((f) => path.join(dir, f));
  });
  const documentFiles = (documents as Array<{ id: string; name: string }>).map((d) =>
    path.join(documentsDir(listing.id), d.id, d.name),
  );
  return { listing, seedFile: publicFile(seedPicture), photoFiles, documentFiles };
}

const remove = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: `/api/businesses/${id}`, headers });

describe('deleting a listing removes its stored files', () => {
  it('deletes every size of its own photos and its documents, never a shared seed picture', async () => {
    const { listing, seedFile, photoFiles, documentFiles } = await listingWithFiles('draft');
    expect(photoFiles).toHaveLength(4); // two photos, card and gallery each
    for (const f of [...photoFiles, ...documentFiles]) expect(fs.existsSync(f), f).toBe(true);

    expect((await remove(listing.id, seller.headers)).statusCode).toBe(204);
    for (const f of [...photoFiles, ...documentFiles]) expect(fs.existsSync(f), f).toBe(false);
    expect(fs.readdirSync(documentsDir(listing.id))).toEqual([]);
    expect(fs.existsSync(seedFile)).toBe(true);
  });

  it('still answers 204 when a file is already gone or the storage fails, and deletes the rest', async () => {
    const { listing, photoFiles, documentFiles } = await listingWithFiles('approved');
    fs.rmSync(photoFiles[0]!);
    fs.rmSync(documentFiles[0]!);
    expect((await remove(listing.id, admin.headers)).statusCode).toBe(204);
    for (const f of [...photoFiles, ...documentFiles]) expect(fs.existsSync(f), f).toBe(false);

    const other = await listingWithFiles('draft');
    const storage = t.app.storage;
    const original = storage.deletePrivate;
    storage.deletePrivate = async () => {
      throw new Error('almacenamiento caído');
    };
    try {
      expect((await remove(other.listing.id, seller.headers)).statusCode).toBe(204);
    } finally {
      storage.deletePrivate = original;
    }
    for (const f of other.photoFiles) expect(fs.existsSync(f), f).toBe(false);
  });

  it('keeps every file when the delete is refused', async () => {
    const refusedStatus = await listingWithFiles('approved');
    expect((await remove(refusedStatus.listing.id, seller.headers)).statusCode).toBe(409);
    const withNda = await listingWithFiles('approved');
    const buyer = await loginAs(t, 'buyer');
    await createNda(t.db, buyer.user.id, withNda.listing.id, 'signed');
    expect((await remove(withNda.listing.id, admin.headers)).statusCode).toBe(409);
    for (const { photoFiles, documentFiles } of [refusedStatus, withNda]) {
      for (const f of [...photoFiles, ...documentFiles]) expect(fs.existsSync(f), f).toBe(true);
    }
  });
});
