import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndaDocuments, ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('GET /api/user/export', () => {
  it('downloads my data as a JSON attachment, without my password hash', async () => {
    const { headers, user } = await loginAs(t, 'seller');
    await t.db
      .insert(businesses)
      .values({ sellerId: user.id, title: 'Mi borrador', slug: `borrador-${user.id}` });
    const res = await t.app.inject({ method: 'GET', url: '/api/user/export', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile.email).toBe(user.email);
    expect(data.listings.map((l: { title: string }) => l.title)).toEqual(['Mi borrador']);
    expect(data.logins.length).toBeGreaterThan(0);
    expect(res.body).not.toContain('$argon2');
  });

  it('is 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/user', () => {
  it('needs the password, then anonymises the account, takes its listings down and keeps NDA evidence', async () => {
    const buyer = await loginAs(t, 'buyer');
    const seller = await loginAs(t, 'seller');
    const [listing] = await t.db
      .insert(businesses)
      .values({
        sellerId: seller.user.id,
        title: 'Librería en Loja',
        slug: `libreria-${seller.user.id}`,
        status: 'approved',
        description: 'Librería',
        category: 'retail',
        country: 'Ecuador',
        location: 'Loja',
        askingPrice: '40000',
        confidentialInfo: 'RUC 1100000000001',
      })
      .returning();
    const [doc] = await t.db
      .insert(ndaDocuments)
      .values({ content: 'Texto', documentHash: 'b'.repeat(64) })
      .returning();
    await t.db.insert(ndas).values({
      businessId: listing!.id,
      userId: buyer.user.id,
      ndaDocumentId: doc!.id,
      status: 'signed',
      clickwrapAcceptedAt: new Date(),
      documentHash: 'b'.repeat(64),
      documentVersion: '1.0',
      signedAt: new Date(),
    });

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: seller.headers,
      payload: { password: 'no-es-la-mia' },
    });
    expect(wrong.statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: seller.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, seller.user.id));
    expect(row!.email).not.toBe(seller.user.email);
    expect(row!.fullName).toBeNull();
    expect(row!.suspendedAt).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: seller.headers })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, listing!.id));
    expect(after!.status).toBe('rejected');
    expect(after!.confidentialInfo).toBeNull();
    expect((await t.db.select().from(ndas).where(eq(ndas.businessId, listing!.id))).length).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/businesses/${listing!.id}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses to delete an admin account from self-service', async () => {
    const admin = await loginAs(t, 'admin');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: admin.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});
