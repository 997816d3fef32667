import fs from 'node:fs/promises';
import path from 'node:path';
import { IDENTITY_IMAGE_MAX_BYTES } from '@traspasa/shared/identity';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs, fileAccessLogs } from '../../db/schema/admin.ts';
import { identityVerificationEvents, identityVerifications } from '../../db/schema/identity.ts';
import { users } from '../../db/schema/users.ts';
import {
  fieldsFor,
  filesFor,
  PHP,
  photo,
  photoWithGps,
  pixelBombPng,
  submit,
  submitValid,
  VALID_CEDULA,
} from './identity.test-kit.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let privateDir: string;

type Session = Awaited<ReturnType<typeof loginAs>>;
const person = () => loginAs(t, 'buyer');

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  admin = await loginAs(t, 'admin');
  privateDir = path.join(t.dataDir, 'uploads', 'private');
});

const rowsOf = (userId: number) =>
  t.db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));

async function storedFiles(userId: number): Promise<string[]> {
  const dir = path.join(privateDir, 'identity', String(userId));
  const found: string[] = [];
  const walk = async (d: string) => {
    for (const entry of await fs.readdir(d, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full);
    }
  };
  await walk(dir);
  return found;
}

const readKey = (key: string) => fs.readFile(path.join(privateDir, key));

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

