import fs from 'node:fs';
import path from 'node:path';
import { NDA_ID_DOCUMENT_MAX_BYTES } from '@traspasa/shared/ndas';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs, fileAccessLogs } from '../../db/schema/admin.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndaEvents, ndaSignatureCodes, ndas } from '../../db/schema/ndas.ts';
import {
  activeDocument,
  CONFIDENTIAL,
  codeFromMail,
  dataUrl,
  jpegPhoto,
  listing,
  multipartFiles,
  sign,
  signaturePng,
  signBody,
  tinyPdf,
} from './nda.test-kit.ts';
import { runNdaDeadlines } from './nda-deadlines.job.ts';
import { verifyNdaChain } from './nda-events.service.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let admin: Login;
let doc: Awaited<ReturnType<typeof activeDocument>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [seller, admin] = await Promise.all([loginAs(t, 'seller'), loginAs(t, 'admin')]);
  doc = await activeDocument(t);
});

/** A new buyer with a fresh enhanced NDA (pending, pendiente) on a new listing. */
async function pendingNda() {
  const buyer = await loginAs(t, 'buyer');
  const target = await listing(t, { sellerId: seller.user.id, requiresEnhancedSignature: true });
  const res = await sign(t, buyer.headers, signBody(target.id, doc));
  expect(res.statusCode).toBe(201);
  return { buyer, businessId: target.id, ndaId: res.json().id as number };
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const eventTypes = async (ndaId: number) =>
  (await t.db.select().from(ndaEvents).where(eq(ndaEvents.ndaId, ndaId)).orderBy(ndaEvents.id)).map(
    (e) => e.eventType,
  );

describe('electronic signature (firmada_electronica)', () => {
  it('mails a code, refuses wrong ones, kills it after 5 wrong tries, and signs with a fresh one', async () => {
    const { buyer, businessId, ndaId } = await pendingNda();
    const start = await post(`/api/ndas/${ndaId}/electronic/start`, buyer.headers);
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().sentTo).toMatch(/^u••••@example\.com$/);
    const firstCode = codeFromMail(t, buyer.user.email);
    const [stored] = await t.db.select().from(ndaSignatureCodes).where(eq(ndaSignatureCodes.ndaId, ndaId));
    expect(stored!.codeHash).not.toContain(firstCode);
    expect(Date.parse(start.json().expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);

    const png = await signaturePng();
    const wrong = firstCode === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post(`/api/ndas/${ndaId}/electronic/complete`, buyer.headers, {
        code: wrong,
        signatureImage: dataUrl(png),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/no es correcto/);
    }
    const fifth = await post(`/api/ndas/${ndaId}/electronic/complete`, buyer.headers, {
      code: wrong,
      signatureImage: dataUrl(png),
    });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().error.message).toMatch(/Pide un código nuevo/);
    // Dead: even the right code no longer works.
    const dead = await post(`/api/ndas/${ndaId}/electronic/complete`, buyer.headers, {
      code: firstCode,
      signatureImage: dataUrl(png),
    });
    expect(dead.statusCode).toBe(409);
    expect((await t.db.select().from(ndas).where(eq(ndas.id, ndaId)))[0]!.status).toBe('pending');

    expect((await post(`/api/ndas/${ndaId}/electronic/start`, buyer.headers)).statusCode).toBe(200);
    const code = codeFromMail(t, buyer.user.email);
    const done = await post(`/api/ndas/${ndaId}/electronic/complete`, buyer.headers, {
      code,
      signatureImage: dataUrl(png),
    });
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json();
    expect(body).toMatchObject({
      status: 'signed',
      enhancedSignatureStatus: 'firmada_electronica',
      enhancedSignatureMethod: 'firmada_electronica',
      enhancedSignatureProvider: 'interno',
    });
    expect(body.enhancedSignatureDocumentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.signedAt).not.toBeNull();
    expect(body.enhancedSignatureCompletedAt).not.toBeNull();
    expect(await eventTypes(ndaId)).toEqual([
      'created',
      'viewed',
      'accepted',
      'otp_sent',
      'otp_sent',
      'otp_verified',
      'signed_electronically',
    ]);
    expect(await verifyNdaChain(t.db, ndaId)).toEqual({ intact: true });

    // The code is single-use.
    const reuse = await post(`/api/ndas/${ndaId}/electronic/complete`, buyer.headers, {
      code,
      signatureImage: dataUrl(png),
    });
    expect(reuse.statusCode).toBe(409);

    // Access is open now, the seller is told, and the stamped PDF is served privately.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${businessId}`,
      headers: buyer.headers,
    });
    expect(detail.json().confidentialInfo).toBe(CONFIDENTIAL);
    expect(t.mails.some((m) => m.to === seller.user.email && /firma electrónica/.test(m.subject))).toBe(true);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/ndas/${ndaId}/files/signedPdf`,
      headers: seller.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.headers['cache-control']).toBe('no-store');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Carla Compradora Pérez');
    const logs = await t.db.select().from(fileAccessLogs).where(eq(fileAccessLogs.subjectId, ndaId));
    expect(logs).toMatchObject([{ userId: seller.user.id, subjectType: 'nda' }]);
  });

  it('answers 503 in Spanish when the code cannot be mailed, and a retry works', async () => {
    const { buyer, ndaId } = await pendingNda();
    const send = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const failed = await post(`/api/ndas/${ndaId}/electronic/start`, buyer.headers);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['retry-after']).toBeDefined();
      expect(failed.json().error.message).toMatch(/No pudimos enviarte el código/);
    } finally {
      t.app.mailer.send = send;
    }
    // Nothing says a code was sent when none was: no event, no code waiting to be guessed.
    expect(await eventTypes(ndaId)).not.toContain('otp_sent');
    expect(await t.db.select().from(ndaSignatureCodes).where(eq(ndaSignatureCodes.ndaId, ndaId))).toEqual([]);
    const retried = await post(`/api/ndas/${ndaId}/electronic/start`, buyer.headers);
    expect(retried.statusCode).toBe(200);
    expect(codeFromMail(t, buyer.user.email)).toMatch(/^\d{6}$/);
  });

  it('is only for the buyer, only while awaiting a signature, and refuses broken signature images', async () => {
    const { buyer, ndaId } = await pendingNda();
    expect((await post(`/api/ndas/${ndaId}/electronic/start`, seller.headers)).statusCode).toBe(403);
    const stranger = await loginAs(t, 'buyer');
    expect((await post(`/api/ndas/${ndaId}/electronic/start`, stranger.headers)).statusCode).toBe(404);
    expect((await post(`/api/ndas/${ndaId}/electronic/start`, {})).statusCode).toBe(401);

    const notPng = `data:image/png;base64,${Buffer.from('GIF89a no soy un png').toString('base64')}`;
    const huge = await sharp({ create: { width: 5000, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const tiny = await signaturePng(10, 10);
    const bad = [
      { code: '12345', signatureImage: dataUrl(await signaturePng()) },
      { code: '123456', signatureImage: 'data:image/jpeg;base64,/9j/' },
      { code: '123456', signatureImage: notPng },
      { code: '123456', signatureImage: 'data:image/png;base64,@@@' },
      { code: '123456', signatureImage: dataUrl(huge) },
      { code: '123456', signatureImage: dataUrl(tiny) },
    ];
    for (const payload of bad) {
      const res = await post(`/api/ndas/${ndaId}/electronic/complete`, buyer.headers, payload);
      expect(res.statusCode, payload.signatureImage.slice(0, 40)).toBe(400);
      expect(res.json().error.message).toMatch(/firma|código|Revisa/);
    }
    // None of those cost a try or created a code.
    expect(
      await t.db.select().from(ndaSignatureCodes).where(eq(ndaSignatureCodes.ndaId, ndaId)),
    ).toHaveLength(0);

    // After the deadline: 409.
    await t.db
      .update(ndas)
      .set({ uploadDeadline: new Date(Date.now() - 1000) })
      .where(eq(ndas.id, ndaId));
    const late = await post(`/api/ndas/${ndaId}/electronic/start`, buyer.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/plazo/);
  });

  it('rate-limits codes: 5 per hour per NDA, then 429 with Retry-After', async () => {
    const { buyer, ndaId } = await pendingNda();
    for (let i = 0; i < 5; i++) {
      expect((await post(`/api/ndas/${ndaId}/electronic/start`, buyer.headers)).statusCode).toBe(200);
    }
    const sixth = await post(`/api/ndas/${ndaId}/electronic/start`, buyer.headers);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json().error.message).toMatch(/muchos códigos/);
    // Only the newest code is open.
    const open = await t.db
      .select()
      .from(ndaSignatureCodes)
      .where(and(eq(ndaSignatureCodes.ndaId, ndaId)));
    expect(open.filter((c) => c.consumedAt === null)).toHaveLength(1);
  });
});

describe('physical signature (subida_fisica)', () => {
  const files = async (over: Partial<Record<string, Buffer>> = {}) => {
    const photo = await jpegPhoto();
    return multipartFiles([
      { field: 'signedDocument', filename: 'acuerdo.pdf', data: over.signedDocument ?? tinyPdf() },
      { field: 'idDocumentFront', filename: 'cedula-frente.jpg', data: over.idDocumentFront ?? photo },
      { field: 'idDocumentBack', filename: 'cedula-reverso.jpg', data: over.idDocumentBack ?? photo },
    ]);
  };
  const upload = (
    ndaId: number,
    headers: Record<string, string>,
    body: { payload: Buffer; headers: object },
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ndas/${ndaId}/upload`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });

  it('cannot be completed, either way, once the listing is sold', async () => {
    const { buyer, businessId, ndaId } = await pendingNda();
    await t.db.update(businesses).set({ status: 'sold' }).where(eq(businesses.id, businessId));
    const paper = await upload(ndaId, buyer.headers, await files());
    expect(paper.statusCode).toBe(409);
    expect(paper.json().error.message).toMatch(/ya se vendió/);
    const code = await post(`/api/ndas/${ndaId}/electronic/start`, buyer.headers);
    expect(code.statusCode).toBe(409);
    const [row] = await t.db.select().from(ndas).where(eq(ndas.id, ndaId));
    expect(row).toMatchObject({
      status: 'pending',
      enhancedSignatureStatus: 'pendiente',
      signedDocumentUrl: null,
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${businessId}`,
      headers: buyer.headers,
    });
    expect(detail.json().access.canViewConfidential).toBe(false);
  });

  it('serves the NDA as a PDF to print (the buyer’s download is evidence)', async () => {
    const { buyer, ndaId } = await pendingNda();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ndas/${ndaId}/document.pdf`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('ACUERDO DE CONFIDENCIALIDAD DE PRUEBA');
    expect((await eventTypes(ndaId)).at(-1)).toBe('viewed');
  });

  it('refuses hostile, missing and oversized files, and anyone but the buyer', async () => {
    const { buyer, ndaId } = await pendingNda();
    const exe = await upload(
      ndaId,
      buyer.headers,
      await files({ signedDocument: Buffer.from('MZ\x90\x00 ejecutable') }),
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toMatch(/el acuerdo firmado/);
    const svg = await upload(
      ndaId,
      buyer.headers,
      await files({
        idDocumentBack: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      }),
    );
    expect(svg.statusCode).toBe(415);
    const broken = await upload(
      ndaId,
      buyer.headers,
      await files({ idDocumentFront: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]) }),
    );
    expect(broken.statusCode).toBe(400);
    const bigId = Buffer.alloc(NDA_ID_DOCUMENT_MAX_BYTES + 1, 0x20);
    bigId.write('%PDF-1.4');
    const tooBig = await upload(ndaId, buyer.headers, await files({ idDocumentFront: bigId }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toMatch(/10 MB/);

    const two = multipartFiles([
      { field: 'signedDocument', filename: 'a.pdf', data: tinyPdf() },
      { field: 'idDocumentFront', filename: 'b.jpg', data: await jpegPhoto() },
    ]);
    const missing = await upload(ndaId, buyer.headers, two);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/reverso/);
    const extra = multipartFiles([{ field: 'virus', filename: 'x.pdf', data: tinyPdf() }]);
    expect((await upload(ndaId, buyer.headers, extra)).statusCode).toBe(400);
    const json = await post(`/api/ndas/${ndaId}/upload`, buyer.headers, { signedDocument: 'x' });
    expect(json.statusCode).toBe(415);

    expect((await upload(ndaId, seller.headers, await files())).statusCode).toBe(403);
    const stranger = await loginAs(t, 'buyer');
    expect((await upload(ndaId, stranger.headers, await files())).statusCode).toBe(404);

    const [row] = await t.db.select().from(ndas).where(eq(ndas.id, ndaId));
    expect(row).toMatchObject({
      documentsUploadedAt: null,
      signedDocumentUrl: null,
      enhancedSignatureStatus: 'pendiente',
    });
    const dir = path.join(t.dataDir, 'uploads', 'private', 'ndas', String(ndaId));
    expect(fs.existsSync(dir) ? fs.readdirSync(path.join(dir, 'uploads')) : []).toEqual([]);
  });

  it('uploads, rejects with a note, takes a new upload, and approves', async () => {
    const { buyer, businessId, ndaId } = await pendingNda();
    const review = (headers: Record<string, string>, payload: object) =>
      post(`/api/ndas/${ndaId}/review`, headers, payload);
    expect((await review(seller.headers, { decision: 'approve' })).statusCode).toBe(409);

    const first = await upload(ndaId, buyer.headers, await files());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'pending',
      enhancedSignatureStatus: 'subida_fisica',
      hasSignedDocument: true,
      hasIdDocumentFront: true,
      hasIdDocumentBack: true,
    });
    expect(first.body).not.toContain('ndas/');
    const [row] = await t.db.select().from(ndas).where(eq(ndas.id, ndaId));
    expect(row!.signedDocumentUrl).toMatch(
      new RegExp(`^ndas/${ndaId}/uploads/[0-9a-f-]{36}/acuerdo-firmado\\.pdf$`),
    );
    expect(row!.documentsUploadedAt).not.toBeNull();
    // Stored privately, with the photo's metadata stripped.
    const front = fs.readFileSync(path.join(t.dataDir, 'uploads', 'private', row!.idDocumentFrontUrl!));
    expect((await sharp(front).metadata()).exif).toBeUndefined();
    const toReview = t.mails.find(
      (m) => m.to === seller.user.email && /Documentos por revisar/.test(m.subject),
    );
    // The link opens the audit already filtered to uploads awaiting review (the screen reads ?revision=1).
    expect(toReview?.text).toContain('http://localhost:3000/nda-audit?revision=1');
    expect((await upload(ndaId, buyer.headers, await files())).statusCode).toBe(409);

    // The seller reads the ID (logged), the buyer cannot review their own NDA.
    const id = await t.app.inject({
      method: 'GET',
      url: `/api/ndas/${ndaId}/files/idDocumentFront`,
      headers: seller.headers,
    });
    expect(id.statusCode).toBe(200);
    expect(id.headers['content-type']).toBe('image/jpeg');
    expect(id.headers['content-disposition']).toMatch(/^attachment;/);
    const logs = await t.db.select().from(fileAccessLogs).where(eq(fileAccessLogs.subjectId, ndaId));
    expect(logs).toMatchObject([
      { userId: seller.user.id, subjectType: 'nda', fileKey: row!.idDocumentFrontUrl },
    ]);
    expect((await review(buyer.headers, { decision: 'approve' })).statusCode).toBe(403);
    expect((await review(seller.headers, { decision: 'reject' })).statusCode).toBe(400);
    expect((await review(seller.headers, { decision: 'maybe' })).statusCode).toBe(400);

    const rejected = await review(seller.headers, {
      decision: 'reject',
      notes: 'La firma no coincide con la cédula.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      adminNotes: 'La firma no coincide con la cédula.',
      canReupload: true,
    });
    const mail = t.mails.filter((m) => m.to === buyer.user.email).at(-1);
    expect(mail?.subject).toMatch(/rechazado/);
    expect(mail?.text).toContain('La firma no coincide con la cédula.');
    // The new deadline with its hour and the buyer's zone named (no identity document: Ecuador).
    expect(mail?.text).toMatch(/hasta el \d{1,2} de \p{L}+ de \d{4}, \d\d:\d\d \(hora de Ecuador\)\./u);

    const second = await upload(ndaId, buyer.headers, await files());
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().status).toBe('pending');
    const [again] = await t.db.select().from(ndas).where(eq(ndas.id, ndaId));
    expect(again!.signedDocumentUrl).not.toBe(row!.signedDocumentUrl);
    // The rejected attempt's files are gone; their digests stay in the evidence.
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'private', row!.signedDocumentUrl!))).toBe(false);

    const approved = await review(admin.headers, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'signed', enhancedSignatureMethod: 'subida_fisica' });
    expect(approved.json().signedAt).not.toBeNull();
    const [log] = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'nda.approve'));
    expect(log?.metadata).toMatchObject({ ndaId });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${businessId}`,
      headers: buyer.headers,
    });
    expect(detail.json().confidentialInfo).toBe(CONFIDENTIAL);

    const events = await t.db
      .select()
      .from(ndaEvents)
      .where(eq(ndaEvents.ndaId, ndaId))
      .orderBy(ndaEvents.id);
    expect(events.map((e) => e.eventType)).toEqual([
      'created',
      'viewed',
      'accepted',
      'uploaded',
      'reviewed',
      'uploaded',
      'reviewed',
    ]);
    expect(events[4]!.metadata).toMatchObject({ decision: 'reject', canReupload: true });
    expect(events[3]!.metadata).toMatchObject({ files: { signedDocument: { type: 'pdf' } } });
    expect(await verifyNdaChain(t.db, ndaId)).toEqual({ intact: true });
  });

  it('refuses a re-upload when the reviewer closed the door or the deadline passed', async () => {
    const { buyer, ndaId } = await pendingNda();
    expect((await upload(ndaId, buyer.headers, await files())).statusCode).toBe(200);
    const closed = await post(`/api/ndas/${ndaId}/review`, seller.headers, {
      decision: 'reject',
      notes: 'Documentos falsos.',
      canReupload: false,
    });
    expect(closed.json().canReupload).toBe(false);
    const res = await upload(ndaId, buyer.headers, await files());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/sin opción/);

    const other = await pendingNda();
    await t.db
      .update(ndas)
      .set({ uploadDeadline: new Date(Date.now() - 1000) })
      .where(eq(ndas.id, other.ndaId));
    const late = await upload(other.ndaId, other.buyer.headers, await files());
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/plazo/);
  });

  it('lets a buyer whose rejected NDA ran out of time start again on the same row', async () => {
    const { buyer, businessId, ndaId } = await pendingNda();
    expect((await upload(ndaId, buyer.headers, await files())).statusCode).toBe(200);
    await post(`/api/ndas/${ndaId}/review`, seller.headers, { decision: 'reject', notes: 'Ilegible.' });
    // Still inside the deadline: the existing NDA comes back, nothing changes.
    const early = await sign(t, buyer.headers, signBody(businessId, doc));
    expect(early.statusCode).toBe(200);
    expect(early.json().status).toBe('rejected');

    await t.db
      .update(ndas)
      .set({ uploadDeadline: new Date(Date.now() - 1000) })
      .where(eq(ndas.id, ndaId));
    const restart = await sign(t, buyer.headers, signBody(businessId, doc));
    expect(restart.statusCode).toBe(201);
    expect(restart.json()).toMatchObject({
      id: ndaId,
      status: 'pending',
      enhancedSignatureStatus: 'pendiente',
      hasSignedDocument: false,
      adminNotes: null,
    });
    expect(Date.parse(restart.json().uploadDeadline)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await eventTypes(ndaId)).slice(-3)).toEqual(['created', 'viewed', 'accepted']);
    expect(await verifyNdaChain(t.db, ndaId)).toEqual({ intact: true });
  });

  it('lets a buyer whose NDA expired (deadline job) sign again, with a new deadline', async () => {
    const { buyer, businessId, ndaId } = await pendingNda();
    await t.db
      .update(ndas)
      .set({ uploadDeadline: new Date(Date.now() - 1000) })
      .where(eq(ndas.id, ndaId));
    await runNdaDeadlines({ db: t.db, mailer: t.app.mailer, appUrl: 'http://localhost:3000' });
    const [expired] = await t.db.select().from(ndas).where(eq(ndas.id, ndaId));
    expect(expired).toMatchObject({ status: 'rejected', canReupload: false });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/ndas/business/${businessId}`,
      headers: buyer.headers,
    });
    expect(mine.json()).toMatchObject({ status: 'rejected', canSignAgain: true });

    const restart = await sign(t, buyer.headers, signBody(businessId, doc));
    expect(restart.statusCode).toBe(201);
    expect(restart.json()).toMatchObject({
      id: ndaId,
      status: 'pending',
      enhancedSignatureStatus: 'pendiente',
      canSignAgain: false,
    });
    expect((await eventTypes(ndaId)).slice(-4)).toEqual(['expired', 'created', 'viewed', 'accepted']);
    expect(await verifyNdaChain(t.db, ndaId)).toEqual({ intact: true });
  });
});
