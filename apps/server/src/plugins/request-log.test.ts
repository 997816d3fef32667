import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-log.ts';

type Line = { level: string; obj: Record<string, unknown>; msg: string };

/** A finished request as the log controller sees it, with a logger that records its lines. */
function finished(opts: { url: string; route?: string; status: number; type?: string; userId?: number }) {
  const lines: Line[] = [];
  const at =
    (level: string) =>
    (obj: Record<string, unknown>, msg: string): void => {
      lines.push({ level, obj, msg });
    };
  const log = { info: at('info'), debug: at('debug'), error: at('error'), warn: at('warn') };
  const request = {
    method: 'GET',
    url: opts.url,
    routeOptions: { url: opts.route },
    user: opts.userId ? { id: opts.userId } : null,
    log,
  } as unknown as FastifyRequest;
  const reply = {
    statusCode: opts.status,
    elapsedTime: 12.345,
    getHeader: (name: string) => (name === 'content-type' ? opts.type : undefined),
    log,
  } as unknown as FastifyReply;
  return { request, reply, lines };
}

describe('request log lines', () => {
  it('writes one info line per API request, with route, status, time and user, and nothing on arrival', () => {
    const controller = new RequestLogController('info');
    const r = finished({ url: '/api/businesses?q=cafe', route: '/api/businesses', status: 200, userId: 7 });
    controller.incomingRequest();
    controller.requestCompleted(null, r.request, r.reply);
    expect(r.lines).toEqual([
      {
        level: 'info',
        msg: 'request completed',
        obj: {
          method: 'GET',
          url: '/api/businesses?q=cafe',
          route: '/api/businesses',
          statusCode: 200,
          ms: 12.3,
          userId: 7,
        },
      },
    ]);
  });

  it('keeps balancer and scraper checks and static files out of the info log', () => {
    const routine = [
      finished({ url: '/api/health', route: '/api/health', status: 200 }),
      finished({ url: '/api/ready', route: '/api/ready', status: 200 }),
      finished({ url: '/api/metrics', route: '/api/metrics', status: 200, type: 'text/plain' }),
      finished({ url: '/assets/index-abc.js', route: '/*', status: 200, type: 'application/javascript' }),
      finished({ url: '/uploads/businesses/a.webp', route: '/uploads/*', status: 200, type: 'image/webp' }),
    ];
    const atInfo = new RequestLogController('info');
    for (const r of routine) atInfo.requestCompleted(null, r.request, r.reply);
    expect(routine.flatMap((r) => r.lines)).toEqual([]);
    const atDebug = new RequestLogController('debug');
    for (const r of routine) atDebug.requestCompleted(null, r.request, r.reply);
    expect(routine.map((r) => r.lines.map((l) => l.level))).toEqual([
      ['debug'],
      ['debug'],
      ['debug'],
      ['debug'],
      ['debug'],
    ]);
  });

  it('still logs at info a page, a refused metrics scrape and a failing readiness probe', () => {
    const controller = new RequestLogController('info');
    const cases = [
      finished({ url: '/businesses', route: '/*', status: 200, type: 'text/html; charset=utf-8' }),
      finished({ url: '/api/metrics', route: '/api/metrics', status: 401, type: 'application/json' }),
      finished({ url: '/api/ready', route: '/api/ready', status: 503, type: 'application/json' }),
    ];
    for (const r of cases) controller.requestCompleted(null, r.request, r.reply);
    expect(cases.map((r) => r.lines.map((l) => l.level))).toEqual([['info'], ['info'], ['info']]);
  });

  it('logs a response that failed mid-stream as an error, as Fastify does', () => {
    const controller = new RequestLogController('warn');
    const r = finished({ url: '/api/businesses', route: '/api/businesses', status: 200 });
    controller.requestCompleted(new Error('socket hang up'), r.request, r.reply);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ level: 'error', msg: 'request errored' });
  });
});
