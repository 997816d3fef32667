import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { professionals, professionalViews } from '../../db/schema/content.ts';
import { conversations } from '../../db/schema/messages.ts';

// A consultant runs their own directory entry (decision 102): new entries and substantial edits
// wait for an admin; strangers never learn someone else's entry exists; only approved ones
// are public, and the public list filters on the server.
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

const entry = {
  name: 'Gabriela Ordóñez Vega',
  profession: 'Contadora pública',
  category: 'Contable',
  description: 'Reviso balances y declaraciones antes de comprar un negocio.',
  specialties: ['Auditoría de compras', 'Declaraciones al SRI'],
  services: ['Revisión de estados financieros'],
  location: 'Cuenca, Ecuador',
  yearsExperience: 9,
  website: 'https://ordonez-contadores.example.com',
  linkedin: '',
  phone: '+593 98 765 4321',
  contactPreference: 'whatsapp',
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});

async function publicIds(query = ''): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/professionals?limit=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Array<{ id: number }> }>().items.map((p) => p.id);
}

async function createEntry(headers: Record<string, string>, body: Record<string, unknown> = entry) {
  return t.app.inject({ method: 'POST', url: '/api/professionals', headers, payload: body });
}

describe('a consultant’s own entry', () => {
  it('is created in review, hidden from the public until an admin approves it', async () => {
    const consultant = await loginAs(t, 'consultant');
    const res = await createEntry(consultant.headers);
    expect(res.statusCode, res.body).toBe(201);
    const { professional, sentToReview } = res.json();
    expect(sentToReview).toBe(true);
    expect(professional).toMatchObject({ status: 'pending', name: entry.name, yearsExperience: 9 });
    expect(professional.linkedin).toBeNull();

    expect(await publicIds()).not.toContain(professional.id);
    const page = await t.app.inject({ method: 'GET', url: `/api/professionals/${professional.id}` });
    expect(page.statusCode).toBe(404);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professionals/${professional.id}/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().status).toBe('approved');
    expect(await publicIds()).toContain(professional.id);
    const shown = await t.app.inject({ method: 'GET', url: `/api/professionals/${professional.id}` });
    expect(shown.json()).toMatchObject({
      name: entry.name,
      phone: entry.phone,
      contactPreference: 'whatsapp',
    });
    expect(shown.json()).not.toHaveProperty('status');

    const [log] = await t.db
      .select()
      .from(dashboardLogs)
      .where(and(eq(dashboardLogs.targetType, 'professional'), eq(dashboardLogs.targetId, professional.id)));
    expect(log).toMatchObject({ userId: admin.user.id, action: 'professional.approve' });
  });

  it('allows one entry per account', async () => {
    const consultant = await loginAs(t, 'consultant');
    expect((await createEntry(consultant.headers)).statusCode).toBe(201);
    const again = await createEntry(consultant.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/Ya tienes una ficha/);
  });

  it('accepts a secondary consultant role and refuses everyone else with 403', async () => {
    const seller = await createUser(t.db, { role: 'seller', secondaryRole: 'consultant' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.email, password: 'Clave-de-prueba-9' },
    });
    const headers = { 'x-session-token': login.json().sessionToken as string };
    expect((await createEntry(headers)).statusCode).toBe(201);

    const buyer = await loginAs(t, 'buyer');
    const refused = await createEntry(buyer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/consultor/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/professionals/mine', headers: buyer.headers }))
        .statusCode,
    ).toBe(403);
    expect((await createEntry({})).statusCode).toBe(401);
  });

  it('answers 404 to another consultant editing it, and 403 to a non-consultant', async () => {
    const owner = await loginAs(t, 'consultant');
    const id = (await createEntry(owner.headers)).json().professional.id as number;
    const stranger = await loginAs(t, 'consultant');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/professionals/${id}`,
      headers: stranger.headers,
      payload: { ...entry, name: 'Secuestrada' },
    });
    expect(edit.statusCode).toBe(404);
    const photo = await t.app.inject({
      method: 'DELETE',
      url: `/api/professionals/${id}/photo`,
      headers: stranger.headers,
    });
    expect(photo.statusCode).toBe(404);
    const buyer = await loginAs(t, 'buyer');
    const byBuyer = await t.app.inject({
      method: 'PUT',
      url: `/api/professionals/${id}`,
      headers: buyer.headers,
      payload: entry,
    });
    expect(byBuyer.statusCode).toBe(403);
    const [row] = await t.db.select().from(professionals).where(eq(professionals.id, id));
    expect(row?.name).toBe(entry.name);
  });

  it('keeps its approved version public while a substantial edit waits for review; a contact change applies at once', async () => {
    const consultant = await loginAs(t, 'consultant');
    const id = (await createEntry(consultant.headers)).json().professional.id as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/professionals/${id}/approve`,
      headers: admin.headers,
    });

    const minor = await t.app.inject({
      method: 'PUT',
      url: `/api/professionals/${id}`,
      headers: consultant.headers,
      payload: { ...entry, location: 'Loja, Ecuador', phone: '+593 99 000 1111' },
    });
    expect(minor.statusCode, minor.body).toBe(200);
    expect(minor.json()).toMatchObject({ sentToReview: false, professional: { status: 'approved' } });
    expect(await publicIds()).toContain(id);

    const major = await t.app.inject({
      method: 'PUT',
      url: `/api/professionals/${id}`,
      headers: consultant.headers,
      payload: {
        ...entry,
        location: 'Quito, Ecuador',
        profession: 'Perito contable',
        services: ['Peritajes judiciales'],
      },
    });
    expect(major.statusCode, major.body).toBe(200);
    // The owner sees what they wrote, waiting for review…
    expect(major.json()).toMatchObject({
      sentToReview: true,
      professional: {
        status: 'approved',
        changesPending: true,
        profession: 'Perito contable',
        services: ['Peritajes judiciales'],
      },
    });
    // …while the approved version stays public; the location in the same edit applies at once (decision 102).
    const published = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/professionals/${id}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await published()).toMatchObject({
      profession: 'Contadora pública',
      services: entry.services,
      location: 'Quito, Ecuador',
    });
    expect(await publicIds()).toContain(id);
    expect(await publicIds('&q=peritajes')).not.toContain(id);
    expect(await publicIds('&q=contadora')).toContain(id);

    // The admin's queue holds the change, with the published version beside it.
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/professionals?status=pending&limit=100',
      headers: admin.headers,
    });
    const queued = queue.json().items.find((p: { id: number }) => p.id === id);
    expect(queued).toMatchObject({
      status: 'approved',
      changesPending: true,
      profession: 'Perito contable',
      publishedVersion: { profession: 'Contadora pública', services: entry.services },
    });

    // Refusing the change keeps the entry published as it was, and tells its owner why.
    const refuse = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professionals/${id}/reject`,
      headers: admin.headers,
      payload: { reason: 'Un perito necesita su número de registro en la descripción.' },
    });
    expect(refuse.statusCode, refuse.body).toBe(200);
    const afterRefusal = (
      await t.app.inject({ method: 'GET', url: '/api/professionals/mine', headers: consultant.headers })
    ).json().professional;
    expect(afterRefusal).toMatchObject({
      status: 'approved',
      changesPending: false,
      profession: 'Contadora pública',
      rejectionReason: 'Un perito necesita su número de registro en la descripción.',
    });
    expect((await published()).profession).toBe('Contadora pública');

    // Approving a change publishes it.
    await t.app.inject({
      method: 'PUT',
      url: `/api/professionals/${id}`,
      headers: consultant.headers,
      payload: { ...entry, location: 'Loja, Ecuador', profession: 'Perito contable, registro 17-1234' },
    });
    expect((await published()).profession).toBe('Contadora pública');
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professionals/${id}/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({
      status: 'approved',
      changesPending: false,
      rejectionReason: null,
    });
    expect((await published()).profession).toBe('Perito contable, registro 17-1234');
  });

  it('is rejected with a reason its owner sees, and editing it sends it back to review', async () => {
    const consultant = await loginAs(t, 'consultant');
    const id = (await createEntry(consultant.headers)).json().professional.id as number;
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professionals/${id}/reject`,
      headers: admin.headers,
      payload: { reason: 'Indica tu número de registro profesional en la descripción.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/professionals/mine',
      headers: consultant.headers,
    });
    expect(mine.json().professional).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Indica tu número de registro profesional en la descripción.',
    });
    const fixed = await t.app.inject({
      method: 'PUT',
      url: `/api/professionals/${id}`,
      headers: consultant.headers,
      payload: { ...entry, description: 'Registro profesional 17-1234. Reviso balances.' },
    });
    expect(fixed.json()).toMatchObject({
      sentToReview: true,
      professional: { status: 'pending', rejectionReason: null },
    });
    expect(await publicIds()).not.toContain(id);
  });

  it('stores a photo re-encoded without metadata; on an approved entry it waits for review', async () => {
    const consultant = await loginAs(t, 'consultant');
    const id = (await createEntry(consultant.headers)).json().professional.id as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/professionals/${id}/approve`,
      headers: admin.headers,
    });
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a6' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secreto' } } })
      .jpeg()
      .toBuffer();
    const boundary = '----traspasa';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../yo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/professionals/${id}/photo`,
      headers: { ...consultant.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { professional } = res.json();
    expect(professional).toMatchObject({ status: 'approved', changesPending: true });
    expect(professional.imageUrl).toMatch(/^\/uploads\/professionals\/[a-z0-9-]+\.webp$/i);
    // The public page keeps the approved photo (none) until the new one is approved.
    const pub = await t.app.inject({ method: 'GET', url: `/api/professionals/${id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().imageUrl).toBeNull();
    const stored = await t.app.inject({ method: 'GET', url: professional.imageUrl });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();

    const notImage = await t.app.inject({
      method: 'POST',
      url: `/api/professionals/${id}/photo`,
      headers: { ...consultant.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n<script>alert(1)</script>`,
        ),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(notImage.statusCode).toBe(415);
  });

  it('refuses bad input with Spanish messages', async () => {
    const consultant = await loginAs(t, 'consultant');
    const res = await createEntry(consultant.headers, {
      ...entry,
      category: 'Astrología',
      website: 'javascript:alert(1)',
      yearsExperience: -2,
    });
    expect(res.statusCode).toBe(400);
    const text = JSON.stringify(res.json());
    expect(text).toMatch(/categoría/);
    expect(text).toMatch(/https:\/\//);
  });
});

describe('the admin review list', () => {
  it('is for admins only and lists what waits for review first (new entries and changes)', async () => {
    const consultant = await loginAs(t, 'consultant');
    const pendingId = (await createEntry(consultant.headers)).json().professional.id as number;
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/professionals' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/professionals', headers: consultant.headers }))
        .statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/professionals?limit=100',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json<{
      items: Array<{ id: number; status: string; changesPending: boolean; ownerEmail: string | null }>;
    }>().items;
    const inReview = items.map((i) => i.status === 'pending' || i.changesPending);
    const firstNotPending = inReview.indexOf(false);
    const lastPending = inReview.lastIndexOf(true);
    expect(lastPending).toBeLessThan(firstNotPending === -1 ? items.length : firstNotPending);
    expect(items.find((i) => i.id === pendingId)?.ownerEmail).toBe(consultant.user.email);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professionals/${pendingId}/reject`,
      headers: admin.headers,
      payload: { reason: 'corto' },
    });
    expect(reject.statusCode).toBe(400);
  });
});

describe('the consultant dashboard', () => {
  it('counts one view per visitor per day, not the owner’s nor bots’, and the conversations received', async () => {
    const consultant = await loginAs(t, 'consultant');
    const id = (await createEntry(consultant.headers)).json().professional.id as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/professionals/${id}/approve`,
      headers: admin.headers,
    });
    const visit = (ua: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/professionals/${id}`,
        headers: { 'user-agent': ua, ...headers },
      });
    await visit('Mozilla/5.0 Firefox');
    await visit('Mozilla/5.0 Firefox');
    await visit('Mozilla/5.0 Safari');
    await visit('Googlebot/2.1');
    await visit('Mozilla/5.0 Firefox', consultant.headers);
    // Views are written without holding up the answer.
    await expect
      .poll(
        async () =>
          (await t.db.select().from(professionalViews).where(eq(professionalViews.professionalId, id)))
            .length,
      )
      .toBe(2);

    const buyer = await createUser(t.db, { role: 'buyer' });
    const [one, two] = [buyer.id, consultant.user.id].sort((a, b) => a - b) as [number, number];
    await t.db.insert(conversations).values({ participantOne: one, participantTwo: two });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/consultant/dashboard',
      headers: consultant.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.professional).toMatchObject({ id, status: 'approved' });
    expect(body.views).toHaveLength(30);
    expect(body.views.at(-1).views).toBe(2);
    expect(body.totalViews).toBe(2);
    // A conversation with no message from the other person is not a message received.
    expect(body.conversations).toBe(0);

    const buyerLogin = await loginAs(t, 'buyer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/consultant/dashboard', headers: buyerLogin.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the public list', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const rows = await t.db
      .insert(professionals)
      .values([
        {
          name: 'Tomás Peñafiel',
          profession: 'Abogado tributario',
          category: 'Tributario',
          specialties: ['Planificación tributaria'],
          services: ['Declaraciones'],
          location: 'Guayaquil, Ecuador',
          status: 'approved',
        },
        {
          name: 'Elena Ruiz',
          profession: 'Valuadora de empresas',
          category: 'Valoración',
          specialties: ['Valoración de cafeterías'],
          services: ['Informe de valoración'],
          location: 'Quito, Ecuador',
          status: 'approved',
        },
        {
          name: 'Rosa Oculta',
          profession: 'Valuadora de empresas',
          category: 'Valoración',
          location: 'Quito, Ecuador',
          status: 'pending',
        },
      ])
      .returning({ id: professionals.id, name: professionals.name });
    for (const r of rows) ids[r.name] = r.id;
  });

  it('finds words with or without accents, in specialties and services too', async () => {
    expect(await publicIds('&q=tributaria')).toContain(ids['Tomás Peñafiel']);
    expect(await publicIds('&q=planificacion')).toContain(ids['Tomás Peñafiel']);
    expect(await publicIds('&q=penafiel')).toContain(ids['Tomás Peñafiel']);
    expect(await publicIds('&q=cafeterias')).toEqual([ids['Elena Ruiz']]);
    expect(await publicIds('&q=valuadora')).not.toContain(ids['Rosa Oculta']);
  });

  it('filters by category and location, never showing what is not approved', async () => {
    const valoracion = await publicIds('&category=Valoraci%C3%B3n');
    expect(valoracion).toContain(ids['Elena Ruiz']);
    expect(valoracion).not.toContain(ids['Tomás Peñafiel']);
    expect(valoracion).not.toContain(ids['Rosa Oculta']);
    const quito = await publicIds('&location=quito');
    expect(quito).toContain(ids['Elena Ruiz']);
    expect(quito).not.toContain(ids['Tomás Peñafiel']);
    expect(await publicIds('&location=%25')).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/professionals?category=Magia' });
    expect(bad.statusCode).toBe(400);
  });

  it('pages by keyset without repeating or skipping anyone', async () => {
    const all = await publicIds();
    expect(all.length).toBeGreaterThan(3);
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const res: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({
        method: 'GET',
        url: `/api/professionals?limit=2${cursor === null ? '' : `&cursor=${cursor}`}`,
      });
      const page: { items: Array<{ id: number }>; nextCursor: number | null } = res.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(all);
  });
});
