import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SriFake, startSriFake } from '../../../../test/fakes/sri/sri-fake.ts';
import { buildTestApp, createUser, type TestApp } from '../../../../test/helpers.ts';
import { electronicDocuments } from '../../../db/schema/invoices.ts';
import { documentState, insertSignedDocument } from './sri.test-kit.ts';
import { createSriClient } from './sri-client.service.ts';
import { sriEndpoints } from './sri-soap.rules.ts';
import { runSriSubmission } from './sri-submission.job.ts';

let t: TestApp;
let fake: SriFake;
let buyerId: number;

const run = (now = new Date(), timeoutMs = 2_000) =>
  runSriSubmission({
    db: t.db,
    log: t.app.log,
    client: createSriClient({ endpoints: sriEndpoints('pruebas', fake.url), timeoutMs }),
    now: () => now,
  });

beforeAll(async () => {
  t = await buildTestApp();
  fake = await startSriFake();
  buyerId = (await createUser(t.db)).id;
});
afterAll(() => fake.close());

beforeEach(async () => {
  // Each test looks at its own documents only: earlier ones are finished.
  await t.db.update(electronicDocuments).set({ state: 'autorizada', nextAttemptAt: null });
  fake.requests.length = 0;
  fake.receptions = [];
  fake.authorizations = [];
});

