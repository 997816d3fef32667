// A reviewer's attacks on proof of funds (decision 104): admins deciding at once, decisions on
// uploads already decided or expired, a band above the declared one, the retention sweep and
// open uploads, who reads a document (status, body and headers), and what a lowered, expired
// or rejected verification leaves for a listing's funds requirement (decision 062).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { fundsVerifications } from '../../db/schema/funds.ts';
import { notices } from '../../db/schema/notices.ts';
import { activeDocument, listing, sign, signBody } from '../ndas/nda.test-kit.ts';
import { runFundsLifecycle } from './funds.job.ts';
import { uploadPdf } from './funds.test-kit.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let admin: Login;
let otherAdmin: Login;
let doc: Awaited<ReturnType<typeof activeDocument>>;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [admin, otherAdmin] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'admin')]);
  doc = await activeDocument(t);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const decide = (id: number, body: object, headers = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/funds-verifications/${id}/decision`,
    headers,
    payload: body,
  });
const rowOf = async (id: number) =>
  (await t.db.select().from(fundsVerifications).where(eq(fundsVerifications.id, id)))[0]!;
const auditOf = (id: number) =>
  t.db
    .select()
    .from(dashboardLogs)
    .where(and(eq(dashboardLogs.targetType, 'funds_verification'), eq(dashboardLogs.targetId, id)));
const run = (now: Date) =>
  runFundsLifecycle({
    db: t.db,
    storage: t.app.storage,
    mailer: t.app.mailer,
    appUrl: 'https://traspasa.test',
    log: t.app.log,
    now,
  });

async function upload(band = '25k_100k') {
  const buyer = await loginAs(t, 'buyer');
  const res = await uploadPdf(t, buyer.headers, band);
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, id: res.json().id as number };
}

describe('decisions', () => {
  it('take one decision, one audit row and one notice when two admins answer twenty times at once', async () => {
    const { buyer, id } = await upload();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? decide(id, { decision: 'approve', band: '25k_100k' })
          : decide(
              id,
              { decision: 'reject', reason: 'El documento no muestra el titular.' },
              otherAdmin.headers,
            ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toMatch(/ya fue|revisando/);
    }
    expect(await auditOf(id)).toHaveLength(1);
    const bell = await t.db.select().from(notices).where(eq(notices.userId, buyer.user.id));
    expect(bell.filter((n) => n.type.startsWith('funds-'))).toHaveLength(1);
  });

  it('refuse an upload already decided or expired, and a band above the declared one, in Spanish', async () => {
    const { id } = await upload('25k_100k');
    const above = await decide(id, { decision: 'approve', band: '100k_500k' });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.message).toContain('mayor que el declarado');
    expect((await rowOf(id)).status).toBe('pending');

    expect((await decide(id, { decision: 'approve', band: 'hasta_25k' })).statusCode).toBe(200);
    const again = await decide(id, { decision: 'approve', band: '25k_100k' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('ya fue aprobado');
    expect((await rowOf(id)).approvedBand).toBe('hasta_25k');

    await run(new Date(Date.now() + 91 * DAY));
    expect((await rowOf(id)).status).toBe('expired');
    const late = await decide(id, { decision: 'reject', reason: 'Lo revisé de nuevo y no sirve.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('vencido');
    expect(await auditOf(id)).toHaveLength(1);
    for (const body of [
      { decision: 'approve' },
      { decision: 'reject', reason: 'no' },
      { decision: 'x' },
      {},
    ]) {
      const res = await decide(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).not.toMatch(/\b(Expected|Invalid|Required)\b/);
    }
    expect((await decide(2147483648, { decision: 'approve', band: 'hasta_25k' })).statusCode).toBe(400);
  });
});

describe('the retention sweep', () => {
  it('keeps the document of an upload still waiting for a decision, however old', async () => {
    const { buyer, id } = await upload();
    await t.db
      .update(fundsVerifications)
      .set({ createdAt: new Date(Date.now() - 60 * DAY) })
      .where(eq(fundsVerifications.id, id));
    await run(new Date(Date.now() + 60 * DAY));
    const row = await rowOf(id);
    expect(row.documentsDeletedAt).toBeNull();
    expect((await get(`/api/funds-verifications/${id}/document`, buyer.headers)).statusCode).toBe(200);
  });
});

describe('a funds document', () => {
  it('answers a seller who sees the buyer card exactly like a missing one, headers included', async () => {
    const { buyer, id } = await upload();
    const seller = await loginAs(t, 'seller');
    const row = await listing(t, { sellerId: seller.user.id });
    expect((await sign(t, buyer.headers, signBody(row.id, doc))).statusCode).toBe(201);
    expect((await get(`/api/buyer-profiles/${buyer.user.id}/card`, seller.headers)).statusCode).toBe(200);

    const pick = (r: Awaited<ReturnType<typeof get>>) => ({
      status: r.statusCode,
      body: r.body,
      type: r.headers['content-type'],
      length: r.headers['content-length'],
    });
    const missing = pick(await get('/api/funds-verifications/2147483000/document', seller.headers));
    expect(missing.status).toBe(404);
    expect(pick(await get(`/api/funds-verifications/${id}/document`, seller.headers))).toEqual(missing);
    const card = await get(`/api/buyer-profiles/${buyer.user.id}/card`, seller.headers);
    expect(card.body).not.toContain('funds/');
    expect(card.body).not.toContain(buyer.user.email);
  });
});

describe('the funds a listing asks for', () => {
  it('are not met by a newer approval that lowered the band, nor by an expired one', async () => {
    const seller = await loginAs(t, 'seller');
    const wanted = await listing(t, {
      sellerId: seller.user.id,
      accessMode: 'approval',
      requireVerifiedFunds: true,
      askingPrice: '85000',
    });
    const { buyer, id } = await upload('100k_500k');
    expect((await decide(id, { decision: 'approve', band: '100k_500k' })).statusCode).toBe(200);
    // A newer upload, approved lower: the badge (and the requirement) follow the newest decision.
    await t.db
      .update(fundsVerifications)
      .set({ decidedAt: new Date(Date.now() - DAY) })
      .where(eq(fundsVerifications.id, id));
    const second = await uploadPdf(t, buyer.headers, '25k_100k');
    expect(second.statusCode).toBe(201);
    expect((await decide(second.json().id, { decision: 'approve', band: 'hasta_25k' })).statusCode).toBe(200);
    const refused = await sign(t, buyer.headers, signBody(wanted.id, doc));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain(
      'fondos verificados que cubran el precio ($85.000): rango de $25.000 a $100.000 o superior',
    );

    // Another buyer, approved at the band but past its 90 days.
    const late = await upload('25k_100k');
    expect((await decide(late.id, { decision: 'approve', band: '25k_100k' })).statusCode).toBe(200);
    await t.db
      .update(fundsVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(fundsVerifications.id, late.id));
    expect((await sign(t, late.buyer.headers, signBody(wanted.id, doc))).statusCode).toBe(403);
  });
});
