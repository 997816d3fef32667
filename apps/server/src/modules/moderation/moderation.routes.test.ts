import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { identityVerifications } from '../../db/schema/identity.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let seller: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  seller = await loginAs(t, 'seller');
});

async function seed(status: string, title = 'Ferretería en Cuenca') {
  const [row] = await t.db
    .insert(businesses)
    .values({
      sellerId: seller.user.id,
      title,
      slug: `f-${Math.random().toString(36).slice(2, 10)}`,
      description: 'Herramientas y materiales.',
      category: 'retail',
      country: 'Ecuador',
      location: 'Cuenca',
      askingPrice: '40000',
      confidentialInfo: 'Secreto comercial',
      images: ['/uploads/businesses/f.webp'],
      status,
    })
    .returning();
  return row!;
}

async function logsFor(businessId: number) {
  const rows = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.userId, admin.user.id));
  return rows.filter((r) => r.metadata?.businessId === businessId);
}

describe('admin moderation', () => {
  it('lists the pending queue oldest first with confidential data, paged by cursor', async () => {
    const a = await seed('pending', 'Primero en la cola');
    const b = await seed('pending', 'Segundo en la cola');
    await seed('approved');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/businesses?limit=1',
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().items.map((i: { id: number }) => i.id)).toEqual([a.id]);
    expect(page.json().items[0].confidentialInfo).toBe('Secreto comercial');
    // An opaque string, like every cursor of the API: sent back as is, never a bare id.
    const cursor = page.json().nextCursor;
    expect(typeof cursor).toBe('string');
    expect(cursor).not.toBe(String(a.id));
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/admin/businesses?limit=1&cursor=${encodeURIComponent(cursor)}`,
      headers: admin.headers,
    });
    expect(next.json().items.map((i: { id: number }) => i.id)).toEqual([b.id]);
    for (const bad of [String(a.id), 'abc', Buffer.from('{"id":-1}').toString('base64url')]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/businesses?cursor=${encodeURIComponent(bad)}`,
        headers: admin.headers,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toMatch(/cursor.*cola de revisión/);
    }
    const approved = await t.app.inject({
      method: 'GET',
      url: '/api/admin/businesses?status=approved',
      headers: admin.headers,
    });
    expect(approved.json().items.every((i: { status: string }) => i.status === 'approved')).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/businesses?status=x',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("names each listing's seller with their verification, latest identity request and published listings", async () => {
    const named = await createUser(t.db, {
      role: 'seller',
      fullName: 'Marta Quishpe',
      identityVerified: false,
    });
    const unnamed = await createUser(t.db, { role: 'seller', fullName: null, username: 'tiendaloja' });
    await t.db.insert(identityVerifications).values([
      {
        userId: named.id,
        documentType: 'cedula',
        documentNumber: '1710034065',
        status: 'rejected',
        consentAt: new Date(Date.now() - 60_000),
        createdAt: new Date(Date.now() - 60_000),
      },
      { userId: named.id, documentType: 'cedula', documentNumber: '1710034065', consentAt: new Date() },
    ]);
    const insert = (sellerId: number, status: string, title: string) =>
      t.db
        .insert(businesses)
        .values({
          sellerId,
          title,
          slug: `s-${Math.random().toString(36).slice(2, 10)}`,
          description: 'Abarrotes de barrio.',
          category: 'retail',
          country: 'Ecuador',
          location: 'Quito',
          askingPrice: '15000',
          status,
        })
        .returning()
        .then((rows) => rows[0]!);
    await insert(named.id, 'approved', 'Publicado antes');
    await insert(named.id, 'sold', 'Vendido antes');
    const mine = await insert(named.id, 'pending', 'Tienda de Marta');
    const other = await insert(unnamed.id, 'pending', 'Tienda sin nombre');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/businesses', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ id: number; seller: Record<string, unknown> }>;
    expect(items.find((i) => i.id === mine.id)?.seller).toEqual({
      id: named.id,
      name: 'Marta Quishpe',
      email: named.email,
      identityVerified: false,
      identityStatus: 'pending',
      publishedListings: 2,
    });
    expect(items.find((i) => i.id === other.id)?.seller).toEqual({
      id: unnamed.id,
      name: 'tiendaloja',
      email: unnamed.email,
      identityVerified: false,
      identityStatus: null,
      publishedListings: 0,
    });
    // The seller's password hash never travels with the queue.
    expect(res.body).not.toMatch(/"password"|\$argon2|\$2[aby]\$/);
  });

  it('approves and rejects with a reason, each written to dashboard_logs', async () => {
    const a = await seed('pending');
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${a.id}/approve`,
      headers: admin.headers,
    });
    expect(ok.json().status).toBe('approved');
    expect(await logsFor(a.id)).toEqual([
      expect.objectContaining({
        action: 'business.approve',
        description: expect.stringMatching(/^Aprobó el negocio/),
        metadata: { businessId: a.id, from: 'pending', to: 'approved', reason: null },
      }),
    ]);

    const b = await seed('pending');
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${b.id}/reject`,
      headers: admin.headers,
      payload: { reason: 'corto' },
    });
    expect(short.statusCode).toBe(400);
    const no = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${b.id}/reject`,
      headers: admin.headers,
      payload: { reason: 'El precio no coincide con las cifras.' },
    });
    expect(no.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'El precio no coincide con las cifras.',
    });
    expect((await logsFor(b.id))[0]).toMatchObject({
      action: 'business.reject',
      metadata: {
        businessId: b.id,
        from: 'pending',
        to: 'rejected',
        reason: 'El precio no coincide con las cifras.',
      },
    });
  });

  it('features an approved listing for 30 days and un-features it, logged', async () => {
    const a = await seed('approved');
    const on = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${a.id}/feature`,
      headers: admin.headers,
      payload: { featured: true },
    });
    expect(on.json().featured).toBe(true);
    const days = (Date.parse(on.json().featuredUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${a.id}/feature`,
      headers: admin.headers,
      payload: { featured: false },
    });
    expect(off.json()).toMatchObject({ featured: false, featuredUntil: null });
    expect((await logsFor(a.id)).map((l) => l.action).sort()).toEqual([
      'business.feature',
      'business.unfeature',
    ]);
    const draft = await seed('draft');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${draft.id}/feature`,
      headers: admin.headers,
      payload: { featured: true },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('is for admins only, and a missing listing is 404', async () => {
    const a = await seed('pending');
    for (const headers of [seller.headers, {}]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/businesses/${a.id}/approve`,
        headers,
      });
      expect([401, 403]).toContain(res.statusCode);
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/businesses', headers });
      expect([401, 403]).toContain(list.statusCode);
    }
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, a.id));
    expect(row!.status).toBe('pending');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/businesses/999999/approve',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
