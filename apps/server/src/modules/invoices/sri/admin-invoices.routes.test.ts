import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminInvoicesResponse, OwnInvoicesResponse } from '@traspasa/shared/electronic-documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SriFake, startSriFake } from '../../../../test/fakes/sri/sri-fake.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../../test/helpers.ts';
import { dashboardLogs } from '../../../db/schema/admin.ts';
import { readPdf } from '../../ndas/pdf/pdf.test-kit.ts';
import { accessKeyFor, documentState, insertSignedDocument, signedXmlFor } from './sri.test-kit.ts';
import { createSriClient } from './sri-client.service.ts';
import { sriEndpoints } from './sri-soap.rules.ts';
import { runSriSubmission } from './sri-submission.job.ts';

let t: TestApp;
let fake: SriFake;

// Sending is configured (the certificate is only read when a document is signed, which these
// tests do not do: their documents are written already signed).
beforeAll(async () => {
  const p12 = path.join(os.tmpdir(), `sri-routes-${process.pid}.p12`);
  writeFileSync(p12, 'unused');
  t = await buildTestApp({
    SRI_ENVIRONMENT: 'pruebas',
    SRI_RUC: '1791712345001',
    SRI_RAZON_SOCIAL: 'TRASPASA MERCADO DE NEGOCIOS S.A.S.',
    SRI_DIR_MATRIZ: 'Av. República de El Salvador N34-183, Quito',
    SRI_P12_PATH: p12,
  });
  fake = await startSriFake();
});
afterAll(() => fake.close());

const submit = () =>
  runSriSubmission({
    db: t.db,
    log: t.app.log,
    client: createSriClient({ endpoints: sriEndpoints('pruebas', fake.url), timeoutMs: 2_000 }),
  });

describe('admin invoices list', () => {
  it('shows each document with its state and the SRI messages; only to admins', async () => {
    const admin = await loginAs(t, 'admin');
    const buyer = await loginAs(t, 'buyer');
    const returned = await insertSignedDocument(t.db, buyer.user.id);
    fake.receptions = [
      {
        estado: 'DEVUELTA',
        mensajes: [
          {
            identificador: '35',
            mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
            informacionAdicional: 'detalle',
            tipo: 'ERROR',
          },
        ],
      },
    ];
    await submit();
    const authorized = await insertSignedDocument(t.db, buyer.user.id);
    await submit();

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/invoices', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminInvoicesResponse>();
    expect(body.sriEnvironment).toBe('pruebas');
    const byId = new Map(body.items.map((i) => [i.id, i]));
    expect(byId.get(returned.id)).toMatchObject({
      state: 'devuelta',
      number: `001-001-${String(returned.sequential).padStart(9, '0')}`,
      totalCents: 5000,
      buyer: { email: buyer.user.email, idNumber: '1710034065' },
      sriMessages: [
        {
          identificador: '35',
          mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
          informacionAdicional: 'detalle',
          tipo: 'ERROR',
        },
      ],
      canRetry: true,
    });
    expect(byId.get(authorized.id)).toMatchObject({ state: 'autorizada', canRetry: false });
    expect(byId.get(authorized.id)!.authorizationNumber).toBe(authorized.accessKey);

    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invoices?state=devuelta',
      headers: admin.headers,
    });
    expect(filtered.json<AdminInvoicesResponse>().items.map((i) => i.id)).toEqual([returned.id]);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invoices?state=perdida',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);

    const asBuyer = await t.app.inject({ method: 'GET', url: '/api/admin/invoices', headers: buyer.headers });
    expect(asBuyer.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/invoices' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('«Reintentar» puts a returned document back in the queue, audited; an authorised one cannot be retried', async () => {
    const admin = await loginAs(t, 'admin');
    const buyer = await loginAs(t, 'buyer');
    const doc = await insertSignedDocument(t.db, buyer.user.id, {
      state: 'devuelta',
      attempts: 1,
      sriMessages: [{ identificador: '70', mensaje: 'CLAVE DE ACCESO EN PROCESAMIENTO', tipo: 'ERROR' }],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${doc.id}/retry`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invoice: { id: doc.id, state: 'firmada', attempts: 0 } });
    const [audit] = await t.db
      .select()
      .from(dashboardLogs)
      .where(and(eq(dashboardLogs.action, 'invoice.retry'), eq(dashboardLogs.targetId, doc.id)));
    expect(audit).toMatchObject({ userId: admin.user.id, targetType: 'electronic_document' });
    expect(audit!.description).toContain('Devuelta por el SRI');

    // The job sends it again, and this time the SRI authorises it.
    await submit();
    expect((await documentState(t.db, doc.id)).state).toBe('autorizada');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${doc.id}/retry`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: expect.stringContaining('ya está autorizado') } });

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invoices/999999/retry',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const asBuyer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${doc.id}/retry`,
      headers: buyer.headers,
    });
    expect(asBuyer.statusCode).toBe(403);
  });
});

