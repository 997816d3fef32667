import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndaDocuments, ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;

const complete = {
  title: 'Panadería artesanal en Quito',
  description: 'Panadería con 12 años en el norte de Quito.',
  category: 'restaurant',
  country: 'Ecuador',
  location: 'Quito',
  askingPrice: 85000,
  annualRevenue: 240000,
  confidentialInfo: 'RUC 1790012345001',
};

beforeAll(async () => {
  t = await buildTestApp();
  seller = await loginAs(t, 'seller');
  admin = await loginAs(t, 'admin');
});

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string> = seller.headers,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** A listing seeded directly in a given status, owned by `sellerId`. */
async function seed(
  status: string,
  sellerId = seller.user.id,
  extra: Partial<typeof businesses.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(businesses)
    .values({
      ...complete,
      askingPrice: '85000',
      annualRevenue: '240000',
      sellerId,
      slug: `negocio-${Math.random().toString(36).slice(2, 10)}`,
      status,
      images: ['/uploads/businesses/a.webp'],
      ...extra,
    })
    .returning();
  return row!;
}

async function statusOf(id: number) {
  const [row] = await t.db.select().from(businesses).where(eq(businesses.id, id));
  return row;
}

describe('POST /api/businesses', () => {
  it('creates a draft with a unique slug for the caller', async () => {
    const res = await call('POST', '/api/businesses', seller.headers, {
      title: 'Café de especialidad, Cumbayá',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'draft',
      sellerId: seller.user.id,
      confidentialInfo: null,
      documents: [],
    });
    expect(body.slug).toMatch(/^cafe-de-especialidad-cumbaya-[0-9a-z]{6}$/);
    const again = await call('POST', '/api/businesses', seller.headers, {
      title: 'Café de especialidad, Cumbayá',
    });
    expect(again.json().slug).not.toBe(body.slug);
  });

  it('stores every seller field and ignores a status sent by the client', async () => {
    const res = await call('POST', '/api/businesses', seller.headers, {
      ...complete,
      annualProfit: -1500,
      yearsOperation: 12,
      employeeCount: 4,
      sellingReason: 'Jubilación',
      packageTier: 'basic',
      requiresEnhancedSignature: true,
      sellerId: seller.user.id,
      status: 'approved',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'draft',
      sellerId: seller.user.id,
      annualProfit: '-1500.00',
      askingPrice: '85000.00',
      packageTier: 'basic',
      requiresEnhancedSignature: true,
      confidentialInfo: 'RUC 1790012345001',
    });
  });

  it('refuses a seller who names another seller (403 in Spanish), creating nothing', async () => {
    const other = await loginAs(t, 'seller');
    const title = `Negocio ajeno ${Date.now()}`;
    const res = await call('POST', '/api/businesses', seller.headers, { title, sellerId: other.user.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Solo un administrador/);
    expect(await t.db.select().from(businesses).where(eq(businesses.title, title))).toEqual([]);
  });

  it('refuses buyers with a Spanish 403 pointing at the profile settings, but lets a buyer with the seller role in', async () => {
    const buyer = await loginAs(t, 'buyer');
    const res = await call('POST', '/api/businesses', buyer.headers, { title: 'Negocio de comprador' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/cuenta de vendedor.*\/profile\/settings/);
    await t.db.update(users).set({ secondaryRole: 'seller' }).where(eq(users.id, buyer.user.id));
    expect(
      (await call('POST', '/api/businesses', buyer.headers, { title: 'Ahora sí vendo' })).statusCode,
    ).toBe(201);
  });

  it('answers bad input and anonymous callers with 4xx', async () => {
    expect((await call('POST', '/api/businesses', seller.headers, { title: 'abc' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/businesses', seller.headers, { title: 'Bien', askingPrice: -1 })).statusCode,
    ).toBe(400);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      payload: { title: 'Sin sesión' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('retries with an Idempotency-Key (decision 080)', () => {
  const create = (headers: Record<string, string>, key: string, payload: object) =>
    call('POST', '/api/businesses', { ...headers, 'idempotency-key': key }, payload);
  const countTitled = async (title: string) =>
    (await t.db.select().from(businesses).where(eq(businesses.title, title))).length;

  it('gives a retry the listing the first attempt created, marked as replayed, and stores one', async () => {
    const key = `clave-${Date.now()}-a`;
    const title = `Ferretería reintentada ${Date.now()}`;
    const first = await create(seller.headers, key, { title });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create(seller.headers, key, { title, description: 'Escrito mientras tanto.' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await countTitled(title)).toBe(1);
  });

  it('makes one listing from twenty parallel attempts with one key', async () => {
    const key = `clave-${Date.now()}-b`;
    const title = `Panadería en paralelo ${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(seller.headers, key, { title })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await countTitled(title)).toBe(1);
  });

  it('keeps keys per user, refuses a key reused for another seller (422) and a malformed key (400)', async () => {
    const key = `clave-${Date.now()}-c`;
    const title = `Librería con clave ${Date.now()}`;
    const other = await loginAs(t, 'seller');
    const mine = await create(seller.headers, key, { title });
    const theirs = await create(other.headers, key, { title });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);

    const forA = await create(admin.headers, key, { title, sellerId: seller.user.id });
    expect(forA.statusCode).toBe(201);
    const forB = await create(admin.headers, key, { title, sellerId: other.user.id });
    expect(forB.statusCode).toBe(422);
    expect(forB.json().error.message).toMatch(/clave de idempotencia/);

    for (const bad of ['corta', 'x'.repeat(201), 'con espacios 123', 'ñandú-ñandú-ñandú']) {
      const res = await create(seller.headers, bad, { title: `Clave mala ${Date.now()}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toMatch(/Idempotency-Key/);
    }
    expect(await countTitled(title)).toBe(3);
  });
});

describe('paid tiers (decision 080: never free; decision 090: backed by a credit)', () => {
  it('refuses a seller without a credit who asks for a paid tier on a new listing with a Spanish 402, creating nothing', async () => {
    for (const packageTier of ['premium', 'featured']) {
      const title = `Negocio con paquete ${packageTier} ${Date.now()}`;
      const res = await call('POST', '/api/businesses', seller.headers, { title, packageTier });
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toMatchObject({ code: 'payment_required' });
      expect(res.json().error.message).toMatch(/necesitas un crédito (Premium|Destacado)/);
      expect(await t.db.select().from(businesses).where(eq(businesses.title, title))).toHaveLength(0);
    }
  });

  it('keeps an approved listing at its tier, public and with the basic photo limit, when its seller without credits asks for more', async () => {
    const row = await seed('approved');
    for (const packageTier of ['premium', 'featured']) {
      const res = await call('PATCH', `/api/businesses/${row.id}`, seller.headers, { packageTier });
      expect(res.statusCode).toBe(402);
    }
    const after = await statusOf(row.id);
    expect(after).toMatchObject({ packageTier: 'basic', status: 'approved' });
    const pub = await t.app.inject({ method: 'GET', url: `/api/businesses/${row.slug}` });
    expect(pub.json().packageTier).toBe('basic');
  });

  it('lets an admin set a paid tier (backed by a credit of its own); the seller may keep it, not switch to another without a credit, and going back to basic returns the credit to the seller', async () => {
    const row = await seed('draft');
    const byAdmin = await call('PATCH', `/api/businesses/${row.id}`, admin.headers, {
      packageTier: 'premium',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().packageTier).toBe('premium');
    const kept = await call('PATCH', `/api/businesses/${row.id}`, seller.headers, {
      packageTier: 'premium',
      description: 'Sigue siendo premium.',
    });
    expect(kept.statusCode).toBe(200);
    const other = await call('PATCH', `/api/businesses/${row.id}`, seller.headers, {
      packageTier: 'featured',
    });
    expect(other.statusCode).toBe(402);
    const down = await call('PATCH', `/api/businesses/${row.id}`, seller.headers, { packageTier: 'basic' });
    expect(down.json().packageTier).toBe('basic');
    const credits = await call('GET', '/api/payments/credits', seller.headers);
    expect(credits.json().premium).toMatchObject({ available: 1, reserved: 0 });
    expect(
      (await call('PATCH', `/api/businesses/${row.id}`, seller.headers, { packageTier: 'premium' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/businesses/${row.id}`, seller.headers, { packageTier: 'featured' }))
        .statusCode,
    ).toBe(402);
  });
});

describe('an admin creates a listing for a seller (/business/new)', () => {
  it('makes a draft that belongs to the seller, logged, which the seller sees and the admin keeps editing', async () => {
    const owner = await loginAs(t, 'seller');
    const res = await call('POST', '/api/businesses', admin.headers, {
      title: 'Ferretería del barrio, Cuenca',
      sellerId: owner.user.id,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'draft', sellerId: owner.user.id });

    const logs = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'business.create'));
    const log = logs.find((l) => l.metadata?.businessId === created.id);
    expect(log).toMatchObject({ userId: admin.user.id, metadata: { sellerId: owner.user.id } });
    expect(log?.description).toMatch(/para el vendedor/);

    // The admin goes on editing it at /business/edit/:id, then submits it for the seller.
    const edit = await call('PATCH', `/api/businesses/${created.id}`, admin.headers, {
      ...complete,
      title: 'Ferretería del barrio, Cuenca',
    });
    expect(edit.statusCode).toBe(200);
    await t.db
      .update(businesses)
      .set({ images: ['/uploads/businesses/a.webp'] })
      .where(eq(businesses.id, created.id));
    const read = await call('GET', `/api/businesses/${created.id}`, admin.headers);
    expect(read.json()).toMatchObject({
      sellerId: owner.user.id,
      confidentialInfo: complete.confidentialInfo,
    });
    expect((await call('POST', `/api/businesses/${created.id}/submit`, admin.headers)).json().status).toBe(
      'pending',
    );

    const mine = await call('GET', '/api/seller/businesses', owner.headers);
    expect(mine.json().items.map((i: { id: number }) => i.id)).toEqual([created.id]);
    const theirs = await call('GET', '/api/seller/businesses', admin.headers);
    expect(theirs.json().items.map((i: { id: number }) => i.id)).not.toContain(created.id);
    // And it is the seller's to manage from now on.
    expect(
      (await call('PATCH', `/api/businesses/${created.id}`, owner.headers, { employeeCount: 3 })).statusCode,
    ).toBe(200);
  });

  it('accepts a buyer whose secondary role is seller', async () => {
    const both = await createUser(t.db, { role: 'buyer', secondaryRole: 'seller' });
    const res = await call('POST', '/api/businesses', admin.headers, {
      title: 'Tienda de barrio en Loja',
      sellerId: both.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().sellerId).toBe(both.id);
  });

  it('refuses a target that is not an active seller with a Spanish 422 naming sellerId, creating nothing', async () => {
    const buyer = await createUser(t.db, { role: 'buyer', fullName: 'Bruno Comprador' });
    const suspended = await createUser(t.db, { role: 'seller', suspendedAt: new Date() });
    const otherAdmin = await createUser(t.db, { role: 'admin' });
    const cases: Array<[number, RegExp]> = [
      [buyer.id, /«Bruno Comprador».*no tiene el rol de vendedor/],
      [suspended.id, /suspendida o eliminada/],
      [otherAdmin.id, /no tiene el rol de vendedor/],
      [2_000_000_000, /No existe ninguna cuenta/],
    ];
    for (const [sellerId, message] of cases) {
      const title = `Negocio para ${sellerId}`;
      const res = await call('POST', '/api/businesses', admin.headers, { title, sellerId });
      expect(res.statusCode, String(sellerId)).toBe(422);
      expect(res.json().error.message).toMatch(message);
      expect(res.json().error.issues).toEqual([{ path: 'sellerId', message: res.json().error.message }]);
      expect(await t.db.select().from(businesses).where(eq(businesses.title, title))).toEqual([]);
    }
    const bad = await call('POST', '/api/businesses', admin.headers, {
      title: 'Negocio raro',
      sellerId: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('without sellerId still creates the admin’s own draft', async () => {
    const res = await call('POST', '/api/businesses', admin.headers, {
      title: 'Borrador de la administración',
    });
    expect(res.json()).toMatchObject({ status: 'draft', sellerId: admin.user.id });
  });
});

describe('the status machine over HTTP', () => {
  it('draft → pending → rejected → pending → approved → pending on a public edit → approved → sold', async () => {
    const created = await call('POST', '/api/businesses', seller.headers, complete);
    const id = created.json().id as number;
    await t.db
      .update(businesses)
      .set({ images: ['/uploads/businesses/x.webp'] })
      .where(eq(businesses.id, id));

    const submitted = await call('POST', `/api/businesses/${id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().status).toBe('pending');

    const rejected = await call('POST', `/api/admin/businesses/${id}/reject`, admin.headers, {
      reason: 'Las fotos no muestran el local.',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Las fotos no muestran el local.',
    });
    const mine = await call('GET', '/api/seller/businesses');
    expect(mine.json().items.find((b: { id: number }) => b.id === id).rejectionReason).toBe(
      'Las fotos no muestran el local.',
    );

    const resubmitted = await call('POST', `/api/businesses/${id}/submit`);
    expect(resubmitted.json()).toMatchObject({ status: 'pending', rejectionReason: null });
    expect((await call('POST', `/api/admin/businesses/${id}/approve`, admin.headers)).json().status).toBe(
      'approved',
    );

    const privateEdit = await call('PATCH', `/api/businesses/${id}`, seller.headers, {
      confidentialInfo: 'Dirección exacta: Av. Amazonas N34',
    });
    expect(privateEdit.json().status).toBe('approved');
    const sameValue = await call('PATCH', `/api/businesses/${id}`, seller.headers, { askingPrice: 85000 });
    expect(sameValue.json().status).toBe('approved');

    const publicEdit = await call('PATCH', `/api/businesses/${id}`, seller.headers, { askingPrice: 80000 });
    expect(publicEdit.statusCode).toBe(200);
    expect(publicEdit.json()).toMatchObject({ status: 'pending', askingPrice: '80000.00' });

    await call('POST', `/api/admin/businesses/${id}/approve`, admin.headers);
    const sold = await call('POST', `/api/businesses/${id}/sold`);
    expect(sold.json().status).toBe('sold');
    const editSold = await call('PATCH', `/api/businesses/${id}`, seller.headers, { confidentialInfo: 'x' });
    expect(editSold.statusCode).toBe(409);
    expect(editSold.json().error.message).toMatch(/vendido/);
  });

  it('re-reviews on every public field, never on confidential info alone', async () => {
    const changes: Record<string, unknown> = {
      title: 'Otro título distinto',
      description: 'Otra descripción',
      category: 'retail',
      country: 'Perú',
      location: 'Lima',
      askingPrice: 1,
      annualRevenue: 2,
      annualProfit: 3,
      yearsOperation: 4,
      employeeCount: 5,
      sellingReason: 'Mudanza',
    };
    for (const [field, value] of Object.entries(changes)) {
      const b = await seed('approved');
      const res = await call('PATCH', `/api/businesses/${b.id}`, seller.headers, { [field]: value });
      expect(res.json().status, field).toBe('pending');
    }
    const b = await seed('approved');
    const res = await call('PATCH', `/api/businesses/${b.id}`, seller.headers, {
      confidentialInfo: 'Nuevo dato',
      requiresEnhancedSignature: true,
    });
    expect(res.json().status).toBe('approved');
  });

  it('keeps «Aceptar ofertas de respaldo» as set, and lets the seller change it while reserved (decision 171)', async () => {
    const created = await call('POST', '/api/businesses', seller.headers, {
      title: 'Ferretería con bodega propia en Conocoto',
      acceptBackupOffers: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().acceptBackupOffers).toBe(true);
    const read = await call('GET', `/api/businesses/${created.json().id}`);
    expect(read.json().acceptBackupOffers).toBe(true);

    const reserved = await seed('reserved');
    const on = await call('PATCH', `/api/businesses/${reserved.id}`, seller.headers, {
      acceptBackupOffers: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ status: 'reserved', acceptBackupOffers: true });
    expect((await statusOf(reserved.id))?.acceptBackupOffers).toBe(true);
    const back = await call('PATCH', `/api/businesses/${reserved.id}`, seller.headers, {
      acceptBackupOffers: false,
    });
    expect(back.json()).toMatchObject({ status: 'reserved', acceptBackupOffers: false });
    const bad = await call('PATCH', `/api/businesses/${reserved.id}`, seller.headers, {
      acceptBackupOffers: 'sí',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses every forbidden transition with a Spanish 409 and changes nothing', async () => {
    const cases: Array<[string, string, object | undefined, string]> = [
      ['pending', 'submit', undefined, 'seller'],
      ['approved', 'submit', undefined, 'seller'],
      ['sold', 'submit', undefined, 'seller'],
      ['draft', 'sold', undefined, 'seller'],
      ['pending', 'sold', undefined, 'seller'],
      ['rejected', 'sold', undefined, 'seller'],
      ['sold', 'sold', undefined, 'admin'],
      ['draft', 'approve', undefined, 'admin'],
      ['approved', 'approve', undefined, 'admin'],
      ['rejected', 'approve', undefined, 'admin'],
      ['sold', 'approve', undefined, 'admin'],
      ['draft', 'reject', { reason: 'No cumple las normas.' }, 'admin'],
      ['approved', 'reject', { reason: 'No cumple las normas.' }, 'admin'],
      ['rejected', 'reject', { reason: 'No cumple las normas.' }, 'admin'],
      ['sold', 'reject', { reason: 'No cumple las normas.' }, 'admin'],
    ];
    for (const [from, action, payload, who] of cases) {
      const b = await seed(from);
      const url = ['approve', 'reject'].includes(action)
        ? `/api/admin/businesses/${b.id}/${action}`
        : `/api/businesses/${b.id}/${action}`;
      const res = await call('POST', url, who === 'admin' ? admin.headers : seller.headers, payload);
      expect(res.statusCode, `${from} ${action}`).toBe(409);
      expect(res.json().error.message, `${from} ${action}`).toMatch(/^No se puede/);
      expect((await statusOf(b.id))!.status).toBe(from);
    }
  });

  it('names the missing fields when a draft is submitted incomplete (409 with issues)', async () => {
    const created = await call('POST', '/api/businesses', seller.headers, {
      title: 'Borrador a medias',
      country: 'Ecuador',
    });
    const res = await call('POST', `/api/businesses/${created.json().id}/submit`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Para enviar el negocio a revisión falta: categoría, ubicación, precio de venta, descripción y al menos una foto.',
    );
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual([
      'category',
      'location',
      'askingPrice',
      'description',
      'images',
    ]);
    expect((await statusOf(created.json().id))!.status).toBe('draft');
  });

  it('does not let a submitted listing lose a required field (400)', async () => {
    const b = await seed('pending');
    const res = await call('PATCH', `/api/businesses/${b.id}`, seller.headers, { description: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/descripción/);
  });
});

describe('deleting', () => {
  it('lets the seller delete a draft only', async () => {
    const draft = await seed('draft');
    expect((await call('DELETE', `/api/businesses/${draft.id}`)).statusCode).toBe(204);
    expect(await statusOf(draft.id)).toBeUndefined();
    for (const status of ['pending', 'approved', 'rejected', 'sold']) {
      const b = await seed(status);
      const res = await call('DELETE', `/api/businesses/${b.id}`);
      expect(res.statusCode, status).toBe(409);
      expect(await statusOf(b.id)).toBeDefined();
    }
  });

  it('lets an admin delete anything, logged, except a listing with NDAs (409)', async () => {
    const approved = await seed('approved');
    expect((await call('DELETE', `/api/businesses/${approved.id}`, admin.headers)).statusCode).toBe(204);
    const logs = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'business.delete'));
    expect(logs.some((l) => l.metadata?.businessId === approved.id && l.userId === admin.user.id)).toBe(true);

    const withNda = await seed('approved');
    const buyer = await createUser(t.db, { role: 'buyer' });
    const [doc] = await t.db
      .insert(ndaDocuments)
      .values({ content: 'Texto', documentHash: 'b'.repeat(64) })
      .returning();
    await t.db.insert(ndas).values({
      businessId: withNda.id,
      userId: buyer.id,
      ndaDocumentId: doc!.id,
      status: 'signed',
      clickwrapAcceptedAt: new Date(),
      documentHash: 'b'.repeat(64),
      documentVersion: '1.0',
      signedAt: new Date(),
    });
    const res = await call('DELETE', `/api/businesses/${withNda.id}`, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/acuerdos de confidencialidad.*vendido/);
    expect(await statusOf(withNda.id)).toBeDefined();
  });
});

describe('someone else’s listing', () => {
  it('is 404 while private and 403 once public, and nothing changes', async () => {
    const other = await loginAs(t, 'seller');
    for (const status of ['draft', 'pending', 'rejected']) {
      const b = await seed(status);
      for (const [method, url, payload] of [
        ['PATCH', `/api/businesses/${b.id}`, { title: 'Título cambiado por otro' }],
        ['POST', `/api/businesses/${b.id}/submit`, undefined],
        ['DELETE', `/api/businesses/${b.id}`, undefined],
      ] as const) {
        const res = await call(method, url, other.headers, payload);
        expect(res.statusCode, `${status} ${method} ${url}`).toBe(404);
      }
      const after = await statusOf(b.id);
      expect(after).toMatchObject({ status, title: complete.title });
    }
    const approved = await seed('approved');
    const edit = await call('PATCH', `/api/businesses/${approved.id}`, other.headers, {
      title: 'Título cambiado por otro',
    });
    expect(edit.statusCode).toBe(403);
    expect((await call('POST', `/api/businesses/${approved.id}/sold`, other.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/businesses/${approved.id}`, other.headers)).statusCode).toBe(403);
    expect(await statusOf(approved.id)).toMatchObject({ status: 'approved', title: complete.title });
    expect(
      (await call('PATCH', '/api/businesses/999999', other.headers, { title: 'No existe nada' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/api/businesses/abc', other.headers, { title: 'No existe nada' })).statusCode,
    ).toBe(400);
  });

  it('an admin may edit it without sending it back to review, and the edit is logged', async () => {
    const b = await seed('approved');
    const res = await call('PATCH', `/api/businesses/${b.id}`, admin.headers, {
      title: 'Título corregido por admin',
    });
    expect(res.json()).toMatchObject({ status: 'approved', title: 'Título corregido por admin' });
    const logs = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'business.update'));
    expect(logs.some((l) => l.metadata?.businessId === b.id)).toBe(true);
  });
});

describe('GET /api/businesses/:idOrSlug and /api/seller/businesses', () => {
  it('gives the owner and admins the whole listing, others never the confidential part', async () => {
    const docId = '0b8e8a7e-7f1e-4e53-9f5f-0d6a1c2b3c4d';
    const b = await seed('approved', seller.user.id, {
      rejectionReason: null,
      documents: [`${docId}/Balance 2024.pdf`],
    });
    const owner = await call('GET', `/api/businesses/${b.slug}`);
    expect(owner.json()).toMatchObject({
      sellerId: seller.user.id,
      confidentialInfo: complete.confidentialInfo,
      documents: [{ id: docId, name: 'Balance 2024.pdf', url: `/api/businesses/${b.id}/documents/${docId}` }],
      rejectionReason: null,
    });
    const asAdmin = await call('GET', `/api/businesses/${b.id}`, admin.headers);
    expect(asAdmin.json().confidentialInfo).toBe(complete.confidentialInfo);
    const buyer = await loginAs(t, 'buyer');
    for (const headers of [buyer.headers, {}]) {
      const res = await call('GET', `/api/businesses/${b.slug}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('confidentialInfo');
      expect(res.json()).not.toHaveProperty('documents');
      expect(res.json()).not.toHaveProperty('sellerId');
      expect(res.json()).not.toHaveProperty('rejectionReason');
      expect(res.body).not.toContain('RUC');
    }
  });

  it('lists all own listings, any status, newest first, and only one’s own', async () => {
    const fresh = await loginAs(t, 'seller');
    const first = await seed('draft', fresh.user.id);
    const second = await seed('rejected', fresh.user.id, { rejectionReason: 'Falta información.' });
    await seed('approved');
    const res = await call('GET', '/api/seller/businesses', fresh.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);
    expect(res.json().items[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Falta información.' });
  });

  it('pages one’s own listings with an opaque cursor, without overlap or gaps, 100 by default', async () => {
    const fresh = await loginAs(t, 'seller');
    const seeded: number[] = [];
    for (let i = 0; i < 5; i++) seeded.push((await seed('draft', fresh.user.id)).id);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `limit=2&cursor=${encodeURIComponent(cursor)}` : 'limit=2';
      const res = await call('GET', `/api/seller/businesses?${query}`, fresh.headers);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((i: { id: number }) => i.id));
      cursor = res.json().nextCursor;
      if (cursor) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([...seeded].reverse());
    const all = await call('GET', '/api/seller/businesses', fresh.headers);
    expect(all.json()).toMatchObject({ nextCursor: null });
    expect(all.json().items).toHaveLength(5);
    for (const query of [
      'limit=0',
      'limit=101',
      'cursor=abc',
      `cursor=${Buffer.from('{"id":1}').toString('base64url')}`,
    ]) {
      const res = await call('GET', `/api/seller/businesses?${query}`, fresh.headers);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('figures that look like a typo (decision 051)', () => {
  it('asks the seller to confirm them before review, and flags them to moderators', async () => {
    // A profit above the sales, and a price under one month of that profit.
    const row = await seed('draft', seller.user.id, {
      askingPrice: '4000',
      annualRevenue: '54500',
      annualProfit: '545005',
    });
    const first = await call('POST', `/api/businesses/${row.id}/submit`);
    expect(first.statusCode).toBe(409);
    expect(first.json().error.message).toMatch(/error de tipeo/);
    expect(first.json().error.issues).toEqual([
      {
        path: 'annualProfit',
        message:
          'La utilidad anual ($545.005) es mayor que las ventas anuales ($54.500). La utilidad sale de las ventas: revisa las dos cifras.',
      },
      {
        path: 'askingPrice',
        message: 'El precio ($4.000) es menor que un solo mes de utilidad ($45.417). ¿Falta algún cero?',
      },
    ]);
    expect((await statusOf(row.id))?.status).toBe('draft');

    const confirmed = await call('POST', `/api/businesses/${row.id}/submit`, seller.headers, {
      confirmFigures: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('pending');
    const queue = await call('GET', '/api/admin/businesses?status=pending', admin.headers);
    const flagged = queue.json().items.find((b: { id: number }) => b.id === row.id);
    expect(flagged.figureWarnings.map((w: { code: string }) => w.code)).toEqual([
      'profit_above_revenue',
      'price_below_month_profit',
    ]);
  });

  it('submits plausible figures without asking, and warns of a price over 50 years of profit', async () => {
    const fine = await seed('draft', seller.user.id, {
      askingPrice: '85000',
      annualRevenue: '240000',
      annualProfit: '30000',
    });
    expect((await call('POST', `/api/businesses/${fine.id}/submit`)).statusCode).toBe(200);
    const dear = await seed('draft', seller.user.id, {
      askingPrice: '8500000',
      annualRevenue: '240000',
      annualProfit: '30000',
    });
    const res = await call('POST', `/api/businesses/${dear.id}/submit`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.issues[0].message).toMatch(/más de 50 años de utilidad/);
  });

  it('refuses amounts with more than two decimals', async () => {
    const res = await call('POST', '/api/businesses', seller.headers, {
      title: 'Cafetería con centavos',
      askingPrice: 1000.005,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/dos decimales/);
  });
});
