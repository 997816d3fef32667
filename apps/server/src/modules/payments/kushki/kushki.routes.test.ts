// The local card gateway (decision 095) against the local fake of Kushki's API: the requests
// Traspasa sends checked field by field, a paid package and a paid plan applied once through
// the pipeline, a declined card, 3-D Secure, a refund, and Kushki's webhook signature.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUSHKI_CARDS, KushkiFake } from '../../../../test/fakes/kushki/kushki-fake.ts';
import {
  buildTestApp,
  buildTestAppOnSameDatabase,
  loginAs,
  NO_RATE_LIMITS,
  type TestApp,
} from '../../../../test/helpers.ts';
import {
  listingCredits,
  processedEvents,
  stripeProducts,
  stripeTransactions,
  subscriptions,
} from '../../../db/schema/payments.ts';
import { kushkiSignature, threeDsReturnPath } from './kushki.rules.ts';

const fake = new KushkiFake();
let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;
let seller: Session;
let buyer: Session;
const products: Record<string, number> = {};
const PREMIUM_3 = 'prod_local_paquete_premium_3';
const BUYER_PLAN = 'prod_local_comprador_pro_mensual';

beforeAll(async () => {
  await fake.start();
  t = await buildTestApp({ ...NO_RATE_LIMITS, ...fake.env() });
  // Kushki's webhooks reach the real route, signed as Kushki signs them.
  fake.deliver = (hook) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/kushki/webhook',
      headers: hook.headers,
      payload: hook.body,
    });
  seller = await loginAs(t, 'seller');
  buyer = await loginAs(t, 'buyer');
  for (const p of await t.db.select().from(stripeProducts)) products[p.stripeProductId] = p.id;
});
afterAll(() => fake.stop());

async function start(who: Session, key: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: who.headers,
    payload: { productId: products[key] },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { sessionId: string; url: string };
}

