import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { appSecrets, identityVerificationEvents, identityVerifications } from '../../db/schema/identity.ts';
import { users } from '../../db/schema/users.ts';
import { activeDocument, listing, sign, signBody } from '../ndas/nda.test-kit.ts';
import { closeDocumentReader } from './assist.service.ts';
import { runIdentityAssist, runIdentityRetention } from './identity.job.ts';
import { fieldsFor, filesFor, submit, submitValid, VALID_CEDULA } from './identity.test-kit.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
type Session = Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  admin = await loginAs(t, 'admin');
});
afterAll(async () => {
  await closeDocumentReader();
});

const deps = () => ({ db: t.db, storage: t.app.storage, log: t.app.log });
const privatePath = (key: string) => path.join(t.dataDir, 'uploads', 'private', key);
const exists = (key: string) =>
  fs.stat(privatePath(key)).then(
    () => true,
    () => false,
  );
const rowOf = async (id: number) =>
  (await t.db.select().from(identityVerifications).where(eq(identityVerifications.id, id)))[0]!;
const eventsOf = (id: number) =>
  t.db
    .select()
    .from(identityVerificationEvents)
    .where(eq(identityVerificationEvents.verificationId, id))
    .orderBy(identityVerificationEvents.id);

async function newRequest(who: Session, overrides: Record<string, string | undefined> = {}): Promise<number> {
  const res = await submitValid(t, who.headers, overrides);
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

function decide(id: number, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/identity-verifications/${id}/decision`,
    headers: admin.headers,
    payload: body,
  });
}

const noReading = async () => ({ ocrNumber: null, ocrMatches: null, mrz: null, mrzMatches: null });

describe('runIdentityAssist', () => {
  it('stores what the reader saw with an ocr_checked event, once', async () => {
    const who = await loginAs(t, 'buyer');
    const id = await newRequest(who);
    const seen: { front: number; back: number | null; typed: unknown }[] = [];
    const result = await runIdentityAssist({
      ...deps(),
      read: async (images, typed) => {
        seen.push({ front: images.front.length, back: images.back?.length ?? null, typed });
        return {
          ocrNumber: VALID_CEDULA,
          ocrMatches: true,
          mrz: { valid: true, documentNumber: VALID_CEDULA, nationality: 'ECU' },
          mrzMatches: true,
        };
      },
    });
    expect(result.checked).toBeGreaterThanOrEqual(1);
    expect(
      seen.find((s) => (s.typed as { documentNumber: string }).documentNumber === VALID_CEDULA),
    ).toMatchObject({
      front: expect.any(Number),
      back: expect.any(Number),
      typed: { documentType: 'cedula_ec', documentNumber: VALID_CEDULA },
    });
    const row = await rowOf(id);
    expect(row.assist).toEqual({
      status: 'done',
      ocrNumber: VALID_CEDULA,
      ocrMatches: true,
      mrz: { valid: true, documentNumber: VALID_CEDULA, nationality: 'ECU' },
      mrzMatches: true,
      duplicateOfUserId: null,
    });
    const events = await eventsOf(id);
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([
      ['created', who.user.id],
      ['ocr_checked', null],
    ]);
    expect(events[1]!.detail).toMatch(/número leído coincide; zona MRZ válida, coincide/);

    // Already checked: a second run leaves it alone.
    await runIdentityAssist({ ...deps(), read: noReading });
    expect((await rowOf(id)).assist?.ocrNumber).toBe(VALID_CEDULA);
    expect((await eventsOf(id)).filter((e) => e.action === 'ocr_checked')).toHaveLength(1);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/identity-verifications/${id}`,
      headers: admin.headers,
    });
    expect(detail.json().assist).toMatchObject({ status: 'done', ocrMatches: true, mrzMatches: true });
    expect(detail.json().history.at(-1)).toMatchObject({ action: 'ocr_checked', actorName: null });
  });

  it('flags a number already approved on another account (and in the queue)', async () => {
    const first = await loginAs(t, 'buyer');
    const firstId = await newRequest(first, { documentType: 'dni_pe', documentNumber: '87654321' });
    expect((await decide(firstId, { decision: 'approve' })).statusCode).toBe(200);
    const second = await loginAs(t, 'buyer');
    const secondId = await newRequest(second, { documentType: 'dni_pe', documentNumber: '87654321' });
    // The same digits on another country's document are another document.
    const third = await loginAs(t, 'buyer');
    const thirdId = await newRequest(third, { documentType: 'dni_ar', documentNumber: '87654321' });
    await runIdentityAssist({ ...deps(), read: noReading });
    expect((await rowOf(secondId)).assist).toMatchObject({
      status: 'done',
      duplicateOfUserId: first.user.id,
    });
    expect((await rowOf(thirdId)).assist).toMatchObject({ status: 'done', duplicateOfUserId: null });
    expect((await eventsOf(secondId)).at(-1)!.detail).toContain(`ya verificó la cuenta ${first.user.id}`);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/identity-verifications?status=pending&limit=100',
      headers: admin.headers,
    });
    const items = queue.json().items as { id: number; duplicate: boolean }[];
    expect(items.find((i) => i.id === secondId)?.duplicate).toBe(true);
    expect(items.find((i) => i.id === thirdId)?.duplicate).toBe(false);
  });

  it('marks the check failed when the photos cannot be read', async () => {
    const who = await loginAs(t, 'buyer');
    const id = await newRequest(who);
    await fs.rm(privatePath((await rowOf(id)).documentImages[0]!));
    await runIdentityAssist({ ...deps(), read: noReading });
    expect((await rowOf(id)).assist).toMatchObject({ status: 'failed', ocrNumber: null });
    expect((await eventsOf(id)).at(-1)).toMatchObject({ action: 'ocr_checked' });
  });

  it('runs the real reader on a request (photos without a readable number: nothing claimed)', async () => {
    const who = await loginAs(t, 'buyer');
    const id = await newRequest(who);
    await runIdentityAssist({ ...deps(), limit: 50 });
    const assist = (await rowOf(id)).assist!;
    expect(assist.status).toBe('done');
    expect(assist.ocrMatches).not.toBe(true);
  }, 120_000);
});

