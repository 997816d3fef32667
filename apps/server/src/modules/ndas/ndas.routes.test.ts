import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { businessDailyStats, businesses } from '../../db/schema/businesses.ts';
import { ndaDocuments, ndaEvents, ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';
// A PDF with a page: the buyer's copy of a listing document is watermarked (decision 173).
import { tinyPdf } from '../business-media/media.test-kit.ts';
import { activeDocument, BROWSER, CONFIDENTIAL, listing, sha256, sign, signBody } from './nda.test-kit.ts';
import { verifyNdaChain } from './nda-events.service.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let buyer: Login;
let stranger: Login;
let admin: Login;
let doc: Awaited<ReturnType<typeof activeDocument>>;
let listingId: number;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [seller, buyer, stranger, admin] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'admin'),
  ]);
  doc = await activeDocument(t);
  listingId = (await listing(t, { sellerId: seller.user.id })).id;
});

describe('NDA documents', () => {
  it('serves the active text with the SHA-256 of exactly its content', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nda-documents/active' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: doc.id,
      version: '1.0',
      title: 'Acuerdo de Confidencialidad',
      content: doc.content,
      documentHash: sha256(doc.content),
    });
  });

  it('lets only admins publish; a new version becomes the only active one; a repeated version is a 409', async () => {
    const body = { version: '1.1', content: `${doc.content}\nCláusula adicional de prueba.` };
    const asSeller = await t.app.inject({
      method: 'POST',
      url: '/api/admin/nda-documents',
      headers: seller.headers,
      payload: body,
    });
    expect(asSeller.statusCode).toBe(403);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/admin/nda-documents',
      headers: admin.headers,
      payload: { version: '9', content: 'corto' },
    });
    expect(short.statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/nda-documents',
      headers: admin.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().documentHash).toBe(sha256(body.content));
    const active = await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.isActive, true));
    expect(active.map((d) => d.version)).toEqual(['1.1']);
    const [log] = await t.db
      .select()
      .from(dashboardLogs)
      .where(eq(dashboardLogs.action, 'nda_document.publish'));
    expect(log?.userId).toBe(admin.user.id);

    // The same version and text again (a retry whose answer was lost) is that version, not a
    // second one; the same version with another text is refused (decision 080).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/nda-documents',
      headers: admin.headers,
      payload: body,
    });
    expect(again.json().id).toBe(res.json().id);
    expect(await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.version, '1.1'))).toHaveLength(1);
    const logs = await t.db
      .select()
      .from(dashboardLogs)
      .where(eq(dashboardLogs.action, 'nda_document.publish'));
    expect(logs).toHaveLength(1);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/nda-documents',
      headers: admin.headers,
      payload: { ...body, content: `${body.content} Cláusula añadida.` },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toMatch(/Ya existe la versión 1\.1/);

    // Back to 1.0 as the active text for the rest of the file.
    await t.db.transaction(async (tx) => {
      await tx.update(ndaDocuments).set({ isActive: false });
      await tx.update(ndaDocuments).set({ isActive: true }).where(eq(ndaDocuments.id, doc.id));
    });
  });
});

