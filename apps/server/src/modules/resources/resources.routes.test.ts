import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { resources } from '../../db/schema/content.ts';

// Admins write the resources library; the public sees published ones only, filtered
// and paged on the server, and the page's first HTML carries the edited title and description.
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let webDir: string;

const guide = {
  title: 'Cómo negociar el traspaso de una cafetería',
  description: 'Los pasos para acordar precio, inventario y plazos con el comprador.',
  content: '## Antes de empezar\n\nReúne tus **estados financieros**.',
  type: 'guia',
  externalUrl: '',
  source: 'Equipo Traspasa',
};

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'traspasa-web-'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Traspasa</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({}, { webDistDir: webDir });
  admin = await loginAs(t, 'admin');
});

async function publicIds(query = ''): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/resources?limit=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Array<{ id: number }> }>().items.map((r) => r.id);
}

async function create(body: Record<string, unknown> = guide) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/resources',
    headers: admin.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; published: boolean }>();
}

const publish = (id: number, published: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/resources/${id}/publish`,
    headers: admin.headers,
    payload: { published },
  });

describe('admin resource editor', () => {
  it('refuses visitors (401) and non-admins (403) on every write', async () => {
    const seller = await loginAs(t, 'seller');
    const consultant = await loginAs(t, 'consultant');
    const { id } = await create();
    const calls = [
      { method: 'POST' as const, url: '/api/admin/resources', payload: guide },
      { method: 'PUT' as const, url: `/api/admin/resources/${id}`, payload: guide },
      { method: 'POST' as const, url: `/api/admin/resources/${id}/publish`, payload: { published: true } },
      { method: 'DELETE' as const, url: `/api/admin/resources/${id}` },
      { method: 'GET' as const, url: '/api/admin/resources' },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const who of [seller, consultant]) {
        expect((await t.app.inject({ ...call, headers: who.headers })).statusCode).toBe(403);
      }
    }
    const [row] = await t.db.select().from(resources).where(eq(resources.id, id));
    expect(row?.published).toBe(false);
  });

  it('creates a draft that only shows once published, and hides it again when withdrawn', async () => {
    const created = await create();
    expect(created.published).toBe(false);
    expect(await publicIds()).not.toContain(created.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/resources/${created.id}` })).statusCode).toBe(404);

    expect((await publish(created.id, true)).json().published).toBe(true);
    expect(await publicIds()).toContain(created.id);
    const detail = await t.app.inject({ method: 'GET', url: `/api/resources/${created.id}` });
    expect(detail.json()).toMatchObject({ title: guide.title, content: guide.content });
    expect(detail.json()).not.toHaveProperty('published');

    await publish(created.id, false);
    expect(await publicIds()).not.toContain(created.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/resources/${created.id}` })).statusCode).toBe(404);

    const logs = await t.db
      .select({ action: dashboardLogs.action })
      .from(dashboardLogs)
      .where(and(eq(dashboardLogs.targetType, 'resource'), eq(dashboardLogs.targetId, created.id)));
    expect(logs.map((l) => l.action).sort()).toEqual([
      'resource.create',
      'resource.publish',
      'resource.unpublish',
    ]);
  });

  it('edits and deletes; a missing one is a Spanish 404, bad input a Spanish 400', async () => {
    const { id } = await create();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/resources/${id}`,
      headers: admin.headers,
      payload: { ...guide, title: 'Guía corregida', externalUrl: 'https://sri.gob.ec' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      title: 'Guía corregida',
      externalUrl: 'https://sri.gob.ec',
      isExternal: false,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/resources/${id}`,
      headers: admin.headers,
      payload: { ...guide, type: 'podcast', externalUrl: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/tipo de recurso/);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/resources/${id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/resources/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('No encontramos ese recurso.');
  });
});

describe('the public list', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const [key, body] of [
      ['cafe', { ...guide, title: 'Valoración de una cafetería', type: 'guia' }],
      [
        'tool',
        {
          ...guide,
          title: 'Plantilla de inventario',
          description: 'Lista de inventario para el traspaso.',
          content: null,
          type: 'plantilla',
        },
      ],
      ['draft', { ...guide, title: 'Valoración secreta', type: 'guia' }],
    ] as const) {
      const { id } = await create(body);
      ids[key] = id;
      if (key !== 'draft') await publish(id, true);
    }
  });

  it('searches Spanish words with or without accents, and filters by type', async () => {
    expect(await publicIds('&q=valoracion')).toContain(ids.cafe);
    expect(await publicIds('&q=cafeterías')).toContain(ids.cafe);
    expect(await publicIds('&q=valoracion')).not.toContain(ids.draft);
    expect(await publicIds('&q=inventario&type=plantilla')).toEqual([ids.tool]);
    expect(await publicIds('&type=plantilla')).not.toContain(ids.cafe);
    expect((await t.app.inject({ method: 'GET', url: '/api/resources?type=podcast' })).statusCode).toBe(400);
  });

  it('pages newest first by keyset without repeats or gaps', async () => {
    const all = await publicIds();
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const res: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({
        method: 'GET',
        url: `/api/resources?limit=1${cursor === null ? '' : `&cursor=${cursor}`}`,
      });
      const page: { items: Array<{ id: number }>; nextCursor: number | null } = res.json();
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(all);
  });
});

describe('the resource page’s first HTML', () => {
  it('carries the edited title and description, escaped, and nothing for a draft', async () => {
    const { id } = await create();
    await publish(id, true);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/resources/${id}`,
      headers: admin.headers,
      payload: {
        ...guide,
        title: 'Traspaso <seguro> paso a paso',
        description: 'Descripción nueva & revisada del traspaso.',
      },
    });
    const html = (await t.app.inject({ method: 'GET', url: `/resources/${id}` })).body;
    expect(html).toContain('<title>Traspaso &lt;seguro&gt; paso a paso | Traspasa</title>');
    expect(html).toContain('Descripción nueva &amp; revisada del traspaso.');
    expect(html).not.toContain('<seguro>');

    await publish(id, false);
    const hidden = (await t.app.inject({ method: 'GET', url: `/resources/${id}` })).body;
    expect(hidden).not.toContain('Traspaso &lt;seguro&gt;');
    expect(hidden).toContain('noindex');
  });
});
