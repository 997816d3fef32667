import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { ndaEvents, ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { activeDocument, listing, sign, signBody } from './nda.test-kit.ts';
import { EXPIRED_NOTE, runNdaDeadlines } from './nda-deadlines.job.ts';
import { verifyNdaChain } from './nda-events.service.ts';

const HOUR = 3600_000;
const APP_URL = 'http://localhost:3000';

let t: TestApp;
let businessId: number;
let doc: Awaited<ReturnType<typeof activeDocument>>;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const seller = await loginAs(t, 'seller');
  sellerId = seller.user.id;
  doc = await activeDocument(t);
  businessId = (
    await listing(t, { sellerId, requiresEnhancedSignature: true, title: 'Ferretería El Tornillo' })
  ).id;
});

/** A buyer who accepted the clickwrap of the enhanced listing (through the API), with the deadline moved. */
async function pendingNda(deadlineFromNow: number, changes: Partial<typeof ndas.$inferInsert> = {}) {
  const buyer = await loginAs(t, 'buyer');
  const res = await sign(t, buyer.headers, signBody(businessId, doc));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: number; status: string }>().id;
  await t.db
    .update(ndas)
    .set({ uploadDeadline: new Date(Date.now() + deadlineFromNow), ...changes })
    .where(eq(ndas.id, id));
  return { id, buyer: buyer.user };
}

const nda = async (id: number) => (await t.db.select().from(ndas).where(eq(ndas.id, id)))[0]!;
const events = (id: number, type: string) =>
  t.db
    .select()
    .from(ndaEvents)
    .where(and(eq(ndaEvents.ndaId, id), eq(ndaEvents.eventType, type)));
const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);
const run = (now?: Date, mailer: Mailer = t.app.mailer) =>
  runNdaDeadlines({ db: t.db, mailer, appUrl: APP_URL, now });