function decide(id: number, body: object, headers = admin.headers) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/identity-verifications/${id}/decision`,
    headers,
    payload: body,
  });
}

async function expectNothingStored(who: Session) {
  expect(await rowsOf(who.user.id)).toEqual([]);
  expect(await storedFiles(who.user.id)).toEqual([]);
}

describe('POST /api/identity-verifications: consent', () => {
  it('refuses a request without consent, or with "false", in Spanish, storing nothing', async () => {
    const who = await person();
    for (const consent of [undefined, 'false', 'TRUE']) {
      const res = await submit(t, who.headers, fieldsFor({ consent }), await filesFor());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe('Para continuar tienes que aceptar el tratamiento de tus datos.');
      expect(res.json().error.issues[0].path).toBe('consent');
    }
    await expectNothingStored(who);
  });

  it('refuses consent given to an older text, asking to read the current one', async () => {
    const who = await person();
    const res = await submit(t, who.headers, fieldsFor({ consentVersion: '2020-01-01' }), await filesFor());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/consentimiento cambió/);
    await expectNothingStored(who);
  });

  it('asks for a session first', async () => {
    const res = await submit(t, {}, fieldsFor(), await filesFor());
    expect(res.statusCode).toBe(401);
  });

  it('stores the consent version, time, IP and browser with the request, and a "created" event', async () => {
    const who = await person();
    const before = Date.now();
    const res = await submitValid(t, who.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      documentType: 'cedula_ec',
      documentCountry: 'EC',
      documentNumberHint: '••••4065',
      decidedAt: null,
      rejectionReason: null,
      imagesDeletedAt: null,
    });
    expect(body.expectedReviewDays).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain(VALID_CEDULA);
    const [row] = await rowsOf(who.user.id);
    expect(row!.consentVersion).toBe('2026-11-24');
    expect(row!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.consentIp).toBe('127.0.0.1');
    expect(row!.consentUserAgent).toBe('Mozilla/5.0 (Prueba identidad)');
    expect(row!.documentNumber).toBe(VALID_CEDULA);
    expect(row!.documentNumberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.assist).toMatchObject({ status: 'pending', duplicateOfUserId: null });
    // Keys of private storage, never URLs.
    expect(row!.documentImages).toHaveLength(2);
    for (const key of [...row!.documentImages, row!.selfieImage!]) {
      expect(key).toMatch(new RegExp(`^identity/${who.user.id}/[0-9a-f-]{36}/(front|back|selfie)\\.jpg$`));
    }
    expect(await storedFiles(who.user.id)).toHaveLength(3);
    const events = await t.db
      .select()
      .from(identityVerificationEvents)
      .where(eq(identityVerificationEvents.verificationId, row!.id));
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([['created', who.user.id]]);
    expect(events[0]!.detail).not.toContain(VALID_CEDULA);
  });
});

describe('POST /api/identity-verifications: the number by its type', () => {
  const invalid: [string, string, string | undefined, RegExp][] = [
    ['cedula_ec', '1710034066', undefined, /último dígito de la cédula/],
    ['cedula_ec', '9910034065', undefined, /provincia/],
    ['cedula_ec', '171003406', undefined, /10 dígitos; escribiste 9/],
    ['run_cl', '12.345.678-9', undefined, /verificador del RUN/],
    ['run_cl', '12.345.678', undefined, /Falta el dígito verificador/],
    ['curp_mx', 'GODE561231HDFRRN09', undefined, /último dígito de la CURP/],
    ['curp_mx', 'GODE561331HDFRRN00', undefined, /fecha de nacimiento/],
    ['ine_mx', '12345', undefined, /OCR \(13 dígitos\)/],
    ['ine_mx', '12345ABC90123', undefined, /solo lleva números/],
    ['dni_pe', '1234567', undefined, /8 dígitos; escribiste 7/],
    ['dni_pe', '12345678-Z', undefined, /código de verificación/],
    ['cc_co', '12a45', undefined, /solo lleva números/],
    ['cc_co', '12345', undefined, /6 a 10 dígitos/],
    ['dni_ar', '123', undefined, /7 u 8 dígitos/],
    ['dni_ar', '30-123-456X', undefined, /solo lleva números/],
    ['pasaporte', 'A1234567', undefined, /país que emitió tu pasaporte/],
    ['pasaporte', 'A1234567', 'FR', /Latinoamérica, España y Estados Unidos/],
    ['pasaporte', 'A1', 'EC', /6 a 9 caracteres/],
  ];

  it.each(invalid)(
    '%s %s (%s) is refused with its rule in Spanish',
    async (type, number, country, message) => {
      const who = await person();
      const res = await submit(
        t,
        who.headers,
        fieldsFor({ documentType: type, documentNumber: number, documentCountry: country }),
        await filesFor(),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toMatch(message);
      expect(res.json().error.issues).toEqual([
        { path: 'documentNumber', message: res.json().error.message },
      ]);
      await expectNothingStored(who);
    },
  );

  const valid: [string, string, string | undefined, string, string][] = [
    ['run_cl', '12.345.678-5', undefined, 'CL', '12345678-5'],
    ['curp_mx', 'gode561231hdfrrn00', undefined, 'MX', 'GODE561231HDFRRN00'],
    ['ine_mx', '1234567890123', undefined, 'MX', '1234567890123'],
    ['dni_pe', '12345678', undefined, 'PE', '12345678'],
    ['cc_co', '1.020.304.050', undefined, 'CO', '1020304050'],
    ['dni_ar', '30.123.456', undefined, 'AR', '30123456'],
  ];

  it.each(valid)(
    '%s %s is accepted and kept normalised',
    async (type, number, country, expectedCountry, normalised) => {
      const who = await person();
      const res = await submit(
        t,
        who.headers,
        fieldsFor({ documentType: type, documentNumber: number, documentCountry: country }),
        await filesFor(),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().documentCountry).toBe(expectedCountry);
      const [row] = await rowsOf(who.user.id);
      expect(row!.documentNumber).toBe(normalised);
    },
  );

  it('takes a passport with its country and without a back photo', async () => {
    const who = await person();
    const res = await submit(
      t,
      who.headers,
      fieldsFor({ documentType: 'pasaporte', documentNumber: 'a1234567', documentCountry: 'pe' }),
      await filesFor({ back: null }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      documentType: 'pasaporte',
      documentCountry: 'PE',
      documentNumberHint: '••••4567',
    });
    const [row] = await rowsOf(who.user.id);
    expect(row!.documentImages).toHaveLength(1);
    expect(row!.documentImages[0]).toMatch(/front\.jpg$/);
  });

  it('ignores a country sent with a national document: the type decides it', async () => {
    const who = await person();
    const res = await submitValid(t, who.headers, { documentCountry: 'AR' });
    expect(res.statusCode).toBe(201);
    expect(res.json().documentCountry).toBe('EC');
  });

  it('refuses an unknown document type', async () => {
    const who = await person();
    const res = await submitValid(t, who.headers, { documentType: 'licencia' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Elige el tipo de documento.');
  });
});

describe('POST /api/identity-verifications: photos', () => {
  async function refused(files: Awaited<ReturnType<typeof filesFor>>, status: number, message: RegExp) {
    const who = await person();
    const res = await submit(t, who.headers, fieldsFor(), files);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.message).toMatch(message);
    await expectNothingStored(who);
  }

  it('needs the front, the back (not a passport) and the selfie', async () => {
    await refused(await filesFor({ back: null }), 400, /reverso del documento/);
    await refused(await filesFor({ selfie: null }), 400, /selfie/);
    await refused(await filesFor({ front: null, back: null }), 400, /anverso.*reverso/);
  });

  it('refuses a file over the size cap (413)', async () => {
    const big = Buffer.concat([await photo(), Buffer.alloc(IDENTITY_IMAGE_MAX_BYTES)]);
    await refused(await filesFor({ front: big }), 413, /supera los 10 MB/);
  });

  it('refuses other types by their first bytes, whatever the name says (415)', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!', 'latin1');
    await refused(await filesFor({ front: gif }), 415, /JPG, PNG o WebP/);
    // A PHP script named selfie.jpg and sent as image/jpeg.
    await refused(await filesFor({ selfie: PHP }), 415, /selfie con tu documento: sube una imagen JPG/);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    await refused(await filesFor({ back: pdf }), 415, /reverso/);
  });

  it('refuses a fake JPEG (its magic bytes, then a script)', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), PHP]);
    await refused(await filesFor({ front: fake }), 400, /dañada/);
  });

  it('refuses giant dimensions from the header, before decoding', async () => {
    await refused(await filesFor({ front: pixelBombPng() }), 400, /demasiado grande \(30000×30000 píxeles/);
  });

  it('names the photo a refusal is about (issues[0].path), for the form', async () => {
    const who = await person();
    const small = await submit(
      t,
      who.headers,
      fieldsFor(),
      await filesFor({ selfie: await photo(500, 500) }),
    );
    expect(small.json().error.issues).toEqual([{ path: 'selfie', message: small.json().error.message }]);
    const php = await submit(t, who.headers, fieldsFor(), await filesFor({ back: PHP }));
    expect(php.json().error.issues[0].path).toBe('back');
    const big = Buffer.concat([await photo(), Buffer.alloc(IDENTITY_IMAGE_MAX_BYTES)]);
    const large = await submit(t, who.headers, fieldsFor(), await filesFor({ front: big }));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.issues[0].path).toBe('front');
  });

  it('refuses a photo too small to read: "La foto es muy pequeña…"', async () => {
    await refused(
      await filesFor({ back: await photo(800, 500) }),
      400,
      /^La foto es muy pequeña: la foto del reverso/,
    );
  });

  it('refuses an empty file, an unknown file field and a repeated photo', async () => {
    await refused(await filesFor({ front: Buffer.alloc(0) }), 400, /vacía/);
    await refused(
      [...(await filesFor({ back: null })), { field: 'script', data: PHP, filename: 'x.php' }],
      400,
      /Sobra el archivo/,
    );
    const files = await filesFor();
    await refused([files[0]!, files[0]!, files[2]!], 400, /repetida/);
  });

  it('refuses a body that is not multipart (415)', async () => {
    const who = await person();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/identity-verifications',
      headers: who.headers,
      payload: fieldsFor(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/multipart/);
  });

  it('re-encodes every photo: EXIF GPS and camera are gone, a polyglot keeps only its pixels', async () => {
    const who = await person();
    const gps = await photoWithGps();
    expect((await sharp(gps).metadata()).exif).toBeDefined();
    expect(gps.includes(Buffer.from('CamaraEspia'))).toBe(true);
    const polyglot = Buffer.concat([await photo(700, 700, 'png'), PHP]);
    const res = await submit(t, who.headers, fieldsFor(), await filesFor({ front: gps, selfie: polyglot }));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await rowsOf(who.user.id);
    const front = await readKey(row!.documentImages[0]!);
    const meta = await sharp(front).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(front.includes(Buffer.from('CamaraEspia'))).toBe(false);
    expect(front.includes(Buffer.from('GPS'))).toBe(false);
    const selfie = await readKey(row!.selfieImage!);
    expect(selfie.includes(Buffer.from('<?php'))).toBe(false);
    expect((await sharp(selfie).metadata()).width).toBe(700);
  });
});

describe('one open request', () => {
  it('answers 409 in Spanish while a request is pending', async () => {
    const who = await person();
    expect((await submitValid(t, who.headers)).statusCode).toBe(201);
    const again = await submitValid(t, who.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/Ya tienes una solicitud de verificación en revisión/);
    expect(await rowsOf(who.user.id)).toHaveLength(1);
    expect(await storedFiles(who.user.id)).toHaveLength(3);
  });

  it('two requests at the same moment: one 201, one 409, and the loser leaves no files', async () => {
    const who = await person();
    const [a, b] = await Promise.all([submitValid(t, who.headers), submitValid(t, who.headers)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await rowsOf(who.user.id)).toHaveLength(1);
    expect(await storedFiles(who.user.id)).toHaveLength(3);
  });
});

describe('the person sees their request and their own photos', () => {
  it('GET /me: nothing yet, then the pending request without the number', async () => {
    const who = await person();
    const empty = await get('/api/identity-verifications/me', who.headers);
    expect(empty.json()).toEqual({ verification: null, identityVerified: false, verifiedAt: null });
    await submitValid(t, who.headers);
    const res = await get('/api/identity-verifications/me', who.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().verification).toMatchObject({ status: 'pending', documentNumberHint: '••••4065' });
    expect(res.body).not.toContain(VALID_CEDULA);
    expect(res.body).not.toContain('identity/');
    expect((await get('/api/identity-verifications/me')).statusCode).toBe(401);
  });

  it('GET /me/images/:kind: their photo, not cached, each read logged; others get 404', async () => {
    const who = await person();
    await submitValid(t, who.headers);
    const [row] = await rowsOf(who.user.id);
    const res = await get('/api/identity-verifications/me/images/selfie', who.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="identidad-${row!.id}-selfie.jpg"`);
    expect(res.rawPayload.equals(await readKey(row!.selfieImage!))).toBe(true);
    const reads = await t.db
      .select()
      .from(fileAccessLogs)
      .where(
        and(eq(fileAccessLogs.subjectType, 'identity_verification'), eq(fileAccessLogs.subjectId, row!.id)),
      );
    expect(reads.map((r) => r.userId)).toEqual([who.user.id]);

    const stranger = await person();
    expect((await get('/api/identity-verifications/me/images/selfie', stranger.headers)).statusCode).toBe(
      404,
    );
    expect((await get('/api/identity-verifications/me/images/passport', who.headers)).statusCode).toBe(400);
    // A passport request has no back photo.
    const traveller = await person();
    await submit(
      t,
      traveller.headers,
      fieldsFor({ documentType: 'pasaporte', documentNumber: 'B7654321', documentCountry: 'MX' }),
      await filesFor({ back: null }),
    );
    expect((await get('/api/identity-verifications/me/images/back', traveller.headers)).statusCode).toBe(404);
  });
});

