import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { fundsVerifications } from '../../db/schema/funds.ts';
import { notices } from '../../db/schema/notices.ts';
import { users } from '../../db/schema/users.ts';
import { runFundsLifecycle } from './funds.job.ts';
import { fundsBadgesFor } from './funds.service.ts';
import { uploadPdf } from './funds.test-kit.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  admin = await loginAs(t, 'admin');
});

const run = (now: Date) =>
  runFundsLifecycle({
    db: t.db,
    storage: t.app.storage,
    mailer: t.app.mailer,
    appUrl: 'https://traspasa.test',
    log: t.app.log,
    now,
  });

/** An upload approved (or rejected) by an admin, then moved back so it was decided at `decidedAt`. */
async function decided(decision: 'approve' | 'reject', decidedAt: Date) {
  const buyer = await loginAs(t, 'buyer');
  const id = (await uploadPdf(t, buyer.headers, '25k_100k')).json().id as number;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/funds-verifications/${id}/decision`,
    headers: admin.headers,
    payload:
      decision === 'approve'
        ? { decision, band: '25k_100k' }
        : { decision, reason: 'El documento no muestra el nombre del titular.' },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.db
    .update(fundsVerifications)
    .set({ decidedAt, expiresAt: decision === 'approve' ? new Date(decidedAt.getTime() + 90 * DAY) : null })
    .where(eq(fundsVerifications.id, id));
  await t.db.delete(notices).where(eq(notices.userId, buyer.user.id));
  return { id, buyer };
}

const rowOf = async (id: number) =>
  (await t.db.select().from(fundsVerifications).where(eq(fundsVerifications.id, id)))[0]!;

describe('runFundsLifecycle', () => {
  it('reminds the buyer once, 7 days before the end, by mail and in the bell', async () => {
    const approvedAt = new Date('2026-09-01T15:00:00Z');
    const { id, buyer } = await decided('approve', approvedAt);
    const mailsTo = () =>
      t.mails.filter((m) => m.to === buyer.user.email && /vence en 7 días/.test(m.subject));

    await run(new Date(approvedAt.getTime() + 82 * DAY));
    expect(mailsTo()).toHaveLength(0);
    expect((await rowOf(id)).expiryReminderSentAt).toBeNull();

    const day83 = new Date(approvedAt.getTime() + 83 * DAY + 3600_000);
    const first = await run(day83);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]!.text).toContain('https://traspasa.test/buyer/proof-of-funds');
    expect(mailsTo()[0]!.text).toMatch(/Fondos verificados hasta \$100\.000 · septiembre 2026/);
    const bell = await t.db.select().from(notices).where(eq(notices.userId, buyer.user.id));
    expect(bell.map((n) => n.type)).toEqual(['funds-expiring']);

    await run(new Date(day83.getTime() + 3600_000));
    await run(new Date(approvedAt.getTime() + 86 * DAY));
    expect(mailsTo()).toHaveLength(1);
    expect(await t.db.select().from(notices).where(eq(notices.userId, buyer.user.id))).toHaveLength(1);
  });

  it('sends no reminder mail to someone who wants none, but still puts it in the bell', async () => {
    const approvedAt = new Date('2026-09-01T15:00:00Z');
    const { buyer } = await decided('approve', approvedAt);
    await t.db.update(users).set({ notificationPreferences: 'none' }).where(eq(users.id, buyer.user.id));
    await run(new Date(approvedAt.getTime() + 84 * DAY));
    expect(t.mails.filter((m) => m.to === buyer.user.email && /vence/.test(m.subject))).toHaveLength(0);
    expect(
      (await t.db.select().from(notices).where(eq(notices.userId, buyer.user.id))).map((n) => n.type),
    ).toEqual(['funds-expiring']);
  });

  it('expires the badge at the end of day 90: on day 91 it is gone', async () => {
    const approvedAt = new Date('2026-09-01T15:00:00Z');
    const { id, buyer } = await decided('approve', approvedAt);
    const day90 = new Date(approvedAt.getTime() + 89 * DAY + 20 * 3600_000);
    await run(day90);
    expect((await rowOf(id)).status).toBe('approved');
    expect((await fundsBadgesFor(t.db, [buyer.user.id], day90)).get(buyer.user.id)?.state).toBe('valid');

    const day91 = new Date(approvedAt.getTime() + 90 * DAY + 3600_000);
    const result = await run(day91);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const row = await rowOf(id);
    expect(row.status).toBe('expired');
    // The decision and the band stay.
    expect(row.approvedBand).toBe('25k_100k');
    expect((await fundsBadgesFor(t.db, [buyer.user.id], day91)).get(buyer.user.id)?.state).toBe('expired');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/funds-verifications/me',
      headers: buyer.headers,
    });
    expect(me.json().badge.state).toBe('expired');
    expect(me.json().verification.status).toBe('expired');
  });

  it('deletes the document 30 days after the decision, approved or rejected, and keeps the decision and band', async () => {
    const decidedAt = new Date('2026-09-01T15:00:00Z');
    const approved = await decided('approve', decidedAt);
    const rejected = await decided('reject', decidedAt);
    const privateDir = path.join(t.dataDir, 'uploads', 'private');
    const keys = [(await rowOf(approved.id)).documentKeys[0]!, (await rowOf(rejected.id)).documentKeys[0]!];
    for (const key of keys) await expect(fs.stat(path.join(privateDir, key))).resolves.toBeTruthy();

    await run(new Date(decidedAt.getTime() + 29 * DAY));
    expect((await rowOf(approved.id)).documentsDeletedAt).toBeNull();

    const after = new Date(decidedAt.getTime() + 30 * DAY + 3600_000);
    const result = await run(after);
    expect(result.documentsDeleted).toBeGreaterThanOrEqual(2);
    for (const key of keys) await expect(fs.stat(path.join(privateDir, key))).rejects.toThrow();
    const a = await rowOf(approved.id);
    expect(a).toMatchObject({ documentKeys: [], approvedBand: '25k_100k', declaredBand: '25k_100k' });
    expect(a.documentsDeletedAt).not.toBeNull();
    const r = await rowOf(rejected.id);
    expect(r).toMatchObject({ status: 'rejected', documentKeys: [] });
    expect(r.rejectionReason).toMatch(/nombre del titular/);

    const doc = await t.app.inject({
      method: 'GET',
      url: `/api/funds-verifications/${approved.id}/document`,
      headers: approved.buyer.headers,
    });
    expect(doc.statusCode).toBe(404);
    expect(doc.json().error.message).toMatch(/ya se haya borrado/);
    // A second run has nothing left to delete for them.
    await run(new Date(after.getTime() + DAY));
    expect((await rowOf(approved.id)).documentsDeletedAt).toEqual(a.documentsDeletedAt);
  });
});
