import type { ClosingTemplate, ClosingTemplateList, ClosingView } from '@traspasa/shared/closing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { acceptedDeal } from './closing.test-kit.ts';

let t: TestApp;
type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let seller: Login;
let buyer: Login;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  seller = await loginAs(t, 'seller');
  buyer = await loginAs(t, 'buyer');
});

async function ecuador(): Promise<ClosingTemplate> {
  const list = json<ClosingTemplateList>(
    await t.app.inject({ method: 'GET', url: '/api/admin/closing-templates', headers: admin.headers }),
  );
  const id = list.items.find((i) => i.country === 'Ecuador')!.id;
  return json<ClosingTemplate>(
    await t.app.inject({ method: 'GET', url: `/api/admin/closing-templates/${id}`, headers: admin.headers }),
  );
}

const save = (id: number, items: unknown[], who: Login = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/closing-templates/${id}`,
    headers: who.headers,
    payload: { items },
  });

const roadOf = async (negotiationId: number) =>
  json<ClosingView>(
    await t.app.inject({ method: 'GET', url: `/api/closing/${negotiationId}`, headers: buyer.headers }),
  );

describe('closing templates are data admins edit', () => {
  it('the migration seeds Ecuador with the steps the issue lists, category-specific ones marked', async () => {
    const tpl = await ecuador();
    expect(tpl.items).toHaveLength(12);
    const arcsa = tpl.items.find((i) => i.title === 'Permiso de funcionamiento de la ARCSA')!;
    expect(arcsa.categories).toEqual(['restaurant', 'hospitality', 'healthcare']);
    expect(tpl.items.find((i) => i.title.startsWith('Empleados'))).toMatchObject({
      responsible: 'both',
      categories: [],
    });
  });

  it('only admins read or edit them', async () => {
    const tpl = await ecuador();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/closing-templates',
      headers: seller.headers,
    });
    expect(list.statusCode).toBe(403);
    expect((await save(tpl.id, [], seller)).statusCode).toBe(403);
  });

  it('reorders, edits, adds and removes steps in one save, audited; open roads keep what they copied', async () => {
    const before = await acceptedDeal(t, { sellerId: seller.user.id, buyerId: buyer.user.id });
    const copied = await roadOf(before.negotiation.id);

    const tpl = await ecuador();
    const [first, second, ...rest] = tpl.items.map(({ id: _id, position: _p, ...item }) => item);
    const edited = [
      { ...second!, title: 'Patente municipal, LUAE y permiso de funcionamiento' },
      first!,
      ...rest.filter((i) => !i.title.startsWith('Marca')),
      {
        title: 'Certificado de no adeudar al municipio',
        description: 'Lo pide el vendedor en la ventanilla del municipio.',
        responsible: 'seller',
        dueOffsetDays: 10,
        categories: ['restaurant'],
      },
    ];
    const res = await save(tpl.id, edited);
    expect(res.statusCode).toBe(200);
    const saved = json<ClosingTemplate>(res);
    expect(saved.items.map((i) => i.position)).toEqual(edited.map((_, i) => i + 1));
    expect(saved.items[0]!.title).toBe('Patente municipal, LUAE y permiso de funcionamiento');
    expect(saved.items.some((i) => i.title.startsWith('Marca'))).toBe(false);

    const audit = await t.db
      .select()
      .from(dashboardLogs)
      .where(and(eq(dashboardLogs.action, 'closing_template.update'), eq(dashboardLogs.targetId, tpl.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.userId).toBe(admin.user.id);
    expect(audit[0]!.description).toContain('12 → 12 pasos');

    const after = await acceptedDeal(t, { sellerId: seller.user.id, buyerId: buyer.user.id });
    const fresh = await roadOf(after.negotiation.id);
    expect(fresh.items[0]!.title).toBe('Patente municipal, LUAE y permiso de funcionamiento');
    expect(fresh.items.at(-1)).toMatchObject({
      title: 'Certificado de no adeudar al municipio',
      responsible: 'seller',
    });
    expect(fresh.items.some((i) => i.title.startsWith('Marca'))).toBe(false);
    // The road opened before keeps its steps.
    const old = await roadOf(before.negotiation.id);
    expect(old.items.map((i) => i.title)).toEqual(copied.items.map((i) => i.title));
  });

  it('refuses bad steps with Spanish 400s and keeps the template', async () => {
    const tpl = await ecuador();
    const bad = await save(tpl.id, [
      { title: 'X', responsible: 'notario', dueOffsetDays: -1, categories: ['bar'] },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('al menos 3 caracteres');
    expect((await ecuador()).items.length).toBe(tpl.items.length);
  });

  it('a template for another country is created once, and can be deleted', async () => {
    const create = (country: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/closing-templates',
        headers: admin.headers,
        payload: { country },
      });
    const res = await create('Colombia');
    expect(res.statusCode).toBe(201);
    const id = json<ClosingTemplate>(res).id;
    expect((await create(' colombia ')).statusCode).toBe(409);
    await save(id, [{ title: 'Cámara de Comercio al día', responsible: 'seller', dueOffsetDays: 7 }]);
    const deal = await acceptedDeal(t, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      country: 'Colombia',
    });
    expect((await roadOf(deal.negotiation.id)).items.map((i) => i.title)).toEqual([
      'Cámara de Comercio al día',
    ]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/closing-templates/${id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/admin/closing-templates/${id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});
