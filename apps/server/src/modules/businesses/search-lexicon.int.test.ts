import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { createListing } from '../business-media/media.test-kit.ts';

// Issue 16, leak 3: the typo correction must never suggest a word that only a private
// listing (draft, pending, rejected) has, or anyone could spell out drafts letter by letter.

let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = (await createUser(t.db, { role: 'seller' })).id;
});

async function correction(q: string): Promise<string | null> {
  const res = await t.app.inject({ method: 'GET', url: `/api/businesses?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ correctedQuery: string | null }>().correctedQuery;
}

const listing = (title: string, status: string) => createListing(t.db, { sellerId, title, status });

const setStatus = (id: number, status: string) =>
  t.db.update(businesses).set({ status }).where(eq(businesses.id, id));

describe('typo correction draws only on public listings', () => {
  it('never suggests a word of a draft created through the API, nor of pending or rejected listings', async () => {
    const seller = await loginAs(t, 'seller');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: seller.headers,
      payload: { title: 'Fábrica secreta Zarzaparrilla del Norte' },
    });
    expect(created.statusCode).toBe(201);
    await listing('Distribuidora Quimbombó', 'pending');
    await listing('Cevichería Xilófono', 'rejected');
    for (const probe of ['zarzaparrila', 'zarzaparri', 'quimbombo', 'quimbomba', 'xilofon']) {
      expect(await correction(probe), probe).toBeNull();
    }
  });

  it('learns a word when its listing is approved and forgets it when the last public listing with it goes private', async () => {
    const first = await listing('Heladería Guanábana', 'draft');
    expect(await correction('guanabanna')).toBeNull();
    await setStatus(first.id, 'approved');
    expect(await correction('guanabanna')).toBe('guanabana');

    const second = await listing('Jugos de guanábana', 'sold');
    await setStatus(first.id, 'pending');
    expect(await correction('guanabanna')).toBe('guanabana'); // the sold listing still has it
    await t.db.delete(businesses).where(eq(businesses.id, second.id));
    expect(await correction('guanabanna')).toBeNull();
  });

  it('forgets the old words of a retitled public listing', async () => {
    const row = await listing('Vivero Orquídeas Tungurahua', 'approved');
    expect(await correction('tungurajua')).toBe('tungurahua');
    await t.db.update(businesses).set({ title: 'Vivero de plantas' }).where(eq(businesses.id, row.id));
    expect(await correction('tungurajua')).toBeNull();
    expect(await correction('plamtas')).toBe('plantas');
  });
});
