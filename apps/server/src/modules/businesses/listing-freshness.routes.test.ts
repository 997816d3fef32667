import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, json, loginAs, type TestApp } from '../../../test/helpers.ts';
import { dashboardLogs } from '../../db/schema/admin.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { runExpiryReminders, runListingExpiry } from './listing-expiry.job.ts';

// Listings stay fresh (decision 151): expiry at 90 days, reminders at 7 and 1 day,
// renewal, what the public and crawlers get for an expired listing, sold listings after 30
// days, and the freshness filter and order.

const DAY = 86_400_000;
const APP_URL = 'https://traspasa.example';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'traspasa-freshness-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="es"><head><title>Traspasa</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp({ APP_URL }, { webDistDir: dist });
  [seller, other, buyer, admin] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'admin'),
  ]);
});

type Values = Partial<typeof businesses.$inferInsert>;
async function listing(values: Values = {}) {
  const tag = randomBytes(4).toString('hex');
  const [row] = await t.db
    .insert(businesses)
    .values({
      sellerId: seller.user.id,
      title: `Ferretería ${tag}`,
      slug: `ferreteria-${tag}`,
      description: 'Ferretería de barrio con clientela fija y proveedores de crédito.',
      category: 'retail',
      country: 'Ecuador',
      location: 'Machala',
      askingPrice: '42000',
      images: ['/uploads/businesses/f.webp'],
      status: 'approved',
      ...values,
    })
    .returning();
  return row!;
}
const row = async (id: number) => (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;
const run = {
  expire: (now: Date) => runListingExpiry({ db: t.db, mailer: t.app.mailer, appUrl: APP_URL, now }),
};
const remind = (now: Date) => runExpiryReminders({ db: t.db, mailer: t.app.mailer, appUrl: APP_URL, now });
const mailsAbout = (title: string) => t.mails.filter((m) => m.subject.includes(title));
const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/businesses?${query}` });
  expect(res.statusCode).toBe(200);
  return json<{ items: Array<{ id: number; refreshedAt: string; status: string }>; total: number }>(res);
};

describe('approval and the expiry job', () => {
  it('gives an approved listing 90 days, expires it at 90 days and not before, once, with a notice', async () => {
    const pending = await listing({ status: 'pending' });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${pending.id}/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode).toBe(200);
    const approved = await row(pending.id);
    const now = Date.now();
    expect(Math.abs(approved.expiresAt!.getTime() - (now + 90 * DAY))).toBeLessThan(60_000);
    expect(Math.abs(approved.refreshedAt.getTime() - now)).toBeLessThan(60_000);
    expect(approve.json().expiresAt).toBe(approved.expiresAt!.toISOString());
    // The approval itself mails the seller (decision 112); what follows counts the job's mails.
    const mailedAtApproval = mailsAbout(pending.title).length;

    const end = approved.expiresAt!.getTime();
    expect(await run.expire(new Date(end - 60_000))).toEqual({ expired: 0 });
    expect((await row(pending.id)).status).toBe('approved');

    expect(await run.expire(new Date(end + 60_000))).toEqual({ expired: 1 });
    expect((await row(pending.id)).status).toBe('expired');
    expect(await run.expire(new Date(end + 120_000))).toEqual({ expired: 0 });

    const logs = (
      await t.db.select().from(dashboardLogs).where(eq(dashboardLogs.action, 'business.expired'))
    ).filter((l) => l.targetId === pending.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ userId: null, metadata: { from: 'approved', to: 'expired' } });
    const [notice, ...more] = mailsAbout(pending.title).slice(mailedAtApproval);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ to: seller.user.email, subject: `Tu anuncio «${pending.title}» venció` });
    expect(notice!.text).toContain(`${APP_URL}/seller/dashboard?renovar=${pending.id}`);
  });
});

describe('reminders', () => {
  it('sends the 7-day and the 1-day reminder once each, even with two runs racing', async () => {
    // A fixed clock (10:00 in Ecuador): the countdown counts calendar days in the seller's zone.
    const base = Date.parse('2030-03-01T15:00:00Z');
    const b = await listing({ expiresAt: new Date(base + 10 * DAY) });
    const far = await listing({ expiresAt: new Date(base + 30 * DAY) });

    // 10 days left: nothing yet.
    await Promise.all([remind(new Date(base)), remind(new Date(base))]);
    expect(mailsAbout(b.title)).toHaveLength(0);

    // 6.5 days left: the 7-day reminder, once.
    const at7 = new Date(base + 3.5 * DAY);
    const [r1, r2] = await Promise.all([remind(at7), remind(at7)]);
    expect(r1.reminded + r2.reminded).toBe(1);
    await remind(at7);
    expect(mailsAbout(b.title).map((m) => m.subject)).toEqual([`Tu anuncio «${b.title}» vence en 7 días`]);
    expect(mailsAbout(b.title)[0]!.text).toContain(`${APP_URL}/seller/dashboard?renovar=${b.id}`);

    // 2 days left: still only the first one.
    await remind(new Date(base + 8 * DAY));
    expect(mailsAbout(b.title)).toHaveLength(1);

    // 20 hours left: the 1-day reminder, once, whatever the race.
    const at1 = new Date(base + 10 * DAY - 20 * 3600_000);
    await Promise.all([remind(at1), remind(at1), remind(at1)]);
    await remind(at1);
    expect(mailsAbout(b.title).map((m) => m.subject)).toEqual([
      `Tu anuncio «${b.title}» vence en 7 días`,
      `Tu anuncio «${b.title}» vence mañana`,
    ]);
    expect((await row(b.id)).expiryReminderDays).toBe(1);
    expect(mailsAbout(far.title)).toHaveLength(0);
  });

  it('sends only the last reminder when the job was away for the first one, and none after the end', async () => {
    // 20:00 in Ecuador: 12 hours before an end the next morning.
    const base = Date.parse('2030-06-01T01:00:00Z');
    const late = await listing({ expiresAt: new Date(base + 12 * 3600_000) });
    const gone = await listing({ expiresAt: new Date(base - 3600_000) });
    await remind(new Date(base));
    expect(mailsAbout(late.title).map((m) => m.subject)).toEqual([`Tu anuncio «${late.title}» vence mañana`]);
    expect(mailsAbout(gone.title)).toHaveLength(0);
  });

  it("counts the days from the real end in the seller's zone, also when the reminder goes out late", async () => {
    // 1 December, 07:00 in Ecuador; the listing ends on 4 December at 10:00 there.
    const now = new Date('2031-12-01T12:00:00Z');
    const b = await listing({ expiresAt: new Date('2031-12-04T15:00:00Z') });
    await remind(now);
    const [mail] = mailsAbout(b.title);
    expect(mail!.subject).toBe(`Tu anuncio «${b.title}» vence en 3 días`);
    expect(mail!.text).toContain('vence en 3 días, el 4 de diciembre de 2031, 10:00 (hora de Ecuador).');

    // Late in the evening in Ecuador, less than a day before an end after midnight: mañana.
    const evening = await listing({ expiresAt: new Date('2031-12-02T06:00:00Z') });
    await remind(new Date('2031-12-02T03:30:00Z'));
    expect(mailsAbout(evening.title)[0]!.text).toContain(
      'vence mañana, el 2 de diciembre de 2031, 01:00 (hora de Ecuador).',
    );
    // Hours before an end later the same day: hoy.
    const today = await listing({ expiresAt: new Date('2031-12-05T22:00:00Z') });
    await remind(new Date('2031-12-05T13:00:00Z'));
    expect(mailsAbout(today.title)[0]!.subject).toBe(`Tu anuncio «${today.title}» vence hoy`);
    expect(mailsAbout(today.title)[0]!.text).toContain('vence hoy, el 5 de diciembre de 2031, 17:00');
  });

  it("writes the date and the countdown in the zone of the seller's identity document", async () => {
    const porteno = await createUser(t.db, { role: 'seller' });
    await t.db.insert(identityVerifications).values({
      userId: porteno.id,
      documentType: 'dni_ar',
      documentNumber: '••••4321',
      status: 'approved',
      consentAt: new Date(),
    });
    // 3 December 23:00 in Ecuador is 4 December 01:00 in Buenos Aires.
    const b = await listing({ sellerId: porteno.id, expiresAt: new Date('2032-12-04T04:00:00Z') });
    await remind(new Date('2032-12-01T12:00:00Z'));
    const [mail] = mailsAbout(b.title);
    expect(mail!.subject).toBe(`Tu anuncio «${b.title}» vence en 3 días`);
    expect(mail!.text).toContain('vence en 3 días, el 4 de diciembre de 2032, 01:00 (hora de Argentina).');
  });

  it('marks but does not mail a seller who silenced every mail', async () => {
    const quiet = await createUser(t.db, { role: 'seller', notificationPreferences: 'none' });
    const b = await listing({ sellerId: quiet.id, expiresAt: new Date(Date.now() + 5 * DAY) });
    await remind(new Date());
    expect(mailsAbout(b.title)).toHaveLength(0);
    expect((await row(b.id)).expiryReminderDays).toBe(7);
  });
});

describe('POST /api/businesses/:id/renew', () => {
  const renew = (id: number, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/businesses/${id}/renew`, headers });

  it('puts an expired listing back in search for 90 more days, for its seller only', async () => {
    const b = await listing({
      status: 'expired',
      location: 'Renovación Pasaje',
      expiresAt: new Date(Date.now() - DAY),
      refreshedAt: new Date(Date.now() - 91 * DAY),
      expiryReminderDays: 1,
    });
    expect((await search('location=Renovación Pasaje')).total).toBe(0);

    expect((await renew(b.id)).statusCode).toBe(401);
    for (const who of [other, buyer]) {
      const refused = await renew(b.id, who.headers);
      expect(refused.statusCode).toBe(403);
      expect(json<{ error: { message: string } }>(refused).error.message).toMatch(
        /pertenece a otro vendedor/,
      );
    }
    expect((await row(b.id)).status).toBe('expired');

    const res = await renew(b.id, seller.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', editedSinceApproval: false });
    const after = await row(b.id);
    expect(Math.abs(after.expiresAt!.getTime() - (Date.now() + 90 * DAY))).toBeLessThan(60_000);
    expect(Date.now() - after.refreshedAt.getTime()).toBeLessThan(60_000);
    expect(after.expiryReminderDays).toBeNull();
    const found = await search('location=Renovación Pasaje');
    expect(found.items.map((i) => i.id)).toEqual([b.id]);
  });

  it('renews an approved listing early, refuses drafts (404 to strangers) and pending ones (409)', async () => {
    const live = await listing({ expiresAt: new Date(Date.now() + 3 * DAY), expiryReminderDays: 7 });
    const ok = await renew(live.id, seller.headers);
    expect(ok.statusCode).toBe(200);
    expect(new Date(ok.json().expiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * DAY);
    expect((await row(live.id)).expiryReminderDays).toBeNull();

    const draft = await listing({ status: 'draft' });
    expect((await renew(draft.id, other.headers)).statusCode).toBe(404);
    const own = await renew(draft.id, seller.headers);
    expect(own.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(own).error.message).toBe(
      'No se puede renovarlo: el negocio está borrador. Solo se renuevan los anuncios publicados o vencidos.',
    );
    const pending = await listing({ status: 'pending' });
    expect((await renew(pending.id, seller.headers)).statusCode).toBe(409);
    expect((await row(pending.id)).status).toBe('pending');
  });

  it('sends an expired listing edited since its approval to review instead', async () => {
    const b = await listing({ status: 'expired', location: 'Revisión Huaquillas' });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${b.id}`,
      headers: seller.headers,
      payload: { askingPrice: 39000 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'expired', editedSinceApproval: true });

    const res = await renew(b.id, seller.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
    expect((await search('location=Revisión Huaquillas')).total).toBe(0);

    // Approval then starts its 90 days and clears the mark.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${b.id}/approve`,
      headers: admin.headers,
    });
    expect(await row(b.id)).toMatchObject({ status: 'approved', editedSinceApproval: false });
  });

  it('renews an expired listing whose private part only changed straight back to public', async () => {
    const b = await listing({ status: 'expired' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${b.id}`,
      headers: seller.headers,
      payload: { confidentialInfo: 'Proveedores nuevos desde marzo.' },
    });
    const res = await renew(b.id, seller.headers);
    expect(res.json().status).toBe('approved');
  });
});

describe('an expired listing for the public, crawlers and the sitemap', () => {
  it('leaves search, the category counts and the sitemap; its page answers 410 to the public', async () => {
    const b = await listing({ status: 'expired', category: 'agriculture', location: 'Vencida Zaruma' });
    const live = await listing({ category: 'agriculture', location: 'Vigente Zaruma' });

    expect((await search('location=Zaruma')).items.map((i) => i.id)).toEqual([live.id]);
    expect((await search('location=Zaruma&includeSold=true')).items.map((i) => i.id)).toEqual([live.id]);
    const counts = json<Array<{ category: string; count: number }>>(
      await t.app.inject({ method: 'GET', url: '/api/businesses/categories' }),
    );
    expect(counts.find((c) => c.category === 'agriculture')?.count).toBe(1);

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/businesses/${live.slug}<`);
    expect(sitemap.body).not.toContain(b.slug);

    for (const who of [undefined, buyer.headers, other.headers]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/businesses/${b.slug}`, headers: who });
      expect(res.statusCode).toBe(410);
      expect(json<{ error: { message: string } }>(res).error.message).toMatch(/^Este anuncio venció/);
    }
    for (const who of [seller, admin]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/businesses/${b.slug}`,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('expired');
    }

    const page = await t.app.inject({ method: 'GET', url: `/businesses/${b.slug}` });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Anuncio vencido | Traspasa</title>');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).not.toContain(b.title);
    const livePage = await t.app.inject({ method: 'GET', url: `/businesses/${live.slug}` });
    expect(livePage.statusCode).toBe(200);
  });
});

