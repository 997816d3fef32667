import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { buyerProfiles } from '../../db/schema/buyer-profiles.ts';
import { fundsVerifications } from '../../db/schema/funds.ts';
import { billingIdentities, electronicDocuments } from '../../db/schema/invoices.ts';
import { ndaDocuments, ndaEvents, ndas } from '../../db/schema/ndas.ts';
import { stripeProducts } from '../../db/schema/payments.ts';
import { transferOrders, transferReceipts } from '../../db/schema/transfers.ts';
import { users } from '../../db/schema/users.ts';
import { uploadPdf } from '../funds/funds.test-kit.ts';
import { activeDocument, listing, sign, signBody } from '../ndas/nda.test-kit.ts';

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

describe('the buyer and payment data (decision 014, «Buyers and payments»)', () => {
  type Login = Awaited<ReturnType<typeof loginAs>>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Login, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  let buyer: Login;
  let other: Login;
  let seller: Login;
  let admin: Login;
  let approvalListing: typeof businesses.$inferSelect;

  beforeAll(async () => {
    [buyer, other, seller, admin] = await Promise.all([
      loginAs(t, 'buyer'),
      loginAs(t, 'buyer'),
      loginAs(t, 'seller'),
      loginAs(t, 'admin'),
    ]);
    await t.db.execute(sql`insert into bank_accounts (bank, account_type, number, holder, ruc)
      values ('Banco del Pacífico', 'ahorros', '1049876543', 'Traspasa S.A.S.', '1793204567001')`);
    // A signable NDA text of its own (an earlier test's stand-in is too short to sign).
    await t.db.update(ndaDocuments).set({ isActive: false });
    const doc = await activeDocument(t, '9.0');
    approvalListing = await listing(t, { sellerId: seller.user.id, accessMode: 'approval' });
    for (const who of [buyer, other]) {
      const mine = who === buyer;
      const profile = await call('PUT', '/api/buyer-profile', who, {
        presentation: mine
          ? 'Administré dos cafeterías en Cuenca y busco mi propio negocio.'
          : 'Otra compradora con su propia presentación privada.',
        sectors: ['restaurant'],
        places: [mine ? 'Cuenca' : 'Manta'],
        priceMinCents: 2_000_000,
        priceMaxCents: 9_000_000,
        fundingMethods: ['own_funds', 'bank_credit'],
        timeline: 'within_3_months',
        companyName: mine ? 'Inversiones Andrade' : 'Otra Empresa Secreta',
      });
      expect(profile.statusCode, profile.body).toBe(200);
      expect((await uploadPdf(t, who.headers)).statusCode).toBe(201);
      const signed = await sign(
        t,
        who.headers,
        signBody(approvalListing.id, doc, {
          accessMessage: mine ? 'Tengo experiencia en panaderías.' : 'Mensaje de la otra compradora.',
        }),
      );
      expect(signed.statusCode, signed.body).toBe(201);
    }
    const identity = await call('PUT', '/api/billing/identity', buyer, {
      idType: '05',
      idNumber: '1710034065',
      legalName: 'Carla Andrade Pérez',
      address: 'Av. Remigio Crespo 4-55, Cuenca',
      email: 'facturas.carla@example.com',
    });
    expect(identity.statusCode, identity.body).toBe(200);
    // A yearly buyer plan paid by transfer: the order, a receipt, the admin's approval, the factura.
    const [plan] = await t.db
      .select()
      .from(stripeProducts)
      .where(eq(stripeProducts.stripeProductId, 'prod_local_comprador_pro_anual'));
    const order = await call('POST', '/api/payments/transfers', buyer, { productId: plan!.id });
    expect(order.statusCode, order.body).toBe(201);
    const receipt = await uploadReceipt(buyer, order.json().id);
    expect(receipt.statusCode, receipt.body).toBe(201);
    const approved = await call('POST', `/api/admin/transfers/${order.json().id}/approve`, admin, {});
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.payments.drainEvents({ ignoreSchedule: true });
  });

  async function uploadReceipt(who: Login, orderId: number) {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#38a' } })
      .png()
      .toBuffer();
    const boundary = '----traspasa-receipt';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="bankTransactionNumber"\r\n\r\n55443322\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="comprobante-pichincha.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/payments/transfers/${orderId}/receipts`,
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  const fundsKeysOf = async (userId: number) =>
    (
      await t.db
        .select({ keys: fundsVerifications.documentKeys })
        .from(fundsVerifications)
        .where(eq(fundsVerifications.userId, userId))
    ).flatMap((r) => r.keys);
  const receiptKeysOf = async (userId: number) =>
    (
      await t.db
        .select({ key: transferReceipts.fileKey })
        .from(transferReceipts)
        .innerJoin(transferOrders, eq(transferOrders.id, transferReceipts.orderId))
        .where(eq(transferOrders.userId, userId))
    ).map((r) => r.key);
  const stored = async (key: string) => {
    const file = await t.app.storage.getPrivate(key);
    file?.body.destroy();
    return file !== null;
  };

  it('exports the buyer profile, funds uploads, access requests, billing identity, invoices and transfers, and nobody else’s', async () => {
    const res = await call('GET', '/api/user/export', buyer);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.buyerProfile).toMatchObject({
      presentation: 'Administré dos cafeterías en Cuenca y busco mi propio negocio.',
      places: ['Cuenca'],
      priceMin: '$20.000',
      priceMax: '$90.000',
      fundingMethods: ['Fondos propios', 'Crédito bancario'],
      timeline: 'En los próximos 3 meses',
      companyName: 'Inversiones Andrade',
    });
    expect(data.fundsVerifications).toHaveLength(1);
    expect(data.fundsVerifications[0]).toMatchObject({
      declaredBand: 'De $25.000 a $100.000',
      status: 'Pendiente',
      approvedBand: null,
    });
    expect(data.listingAccess.requests).toEqual([
      expect.objectContaining({
        businessId: approvalListing.id,
        listing: approvalListing.title,
        state: 'Solicitud enviada',
        message: 'Tengo experiencia en panaderías.',
      }),
    ]);
    expect(data.billing.billingIdentity).toMatchObject({
      idType: 'Cédula',
      idNumber: '1710034065',
      legalName: 'Carla Andrade Pérez',
      address: 'Av. Remigio Crespo 4-55, Cuenca',
    });
    expect(data.billing.documents).toHaveLength(1);
    expect(data.billing.documents[0]).toMatchObject({
      type: 'Factura',
      buyer: { legalName: 'Carla Andrade Pérez', idNumber: '1710034065', idType: 'Cédula' },
    });
    expect(data.billing.documents[0].number).toMatch(/^\d{3}-\d{3}-\d{9}$/);
    expect(data.bankTransfers).toHaveLength(1);
    expect(data.bankTransfers[0]).toMatchObject({
      status: 'Pagado',
      receipts: [expect.objectContaining({ bankTransactionNumber: '55443322', type: 'Imagen' })],
    });
    expect(data.bankTransfers[0].reference).toMatch(/^TP-/);
    // Another buyer's profile and request, the seller's account, admins and storage keys stay out.
    for (const foreign of [
      'Otra compradora',
      'Otra Empresa Secreta',
      'Mensaje de la otra compradora',
      other.user.email,
      seller.user.email,
      admin.user.email,
      ...(await fundsKeysOf(buyer.user.id)),
      ...(await receiptKeysOf(buyer.user.id)),
    ]) {
      expect(res.body).not.toContain(foreign);
    }
    expect(res.body).not.toContain('"adminNotes"');
    expect(res.body).not.toContain('"claimedBy"');
    expect(res.body).not.toContain('"accessDecidedBy"');
  });

  it('on deletion removes the stored files and the rows that may go, closes the open request, and keeps the invoice', async () => {
    const fundsKeys = await fundsKeysOf(buyer.user.id);
    const receiptKeys = await receiptKeysOf(buyer.user.id);
    const othersFunds = await fundsKeysOf(other.user.id);
    expect(fundsKeys).toHaveLength(1);
    expect(receiptKeys).toHaveLength(1);
    for (const key of [...fundsKeys, ...receiptKeys, ...othersFunds]) expect(await stored(key)).toBe(true);

    const res = await call('DELETE', '/api/user', buyer, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(204);

    for (const key of [...fundsKeys, ...receiptKeys]) expect(await stored(key)).toBe(false);
    // The other buyer's document is untouched, and so is their profile.
    for (const key of othersFunds) expect(await stored(key)).toBe(true);
    const id = buyer.user.id;
    expect(await t.db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, id))).toHaveLength(0);
    expect(
      await t.db.select().from(buyerProfiles).where(eq(buyerProfiles.userId, other.user.id)),
    ).toHaveLength(1);
    expect(await fundsKeysOf(id)).toEqual([]);
    expect(
      await t.db.select().from(fundsVerifications).where(eq(fundsVerifications.userId, id)),
    ).toHaveLength(0);
    expect(await receiptKeysOf(id)).toEqual([]);
    expect(await t.db.select().from(billingIdentities).where(eq(billingIdentities.userId, id))).toHaveLength(
      0,
    );

    // Kept: the transfer order with its payment, and the factura with the buyer it names.
    const orders = await t.db.select().from(transferOrders).where(eq(transferOrders.userId, id));
    expect(orders.map((o) => o.status)).toEqual(['aprobada']);
    const invoices = await t.db.select().from(electronicDocuments).where(eq(electronicDocuments.userId, id));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.buyer).toMatchObject({ legalName: 'Carla Andrade Pérez', idNumber: '1710034065' });

    // The NDA stays as evidence; the open request is closed in its chain, without the message.
    const [nda] = await t.db
      .select()
      .from(ndas)
      .where(and(eq(ndas.userId, id), eq(ndas.businessId, approvalListing.id)));
    expect(nda).toMatchObject({ status: 'signed', accessState: 'expired', accessMessage: null });
    const [last] = await t.db
      .select()
      .from(ndaEvents)
      .where(eq(ndaEvents.ndaId, nda!.id))
      .orderBy(desc(ndaEvents.id))
      .limit(1);
    expect(last).toMatchObject({ eventType: 'access_expired', metadata: { cause: 'account_erased' } });
    const requests = await call(
      'GET',
      `/api/listing-access/requests?businessId=${approvalListing.id}`,
      seller,
    );
    const byBuyer = new Map(
      requests.json().items.map((i: { buyer: { id: number } }) => [i.buyer.id, i] as const),
    );
    expect(byBuyer.get(id)).toMatchObject({ state: 'expired', message: null });
    expect(byBuyer.get(other.user.id)).toMatchObject({
      state: 'requested',
      message: 'Mensaje de la otra compradora.',
    });
  });

  it('removes the funds document from storage when an admin erases the account too', async () => {
    const erased = await loginAs(t, 'buyer');
    expect((await uploadPdf(t, erased.headers)).statusCode).toBe(201);
    const keys = await fundsKeysOf(erased.user.id);
    expect(keys).toHaveLength(1);
    expect(await stored(keys[0]!)).toBe(true);
    const res = await call('POST', `/api/admin/users/${erased.user.id}/erase`, admin, {
      email: erased.user.email,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(keys[0]!)).toBe(false);
    expect(await fundsKeysOf(erased.user.id)).toEqual([]);
  });
});