describe('«Reintentar» on documents made offline', () => {
  const configuredRuc = '1791712345001';
  const withRuc = (key: string, ruc: string) => `${key.slice(0, 10)}${ruc}${key.slice(23)}`;
  const retry = async (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/admin/invoices/${id}/retry`, headers });

  it('refuses, with a 409, a «sin enviar» document of the demo issuer or signed with the demo certificate; sends one of the real issuer', async () => {
    const admin = await loginAs(t, 'admin');
    const buyer = await loginAs(t, 'buyer');
    // Made by `npm start` before SRI_ENVIRONMENT was set: the demo RUC in its access key.
    const demoRuc = await insertSignedDocument(t.db, buyer.user.id, { state: 'sin_enviar' });
    // The real RUC, but signed offline with the self-made demo certificate.
    const probe = await insertSignedDocument(t.db, buyer.user.id, { state: 'sin_enviar' });
    const demoKey = withRuc(probe.accessKey, configuredRuc);
    const demoSigned = await insertSignedDocument(t.db, buyer.user.id, {
      state: 'sin_enviar',
      accessKey: withRuc(accessKeyFor(9001), configuredRuc),
      signedXml: signedXmlFor(demoKey, 9001).replace(
        '</ds:Signature>',
        '<ds:X509IssuerName>CN=TRASPASA DEMO - SIN VALIDEZ TRIBUTARIA,O=Traspasa,C=EC</ds:X509IssuerName></ds:Signature>',
      ),
    });
    // Issued for the pruebas ambiente would go to producción: not this app (pruebas), so 2 is wrong.
    const otherAmbiente = await insertSignedDocument(t.db, buyer.user.id, {
      state: 'sin_enviar',
      environment: '2',
      accessKey: withRuc(accessKeyFor(9002), configuredRuc),
    });
    for (const doc of [demoRuc, demoSigned, otherAmbiente]) {
      const res = await retry(doc.id, admin.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: { message: expect.stringContaining('sin conexión con el emisor de demostración') },
      });
      expect((await documentState(t.db, doc.id)).state).toBe('sin_enviar');
    }
    const audits = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'invoice.retry'));
    expect(audits.map((a) => a.targetId)).not.toContain(demoRuc.id);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invoices?state=sin_enviar',
      headers: admin.headers,
    });
    const byId = new Map(list.json<AdminInvoicesResponse>().items.map((i) => [i.id, i]));
    expect(byId.get(demoRuc.id)?.canRetry).toBe(false);
    expect(byId.get(demoSigned.id)?.canRetry).toBe(false);

    // Signed offline with the issuer's own certificate and RUC: it may be sent.
    const real = await insertSignedDocument(t.db, buyer.user.id, {
      state: 'sin_enviar',
      accessKey: withRuc(accessKeyFor(9003), configuredRuc),
    });
    expect(byId.has(real.id)).toBe(false);
    const ok = await retry(real.id, admin.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ invoice: { id: real.id, state: 'firmada', canRetry: true } });
  });
});

describe('downloads', () => {
  it('the owner and an admin get the RIDE and the XML; anyone else the same 404 as a missing document', async () => {
    const admin = await loginAs(t, 'admin');
    const owner = await loginAs(t, 'seller');
    const other = await loginAs(t, 'buyer');
    const doc = await insertSignedDocument(t.db, owner.user.id);
    await submit();

    const mine = await t.app.inject({ method: 'GET', url: '/api/invoices/mine', headers: owner.headers });
    expect(mine.json<OwnInvoicesResponse>().items).toEqual([
      expect.objectContaining({
        id: doc.id,
        transactionId: doc.transactionId,
        state: 'autorizada',
        docType: '01',
      }),
    ]);
    const notMine = await t.app.inject({ method: 'GET', url: '/api/invoices/mine', headers: other.headers });
    expect(notMine.json<OwnInvoicesResponse>().items).toEqual([]);

    const ride = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${doc.id}/ride`,
      headers: owner.headers,
    });
    expect(ride.statusCode).toBe(200);
    expect(ride.headers['content-type']).toBe('application/pdf');
    expect(ride.headers['content-disposition']).toContain(
      `factura-001-001-${String(doc.sequential).padStart(9, '0')}.pdf`,
    );
    const { all } = await readPdf(ride.rawPayload);
    expect(all).toContain(doc.accessKey);
    expect(all).toContain('$50,00');
    expect(all).toContain('$6,52');
    expect(all).toContain('TRASPASA DEMO S.A.S.');
    expect(all).not.toContain('Pendiente de autorización');

    const xml = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${doc.id}/xml`,
      headers: owner.headers,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toBe(doc.signedXml);

    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${doc.id}/ride`,
      headers: admin.headers,
    });
    expect(asAdmin.statusCode).toBe(200);

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${doc.id}/ride`,
      headers: other.headers,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/invoices/999999/ride',
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    const foreignXml = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${doc.id}/xml`,
      headers: other.headers,
    });
    expect(foreignXml.statusCode).toBe(404);
    expect(foreignXml.body).toBe(missing.body);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/invoices/${doc.id}/ride` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('without SRI_ENVIRONMENT', () => {
  it('documents stay «sin enviar», cannot be retried, and their RIDE says so', async () => {
    const offline = await buildTestApp();
    const admin = await loginAs(offline, 'admin');
    const owner = await loginAs(offline, 'buyer');
    const doc = await insertSignedDocument(offline.db, owner.user.id, { state: 'sin_enviar' });
    const list = await offline.app.inject({
      method: 'GET',
      url: '/api/admin/invoices',
      headers: admin.headers,
    });
    const body = list.json<AdminInvoicesResponse>();
    expect(body.sriEnvironment).toBeNull();
    expect(body.items).toEqual([
      expect.objectContaining({ id: doc.id, state: 'sin_enviar', canRetry: false }),
    ]);
    const retry = await offline.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${doc.id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({
      error: { message: expect.stringContaining('no está configurado') },
    });
    const ride = await offline.app.inject({
      method: 'GET',
      url: `/api/invoices/${doc.id}/ride`,
      headers: owner.headers,
    });
    const { all } = await readPdf(ride.rawPayload);
    expect(all).toContain('Sin enviar al SRI');
  });
});
