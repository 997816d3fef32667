import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@traspasa/shared/listings';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { createListing, multipart, pixelBombPng } from './media.test-kit.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  seller = await loginAs(t, 'seller');
  other = await loginAs(t, 'seller');
  admin = await loginAs(t, 'admin');
});

const publicDir = () => path.join(t.dataDir, 'uploads', 'public');
const fileOf = (url: string) => path.join(publicDir(), url.replace(/^\/uploads\//, ''));

/** A 300×200 JPEG taken "sideways" (EXIF orientation 6) with GPS coordinates and an author. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
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
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function upload(businessId: number, data: Buffer, headers: Record<string, string>, name = 'foto.jpg') {
  const body = multipart('file', name, data, 'image/jpeg');
  return t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/images`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function imagesOf(id: number) {
  const [row] = await t.db
    .select({ images: businesses.images })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row!.images;
}

describe('POST /api/businesses/:id/images', () => {
  it('stores a card and a gallery WebP, rotated upright, with every piece of metadata removed', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id, status: 'draft' });
    const source = await phonePhoto();
    const sourceMeta = await sharp(source).metadata();
    expect(sourceMeta.exif).toBeDefined();
    expect(sourceMeta.orientation).toBe(6);
    expect(source.includes(Buffer.from('Duena Secreta'))).toBe(true);

    const res = await upload(listing.id, source, seller.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { images } = res.json<{ images: string[] }>();
    expect(images).toHaveLength(1);
    const gallery = images[0]!;
    expect(gallery).toMatch(/^\/uploads\/businesses\/[0-9a-f-]{36}-gallery\.webp$/);
    const card = gallery.replace('-gallery.webp', '-card.webp');

    for (const url of [gallery, card]) {
      const bytes = fs.readFileSync(fileOf(url));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // The GPS block lives inside EXIF: no EXIF, no coordinates.
      expect(bytes.includes(Buffer.from('Duena Secreta'))).toBe(false);
    }
    // Orientation 6 = taken rotated: the stored gallery picture is upright (200 wide, 300 high).
    const galleryMeta = await sharp(fs.readFileSync(fileOf(gallery))).metadata();
    expect([galleryMeta.width, galleryMeta.height]).toEqual([200, 300]);
    const cardMeta = await sharp(fs.readFileSync(fileOf(card))).metadata();
    expect([cardMeta.width, cardMeta.height]).toEqual([640, 427]);
    // Served under /uploads; while the listing is a draft, to its seller only (decision 080).
    const served = await t.app.inject({ method: 'GET', url: card, headers: seller.headers });
    expect(served.statusCode).toBe(200);
    expect(await imagesOf(listing.id)).toEqual([gallery]);
  });

  it('caps a big photo at 1600×1067 and accepts PNG and WebP by their content', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id });
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const res = await upload(listing.id, big, seller.headers, 'grande.png');
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp(fs.readFileSync(fileOf(res.json().images[0]))).metadata();
    expect(meta.width).toBeLessThanOrEqual(1600);
    expect(meta.height).toBeLessThanOrEqual(1067);
    expect(meta.width).toBe(1423);

    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const res2 = await upload(listing.id, webp, seller.headers, 'foto.txt');
    expect(res2.statusCode).toBe(200);
    expect(res2.json().images).toHaveLength(2);
  });

  it('refuses hostile uploads in Spanish and stores nothing', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id });
    const before = fs.existsSync(path.join(publicDir(), 'businesses'))
      ? fs.readdirSync(path.join(publicDir(), 'businesses')).length
      : 0;

    const php = await upload(
      listing.id,
      Buffer.from('<?php system($_GET["c"]); ?>'),
      seller.headers,
      'foto.jpg',
    );
    expect(php.statusCode).toBe(415);
    expect(php.json().error.message).toMatch(/JPG, PNG o WebP/);

    const huge = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0);
    huge.set([0xff, 0xd8, 0xff]);
    const tooBig = await upload(listing.id, huge, seller.headers);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(
      'No pudimos subir la foto: supera los 10 MB. Elige una imagen más liviana.',
    );

    const bomb = await upload(listing.id, pixelBombPng(20_000, 20_000), seller.headers, 'bomba.png');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error.message).toMatch(/40 megapíxeles/);

    const truncated = (await phonePhoto()).subarray(0, 300);
    expect((await upload(listing.id, truncated, seller.headers)).statusCode).toBe(400);

    const noFile = multipart('otro', 'foto.jpg', await phonePhoto());
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${listing.id}/images`,
      headers: { ...seller.headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${listing.id}/images`,
      headers: seller.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);

    expect(await imagesOf(listing.id)).toEqual([]);
    const after = fs.existsSync(path.join(publicDir(), 'businesses'))
      ? fs.readdirSync(path.join(publicDir(), 'businesses')).length
      : 0;
    expect(after).toBe(before);
  });

  it('keeps to the photo limit of the package tier', async () => {
    const five = Array.from({ length: 5 }, (_, i) => `/uploads/businesses/seed-retail-${i + 1}-gallery.webp`);
    const basic = await createListing(t.db, { sellerId: seller.user.id, images: five });
    const refused = await upload(basic.id, await phonePhoto(), seller.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/límite de 5 fotos del paquete Básico/);
    expect(await imagesOf(basic.id)).toEqual(five);

    const premium = await createListing(t.db, {
      sellerId: seller.user.id,
      images: five,
      packageTier: 'premium',
    });
    const ok = await upload(premium.id, await phonePhoto(), seller.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().images).toHaveLength(6);
  });

  it('lets only one of two parallel uploads take the last place, leaving no stray files', async () => {
    const four = Array.from({ length: 4 }, (_, i) => `/uploads/businesses/seed-food-${i + 1}-gallery.webp`);
    const listing = await createListing(t.db, { sellerId: seller.user.id, images: four });
    const dir = path.join(publicDir(), 'businesses');
    const filesBefore = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    const results = await Promise.all([
      upload(listing.id, await phonePhoto(), seller.headers),
      upload(listing.id, await phonePhoto(), seller.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await imagesOf(listing.id)).toHaveLength(5);
    expect(fs.readdirSync(dir).length).toBe(filesBefore + 2);
  });

  it('sends an approved listing back to review when its seller adds a photo, not when an admin does', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id, status: 'approved' });
    expect((await upload(listing.id, await phonePhoto(), admin.headers)).statusCode).toBe(200);
    const statusOf = async () =>
      (await t.db.select({ s: businesses.status }).from(businesses).where(eq(businesses.id, listing.id)))[0]!
        .s;
    expect(await statusOf()).toBe('approved');
    expect((await upload(listing.id, await phonePhoto(), seller.headers)).statusCode).toBe(200);
    expect(await statusOf()).toBe('pending');
  });

  it('lets an admin add photos to any listing', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id, status: 'pending' });
    const res = await upload(listing.id, await phonePhoto(), admin.headers);
    expect(res.statusCode).toBe(200);
  });
});

describe('deleting and reordering photos', () => {
  it('deletes one photo and every stored size of it; an unknown id is 404', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id });
    const a = (await upload(listing.id, await phonePhoto(), seller.headers)).json().images[0] as string;
    await upload(listing.id, await phonePhoto(), seller.headers);
    const id = a.split('/').pop()!.replace('-gallery.webp', '');
    const sizesOf = () => fs.readdirSync(path.dirname(fileOf(a))).filter((f) => f.startsWith(id));
    expect(sizesOf().sort()).toEqual([`${id}-card.webp`, `${id}-gallery.webp`]);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${listing.id}/images/${id}`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().images).toHaveLength(1);
    expect(res.json().images).not.toContain(a);
    expect(fs.existsSync(fileOf(a))).toBe(false);
    expect(fs.existsSync(fileOf(a.replace('-gallery', '-card')))).toBe(false);
    // Whatever sizes the upload wrote (card, gallery, any added later): none is left.
    expect(sizesOf()).toEqual([]);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${listing.id}/images/${id}`,
      headers: seller.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/foto/);
  });

  it('removes a shared demo picture from the listing without deleting its file', async () => {
    const seedDir = path.join(publicDir(), 'businesses');
    fs.mkdirSync(seedDir, { recursive: true });
    fs.writeFileSync(path.join(seedDir, 'seed-other-1-gallery.webp'), 'x');
    const listing = await createListing(t.db, {
      sellerId: seller.user.id,
      images: ['/uploads/businesses/seed-other-1-gallery.webp'],
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${listing.id}/images/seed-other-1`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().images).toEqual([]);
    expect(fs.existsSync(path.join(seedDir, 'seed-other-1-gallery.webp'))).toBe(true);
  });

  it('reorders to a permutation of the current photos and refuses anything else with 400', async () => {
    const imgs = ['a', 'b', 'c'].map((n) => `/uploads/businesses/seed-${n}-gallery.webp`);
    const listing = await createListing(t.db, { sellerId: seller.user.id, images: imgs });
    const order = (images: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${listing.id}/images/order`,
        headers: seller.headers,
        payload: { images },
      });
    const ok = await order([imgs[2]!, imgs[0]!, imgs[1]!]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().images).toEqual([imgs[2], imgs[0], imgs[1]]);

    for (const bad of [
      [imgs[0]!, imgs[1]!],
      [imgs[0]!, imgs[1]!, imgs[1]!],
      [imgs[0]!, imgs[1]!, '/uploads/businesses/ajena-gallery.webp'],
      [...imgs, imgs[0]!],
    ]) {
      const res = await order(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message).toMatch(/mismas fotos/);
    }
    const body = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${listing.id}/images/order`,
      headers: seller.headers,
      payload: { images: 'todas' },
    });
    expect(body.statusCode).toBe(400);
    expect(await imagesOf(listing.id)).toEqual([imgs[2], imgs[0], imgs[1]]);
  });
});

describe('who may change photos', () => {
  it('refuses another seller (403 on a public listing, 404 on a draft) and anonymous users (401), changing nothing', async () => {
    const imgs = ['/uploads/businesses/seed-x-gallery.webp', '/uploads/businesses/seed-y-gallery.webp'];
    const published = await createListing(t.db, { sellerId: seller.user.id, images: imgs });
    const draft = await createListing(t.db, { sellerId: seller.user.id, images: imgs, status: 'draft' });

    for (const [listing, status] of [
      [published, 403],
      [draft, 404],
    ] as const) {
      expect((await upload(listing.id, await phonePhoto(), other.headers)).statusCode).toBe(status);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${listing.id}/images/seed-x`,
        headers: other.headers,
      });
      expect(del.statusCode).toBe(status);
      const reorder = await t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${listing.id}/images/order`,
        headers: other.headers,
        payload: { images: [imgs[1], imgs[0]] },
      });
      expect(reorder.statusCode).toBe(status);
      expect(await imagesOf(listing.id)).toEqual(imgs);
    }
    const anonymous = await upload(published.id, await phonePhoto(), {});
    expect(anonymous.statusCode).toBe(401);
    const missing = await upload(999_999, await phonePhoto(), seller.headers);
    expect(missing.statusCode).toBe(404);
    const badId = await upload(0, await phonePhoto(), seller.headers);
    expect(badId.statusCode).toBe(400);
  });

  it('freezes the photos of a sold listing (409)', async () => {
    const imgs = ['/uploads/businesses/seed-z-gallery.webp'];
    const sold = await createListing(t.db, { sellerId: seller.user.id, images: imgs, status: 'sold' });
    const up = await upload(sold.id, await phonePhoto(), seller.headers);
    expect(up.statusCode).toBe(409);
    expect(up.json().error.message).toMatch(/se vendió/);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${sold.id}/images/seed-z`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(409);
    expect(await imagesOf(sold.id)).toEqual(imgs);
  });
});

describe('who sees a listing photo (decision 080)', () => {
  const fetchAs = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('keeps a draft’s photos private: 404 to strangers, served uncached to the seller and admins', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id, status: 'draft' });
    const res = await upload(listing.id, await phonePhoto(), seller.headers);
    const gallery = res.json<{ images: string[] }>().images[0]!;
    const card = gallery.replace('-gallery.webp', '-card.webp');

    for (const url of [gallery, card]) {
      const strangers: Record<string, string>[] = [{}, other.headers, { cookie: 'session-token=inventado' }];
      for (const headers of strangers) {
        const denied = await fetchAs(url, headers);
        expect(denied.statusCode, url).toBe(404);
        expect(denied.json()).toEqual({
          error: { code: 'not_found', message: 'No encontramos ese archivo.' },
        });
      }
      // Other spellings of the same file are no way round it.
      const name = url.split('/').pop()!;
      for (const variant of [
        `/uploads/./businesses/${name}`,
        `/uploads//businesses/${name}`,
        `/uploads/businesses/${name.replace('-', '%2D')}`,
        `/uploads/avatars/../businesses/${name}`,
      ]) {
        expect((await fetchAs(variant)).statusCode, variant).toBe(404);
      }
      for (const who of [seller.headers, { cookie: `session-token=${seller.token}` }, admin.headers]) {
        const seen = await fetchAs(url, who);
        expect(seen.statusCode).toBe(200);
        expect(seen.headers['content-type']).toBe('image/webp');
        expect(seen.headers['cache-control']).toBe('private, no-store');
      }
    }

    for (const status of ['pending', 'rejected']) {
      await t.db.update(businesses).set({ status }).where(eq(businesses.id, listing.id));
      expect((await fetchAs(gallery)).statusCode).toBe(404);
    }
    await t.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, listing.id));
    const published = await fetchAs(card);
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toMatch(/public/);
  });

  it('answers 404 for a photo no listing shows any more', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id, status: 'draft' });
    const gallery = (await upload(listing.id, await phonePhoto(), seller.headers)).json<{
      images: string[];
    }>().images[0]!;
    await t.db.update(businesses).set({ status: 'approved' }).where(eq(businesses.id, listing.id));
    expect((await fetchAs(gallery)).statusCode).toBe(200);
    // Detached from its listing while the file stays on disk (a crash between the two steps).
    await t.db.update(businesses).set({ images: [] }).where(eq(businesses.id, listing.id));
    expect(fs.existsSync(fileOf(gallery))).toBe(true);
    expect((await fetchAs(gallery)).statusCode).toBe(404);
    expect((await fetchAs(gallery, seller.headers)).statusCode).toBe(404);
  });
});

describe('a retried photo upload (decision 080)', () => {
  it('adds the photo once, leaves no stray files, and refuses the key on another listing', async () => {
    const listing = await createListing(t.db, { sellerId: seller.user.id, status: 'draft' });
    const dir = path.join(publicDir(), 'businesses');
    const filesBefore = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    const headers = { ...seller.headers, 'idempotency-key': `foto-${Date.now()}` };
    const results = await Promise.all(
      Array.from({ length: 4 }, async () => upload(listing.id, await phonePhoto(), headers)),
    );
    const again = await upload(listing.id, await phonePhoto(), headers);
    for (const res of [...results, again]) expect(res.statusCode, res.body).toBe(200);
    expect(await imagesOf(listing.id)).toHaveLength(1);
    expect(again.json().images).toEqual(await imagesOf(listing.id));
    // One photo: its two sizes, and nothing else left behind by the parallel attempts.
    expect(fs.readdirSync(dir).length - filesBefore).toBe(2);
    const elsewhere = await createListing(t.db, { sellerId: seller.user.id, status: 'draft' });
    expect((await upload(elsewhere.id, await phonePhoto(), headers)).statusCode).toBe(422);
  });
});
