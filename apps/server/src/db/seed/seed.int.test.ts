import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { verifyAllNdaChains, verifyNdaChain } from '../../modules/ndas/nda-events.service.ts';
import {
  verifyAllNegotiationChains,
  verifyNegotiationChain,
} from '../../modules/offers/negotiation-events.service.ts';
import { businesses } from '../schema/businesses.ts';
import { ndaEvents, ndas } from '../schema/ndas.ts';
import { listingSlug, seedListings } from './listings.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_PASSWORD, demoAccounts } from './users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const logged: string[] = [];
  const seeded = await seedDemoData(t.db, {
    publicUploadsDir: path.join(t.dataDir, 'uploads', 'public'),
    storage: t.app.storage,
    log: (msg) => logged.push(msg),
  });
  expect(seeded).toEqual({ seeded: true });
  // The seed's own time, for the record (it runs on every fresh `npm start`).
  console.info(logged.join('\n'));
}, 120_000);

async function signIn(email: string): Promise<Record<string, string>> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  return { 'x-session-token': login.json().sessionToken as string };
}

/** The id of a seeded listing, by its stable key. */
async function listingId(key: string): Promise<number> {
  const slug = listingSlug(seedListings.find((l) => l.key === key)!);
  const [row] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.slug, slug));
  expect(row, key).toBeDefined();
  return row!.id;
}

describe('demo data', () => {
  it('gives the demo buyer two signed NDAs, with intact evidence chains; the negotiated listing opens', async () => {
    const rows = await t.db.select().from(ndas);
    expect(rows).toHaveLength(2);
    for (const nda of rows) {
      expect(nda).toMatchObject({ status: 'signed', enhancedSignatureStatus: 'no_requerida' });
      const events = await t.db.select().from(ndaEvents).where(eq(ndaEvents.ndaId, nda.id));
      expect(events.map((e) => e.eventType)).toEqual(['created', 'viewed', 'accepted']);
      expect(await verifyNdaChain(t.db, nda.id)).toEqual({ intact: true });
    }

    const headers = await signIn(demoAccounts.buyer.email);
    const negotiated = await listingId('ec-mascotas-loja');
    expect(rows.map((r) => r.businessId)).toContain(negotiated);
    const detail = await t.app.inject({ method: 'GET', url: `/api/businesses/${negotiated}`, headers });
    expect(detail.json().access).toMatchObject({
      ndaStatus: 'signed',
      canViewConfidential: true,
      canMessage: true,
    });
    expect(detail.json().confidentialInfo).toEqual(expect.any(String));
  });

  it('shows the demo seller an offer in three versions waiting for their answer, its chain intact', async () => {
    const seller = await signIn(demoAccounts.seller.email);
    const list = await t.app.inject({ method: 'GET', url: '/api/negotiations?role=seller', headers: seller });
    expect(list.statusCode).toBe(200);
    const negotiated = await listingId('ec-mascotas-loja');
    const summary = list.json().items.find((n: { business: { id: number } }) => n.business.id === negotiated);
    expect(summary).toMatchObject({ status: 'open', versionCount: 3, awaitingMe: true });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/negotiations/${summary.id}`,
      headers: seller,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.status).toBe('open');
    expect(
      detail.versions.map((v: { authorSide: string; status: string }) => [v.authorSide, v.status]),
    ).toEqual([
      ['buyer', 'countered'],
      ['seller', 'countered'],
      ['buyer', 'open'],
    ]);
    // Each version's letter is the rendered text of its terms, and the price moved each time.
    const prices = detail.versions.map((v: { terms: { priceCents: number } }) => v.terms.priceCents);
    expect(new Set(prices).size).toBe(3);
    expect(detail.versions[1].changes.map((c: { label: string }) => c.label)).toContain('Precio');
    expect(detail.allowedActions).toEqual(expect.arrayContaining(['accept', 'counter', 'reject']));
    expect(detail.chainIntact).toBe(true);
    expect(await verifyNegotiationChain(t.db, summary.id)).toMatchObject({ intact: true, events: 3 });

    // The buyer sees it too, waiting for the seller.
    const buyer = await signIn(demoAccounts.buyer.email);
    const mine = await t.app.inject({ method: 'GET', url: '/api/negotiations?role=buyer', headers: buyer });
    expect(mine.json().items).toHaveLength(2);
  });

  it('reserves the second listing with an offer both signed, and opens its road with steps done', async () => {
    const reservedId = await listingId('ec-minimarket-cumbaya');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/businesses/${reservedId}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().status).toBe('reserved');

    const buyer = await signIn(demoAccounts.buyer.email);
    const list = await t.app.inject({ method: 'GET', url: '/api/negotiations?role=buyer', headers: buyer });
    const summary = list.json().items.find((n: { business: { id: number } }) => n.business.id === reservedId);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/negotiations/${summary.id}`, headers: buyer })
    ).json();
    expect(detail.status).toBe('signed');
    expect(detail.signatures.map((s: { side: string }) => s.side).sort()).toEqual(['buyer', 'seller']);
    expect(detail.chainIntact).toBe(true);
    const types = detail.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['made', 'accepted', 'code_sent', 'code_verified', 'signed', 'reserved']),
    );

    const road = await t.app.inject({ method: 'GET', url: `/api/closing/${summary.id}`, headers: buyer });
    expect(road.statusCode).toBe(200);
    expect(road.json().progress.done).toBe(3);
    expect(road.json().progress.total).toBeGreaterThan(5);

    // The deal file of the reserved deal is there to download (decision 176).
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/negotiations/${summary.id}/deal-file.zip`,
      headers: buyer,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // What `npm run nda:verify` checks: every NDA and every negotiation chain.
    expect((await verifyAllNdaChains(t.db)).broken).toEqual([]);
    const chains = await verifyAllNegotiationChains(t.db);
    expect(chains).toMatchObject({ checked: 2, broken: [] });
  });

  it("fills the negotiated listing's data room: documents the buyer opens watermarked, one answered question", async () => {
    const negotiated = await listingId('ec-mascotas-loja');
    const buyer = await signIn(demoAccounts.buyer.email);
    const room = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${negotiated}/data-room`,
      headers: buyer,
    });
    expect(room.statusCode).toBe(200);
    const withFiles = room
      .json()
      .folders.filter((f: { files: unknown[] }) => f.files.length > 0)
      .map((f: { name: string; files: { name: string }[] }) => [f.name, f.files.length]);
    expect(withFiles).toEqual([
      ['Finanzas', 1],
      ['Impuestos y SRI', 1],
      ['Local y arriendo', 1],
    ]);
    const file = room.json().folders.find((f: { name: string }) => f.name === 'Finanzas').files[0];
    const view = await t.app.inject({ method: 'GET', url: file.viewUrl, headers: buyer });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toContain('application/pdf');
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const questions = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${negotiated}/data-room/questions`,
      headers: buyer,
    });
    expect(questions.statusCode).toBe(200);
    expect(questions.json().items).toHaveLength(1);
    expect(questions.json().items[0]).toMatchObject({ mine: true });
    expect(questions.json().items[0].answer).toBeTruthy();
  });

  it('does nothing the second time', async () => {
    expect(await seedDemoData(t.db, { publicUploadsDir: path.join(t.dataDir, 'x'), log: () => {} })).toEqual({
      seeded: false,
    });
  });
});
