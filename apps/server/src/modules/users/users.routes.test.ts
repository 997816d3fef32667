import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '4' });
});

function multipart(field: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----traspasa-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('PATCH /api/user', () => {
  it('updates name, notification preferences and secondary role', async () => {
    const { headers } = await loginAs(t, 'buyer');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers,
      payload: {
        fullName: 'María José Andrade',
        notificationPreferences: 'important',
        secondaryRole: 'seller',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'María José Andrade',
      notificationPreferences: 'important',
      secondaryRole: 'seller',
      role: 'buyer',
    });
  });

  it('refuses a secondary role equal to the primary one, admin as secondary role, and changing the role itself', async () => {
    const { headers } = await loginAs(t, 'seller');
    const same = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers,
      payload: { secondaryRole: 'seller' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.issues[0].path).toBe('secondaryRole');
    const admin = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers,
      payload: { secondaryRole: 'admin' },
    });
    expect(admin.statusCode).toBe(400);
    const escalate = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers,
      payload: { role: 'admin' },
    });
    // Unknown keys are stripped: the role cannot be changed through the profile.
    expect(escalate.json().role).toBe('seller');
  });

  it('is 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      payload: { fullName: 'Nadie Aquí' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/avatar', () => {
  it('re-encodes the photo to a 256 px WebP without its metadata and serves it publicly', async () => {
    const { headers } = await loginAs(t, 'buyer');
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secreto', Artist: 'Ubicación privada' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      ...withHeaders(multipart('file', 'foto.jpg', jpeg), headers),
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().avatarUrl as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(fs.existsSync(path.join(t.dataDir, 'uploads/public', url.replace('/uploads/', '')))).toBe(true);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/user/avatar', headers });
    expect(removed.json().avatarUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const { headers } = await loginAs(t, 'buyer');
    const fake = Buffer.from('%PDF-1.7 esto no es una imagen');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      ...withHeaders(multipart('file', 'foto.png', fake, 'image/png'), headers),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/JPG, PNG o WebP/);
  });

  it('answers a malformed or truncated upload with 400, not 500 or 413', async () => {
    const { headers } = await loginAs(t, 'buyer');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8',
    });
    expect(broken.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      ...withHeaders(multipart('file', 'a.jpg', Buffer.alloc(0)), headers),
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses files over 5 MB with 413', async () => {
    const { headers } = await loginAs(t, 'buyer');
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      ...withHeaders(multipart('file', 'x.jpg', big), headers),
    });
    expect(res.statusCode).toBe(413);
  });

  it('limits uploads per user per hour', async () => {
    const { headers } = await loginAs(t, 'buyer');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/avatar',
        ...withHeaders(multipart('file', 'a.png', png), headers),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

function withHeaders(m: ReturnType<typeof multipart>, headers: Record<string, string>) {
  return { payload: m.payload, headers: { ...m.headers, ...headers } };
}
