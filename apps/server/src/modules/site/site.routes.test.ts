import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';

// One support address, configured on the server (SUPPORT_EMAIL) and handed to the web app,
// so the footer, the settings and the suspension messages all name the same one.
const SUPPORT = 'ayuda@mercado-ejemplo.ec';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: SUPPORT });
});

describe('the configured support address', () => {
  it('is what the web app reads, and what a suspended person is told, in the message and the mail', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json()).toEqual({ supportEmail: SUPPORT });

    const admin = await loginAs(t, 'admin');
    const person = await loginAs(t, 'seller');
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.user.id}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Publicaste anuncios con datos falsos' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const mail = t.mails.find((m) => m.to === person.user.email);
    expect(mail?.text).toContain(SUPPORT);
    expect(mail?.text).not.toContain('soporte@traspasa.test');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.user.email, password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain(`escríbenos a ${SUPPORT}.`);
  });

  it('refuses a malformed address at start with one clear line', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() => loadConfig({ ...process.env, SUPPORT_EMAIL: 'no es un correo' })).toThrow(/SUPPORT_EMAIL/);
  });
});
