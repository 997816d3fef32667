import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { createListing, multipart } from './media.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '2' });
});

describe('upload throttling', () => {
  it('answers 429 with Retry-After once a user used up the hourly uploads, photos and documents alike', async () => {
    const seller = await loginAs(t, 'seller');
    const listing = await createListing(t.db, { sellerId: seller.user.id, status: 'draft' });
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const send = (url: string, data: Buffer) => {
      const body = multipart('file', 'x', data);
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...seller.headers, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await send(`/api/businesses/${listing.id}/images`, photo)).statusCode).toBe(200);
    expect((await send(`/api/businesses/${listing.id}/images`, photo)).statusCode).toBe(200);
    const limited = await send(`/api/businesses/${listing.id}/documents`, Buffer.from('%PDF-1.4\n%%EOF'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.message).toMatch(/Subiste muchos archivos/);
  });
});
