import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminUserDetail, AdminUserDirectory } from '@traspasa/shared/admin-users';
import type { AuditLogResponse } from '@traspasa/shared/audit-log';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { conversations } from '../../db/schema/messages.ts';
import { stripeTransactions } from '../../db/schema/payments.ts';
import { sessions, userLogins, users } from '../../db/schema/users.ts';
import { serverDir } from '../../paths.ts';
import { createListing, createNda } from '../business-media/media.test-kit.ts';
import { connect } from '../messages/messages.test-kit.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
const tag = Date.now().toString(36);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});

type Login = Awaited<ReturnType<typeof loginAs>>;
const get = (url: string, who: Pick<Login, 'headers'> = admin) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });
type Body = Record<string, unknown>;
const post = (url: string, payload?: Body, who: Pick<Login, 'headers'> = admin) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
/** Without a session: what the public sees. */
const publicGet = (url: string) => t.app.inject({ method: 'GET', url });
const patch = (url: string, payload: Body, who: Pick<Login, 'headers'> = admin) =>
  t.app.inject({ method: 'PATCH', url, headers: who.headers, payload });
const login = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (who: Pick<Login, 'headers'>) => get('/api/user', who);
const directory = async (query: string) => {
  const res = await get(`/api/admin/users/directory?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminUserDirectory>();
};
const detail = async (id: number) => {
  const res = await get(`/api/admin/users/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminUserDetail>();
};
/** The audit entries about one user, newest first. */
const auditOf = async (userId: number) => {
  const res = await get(`/api/admin/audit-log?targetType=user&targetId=${userId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditLogResponse>().items;
};
/** Makes `keep` the only active admins (other files' admins and the seeded one are suspended). */
const onlyAdmins = async (...keep: number[]) => {
  await t.db
    .update(users)
    .set({ suspendedAt: new Date() })
    .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt), notInArray(users.id, keep)));
};

describe('GET /api/admin/users/directory', () => {
  it('finds people by name (accents ignored), email or username, with every column of the list', async () => {
    const ana = await createUser(t.db, {
      role: 'seller',
      secondaryRole: 'buyer',
      fullName: `Ana Muñoz ${tag}`,
      username: `anadir${tag}`,
      email: `ana.dir.${tag}@correo.ec`,
      identityVerified: true,
    });
    await login(ana.email);
    const byName = await directory(`q=${encodeURIComponent(`MUNOZ ${tag}`)}`);
    expect(byName.items).toHaveLength(1);
    const row = byName.items[0]!;
    expect(row).toMatchObject({
      id: ana.id,
      fullName: `Ana Muñoz ${tag}`,
      email: ana.email,
      username: ana.username,
      role: 'seller',
      secondaryRole: 'buyer',
      identityVerified: true,
      status: 'active',
    });
    expect(Date.parse(row.createdAt)).not.toBeNaN();
    expect(Date.parse(row.lastLoginAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await directory(`q=ana.dir.${tag}@correo`)).items.map((u) => u.id)).toEqual([ana.id]);
    expect((await directory(`q=ANADIR${tag}`)).items.map((u) => u.id)).toEqual([ana.id]);
    expect(JSON.stringify(byName)).not.toMatch(/argon|password/i);
  });

  it('filters by role (primary or secondary), identity verification and status, suspended and erased included', async () => {
    const name = `Filtro ${tag}`;
    const verifiedSeller = await createUser(t.db, { role: 'seller', fullName: name, identityVerified: true });
    const buyerSeller = await createUser(t.db, { role: 'buyer', secondaryRole: 'seller', fullName: name });
    const suspended = await createUser(t.db, { role: 'buyer', fullName: name, suspendedAt: new Date() });
    const q = `q=${encodeURIComponent(name)}`;
    const ids = async (extra: string) => (await directory(`${q}&${extra}`)).items.map((u) => u.id).sort();
    expect(await ids('role=seller')).toEqual([verifiedSeller.id, buyerSeller.id].sort());
    expect(await ids('verified=yes')).toEqual([verifiedSeller.id]);
    expect(await ids('verified=no')).toEqual([buyerSeller.id, suspended.id].sort());
    expect(await ids('status=suspended')).toEqual([suspended.id]);
    expect(await ids('status=active')).toEqual([verifiedSeller.id, buyerSeller.id].sort());
    // The seller picker (the original endpoint) still leaves suspended accounts out.
    const picker = await get(`/api/admin/users?${q}`);
    expect(picker.json().items.map((u: { id: number }) => u.id)).not.toContain(suspended.id);
  });

  it('pages newest first with a keyset cursor: every account once, none skipped', async () => {
    const name = `Pagina ${tag}`;
    const created: number[] = [];
    for (let i = 0; i < 5; i++) {
      // Two of them share the exact same creation time: the id breaks the tie.
      const at = i < 2 ? new Date('2024-03-01T10:00:00.123456Z') : new Date(Date.now() - i * 1000);
      created.push((await createUser(t.db, { fullName: `${name} ${i}`, createdAt: at })).id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AdminUserDirectory = await directory(
        `q=${encodeURIComponent(name)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(created));
    // Newest first: the two old ones (same instant, higher id first) come last.
    expect(seen.slice(3)).toEqual([created[1], created[0]]);
  });

  it('answers bad parameters and forged cursors with a Spanish 400', async () => {
    for (const query of [
      'role=jefe',
      'verified=tal-vez',
      'status=borrada',
      'limit=0',
      'limit=101',
      'cursor=xyz',
    ]) {
      const res = await get(`/api/admin/users/directory?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toMatch(/Revisa los datos enviados|no es válido/);
    }
    const forged = Buffer.from(JSON.stringify({ at: "2024'; drop table users", id: 1 })).toString(
      'base64url',
    );
    expect((await get(`/api/admin/users/directory?cursor=${forged}`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows profile, listings, NDAs, conversations, logins with IP and browser, payments and identity', async () => {
    const seller = await createUser(t.db, { role: 'seller', fullName: `Vendedora ${tag}` });
    const buyer = await createUser(t.db, { role: 'buyer' });
    const listing = await createListing(t.db, { sellerId: seller.id, title: `Ferretería ${tag}` });
    await createListing(t.db, { sellerId: seller.id, title: `Borrador ${tag}`, status: 'draft' });
    const other = await createListing(t.db, { sellerId: buyer.id, title: `Librería ${tag}` });
    await createNda(t.db, seller.id, listing.id, 'signed');
    await createNda(t.db, seller.id, other.id, 'pending');
    const [a, b] = seller.id < buyer.id ? [seller.id, buyer.id] : [buyer.id, seller.id];
    await t.db.insert(conversations).values({ participantOne: a, participantTwo: b });
    await t.db.insert(userLogins).values({
      userId: seller.id,
      ipAddress: '190.152.10.20',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    });
    await t.db.insert(stripeTransactions).values({
      userId: seller.id,
      amount: '49.00',
      status: 'succeeded',
      checkoutSessionId: `cs_test_${tag}`,
    });

    const d = await detail(seller.id);
    expect(d.user).toMatchObject({
      id: seller.id,
      fullName: `Vendedora ${tag}`,
      role: 'seller',
      status: 'active',
    });
    expect(d.listings.total).toBe(2);
    expect(d.listings.items.map((l) => l.title).sort()).toEqual([`Borrador ${tag}`, `Ferretería ${tag}`]);
    expect(d.ndas.counts).toEqual({ pending: 1, signed: 1, rejected: 0 });
    expect(d.ndas.recent.map((n) => n.businessTitle).sort()).toEqual([
      `Ferretería ${tag}`,
      `Librería ${tag}`,
    ]);
    expect(d.conversations).toBe(1);
    expect(d.logins[0]).toMatchObject({ ip: '190.152.10.20', browser: 'Chrome 126 en Windows' });
    expect(d.payments.transactions).toEqual([
      expect.objectContaining({ amount: '49.00', status: 'succeeded' }),
    ]);
    expect(d.identity).toEqual({ status: 'none', requestId: null, submittedAt: null });
    expect(d.suspension).toBeNull();
    expect(d.guards).toEqual({ isSelf: false, lastActiveAdmin: false });
    expect(JSON.stringify(d)).not.toMatch(/argon|password/i);
    expect((await detail(admin.user.id)).guards.isSelf).toBe(true);
  });

  it('404s an unknown account and 400s a bad id, in Spanish', async () => {
    const missing = await get('/api/admin/users/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('No encontramos esa cuenta.');
    expect((await get('/api/admin/users/abc')).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('changes role and secondary role, with an audit entry written with the change', async () => {
    const person = await createUser(t.db, { role: 'buyer', fullName: `Rol ${tag}` });
    const res = await patch(`/api/admin/users/${person.id}/roles`, {
      role: 'seller',
      secondaryRole: 'buyer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserDetail>().user).toMatchObject({ role: 'seller', secondaryRole: 'buyer' });
    const [entry] = await auditOf(person.id);
    expect(entry).toMatchObject({
      action: 'user.role_change',
      actionLabel: 'Cambió el rol de un usuario',
      admin: { id: admin.user.id },
      target: { type: 'user', id: person.id, label: `Rol ${tag}`, href: `/admin/users/${person.id}` },
      metadata: {
        from: { role: 'buyer', secondaryRole: null },
        to: { role: 'seller', secondaryRole: 'buyer' },
      },
    });
    expect(entry!.description).toContain('Comprador');
  });

  it('refuses admin as a secondary role and a secondary equal to the primary (Spanish 400, nothing changes)', async () => {
    const person = await createUser(t.db, { role: 'buyer' });
    for (const body of [
      { role: 'buyer', secondaryRole: 'admin' },
      { role: 'seller', secondaryRole: 'seller' },
      { role: 'jefe', secondaryRole: null },
      { role: 'seller' },
    ]) {
      const res = await patch(`/api/admin/users/${person.id}/roles`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(/^Revisa los datos enviados|rol/);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.role).toBe('buyer');
    expect(await auditOf(person.id)).toEqual([]);
  });
});

describe('suspension', () => {
  it('revokes every session at once (the old token gets 401, the chat socket closes), explains the reason at login, and reactivation lets them in', async () => {
    const person = await loginAs(t, 'seller');
    const second = await login(person.user.email);
    const secondHeaders = { 'x-session-token': second.json().sessionToken as string };
    expect((await me(person)).statusCode).toBe(200);
    const socket = await connect(t, { headers: person.headers });

    const reason = 'Publicaste anuncios con datos falsos';
    const res = await post(`/api/admin/users/${person.user.id}/suspend`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserDetail>().suspension).toMatchObject({
      reason,
      by: { id: admin.user.id, name: admin.user.fullName },
    });
    expect(res.json<AdminUserDetail>().user.status).toBe('suspended');
    expect((await me(person)).statusCode).toBe(401);
    expect((await me({ headers: secondHeaders })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.user.id))).toEqual([]);
    // Closed now, without waiting for the heartbeat.
    expect((await socket.closed).code).toBe(4401);

    const refused = await login(person.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Tu cuenta está suspendida, así que no puedes iniciar sesión. Motivo: Publicaste anuncios con datos falsos. Si crees que es un error, escríbenos a soporte@traspasa.test.',
    );
    // Without the password nobody learns that the account is suspended.
    const guess = await login(person.user.email, 'otra-clave-cualquiera');
    expect(guess.statusCode).toBe(401);
    expect(guess.body).not.toMatch(/suspend|Motivo/);

    const [entry] = await auditOf(person.user.id);
    expect(entry).toMatchObject({
      action: 'user.suspend',
      actionLabel: 'Suspendió una cuenta',
      metadata: { reason, sessionsRevoked: 2 },
    });
    expect((await post(`/api/admin/users/${person.user.id}/suspend`, { reason })).statusCode).toBe(409);

    const back = await post(`/api/admin/users/${person.user.id}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<AdminUserDetail>()).toMatchObject({ suspension: null, user: { status: 'active' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ suspendedAt: null, suspendedReason: null, suspendedBy: null });
    expect((await login(person.user.email)).statusCode).toBe(200);
    expect((await auditOf(person.user.id))[0]).toMatchObject({ action: 'user.reactivate' });
    const again = await post(`/api/admin/users/${person.user.id}/reactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta cuenta no está suspendida.');
  });

  it('tells the person by mail, with the reason and how to answer (the terms promise it), whatever their mail preference; and again when reactivated', async () => {
    const person = await loginAs(t, 'seller');
    await t.db.update(users).set({ notificationPreferences: 'none' }).where(eq(users.id, person.user.id));
    const mailsTo = () => t.mails.filter((m) => m.to === person.user.email);
    const reason = 'Varios compradores reportaron cobros por adelantado';
    expect((await post(`/api/admin/users/${person.user.id}/suspend`, { reason })).statusCode).toBe(200);
    const [suspended] = mailsTo();
    expect(mailsTo()).toHaveLength(1);
    expect(suspended!.subject).toBe('Suspendimos tu cuenta de Traspasa');
    expect(suspended!.text).toContain(`Motivo: ${reason}.`);
    expect(suspended!.text).toContain('10 días');
    expect(suspended!.text).toContain('soporte@traspasa.test');
    expect(suspended!.html).toContain('Motivo: Varios compradores reportaron cobros por adelantado.');

    expect((await post(`/api/admin/users/${person.user.id}/reactivate`)).statusCode).toBe(200);
    expect(mailsTo()).toHaveLength(2);
    expect(mailsTo()[1]!.subject).toBe('Reactivamos tu cuenta de Traspasa');
    expect(mailsTo()[1]!.text).toContain('http://localhost:3000/auth');
  });

  it("takes the seller's published and sold listings out of the public while suspended, and brings them back as they were", async () => {
    const seller = await createUser(t.db, { role: 'seller' });
    const place = `Villa ${tag} suspendida`;
    const listing = (status: 'approved' | 'sold' | 'pending' | 'expired') =>
      createListing(t.db, { sellerId: seller.id, status, location: place, title: `Ferretería ${status}` });
    const approved = await listing('approved');
    const sold = await listing('sold');
    const pending = await listing('pending');
    const expired = await listing('expired');
    const publicIds = async () => {
      const res = await publicGet(`/api/businesses?location=${encodeURIComponent(place)}&includeSold=true`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .items.map((b: { id: number }) => b.id)
        .sort();
    };
    const page = async (id: number) => (await publicGet(`/api/businesses/${id}`)).statusCode;
    const sitemap = async () => (await publicGet('/sitemap.xml')).body;
    expect(await publicIds()).toEqual([approved.id, sold.id].sort());
    expect(await sitemap()).toContain(approved.slug);

    const res = await post(`/api/admin/users/${seller.id}/suspend`, {
      reason: 'Datos falsos en sus anuncios',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicIds()).toEqual([]);
    expect(await page(approved.id)).toBe(404);
    expect(await page(sold.id)).toBe(404);
    expect(await sitemap()).not.toContain(approved.slug);
    // The admin still sees them, and why they are not public.
    expect((await get(`/api/businesses/${approved.id}`)).json().status).toBe('held');
    const items = (await detail(seller.id)).listings.items;
    expect(Object.fromEntries(items.map((l) => [l.id, l.status]))).toMatchObject({
      [approved.id]: 'held',
      [sold.id]: 'held',
      [pending.id]: 'pending',
      [expired.id]: 'expired',
    });
    expect((await auditOf(seller.id))[0]).toMatchObject({
      action: 'user.suspend',
      metadata: { listingsHeld: expect.arrayContaining([approved.id, sold.id]) },
    });
    // Nothing of a suspended seller becomes public through the back door.
    for (const [url, body] of [
      [`/api/admin/businesses/${pending.id}/approve`, undefined],
      [`/api/businesses/${expired.id}/renew`, undefined],
      [`/api/businesses/${expired.id}/sold`, undefined],
    ] as const) {
      const refused = await post(url, body);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().error.message).toMatch(/cuenta de quien lo vende está suspendida/);
    }
    const edit = await patch(`/api/businesses/${approved.id}`, { title: 'Ferretería renombrada' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toMatch(/retenido/);

    const back = await post(`/api/admin/users/${seller.id}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(await publicIds()).toEqual([approved.id, sold.id].sort());
    expect(await page(approved.id)).toBe(200);
    expect((await publicGet(`/api/businesses/${sold.id}`)).json().status).toBe('sold');
    expect(await sitemap()).toContain(approved.slug);
    expect((await auditOf(seller.id))[0]).toMatchObject({
      action: 'user.reactivate',
      metadata: { listingsReleased: expect.arrayContaining([approved.id, sold.id]) },
    });
    expect((await post(`/api/admin/businesses/${pending.id}/approve`)).statusCode).toBe(200);
  });

  it('migration 0028 holds the public listings of accounts suspended before holds existed, and no erased account’s', async () => {
    // As before migration 0025: suspended, listings still public.
    const suspended = await createUser(t.db, { role: 'seller', suspendedAt: new Date() });
    const erased = await createUser(t.db, { role: 'seller' });
    await t.db
      .update(users)
      .set({ email: `eliminado-${erased.id}@eliminado.invalid`, suspendedAt: new Date() })
      .where(eq(users.id, erased.id));
    const active = await createUser(t.db, { role: 'seller' });
    const rows = {
      suspendedApproved: await createListing(t.db, { sellerId: suspended.id }),
      suspendedSold: await createListing(t.db, { sellerId: suspended.id, status: 'sold' }),
      suspendedPending: await createListing(t.db, { sellerId: suspended.id, status: 'pending' }),
      erasedSold: await createListing(t.db, { sellerId: erased.id, status: 'sold' }),
      activeApproved: await createListing(t.db, { sellerId: active.id }),
    };
    const migration = readFileSync(
      path.join(serverDir, 'drizzle', '0028_hold_suspended_sellers_listings.sql'),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));
    const after = await t.db
      .select({ id: businesses.id, status: businesses.status, heldFrom: businesses.heldFrom })
      .from(businesses)
      .where(
        inArray(
          businesses.id,
          Object.values(rows).map((r) => r.id),
        ),
      );
    const byId = new Map(after.map((r) => [r.id, { status: r.status, heldFrom: r.heldFrom }]));
    expect(byId.get(rows.suspendedApproved.id)).toEqual({ status: 'held', heldFrom: 'approved' });
    expect(byId.get(rows.suspendedSold.id)).toEqual({ status: 'held', heldFrom: 'sold' });
    expect(byId.get(rows.suspendedPending.id)).toEqual({ status: 'pending', heldFrom: null });
    expect(byId.get(rows.erasedSold.id)).toEqual({ status: 'sold', heldFrom: null });
    expect(byId.get(rows.activeApproved.id)).toEqual({ status: 'approved', heldFrom: null });
    // Reactivating such an account brings them back as they were.
    expect((await post(`/api/admin/users/${suspended.id}/reactivate`)).statusCode).toBe(200);
    expect((await publicGet(`/api/businesses/${rows.suspendedSold.id}`)).json().status).toBe('sold');
  });

  it('requires a reason, in Spanish', async () => {
    const person = await createUser(t.db);
    for (const payload of [{}, { reason: '' }, { reason: 'no' }, { reason: 'x'.repeat(501) }]) {
      const res = await post(`/api/admin/users/${person.id}/suspend`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().error)).toMatch(/motivo/i);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.suspendedAt).toBeNull();
  });
});

