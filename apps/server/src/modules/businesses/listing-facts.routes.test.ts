// The facts of the sale and the structured confidential fields (decision 130): they go through
// create, update and read; the confidential ones follow the NDA gate like confidentialInfo.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { activeDocument, sign, signBody } from '../ndas/nda.test-kit.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await loginAs(t, 'seller');
});

const facts = {
  cashFlow: 62400.5,
  inventoryIncluded: true,
  inventoryValue: 6500,
  equipmentIncluded: true,
  equipmentValue: 25500,
  premises: 'leased',
  monthlyRent: 1350,
  leaseEndsOn: '2028-03-31',
  sellerFinancing: true,
  sellerFinancingTerms: 'Hasta el 30 % del precio en 12 cuotas.',
  trainingWeeks: 6,
};
const secrets = {
  tradeName: 'Tueste Floresta Café',
  taxId: '1713456786001',
  exactAddress: 'Calle Guipúzcoa E14-62 y Lérida\nLa Floresta, Quito',
  leaseTerms: 'Arrendador: Inmobiliaria Lérida S.A.\nGarantía de $2.700; acepta la cesión.',
  confidentialInfo: 'Proveedores: café verde de Intag.',
};
const complete = {
  title: 'Cafetería de especialidad en La Floresta',
  description: 'Cafetería con tostador propio y clientela fija.',
  category: 'restaurant',
  country: 'Ecuador',
  location: 'Quito',
  askingPrice: 85000,
  annualRevenue: 210000,
  annualProfit: 48000,
};

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function createListing(extra: object = {}) {
  const res = await call('POST', '/api/businesses', seller.headers, {
    ...complete,
    ...facts,
    ...secrets,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number } & Record<string, unknown>;
}

async function publish(id: number) {
  await t.db
    .update(businesses)
    .set({ status: 'approved', images: ['/uploads/businesses/a.webp'] })
    .where(eq(businesses.id, id));
}

describe('the facts round-trip', () => {
  it('are stored on create, read back exactly, and changed by an update', async () => {
    const created = await createListing();
    const stored = {
      cashFlow: '62400.50',
      inventoryIncluded: true,
      inventoryValue: '6500.00',
      equipmentValue: '25500.00',
      premises: 'leased',
      monthlyRent: '1350.00',
      leaseEndsOn: '2028-03-31',
      sellerFinancing: true,
      sellerFinancingTerms: 'Hasta el 30 % del precio en 12 cuotas.',
      trainingWeeks: 6,
      ...secrets,
    };
    expect(created).toMatchObject({ ...stored, reference: `TR-${String(created.id).padStart(6, '0')}` });
    const read = await call('GET', `/api/businesses/${created.id}`, seller.headers);
    expect(read.json()).toMatchObject(stored);

    // Now the business owns its premises: the rent and lease end go with the same PATCH.
    const updated = await call('PATCH', `/api/businesses/${created.id}`, seller.headers, {
      premises: 'owned',
      monthlyRent: null,
      leaseEndsOn: null,
      trainingWeeks: 0,
      sellerFinancing: false,
      sellerFinancingTerms: null,
      exactAddress: 'Av. Amazonas N34-12\nQuito',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const again = (await call('GET', `/api/businesses/${created.id}`, seller.headers)).json();
    expect(again).toMatchObject({
      premises: 'owned',
      monthlyRent: null,
      leaseEndsOn: null,
      trainingWeeks: 0,
      sellerFinancing: false,
      sellerFinancingTerms: null,
      exactAddress: 'Av. Amazonas N34-12\nQuito',
      cashFlow: '62400.50',
      tradeName: secrets.tradeName,
    });
  });

  it('send a published listing back to review when a public fact changes, not when a confidential one does', async () => {
    const { id } = await createListing();
    await publish(id);
    const privateEdit = await call('PATCH', `/api/businesses/${id}`, seller.headers, { tradeName: 'Tueste' });
    expect(privateEdit.json().status).toBe('approved');
    const publicEdit = await call('PATCH', `/api/businesses/${id}`, seller.headers, { cashFlow: 70000 });
    expect(publicEdit.json().status).toBe('pending');
  });
});

describe('the confidential fields follow the NDA', () => {
  it('are left out for strangers and the public lists, and shown once the buyer signs', async () => {
    const { id } = await createListing();
    const doc = await activeDocument(t);
    const anonymousDraft = await call('GET', `/api/businesses/${id}`, {});
    expect(anonymousDraft.statusCode).toBe(404);
    expect(anonymousDraft.body).not.toContain(secrets.tradeName);

    await publish(id);
    const buyer = await loginAs(t, 'buyer');
    for (const headers of [{}, buyer.headers]) {
      const res = await call('GET', `/api/businesses/${id}`, headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      // The public facts are there for everyone …
      expect(body).toMatchObject({ cashFlow: '62400.50', premises: 'leased', monthlyRent: '1350.00' });
      // … the confidential ones for nobody without a signed agreement.
      for (const key of ['tradeName', 'taxId', 'exactAddress', 'leaseTerms', 'confidentialInfo']) {
        expect(body).not.toHaveProperty(key);
      }
      for (const value of Object.values(secrets)) expect(res.body).not.toContain(value.split('\n')[0]);
    }
    const list = await call('GET', '/api/businesses?limit=50', {});
    expect(list.body).toContain(`"id":${id}`);
    expect(list.body).not.toContain(secrets.tradeName);
    expect(list.body).not.toContain(secrets.taxId);

    expect((await sign(t, buyer.headers, signBody(id, doc))).statusCode).toBe(201);
    const signed = (await call('GET', `/api/businesses/${id}`, buyer.headers)).json();
    expect(signed.access.canViewConfidential).toBe(true);
    expect(signed).toMatchObject(secrets);
  });
});

describe('bad facts are Spanish 400s', () => {
  it('refuses a malformed Ecuadorian RUC, and keeps other countries’ tax ids as written', async () => {
    for (const taxId of ['171345678', '1713456786002', '17134567860O1', '1713 456786 001']) {
      const res = await call('POST', '/api/businesses', seller.headers, {
        title: 'Tienda de barrio en Quito',
        country: 'Ecuador',
        taxId,
      });
      expect(res.statusCode, taxId).toBe(400);
      expect(res.json().error.issues).toEqual([
        {
          path: 'taxId',
          message: expect.stringMatching(/^El RUC de Ecuador tiene 13 dígitos y termina en 001/),
        },
      ]);
    }
    const colombia = await createListing({ country: 'Colombia', taxId: 'NIT 901.245.873-4' });
    expect(colombia.taxId).toBe('NIT 901.245.873-4');
    // Moving that listing to Ecuador with a NIT would store a RUC that is not one.
    const moved = await call('PATCH', `/api/businesses/${colombia.id}`, seller.headers, {
      country: 'Ecuador',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toMatch(/RUC de Ecuador/);
  });

  it('refuses negative amounts, impossible dates and facts that contradict their answer', async () => {
    const { id } = await createListing();
    const cases: Array<[object, string, RegExp]> = [
      [{ inventoryValue: -5 }, 'inventoryValue', /^[A-ZÁÉÍÓÚ¿].*(negativ|0|cero)/i],
      [{ cashFlow: -1 }, 'cashFlow', /^[A-ZÁÉÍÓÚ¿]/],
      [{ monthlyRent: 10.555 }, 'monthlyRent', /dos decimales/],
      [{ leaseEndsOn: '2028-02-30' }, 'leaseEndsOn', /fecha válida/],
      [{ leaseEndsOn: '31/03/2028' }, 'leaseEndsOn', /fecha válida/],
      [{ trainingWeeks: 300 }, 'trainingWeeks', /^[A-ZÁÉÍÓÚ¿]/],
      [{ premises: 'owned' }, 'monthlyRent', /solo se indica si el local es arrendado/],
      [{ inventoryIncluded: false }, 'inventoryValue', /marca primero que está incluido/],
      [{ sellerFinancing: false }, 'sellerFinancingTerms', /si ofreces financiar/],
    ];
    for (const [body, path, message] of cases) {
      const res = await call('PATCH', `/api/businesses/${id}`, seller.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const issue = res.json().error.issues.find((i: { path: string | string[] }) => String(i.path) === path);
      expect(issue?.message, JSON.stringify(body)).toMatch(message);
      expect(issue?.message).not.toMatch(/expected|invalid|se esperaba|>=/i);
    }
    // Nothing of it was stored.
    const after = (await call('GET', `/api/businesses/${id}`, seller.headers)).json();
    expect(after).toMatchObject({ inventoryValue: '6500.00', premises: 'leased', leaseEndsOn: '2028-03-31' });
  });

  it('asks to confirm a cash flow above sales before review, like profit above sales', async () => {
    const { id } = await createListing({ cashFlow: 300000 });
    await t.db
      .update(businesses)
      .set({ images: ['/uploads/businesses/a.webp'] })
      .where(eq(businesses.id, id));
    const first = await call('POST', `/api/businesses/${id}/submit`, seller.headers, {});
    expect(first.statusCode).toBe(409);
    expect(first.json().error.issues).toEqual([
      {
        path: 'cashFlow',
        message: expect.stringMatching(
          /^El beneficio del dueño \(\$300\.000\) es mayor que las ventas anuales/,
        ),
      },
    ]);
    const own = (await call('GET', `/api/businesses/${id}`, seller.headers)).json();
    expect(own.figureWarnings.map((w: { code: string }) => w.code)).toEqual(['cash_flow_above_revenue']);
    const confirmed = await call('POST', `/api/businesses/${id}/submit`, seller.headers, {
      confirmFigures: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('pending');
  });
});

describe('a seller who deletes their account', () => {
  it('takes the structured confidential fields of their listings with them', async () => {
    const leaving = await loginAs(t, 'seller');
    const res = await call('POST', '/api/businesses', leaving.headers, { ...complete, ...facts, ...secrets });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    await publish(id);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: leaving.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, id));
    expect(row).toMatchObject({
      status: 'rejected',
      tradeName: null,
      taxId: null,
      exactAddress: null,
      leaseTerms: null,
      confidentialInfo: null,
    });
  });
});
