import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { passwordResetTokens, sessions, userLogins, users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const newAccount = (tag: string) => ({
  username: `ana${tag}`,
  email: `ana.${tag}@example.com`,
  password: 'Un paseo por Quito 2026',
  fullName: 'Ana Cevallos',
  role: 'seller',
});

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and never returns the password hash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount('reg1'),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'anareg1', email: 'ana.reg1@example.com', role: 'seller' });
    expect(body.user.password).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain('$argon2id');
    expect(body.sessionToken).toMatch(/^[\w-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'session-token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-session-token': body.sessionToken },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ana.reg1@example.com');

    const [stored] = await t.db.select().from(users).where(eq(users.email, 'ana.reg1@example.com'));
    expect(stored!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('stores only the hash of the session token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount('reg2'),
    });
    const token = res.json().sessionToken as string;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, res.json().user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sid).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('refuses an email or username already taken, whatever the letter case', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount('dup') });
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount('dup2'), email: 'ANA.DUP@example.com' },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.message).toBe(
      'Este correo electrónico ya está registrado. ¿Quieres iniciar sesión?',
    );
    const sameUsername = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount('dup3'), username: 'AnaDup' },
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().error.issues[0].path).toBe('username');
  });

  it('creates one account when the same sign-up arrives twice at once', async () => {
    const payload = newAccount('race');
    const results = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/auth/register', payload })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(users).where(eq(users.email, payload.email));
    expect(rows).toHaveLength(1);
  });

  it('answers bad input with 400 and Spanish field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'a', email: 'no-es-correo', password: 'corta', fullName: 'A', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toMatch(/^Revisa los datos enviados/);
    const paths = error.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'email', 'password', 'fullName', 'role']));
    expect(error.issues.find((i: { path: string }) => i.path === 'password').message).toMatch(/8 caracteres/);
  });

  it('refuses one of the most common passwords', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount('common'), password: 'password1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('password');
  });

  it('refuses a password made mostly of spaces, but takes a passphrase with spaces (decision 080)', async () => {
    for (const [i, password] of ['        ', ' \t \u00a0    ', '   abc    '].entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...newAccount(`espacios${i}`), password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0]).toEqual({
        path: 'password',
        message: 'La contraseña necesita al menos 8 caracteres que no sean espacios',
      });
    }
    const phrase = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount('frase'), password: 'mi tienda en la costa' },
    });
    expect(phrase.statusCode).toBe(201);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { 'x-session-token': phrase.json().sessionToken },
      payload: { currentPassword: 'mi tienda en la costa', newPassword: '          ' },
    });
    expect(change.statusCode).toBe(400);
  });

  it('never lets anyone register as admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount('adm'), role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by email or by username, records the login and issues a new token each time', async () => {
    const user = await createUser(t.db, { role: 'buyer' });
    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'PruebaNavegador/1.0' },
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user.id).toBe(user.id);
    const byUsername = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json().sessionToken).not.toBe(byEmail.json().sessionToken);
    const logins = await t.db.select().from(userLogins).where(eq(userLogins.userId, user.id));
    expect(logins).toHaveLength(2);
    expect(logins.some((l) => l.userAgent === 'PruebaNavegador/1.0')).toBe(true);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const user = await createUser(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'otra-cosa-123' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nadie@example.com', password: 'otra-cosa-123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe(
      'Credenciales incorrectas. Verifica tu correo electrónico y tu contraseña.',
    );
  });

  it('locks an account for a while after 5 failures, with Retry-After, even for the right password', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.1.0.${i + 1}`,
        payload: { email: user.email, password: `incorrecta-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.1.0.99',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.json().error.message).toBe(
      'Demasiados intentos de inicio de sesión. Intenta nuevamente en unos minutos.',
    );
  });

  it('counts guesses sent all at once: no more than 5 reach the password check', async () => {
    const user = await createUser(t.db);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.3.0.${i + 1}`,
          payload: { email: user.email, password: `paralela-${i}` },
        }),
      ),
    );
    const statuses = attempts.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('shares one counter between the email and the username of an account', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: `mal-${i}` },
      });
    }
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: `mal-u-${i}` },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username.toUpperCase(), password: 'otra-mas-1' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('a successful login does not count against the limits', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 8; i++) {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.4.0.1',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(ok.statusCode).toBe(200);
    }
  });

  it('throttles one IP trying many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: `victima${i}@example.com`, password: 'adivinanza-123' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: 'otra@example.com', password: 'adivinanza-123' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('refuses a suspended account', async () => {
    const user = await createUser(t.db, { suspendedAt: new Date() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('GET /api/user is 401 without a session and accepts the header or the cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const { token } = await loginAs(t);
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { 'session-token': token },
    });
    expect(viaCookie.statusCode).toBe(200);
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-session-token': 'x'.repeat(43) },
    });
    expect(bogus.statusCode).toBe(401);
  });

  it('logout revokes the token for good, sent as the client sends it (JSON type, no body)', async () => {
    const { headers, token } = await loginAs(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'session-token')?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { 'session-token': token },
    });
    expect(viaCookie.statusCode).toBe(401);
  });

  it('ends an admin session after 30 idle minutes but keeps a user session', async () => {
    const adminLogin = await loginAs(t, 'admin');
    const buyerLogin = await loginAs(t, 'buyer');
    const longAgo = new Date(Date.now() - 31 * 60_000);
    await t.db.update(sessions).set({ lastSeenAt: longAgo });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: adminLogin.headers })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: buyerLogin.headers })).statusCode,
    ).toBe(200);
  });

  it('refuses a cookie-authenticated change coming from another site, and changes nothing', async () => {
    const { token, user } = await loginAs(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      cookies: { 'session-token': token },
      headers: { origin: 'https://sitio-malicioso.example' },
      payload: { fullName: 'Cambiado por otro sitio' },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.fullName).toBe('Usuaria de Prueba');

    const sameSite = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      cookies: { 'session-token': token },
      headers: { origin: 'http://localhost:3000' },
      payload: { fullName: 'Nombre Propio' },
    });
    expect(sameSite.statusCode).toBe(200);
    expect(sameSite.json().fullName).toBe('Nombre Propio');
  });
});

describe('password reset', () => {
  it('answers 202 whether or not the account exists, and mails a single-use link to real accounts', async () => {
    const user = await createUser(t.db);
    const before = t.mails.length;
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'no-existe@example.com' },
    });
    expect(unknown.statusCode).toBe(202);
    expect(t.mails.length).toBe(before);

    const { headers: oldSession } = { headers: (await loginViaPassword(user.email, TEST_PASSWORD)).headers };
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(user.email);
    const link = mail.text.match(/http:\/\/localhost:3000\/new-password\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored[0]!.token).not.toBe(token);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Mi nueva clave segura' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: oldSession })).statusCode).toBe(
      401,
    );
    expect((await loginViaPassword(user.email, 'Mi nueva clave segura')).status).toBe(200);
    expect((await loginViaPassword(user.email, TEST_PASSWORD)).status).toBe(401);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Otra clave distinta 1' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/no es válido o ya venció/);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const token = t.mails.at(-1)!.text.match(/token=([\w-]+)/)![1]!;
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Mi nueva clave segura' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a bad link quickly and throttles guessing links per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: '10.5.0.1',
        payload: { token: `adivinado-${i}-xxxxxxxx`, password: 'Mi nueva clave segura' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits reset requests per email with 429 and Retry-After', async () => {
    const email = 'limite@example.com';
    for (let i = 0; i < 5; i++) {
      const ok = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect(ok.statusCode).toBe(202);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password, then closes the other sessions but keeps this one', async () => {
    const user = await createUser(t.db);
    const a = await loginViaPassword(user.email, TEST_PASSWORD);
    const b = await loginViaPassword(user.email, TEST_PASSWORD);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: a.headers,
      payload: { currentPassword: 'no-es-esta-1', newPassword: 'Cambio de clave 2026' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues[0].path).toBe('currentPassword');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: a.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Cambio de clave 2026' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: a.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: b.headers })).statusCode).toBe(
      401,
    );
    expect((await loginViaPassword(user.email, 'Cambio de clave 2026')).status).toBe(200);
  });

  it('throttles guesses of the current password from a stolen session', async () => {
    const { headers } = await loginAs(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers,
        payload: { currentPassword: `adivina-${i}`, newPassword: 'Cambio de clave 2026' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('is 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'x', newPassword: 'Cambio de clave 2026' },
    });
    expect(res.statusCode).toBe(401);
  });
});

async function loginViaPassword(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const token = res.statusCode === 200 ? (res.json().sessionToken as string) : '';
  return { status: res.statusCode, headers: { 'x-session-token': token } };
}
