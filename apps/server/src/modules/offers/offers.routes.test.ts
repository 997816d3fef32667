import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { NegotiationDetail, NegotiationList, OfferDefaults } from '@traspasa/shared/offers';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { notices } from '../../db/schema/notices.ts';
import { negotiationEvents, negotiations } from '../../db/schema/offers.ts';
import { expectPageNumbers, readPdf } from '../ndas/pdf/pdf.test-kit.ts';
import { addDays, ecuadorDay } from './offers.rules.ts';
import {
  buyerWithNda,
  call,
  codeFromMail,
  makeOffer,
  sellerWithListing,
  sha256,
  terms,
} from './offers.test-kit.ts';
import { runOffersLapse } from './offers-lapse.job.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

type Headers = Record<string, string>;
const detailOf = (res: { json: <T>() => T }) => res.json<NegotiationDetail>();
/** The Spanish sentence of an error answer. */
const message = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;
const post = (h: Headers, url: string, payload: unknown = {}) => call(t, 'POST', url, h, payload);
const get = (h: Headers, url: string) => call(t, 'GET', url, h);

/** A listing, its seller, a buyer with access and the buyer's first offer. */
async function negotiation(values = {}) {
  const { seller, business } = await sellerWithListing(t, values);
  const buyer = await buyerWithNda(t, business.id);
  const res = await makeOffer(t, buyer.headers, business.id);
  expect(res.statusCode, res.body).toBe(201);
  return { seller, buyer, business, n: detailOf(res) };
}