const charge = (who: Session, sessionId: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/kushki/sessions/${sessionId}/charge`,
    headers: who.headers,
    payload: { token },
  });

/** Waits for the fake's webhooks to be delivered, then runs the pipeline. */
async function settle() {
  await new Promise((r) => setTimeout(r, 40));
  await t.app.payments.drainEvents({ ignoreSchedule: true });
}

const lastRequest = (path: string) => [...fake.requests].reverse().find((r) => r.path === path)!;

describe('a package paid by card through Kushki', () => {
  it('checks out on Traspasa’s card page, charges the token in Kushki’s format and adds the credits once', async () => {
    const { sessionId, url } = await start(seller, PREMIUM_3);
    expect(url).toMatch(new RegExp(`/pago-con-tarjeta/${sessionId}$`));
    const view = await t.app.inject({
      url: `/api/payments/kushki/sessions/${sessionId}`,
      headers: seller.headers,
    });
    expect(view.statusCode).toBe(200);
    const page = view.json();
    // What kushki.js on the card page is given: the public merchant id and Kushki's environment.
    expect(page).toMatchObject({
      state: 'open',
      mode: 'payment',
      publicMerchantId: fake.publicMerchantId,
      environment: 'uat',
    });
    // Someone else's session is not found, as a missing one.
    const other = await t.app.inject({
      url: `/api/payments/kushki/sessions/${sessionId}`,
      headers: buyer.headers,
    });
    const missing = await t.app.inject({
      url: '/api/payments/kushki/sessions/kcs_nada',
      headers: buyer.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);

    const { token } = await fake.tokenize(KUSHKI_CARDS.approved);
    const res = await charge(seller, sessionId, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'succeeded',
      redirectUrl: expect.stringContaining(`session_id=${sessionId}`),
    });

    const sent = lastRequest('/card/v1/charges');
    expect(sent.headers['private-merchant-id']).toBe(fake.privateMerchantId);
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, sessionId));
    const totalCents = Math.round(Number(tx!.amount) * 100);
    const amount = sent.body!.amount as Record<string, number | string>;
    // IVA 15 % included: base + IVA is the price, the base times 0.15 the IVA.
    expect(Math.round((amount.subtotalIva as number) * 100) + Math.round((amount.iva as number) * 100)).toBe(
      totalCents,
    );
    expect(amount).toMatchObject({ subtotalIva0: 0, ice: 0, currency: 'USD' });
    expect(sent.body).toMatchObject({
      token,
      fullResponse: 'v2',
      metadata: { transactionId: String(tx!.id) },
    });

    await settle();
    const [paid] = await t.db.select().from(stripeTransactions).where(eq(stripeTransactions.id, tx!.id));
    expect(paid!.status).toBe('succeeded');
    const credits = await t.db.select().from(listingCredits).where(eq(listingCredits.transactionId, tx!.id));
    expect(credits).toHaveLength(3);
    expect(t.mails.some((m) => m.to === seller.user.email && /^Recibimos tu pago/.test(m.subject))).toBe(
      true,
    );

    // Kushki's webhook of the same ticket, delivered again: stored once, applied once.
    const hook = fake.webhooks.at(-1)!;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/kushki/webhook',
      headers: hook.headers,
      payload: hook.body,
    });
    expect(again.statusCode).toBe(200);
    await settle();
    const after = await t.db.select().from(listingCredits).where(eq(listingCredits.transactionId, tx!.id));
    expect(after).toHaveLength(3);
    const ledger = await t.db
      .select()
      .from(processedEvents)
      .where(eq(processedEvents.eventId, `evt_kushki_${paid!.paymentIntentId}`));
    expect(ledger).toHaveLength(1);

    // A second charge of the completed session is refused.
    const twice = await charge(seller, sessionId, (await fake.tokenize(KUSHKI_CARDS.approved)).token);
    expect(twice.statusCode).toBe(409);
  });

  it('a declined card charges nothing and says so in Spanish; the session stays payable', async () => {
    const { sessionId } = await start(seller, PREMIUM_3);
    const res = await charge(seller, sessionId, (await fake.tokenize(KUSHKI_CARDS.declined)).token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'declined',
      message: expect.stringMatching(/rechazó la tarjeta/),
    });
    await settle();
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, sessionId));
    expect(tx!.status).not.toBe('succeeded');
    const ok = await charge(seller, sessionId, (await fake.tokenize(KUSHKI_CARDS.approved)).token);
    expect(ok.json().outcome).toBe('succeeded');
  });

  it('3-D Secure: the token is refused until the bank’s step is approved, then it charges', async () => {
    const { sessionId } = await start(seller, PREMIUM_3);
    // Kushki's API 3-D Secure (authValidation "url"): the bank's page returns to this route.
    const callbackUrl = `http://localhost:3000${threeDsReturnPath(sessionId)}`;
    const tokenized = await fake.tokenize(KUSHKI_CARDS.threeDS, { callbackUrl });
    expect(tokenized).toMatchObject({ secureService: '3dsecure', url: expect.stringContaining('/3ds/') });
    const early = await charge(seller, sessionId, tokenized.token);
    expect(early.json().outcome).toBe('declined');
    // The challenge page answers with a redirect to callbackUrl carrying success and the token.
    const answered = await fetch(tokenized.url!, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    expect(answered.status).toBe(302);
    const back = new URL(answered.headers.get('location')!);
    expect(back.pathname).toBe(`/api/payments/kushki/sessions/${sessionId}/3ds-return`);
    expect(back.searchParams.get('success')).toBe('true');
    expect(back.searchParams.get('token')).toBe(tokenized.token);
    // Traspasa's return sends the buyer on to the card page with the token out of the query
    // (a ?token= would be taken for a password-reset link) and out of any server's sight.
    const returned = await t.app.inject({ url: `${back.pathname}${back.search}` });
    expect(returned.statusCode).toBe(302);
    expect(returned.headers.location).toBe(
      `http://localhost:3000/pago-con-tarjeta/${sessionId}?banco=confirmado#token=${tokenized.token}`,
    );
    // Nothing was charged by the return itself.
    const [pending] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, sessionId));
    expect(pending!.status).not.toBe('succeeded');
    // The bank said no, or the address was tampered with: the card page says so, no token.
    for (const query of ['?success=false&token=abcdefgh1234', '?success=true&token=%3Cscript%3E', '']) {
      const refused = await t.app.inject({ url: `${back.pathname}${query}` });
      expect(refused.headers.location).toBe(
        `http://localhost:3000/pago-con-tarjeta/${sessionId}?banco=rechazado`,
      );
    }
    const res = await charge(seller, sessionId, tokenized.token);
    expect(res.json().outcome).toBe('succeeded');
  });

  it('a refund goes to Kushki with its Idempotency-Key and revokes the credits once', async () => {
    const { sessionId } = await start(seller, PREMIUM_3);
    await charge(seller, sessionId, (await fake.tokenize(KUSHKI_CARDS.approved)).token);
    await settle();
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, sessionId));
    await t.app.payments.provider.refund(tx!.paymentIntentId!, `refund:${tx!.id}`);
    await settle();
    const sent = lastRequest(`/v1/refund/${tx!.paymentIntentId}`);
    expect(sent.method).toBe('DELETE');
    expect(sent.headers['idempotency-key']).toBe(`refund:${tx!.id}`);
    const [refunded] = await t.db.select().from(stripeTransactions).where(eq(stripeTransactions.id, tx!.id));
    expect(refunded!.status).toBe('refunded');
    const credits = await t.db.select().from(listingCredits).where(eq(listingCredits.transactionId, tx!.id));
    expect(credits.every((c) => c.status === 'revoked')).toBe(true);
  });
});