describe('force a password reset', () => {
  it('revokes the sessions, makes the old password useless and mails a link that sets a new one', async () => {
    const person = await loginAs(t, 'buyer');
    const before = t.mails.length;
    const res = await post(`/api/admin/users/${person.user.id}/password-reset`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sentTo: person.user.email, sessionsRevoked: 1 });
    expect((await me(person)).statusCode).toBe(401);
    expect((await login(person.user.email)).statusCode).toBe(401);

    const mail = t.mails.slice(before).find((m) => m.to === person.user.email);
    expect(mail?.subject).toBe('Elige una nueva contraseña para Traspasa');
    expect(mail?.text).toContain('Tu contraseña anterior ya no sirve');
    const token = decodeURIComponent(mail!.text.match(/new-password\?token=([^\s]+)/)![1]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Nueva-clave-segura-77' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(person.user.email, 'Nueva-clave-segura-77')).statusCode).toBe(200);
    expect((await auditOf(person.user.id))[0]).toMatchObject({
      action: 'user.password_reset',
      metadata: { sessionsRevoked: 1 },
    });
  });

  it('is refused for one’s own account and for a suspended one', async () => {
    const self = await post(`/api/admin/users/${admin.user.id}/password-reset`);
    expect(self.statusCode).toBe(409);
    const suspended = await createUser(t.db, { suspendedAt: new Date() });
    const res = await post(`/api/admin/users/${suspended.id}/password-reset`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/reactívala/);
  });
});

