import type { AuditLogAdmins, AuditLogResponse } from '@traspasa/shared/audit-log';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { createListing } from '../business-media/media.test-kit.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});

const list = async (query: string, headers: Record<string, string> = admin.headers) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditLogResponse>();
};

describe('GET /api/admin/audit-log', () => {
  it('shows a real admin action with the admin, a Spanish label, the target with its title and link', async () => {
    const seller = await createUser(t.db, { role: 'seller' });
    const listing = await createListing(t.db, {
      sellerId: seller.id,
      status: 'pending',
      title: 'Cafetería del parque',
    });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${listing.id}/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const { items } = await list(`targetType=business&targetId=${listing.id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'business.approve',
      actionLabel: 'Aprobó un anuncio',
      admin: { id: admin.user.id, name: admin.user.fullName },
      description: 'Aprobó el negocio «Cafetería del parque».',
      target: {
        type: 'business',
        id: listing.id,
        label: 'Cafetería del parque',
        href: `/businesses/${listing.id}`,
      },
      metadata: { businessId: listing.id, from: 'pending', to: 'approved' },
    });
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('names resource actions in Spanish with the resource title and its editor link', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/resources',
      headers: admin.headers,
      payload: {
        title: 'Checklist para vender tu ferretería',
        description: 'Lo que un comprador te pedirá antes de firmar.',
        content: 'Reúne **facturas** y contratos.',
        type: 'guia',
        externalUrl: '',
        source: 'Equipo Traspasa',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/resources/${id}/publish`,
      headers: admin.headers,
      payload: { published: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    const { items } = await list(`targetType=resource&targetId=${id}`);
    expect(items.map((i) => [i.action, i.actionLabel])).toEqual([
      ['resource.publish', 'Publicó un recurso'],
      ['resource.create', 'Creó un recurso'],
    ]);
    for (const item of items) {
      expect(item.target).toEqual({
        type: 'resource',
        id,
        label: 'Checklist para vender tu ferretería',
        href: `/admin/resources/${id}`,
      });
    }
  });

  it('filters by admin, action, target and date range (whole days in Ecuador), and pages newest first', async () => {
    const other = await loginAs(t, 'admin');
    const person = await createUser(t.db, { fullName: 'Persona Auditada' });
    const at = (iso: string) => new Date(iso);
    const rows = [
      { userId: other.user.id, action: 'user.suspend', createdAt: at('2025-01-10T15:00:00Z') },
      { userId: other.user.id, action: 'user.reactivate', createdAt: at('2025-01-11T15:00:00Z') },
      // 23:30 in Quito on the 12th is already the 13th in UTC.
      { userId: other.user.id, action: 'user.role_change', createdAt: at('2025-01-13T04:30:00Z') },
      { userId: other.user.id, action: 'user.suspend', createdAt: at('2025-01-14T15:00:00Z') },
      { userId: other.user.id, action: 'user.reactivate', createdAt: at('2025-01-14T15:00:00Z') },
    ];
    await t.db.insert(dashboardLogs).values(
      rows.map((r) => ({
        ...r,
        description: 'Prueba',
        metadata: {},
        targetType: 'user',
        targetId: person.id,
      })),
    );
    const byAdmin = await list(`adminId=${other.user.id}`);
    expect(byAdmin.items).toHaveLength(5);
    expect(
      byAdmin.items.every((e) => e.admin?.id === other.user.id && e.target?.label === 'Persona Auditada'),
    ).toBe(true);
    expect(byAdmin.items.map((e) => e.createdAt)).toEqual(
      [...byAdmin.items.map((e) => e.createdAt)].sort().reverse(),
    );
    const suspends = await list(`adminId=${other.user.id}&action=user.suspend`);
    expect(suspends.items.map((e) => e.actionLabel)).toEqual([
      'Suspendió una cuenta',
      'Suspendió una cuenta',
    ]);
    const day12 = await list(`adminId=${other.user.id}&from=2025-01-12&to=2025-01-12`);
    expect(day12.items.map((e) => e.action)).toEqual(['user.role_change']);
    const range = await list(`targetType=user&targetId=${person.id}&from=2025-01-11&to=2025-01-13`);
    expect(range.items.map((e) => e.action)).toEqual(['user.role_change', 'user.reactivate']);

    // Keyset pages of two: every entry once, the two at the same instant included.
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AuditLogResponse = await list(
        `adminId=${other.user.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(byAdmin.items.map((e) => e.id));
  });

  it('labels a target that no longer exists as null, without a link, and an unknown action in Spanish', async () => {
    await t.db.insert(dashboardLogs).values({
      userId: admin.user.id,
      action: 'something.new',
      description: 'Acción futura',
      metadata: {},
      targetType: 'business',
      targetId: 2_000_000_000,
    });
    const { items } = await list('targetType=business&targetId=2000000000');
    expect(items[0]).toMatchObject({
      actionLabel: 'Acción de administración',
      target: { type: 'business', id: 2_000_000_000, label: null, href: null },
    });
  });

  it('answers bad filters with a Spanish 400', async () => {
    for (const query of [
      'adminId=abc',
      'targetType=planeta',
      'targetId=5',
      'from=2025-13-01',
      'from=2025-02-10&to=2025-02-01',
      'action=DROP TABLE',
      'limit=500',
      'cursor=nada',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toMatch(/Revisa los datos enviados|no es válido/);
    }
  });

  it('lists the admins to filter by, and is for admins only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log/admins',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json<AuditLogAdmins>().items.map((a) => a.id);
    expect(ids).toContain(admin.user.id);
    const buyer = await loginAs(t, 'buyer');
    expect(ids).not.toContain(buyer.user.id);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: buyer.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
  });
});
