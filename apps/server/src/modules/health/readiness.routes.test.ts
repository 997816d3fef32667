import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('GET /api/ready (readiness, distinct from /api/health)', () => {
  it('is ready while the database answers and every migration of this build is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with Retry-After when the newest migration is missing from the database', async () => {
    const { rows } = await t.pool.query<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const newest = rows[0]!;
    await t.pool.query('delete from drizzle.__drizzle_migrations where created_at = $1', [newest.created_at]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'migrations' });
      // Liveness does not care: the process runs and the database answers.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.pool.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        newest.hash,
        newest.created_at,
      ]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 from the shutdown signal on, while /api/health stays ok until the process stops', async () => {
    t.app.readiness.beginShutdown();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ status: 'unavailable', reason: 'shutting_down' });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 with Retry-After when the database is away', async () => {
    const other = await buildTestApp();
    await other.pool.end();
    const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ status: 'unavailable', reason: 'database' });
  });
});
