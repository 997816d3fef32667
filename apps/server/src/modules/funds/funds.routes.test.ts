import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs, fileAccessLogs } from '../../db/schema/admin.ts';
import { fundsVerifications } from '../../db/schema/funds.ts';
import { notices } from '../../db/schema/notices.ts';
import { fundsBadgesFor, hasFundsAtLeast } from './funds.service.ts';
import { certificatePdf, statementPhoto, uploadFunds, uploadPdf } from './funds.test-kit.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let otherAdmin: Awaited<ReturnType<typeof loginAs>>;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  admin = await loginAs(t, 'admin');
  otherAdmin = await loginAs(t, 'admin');
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const decide = (id: number, body: object, headers = admin.headers) =>
  post(`/api/admin/funds-verifications/${id}/decision`, headers, body);

const bytesOf = (res: { rawPayload: Buffer }) => res.rawPayload;

describe('POST /api/funds-verifications', () => {
  it('takes a PDF, a JPEG and a PNG, and stores them without their metadata', async () => {
    const pdfBuyer = await loginAs(t, 'buyer');
    const pdf = await uploadPdf(t, pdfBuyer.headers);
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({
      status: 'pending',
      declaredBand: '25k_100k',
      documentMime: 'application/pdf',
    });
    const ownPdf = await get(`/api/funds-verifications/${pdf.json().id}/document`, pdfBuyer.headers);
    expect(ownPdf.statusCode).toBe(200);
    expect(ownPdf.headers['content-type']).toBe('application/pdf');
    expect(ownPdf.headers['cache-control']).toBe('no-store');
    const stored = await PDFDocument.load(await bytesOf(ownPdf), { updateMetadata: false });
    expect(stored.getAuthor()).toBeUndefined();
    expect(stored.getProducer()).toBeUndefined();
    expect(stored.getPageCount()).toBe(1);

    for (const format of ['jpeg', 'png'] as const) {
      const buyer = await loginAs(t, 'buyer');
      const res = await uploadFunds(t, buyer.headers, 'hasta_25k', {
        data: await statementPhoto(format),
        filename: `estado.${format}`,
        type: `image/${format}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().documentMime).toBe(`image/${format}`);
      const own = await get(`/api/funds-verifications/${res.json().id}/document`, buyer.headers);
      expect(own.statusCode).toBe(200);
      const meta = await sharp(await bytesOf(own)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.format).toBe(format);
    }
  });

  it('refuses a text file renamed to .pdf with a Spanish 415, and stores nothing', async () => {
    const buyer = await loginAs(t, 'buyer');
    const res = await uploadFunds(t, buyer.headers, '25k_100k', {
      data: Buffer.from('Saldo disponible: 1.000.000 USD (confía en mí)\n'),
      filename: 'certificado.pdf',
      type: 'application/pdf',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/PDF, o una foto JPG o PNG/);
    expect(
      await t.db.select().from(fundsVerifications).where(eq(fundsVerifications.userId, buyer.user.id)),
    ).toEqual([]);
  });

  it('asks for the band and the document in Spanish, and takes one open upload at a time', async () => {
    const buyer = await loginAs(t, 'buyer');
    const noBand = await uploadFunds(t, buyer.headers, 'un millón', {
      data: await certificatePdf(),
      filename: 'c.pdf',
      type: 'application/pdf',
    });
    expect(noBand.statusCode).toBe(400);
    expect(noBand.json().error.message).toBe('Elige el rango de fondos que declaras.');
    const noFile = await uploadFunds(t, buyer.headers, 'hasta_25k', null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toMatch(/Falta el documento/);

    expect((await uploadPdf(t, buyer.headers)).statusCode).toBe(201);
    const second = await uploadPdf(t, buyer.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(/Ya tienes un comprobante de fondos en revisión/);
    const me = await get('/api/funds-verifications/me', buyer.headers);
    expect(me.json()).toMatchObject({ canUpload: false, badge: null, verification: { status: 'pending' } });
  });

  it('is for buyers: a seller without the buyer role gets a Spanish 403', async () => {
    const seller = await loginAs(t, 'seller');
    const res = await uploadPdf(t, seller.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Solo las cuentas de comprador/);
  });
});

describe('who reads a funds document', () => {
  it('serves it to its owner and admins; everyone else gets the 404 of a missing one', async () => {
    const owner = await loginAs(t, 'buyer');
    const id = (await uploadPdf(t, owner.headers)).json().id as number;
    const stranger = await loginAs(t, 'buyer');
    const seller = await loginAs(t, 'seller');
    const url = `/api/funds-verifications/${id}/document`;

    const asOwner = await get(url, owner.headers);
    expect(asOwner.statusCode).toBe(200);
    const asAdmin = await get(url, admin.headers);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(asAdmin.headers['content-disposition']).toMatch(/^attachment;/);
    const reads = await t.db
      .select()
      .from(fileAccessLogs)
      .where(and(eq(fileAccessLogs.subjectType, 'funds_verification'), eq(fileAccessLogs.subjectId, id)));
    expect(reads.map((r) => r.userId).sort()).toEqual([owner.user.id, admin.user.id].sort());

    const missing = await get('/api/funds-verifications/99999999/document', stranger.headers);
    expect(missing.statusCode).toBe(404);
    for (const who of [stranger, seller]) {
      const res = await get(url, who.headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
      // The admin side answers non-admins one 403, the same for an upload that exists and one that does not.
      const detail = await get(`/api/admin/funds-verifications/${id}`, who.headers);
      expect(detail.statusCode).toBe(403);
      expect(detail.body).toBe((await get('/api/admin/funds-verifications/99999999', who.headers)).body);
    }
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/admin/funds-verifications', stranger.headers)).statusCode).toBe(403);
  });
});

describe('the review', () => {
  it('claims, approves with a lowered band, records the audit and tells the buyer', async () => {
    const buyer = await loginAs(t, 'buyer');
    const id = (await uploadPdf(t, buyer.headers, '100k_500k')).json().id as number;

    const queue = await get('/api/admin/funds-verifications?status=pending', admin.headers);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((i: { id: number }) => i.id)).toContain(id);
    const pendingBefore = queue.json().counts.pending as number;

    const claim = await post(`/api/admin/funds-verifications/${id}/claim`, admin.headers);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({ status: 'in_review', claimedById: admin.user.id });
    const counts = (await get('/api/admin/funds-verifications', admin.headers)).json().counts;
    expect(counts.pending).toBe(pendingBefore - 1);

    // Another admin cannot take it or decide it while the claim holds.
    const taken = await post(`/api/admin/funds-verifications/${id}/claim`, otherAdmin.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toMatch(/Otra persona administradora/);
    expect((await decide(id, { decision: 'approve', band: '25k_100k' }, otherAdmin.headers)).statusCode).toBe(
      409,
    );

    // Never above what was declared.
    const higher = await decide(id, { decision: 'approve', band: 'mas_500k' });
    expect(higher.statusCode).toBe(400);
    expect(higher.json().error.message).toMatch(/No puedes aprobar un rango mayor/);

    const before = Date.now();
    const ok = await decide(id, { decision: 'approve', band: '25k_100k' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'approved',
      declaredBand: '100k_500k',
      approvedBand: '25k_100k',
    });
    const expiresAt = Date.parse(ok.json().expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(90 * DAY - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(90 * DAY + 60_000);

    const audit = await t.db
      .select()
      .from(dashboardLogs)
      .where(and(eq(dashboardLogs.targetType, 'funds_verification'), eq(dashboardLogs.targetId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: admin.user.id, action: 'funds.approve' });
    expect(audit[0]!.description).toMatch(/con un rango menor/);

    const me = (await get('/api/funds-verifications/me', buyer.headers)).json();
    expect(me.badge).toMatchObject({ band: '25k_100k', state: 'valid' });
    expect(me.badge.text).toMatch(/^Fondos verificados hasta \$100\.000 · [a-z]+ \d{4}$/);
    expect(me.canUpload).toBe(true);
    const bell = await t.db.select().from(notices).where(eq(notices.userId, buyer.user.id));
    expect(bell.map((n) => n.type)).toEqual(['funds-approved']);
    const mail = t.mails.findLast((m) => m.to === buyer.user.email);
    expect(mail?.subject).toBe('Tus fondos están verificados');
    expect(mail?.text).toMatch(/respalda «De \$25\.000 a \$100\.000»/);

    // Decided once: a second decision is a 409.
    expect((await decide(id, { decision: 'reject', reason: 'El documento no es legible.' })).statusCode).toBe(
      409,
    );
  });

  it('rejects with a reason the buyer reads, and the buyer answers with a new upload', async () => {
    const buyer = await loginAs(t, 'buyer');
    const id = (await uploadPdf(t, buyer.headers)).json().id as number;
    const short = await decide(id, { decision: 'reject', reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(/Escribe el motivo/);
    const reason = 'El estado de cuenta tiene más de tres meses; sube uno del último mes.';
    const res = await decide(id, { decision: 'reject', reason });
    expect(res.statusCode, res.body).toBe(200);
    const me = (await get('/api/funds-verifications/me', buyer.headers)).json();
    expect(me.verification).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(me.canUpload).toBe(true);
    const [audit] = await t.db
      .select()
      .from(dashboardLogs)
      .where(and(eq(dashboardLogs.targetType, 'funds_verification'), eq(dashboardLogs.targetId, id)));
    expect(audit).toMatchObject({ action: 'funds.reject', userId: admin.user.id });
    const bell = await t.db.select().from(notices).where(eq(notices.userId, buyer.user.id));
    expect(bell[0]).toMatchObject({ type: 'funds-rejected', href: '/buyer/proof-of-funds' });
    expect(bell[0]!.body).toContain(reason);

    const again = await uploadPdf(t, buyer.headers);
    expect(again.statusCode).toBe(201);
    expect((await get('/api/funds-verifications/me', buyer.headers)).json().verification.status).toBe(
      'pending',
    );
  });

  it('refuses a decision or a claim from a non-admin, and changes nothing', async () => {
    const buyer = await loginAs(t, 'buyer');
    const id = (await uploadPdf(t, buyer.headers)).json().id as number;
    const seller = await loginAs(t, 'seller');
    for (const who of [buyer, seller]) {
      const res = await decide(id, { decision: 'approve', band: '25k_100k' }, who.headers);
      expect(res.statusCode).toBe(403);
      const claim = await post(`/api/admin/funds-verifications/${id}/claim`, who.headers);
      expect(claim.statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(fundsVerifications).where(eq(fundsVerifications.id, id));
    expect(row).toMatchObject({ status: 'pending', decidedAt: null, approvedBand: null });
    const audit = await t.db
      .select()
      .from(dashboardLogs)
      .where(and(eq(dashboardLogs.targetType, 'funds_verification'), eq(dashboardLogs.targetId, id)));
    expect(audit).toEqual([]);
  });
});

describe('the badge for others (fundsBadgesFor, hasFundsAtLeast)', () => {
  it('shows on day 90 and not on day 91, and only reaches the bands it covers', async () => {
    const buyer = await loginAs(t, 'buyer');
    const id = (await uploadPdf(t, buyer.headers, '100k_500k')).json().id as number;
    expect((await decide(id, { decision: 'approve', band: '100k_500k' })).statusCode).toBe(200);
    const approvedAt = new Date('2026-12-02T15:00:00Z');
    await t.db
      .update(fundsVerifications)
      .set({ decidedAt: approvedAt, expiresAt: new Date(approvedAt.getTime() + 90 * DAY) })
      .where(eq(fundsVerifications.id, id));

    const day90 = new Date(approvedAt.getTime() + 89 * DAY + 12 * 3600_000);
    const day91 = new Date(approvedAt.getTime() + 90 * DAY + 3600_000);
    const on90 = (await fundsBadgesFor(t.db, [buyer.user.id, admin.user.id], day90)).get(buyer.user.id);
    expect(on90).toMatchObject({ band: '100k_500k', state: 'valid' });
    expect((await fundsBadgesFor(t.db, [admin.user.id], day90)).size).toBe(0);
    expect(await hasFundsAtLeast(t.db, buyer.user.id, '25k_100k', day90)).toBe(true);
    expect(await hasFundsAtLeast(t.db, buyer.user.id, '100k_500k', day90)).toBe(true);
    expect(await hasFundsAtLeast(t.db, buyer.user.id, 'mas_500k', day90)).toBe(false);

    const on91 = (await fundsBadgesFor(t.db, [buyer.user.id], day91)).get(buyer.user.id);
    expect(on91).toMatchObject({ band: '100k_500k', state: 'expired' });
    expect(await hasFundsAtLeast(t.db, buyer.user.id, 'hasta_25k', day91)).toBe(false);
  });

  it('keeps the approved badge while a new upload to raise the band is reviewed or rejected', async () => {
    const buyer = await loginAs(t, 'buyer');
    const first = (await uploadPdf(t, buyer.headers, 'hasta_25k')).json().id as number;
    await decide(first, { decision: 'approve', band: 'hasta_25k' });
    const second = (await uploadPdf(t, buyer.headers, 'mas_500k')).json().id as number;
    expect(await hasFundsAtLeast(t.db, buyer.user.id, 'hasta_25k')).toBe(true);
    await decide(second, { decision: 'reject', reason: 'El certificado no indica el saldo disponible.' });
    const me = (await get('/api/funds-verifications/me', buyer.headers)).json();
    expect(me.verification.status).toBe('rejected');
    expect(me.badge).toMatchObject({ band: 'hasta_25k', state: 'valid' });
  });
});