describe('erase', () => {
  it('erases per the deletion rules once the email is typed, with an audit entry by the admin', async () => {
    const person = await loginAs(t, 'seller');
    const listing = await createListing(t.db, { sellerId: person.user.id, title: `Tienda borrable ${tag}` });
    const wrong = await post(`/api/admin/users/${person.user.id}/erase`, { email: 'otra@correo.ec' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/no coincide/);
    expect((await me(person)).statusCode).toBe(200);

    const res = await post(`/api/admin/users/${person.user.id}/erase`, {
      email: person.user.email.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<AdminUserDetail>();
    expect(d.user).toMatchObject({
      status: 'deleted',
      email: `eliminado-${person.user.id}@eliminado.invalid`,
      fullName: null,
    });
    expect(d.listings.items.find((l) => l.id === listing.id)?.status).toBe('rejected');
    expect((await me(person)).statusCode).toBe(401);
    expect((await publicGet(`/api/businesses/${listing.id}`)).statusCode).toBe(404);
    expect((await login(person.user.email)).statusCode).toBe(401);
    const [entry] = await auditOf(person.user.id);
    expect(entry).toMatchObject({
      action: 'user.erase',
      admin: { id: admin.user.id },
      target: { type: 'user', id: person.user.id, label: 'Cuenta eliminada' },
    });
    expect(JSON.stringify(entry)).not.toContain(person.user.email);
    // An erased account admits no further change.
    const after = await post(`/api/admin/users/${person.user.id}/reactivate`);
    expect(after.statusCode).toBe(409);
    expect((await directory(`status=deleted&q=eliminado-${person.user.id}@`)).items.map((u) => u.id)).toEqual(
      [person.user.id],
    );
  });

  it('erasing a suspended seller judges each held listing by the status it had: the sale stays on record', async () => {
    const person = await createUser(t.db, { role: 'seller' });
    const published = await createListing(t.db, { sellerId: person.id });
    const sold = await createListing(t.db, { sellerId: person.id, status: 'sold' });
    expect(
      (await post(`/api/admin/users/${person.id}/suspend`, { reason: 'Cuenta bajo revisión' })).statusCode,
    ).toBe(200);
    const res = await post(`/api/admin/users/${person.id}/erase`, { email: person.email });
    expect(res.statusCode, res.body).toBe(200);
    const statuses = Object.fromEntries(
      res.json<AdminUserDetail>().listings.items.map((l) => [l.id, l.status]),
    );
    expect(statuses).toEqual({ [published.id]: 'rejected', [sold.id]: 'sold' });
  });
});

describe('guards: oneself and the last active admin', () => {
  it('an admin cannot demote, suspend or erase themselves', async () => {
    const me1 = admin.user;
    const demote = await patch(`/api/admin/users/${me1.id}/roles`, { role: 'buyer', secondaryRole: null });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toMatch(/No puedes quitarte tu propio rol/);
    const suspend = await post(`/api/admin/users/${me1.id}/suspend`, { reason: 'Prueba de suspensión' });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json().error.message).toBe('No puedes suspender tu propia cuenta.');
    const erase = await post(`/api/admin/users/${me1.id}/erase`, { email: me1.email });
    expect(erase.statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, me1.id));
    expect(row).toMatchObject({ role: 'admin', suspendedAt: null });
    // Adding a secondary role to oneself is fine: one stays an admin.
    expect(
      (await patch(`/api/admin/users/${me1.id}/roles`, { role: 'admin', secondaryRole: 'seller' }))
        .statusCode,
    ).toBe(200);
  });

  it('two admins demoting each other at the same moment leave one admin: the other gets a Spanish 409', async () => {
    const a = await loginAs(t, 'admin');
    const b = await loginAs(t, 'admin');
    await onlyAdmins(a.user.id, b.user.id);
    // Hold the admin rows so that both requests are past their permission check and wait
    // at the lock together; then let them race.
    const holder = await t.pool.connect();
    try {
      await holder.query('begin');
      await holder.query(`select id from users where role = 'admin' and suspended_at is null for update`);
      const racing = Promise.all([
        patch(`/api/admin/users/${b.user.id}/roles`, { role: 'buyer', secondaryRole: null }, a),
        patch(`/api/admin/users/${a.user.id}/roles`, { role: 'seller', secondaryRole: null }, b),
      ]);
      for (let i = 0; i < 200; i++) {
        const { rows } = await holder.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= 2) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      await holder.query('commit');
      const results = await racing;
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json().error.message).toMatch(/única cuenta de administración activa/);
    } finally {
      holder.release();
    }
    const remaining = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)));
    expect(remaining).toHaveLength(1);
    const survivor = remaining[0]!.id === a.user.id ? a : b;
    expect(
      (await get(`/api/admin/users/${survivor.user.id}`, survivor)).json<AdminUserDetail>().guards,
    ).toEqual({
      isSelf: true,
      lastActiveAdmin: true,
    });
  });

  it('two admins suspending each other at the same moment leave one of them active', async () => {
    const a = await loginAs(t, 'admin');
    const b = await loginAs(t, 'admin');
    await onlyAdmins(a.user.id, b.user.id);
    const results = await Promise.all([
      post(`/api/admin/users/${b.user.id}/suspend`, { reason: 'Suspensión cruzada' }, a),
      post(`/api/admin/users/${a.user.id}/suspend`, { reason: 'Suspensión cruzada' }, b),
    ]);
    // The loser either waited for the lock (409) or arrived already suspended (401).
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.map((r) => r.statusCode).sort()[1]).toBeOneOf([401, 409]);
    const active = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)));
    expect(active).toHaveLength(1);
  });

  it('an admin account is not erased directly: its role goes first', async () => {
    const acting = await loginAs(t, 'admin');
    const other = await createUser(t.db, { role: 'admin' });
    const res = await post(`/api/admin/users/${other.id}/erase`, { email: other.email }, acting);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/Primero quítale el rol de administración/);
  });
});

