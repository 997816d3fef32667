import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  // Limits raised so the fuzzer measures validation, not throttling.
  t = await buildTestApp({
    RATE_LOGIN_PER_ACCOUNT: '100000',
    RATE_LOGIN_PER_IP: '100000',
    RATE_REGISTER_PER_IP_HOUR: '100000',
    RATE_FORGOT_PER_EMAIL_HOUR: '100000',
  });
  ({ headers } = await loginAs(t, 'buyer'));
});

const endpoints = [
  { url: '/api/auth/register', authed: false },
  { url: '/api/auth/login', authed: false },
  { url: '/api/auth/logout', authed: false },
  { url: '/api/auth/forgot-password', authed: false },
  { url: '/api/auth/reset-password', authed: false },
  { url: '/api/auth/change-password', authed: true },
];

const fieldNames = fc.constantFrom(
  'username',
  'email',
  'password',
  'fullName',
  'role',
  'token',
  'currentPassword',
  'newPassword',
  '__proto__',
  'constructor',
);
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
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
          method: 'POST',
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