describe('a plan paid by card through Kushki', () => {
  it('keeps the card as an on-demand Kushki card, charges the first month and starts the plan once', async () => {
    const { sessionId } = await start(buyer, BUYER_PLAN);
    const view = await t.app.inject({
      url: `/api/payments/kushki/sessions/${sessionId}`,
      headers: buyer.headers,
    });
    expect(view.json()).toMatchObject({ mode: 'subscription', environment: 'uat' });
    const { token } = await fake.tokenize(KUSHKI_CARDS.approved, { kind: 'subscription' });
    const res = await charge(buyer, sessionId, token);
    expect(res.json().outcome).toBe('succeeded');
    const created = lastRequest('/subscriptions/v1/card');
    expect(created.body).toMatchObject({
      token,
      periodicity: 'custom',
      contactDetails: { email: buyer.user.email },
    });
    await settle();
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id));
    expect(sub).toMatchObject({ status: 'active', productId: products[BUYER_PLAN] });
    const [tx] = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.checkoutSessionId, sessionId));
    expect(tx!.status).toBe('succeeded');
    // A renewal at the period's end charges the kept card again: a payment of its own.
    const renewed = await t.app.payments.runProviderClock(new Date(Date.now() + 32 * 86_400_000));
    expect(renewed).toMatchObject({ renewed: 1 });
    await settle();
    const renewals = await t.db
      .select()
      .from(stripeTransactions)
      .where(eq(stripeTransactions.userId, buyer.user.id));
    expect(renewals.filter((r) => r.kind === 'renewal' && r.status === 'succeeded')).toHaveLength(1);
  });
});

describe('Kushki’s webhook', () => {
  const body = JSON.stringify({
    ticketNumber: '123456789012345678',
    transactionStatus: 'APPROVAL',
    transactionType: 'SALE',
    metadata: {},
  });
  const post = (headers: Record<string, string>, payload = body) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/kushki/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
  const now = () => String(Math.floor(Date.now() / 1000));

  it('refuses a wrong, missing or old signature with a Spanish 401 and stores nothing', async () => {
    const id = now();
    const wrong = await post({
      'x-kushki-id': id,
      'x-kushki-signature': kushkiSignature(body, id, 'otra-clave'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('La firma de la notificación no es válida.');
    const missing = await post({});
    expect(missing.statusCode).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    const stale = await post({
      'x-kushki-id': old,
      'x-kushki-signature': kushkiSignature(body, old, fake.webhookSignature),
    });
    expect(stale.statusCode).toBe(401);
    // One byte changed after signing.
    const sig = kushkiSignature(body, id, fake.webhookSignature);
    const tampered = await post(
      { 'x-kushki-id': id, 'x-kushki-signature': sig },
      body.replace('APPROVAL', 'APPROVAl'),
    );
    expect(tampered.statusCode).toBe(401);
    const good = await post({ 'x-kushki-id': id, 'x-kushki-signature': sig });
    expect(good.statusCode).toBe(200);
  });
});

describe('the card page’s content security policy', () => {
  const directives = async (app: TestApp) => {
    const res = await app.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const of = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    return { connect: of('connect-src'), script: of('script-src'), frame: of('frame-src'), all: csp };
  };

  it('lets kushki.js reach Kushki’s environment and Cardinal’s 3-D Secure only when Kushki is the provider', async () => {
    // kushki.js talks to Kushki's UAT hosts whatever KUSHKI_API_URL says (the fake serves the server only).
    const uat = await directives(t);
    expect(uat.connect).toContain('https://api-uat.kushkipagos.com');
    expect(uat.connect).not.toContain('https://api.kushkipagos.com');
    expect(uat.connect).not.toContain(new URL(fake.url).origin);
    expect(uat.script).toContain('https://songbirdstag.cardinalcommerce.com');
    expect(uat.frame).toContain('https://*.cardinalcommerce.com');
    const production = await directives(
      await buildTestAppOnSameDatabase(t, {
        ...NO_RATE_LIMITS,
        ...fake.env(),
        KUSHKI_ENVIRONMENT: 'production',
      }),
    );
    expect(production.connect).toContain('https://api.kushkipagos.com');
    expect(production.connect).not.toContain('api-uat');
    expect(production.script).toContain('https://songbird.cardinalcommerce.com');
    const sandbox = await directives(await buildTestAppOnSameDatabase(t, NO_RATE_LIMITS));
    expect(sandbox.all).not.toMatch(/kushki|cardinal/i);
    expect(sandbox.frame).toBe('');
  });
});
