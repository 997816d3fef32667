import { desc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { errorLogs } from '../../db/schema/admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('when something breaks on the server', () => {
  it('answers a Spanish 500 without details and records the error in error_logs', async () => {
    // A real failure: the table behind the endpoint is gone.
    await t.db.execute(sql`drop table resources`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/resources',
      headers: { 'user-agent': 'PruebaFallo/1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal_error', message: 'Error del servidor. Intenta nuevamente más tarde.' },
    });
    expect(res.body).not.toMatch(/resources|relation|stack/i);
    const [row] = await t.db.select().from(errorLogs).orderBy(desc(errorLogs.id)).limit(1);
    expect(row).toMatchObject({
      source: 'backend',
      endpoint: '/api/resources',
      method: 'GET',
      userAgent: 'PruebaFallo/1',
    });
    expect(row!.message).toMatch(/resources/);
  });

  it('reports the health as unavailable (503) once the database stops answering', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.pool.end();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ status: 'unavailable' });
  });

  it('answers data endpoints with a Spanish 503 and Retry-After while the database is away, never a 500', async () => {
    // The pool was ended by the test above: every query now fails as on a lost database.
    for (const url of ['/api/businesses', '/api/businesses/1', '/api/resources', '/api/professionals']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: {
          code: 'service_unavailable',
          message:
            'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos; no se perdió nada de lo guardado.',
        },
      });
    }
  });
});