describe('admin review', () => {
  let applicant: Session;
  let requestId: number;

  beforeAll(async () => {
    applicant = await person();
    await submitValid(t, applicant.headers);
    requestId = (await rowsOf(applicant.user.id))[0]!.id;
  });

  it('non-admins: the same 403 for a request, its photos, a decision and the queue', async () => {
    for (const who of [applicant, await person(), await loginAs(t, 'seller')]) {
      // The same answer for a request that exists and one that does not: nothing leaks.
      const unknown = await get('/api/admin/identity-verifications/999999', who.headers);
      expect(unknown.statusCode).toBe(403);
      expect((await get(`/api/admin/identity-verifications/${requestId}`, who.headers)).body).toBe(
        unknown.body,
      );
      for (const kind of ['front', 'back', 'selfie']) {
        const res = await get(`/api/admin/identity-verifications/${requestId}/images/${kind}`, who.headers);
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toMatch(/json/);
      }
      expect((await decide(requestId, { decision: 'approve' }, who.headers)).statusCode).toBe(403);
      expect((await get('/api/admin/identity-verifications', who.headers)).statusCode).toBe(403);
    }
    expect((await get(`/api/admin/identity-verifications/${requestId}`)).statusCode).toBe(401);
    const events = await t.db
      .select()
      .from(identityVerificationEvents)
      .where(eq(identityVerificationEvents.verificationId, requestId));
    expect(events.map((e) => e.action)).toEqual(['created']);
  });

  it('the detail: typed data, the account, assist and history; unknown ids are 404', async () => {
    const res = await get(`/api/admin/identity-verifications/${requestId}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      id: requestId,
      userId: applicant.user.id,
      email: applicant.user.email,
      status: 'pending',
      documentType: 'cedula_ec',
      documentCountry: 'EC',
      documentNumber: VALID_CEDULA,
      consentVersion: '2026-11-24',
      images: ['front', 'back', 'selfie'],
      imagesDeletedAt: null,
      duplicate: false,
      account: { role: 'buyer', listings: 0, ndas: 0, previousRequests: 0 },
      assist: { status: 'pending', duplicateOfUserId: null },
    });
    expect(body.history).toEqual([
      expect.objectContaining({ action: 'created', actorName: 'Usuaria de Prueba' }),
    ]);
    expect(res.body).not.toContain('identity/');
    expect((await get('/api/admin/identity-verifications/999999', admin.headers)).statusCode).toBe(404);
    expect((await get('/api/admin/identity-verifications/abc', admin.headers)).statusCode).toBe(400);
  });

  it('each image view is logged in the history with who and which image', async () => {
    for (const kind of ['front', 'selfie', 'front']) {
      const res = await get(`/api/admin/identity-verifications/${requestId}/images/${kind}`, admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
    const detail = (await get(`/api/admin/identity-verifications/${requestId}`, admin.headers)).json();
    const views = detail.history.filter((e: { action: string }) => e.action === 'image_viewed');
    expect(views.map((v: { detail: string; actorName: string }) => [v.detail, v.actorName])).toEqual([
      ['front', 'Usuaria de Prueba'],
      ['selfie', 'Usuaria de Prueba'],
      ['front', 'Usuaria de Prueba'],
    ]);
    const reads = await t.db
      .select()
      .from(fileAccessLogs)
      .where(and(eq(fileAccessLogs.subjectId, requestId), eq(fileAccessLogs.userId, admin.user.id)));
    expect(reads).toHaveLength(3);
  });

  it('approve: the badge, when and which document, a dashboard log, an event and a mail; then 409', async () => {
    const res = await decide(requestId, { decision: 'approve', notes: 'Todo coincide.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      notes: 'Todo coincide.',
      reviewerName: 'Usuaria de Prueba',
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, applicant.user.id));
    expect(user!.identityVerified).toBe(true);
    expect(user!.identityVerifiedAt).toBeInstanceOf(Date);
    expect(user!.identityDocumentType).toBe('cedula_ec');
    const [row] = await rowsOf(applicant.user.id);
    expect(row!.decidedAt).toBeInstanceOf(Date);
    expect(row!.verifiedBy).toBe(admin.user.id);
    const logs = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'identity.approve'));
    expect(logs.at(-1)).toMatchObject({ userId: admin.user.id, metadata: { verificationId: requestId } });
    expect(res.json().history.at(-1)).toMatchObject({ action: 'approved', actorName: 'Usuaria de Prueba' });
    const mail = t.mails.filter((m) => m.to === applicant.user.email).at(-1);
    expect(mail?.subject).toBe('Tu identidad está verificada');
    expect(mail?.text).toContain('/identity-verification');

    const me = (await get('/api/identity-verifications/me', applicant.headers)).json();
    expect(me).toMatchObject({ identityVerified: true, verification: { status: 'approved' } });
    expect(me.verifiedAt).toBe(user!.identityVerifiedAt!.toISOString());

    const again = await decide(requestId, { decision: 'reject', reason: 'ilegible' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/ya fue aprobada/);
  });

  it('reject: the reason reaches the person, the badge stays off, and they may try again', async () => {
    const who = await person();
    await submitValid(t, who.headers);
    const [row] = await rowsOf(who.user.id);
    const res = await decide(row!.id, {
      decision: 'reject',
      reason: 'ilegible',
      notes: 'Reflejo sobre el número.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', rejectionReason: 'ilegible' });
    const [user] = await t.db.select().from(users).where(eq(users.id, who.user.id));
    expect(user!.identityVerified).toBe(false);
    const me = (await get('/api/identity-verifications/me', who.headers)).json();
    expect(me.verification).toMatchObject({ status: 'rejected', rejectionReason: 'ilegible' });
    expect(JSON.stringify(me)).not.toContain('Reflejo');
    const mail = t.mails.filter((m) => m.to === who.user.email).at(-1);
    expect(mail?.subject).toBe('No pudimos verificar tu identidad');
    expect(mail?.text).toContain('Las fotos no se leen bien');
    expect(mail?.text).not.toContain('Reflejo');
    const logs = await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'identity.reject'));
    expect(logs.at(-1)?.metadata).toMatchObject({ verificationId: row!.id, reason: 'ilegible' });

    const retry = await submitValid(t, who.headers);
    expect(retry.statusCode).toBe(201);
    const detail = (await get(`/api/admin/identity-verifications/${retry.json().id}`, admin.headers)).json();
    expect(detail.account.previousRequests).toBe(1);
  });

  it('"otro" needs a note, which is what the person reads', async () => {
    const who = await person();
    await submitValid(t, who.headers);
    const [row] = await rowsOf(who.user.id);
    const bare = await decide(row!.id, { decision: 'reject', reason: 'otro' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toMatch(/escribe una nota/);
    const res = await decide(row!.id, {
      decision: 'reject',
      reason: 'otro',
      notes: 'La selfie es de otra persona.',
    });
    expect(res.statusCode).toBe(200);
    const me = (await get('/api/identity-verifications/me', who.headers)).json();
    expect(me.verification.rejectionReason).toBe('La selfie es de otra persona.');
  });

  it('refuses a bad decision body and an admin deciding their own request', async () => {
    const bad = await decide(requestId, { decision: 'reject', reason: 'me_cae_mal' });
    expect(bad.statusCode).toBe(400);
    const other = await loginAs(t, 'admin');
    await submitValid(t, other.headers);
    const [own] = await rowsOf(other.user.id);
    const res = await decide(own!.id, { decision: 'approve' }, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/propia verificación/);
  });
});

describe('GET /api/admin/identity-verifications', () => {
  it('pending first, then oldest first; filters; keyset pages that cover everything once', async () => {
    const all = (await get('/api/admin/identity-verifications?limit=100', admin.headers)).json().items as {
      id: number;
      status: string;
      createdAt: string;
      documentType: string;
      documentCountry: string;
    }[];
    expect(all.length).toBeGreaterThan(5);
    const firstDecided = all.findIndex((i) => i.status !== 'pending');
    expect(firstDecided).toBeGreaterThan(0);
    expect(all.slice(firstDecided).every((i) => i.status !== 'pending')).toBe(true);
    for (const group of [all.slice(0, firstDecided), all.slice(firstDecided)]) {
      const times = group.map((i) => i.createdAt);
      expect(times).toEqual([...times].sort());
    }

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/api/admin/identity-verifications?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        admin.headers,
      );
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((i: { id: number }) => i.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((i) => i.id));

    const pending = (
      await get('/api/admin/identity-verifications?status=pending&limit=100', admin.headers)
    ).json();
    expect(pending.items.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    const chile = (await get('/api/admin/identity-verifications?country=cl', admin.headers)).json();
    expect(chile.items.length).toBeGreaterThan(0);
    expect(chile.items.every((i: { documentCountry: string }) => i.documentCountry === 'CL')).toBe(true);
    const passports = (
      await get('/api/admin/identity-verifications?documentType=pasaporte', admin.headers)
    ).json();
    expect(passports.items.every((i: { documentType: string }) => i.documentType === 'pasaporte')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const future = (await get('/api/admin/identity-verifications?from=2099-01-01', admin.headers)).json();
    expect(future.items).toEqual([]);
    const range = await get(`/api/admin/identity-verifications?from=2020-01-01&to=${today}`, admin.headers);
    expect(range.statusCode).toBe(200);
  });

  it('refuses a forged cursor and reversed dates in Spanish', async () => {
    const forged = Buffer.from(JSON.stringify({ rank: 0, at: "x' or 1=1", id: 1 })).toString('base64url');
    const res = await get(`/api/admin/identity-verifications?cursor=${forged}`, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/cursor/);
    const dates = await get('/api/admin/identity-verifications?from=2026-02-01&to=2026-01-01', admin.headers);
    expect(dates.statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('5 requests a day; the 6th is 429 with Retry-After; refused attempts do not count', async () => {
    const who = await person();
    // A refused attempt gives its place back.
    expect((await submitValid(t, who.headers, { consent: 'false' })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) {
      const res = await submitValid(t, who.headers);
      expect(res.statusCode, res.body).toBe(201);
      await t.db
        .update(identityVerifications)
        .set({ status: 'rejected', decidedAt: new Date(), rejectionReason: 'ilegible' })
        .where(eq(identityVerifications.id, res.json().id));
    }
    const res = await submitValid(t, who.headers);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);
    expect(res.json().error.message).toMatch(/Podrás enviar otra mañana/);
    expect(await rowsOf(who.user.id)).toHaveLength(5);
  });
});

describe('the history is append-only', () => {
  it('an event cannot be changed', async () => {
    const [event] = await t.db.select().from(identityVerificationEvents).limit(1);
    await expect(
      t.db
        .update(identityVerificationEvents)
        .set({ detail: 'cambiado' })
        .where(eq(identityVerificationEvents.id, event!.id)),
    ).rejects.toThrow();
  });
});
