// A reviewer's attacks on buyer profiles (decision 103): a PUT naming someone else, fields past
// their limits and bodies no form sends, and the card of a buyer a seller has no relation to.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let buyer: Login;
let victim: Login;
let seller: Login;

beforeAll(async () => {
  t = await buildTestApp();
  [buyer, victim, seller] = await Promise.all([
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'seller'),
  ]);
});

const put = (who: Login, payload: unknown, raw = false) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/buyer-profile',
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: raw ? (payload as string) : JSON.stringify(payload),
  });
const mine = (who: Login) => t.app.inject({ method: 'GET', url: '/api/buyer-profile', headers: who.headers });

describe('PUT /api/buyer-profile', () => {
  it("saves the caller's own profile whatever id the body names", async () => {
    expect((await put(victim, { presentation: 'Perfil original de la víctima.' })).statusCode).toBe(200);
    const res = await put(buyer, {
      userId: victim.user.id,
      user_id: victim.user.id,
      id: victim.user.id,
      presentation: 'Texto del atacante.',
    });
    expect(res.statusCode).toBe(200);
    expect((await mine(buyer)).json().profile.presentation).toBe('Texto del atacante.');
    expect((await mine(victim)).json().profile.presentation).toBe('Perfil original de la víctima.');
  });

  it('refuses fields past their limits and bodies no form sends with a Spanish 400, keeping the saved profile', async () => {
    expect((await put(buyer, { presentation: 'Mi presentación guardada.' })).statusCode).toBe(200);
    const bad: unknown[] = [
      { presentation: 'x'.repeat(1001) },
      { experience: 'x'.repeat(1001) },
      { companyName: 'x'.repeat(121) },
      { places: Array.from({ length: 11 }, (_, i) => `Lugar ${i}`) },
      { places: ['x'.repeat(81)] },
      { places: 'Quito' },
      { sectors: ['casino'] },
      { priceMinCents: 1.5 },
      { priceMinCents: -1 },
      { priceMaxCents: 1e30 },
      { priceMinCents: '100' },
      { priceMinCents: 900, priceMaxCents: 100 },
      { linkedinUrl: 'javascript:alert(1)' },
      { linkedinUrl: `https://www.linkedin.com/in/${'a'.repeat(400)}` },
      { timeline: 'ayer' },
      { fundingMethods: ['robo'] },
      [],
      null,
    ];
    for (const body of bad) {
      const res = await put(buyer, body);
      const label = `${JSON.stringify(body).slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
      expect(res.statusCode, label).toBe(400);
      expect(res.json().error.message, label).not.toMatch(/\b(Expected|Invalid|Required|must)\b/);
    }
    for (const raw of ['{"presentation":', '', '"texto"']) {
      const res = await put(buyer, raw, true);
      expect(res.statusCode, raw).toBe(400);
    }
    expect((await mine(buyer)).json().profile.presentation).toBe('Mi presentación guardada.');
  });
});

describe('GET /api/buyer-profiles/:userId/card', () => {
  it('answers a seller without a relation, and ids past 32 bits, without the profile', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/buyer-profiles/2147483000/card',
      headers: seller.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/buyer-profiles/${buyer.user.id}/card`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(unknown.body);
    expect(res.headers['content-length']).toBe(unknown.headers['content-length']);
    for (const id of ['2147483648', '0', '-3', '1.5', 'abc']) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/buyer-profiles/${id}/card`,
        headers: seller.headers,
      });
      expect(r.statusCode, id).toBe(400);
    }
  });
});
