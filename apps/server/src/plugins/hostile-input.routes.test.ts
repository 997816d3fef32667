import net from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test/helpers.ts';

// Issue 16, "No 500s, one error shape": input the outside pass sent, each answered with a
// Spanish 4xx in the project's error shape, and nothing stored.

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  buyer = await loginAs(t, 'buyer');
});

const json = (headers: Record<string, string> = {}) => ({ ...headers, 'content-type': 'application/json' });

function expectProjectError(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toMatch(/^[a-z_]+$/);
  expect(body.error.message).toMatch(/[áéíóúñ]|\b(la|el|los|no|de)\b/i);
  expect(res.body).not.toMatch(/FST_|Bad Request|statusCode|stack/);
  return body.error;
}

describe('invalid Unicode', () => {
  it('refuses a message whose content holds a lone surrogate (400), storing nothing', async () => {
    for (const content of ['\\ud800', '\\udfff\\ud800', 'hola \\udc00 mundo']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: json(admin.headers),
        payload: `{"receiverId": ${buyer.user.id}, "content": "${content}", "clientMessageId": "c${Date.now()}"}`,
      });
      expect(expectProjectError(res, 400).message).toMatch(/caracteres no válidos/);
    }
    const stored = await t.db.execute(sql`select count(*)::int as n from chat_messages`);
    expect(stored.rows[0]).toEqual({ n: 0 });
  });

  it('refuses, rather than silently alters, a name with a lone surrogate or NUL', async () => {
    for (const fullName of ['Ana \\ud800', 'Ana\\u0000Pérez']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: json(buyer.headers),
        payload: `{"fullName": "${fullName}"}`,
      });
      expectProjectError(res, 400);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: buyer.headers });
    expect(me.json().fullName).toBe('Usuaria de Prueba');
  });

  it('refuses a lone surrogate in a query string or a key', async () => {
    const q = await t.app.inject({
      method: 'GET',
      url: `/api/businesses?q=${encodeURIComponent('\u00f1')}%ED%A0%80`,
    });
    expect(q.statusCode).toBeLessThan(500);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      headers: json(),
      payload: '{"message":"x","source":"frontend","metadata":{"\\ud800":1}}',
    });
    expectProjectError(key, 400);
  });
});

describe('deeply nested JSON', () => {
  it('refuses an error report whose metadata nests thousands deep, without a 500', async () => {
    let deep = '1';
    for (let i = 0; i < 5000; i++) deep = `{"a":${deep}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      headers: json(),
      payload: `{"message":"x","source":"frontend","metadata":${deep}}`,
    });
    expect(expectProjectError(res, 400).message).toMatch(/anidados/);
  });

  it('bounds depth on every JSON route, signed in or not', async () => {
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    for (const [method, url, headers] of [
      ['POST', '/api/auth/login', {}],
      ['PATCH', '/api/user', buyer.headers],
      ['POST', '/api/businesses', admin.headers],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: json(headers), payload: `{"x":${deep}}` });
      expectProjectError(res, 400);
    }
  });
});

describe('what the router refuses by itself', () => {
  it('answers a malformed percent-escape with a Spanish 400 in the project shape', async () => {
    for (const url of ['/api/businesses/%E0%A4%A', '/api/conversations/%zz', '/api/ndas/%']) {
      expectProjectError(await t.app.inject({ method: 'GET', url }), 400);
    }
  });

  it('answers an over-long path parameter with a Spanish 414 in the project shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/businesses/${'a'.repeat(600)}` });
    expect(expectProjectError(res, 414).message).toMatch(/demasiado larga/);
  });
});

describe('what Node refuses before there is a request', () => {
  /** Sends raw bytes to the listening server and returns the raw answer. */
  async function raw(request: string): Promise<string> {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => null);
    const port = address ? Number(new URL(address).port) : (t.app.server.address() as { port: number }).port;
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (d) => {
        answer += d.toString();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

  it('answers malformed HTTP and oversized headers in the project shape, in Spanish', async () => {
    const malformed = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nEncabezado sin dos puntos\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(malformed)).toEqual({
      error: { code: 'bad_request', message: 'La solicitud no es válida. Revisa los datos enviados.' },
    });
    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(huge)).toEqual({
      error: { code: 'bad_request', message: 'Los encabezados de la solicitud son demasiado grandes.' },
    });
  });
});
