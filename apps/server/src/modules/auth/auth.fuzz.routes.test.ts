import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  type InjectOptions,
  loginAs,
  NO_RATE_LIMITS,
  type TestApp,
} from '../../../test/helpers.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  // Limits raised so the fuzzer measures validation, not throttling.
  t = await buildTestApp(NO_RATE_LIMITS);
  ({ headers } = await loginAs(t, 'buyer'));
});

const endpoints = [
  { method: 'POST', url: '/api/auth/register', authed: false },
  { method: 'POST', url: '/api/auth/login', authed: false },
  { method: 'POST', url: '/api/auth/logout', authed: false },
  { method: 'POST', url: '/api/auth/forgot-password', authed: false },
  { method: 'POST', url: '/api/auth/reset-password', authed: false },
  { method: 'POST', url: '/api/auth/change-password', authed: true },
  { method: 'PATCH', url: '/api/user', authed: true },
  { method: 'POST', url: '/api/errors/report', authed: false },
] as const;

const fieldNames = fc.constantFrom(
  'username',
  'email',
  'password',
  'fullName',
  'role',
  'token',
  'currentPassword',
  'newPassword',
  'notificationPreferences',
  'secondaryRole',
  'message',
  'stack',
  'source',
  'metadata',
  '__proto__',
  'constructor',
);
// Full Unicode (including U+0000 and lone surrogates), not just printable ASCII.
const anyText = fc.string({ unit: 'binary', maxLength: 300 });
const anyValue = fc.oneof(
  anyText,
  anyText.map((s) => `${s}\u0000${s}`),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(anyText, anyText, { maxKeys: 3 }),
  fc.constantFrom('seller', 'buyer', 'admin', '', ' ', 'a'.repeat(5000), "' or 1=1 --", '\u0000'),
);
const body = fc.oneof(
  fc.dictionary(fieldNames, anyValue, { maxKeys: 6 }),
  anyValue,
  fc.json().map((s) => ({ raw: s })),
);

describe('auth endpoints under random bodies', () => {
  it('never answer with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), body, async (endpoint, payload) => {
        const res = await t.app.inject({
          method: endpoint.method,
          url: endpoint.url,
          headers: endpoint.authed ? headers : {},
          payload: payload as object,
        });
        expect(res.statusCode, `${endpoint.url} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().error.message).toEqual(expect.any(String));
      }),
      { numRuns: 300 },
    );
  });

  it('never answer with a 5xx to raw, malformed bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.string({ maxLength: 500 }),
        async (endpoint, raw) => {
          const res = await t.app.inject({
            method: 'POST',
            url: endpoint.url,
            headers: { 'content-type': 'application/json', ...(endpoint.authed ? headers : {}) },
            payload: raw,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('U+0000 anywhere in the input', () => {
  it('is a Spanish 400, not a 500, in bodies, queries and paths', async () => {
    const cases = [
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000b@example.com', password: 'x' } },
      { method: 'POST', url: '/api/auth/login', payload: { username: 'a\u0000b', password: 'x' } },
      { method: 'PATCH', url: '/api/user', payload: { fullName: 'Ana\u0000Pérez' }, headers },
      { method: 'POST', url: '/api/errors/report', payload: { message: 'x\u0000', source: 'frontend' } },
      { method: 'GET', url: '/api/businesses?q=%00' },
      { method: 'GET', url: '/api/businesses?country=%00' },
      { method: 'GET', url: '/api/businesses/%00' },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject(c as InjectOptions);
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json().error.message).toBe('Los datos enviados contienen caracteres no válidos.');
    }
  });
});
