import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
const tag = Date.now().toString(36);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});

const lookup = (query: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers });

const idsOf = (res: Awaited<ReturnType<typeof lookup>>) => res.json().items.map((u: { id: number }) => u.id);

describe('GET /api/admin/users', () => {
  it('finds sellers by name (accents and case ignored), email or username, with only what the picker needs', async () => {
    const ana = await createUser(t.db, {
      role: 'seller',
      fullName: `Ana Muñoz ${tag}`,
      username: `anam${tag}`,
      email: `ana.${tag}@correo.ec`,
    });
    const res = await lookup(`role=seller&q=${encodeURIComponent(`munoz ${tag}`.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().items).toEqual([
      { id: ana.id, fullName: `Ana Muñoz ${tag}`, email: `ana.${tag}@correo.ec`, username: `anam${tag}` },
    ]);
    expect(idsOf(await lookup(`role=seller&q=ana.${tag}@correo`))).toEqual([ana.id]);
    expect(idsOf(await lookup(`role=seller&q=ANAM${tag}`))).toEqual([ana.id]);
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('with role=seller, keeps sellers by primary or secondary role and leaves out buyers and suspended accounts', async () => {
    const name = `Tienda ${tag} rol`;
    const primary = await createUser(t.db, { role: 'seller', fullName: name });
    const secondary = await createUser(t.db, { role: 'buyer', secondaryRole: 'seller', fullName: name });
    const buyer = await createUser(t.db, { role: 'buyer', fullName: name });
    const suspended = await createUser(t.db, { role: 'seller', fullName: name, suspendedAt: new Date() });
    const sellers = idsOf(await lookup(`role=seller&q=${encodeURIComponent(name)}`));
    expect(sellers.sort()).toEqual([primary.id, secondary.id].sort());
    expect(sellers).not.toContain(buyer.id);
    expect(sellers).not.toContain(suspended.id);
    // Without a role every active account matches.
    const anyone = idsOf(await lookup(`q=${encodeURIComponent(name)}`));
    expect(anyone.sort()).toEqual([primary.id, secondary.id, buyer.id].sort());
  });

  it('without a term lists active sellers by name, and puts names starting with the term first', async () => {
    const zed = await createUser(t.db, { role: 'seller', fullName: `Zoila ${tag} Andrade` });
    const andrade = await createUser(t.db, { role: 'seller', fullName: `Andrade ${tag} Zambrano` });
    const all = await lookup('role=seller&limit=50');
    expect(all.statusCode).toBe(200);
    const ids = idsOf(all);
    expect(ids).toContain(andrade.id);
    expect(ids.indexOf(andrade.id)).toBeLessThan(ids.indexOf(zed.id));
    expect(idsOf(await lookup(`role=seller&q=andrade ${tag}`))).toEqual([andrade.id]);
    // "Zambrano…" starts with the term: before "Andrade … Zambrano", alphabet notwithstanding.
    const zambrano = await createUser(t.db, { role: 'seller', fullName: `Zambrano ${tag} Benítez` });
    expect(idsOf(await lookup('role=seller&q=zambrano'))).toEqual([zambrano.id, andrade.id]);
  });

  it('treats % and _ as plain characters and caps the list with limit', async () => {
    await createUser(t.db, { role: 'seller', fullName: `Comercial ${tag} uno` });
    await createUser(t.db, { role: 'seller', fullName: `Comercial ${tag} dos` });
    expect(
      (await lookup(`role=seller&q=${encodeURIComponent(`Comercial ${tag}`)}&limit=1`)).json().items,
    ).toHaveLength(1);
    expect(
      (await lookup(`role=seller&q=${encodeURIComponent(`Comercial ${tag}`)}`)).json().items,
    ).toHaveLength(2);
    expect((await lookup(`role=seller&q=${encodeURIComponent('%')}`)).json().items).toEqual([]);
    expect((await lookup('role=seller&q=_')).json().items).toEqual([]);
  });

  it('answers bad parameters with a Spanish 400', async () => {
    for (const query of ['role=jefe', 'limit=0', 'limit=51', `q=${'a'.repeat(101)}`]) {
      const res = await lookup(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toMatch(/^Revisa los datos enviados/);
    }
  });

  it('is for admins only: 401 anonymous, 403 sellers and buyers', async () => {
    expect((await lookup('role=seller', {})).statusCode).toBe(401);
    for (const role of ['seller', 'buyer', 'consultant'] as const) {
      const user = await loginAs(t, role);
      const res = await lookup('role=seller', user.headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.message).toMatch(/permiso/);
    }
  });
});
