import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';

/**
 * Every route the app registers, whoever registers it (the app's onRoute observer), so
 * admin endpoints added later are covered without listing them here.
 */
const registered: Array<{ method: string; url: string }> = [];

/** A concrete URL for a pattern: every parameter (":id", ":fingerprint"…) gets a dummy value. */
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'abc')).replace(/\*$/, 'x');
}

let t: TestApp;
let adminRoutes: Array<{ method: string; url: string }>;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      },
    },
  );
  const seen = new Set<string>();
  adminRoutes = registered.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (r.method === 'HEAD' || r.method === 'OPTIONS' || !r.url.startsWith('/api/admin') || seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
});

async function call(route: { method: string; url: string }, headers: Record<string, string> = {}) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: '{}' } : {}),
  });
  return { status: res.statusCode, body: res.json() as unknown };
}

describe('every /api/admin endpoint refuses whoever is not an admin, with one answer', () => {
  it('finds the admin endpoints of every module (moderation, queues, payments, identity…)', () => {
    const urls = adminRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/queues',
        'GET /api/admin/businesses',
        'POST /api/admin/businesses/:id/reject',
        'GET /api/admin/discount-codes',
      ]),
    );
    expect(adminRoutes.length).toBeGreaterThan(10);
  });

  it('answers anonymous with the same 401 on each method and URL, whatever the body', async () => {
    const answers = new Map<string, { status: number; body: unknown }>();
    for (const route of adminRoutes) answers.set(`${route.method} ${route.url}`, await call(route));
    const first = [...answers.values()][0]!;
    expect(first.status).toBe(401);
    for (const [key, answer] of answers) expect(answer, key).toEqual(first);
  });

  it.each(['buyer', 'seller', 'consultant'] as const)(
    'answers a signed-in %s with the same 403 on each method and URL',
    async (role) => {
      const who = await loginAs(t, role);
      const answers = new Map<string, { status: number; body: unknown }>();
      for (const route of adminRoutes) {
        answers.set(`${route.method} ${route.url}`, await call(route, who.headers));
      }
      const first = [...answers.values()][0]!;
      expect(first.status).toBe(403);
      for (const [key, answer] of answers) expect(answer, key).toEqual(first);
    },
  );
});