describe('POST /api/ndas (clickwrap)', () => {
  it('refuses a text whose hash differs from the one the server computes, and a version no longer active', async () => {
    const wrong = await sign(
      t,
      buyer.headers,
      signBody(listingId, { id: doc.id, documentHash: 'b'.repeat(64) }),
    );
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toMatch(/no coincide con la versión vigente/);

    const [old] = await t.db
      .insert(ndaDocuments)
      .values({
        version: '0.9',
        content: 'Texto antiguo',
        documentHash: sha256('Texto antiguo'),
        isActive: false,
      })
      .returning();
    const inactive = await sign(t, buyer.headers, signBody(listingId, old!));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error.message).toMatch(/ya no está vigente/);

    // The stored hash column is not trusted either: the text itself is hashed.
    const [forged] = await t.db
      .update(ndaDocuments)
      .set({ documentHash: 'c'.repeat(64) })
      .where(eq(ndaDocuments.id, doc.id))
      .returning();
    const mismatch = await sign(t, buyer.headers, signBody(listingId, forged!));
    expect(mismatch.statusCode).toBe(409);
    await t.db
      .update(ndaDocuments)
      .set({ documentHash: sha256(doc.content) })
      .where(eq(ndaDocuments.id, doc.id));
    expect(await t.db.select().from(ndas)).toHaveLength(0);
  });

  it('refuses bad input with Spanish 4xx, never a 500', async () => {
    const cases: Array<[object, number]> = [
      [{ ...signBody(listingId, doc), accepted: false }, 400],
      [{ ...signBody(listingId, doc), documentHash: 'xyz' }, 400],
      [{ ...signBody(listingId, doc), signerName: 'a' }, 400],
      [{ ...signBody(listingId, doc), acceptedAtLocal: 'ayer por la tarde' }, 400],
      [{ ...signBody(listingId, doc), businessId: 'uno' }, 400],
      [{ ...signBody(listingId, doc), ndaDocumentId: 999_999 }, 404],
      [{ ...signBody(999_999, doc) }, 404],
      [{ ...signBody(2 ** 40, doc) }, 404],
      [{ ...signBody(listingId, doc), ndaDocumentId: 2 ** 40 }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await sign(t, buyer.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.message).toMatch(/[áéíóúñ]|Revisa|acuerdo|negocio/i);
    }
    const anonymous = await sign(t, {}, signBody(listingId, doc));
    expect(anonymous.statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/ndas',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: '{"businessId":',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('refuses a signer name that would read differently from what is stored (line breaks, bidi overrides, invisible)', async () => {
    const fresh = await listing(t, { sellerId: seller.user.id });
    const signer = await loginAs(t, 'buyer');
    const hostile = [
      'Ana Pérez\nHora del servidor (UTC): 1 de enero de 2020',
      'Ana \u202ezepéR\u202c',
      '\u200b\u200b\u200b\u200b',
      'Ana\u2066 Pérez',
      '...---...',
    ];
    for (const signerName of hostile) {
      const res = await sign(t, signer.headers, signBody(fresh.id, doc, { signerName }));
      expect(res.statusCode, JSON.stringify(signerName)).toBe(400);
      expect(res.json().error.message).toMatch(/nombre/);
    }
    expect(await t.db.select().from(ndas).where(eq(ndas.businessId, fresh.id))).toEqual([]);
    // Names in any script, with accents, apostrophes, hyphens and emoji (ZWJ) still sign.
    const ok = await sign(
      t,
      signer.headers,
      signBody(fresh.id, doc, { signerName: "María-José O'Brien 👩‍💻" }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().firmadoPor).toBe("María-José O'Brien 👩‍💻");
  });

  it('never lets the seller sign their own listing (403), hides non-public listings (404), refuses sold ones (409)', async () => {
    const own = await sign(t, seller.headers, signBody(listingId, doc));
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toMatch(/tu propio negocio/);
    for (const status of ['draft', 'pending', 'rejected'] as const) {
      const hidden = await listing(t, { sellerId: seller.user.id, status, rejectionReason: 'x' });
      expect((await sign(t, buyer.headers, signBody(hidden.id, doc))).statusCode).toBe(404);
    }
    const sold = await listing(t, { sellerId: seller.user.id, status: 'sold' });
    const res = await sign(t, buyer.headers, signBody(sold.id, doc));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/ya se vendió/);
  });

  it('stores every evidence field and three chained events; 201 then 200 with the same NDA', async () => {
    const before = Date.now();
    const res = await sign(t, buyer.headers, signBody(listingId, doc));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      businessId: listingId,
      userId: buyer.user.id,
      ndaDocumentId: doc.id,
      status: 'signed',
      enhancedSignatureStatus: 'no_requerida',
      clickwrapAcceptedAtLocal: '2026-11-21T10:15:00-05:00',
      ipAddress: '127.0.0.1',
      userAgent: BROWSER,
      documentHash: sha256(doc.content),
      documentVersion: '1.0',
      firmadoPor: 'Carla Compradora Pérez',
      uploadDeadline: null,
      hasSignedDocument: false,
      business: { id: listingId, title: 'Panadería artesanal en Quito', location: 'Quito' },
    });
    expect(body).not.toHaveProperty('signedDocumentUrl');
    const [row] = await t.db.select().from(ndas).where(eq(ndas.id, body.id));
    for (const field of ['clickwrapAcceptedAt', 'fechaFirma', 'signedAt'] as const) {
      expect(row![field]!.getTime()).toBeGreaterThanOrEqual(before - 5);
      expect(row![field]!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(row!.ipAddress).toBe('127.0.0.1');
    expect(row!.userAgent).toBe(BROWSER);

    const events = await t.db
      .select()
      .from(ndaEvents)
      .where(eq(ndaEvents.ndaId, body.id))
      .orderBy(ndaEvents.id);
    expect(events.map((e) => e.eventType)).toEqual(['created', 'viewed', 'accepted']);
    expect(events[0]!.prevHash).toBeNull();
    expect(events[1]!.prevHash).toBe(events[0]!.hash);
    expect(events[2]!.metadata).toMatchObject({
      documentHash: sha256(doc.content),
      signerName: 'Carla Compradora Pérez',
    });
    expect(events.every((e) => e.ipAddress === '127.0.0.1' && e.userAgent === BROWSER)).toBe(true);
    expect(await verifyNdaChain(t.db, body.id)).toEqual({ intact: true });

    const again = await sign(t, buyer.headers, signBody(listingId, doc, { signerName: 'Otra Persona' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(body.id);
    expect(again.json().firmadoPor).toBe('Carla Compradora Pérez');
    expect(await t.db.select().from(ndaEvents).where(eq(ndaEvents.ndaId, body.id))).toHaveLength(3);

    // Counted once in the seller's statistics, and the seller is told.
    const [stats] = await t.db
      .select()
      .from(businessDailyStats)
      .where(eq(businessDailyStats.businessId, listingId));
    expect(stats?.ndaRequests).toBe(1);
    const mail = t.mails.find((m) => m.to === seller.user.email && /firmó el acuerdo/.test(m.subject));
    expect(mail?.text).toContain('Panadería artesanal en Quito');
  });

  it('creates exactly one NDA under 20 concurrent identical requests', async () => {
    const racer = await loginAs(t, 'buyer');
    const target = await listing(t, { sellerId: seller.user.id });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sign(t, racer.headers, signBody(target.id, doc))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(19);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(ndas)
      .where(and(eq(ndas.userId, racer.user.id), eq(ndas.businessId, target.id)));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(ndaEvents).where(eq(ndaEvents.ndaId, rows[0]!.id))).toHaveLength(3);
    const [stats] = await t.db
      .select()
      .from(businessDailyStats)
      .where(eq(businessDailyStats.businessId, target.id));
    expect(stats?.ndaRequests).toBe(1);
  });

  it('does not mail a seller who chose no notifications', async () => {
    const quiet = await loginAs(t, 'seller');
    await t.db.update(users).set({ notificationPreferences: 'none' }).where(eq(users.id, quiet.user.id));
    const target = await listing(t, { sellerId: quiet.user.id });
    const res = await sign(t, stranger.headers, signBody(target.id, doc));
    expect(res.statusCode).toBe(201);
    expect(t.mails.some((m) => m.to === quiet.user.email)).toBe(false);
  });

  it('puts enhanced-signature listings on hold: pending, pendiente, a 7-day deadline, no access', async () => {
    const enhanced = await listing(t, { sellerId: seller.user.id, requiresEnhancedSignature: true });
    const res = await sign(t, buyer.headers, signBody(enhanced.id, doc));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('pending');
    expect(body.enhancedSignatureStatus).toBe('pendiente');
    expect(body.signedAt).toBeNull();
    const days = (Date.parse(body.uploadDeadline) - Date.parse(body.clickwrapAcceptedAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${enhanced.id}`,
      headers: buyer.headers,
    });
    expect(detail.json().access.canViewConfidential).toBe(false);
    expect(detail.body).not.toContain(CONFIDENTIAL);
  });
});

describe('reading NDAs', () => {
  it('lists the caller’s own NDAs and finds one by listing (404 when there is none)', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/ndas', headers: buyer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.every((n: { userId: number }) => n.userId === buyer.user.id)).toBe(true);
    expect(mine.json().items.length).toBeGreaterThanOrEqual(2);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/ndas/business/${listingId}`,
      headers: buyer.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().businessId).toBe(listingId);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/ndas/business/${listingId}`,
      headers: admin.headers,
    });
    expect(none.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/ndas' })).statusCode).toBe(401);
  });

  it('shows the evidence to the buyer, the listing’s seller and admins; 404 to anyone else', async () => {
    const [row] = await t.db
      .select()
      .from(ndas)
      .where(and(eq(ndas.userId, buyer.user.id), eq(ndas.businessId, listingId)));
    const otherSeller = await loginAs(t, 'seller');
    for (const who of [buyer, seller, admin]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/ndas/${row!.id}`, headers: who.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.chainIntact).toBe(true);
      expect(body.buyer).toEqual({
        id: buyer.user.id,
        fullName: 'Usuaria de Prueba',
        identityVerified: false,
      });
      expect(body.events.map((e: { eventType: string }) => e.eventType)).toEqual([
        'created',
        'viewed',
        'accepted',
      ]);
      expect(body.events[0].actorName).toBe('Usuaria de Prueba');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const who of [stranger, otherSeller]) {
      for (const url of [
        `/api/ndas/${row!.id}`,
        `/api/ndas/${row!.id}/certificate.pdf`,
        `/api/ndas/${row!.id}/document.pdf`,
        `/api/ndas/${row!.id}/files/signedDocument`,
        `/api/ndas/${row!.id}/files/signedPdf`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('Carla');
      }
      const revoke = await t.app.inject({
        method: 'POST',
        url: `/api/ndas/${row!.id}/revoke`,
        headers: who.headers,
        payload: { notes: 'Intento de un extraño' },
      });
      expect(revoke.statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ndas/abc', headers: buyer.headers })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ndas/999999', headers: admin.headers })).statusCode,
    ).toBe(404);
  });
});

describe('confidential access follows the NDA', () => {
  it('is hidden before signing, shown after, and hidden again at once after revocation', async () => {
    const reader = await loginAs(t, 'buyer');
    const target = await listing(t, { sellerId: seller.user.id, packageTier: 'premium' });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${target.id}/documents`,
      headers: {
        ...seller.headers,
        'content-type': 'multipart/form-data; boundary=xx',
      },
      payload: Buffer.concat([
        Buffer.from(
          '--xx\r\nContent-Disposition: form-data; name="file"; filename="balance.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
        ),
        tinyPdf('Balance 2024'),
        Buffer.from('\r\n--xx--\r\n'),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const docId = upload.json().documents[0].id;
    const detail = () =>
      t.app.inject({ method: 'GET', url: `/api/businesses/${target.id}`, headers: reader.headers });
    const download = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/businesses/${target.id}/documents/${docId}`,
        headers: { ...reader.headers, 'user-agent': BROWSER },
      });

    const before = await detail();
    expect(before.json().access).toMatchObject({ ndaStatus: null, canViewConfidential: false });
    expect(before.body).not.toContain(CONFIDENTIAL);
    // Who the seller is stays private until the buyer may write to them.
    expect(before.json()).not.toHaveProperty('sellerId');
    expect((await download()).statusCode).toBe(404);

    const signed = await sign(t, reader.headers, signBody(target.id, doc));
    expect(signed.statusCode).toBe(201);
    const ndaId = signed.json().id;
    const after = await detail();
    expect(after.json().access).toMatchObject({ ndaStatus: 'signed', canViewConfidential: true });
    expect(after.json().confidentialInfo).toBe(CONFIDENTIAL);
    expect(after.json().sellerId).toBe(seller.user.id);
    const file = await download();
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Balance 2024');

    // The download is evidence on the NDA.
    const [row] = await t.db.select().from(ndas).where(eq(ndas.id, ndaId));
    expect(row!.documentDownloadedAt).not.toBeNull();
    const [last] = await t.db
      .select()
      .from(ndaEvents)
      .where(eq(ndaEvents.ndaId, ndaId))
      .orderBy(ndaEvents.id)
      .limit(1)
      .offset(3);
    expect(last).toMatchObject({
      eventType: 'downloaded',
      metadata: { documentName: 'balance.pdf' },
      userAgent: BROWSER,
    });

    // The buyer cannot revoke; the seller can, with a note.
    const byBuyer = await t.app.inject({
      method: 'POST',
      url: `/api/ndas/${ndaId}/revoke`,
      headers: reader.headers,
      payload: { notes: 'Me arrepentí' },
    });
    expect(byBuyer.statusCode).toBe(403);
    const noNote = await t.app.inject({
      method: 'POST',
      url: `/api/ndas/${ndaId}/revoke`,
      headers: seller.headers,
      payload: { notes: '' },
    });
    expect(noNote.statusCode).toBe(400);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/ndas/${ndaId}/revoke`,
      headers: seller.headers,
      payload: { notes: 'Compartió datos con un competidor' },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json()).toMatchObject({
      status: 'rejected',
      adminNotes: 'Compartió datos con un competidor',
      canReupload: false,
      canSignAgain: false,
    });

    const gone = await detail();
    expect(gone.json().access).toMatchObject({ ndaStatus: 'rejected', canViewConfidential: false });
    expect(gone.body).not.toContain(CONFIDENTIAL);
    expect(gone.json()).not.toHaveProperty('sellerId');
    expect((await download()).statusCode).toBe(404);
    expect(t.mails.some((m) => m.to === reader.user.email && /revocó/.test(m.subject))).toBe(true);

    // Revoked for good: signing again returns the rejected NDA and grants nothing.
    const retry = await sign(t, reader.headers, signBody(target.id, doc));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().status).toBe('rejected');
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/ndas/${ndaId}/revoke`,
      headers: admin.headers,
      payload: { notes: 'Otra vez por si acaso' },
    });
    expect(twice.statusCode).toBe(409);
    const events = await t.db
      .select()
      .from(ndaEvents)
      .where(eq(ndaEvents.ndaId, ndaId))
      .orderBy(ndaEvents.id);
    expect(events.at(-1)).toMatchObject({ eventType: 'revoked', actorUserId: seller.user.id });
    expect(await verifyNdaChain(t.db, ndaId)).toEqual({ intact: true });
    // The listing itself is untouched.
    const [b] = await t.db.select().from(businesses).where(eq(businesses.id, target.id));
    expect(b!.status).toBe('approved');
  });
});