describe('permissions', () => {
  it('every endpoint answers 401 anonymous and 403 to non-admins, the same way, and changes nothing', async () => {
    const target = await createUser(t.db, { role: 'buyer' });
    const calls: Array<[string, string, Body?]> = [
      ['GET', '/api/admin/users/directory'],
      ['GET', `/api/admin/users/${target.id}`],
      ['PATCH', `/api/admin/users/${target.id}/roles`, { role: 'admin', secondaryRole: null }],
      ['POST', `/api/admin/users/${target.id}/suspend`, { reason: 'Intento sin permiso' }],
      ['POST', `/api/admin/users/${target.id}/reactivate`],
      ['POST', `/api/admin/users/${target.id}/password-reset`],
      ['POST', `/api/admin/users/${target.id}/erase`, { email: target.email }],
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/audit-log/admins'],
    ];
    const seller = await loginAs(t, 'seller');
    for (const [method, url, payload] of calls) {
      const anon = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: seller.headers,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe('No tienes permiso para realizar esta acción.');
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ role: 'buyer', suspendedAt: null, email: target.email });
    expect(
      await t.db
        .select()
        .from(dashboardLogs)
        .where(and(eq(dashboardLogs.targetType, 'user'), eq(dashboardLogs.targetId, target.id))),
    ).toEqual([]);
  });
});