describe('runNdaDeadlines', () => {
  it('reminds once within 24 h, expires past the deadline, and leaves everything else alone', async () => {
    const soon = await pendingNda(10 * HOUR);
    const late = await pendingNda(-HOUR);
    const later = await pendingNda(3 * 24 * HOUR);
    // Completed electronically: signed, whatever its old deadline says.
    const done = await pendingNda(-2 * HOUR, {
      status: 'signed',
      enhancedSignatureStatus: 'firmada_electronica',
      signedAt: new Date(),
    });
    // Uploaded on paper: waits for the seller, not for the clock.
    const uploaded = await pendingNda(-2 * HOUR, { enhancedSignatureStatus: 'subida_fisica' });
    const untouched = await Promise.all([later, done, uploaded].map((n) => nda(n.id)));

    expect(await run()).toEqual({ reminded: 1, expired: 1 });

    // The reminder: one mail, in Spanish, with the upload link; the row and the evidence log say so.
    const [reminder, ...more] = mailsTo(soon.buyer.email);
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toContain('menos de 24 horas');
    expect(reminder!.subject).toContain('Ferretería El Tornillo');
    expect(reminder!.text).toContain(`${APP_URL}/nda-upload/${businessId}`);
    expect(reminder!.text).toMatch(/Tienes plazo hasta el/);
    // The deadline with its hour and the zone named once (the buyer has no document: Ecuador).
    expect(reminder!.text).toMatch(
      /Tienes plazo hasta el \d{1,2} de \p{L}+ de \d{4}, \d\d:\d\d \(hora de Ecuador\)\./u,
    );
    expect(reminder!.text.match(/hora de Ecuador/g)).toHaveLength(1);
    expect((await nda(soon.id)).deadlineReminderSentAt).toBeInstanceOf(Date);
    expect((await nda(soon.id)).status).toBe('pending');
    const [reminded] = await events(soon.id, 'reminder_sent');
    expect(reminded?.actorUserId).toBeNull();

    // The expiry: rejected for good, with the note and a system event.
    const expired = await nda(late.id);
    expect(expired.status).toBe('rejected');
    expect(expired.adminNotes).toBe(EXPIRED_NOTE);
    expect(expired.adminNotes).toMatch(/^Plazo vencido/);
    expect(expired.canReupload).toBe(false);
    const [expiredEvent, ...moreExpired] = await events(late.id, 'expired');
    expect(moreExpired).toHaveLength(0);
    expect(expiredEvent?.actorUserId).toBeNull();
    expect(expiredEvent?.ipAddress).toBeNull();
    expect(mailsTo(late.buyer.email).map((m) => m.subject)).toEqual([
      'Venció el plazo del acuerdo de «Ferretería El Tornillo»',
    ]);
    // An expired NDA gets no "24 h left" reminder.
    expect(await events(late.id, 'reminder_sent')).toHaveLength(0);

    // The rest: unchanged rows, no mail, no event.
    for (const before of untouched) {
      expect(await nda(before.id)).toEqual(before);
      expect(await events(before.id, 'reminder_sent')).toHaveLength(0);
      expect(await events(before.id, 'expired')).toHaveLength(0);
    }
    for (const n of [later, done, uploaded]) expect(mailsTo(n.buyer.email)).toHaveLength(0);

    // Both evidence chains still verify.
    for (const n of [soon, late]) expect((await verifyNdaChain(t.db, n.id)).intact).toBe(true);

    // Twice is the same as once.
    const mailCount = t.mails.length;
    expect(await run()).toEqual({ reminded: 0, expired: 0 });
    expect(t.mails.length).toBe(mailCount);
    expect(await events(soon.id, 'reminder_sent')).toHaveLength(1);
    expect(await events(late.id, 'expired')).toHaveLength(1);

    // A reminded NDA still expires when its deadline passes.
    expect(await run(new Date(Date.now() + 11 * HOUR))).toEqual({ reminded: 0, expired: 1 });
    expect((await nda(soon.id)).status).toBe('rejected');
    expect(mailsTo(soon.buyer.email)).toHaveLength(2);
  });

  it('sends one reminder and records one expiry when two runs race', async () => {
    const reminders = await Promise.all([pendingNda(5 * HOUR), pendingNda(6 * HOUR)]);
    const expiring = await Promise.all([pendingNda(-HOUR), pendingNda(-3 * HOUR)]);
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, r) => sum + r.reminded, 0)).toBe(2);
    expect(results.reduce((sum, r) => sum + r.expired, 0)).toBe(2);
    for (const n of reminders) {
      expect(mailsTo(n.buyer.email)).toHaveLength(1);
      expect(await events(n.id, 'reminder_sent')).toHaveLength(1);
    }
    for (const n of expiring) {
      expect(await events(n.id, 'expired')).toHaveLength(1);
      expect(mailsTo(n.buyer.email)).toHaveLength(1);
      expect((await verifyNdaChain(t.db, n.id)).intact).toBe(true);
    }
  });

  it('retries a reminder the mail server refused, on the next run', async () => {
    const n = await pendingNda(2 * HOUR);
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP 421');
      },
    };
    expect(await run(undefined, failing)).toEqual({ reminded: 0, expired: 0 });
    expect((await nda(n.id)).deadlineReminderSentAt).toBeNull();
    expect(await events(n.id, 'reminder_sent')).toHaveLength(0);

    expect(await run()).toEqual({ reminded: 1, expired: 0 });
    expect(mailsTo(n.buyer.email)).toHaveLength(1);
  });

  it('mails nobody who turned every notification off, and still expires their NDA', async () => {
    const n = await pendingNda(HOUR / 2);
    await t.db.update(users).set({ notificationPreferences: 'none' }).where(eq(users.id, n.buyer.id));
    expect(await run()).toEqual({ reminded: 0, expired: 0 });
    expect((await nda(n.id)).deadlineReminderSentAt).toBeInstanceOf(Date);
    expect(await run(new Date(Date.now() + HOUR))).toEqual({ reminded: 0, expired: 1 });
    expect((await nda(n.id)).status).toBe('rejected');
    expect(mailsTo(n.buyer.email)).toHaveLength(0);
  });
});