describe('making an offer', () => {
  it('a buyer with access offers: version 1, the letter rendered in Spanish with its SHA-256, the seller told', async () => {
    const { seller, business, n } = await negotiation();
    expect(n).toMatchObject({
      status: 'open',
      role: 'buyer',
      backup: false,
      allowedActions: ['withdraw'],
      chainIntact: true,
      latest: { number: 1, authorSide: 'buyer', status: 'open', priceCents: 12_000_000 },
    });
    const [v1] = n.versions;
    expect(v1!.terms).toEqual(terms());
    expect(v1!.renderedText).toContain('CARTA DE INTENCIÓN NO VINCULANTE');
    expect(v1!.renderedText).toContain('El Comprador ofrece $120.000 por el negocio.');
    expect(v1!.renderedText).toContain('Solo las cláusulas 8 (exclusividad) y 9 (confidencialidad) obligan');
    expect(v1!.textSha256).toBe(sha256(v1!.renderedText));
    expect(v1!.loiVersion).toBe('1');
    expect(n.events.map((e) => e.type)).toEqual(['made']);
    // No IP or browser for the parties: those are in the certificate and the admin's view.
    expect(n.events[0]).not.toHaveProperty('ipAddress');

    const sellerView = detailOf(await get(seller.headers, `/api/negotiations/${n.id}`));
    expect(sellerView).toMatchObject({
      role: 'seller',
      awaitingMe: true,
      allowedActions: ['accept', 'counter', 'reject'],
    });
    const [notice] = await t.db.select().from(notices).where(eq(notices.userId, seller.user.id));
    expect(notice).toMatchObject({
      type: 'offer-received',
      href: `/offers/${n.id}`,
      businessId: business.id,
    });
    expect(
      t.mails.some((m) => m.to === seller.user.email && m.subject.includes('te hizo una oferta de $120.000')),
    ).toBe(true);
  });

  it('anyone else gets the 404 of an unknown listing, byte for byte', async () => {
    const { seller, business } = await sellerWithListing(t);
    const unknown = await makeOffer(t, (await loginAs(t, 'buyer')).headers, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    const stranger = await loginAs(t, 'buyer');
    const requested = await buyerWithNda(t, business.id, 'requested');
    const revoked = await buyerWithNda(t, business.id, 'revoked');
    const { business: draft } = await sellerWithListing(t, { status: 'draft' });
    const draftBuyer = await buyerWithNda(t, draft.id);
    const admin = await loginAs(t, 'admin');
    const refused = [
      await makeOffer(t, stranger.headers, business.id),
      await makeOffer(t, requested.headers, business.id),
      await makeOffer(t, revoked.headers, business.id),
      await makeOffer(t, seller.headers, business.id),
      await makeOffer(t, admin.headers, business.id),
      await makeOffer(t, draftBuyer.headers, draft.id),
      await get(stranger.headers, `/api/offers/defaults?businessId=${business.id}`),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    expect(message(unknown)).toBe('No encontramos ese negocio. Puede que ya no esté publicado.');
    expect(await t.db.select().from(negotiations).where(eq(negotiations.businessId, business.id))).toEqual(
      [],
    );
  });

  it('gives the form its defaults from the listing', async () => {
    const { business } = await sellerWithListing(t, {
      askingPrice: '85000.50',
      inventoryIncluded: true,
      inventoryValue: '12000',
      trainingWeeks: 3,
    });
    const buyer = await buyerWithNda(t, business.id);
    const res = await get(buyer.headers, `/api/offers/defaults?businessId=${business.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<OfferDefaults>();
    expect(d.terms).toMatchObject({
      priceCents: 8_500_050,
      payment: { atClosingCents: 8_500_050, instalments: [], sellerFinancing: null },
      inventory: { treatment: 'included', amountCents: 1_200_000 },
      trainingDays: 21,
    });
    expect(d.template).toMatchObject({ version: '1', title: 'Carta de intención no vinculante' });
    expect(d.template.sha256).toBe(sha256(d.template.content));
  });

  it('keeps every cent of every amount, as sent, in each version and the letter', async () => {
    const { seller, business } = await sellerWithListing(t);
    const buyer = await buyerWithNda(t, business.id);
    const odd = terms({
      priceCents: 12_345_678_901,
      payment: {
        atClosingCents: 10_000_000_001,
        instalments: [{ amountCents: 345_678_900, dueInMonths: 6 }],
        sellerFinancing: { amountCents: 2_000_000_000, months: 36, annualRatePercent: 9.75 },
      },
      inventory: { treatment: 'included', amountCents: 99 },
    });
    const made = detailOf(await makeOffer(t, buyer.headers, business.id, odd));
    expect(made.versions[0]!.terms).toEqual(odd);
    expect(made.versions[0]!.priceCents).toBe(12_345_678_901);
    expect(made.versions[0]!.renderedText).toContain('$123.456.789,01');
    const counter = terms({
      priceCents: 12_345_678_999,
      payment: { atClosingCents: 12_345_678_999, instalments: [], sellerFinancing: null },
    });
    const res = await post(seller.headers, `/api/negotiations/${made.id}/counter`, { terms: counter });
    expect(res.statusCode, res.body).toBe(200);
    const again = detailOf(await get(buyer.headers, `/api/negotiations/${made.id}`));
    expect(again.versions.map((v) => v.terms)).toEqual([odd, counter]);
    expect(again.versions[1]!.changes[0]).toEqual({
      field: 'priceCents',
      label: 'Precio',
      from: '$123.456.789,01',
      to: '$123.456.789,99',
    });
  });

  it('refuses terms whose payment does not add up, or that are no longer valid, with a Spanish 400', async () => {
    const { business } = await sellerWithListing(t);
    const buyer = await buyerWithNda(t, business.id);
    const short = await makeOffer(t, buyer.headers, business.id, {
      ...terms(),
      payment: { atClosingCents: 11_000_000, instalments: [], sellerFinancing: null },
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('La forma de pago suma $110.000 y el precio es $120.000: deben coincidir.');
    const yesterday = addDays(ecuadorDay(new Date()), -1);
    const past = await makeOffer(t, buyer.headers, business.id, terms({ validUntil: yesterday }));
    expect(past.statusCode).toBe(400);
    expect(message(past)).toBe('La fecha de validez ya pasó: elige hoy o un día futuro.');
    const second = await makeOffer(t, buyer.headers, business.id);
    expect(second.statusCode).toBe(201);
    const third = await makeOffer(t, buyer.headers, business.id);
    expect(third.statusCode).toBe(409);
    expect(message(third)).toMatch(/^Ya tienes una negociación en curso por este negocio/);
  });

  it('refuses a sold listing, and a reserved one unless it takes back-up offers (then flagged)', async () => {
    const { business } = await sellerWithListing(t);
    const buyer = await buyerWithNda(t, business.id);
    await t.db
      .update(businesses)
      .set({ status: 'sold', soldAt: new Date() })
      .where(eq(businesses.id, business.id));
    const sold = await makeOffer(t, buyer.headers, business.id);
    expect(sold.statusCode).toBe(409);
    expect(message(sold)).toBe('Este negocio ya se vendió: ya no recibe ofertas.');

    const { business: reserved } = await sellerWithListing(t);
    const other = await buyerWithNda(t, reserved.id);
    await t.db.update(businesses).set({ status: 'reserved' }).where(eq(businesses.id, reserved.id));
    const refused = await makeOffer(t, other.headers, reserved.id);
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toMatch(/reservado/);
    await t.db.update(businesses).set({ acceptBackupOffers: true }).where(eq(businesses.id, reserved.id));
    const backup = await makeOffer(t, other.headers, reserved.id);
    expect(backup.statusCode, backup.body).toBe(201);
    expect(detailOf(backup).backup).toBe(true);
  });
});

describe('reading a negotiation', () => {
  it('only its buyer, its seller and admins read it; anyone else gets the 404 of an unknown id', async () => {
    const { n, business } = await negotiation();
    const unknown = await get((await loginAs(t, 'buyer')).headers, '/api/negotiations/2000000000');
    expect(unknown.statusCode).toBe(404);
    const otherSeller = (await sellerWithListing(t)).seller;
    const otherBuyer = await buyerWithNda(t, business.id);
    for (const who of [await loginAs(t, 'buyer'), otherSeller, otherBuyer]) {
      for (const url of [
        `/api/negotiations/${n.id}`,
        `/api/negotiations/${n.id}/certificate.pdf`,
        `/api/negotiations/${n.id}/versions/1/letter.pdf`,
      ]) {
        const res = await get(who.headers, url);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(unknown.body);
      }
      const accept = await post(who.headers, `/api/negotiations/${n.id}/accept`);
      expect(accept.body).toBe(unknown.body);
      const list = (await get(who.headers, '/api/negotiations')).json<NegotiationList>();
      expect(list.items.map((i) => i.id)).not.toContain(n.id);
    }
    const admin = await loginAs(t, 'admin');
    const adminView = await get(admin.headers, `/api/admin/negotiations/${n.id}`);
    expect(adminView.statusCode).toBe(200);
    expect(detailOf(adminView).events[0]).toMatchObject({
      ipAddress: expect.any(String),
      userAgent: expect.any(String),
    });
    expect(detailOf(adminView).allowedActions).toEqual([]);
    const byListing = await get(admin.headers, `/api/admin/negotiations?businessId=${business.id}`);
    expect(byListing.json<NegotiationList>().items.map((i) => i.id)).toEqual([n.id]);
  });
});

describe('negotiating', () => {
  it('counter, counter, accept: three versions with their changes, the timeline in order', async () => {
    const { seller, buyer, n } = await negotiation();
    const sellerTerms = terms({
      priceCents: 13_200_000,
      payment: { atClosingCents: 13_200_000, instalments: [], sellerFinancing: null },
    });
    const c1 = await post(seller.headers, `/api/negotiations/${n.id}/counter`, { terms: sellerTerms });
    expect(c1.statusCode, c1.body).toBe(200);
    expect(detailOf(c1).versions.map((v) => v.status)).toEqual(['countered', 'open']);
    expect(detailOf(c1).versions[1]!.changes.map((c) => `${c.label}: ${c.from} → ${c.to}`)).toEqual([
      'Precio: $120.000 → $132.000',
      'Pago al cierre: $120.000 → $132.000',
    ]);
    // The author cannot answer its own version.
    const own = await post(seller.headers, `/api/negotiations/${n.id}/accept`);
    expect(own.statusCode).toBe(409);
    expect(message(own)).toBe('Esta versión la escribiste tú: ahora responde el comprador.');

    const buyerTerms = terms({
      priceCents: 12_600_000,
      payment: {
        atClosingCents: 10_000_000,
        instalments: [],
        sellerFinancing: { amountCents: 2_600_000, months: 12, annualRatePercent: 8 },
      },
    });
    const c2 = await post(buyer.headers, `/api/negotiations/${n.id}/counter`, { terms: buyerTerms });
    expect(c2.statusCode, c2.body).toBe(200);
    const accepted = await post(seller.headers, `/api/negotiations/${n.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const d = detailOf(accepted);
    expect(d.status).toBe('accepted');
    expect(d.acceptedVersionNumber).toBe(3);
    expect(d.versions.map((v) => v.status)).toEqual(['countered', 'countered', 'accepted']);
    expect(d.events.map((e) => [e.seq, e.type, e.actorSide, e.versionNumber])).toEqual([
      [1, 'made', 'buyer', 1],
      [2, 'countered', 'seller', 2],
      [3, 'countered', 'buyer', 3],
      [4, 'accepted', 'seller', 3],
    ]);
    expect(d.allowedActions).toEqual(['request_code', 'sign']);
    expect(d.signDeadline).not.toBeNull();
  });

  it('withdraw and reject end the negotiation; every action after that is a Spanish 409 naming the state', async () => {
    const { seller, buyer, n } = await negotiation();
    const notAuthor = await post(seller.headers, `/api/negotiations/${n.id}/withdraw`);
    expect(notAuthor.statusCode).toBe(409);
    expect(message(notAuthor)).toBe(
      'Solo quien escribió la versión abierta puede retirarla: esta la escribió el comprador.',
    );
    const withdrawn = await post(buyer.headers, `/api/negotiations/${n.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(detailOf(withdrawn)).toMatchObject({ status: 'withdrawn', allowedActions: [] });
    for (const [who, action, body] of [
      [seller, 'accept', {}],
      [seller, 'reject', {}],
      [seller, 'counter', { terms: terms() }],
      [buyer, 'withdraw', {}],
    ] as const) {
      const res = await post(who.headers, `/api/negotiations/${n.id}/${action}`, body);
      expect(res.statusCode).toBe(409);
      expect(message(res)).toMatch(/^Esta negociación está retirada: ya no se puede /);
    }
    const code = await post(buyer.headers, `/api/negotiations/${n.id}/signing-code`);
    expect(code.statusCode).toBe(409);
    expect(message(code)).toBe('Esta negociación está retirada: ya no se puede firmar.');

    const other = await negotiation();
    const rejected = await post(other.seller.headers, `/api/negotiations/${other.n.id}/reject`, {
      reason: 'El precio está muy por debajo',
    });
    expect(rejected.statusCode).toBe(200);
    expect(detailOf(rejected).versions[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'El precio está muy por debajo',
    });
    const late = await post(other.seller.headers, `/api/negotiations/${other.n.id}/accept`);
    expect(message(late)).toBe('Esta negociación está rechazada: ya no se puede aceptar.');
    expect(
      t.mails.some(
        (m) =>
          m.to === other.buyer.user.email &&
          m.text.includes('El motivo que dio: El precio está muy por debajo.'),
      ),
    ).toBe(true);
  });

  it('50 concurrent acceptances of competing offers on one listing: exactly one is accepted', async () => {
    const { seller, business } = await sellerWithListing(t);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const buyer = await buyerWithNda(t, business.id);
      const res = await makeOffer(
        t,
        buyer.headers,
        business.id,
        terms({
          priceCents: 12_000_000 + i,
          payment: { atClosingCents: 12_000_000 + i, instalments: [], sellerFinancing: null },
        }),
      );
      expect(res.statusCode).toBe(201);
      ids.push(detailOf(res).id);
    }
    const results = await Promise.all(
      ids.map((id) => post(seller.headers, `/api/negotiations/${id}/accept`)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(message(r)).toBe(
        'Ya hay una oferta aceptada por este negocio: no se puede aceptar otra mientras esa siga en pie.',
      );
    }
    const rows = await t.db.select().from(negotiations).where(eq(negotiations.businessId, business.id));
    expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'open')).toHaveLength(49);
    // While it holds the listing, the seller cannot mark it sold outside Traspasa.
    const sold = await post(seller.headers, `/api/businesses/${business.id}/sold`);
    expect(sold.statusCode).toBe(409);
  });
});

describe('signing the accepted letter', () => {
  async function accepted() {
    const ctx = await negotiation({ title: 'Ferretería en Cuenca' });
    const res = await post(ctx.seller.headers, `/api/negotiations/${ctx.n.id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    return ctx;
  }

  it('both sign with the mailed code and their typed name: signed, the listing reserved, both told', async () => {
    const { seller, buyer, business, n } = await accepted();
    const wrongFirst = await post(buyer.headers, `/api/negotiations/${n.id}/sign`, {
      fullName: 'Carla Compradora',
      code: '123456',
    });
    expect(wrongFirst.statusCode).toBe(409);
    expect(message(wrongFirst)).toBe('El código venció o ya no es válido. Pide un código nuevo.');

    const sent = await post(buyer.headers, `/api/negotiations/${n.id}/signing-code`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ sentTo: string }>().sentTo).toMatch(/^u••••@example\.com$/);
    const code = codeFromMail(t, buyer.user.email);
    const bad = await post(buyer.headers, `/api/negotiations/${n.id}/sign`, {
      fullName: 'Carla Compradora',
      code: code === '000000' ? '000001' : '000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe('El código no es correcto. Te quedan 4 intentos.');
    const signed = await post(buyer.headers, `/api/negotiations/${n.id}/sign`, {
      fullName: ' Carla   Compradora ',
      code,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(detailOf(signed)).toMatchObject({ status: 'accepted', allowedActions: [] });
    const twice = await post(buyer.headers, `/api/negotiations/${n.id}/signing-code`);
    expect(message(twice)).toBe('Ya firmaste esta carta de intención.');

    await post(seller.headers, `/api/negotiations/${n.id}/signing-code`);
    const done = await post(seller.headers, `/api/negotiations/${n.id}/sign`, {
      fullName: 'Víctor Vendedor',
      code: codeFromMail(t, seller.user.email),
    });
    expect(done.statusCode, done.body).toBe(200);
    const d = detailOf(done);
    expect(d.status).toBe('signed');
    const letter = d.versions[0]!;
    expect(d.signatures).toEqual([
      expect.objectContaining({
        side: 'buyer',
        typedName: 'Carla Compradora',
        textSha256: letter.textSha256,
      }),
      expect.objectContaining({
        side: 'seller',
        typedName: 'Víctor Vendedor',
        textSha256: letter.textSha256,
      }),
    ]);
    expect(d.events.map((e) => e.type)).toEqual([
      'made',
      'accepted',
      'code_sent',
      'code_verified',
      'signed',
      'code_sent',
      'code_verified',
      'signed',
      'reserved',
    ]);
    expect(d.chainIntact).toBe(true);
    const [listing] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(listing!.status).toBe('reserved');
    const told = await t.db.select().from(notices).where(eq(notices.type, 'offer-signed'));
    expect(
      told
        .filter((x) => x.href === `/offers/${n.id}`)
        .map((x) => x.userId)
        .sort(),
    ).toEqual([buyer.user.id, seller.user.id, seller.user.id].sort());

    const pdf = await get(buyer.headers, `/api/negotiations/${n.id}/versions/1/letter.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, all } = await readPdf(pdf.rawPayload);
    expectPageNumbers(pages);
    // The terms, the signatures, the letter's text, then the certificate with every event.
    expect(pages[0]).toContain('Precio $120.000');
    expect(pages[0]).toContain('Comprador Carla Compradora');
    expect(pages[0]).toContain(letter.textSha256);
    expect(all).toContain('El Comprador ofrece $120.000 por el negocio.');
    expect(all).toContain('Certificado de evidencia');
    expect(all).toContain('Registro íntegro: ninguno de los 10 eventos fue alterado ni falta.');
    expect(all).toContain('Negocio reservado');
    expect(all).not.toContain(business.confidentialInfo!);
    const cert = await get(seller.headers, `/api/negotiations/${n.id}/certificate.pdf`);
    expect(cert.statusCode).toBe(200);
    expect((await readPdf(cert.rawPayload)).all).toContain('Firmó el');
    const after = detailOf(await get(seller.headers, `/api/negotiations/${n.id}`));
    expect(after.events.slice(-2).map((e) => e.type)).toEqual([
      'letter_downloaded',
      'certificate_downloaded',
    ]);
  });

  it('five wrong codes kill the code', async () => {
    const { buyer, n } = await accepted();
    await post(buyer.headers, `/api/negotiations/${n.id}/signing-code`);
    const code = codeFromMail(t, buyer.user.email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++)
      await post(buyer.headers, `/api/negotiations/${n.id}/sign`, { fullName: 'Carla C', code: wrong });
    const fifth = await post(buyer.headers, `/api/negotiations/${n.id}/sign`, {
      fullName: 'Carla C',
      code: wrong,
    });
    expect(fifth.statusCode).toBe(409);
    const late = await post(buyer.headers, `/api/negotiations/${n.id}/sign`, { fullName: 'Carla C', code });
    expect(late.statusCode).toBe(409);
    expect(message(late)).toMatch(/Pide un código nuevo\.$/);
  });
});

describe('the evidence chain', () => {
  it('breaks visibly when a row is altered behind the trigger’s back', async () => {
    const { seller, n } = await negotiation();
    await post(seller.headers, `/api/negotiations/${n.id}/counter`, {
      terms: terms({
        priceCents: 13_000_000,
        payment: { atClosingCents: 13_000_000, instalments: [], sellerFinancing: null },
      }),
    });
    const admin = await loginAs(t, 'admin');
    const intact = await post(admin.headers, `/api/admin/negotiations/${n.id}/verify`);
    expect(intact.json()).toEqual({ intact: true, events: 2, brokenSeq: null, reason: null });

    const updateRefused = await t.pool
      .query(`update negotiation_events set payload = '{}' where negotiation_id = $1`, [n.id])
      .catch((e: Error) => e);
    expect(String(updateRefused)).toMatch(/append-only/);

    const client = await t.pool.connect();
    try {
      await client.query('set session_replication_role = replica');
      await client.query(
        `update negotiation_events set payload = jsonb_set(payload, '{priceCents}', '1') where negotiation_id = $1 and seq = 2`,
        [n.id],
      );
      await client.query('reset session_replication_role');
    } finally {
      client.release();
    }
    const broken = await post(admin.headers, `/api/admin/negotiations/${n.id}/verify`);
    expect(broken.json()).toEqual({
      intact: false,
      events: 2,
      brokenSeq: 2,
      reason: 'su contenido no coincide con su hash',
    });
    expect(detailOf(await get(seller.headers, `/api/negotiations/${n.id}`)).chainIntact).toBe(false);

    // npm run nda:verify against this database: exit 1 naming the altered row.
    const [row] = await t.db
      .select({ id: negotiationEvents.id })
      .from(negotiationEvents)
      .where(and(eq(negotiationEvents.negotiationId, n.id), eq(negotiationEvents.seq, 2)));
    const env = {
      ...process.env,
      DATABASE_URL: (t.pool.options as { connectionString: string }).connectionString,
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
    };
    const script = path.join(repoRoot, 'apps/server/src/scripts/nda-verify.ts');
    const failed = await promisify(execFile)('node', ['--import', 'tsx', script], {
      env,
      cwd: repoRoot,
    }).catch((err: { code: number; stdout: string; stderr: string }) => err);
    expect('code' in failed ? failed.code : 0).toBe(1);
    expect(failed.stderr).toContain(`negotiation_events.id = ${row!.id} (negociación ${n.id}, evento n.º 2)`);
    expect(failed.stdout).toMatch(/Negociaciones verificadas: \d+/);
  }, 60_000);
});

describe('the lapse job', () => {
  // A database of its own: the job sweeps every negotiation, the other tests' included.
  beforeAll(async () => {
    t = await buildTestApp();
  });

  it('lapses an open version once its validity day is over, and an acceptance unsigned after 7 days', async () => {
    const { seller, business } = await sellerWithListing(t);
    const buyer = await buyerWithNda(t, business.id);
    const today = ecuadorDay(new Date());
    const made = await makeOffer(t, buyer.headers, business.id, terms({ validUntil: today }));
    const open = { seller, buyer, business, n: detailOf(made) };
    const held = await negotiation();
    await post(held.seller.headers, `/api/negotiations/${held.n.id}/accept`);
    const app = t.app;

    // Still valid on its last day; the next day (Ecuador) it lapses. The acceptance, a day old, does not.
    expect(await runOffersLapse({ db: t.db, app })).toEqual({ lapsed: 0, unsigned: 0 });
    const next = new Date(`${addDays(today, 1)}T12:00:00Z`);
    const first = await runOffersLapse({ db: t.db, app, now: next });
    expect(first).toEqual({ lapsed: 1, unsigned: 0 });
    expect(detailOf(await get(held.buyer.headers, `/api/negotiations/${held.n.id}`)).status).toBe('accepted');
    const lapsed = detailOf(await get(open.buyer.headers, `/api/negotiations/${open.n.id}`));
    expect(lapsed).toMatchObject({ status: 'lapsed', allowedActions: [] });
    expect(lapsed.events.at(-1)).toMatchObject({ type: 'lapsed', actorName: null, actorSide: null });
    const told = await t.db.select().from(notices).where(eq(notices.type, 'offer-lapsed'));
    expect(
      told
        .filter((x) => x.href === `/offers/${open.n.id}`)
        .map((x) => x.userId)
        .sort(),
    ).toEqual([open.buyer.user.id, open.seller.user.id].sort());
    const late = await post(open.seller.headers, `/api/negotiations/${open.n.id}/accept`);
    expect(message(late)).toBe('Esta negociación está vencida: ya no se puede aceptar.');
    // Idempotent: a second run finds nothing more of these.
    const again = await runOffersLapse({ db: t.db, app, now: next });
    expect(again).toEqual({ lapsed: 0, unsigned: 0 });

    const eightDays = new Date(Date.now() + 8 * 24 * 3600_000);
    const second = await runOffersLapse({ db: t.db, app, now: eightDays });
    expect(second).toEqual({ lapsed: 0, unsigned: 1 });
    expect(detailOf(await get(held.buyer.headers, `/api/negotiations/${held.n.id}`)).status).toBe('lapsed');
    // The listing is free again: another buyer's offer can be accepted.
    const next2 = await buyerWithNda(t, held.business.id);
    const offer = detailOf(await makeOffer(t, next2.headers, held.business.id));
    const ok = await post(held.seller.headers, `/api/negotiations/${offer.id}/accept`);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the letter template and the pipeline', () => {
  it('an admin publishes a new version; new offers use it, old versions keep theirs', async () => {
    const admin = await loginAs(t, 'admin');
    const current = (await get(admin.headers, '/api/offers/letter-template')).json<{ content: string }>();
    const bad = await post(admin.headers, '/api/admin/loi-documents', {
      version: '2',
      title: 'Carta de intención no vinculante',
      content: current.content.replace('{{precio}}', '{{importe}}'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('La carta usa campos que no existen: {{importe}}.');
    const content = `${current.content}\n\n13. Versión de prueba publicada por la administración.`;
    const published = await post(admin.headers, '/api/admin/loi-documents', {
      version: '2',
      title: 'Carta de intención no vinculante',
      content,
    });
    expect(published.statusCode, published.body).toBe(201);
    const retry = await post(admin.headers, '/api/admin/loi-documents', {
      version: '2',
      title: 'Carta de intención no vinculante',
      content,
    });
    expect(retry.statusCode).toBe(201);
    const clash = await post(admin.headers, '/api/admin/loi-documents', {
      version: '2',
      title: 'Otra',
      content,
    });
    expect(clash.statusCode).toBe(409);
    const { n } = await negotiation();
    expect(n.versions[0]!.loiVersion).toBe('2');
    expect(n.versions[0]!.renderedText).toContain('13. Versión de prueba publicada por la administración.');
    const seller = await loginAs(t, 'seller');
    const notAdmin = await post(seller.headers, '/api/admin/loi-documents', {
      version: '3',
      title: 'x',
      content,
    });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('counts the seller’s pipeline; anyone but the seller gets the 404 of an unknown listing', async () => {
    const { seller, business, n } = await negotiation();
    await buyerWithNda(t, business.id);
    const res = await get(seller.headers, `/api/listings/${business.id}/pipeline`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ stages: Array<{ stage: string; count: number }> }>().stages).toEqual([
      { stage: 'interested', label: 'Interesados', count: 2 },
      { stage: 'nda_signed', label: 'Acuerdo firmado', count: 2 },
      { stage: 'offers', label: 'Ofertas', count: 1 },
      { stage: 'reserved', label: 'Reservado', count: 0 },
      { stage: 'sold', label: 'Vendido', count: 0 },
    ]);
    const unknown = await get(seller.headers, '/api/listings/2000000000/pipeline');
    const buyer = await get((await loginAs(t, 'buyer')).headers, `/api/listings/${business.id}/pipeline`);
    expect(buyer.statusCode).toBe(404);
    expect(buyer.body).toBe(unknown.body);
    expect(n.id).toBeGreaterThan(0);
  });
});
