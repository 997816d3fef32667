import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createListing, multipart, tinyPdf } from './media.test-kit.ts';

/** Just enough of the S3 REST API (path-style PutObject, GetObject, DeleteObject) to run the real SDK against. */
const objects = new Map<string, { body: Buffer; type: string }>();
const signed: boolean[] = [];
const s3 = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://s3.local');
  const [, bucket, ...rest] = decodeURIComponent(url.pathname).split('/');
  const key = rest.join('/');
  signed.push(String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256'));
  if (bucket !== 'traspasa-test') {
    res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchBucket</Code></Error>');
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
      res.writeHead(200, { etag: '"x"' }).end();
    } else if (req.method === 'GET') {
      const o = objects.get(key);
      if (!o) {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
  const { port } = s3.address() as AddressInfo;
  t = await buildTestApp({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'traspasa-test',
    S3_ACCESS_KEY_ID: 'prueba',
    S3_SECRET_ACCESS_KEY: 'secreto-de-prueba',
  });
});
afterAll(() => new Promise<void>((resolve) => s3.close(() => resolve())));

describe('files in S3-compatible storage', () => {
  it('stores photos under public/ and serves them through /uploads, documents under private/, nothing on disk', async () => {
    const seller = await loginAs(t, 'seller');
    const listing = await createListing(t.db, { sellerId: seller.user.id });
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const up = multipart('file', 'local.jpg', photo, 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${listing.id}/images`,
      headers: { ...seller.headers, ...up.headers },
      payload: up.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const gallery = res.json().images[0] as string;
    const card = gallery.replace('-gallery.webp', '-card.webp');
    const galleryKey = `public/${gallery.replace('/uploads/', '')}`;
    expect(objects.get(galleryKey)?.type).toBe('image/webp');
    expect(objects.has(`public/${card.replace('/uploads/', '')}`)).toBe(true);

    // A draft's photo: streamed from the bucket to its seller, a 404 to anyone else (decision 080).
    expect((await t.app.inject({ method: 'GET', url: card })).statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: card, headers: seller.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/businesses/nada-card.webp' });
    expect(missing.statusCode).toBe(404);
    const climb = await t.app.inject({ method: 'GET', url: '/uploads/..%2Fprivate%2Fx.pdf' });
    expect(climb.statusCode).toBe(404);

    const pdf = tinyPdf();
    const doc = multipart('file', 'Escritura.pdf', pdf, 'application/pdf');
    const docRes = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${listing.id}/documents`,
      headers: { ...seller.headers, ...doc.headers },
      payload: doc.payload,
    });
    expect(docRes.statusCode, docRes.body).toBe(200);
    const { id } = docRes.json().documents[0];
    expect(objects.get(`private/businesses/${listing.id}/documents/${id}/Escritura.pdf`)?.body).toEqual(pdf);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${listing.id}/documents/${id}`,
      headers: seller.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf);

    const imageId = gallery.split('/').pop()!.replace('-gallery.webp', '');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${listing.id}/images/${imageId}`,
      headers: seller.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(objects.has(galleryKey)).toBe(false);

    expect(signed.every(Boolean)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
  });
});

describe('S3 settings', () => {
  it('are off without S3_BUCKET and stop the server when half configured', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_REGION: 'sa-east-1' }).s3).toMatchObject({
      bucket: 'b',
      region: 'sa-east-1',
      endpoint: undefined,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', S3_ENDPOINT: 'http://minio:9000' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'solo-uno' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