describe('sold listings', () => {
  it('leave search 30 days after the sale even with includeSold, and keep their «Vendido» page', async () => {
    const recent = await listing({
      status: 'sold',
      soldAt: new Date(Date.now() - 5 * DAY),
      location: 'Vendida Piñas',
    });
    const old = await listing({
      status: 'sold',
      soldAt: new Date(Date.now() - 31 * DAY),
      location: 'Vendida Piñas',
    });

    expect((await search('location=Vendida Piñas')).total).toBe(0);
    const withSold = await search('location=Vendida Piñas&includeSold=true');
    expect(withSold.items.map((i) => i.id)).toEqual([recent.id]);
    for (const sort of ['recent', 'price_asc', 'revenue_desc']) {
      const sorted = await search(`location=Vendida Piñas&includeSold=true&sort=${sort}`);
      expect(sorted.items.map((i) => i.id)).toEqual([recent.id]);
    }

    const detail = await t.app.inject({ method: 'GET', url: `/api/businesses/${old.slug}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().status).toBe('sold');
    const page = await t.app.inject({ method: 'GET', url: `/businesses/${old.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>Vendido: ${old.title} | Traspasa</title>`);
  });

  it('counts the 30 days from the moment the seller marks it sold', async () => {
    const b = await listing({ location: 'Marcada Arenillas' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${b.id}/sold`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    const after = await row(b.id);
    expect(Date.now() - after.soldAt!.getTime()).toBeLessThan(60_000);
    expect((await search('location=Marcada Arenillas&includeSold=true')).items.map((i) => i.id)).toEqual([
      b.id,
    ]);
  });
});

describe('freshness: «Actualizado hace…», the filter and the order', () => {
  it('filters by the last 7 or 30 days and sorts the freshest first, by refreshedAt', async () => {
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    // Created in the opposite order, so an order by creation would be visibly wrong.
    const month = await listing({ location: 'Fresca Catamayo', createdAt: ago(1), refreshedAt: ago(40) });
    const week = await listing({ location: 'Fresca Catamayo', createdAt: ago(50), refreshedAt: ago(10) });
    const today = await listing({ location: 'Fresca Catamayo', createdAt: ago(120), refreshedAt: ago(2) });

    const seven = await search('location=Fresca Catamayo&publishedWithin=7');
    expect(seven.items.map((i) => i.id)).toEqual([today.id]);
    const thirty = await search('location=Fresca Catamayo&publishedWithin=30&sort=recent');
    expect(thirty.items.map((i) => i.id)).toEqual([today.id, week.id]);
    const all = await search('location=Fresca Catamayo&sort=recent');
    expect(all.items.map((i) => i.id)).toEqual([today.id, week.id, month.id]);
    expect(all.items.map((i) => i.refreshedAt)).toEqual(
      [today, week, month].map((b) => b.refreshedAt.toISOString()),
    );

    const bad = await t.app.inject({ method: 'GET', url: '/api/businesses?publishedWithin=5' });
    expect(bad.statusCode).toBe(400);
  });

  it('counts an admin correction of a published listing as fresh', async () => {
    const b = await listing({ refreshedAt: new Date(Date.now() - 20 * DAY) });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${b.id}`,
      headers: admin.headers,
      payload: { title: `${b.title} corregida` },
    });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - new Date(res.json().refreshedAt).getTime()).toBeLessThan(60_000);
  });
});

describe('saved searches and the freshness filter', () => {
  it('drops «publicados en los últimos N días» when a search is saved: every alert is a new listing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: buyer.headers,
      payload: { filters: { category: 'retail', publishedWithin: '7' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filters).toEqual({ category: 'retail' });
  });
});
