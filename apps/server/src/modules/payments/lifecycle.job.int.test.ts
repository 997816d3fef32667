import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { stripeProducts, subscriptions } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { ensureCatalogue } from './checkout.service.ts';
import { featureNamesOf } from './entitlements.repository.ts';
import { syncEntitlements } from './entitlements.service.ts';
import { runPaymentLifecycle } from './lifecycle.job.ts';

const DAY = 24 * 3600_000;
const APP_URL = 'http://localhost:3000';

let t: TestApp;
const productIds = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  await ensureCatalogue(t.db);
  for (const p of await t.db.select().from(stripeProducts)) productIds.set(p.stripeProductId, p.id);
});

const YEARLY = 'prod_local_comprador_pro_anual';
const MONTHLY_SELLER = 'prod_local_vendedor_profesional_mensual';
const YEARLY_SELLER = 'prod_local_vendedor_profesional_anual';
const SELLER_FEATURES = ['credito_destacado_mensual', 'fotos_adicionales'];

/** A user with a live subscription to `product` (rows written as the pipeline would), features granted. */
async function subscriber(
  product: string,
  sub: Partial<typeof subscriptions.$inferInsert> = {},
  user: Omit<Partial<typeof users.$inferInsert>, 'role'> = {},
) {
  const u = await createUser(t.db, { role: 'seller', fullName: 'Marta Jaramillo', ...user });
  const now = Date.now();
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      userId: u.id,
      stripeSubscriptionId: `sub_test_${randomBytes(6).toString('hex')}`,
      productId: productIds.get(product)!,
      status: 'active',
      currentPeriodStart: new Date(now - 20 * DAY),
      currentPeriodEnd: new Date(now + 10 * DAY),
      ...sub,
    })
    .returning();
  await syncEntitlements(t.db, u.id);
  return { user: u, sub: row! };
}

const run = (now?: Date, mailer: Mailer = t.app.mailer) =>
  runPaymentLifecycle({ db: t.db, mailer, appUrl: APP_URL, now });
const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);
const subscription = async (id: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const user = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const setSub = (id: number, changes: Partial<typeof subscriptions.$inferInsert>) =>
  t.db.update(subscriptions).set(changes).where(eq(subscriptions.id, id));

describe('renewal reminders', () => {
  it('reminds a yearly plan once a week before it renews, even when two runs race', async () => {
    const periodEnd = new Date(Date.now() + 5 * DAY);
    const a = await subscriber(YEARLY, { currentPeriodEnd: periodEnd }, { fullName: 'Ana Peñafiel' });
    const b = await subscriber(YEARLY_SELLER, { currentPeriodEnd: new Date(Date.now() + 2 * DAY) });

    const results = await Promise.all([run(), run()]);
    expect(results.reduce((sum, r) => sum + r.reminded, 0)).toBe(2);

    const [reminder, ...more] = mailsTo(a.user.email);
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toMatch(/^Tu plan Comprador Pro anual se renueva el \d+ de [a-z]+ de \d{4}$/);
    expect(reminder!.text).toContain('Hola Ana Peñafiel:');
    expect(reminder!.text).toContain('$190,00');
    expect(reminder!.text).toContain(`${APP_URL}/subscription`);
    expect(reminder!.html).toContain(`href="${APP_URL}/subscription"`);
    expect(mailsTo(b.user.email)).toHaveLength(1);
    expect(mailsTo(b.user.email)[0]!.text).toContain('$290,00');
    expect((await subscription(a.sub.id)).metadata).toMatchObject({
      reminderSentFor: periodEnd.toISOString(),
    });

    // Again: nothing new.
    expect((await run()).reminded).toBe(0);
    expect(mailsTo(a.user.email)).toHaveLength(1);

    // Renewed: the next period gets its own reminder, a week before it ends.
    const nextEnd = new Date(periodEnd.getTime() + 365 * DAY);
    await setSub(a.sub.id, { currentPeriodStart: periodEnd, currentPeriodEnd: nextEnd });
    expect((await run(new Date(nextEnd.getTime() - 30 * DAY))).reminded).toBe(0);
    expect((await run(new Date(nextEnd.getTime() - 6 * DAY))).reminded).toBeGreaterThanOrEqual(1);
    expect(mailsTo(a.user.email)).toHaveLength(2);
    expect((await subscription(a.sub.id)).metadata).toMatchObject({ reminderSentFor: nextEnd.toISOString() });
    // Features untouched by reminders.
    expect(await featureNamesOf(t.db, a.user.id)).toEqual(['acuerdos_ilimitados']);
  });

  it('does not remind monthly plans, plans that will not renew, renewals far off, or readers who want no mail', async () => {
    const soon = new Date(Date.now() + 3 * DAY);
    const monthly = await subscriber(MONTHLY_SELLER, { currentPeriodEnd: soon });
    const cancelling = await subscriber(YEARLY, { currentPeriodEnd: soon, cancelAtPeriodEnd: true });
    const farOff = await subscriber(YEARLY, { currentPeriodEnd: new Date(Date.now() + 20 * DAY) });
    const pastDue = await subscriber(YEARLY, { currentPeriodEnd: soon, status: 'past_due' });
    const silent = await subscriber(YEARLY, { currentPeriodEnd: soon }, { notificationPreferences: 'none' });
    const important = await subscriber(
      YEARLY,
      { currentPeriodEnd: soon },
      { notificationPreferences: 'important' },
    );

    await run();
    for (const s of [monthly, cancelling, farOff, pastDue, silent])
      expect(mailsTo(s.user.email)).toHaveLength(0);
    // Billing counts as important.
    expect(mailsTo(important.user.email)).toHaveLength(1);
    // The silent reader's plan is marked all the same, so it is not looked at again.
    expect((await subscription(silent.sub.id)).metadata).toMatchObject({
      reminderSentFor: soon.toISOString(),
    });
    expect((await subscription(monthly.sub.id)).metadata).toBeNull();
    expect((await subscription(cancelling.sub.id)).metadata).toBeNull();
  });

  it('tries again on the next run when the mail server refuses the reminder', async () => {
    const s = await subscriber(YEARLY, { currentPeriodEnd: new Date(Date.now() + 4 * DAY) });
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP 421');
      },
    };
    await run(undefined, failing);
    expect((await subscription(s.sub.id)).metadata).toBeNull();
    await run();
    expect(mailsTo(s.user.email)).toHaveLength(1);
  });
});

