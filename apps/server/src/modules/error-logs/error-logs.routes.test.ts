import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createPool } from '../../db/client.ts';
import { dashboardLogs, errorGroups, errorLogs } from '../../db/schema/admin.ts';
import { professionals } from '../../db/schema/content.ts';
import { fingerprintError } from './fingerprint.rules.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;
/** A second instance on the same database with a route that fails like a real bug does. */
let failing: FastifyInstance;

const stack = (fn: string) =>
  `Error: x\n    at ${fn} (https://traspasa.ec/assets/index-Ab12Cd34.js:1:${Math.floor(Math.random() * 9000)})`;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  buyer = await loginAs(t, 'buyer');
  const url = t.pool.options.connectionString!;
  const pool = createPool(url, 2);
  failing = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      APP_URL: 'http://localhost:3000',
      DATABASE_URL: url,
    }),
    pool,
    mailer: { send: async () => undefined },
    webDistDir: path.join(t.dataDir, 'no-web-build'),
  });
  failing.get('/api/test/explode/:id', async (request) => {
    const { id } = request.params as { id: string };
    const listing = undefined as unknown as { price: number } | undefined;
    if (id) return { price: (listing as { price: number }).price };
    return {};
  });
  await failing.ready();
  afterAll(async () => {
    await failing.close();
    await pool.end();
  });
});

function report(message: string, s: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/errors/report',
    headers,
    payload: {
      message,
      stack: s,
      source: 'frontend',
      metadata: { url: 'http://localhost:3000/businesses/7' },
    },
  });
}

const groupOf = async (fingerprint: string) =>
  (await t.db.select().from(errorGroups).where(eq(errorGroups.fingerprint, fingerprint)))[0];

