import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { errorLogs } from '../../db/schema/admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_ERROR_REPORTS_PER_IP_MIN: '3' });
});

describe('GET /api/health', () => {
  it('is ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('unknown API paths and bad requests', () => {
  it('answers unknown /api paths with a JSON 404 in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error).toEqual({ code: 'not_found', message: 'No existe esa dirección en la API.' });
    const post = await t.app.inject({ method: 'POST', url: '/api/tampoco', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/no es válida/);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, referrer policy and forbids framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Served over http://localhost here: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/user',
        '/api/health',
        '/api/errors/report',
      ]),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('lets the Google Ads tag load and send its hits only when its id is configured', async () => {
    const plain = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(plain).not.toContain('googletagmanager.com');
    expect(plain).not.toContain('doubleclick.net');
    const ads = await buildTestApp({ VITE_GOOGLE_ADS_ID: 'AW-123456789' });
    const csp = String(
      (await ads.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('connect-src')).toContain('https://googleads.g.doubleclick.net');
    expect(directive('img-src')).toContain('https://www.google.com');
    expect(directive('script-src')).not.toContain('connect.facebook.net');
  });

  it('shows the documentation only to admins when API_DOCS=admins (production’s default), and not at all when off', async () => {
    const prod = await buildTestApp({ API_DOCS: 'admins' });
    const admin = await loginAs(prod, 'admin');
    const buyer = await loginAs(prod, 'buyer');
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      for (const headers of [{}, buyer.headers]) {
        const res = await prod.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.message).toBe('No existe esa dirección en la API.');
      }
    }
    const forAdmin = await prod.app.inject({ method: 'GET', url: '/api/docs/json', headers: admin.headers });
    expect(forAdmin.statusCode).toBe(200);
    expect(Object.keys(forAdmin.json().paths).length).toBeGreaterThan(20);

    const off = await buildTestApp({ API_DOCS: 'off' });
    const offAdmin = await loginAs(off, 'admin');
    expect(
      (await off.app.inject({ method: 'GET', url: '/api/docs/json', headers: offAdmin.headers })).statusCode,
    ).toBe(404);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe('admins');
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe('public');
  });
});

describe('POST /api/errors/report', () => {
  const report = {
    message: 'TypeError: x is undefined',
    stack: 'at app.js:1:1',
    source: 'frontend',
    metadata: {
      type: 'javascript-error',
      url: 'http://localhost:3000/businesses',
      filename: 'app.js',
      lineno: 1,
      colno: 1,
    },
  };

  it('stores the report in error_logs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      remoteAddress: '10.9.0.1',
      payload: report,
    });
    expect(res.statusCode).toBe(202);
    const [row] = await t.db.select().from(errorLogs).orderBy(desc(errorLogs.id)).limit(1);
    expect(row).toMatchObject({
      message: report.message,
      source: 'frontend',
      level: 'error',
      ip: '10.9.0.1',
    });
    expect(row!.metadata).toMatchObject({ type: 'javascript-error', lineno: 1 });
  });

  it('refuses oversized reports and wrong sources', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      remoteAddress: '10.9.0.2',
      payload: { ...report, metadata: { blob: 'x'.repeat(40_000) } },
    });
    expect(huge.statusCode).toBe(413);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      remoteAddress: '10.9.0.2',
      payload: { ...report, source: 'backend' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('rate-limits reports per IP', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/errors/report', remoteAddress: '10.9.0.3', payload: report });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
