import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { feedbackMessages } from '../../db/schema/feedback.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;

let ipSerial = 0;
/** Each test writes from its own address, so the per-IP limit of one does not trip another. */
const freshIp = () => `203.0.113.${++ipSerial}`;

beforeAll(async () => {
  t = await buildTestApp({ RATE_FEEDBACK_PER_IP_HOUR: '3', RATE_FEEDBACK_PER_USER_HOUR: '3' });
  admin = await loginAs(t, 'admin');
  buyer = await loginAs(t, 'buyer');
});

function send(payload: object, opts: { headers?: Record<string, string>; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { 'user-agent': 'Prueba/1.0', ...opts.headers },
    remoteAddress: opts.ip ?? freshIp(),
    payload,
  });
}

const anonymous = (message: string, extra: object = {}) => ({
  category: 'problema',
  message,
  name: 'Lucía Andrade',
  email: 'Lucia.Andrade@example.com',
  pageUrl: 'http://localhost:3000/businesses?sector=cafeterias',
  ...extra,
});

async function stored(message: string) {
  return t.db.select().from(feedbackMessages).where(eq(feedbackMessages.message, message));
}

describe('POST /api/feedback', () => {
  it('stores an anonymous message with its origin and a priority from its category', async () => {
    const message = `El filtro de sector no guarda la selección ${Date.now()}`;
    const res = await send(anonymous(message));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    const [row] = await stored(message);
    expect(row).toMatchObject({
      userId: null,
      name: 'Lucía Andrade',
      email: 'lucia.andrade@example.com',
      category: 'problema',
      priority: 'normal',
      status: 'pending',
      userAgent: 'Prueba/1.0',
      pageUrl: '/businesses?sector=cafeterias',
    });
    expect(row!.ipAddress).toMatch(/^203\.0\.113\./);
  });

  it('keeps only a page of this app as the origin, never a link to another site', async () => {
    for (const [pageUrl, kept] of [
      ['https://x//evil.example/login', null],
      ['//evil.example/login', null],
      ['https://evil.example/businesses', null],
      ['javascript:alert(1)', null],
      ['http://localhost:3000//evil.example/login', '/evil.example/login'],
      ['/messages?c=3', '/messages?c=3'],
    ] as const) {
      const message = `Origen ${pageUrl} ${Date.now()}`;
      expect((await send(anonymous(message, { pageUrl }))).statusCode).toBe(201);
      const [row] = await stored(message);
      expect(row!.pageUrl, pageUrl).toBe(kept);
    }
  });

  it('takes name and email from the account when signed in, ignoring what was typed', async () => {
    const message = `No puedo cambiar mi plan desde la página de pagos ${Date.now()}`;
    const res = await send(
      { category: 'pagos', message, name: 'Otra Persona', email: 'otra@example.com' },
      { headers: buyer.headers },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await stored(message);
    expect(row).toMatchObject({ userId: buyer.user.id, email: buyer.user.email, priority: 'alta' });
    expect(row!.name).toBe(buyer.user.fullName);
  });

  it('asks a signed-out person for name and email, in Spanish, at their fields', async () => {
    const res = await send({ category: 'general', message: 'Me gusta mucho la página, felicidades.' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.issues.map((i: { path: string }) => i.path)).toEqual(['name', 'email']);
    expect(body.error.message).toMatch(/nombre/);
  });

  it('refuses a short message, an unknown category and a bad email with Spanish messages', async () => {
    const short = await send(anonymous('Hola'));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.issues[0]).toMatchObject({ path: 'message' });
    expect(short.json().error.message).toMatch(/al menos 10 caracteres/);

    const category = await send(anonymous('Un mensaje suficientemente largo.', { category: 'spam' }));
    expect(category.statusCode).toBe(400);
    expect(category.json().error.message).toMatch(/Elige de qué trata/);

    const email = await send(anonymous('Un mensaje suficientemente largo.', { email: 'no-es-correo' }));
    expect(email.statusCode).toBe(400);
    expect(email.json().error.issues[0]).toMatchObject({ path: 'email' });
    expect(email.json().error.message).toMatch(/correo electrónico válido/);

    const long = await send(anonymous('x'.repeat(2001)));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/hasta 2000 caracteres/);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const message = `Compra seguidores baratos aquí ${Date.now()}`;
    const res = await send(anonymous(message, { website: 'https://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    expect(await stored(message)).toHaveLength(0);
  });

  it('limits messages per IP with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await send(anonymous(`Mensaje número ${i} desde la misma red`), { ip })).statusCode).toBe(201);
    }
    const res = await send(anonymous('Un cuarto mensaje desde la misma red'), { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error.message).toMatch(/Espera un momento/);
    expect(await stored('Un cuarto mensaje desde la misma red')).toHaveLength(0);
  });

  it('limits messages per account even from different addresses', async () => {
    const person = await loginAs(t, 'seller');
    for (let i = 0; i < 3; i++) {
      const res = await send(
        { category: 'general', message: `Comentario ${i} de la misma cuenta` },
        { headers: person.headers },
      );
      expect(res.statusCode).toBe(201);
    }
    const res = await send(
      { category: 'general', message: 'Comentario 4 de la misma cuenta' },
      { headers: person.headers },
    );
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('admin feedback', () => {
  let id: number;
  let message: string;

  beforeAll(async () => {
    message = `La verificación de identidad no carga la cámara ${Date.now()}`;
    await send(
      { category: 'cuenta', message, pageUrl: '/identity-verification' },
      { headers: buyer.headers },
    );
    id = (await stored(message))[0]!.id;
  });

  it('refuses anonymous (401) and non-admins (403) on every admin endpoint', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/feedback' },
      { method: 'GET', url: `/api/admin/feedback/${id}` },
      { method: 'POST', url: `/api/admin/feedback/${id}/response`, payload: { response: 'Hola' } },
      { method: 'PATCH', url: `/api/admin/feedback/${id}`, payload: { status: 'dismissed' } },
    ] as const;
    for (const call of calls) {
      const anon = await t.app.inject(call);
      expect(anon.statusCode, call.url).toBe(401);
      const other = await t.app.inject({ ...call, headers: buyer.headers });
      expect(other.statusCode, call.url).toBe(403);
      expect(other.json().error.message).toBe('No tienes permiso para realizar esta acción.');
    }
    const [row] = await t.db.select().from(feedbackMessages).where(eq(feedbackMessages.id, id));
    expect(row!.status).toBe('pending');
  });

  it('lists newest first with filters, search and keyset pages', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/feedback?limit=2',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const first = list.json();
    expect(first.items).toHaveLength(2);
    expect(first.items[0].id).toBeGreaterThan(first.items[1].id);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/admin/feedback?limit=2&cursor=${first.nextCursor}`,
      headers: admin.headers,
    });
    expect(next.json().items[0].id).toBeLessThan(first.items[1].id);

    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/admin/feedback?category=cuenta&priority=alta&status=pending&q=c%C3%A1mara',
      headers: admin.headers,
    });
    const items = filtered.json().items;
    expect(items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect(items[0]).toMatchObject({ category: 'cuenta', priority: 'alta', userId: buyer.user.id });

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/feedback?cursor=zzz',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/cursor/);
  });

  it('shows the detail with the page and the transitions allowed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/feedback/${id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      message,
      pageUrl: '/identity-verification',
      nextStatuses: ['dismissed'],
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/feedback/999999',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toMatch(/No encontramos ese comentario/);
  });

  it('refuses to mark pending as responded without a response, and resolved before responding', async () => {
    for (const status of ['responded', 'resolved']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/feedback/${id}`,
        headers: admin.headers,
        payload: { status },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/respuesta|no puede pasar/);
    }
  });

  it('mails the response, shows it in /api/feedback/mine and records it', async () => {
    const before = t.mails.length;
    const response = 'Gracias por avisarnos. Ya corregimos el permiso de la cámara: vuelve a intentarlo.';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/feedback/${id}/response`,
      headers: admin.headers,
      payload: { response },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'responded', response, respondedByName: admin.user.fullName });

    const mail = t.mails.slice(before).find((m) => m.to === buyer.user.email);
    expect(mail?.subject).toBe('Respondimos tu comentario');
    expect(mail?.text).toContain(response);
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain('http://localhost:3000/profile#tus-comentarios');

    const mine = await t.app.inject({ method: 'GET', url: '/api/feedback/mine', headers: buyer.headers });
    expect(mine.statusCode).toBe(200);
    const item = mine.json().items.find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({ status: 'responded', response, message });
    expect(item.respondedAt).toEqual(expect.any(String));

    const [log] = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'feedback.respond'));
    expect(log).toMatchObject({ userId: admin.user.id, targetType: 'feedback', targetId: id });

    // The same answer sent twice at once (a double click): one more mail at most, here none.
    const mailsBefore = t.mails.length;
    const twice = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/feedback/${id}/response`,
          headers: admin.headers,
          payload: { response },
        }),
      ),
    );
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(t.mails.length).toBe(mailsBefore);
    const logs = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'feedback.respond'));
    expect(logs.filter((l) => l.targetId === id)).toHaveLength(1);
  });

  it('someone else never sees the message in their own list; anonymous gets 401', async () => {
    const other = await loginAs(t, 'seller');
    const mine = await t.app.inject({ method: 'GET', url: '/api/feedback/mine', headers: other.headers });
    expect(mine.json().items).toEqual([]);
    const anon = await t.app.inject({ method: 'GET', url: '/api/feedback/mine' });
    expect(anon.statusCode).toBe(401);
  });

  it('moves responded → resolved, then refuses any change of status; priority changes are recorded', async () => {
    const priority = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/feedback/${id}`,
      headers: admin.headers,
      payload: { priority: 'baja' },
    });
    expect(priority.statusCode).toBe(200);
    expect(priority.json().priority).toBe('baja');

    const resolved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/feedback/${id}`,
      headers: admin.headers,
      payload: { status: 'resolved' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', nextStatuses: [] });

    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/feedback/${id}`,
      headers: admin.headers,
      payload: { status: 'dismissed' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Un comentario «Resuelto» no puede pasar a «Descartado».');

    const respond = await t.app.inject({
      method: 'POST',
      url: `/api/admin/feedback/${id}/response`,
      headers: admin.headers,
      payload: { response: 'Otra respuesta' },
    });
    expect(respond.statusCode).toBe(409);

    const logs = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.targetId, id));
    expect(logs.map((l) => l.action).sort()).toEqual([
      'feedback.priority',
      'feedback.respond',
      'feedback.status',
    ]);
    const status = logs.find((l) => l.action === 'feedback.status');
    expect(status?.metadata).toMatchObject({ from: 'responded', to: 'resolved' });
  });

  it('dismisses a pending message and mails an anonymous sender at the address typed', async () => {
    const text = `Sugerencia: agreguen un filtro por ciudad ${Date.now()}`;
    await send(anonymous(text, { category: 'sugerencia' }));
    const [row] = await stored(text);
    expect(row!.priority).toBe('baja');
    const dismissed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/feedback/${row!.id}`,
      headers: admin.headers,
      payload: { status: 'dismissed' },
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().status).toBe('dismissed');

    const text2 = `Otra sugerencia para el buscador ${Date.now()}`;
    await send(anonymous(text2, { category: 'sugerencia' }));
    const [row2] = await stored(text2);
    const before = t.mails.length;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/feedback/${row2!.id}/response`,
      headers: admin.headers,
      payload: { response: 'Gracias, lo anotamos para la próxima versión.' },
    });
    const mail = t.mails.slice(before)[0];
    expect(mail?.to).toBe('lucia.andrade@example.com');
    expect(mail?.text).toMatch(/^Hola Lucía Andrade:/);
    expect(mail?.text).not.toContain('/profile');
  });

  it('refuses an empty body and an unknown status in Spanish', async () => {
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/feedback/${id}`,
      headers: admin.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/estado o la prioridad/);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/feedback/${id}`,
      headers: admin.headers,
      payload: { status: 'archived' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/Elige un estado/);
  });
});
