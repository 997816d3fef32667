import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { businesses, businessReports } from '../../db/schema/businesses.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await loginAs(t, 'seller');
  buyer = await loginAs(t, 'buyer');
  admin = await loginAs(t, 'admin');
});

async function seed(status: string) {
  const [row] = await t.db
    .insert(businesses)
    .values({
      sellerId: seller.user.id,
      title: 'Hostal frente al mar en Montañita',
      slug: `h-${Math.random().toString(36).slice(2, 10)}`,
      description: 'Doce habitaciones.',
      category: 'hospitality',
      country: 'Ecuador',
      location: 'Montañita',
      askingPrice: '150000',
      status,
    })
    .returning();
  return row!;
}

function report(id: number, headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/businesses/${id}/reports`, headers, payload });
}

describe('POST /api/businesses/:id/reports', () => {
  it('files a report once; the same pending report again returns the existing one', async () => {
    const b = await seed('approved');
    const first = await report(b.id, buyer.headers, {
      reason: 'informacion_falsa',
      details: 'Las cifras no cuadran.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      businessId: b.id,
      businessTitle: 'Hostal frente al mar en Montañita',
      userId: buyer.user.id,
      reason: 'informacion_falsa',
      details: 'Las cifras no cuadran.',
      status: 'pending',
    });
    const again = await report(b.id, buyer.headers, { reason: 'informacion_falsa' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const other = await report(b.id, buyer.headers, { reason: 'fraude' });
    expect(other.statusCode).toBe(201);
    const rows = await t.db.select().from(businessReports).where(eq(businessReports.businessId, b.id));
    expect(rows.map((r) => r.reason).sort()).toEqual(['fraude', 'informacion_falsa']);
  });

  it('files one report when the same one arrives twice at once', async () => {
    const b = await seed('approved');
    const both = await Promise.all([
      report(b.id, buyer.headers, { reason: 'contenido_inapropiado' }),
      report(b.id, buyer.headers, { reason: 'contenido_inapropiado' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const rows = await t.db.select().from(businessReports).where(eq(businessReports.businessId, b.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses the own listing (403), private listings (404), bad reasons (400) and anonymous users (401)', async () => {
    const b = await seed('approved');
    const own = await report(b.id, seller.headers, { reason: 'otro' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toMatch(/propio negocio/);
    const draft = await seed('pending');
    expect((await report(draft.id, buyer.headers, { reason: 'otro' })).statusCode).toBe(404);
    expect((await report(b.id, buyer.headers, { reason: 'aburrido' })).statusCode).toBe(400);
    expect((await report(b.id, {}, { reason: 'otro' })).statusCode).toBe(401);
    expect(await t.db.select().from(businessReports).where(eq(businessReports.businessId, draft.id))).toEqual(
      [],
    );
  });
});

describe('admin reports', () => {
  it('lists pending reports and changes their status with notes, logged', async () => {
    const b = await seed('sold');
    const filed = await report(b.id, buyer.headers, { reason: 'duplicado' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports?status=pending',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((r: { id: number }) => r.id)).toContain(filed.json().id);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reports/${filed.json().id}`,
      headers: admin.headers,
      payload: { status: 'resolved', adminNotes: 'Se unificó con el anuncio original.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'resolved',
      adminNotes: 'Se unificó con el anuncio original.',
    });
    expect(res.json().reviewedAt).toEqual(expect.any(String));
    const [row] = await t.db.select().from(businessReports).where(eq(businessReports.id, filed.json().id));
    expect(row!.reviewedBy).toBe(admin.user.id);
    const logs = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'report.update'));
    expect(logs[0]).toMatchObject({
      userId: admin.user.id,
      metadata: {
        reportId: filed.json().id,
        businessId: b.id,
        from: 'pending',
        to: 'resolved',
        reason: 'duplicado',
      },
    });

    const pendingOnly = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports?status=pending',
      headers: admin.headers,
    });
    expect(pendingOnly.json().items.map((r: { id: number }) => r.id)).not.toContain(filed.json().id);
  });

  it('pages with a cursor and refuses non-admins and unknown reports', async () => {
    const b = await seed('approved');
    await report(b.id, buyer.headers, { reason: 'fraude' });
    await report(b.id, buyer.headers, { reason: 'otro' });
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports?limit=1',
      headers: admin.headers,
    });
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports?limit=1&cursor=${first.json().nextCursor}`,
      headers: admin.headers,
    });
    expect(second.json().items[0].id).toBeLessThan(first.json().items[0].id);
    const bare = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports?cursor=${first.json().items[0].id}`,
      headers: admin.headers,
    });
    expect(bare.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: buyer.headers })).statusCode,
    ).toBe(403);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/reports/999999',
      headers: admin.headers,
      payload: { status: 'dismissed' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reports/${first.json().items[0].id}`,
      headers: admin.headers,
      payload: { status: 'pending' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
