import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { tokenMatches } from '../../lib/tokens.ts';

const TOKEN = 'token-de-metricas-de-prueba-0123456789';

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('does not exist: the API 404', async () => {
    const t = await buildTestApp();
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });

  it('refuses a missing, wrong or non-Bearer token with a Spanish 401 and nothing measured', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json().error.message).toBe('Falta el token de métricas o no es válido.');
      expect(res.body).not.toContain('process_');
    }
  });

  it('serves the Prometheus text with route histograms (patterns, never raw URLs), sockets, pool and process metrics', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/businesses/987654' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/businesses?limit=2' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-existe-123' })).statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/businesses\/:idOrSlug",method="GET",status_class="4xx"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/businesses",method="GET",status_class="2xx"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="unmatched",method="GET",status_class="4xx"\} 1/,
    );
    // Raw paths and query strings would make one series per URL.
    expect(text).not.toContain('987654');
    expect(text).not.toContain('limit=2');
    expect(text).not.toContain('no-existe-123');
    expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^db_pool_waiting_requests 0$/m);
    expect(text).toMatch(/^websocket_open_sockets 0$/m);
    expect(text).toContain('# TYPE job_queue_depth gauge');
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});

describe('overload refusals in /api/metrics', () => {
  it('counts a request refused at once for a late event loop, by where and why', async () => {
    const t = await buildTestApp({ METRICS_TOKEN: TOKEN, CHAT_MAX_LOOP_DELAY_MS: '200' });
    const scrape = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
    expect(await scrape()).toMatch(/^overload_refusals_total\{where="http",cause="loop"\} 0$/m);
    // A saturated server: the loop is busy for 400 ms before the message arrives.
    const until = performance.now() + 400;
    while (performance.now() < until) {
      // spinning on purpose
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: 1, content: 'Hola', clientMessageId: 'metricas-0001' },
    });
    expect(refused.statusCode).toBe(503);
    const text = await scrape();
    expect(text).toContain('# TYPE overload_refusals_total counter');
    expect(text).toMatch(/^overload_refusals_total\{where="http",cause="loop"\} 1$/m);
    // The chat's own gate (sends over HTTP and the socket) is reported beside it.
    expect(text).toMatch(/^overload_refusals_total\{where="chat_send",cause="in_flight"\} 0$/m);
  });
});

describe('the metrics token', () => {
  it('compares whole tokens only', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches(TOKEN.slice(0, 10), TOKEN)).toBe(false);
    expect(tokenMatches(`${TOKEN} `, TOKEN)).toBe(false);
    expect(tokenMatches('', TOKEN)).toBe(false);
  });

  it('must be long enough to resist guessing', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
  });
});
