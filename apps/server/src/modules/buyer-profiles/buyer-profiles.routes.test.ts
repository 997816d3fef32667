import type { BuyerProfileCard, BuyerProfileResponse } from '@traspasa/shared/buyer-profiles';
import { LINKEDIN_MESSAGE, PRICE_RANGE_MESSAGE } from '@traspasa/shared/buyer-profiles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { fundsVerifications } from '../../db/schema/funds.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { conversations } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';
import { type Login, listing, nda, sent } from '../messages/messages.test-kit.ts';
import { cardsFor } from './buyer-profiles.service.ts';

// Decision 103: the buyer's own profile, and the card only a seller with a relation to the
// buyer (or an admin) may read; everyone else gets the answer of an unknown id.
let t: TestApp;
let seller: Login;
let buyer: Login;
let strangerSeller: Login;
let chattingSeller: Login;
let otherBuyer: Login;
let admin: Login;

const CEDULA = '1710034065';

const full = {
  presentation: 'Soy ingeniera comercial y busco un negocio de comida en marcha para dirigirlo yo misma.',
  experience: 'Administré durante 6 años una cafetería familiar en Cumbayá.',
  sectors: ['restaurant', 'retail'],
  places: ['Quito', 'Cumbayá'],
  priceMinCents: 3_000_000,
  priceMaxCents: 9_000_000,
  fundingMethods: ['own_funds', 'bank_credit'],
  timeline: 'in_3_to_6_months',
  linkedinUrl: 'https://www.linkedin.com/in/carla-compradora',
  companyName: 'Inversiones Carla S.A.S.',
};

function put(who: Login | null, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/buyer-profile',
    headers: who?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
}

