// An admin's decision on someone's content reaches them: a mail (per their notification
// preference) and a notice in the bell (decision 112).

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { professionals } from '../../db/schema/content.ts';
import { notices } from '../../db/schema/notices.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});

type Person = Awaited<ReturnType<typeof loginAs>>;

async function pendingListing(seller: Person, title: string) {
  const [row] = await t.db
    .insert(businesses)
    .values({
      sellerId: seller.user.id,
      title,
      slug: `n-${Math.random().toString(36).slice(2, 10)}`,
      description: 'Un negocio con clientela fija.',
      category: 'retail',
      country: 'Ecuador',
      location: 'Cuenca',
      askingPrice: '40000',
      images: ['/uploads/businesses/n.webp'],
      status: 'pending',
    })
    .returning();
  return row!;
}

const mailsTo = (p: Person) => t.mails.filter((m) => m.to === p.user.email);
const bell = async (p: Person) =>
  (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: p.headers })).json();
const unread = async (p: Person) =>
  (await t.app.inject({ method: 'GET', url: '/api/alerts/unread-count', headers: p.headers })).json().unread;
const setPreference = (p: Person, value: 'all' | 'important' | 'none') =>
  t.db.update(users).set({ notificationPreferences: value }).where(eq(users.id, p.user.id));

describe('a listing approved or rejected', () => {
  it('tells its seller by mail and in the bell; the rejection carries the reason and a link to edit', async () => {
    const seller = await loginAs(t, 'seller');
    const good = await pendingListing(seller, 'Papelería frente al colegio');
    const bad = await pendingListing(seller, 'Bazar sin fotos reales');

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${good.id}/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode).toBe(200);
    const reason = 'Las fotos son de internet: sube fotos reales del local.';
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${bad.id}/reject`,
      headers: admin.headers,
      payload: { reason },
    });
    expect(reject.statusCode).toBe(200);

    const [approvedMail, rejectedMail] = mailsTo(seller);
    expect(mailsTo(seller)).toHaveLength(2);
    expect(approvedMail!.subject).toBe('Tu anuncio «Papelería frente al colegio» está publicado');
    expect(approvedMail!.text).toContain(`http://localhost:3000/businesses/${good.slug}`);
    expect(rejectedMail!.subject).toBe('Tu anuncio «Bazar sin fotos reales» no fue aprobado');
    expect(rejectedMail!.text).toContain(reason);
    expect(rejectedMail!.text).toContain(`http://localhost:3000/seller/edit-listing/${bad.id}`);
    expect(rejectedMail!.html).toContain(`href="http://localhost:3000/seller/edit-listing/${bad.id}"`);

    expect(await unread(seller)).toBe(2);
    const page = await bell(seller);
    expect(page.unread).toBe(2);
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'notice',
        read: false,
        notice: {
          type: 'listing-rejected',
          title: 'Tu anuncio «Bazar sin fotos reales» no fue aprobado',
          body: `Motivo: ${reason} Corrígelo y vuelve a enviarlo a revisión.`,
          href: `/seller/edit-listing/${bad.id}`,
        },
      }),
      expect.objectContaining({
        kind: 'notice',
        read: false,
        notice: expect.objectContaining({
          type: 'listing-approved',
          title: 'Tu anuncio «Papelería frente al colegio» está publicado',
          href: `/businesses/${good.slug}`,
        }),
      }),
    ]);

    // Opening one reads it; nobody else can.
    const other = await loginAs(t, 'seller');
    const first = page.items[0].id;
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/${first}/read`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await bell(other)).items).toHaveLength(0);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/${first}/read`,
      headers: seller.headers,
    });
    expect(read.statusCode).toBe(204);
    expect(await unread(seller)).toBe(1);
    await t.app.inject({ method: 'POST', url: '/api/alerts/read-all', headers: seller.headers });
    expect(await unread(seller)).toBe(0);
  });

  it('follows the notification preference for the mail; the bell always has it', async () => {
    const important = await loginAs(t, 'seller');
    const none = await loginAs(t, 'seller');
    await setPreference(important, 'important');
    await setPreference(none, 'none');
    for (const [seller, title] of [
      [important, 'Cafetería en Loja'],
      [none, 'Lavandería en Ambato'],
    ] as const) {
      const row = await pendingListing(seller, title);
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/businesses/${row.id}/approve`,
        headers: admin.headers,
      });
    }
    expect(mailsTo(important)).toHaveLength(1);
    expect(mailsTo(none)).toHaveLength(0);
    expect(await unread(none)).toBe(1);
  });

  it('a refused decision (a second approval) tells nobody again', async () => {
    const seller = await loginAs(t, 'seller');
    const row = await pendingListing(seller, 'Heladería en Manta');
    const url = `/api/admin/businesses/${row.id}/approve`;
    expect((await t.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(409);
    expect(mailsTo(seller)).toHaveLength(1);
    expect(await unread(seller)).toBe(1);
  });
});

describe('an erased account', () => {
  it('takes its notices with it', async () => {
    const seller = await loginAs(t, 'seller');
    const row = await pendingListing(seller, 'Vidriería en Riobamba');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${row.id}/approve`,
      headers: admin.headers,
    });
    const mine = () => t.db.select().from(notices).where(eq(notices.userId, seller.user.id));
    expect(await mine()).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: seller.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await mine()).toEqual([]);
  });
});

describe('a directory entry approved or rejected', () => {
  it('tells its consultant by mail and in the bell, the rejection with its reason and a link to correct it', async () => {
    const consultant = await loginAs(t, 'consultant');
    const entry = async (name: string) =>
      (
        await t.db
          .insert(professionals)
          .values({ name, profession: 'Abogada', userId: consultant.user.id, status: 'pending' })
          .returning({ id: professionals.id })
      )[0]!.id;
    const good = await entry('Estudio Jurídico Andrade');
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professionals/${good}/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode).toBe(200);
    const mail = mailsTo(consultant)[0]!;
    expect(mail.subject).toBe('Tu ficha «Estudio Jurídico Andrade» está publicada en el directorio');
    expect(mail.text).toContain(`http://localhost:3000/professionals/${good}`);

    // Rejected after a substantial edit sent it back to review.
    await t.db.update(professionals).set({ status: 'pending' }).where(eq(professionals.id, good));
    const reason = 'La descripción promete resultados garantizados: quítalo.';
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/professionals/${good}/reject`,
      headers: admin.headers,
      payload: { reason },
    });
    expect(reject.statusCode).toBe(200);
    const rejected = mailsTo(consultant)[1]!;
    expect(rejected.subject).toBe('Tu ficha «Estudio Jurídico Andrade» no fue aprobada');
    expect(rejected.text).toContain(reason);
    expect(rejected.text).toContain('http://localhost:3000/consultant/professional');

    const page = await bell(consultant);
    expect(page.unread).toBe(2);
    expect(page.items.map((i: { notice: { type: string; href: string } }) => i.notice)).toEqual([
      expect.objectContaining({ type: 'professional-rejected', href: '/consultant/professional' }),
      expect.objectContaining({ type: 'professional-approved', href: `/professionals/${good}` }),
    ]);
  });
});
