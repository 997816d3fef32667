import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { professionals } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';

// The directory shows "Identidad verificada" only for an entry whose account passed an
// identity verification (decision 100): never for an unverified account, never without one.
let t: TestApp;
const ids: Record<'verified' | 'unverified' | 'noAccount', number> = {
  verified: 0,
  unverified: 0,
  noAccount: 0,
};

beforeAll(async () => {
  t = await buildTestApp();
  const verified = await createUser(t.db, {
    role: 'consultant',
    identityVerified: true,
    identityVerifiedAt: new Date(),
    identityDocumentType: 'cedula_ec',
  });
  const unverified = await createUser(t.db, { role: 'consultant' });
  const rows = await t.db
    .insert(professionals)
    .values([
      { name: 'Lucía Verificada', profession: 'Abogada', userId: verified.id, status: 'approved' },
      { name: 'Mario Sin Verificar', profession: 'Contador', userId: unverified.id, status: 'approved' },
      { name: 'Estudio Sin Cuenta', profession: 'Valuador', userId: null, status: 'approved' },
    ])
    .returning({ id: professionals.id });
  [ids.verified, ids.unverified, ids.noAccount] = rows.map((r) => r.id) as [number, number, number];
});

describe('identityVerified in the directory of professionals', () => {
  it('is true in the list only for the entry whose account is verified', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/professionals?limit=100' });
    expect(res.statusCode).toBe(200);
    const byId = new Map(
      res.json<{ items: Array<{ id: number; identityVerified: boolean }> }>().items.map((p) => [p.id, p]),
    );
    expect(byId.get(ids.verified)?.identityVerified).toBe(true);
    expect(byId.get(ids.unverified)?.identityVerified).toBe(false);
    expect(byId.get(ids.noAccount)?.identityVerified).toBe(false);
  });

  it('is the same on each entry’s own page', async () => {
    for (const [key, expected] of [
      ['verified', true],
      ['unverified', false],
      ['noAccount', false],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/professionals/${ids[key]}` });
      expect(res.statusCode, key).toBe(200);
      expect(res.json().identityVerified, key).toBe(expected);
    }
  });

  it('never exposes the account’s private data along with the flag', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/professionals/${ids.verified}` });
    const body = res.json();
    for (const key of ['email', 'password', 'identityVerifiedAt', 'identityDocumentType', 'username']) {
      expect(body, key).not.toHaveProperty(key);
    }
  });
});

describe('a suspended account in the directory', () => {
  it('leaves the list, its page while suspended, and comes back when reactivated', async () => {
    const owner = await createUser(t.db, { role: 'consultant' });
    const [row] = await t.db
      .insert(professionals)
      .values({ name: 'Rosa Suspendida', profession: 'Tasadora', userId: owner.id, status: 'approved' })
      .returning({ id: professionals.id });
    const id = row!.id;
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/professionals?limit=100' }))
        .json<{ items: Array<{ id: number }> }>()
        .items.some((p) => p.id === id);
    expect(await listed()).toBe(true);

    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.id));
    expect(await listed()).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/api/professionals/${id}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Rosa Suspendida');

    await t.db.update(users).set({ suspendedAt: null }).where(eq(users.id, owner.id));
    expect(await listed()).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/professionals/${id}` })).statusCode).toBe(200);
  });
});