describe("dates in the reader's zone", () => {
  /** A subscriber whose approved identity document is Argentinian: their mails speak Buenos Aires time. */
  async function porteno(product: string, sub: Partial<typeof subscriptions.$inferInsert>) {
    const s = await subscriber(product, sub);
    await t.db.insert(identityVerifications).values({
      userId: s.user.id,
      documentType: 'dni_ar',
      documentNumber: '••••4321',
      status: 'approved',
      consentAt: new Date(),
    });
    return s;
  }

  it('counts the days to a yearly renewal from the real date in their zone, also when reminded late', async () => {
    // 7 December 23:00 in Ecuador is 8 December 01:00 in Buenos Aires; reminded on 1 December.
    const s = await porteno(YEARLY, { currentPeriodEnd: new Date('2031-12-08T04:00:00Z') });
    await run(new Date('2031-12-01T12:00:00Z'));
    const [reminder] = mailsTo(s.user.email);
    expect(reminder!.subject).toBe('Tu plan Comprador Pro anual se renueva el 8 de diciembre de 2031');
    expect(reminder!.text).toContain(
      'Tu plan anual «Comprador Pro anual» se renueva automáticamente en 7 días, el 8 de diciembre de 2031.',
    );

    // Sent late, two days before: the count is the real one.
    const late = await porteno(YEARLY, { currentPeriodEnd: new Date('2031-12-20T15:00:00Z') });
    await run(new Date('2031-12-18T12:00:00Z'));
    expect(mailsTo(late.user.email)[0]!.text).toContain(
      'se renueva automáticamente en 2 días, el 20 de diciembre',
    );
  });

  it('dates the end of a plan and its grace period in their zone', async () => {
    const periodEnd = new Date('2032-03-01T03:30:00Z');
    const s = await porteno(MONTHLY_SELLER, { currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true });
    await run(new Date(periodEnd.getTime() + 60_000));
    // 29 February at 22:30 in Ecuador, already 1 March in Buenos Aires.
    expect(mailsTo(s.user.email)[0]!.text).toContain('terminó el 1 de marzo de 2032');
  });
});

