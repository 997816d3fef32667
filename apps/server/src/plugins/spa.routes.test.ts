import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="es"><title>Traspasa</title></html>',
);
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("hola")');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { webDistDir: dist });
});

describe('serving the web app', () => {
  it('answers page paths with the app so its router can show them', async () => {
    for (const url of ['/', '/businesses/12', '/una/ruta/que/no/existe', '/new-password?token=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<html lang="es">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a reset-link address straight to /new-password with its token', async () => {
    for (const [url, target] of [
      ['/?token=abc123', '/new-password?token=abc123'],
      ['/auth?reset_token=xyz987', '/new-password?token=xyz987'],
      ['/businesses?q=cafe&token=a%2Bb', '/new-password?token=a%2Bb'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(target);
    }
    expect((await t.app.inject({ method: 'GET', url: '/businesses?q=token' })).statusCode).toBe(200);
  });

  it('serves hashed assets with a long cache, and a missing file as a 404, never as the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/app-missing.js', '/favicon-missing.png', '/uploads/businesses/none.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