function card(who: Login | null, userId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/buyer-profiles/${userId}/card`,
    headers: who?.headers ?? {},
  });
}

async function loginWith(overrides: Parameters<typeof createUser>[1]): Promise<Login> {
  const user = await createUser(t.db, overrides);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  const token = res.json<{ sessionToken: string }>().sessionToken;
  return { user, token, headers: { 'x-session-token': token } };
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_MESSAGES_PER_MIN: '1000' });
  [seller, buyer, strangerSeller, chattingSeller, otherBuyer, admin] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'seller'),
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'admin'),
  ]);
  await t.db
    .update(users)
    .set({
      fullName: 'Carla Compradora Pérez',
      cedula: CEDULA,
      identityVerified: true,
      identityVerifiedAt: new Date(),
      identityDocumentType: 'cedula_ec',
    })
    .where(eq(users.id, buyer.user.id));
  await t.db.insert(identityVerifications).values({
    userId: buyer.user.id,
    documentType: 'cedula_ec',
    documentNumber: CEDULA,
    documentImages: [`identity/${buyer.user.id}/front.jpg`],
    selfieImage: `identity/${buyer.user.id}/selfie.jpg`,
    status: 'approved',
    consentAt: new Date(),
  });
  const business = await listing(t, { sellerId: seller.user.id });
  await nda(t, buyer.user.id, business.id);
  const chatted = await listing(t, { sellerId: chattingSeller.user.id });
  await nda(t, buyer.user.id, chatted.id);
  // Three times the seller writes and the buyer answers at once: a fast reply time.
  for (const text of [
    'Hola, ¿qué te interesa saber?',
    '¿Quieres visitar el local?',
    'Te envío las cifras.',
  ]) {
    await sent(t, chattingSeller, buyer.user, text, { businessId: chatted.id });
    await sent(t, buyer, chattingSeller.user, 'Gracias, te respondo enseguida.', { businessId: chatted.id });
  }
});

describe('GET /api/buyer-profile', () => {
  it('is empty before the first save, with every item missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/buyer-profile', headers: otherBuyer.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<BuyerProfileResponse>();
    expect(body.updatedAt).toBeNull();
    expect(body.completeness).toEqual({
      percent: 0,
      missing: [
        'presentation',
        'experience',
        'sectors',
        'places',
        'priceRange',
        'fundingMethods',
        'timeline',
      ],
    });
  });

  it('asks an anonymous visitor to sign in and refuses a seller without the buyer role in Spanish', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/buyer-profile' });
    expect(anonymous.statusCode).toBe(401);
    const sellerOnly = await t.app.inject({
      method: 'GET',
      url: '/api/buyer-profile',
      headers: seller.headers,
    });
    expect(sellerOnly.statusCode).toBe(403);
    expect(sellerOnly.json().error.message).toContain('Añade el rol «Comprador»');
    expect((await put(seller, full)).statusCode).toBe(403);
  });

  it('lets a seller whose secondary role is buyer keep a profile', async () => {
    const both = await loginWith({ role: 'seller', secondaryRole: 'buyer' });
    const saved = await put(both, { presentation: 'Vendo mi taller y busco una ferretería en Cuenca.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<BuyerProfileResponse>().profile.presentation).toBe(
      'Vendo mi taller y busco una ferretería en Cuenca.',
    );
  });
});

describe('PUT /api/buyer-profile', () => {
  it('saves the whole profile, reads it back and counts it complete', async () => {
    const res = await put(buyer, { ...full, places: ['Quito', ' quito ', 'Cumbayá'] });
    expect(res.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/api/buyer-profile', headers: buyer.headers });
    const body = again.json<BuyerProfileResponse>();
    expect(body.profile).toEqual(full);
    expect(body.completeness).toEqual({ percent: 100, missing: [] });
    expect(body.updatedAt).not.toBeNull();
  });

  it('replaces the profile: what is left out is emptied and shows as missing', async () => {
    const other = await loginAs(t, 'buyer');
    await put(other, full);
    const res = await put(other, { presentation: full.presentation, sectors: ['retail'] });
    const body = res.json<BuyerProfileResponse>();
    expect(body.profile.linkedinUrl).toBeNull();
    expect(body.profile.priceMinCents).toBeNull();
    expect(body.completeness.missing).toEqual([
      'experience',
      'places',
      'priceRange',
      'fundingMethods',
      'timeline',
    ]);
    expect(body.completeness.percent).toBe(28);
  });

  it.each([
    [{ priceMinCents: 9_000_000, priceMaxCents: 3_000_000 }, 'priceMaxCents', PRICE_RANGE_MESSAGE],
    [{ linkedinUrl: 'https://linkedin.evil.com/in/ana' }, 'linkedinUrl', LINKEDIN_MESSAGE],
    [{ linkedinUrl: 'http://www.linkedin.com/in/ana' }, 'linkedinUrl', LINKEDIN_MESSAGE],
    [{ linkedinUrl: 'https://www.linkedin.com/' }, 'linkedinUrl', LINKEDIN_MESSAGE],
    [{ priceMinCents: 1050.5 }, 'priceMinCents', 'El precio mínimo va en centavos enteros.'],
    [{ priceMaxCents: -100 }, 'priceMaxCents', 'El precio máximo no puede ser negativo.'],
    [{ timeline: 'ayer' }, 'timeline', 'Elige cuándo quieres comprar entre las opciones.'],
    [
      { places: Array.from({ length: 11 }, (_, i) => `Ciudad ${i}`) },
      'places',
      'Puedes indicar hasta 10 lugares.',
    ],
    [
      { presentation: 'x'.repeat(1001) },
      'presentation',
      'Tu presentación no puede superar los 1000 caracteres.',
    ],
  ])('refuses %j with a Spanish 400 on %s', async (payload, path, message) => {
    const res = await put(otherBuyer, payload);
    expect(res.statusCode).toBe(400);
    const issues = res.json<{ error: { issues: { path: string; message: string }[] } }>().error.issues;
    expect(issues).toContainEqual({ path, message });
  });

  it('refuses a sector that is not a listing category', async () => {
    const res = await put(otherBuyer, { sectors: ['restaurant', 'casinos'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].message).toBe('Elige sectores de la lista.');
  });
});

describe('GET /api/buyer-profiles/:userId/card', () => {
  it('shows the seller with an agreement the profile and badges, never the cédula, e-mail or documents', async () => {
    const res = await card(seller, buyer.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json<BuyerProfileCard>();
    expect(body).toMatchObject({
      userId: buyer.user.id,
      displayName: 'Carla Compradora Pérez',
      hasProfile: true,
      profile: full,
      badges: { identityVerified: true, ndasSigned: 2, memberSince: buyer.user.createdAt.toISOString() },
    });
    expect(res.body).not.toContain(CEDULA);
    expect(res.body).not.toContain(buyer.user.email);
    expect(res.body).not.toMatch(/identity\/|selfie|front\.jpg|documentNumber|cedula/i);
  });

  it('gives the reply time of a buyer who answers a seller at once', async () => {
    const body = (await card(chattingSeller, buyer.user.id)).json<BuyerProfileCard>();
    expect(body.badges.responseTime).toBe('under_2h');
    // Fewer than three answers say nothing.
    const quiet = await loginAs(t, 'buyer');
    const business = await listing(t, { sellerId: seller.user.id });
    await nda(t, quiet.user.id, business.id);
    expect((await card(seller, quiet.user.id)).json<BuyerProfileCard>()).toMatchObject({
      hasProfile: false,
      badges: { responseTime: null, identityVerified: false, ndasSigned: 1, funds: null },
    });
  });

  it('is visible to a seller who only shares a conversation with the buyer', async () => {
    const onlyChat = await loginAs(t, 'seller');
    expect((await card(onlyChat, buyer.user.id)).statusCode).toBe(404);
    const [one, two] = [onlyChat.user.id, buyer.user.id].sort((a, b) => a - b);
    await t.db.insert(conversations).values({ participantOne: one!, participantTwo: two! });
    expect((await card(onlyChat, buyer.user.id)).statusCode).toBe(200);
  });

  it('is visible to an admin', async () => {
    const res = await card(admin, buyer.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<BuyerProfileCard>().displayName).toBe('Carla Compradora Pérez');
  });

  it('answers a seller without a relation, another buyer and anonymous exactly like an unknown id', async () => {
    const unknown = await card(seller, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No encontramos a esa persona.');
    for (const who of [strangerSeller, otherBuyer, null]) {
      const res = await card(who, buyer.user.id);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
    }
    // A buyer asking for a seller's card is no different.
    expect((await card(buyer, seller.user.id)).body).toBe(unknown.body);
  });

  it('refuses an id that is not a number with a 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/buyer-profiles/abc/card',
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the funds badge on the card', () => {
  it('shows the approved band with its month, and as expired from the 91st day on', async () => {
    const funded = await loginAs(t, 'buyer');
    const business = await listing(t, { sellerId: seller.user.id });
    await nda(t, funded.user.id, business.id);
    const decidedAt = new Date('2026-12-01T15:00:00Z');
    await t.db.insert(fundsVerifications).values({
      userId: funded.user.id,
      declaredBand: '100k_500k',
      approvedBand: '25k_100k',
      status: 'approved',
      documentKeys: [`funds/${funded.user.id}/statement.pdf`],
      documentMime: 'application/pdf',
      documentSize: 2048,
      decidedAt,
      expiresAt: new Date(decidedAt.getTime() + 90 * 86_400_000),
    });
    const shown = await card(seller, funded.user.id);
    expect(shown.json<BuyerProfileCard>().badges.funds).toMatchObject({
      band: '25k_100k',
      state: 'valid',
      text: 'Fondos verificados hasta $100.000 · diciembre 2026',
    });
    expect(shown.body).not.toContain('statement.pdf');
    const day90 = new Date(decidedAt.getTime() + 90 * 86_400_000 - 60_000);
    const day91 = new Date(decidedAt.getTime() + 90 * 86_400_000 + 60_000);
    expect(
      (await cardsFor(t.db, seller.user, [funded.user.id], day90)).get(funded.user.id)?.badges.funds?.state,
    ).toBe('valid');
    expect(
      (await cardsFor(t.db, seller.user, [funded.user.id], day91)).get(funded.user.id)?.badges.funds?.state,
    ).toBe('expired');
  });
});

describe('cardsFor', () => {
  it('returns, in one batch, only the cards the viewer may see', async () => {
    const cards = await cardsFor(t.db, seller.user, [
      buyer.user.id,
      otherBuyer.user.id,
      2_000_000_000,
      buyer.user.id,
    ]);
    expect([...cards.keys()]).toEqual([buyer.user.id]);
    const all = await cardsFor(t.db, admin.user, [buyer.user.id, otherBuyer.user.id]);
    expect([...all.keys()].sort()).toEqual([buyer.user.id, otherBuyer.user.id].sort());
  });
});