describe('SRI submission against the local fake', () => {
  it('RECIBIDA then AUTORIZADO: autorizada with the number and date the SRI gave, envelopes as the WSDL asks', async () => {
    const doc = await insertSignedDocument(t.db, buyerId);
    fake.authorizations = [
      {
        estado: 'AUTORIZADO',
        numeroAutorizacion: doc.accessKey,
        fechaAutorizacion: '2026-12-02T10:15:30-05:00',
      },
    ];
    const result = await run();
    expect(result).toMatchObject({ authorized: 1, failed: 0 });
    const row = await documentState(t.db, doc.id);
    expect(row.state).toBe('autorizada');
    expect(row.authorizationNumber).toBe(doc.accessKey);
    expect(row.authorizedAt?.toISOString()).toBe('2026-12-02T15:15:30.000Z');
    expect(row.attempts).toBe(1);
    expect(row.nextAttemptAt).toBeNull();
    expect(fake.refused).toEqual([]);
    expect(fake.requests.map((r) => [r.operation, r.accessKey])).toEqual([
      ['validarComprobante', doc.accessKey],
      ['autorizacionComprobante', doc.accessKey],
    ]);
    // What the SRI received is the signed XML, byte for byte.
    expect(fake.requests[0]!.xml).toBe(doc.signedXml);

    // Authorised documents are never sent again.
    fake.requests.length = 0;
    expect(await run()).toMatchObject({ authorized: 0, pending: 0 });
    expect(fake.requests).toEqual([]);
  });

  it('DEVUELTA: devuelta with the SRI messages, and no automatic retry', async () => {
    const doc = await insertSignedDocument(t.db, buyerId);
    fake.receptions = [
      {
        estado: 'DEVUELTA',
        mensajes: [
          {
            identificador: '35',
            mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
            informacionAdicional: 'Se encontró el elemento totalSinImpuestos fuera de lugar',
            tipo: 'ERROR',
          },
        ],
      },
    ];
    expect(await run()).toMatchObject({ returned: 1 });
    const row = await documentState(t.db, doc.id);
    expect(row.state).toBe('devuelta');
    expect(row.sriMessages).toEqual([
      {
        identificador: '35',
        mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
        informacionAdicional: 'Se encontró el elemento totalSinImpuestos fuera de lugar',
        tipo: 'ERROR',
      },
    ]);
    expect(row.nextAttemptAt).toBeNull();
    // No authorisation is asked for a returned document, and the next run leaves it alone.
    expect(fake.requests.map((r) => r.operation)).toEqual(['validarComprobante']);
    expect(await run(new Date(Date.now() + 86_400_000))).toMatchObject({
      returned: 0,
      pending: 0,
      failed: 0,
    });
  });

  it('NO AUTORIZADO: no_autorizada with the messages', async () => {
    const doc = await insertSignedDocument(t.db, buyerId);
    fake.authorizations = [
      {
        estado: 'NO AUTORIZADO',
        mensajes: [
          {
            identificador: '39',
            mensaje: 'FIRMA INVALIDA',
            informacionAdicional: 'La firma es inválida',
            tipo: 'ERROR',
          },
        ],
      },
    ];
    expect(await run()).toMatchObject({ refused: 1 });
    const row = await documentState(t.db, doc.id);
    expect(row.state).toBe('no_autorizada');
    expect(row.sriMessages).toEqual([
      {
        identificador: '39',
        mensaje: 'FIRMA INVALIDA',
        informacionAdicional: 'La firma es inválida',
        tipo: 'ERROR',
      },
    ]);
    expect(row.authorizationNumber).toBeNull();
  });

  it('a network failure keeps the document and retries it later with backoff', async () => {
    const doc = await insertSignedDocument(t.db, buyerId);
    const now = new Date();
    fake.dropNext(1);
    expect(await run(now)).toMatchObject({ failed: 1 });
    let row = await documentState(t.db, doc.id);
    expect(row.state).toBe('firmada');
    expect(row.attempts).toBe(1);
    expect(row.nextAttemptAt!.getTime()).toBe(now.getTime() + 60_000);

    // Not due yet: nothing is sent.
    expect(await run(new Date(now.getTime() + 30_000))).toMatchObject({ failed: 0, authorized: 0 });
    expect(fake.requests).toEqual([]);

    // A second failure doubles the wait.
    fake.dropNext(1);
    const second = new Date(now.getTime() + 61_000);
    expect(await run(second)).toMatchObject({ failed: 1 });
    row = await documentState(t.db, doc.id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt!.getTime()).toBe(second.getTime() + 120_000);

    // Then the SRI answers.
    expect(await run(new Date(second.getTime() + 121_000))).toMatchObject({ authorized: 1 });
    expect((await documentState(t.db, doc.id)).state).toBe('autorizada');
  });

  it('a timeout counts as a network failure', async () => {
    const doc = await insertSignedDocument(t.db, buyerId);
    // A client pointed at a port that accepts nothing answers with a connection error at once;
    // a dropped socket (above) covers the SRI hanging up mid-request.
    const failing = await runSriSubmission({
      db: t.db,
      log: t.app.log,
      client: createSriClient({ endpoints: sriEndpoints('pruebas', 'http://127.0.0.1:9'), timeoutMs: 500 }),
    });
    expect(failing).toMatchObject({ failed: 1 });
    expect((await documentState(t.db, doc.id)).state).toBe('firmada');
  });

  it('EN PROCESO: recibida, asked again later without sending the document twice', async () => {
    const doc = await insertSignedDocument(t.db, buyerId);
    const now = new Date();
    fake.authorizations = [{ estado: 'EN PROCESO' }];
    expect(await run(now)).toMatchObject({ pending: 1 });
    const row = await documentState(t.db, doc.id);
    expect(row.state).toBe('recibida');
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(now.getTime());

    expect(await run(new Date(now.getTime() + 61_000))).toMatchObject({ authorized: 1 });
    expect(fake.requests.map((r) => r.operation)).toEqual([
      'validarComprobante',
      'autorizacionComprobante',
      'autorizacionComprobante',
    ]);
  });

  it('a document the SRI already holds (43 «clave de acceso registrada») goes on to its authorisation', async () => {
    const doc = await insertSignedDocument(t.db, buyerId);
    // An earlier run sent it and crashed before saving the answer.
    await createSriClient({ endpoints: sriEndpoints('pruebas', fake.url) }).send(doc.signedXml!);
    fake.requests.length = 0;
    expect(await run()).toMatchObject({ authorized: 1 });
    const row = await documentState(t.db, doc.id);
    expect(row.state).toBe('autorizada');
    expect(fake.requests.map((r) => r.operation)).toEqual(['validarComprobante', 'autorizacionComprobante']);
  });

  it('45 «secuencial registrado» under a key the SRI does not know ends as devuelta with the message', async () => {
    const doc = await insertSignedDocument(t.db, buyerId);
    fake.receptions = [
      {
        estado: 'DEVUELTA',
        mensajes: [{ identificador: '45', mensaje: 'SECUENCIAL REGISTRADO', tipo: 'ERROR' }],
      },
    ];
    fake.authorizations = [{ estado: 'NINGUNA' }];
    expect(await run()).toMatchObject({ returned: 1 });
    const row = await documentState(t.db, doc.id);
    expect(row.state).toBe('devuelta');
    expect(row.sriMessages.map((m) => m.identificador)).toEqual(['45']);
  });

  it('two runs at once send each document once', async () => {
    const docs = await Promise.all([1, 2, 3].map(() => insertSignedDocument(t.db, buyerId)));
    const [a, b] = await Promise.all([run(), run()]);
    expect(a!.authorized + b!.authorized).toBe(3);
    const sent = fake.requests.filter((r) => r.operation === 'validarComprobante').map((r) => r.accessKey);
    expect(sent.sort()).toEqual(docs.map((d) => d.accessKey).sort());
    const states = await t.db
      .select({ state: electronicDocuments.state })
      .from(electronicDocuments)
      .where(eq(electronicDocuments.userId, buyerId));
    expect(states.every((s) => s.state === 'autorizada')).toBe(true);
  });

  it('a document left unsigned or offline («sin enviar») is not sent', async () => {
    await insertSignedDocument(t.db, buyerId, { state: 'sin_enviar' });
    await insertSignedDocument(t.db, buyerId, { state: 'generada', signedXml: null });
    expect(await run()).toMatchObject({ authorized: 0, pending: 0, failed: 0 });
    expect(fake.requests).toEqual([]);
  });
});