describe('grouping', () => {
  it('puts two reports that differ only in an id in one group of 2, and a different top frame in another', async () => {
    expect(
      (await report('No se encontró el negocio 42', stack('BusinessPage'), buyer.headers)).statusCode,
    ).toBe(202);
    expect((await report('No se encontró el negocio 9731', stack('BusinessPage'))).statusCode).toBe(202);
    // Another person in another group: not counted among this group's affected users.
    expect((await report('No se encontró el negocio 42', stack('NdaPage'), admin.headers)).statusCode).toBe(
      202,
    );

    const fp = fingerprintError({
      message: 'No se encontró el negocio 1',
      source: 'frontend',
      stack: stack('BusinessPage'),
    });
    const other = fingerprintError({
      message: 'No se encontró el negocio 1',
      source: 'frontend',
      stack: stack('NdaPage'),
    });
    expect(fp.fingerprint).not.toBe(other.fingerprint);
    expect(await groupOf(fp.fingerprint)).toMatchObject({
      occurrences: 2,
      topFrame: 'BusinessPage (/assets/index.js)',
    });
    expect(await groupOf(other.fingerprint)).toMatchObject({ occurrences: 1 });
    const logs = await t.db.select().from(errorLogs).where(eq(errorLogs.fingerprint, fp.fingerprint));
    expect(logs).toHaveLength(2);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/errors?q=negocio',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((g: { fingerprint: string }) => g.fingerprint === fp.fingerprint);
    expect(item).toMatchObject({ occurrences: 2, affectedUsers: 1, source: 'frontend', resolved: false });
  });

  it('a real 500 from a route lands in error_logs and its group, with endpoint, method and user', async () => {
    const res = await failing.inject({
      method: 'GET',
      url: '/api/test/explode/5?token=secreto',
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe('Error del servidor. Intenta nuevamente más tarde.');
    await failing.inject({ method: 'GET', url: '/api/test/explode/6' });

    const rows = await t.db.select().from(errorLogs).where(eq(errorLogs.source, 'backend'));
    expect(rows).toHaveLength(2);
    const mine = rows.find((r) => r.userId === buyer.user.id)!;
    expect(mine).toMatchObject({ method: 'GET', endpoint: '/api/test/explode/5' });
    expect(mine.message).toMatch(/Cannot read properties of undefined/);
    expect(rows[0]!.fingerprint).toBe(rows[1]!.fingerprint);
    const group = await groupOf(rows[0]!.fingerprint!);
    expect(group).toMatchObject({
      occurrences: 2,
      source: 'backend',
      endpoint: '/api/test/explode/:id',
      method: 'GET',
    });
    expect(group!.topFrame).toMatch(/error-logs\.routes\.test\.ts/);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/errors/${group!.fingerprint}`,
      headers: admin.headers,
    });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.stack).toMatch(/TypeError/);
    expect(body.metadata).toMatchObject({ statusCode: 500, route: '/api/test/explode/:id' });
    expect(body.affectedUsers).toBe(1);
    expect(body.occurrencesShown).toHaveLength(2);
    expect(body.occurrencesShown.map((o: { user: { id: number } | null }) => o.user?.id ?? null)).toContain(
      buyer.user.id,
    );
  });

  it('does not answer a second error when storing the first one fails', async () => {
    // A check that refuses a third occurrence makes the store fail: the request still gets
    // its Spanish 500, and no half-written occurrence is left.
    await t.db.execute(`alter table error_groups add constraint no_more check (occurrences < 3) not valid`);
    try {
      const res = await failing.inject({ method: 'GET', url: '/api/test/explode/7' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Error del servidor. Intenta nuevamente más tarde.');
      expect(await t.db.select().from(errorLogs).where(eq(errorLogs.source, 'backend'))).toHaveLength(2);
    } finally {
      await t.db.execute(`alter table error_groups drop constraint no_more`);
    }
  });
});

describe('what the error log keeps', () => {
  const stored = async () => (await t.db.select({ id: errorLogs.id }).from(errorLogs)).length;
  const apiErrorReport = (status: number, endpoint: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      headers: buyer.headers,
      payload: {
        message: `API GET ${endpoint} → ${status}`,
        stack: null,
        source: 'frontend',
        metadata: { type: 'api-error', endpoint, status, url: 'http://localhost:3000/profile' },
      },
    });

  it('refusals the product makes on purpose (4xx) are not errors; 5xx and crashes are', async () => {
    // The server's own refusals store nothing.
    const before = await stored();
    const consultant = await loginAs(t, 'consultant');
    const suspended = await createUser(t.db, { suspendedAt: new Date() });
    const [inReview] = await t.db
      .insert(professionals)
      .values({ name: 'Ficha en revisión', profession: 'Contadora', userId: consultant.user.id })
      .returning({ id: professionals.id });
    const refusals = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: buyer.headers,
        payload: { currentPassword: 'No-es-mi-clave-1', newPassword: 'Otra clave segura 1' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: suspended.email, password: TEST_PASSWORD },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'x'.repeat(43), password: 'Otra clave segura 1' },
      }),
      t.app.inject({ method: 'GET', url: '/api/consultant/dashboard', headers: buyer.headers }),
      t.app.inject({ method: 'GET', url: `/api/professionals/${inReview!.id}` }),
    ]);
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 403, 400, 403, 404]);
    expect(await stored()).toBe(before);

    // A browser that still reports refused calls (an old page left open) is answered, not stored.
    for (const [status, endpoint] of [
      [400, '/api/auth/change-password'],
      [403, '/api/consultant/dashboard'],
      [404, '/api/professionals/12'],
    ] as const) {
      expect((await apiErrorReport(status, endpoint)).statusCode).toBe(202);
    }
    expect(await stored()).toBe(before);

    // A server failure the browser saw, and a crash of the page, are kept.
    expect((await apiErrorReport(502, '/api/businesses')).statusCode).toBe(202);
    expect((await report('Cannot read properties of undefined', stack('ListingPage'))).statusCode).toBe(202);
    const kept = await t.db.select().from(errorLogs);
    expect(kept).toHaveLength(before + 2);
    expect(kept.map((l) => l.message)).toEqual(
      expect.arrayContaining(['API GET /api/businesses → 502', 'Cannot read properties of undefined']),
    );
  });
});

describe('resolve and reopen', () => {
  let fingerprint: string;

  beforeAll(async () => {
    await report('Falló el pago 77', stack('CheckoutPage'));
    fingerprint = fingerprintError({
      message: 'Falló el pago 1',
      source: 'frontend',
      stack: stack('CheckoutPage'),
    }).fingerprint;
  });

  it('refuses anonymous (401) and non-admins (403) on every admin endpoint', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/errors' },
      { method: 'GET', url: `/api/admin/errors/${fingerprint}` },
      { method: 'POST', url: `/api/admin/errors/${fingerprint}/resolve`, payload: {} },
      { method: 'POST', url: `/api/admin/errors/${fingerprint}/reopen` },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      const res = await t.app.inject({ ...call, headers: buyer.headers });
      expect(res.statusCode, call.url).toBe(403);
    }
    expect((await groupOf(fingerprint))!.resolved).toBe(false);
  });

  it('resolves with a note, hides it from the open list, records it, and reopens when it happens again', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/errors/${fingerprint}/resolve`,
      headers: admin.headers,
      payload: { note: 'Corregido en la versión 1.4' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      resolved: true,
      resolution: 'Corregido en la versión 1.4',
      resolvedByName: admin.user.fullName,
    });

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/errors/${fingerprint}/resolve`,
      headers: admin.headers,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Ese error ya está marcado como resuelto.');

    const open = await t.app.inject({
      method: 'GET',
      url: '/api/admin/errors?q=pago',
      headers: admin.headers,
    });
    expect(open.json().items).toEqual([]);
    const resolved = await t.app.inject({
      method: 'GET',
      url: '/api/admin/errors?q=pago&status=resolved',
      headers: admin.headers,
    });
    expect(resolved.json().items.map((g: { fingerprint: string }) => g.fingerprint)).toEqual([fingerprint]);

    const [log] = await t.db
      .select()
      .from(dashboardLogs)
      .where(eq(dashboardLogs.action, 'error_group.resolve'));
    expect(log).toMatchObject({ userId: admin.user.id, targetType: 'error_group' });
    expect(log!.metadata).toMatchObject({ fingerprint, note: 'Corregido en la versión 1.4' });

    await report('Falló el pago 78', stack('CheckoutPage'));
    const group = await groupOf(fingerprint);
    expect(group).toMatchObject({ resolved: false, occurrences: 2 });
    expect(group!.reopenedAt).toBeInstanceOf(Date);
  });

  it('reopens by hand, once, and records it', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/errors/${fingerprint}/resolve`,
      headers: admin.headers,
      payload: {},
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/errors/${fingerprint}/reopen`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().resolved).toBe(false);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/errors/${fingerprint}/reopen`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ese error ya está abierto.');
    const logs = await t.db
      .select()
      .from(dashboardLogs)
      .where(eq(dashboardLogs.action, 'error_group.reopen'));
    expect(logs).toHaveLength(1);
  });

  it('answers 404 in Spanish for an unknown fingerprint', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/errors/ffffffffffffffffffffffffffffffff',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/No encontramos ese error/);
  });

  it('sorts by count and filters by source and level', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/errors?status=all&sort=count&source=frontend&level=error',
      headers: admin.headers,
    });
    const items = res.json().items as { occurrences: number; source: string }[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((i) => i.source === 'frontend')).toBe(true);
    for (let i = 1; i < items.length; i++)
      expect(items[i - 1]!.occurrences).toBeGreaterThanOrEqual(items[i]!.occurrences);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/errors?sort=nombre',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('backfill', () => {
  it('groups occurrences stored without a fingerprint, once', async () => {
    await t.db.insert(errorLogs).values([
      { message: 'Tiempo de espera agotado tras 3000 ms', source: 'backend', endpoint: '/api/x' },
      { message: 'Tiempo de espera agotado tras 5000 ms', source: 'backend', endpoint: '/api/x' },
    ]);
    // The second instance has never served the admin list: it backfills on its first read.
    const fresh = failing;
    const res = await fresh.inject({
      method: 'GET',
      url: '/api/admin/errors?q=espera',
      headers: admin.headers,
    });
    expect(res.json().items).toHaveLength(1);
    expect(res.json().items[0].occurrences).toBe(2);
    expect(await t.db.select().from(errorLogs).where(isNull(errorLogs.fingerprint))).toHaveLength(0);
    const again = await fresh.inject({
      method: 'GET',
      url: '/api/admin/errors?q=espera',
      headers: admin.headers,
    });
    expect(again.json().items[0].occurrences).toBe(2);
  });
});