describe('runIdentityRetention', () => {
  it('erases the photos of requests decided long ago; the record keeps decision, type, country and hash', async () => {
    const who = await loginAs(t, 'buyer');
    const id = await newRequest(who);
    expect((await decide(id, { decision: 'approve' })).statusCode).toBe(200);
    const recent = await loginAs(t, 'buyer');
    const recentId = await newRequest(recent);
    expect((await decide(recentId, { decision: 'reject', reason: 'ilegible' })).statusCode).toBe(200);
    const waiting = await loginAs(t, 'buyer');
    const waitingId = await newRequest(waiting);

    const before = await rowOf(id);
    const keys = [...before.documentImages, before.selfieImage!];
    for (const key of keys) expect(await exists(key)).toBe(true);
    // Decided 31 days ago; the default retention is 30.
    await t.db
      .update(identityVerifications)
      .set({ decidedAt: new Date(Date.now() - 31 * 24 * 3600_000) })
      .where(eq(identityVerifications.id, id));
    // Requests waiting for a decision are never erased, however old.
    await t.db
      .update(identityVerifications)
      .set({ createdAt: new Date(Date.now() - 90 * 24 * 3600_000) })
      .where(eq(identityVerifications.id, waitingId));

    const result = await runIdentityRetention({
      ...deps(),
      retentionDays: t.app.config.identity.retentionDays,
    });
    expect(t.app.config.identity.retentionDays).toBe(30);
    expect(result.erased).toBe(1);

    for (const key of keys) expect(await exists(key)).toBe(false);
    const after = await rowOf(id);
    expect(after).toMatchObject({
      status: 'approved',
      documentType: 'cedula_ec',
      documentCountry: 'EC',
      documentNumberHash: before.documentNumberHash,
      documentImages: [],
      selfieImage: null,
      documentNumber: '••••4065',
    });
    expect(after.imagesDeletedAt).toBeInstanceOf(Date);
    expect(after.decidedAt).toEqual((await rowOf(id)).decidedAt);
    const last = (await eventsOf(id)).at(-1)!;
    expect(last).toMatchObject({ action: 'images_deleted', actorUserId: null });
    expect(last.detail).toMatch(/Se borraron las 3 imágenes \(30 días/);
    const [user] = await t.db.select().from(users).where(eq(users.id, who.user.id));
    expect(user!.identityVerified).toBe(true);

    // The others keep their photos.
    expect((await rowOf(recentId)).imagesDeletedAt).toBeNull();
    expect((await rowOf(waitingId)).imagesDeletedAt).toBeNull();

    // Nothing left to read, for the reviewer or the person.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/identity-verifications/${id}`,
      headers: admin.headers,
    });
    expect(detail.json()).toMatchObject({ images: [], documentNumber: '••••4065' });
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/admin/identity-verifications/${id}/images/front`,
      headers: admin.headers,
    });
    expect(image.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/identity-verifications/me/images/front',
      headers: who.headers,
    });
    expect(mine.statusCode).toBe(404);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/identity-verifications/me',
      headers: who.headers,
    });
    expect(me.json().verification.imagesDeletedAt).toBe(after.imagesDeletedAt!.toISOString());

    // A second run has nothing to do.
    expect((await runIdentityRetention({ ...deps(), retentionDays: 30 })).erased).toBe(0);
  });
});

describe('privacy: export and deletion', () => {
  it('the export has the requests and their histories, without the photos or their keys', async () => {
    const who = await loginAs(t, 'buyer');
    const id = await newRequest(who);
    await t.app.inject({
      method: 'GET',
      url: '/api/identity-verifications/me/images/front',
      headers: who.headers,
    });
    await decide(id, { decision: 'reject', reason: 'vencido' });
    const res = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: who.headers });
    expect(res.statusCode).toBe(200);
    const [request] = res.json().identityVerifications;
    expect(request).toMatchObject({
      id,
      status: 'rejected',
      documentType: 'cedula_ec',
      rejectionReason: 'vencido',
      consentVersion: '2026-11-24',
    });
    expect(request.images).toMatch(/no se incluyen/);
    expect(request.history.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['created', 'Tú'],
      ['image_viewed', 'Tú'],
      ['rejected', 'Administración de Traspasa'],
    ]);
    expect(res.body).not.toContain('identity/');
    expect(res.body).not.toContain('.jpg');
    expect(request).not.toHaveProperty('verifiedBy');
  });

  it('deleting the account removes the photos at once, the requests and their history', async () => {
    const who = await loginAs(t, 'buyer');
    const id = await newRequest(who);
    await runIdentityAssist({ ...deps(), read: noReading });
    const row = await rowOf(id);
    const keys = [...row.documentImages, row.selfieImage!];
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: who.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    for (const key of keys) expect(await exists(key)).toBe(false);
    expect(
      await t.db.select().from(identityVerifications).where(eq(identityVerifications.userId, who.user.id)),
    ).toEqual([]);
    expect(await eventsOf(id)).toEqual([]);
  });
});

describe('the number hash key', () => {
  it('is generated once and kept in app_secrets when IDENTITY_HASH_KEY is not set', async () => {
    const rows = await t.db.select().from(appSecrets);
    expect(rows.map((r) => r.name)).toEqual(['identity_number_hmac_key']);
    expect(Buffer.from(rows[0]!.value, 'base64')).toHaveLength(32);
  });
});

describe('listings that accept verified buyers only', () => {
  it('the seller sets it, the listing says it, and the NDA refuses an unverified buyer with a way to verify', async () => {
    const seller = await loginAs(t, 'seller');
    const business = await listing(t, { sellerId: seller.user.id });
    const doc = await activeDocument(t);
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: seller.headers,
      payload: { requireVerifiedBuyer: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ requireVerifiedBuyer: true, status: 'approved' });
    const page = await t.app.inject({ method: 'GET', url: `/api/businesses/${business.slug}` });
    expect(page.json().requireVerifiedBuyer).toBe(true);

    const buyer = await loginAs(t, 'buyer');
    const refused = await sign(t, buyer.headers, signBody(business.id, doc));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/identidad verificada/);
    expect(refused.json().error.message).toContain('/identity-verification');

    // Verified through the real flow: request, approval, then the NDA.
    const id = await newRequest(buyer, { documentType: 'run_cl', documentNumber: '11.111.111-1' });
    expect((await decide(id, { decision: 'approve' })).statusCode).toBe(200);
    const signed = await sign(t, buyer.headers, signBody(business.id, doc));
    expect(signed.statusCode, signed.body).toBe(201);

    // Listings without the setting take anyone, and it can be turned off.
    const open = await listing(t, { sellerId: seller.user.id });
    const other = await loginAs(t, 'buyer');
    expect((await sign(t, other.headers, signBody(open.id, doc))).statusCode).toBe(201);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: seller.headers,
      payload: { requireVerifiedBuyer: false },
    });
    expect(off.json().requireVerifiedBuyer).toBe(false);
    expect((await sign(t, other.headers, signBody(business.id, doc))).statusCode).toBe(201);
  });

  it('a buyer cannot turn the setting on for someone else’s listing', async () => {
    const seller = await loginAs(t, 'seller');
    const business = await listing(t, { sellerId: seller.user.id });
    const buyer = await loginAs(t, 'buyer');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: buyer.headers,
      payload: { requireVerifiedBuyer: true },
    });
    expect([403, 404]).toContain(res.statusCode);
  });
});

describe('a passport request end to end', () => {
  it('is created without a back photo and approved', async () => {
    const who = await loginAs(t, 'buyer');
    const res = await submit(
      t,
      who.headers,
      fieldsFor({ documentType: 'pasaporte', documentNumber: 'C9876543', documentCountry: 'CO' }),
      await filesFor({ back: null }),
    );
    expect(res.statusCode).toBe(201);
    expect((await decide(res.json().id, { decision: 'approve' })).json()).toMatchObject({
      status: 'approved',
      images: ['front', 'selfie'],
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, who.user.id));
    expect(user!.identityDocumentType).toBe('pasaporte');
  });
});