describe('grace period', () => {
  it('keeps a past-due plan until the grace date, then removes its features and says so once', async () => {
    const s = await subscriber(MONTHLY_SELLER);
    expect(await featureNamesOf(t.db, s.user.id)).toEqual(SELLER_FEATURES);
    const graceUntil = new Date(Date.now() + 3 * DAY);
    await setSub(s.sub.id, { status: 'past_due' });
    await t.db.update(users).set({ gracePeriodEndDate: graceUntil }).where(eq(users.id, s.user.id));
    await syncEntitlements(t.db, s.user.id);

    // Within the grace period: nothing changes.
    expect((await run()).graceEnded).toBe(0);
    expect(await featureNamesOf(t.db, s.user.id)).toEqual(SELLER_FEATURES);
    expect(mailsTo(s.user.email)).toHaveLength(0);

    // After it, twice at once: features gone, one mail.
    const after = new Date(graceUntil.getTime() + 60_000);
    const results = await Promise.all([run(after), run(after)]);
    expect(results.reduce((sum, r) => sum + r.graceEnded, 0)).toBe(1);
    expect(await featureNamesOf(t.db, s.user.id)).toEqual([]);
    const [ended, ...more] = mailsTo(s.user.email);
    expect(more).toHaveLength(0);
    expect(ended!.subject).toBe('Tu plan Vendedor Profesional terminó');
    expect(ended!.text).toContain('el plazo para actualizar tu tarjeta terminó');
    expect(ended!.text).toContain(`${APP_URL}/subscription-plans`);
    const u = await user(s.user.id);
    expect(u.lastExpiryNotificationDate?.toISOString()).toBe(after.toISOString());
    expect(u.subscriptionTier).toBeNull();

    // Later runs: nothing more.
    await run(new Date(after.getTime() + DAY));
    expect(mailsTo(s.user.email)).toHaveLength(1);
  });

  it('removes the features of a reader who wants no mail, without mailing', async () => {
    const s = await subscriber(YEARLY, {}, { notificationPreferences: 'none' });
    await setSub(s.sub.id, { status: 'past_due' });
    const graceUntil = new Date(Date.now() - 60_000);
    await t.db.update(users).set({ gracePeriodEndDate: graceUntil }).where(eq(users.id, s.user.id));
    expect(await featureNamesOf(t.db, s.user.id)).toEqual(['acuerdos_ilimitados']);
    await run();
    expect(await featureNamesOf(t.db, s.user.id)).toEqual([]);
    expect(mailsTo(s.user.email)).toHaveLength(0);
  });
});

describe('plans cancelled at period end', () => {
  it('keeps the features until the period ends, then removes them and says so once', async () => {
    const periodEnd = new Date(Date.now() + 2 * DAY);
    const s = await subscriber(MONTHLY_SELLER, { currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true });

    expect((await run()).expired).toBe(0);
    expect(await featureNamesOf(t.db, s.user.id)).toEqual(SELLER_FEATURES);
    expect(mailsTo(s.user.email)).toHaveLength(0);

    const after = new Date(periodEnd.getTime() + 60_000);
    const results = await Promise.all([run(after), run(after)]);
    expect(results.reduce((sum, r) => sum + r.expired, 0)).toBe(1);
    expect(await featureNamesOf(t.db, s.user.id)).toEqual([]);
    const [ended, ...more] = mailsTo(s.user.email);
    expect(more).toHaveLength(0);
    expect(ended!.subject).toBe('Tu plan Vendedor Profesional terminó');
    expect(ended!.text).toContain('al final del período que pagaste');
    expect((await subscription(s.sub.id)).metadata).toMatchObject({
      endedNoticeFor: periodEnd.toISOString(),
    });

    await run(new Date(after.getTime() + DAY));
    expect(mailsTo(s.user.email)).toHaveLength(1);
  });

  it('announces the end once even when a provider event already removed the features', async () => {
    const periodEnd = new Date(Date.now() - 3600_000);
    const s = await subscriber(MONTHLY_SELLER, { currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true });
    // Stripe deletes the subscription at the period end; the pipeline stores it and recomputes.
    await setSub(s.sub.id, { status: 'canceled' });
    await syncEntitlements(t.db, s.user.id);
    expect(await featureNamesOf(t.db, s.user.id)).toEqual([]);

    await run();
    expect(mailsTo(s.user.email).map((m) => m.subject)).toEqual(['Tu plan Vendedor Profesional terminó']);
    await run();
    expect(mailsTo(s.user.email)).toHaveLength(1);
  });

  it('does not mail about a plan replaced by another, nor about cancellations long past', async () => {
    const oldEnd = new Date(Date.now() - 60_000);
    const switched = await subscriber(MONTHLY_SELLER, { currentPeriodEnd: oldEnd, cancelAtPeriodEnd: true });
    await t.db.insert(subscriptions).values({
      userId: switched.user.id,
      stripeSubscriptionId: `sub_test_${randomBytes(6).toString('hex')}`,
      productId: productIds.get(YEARLY_SELLER)!,
      status: 'active',
      currentPeriodStart: oldEnd,
      currentPeriodEnd: new Date(Date.now() + 365 * DAY),
    });
    const old = await subscriber(MONTHLY_SELLER, {
      currentPeriodEnd: new Date(Date.now() - 40 * DAY),
      cancelAtPeriodEnd: true,
      status: 'canceled',
    });

    await run();
    expect(mailsTo(switched.user.email)).toHaveLength(0);
    // The new plan's features stay.
    expect(await featureNamesOf(t.db, switched.user.id)).toEqual(SELLER_FEATURES);
    expect(mailsTo(old.user.email)).toHaveLength(0);
    // Both were still marked as handled: the next run does not look at them again.
    expect((await subscription(switched.sub.id)).metadata).toMatchObject({
      endedNoticeFor: oldEnd.toISOString(),
    });
  });
});
