// The Stripe provider without a network: the SDK talks to a fake fetch that records each
// request and answers like Stripe. What matters here is what we send: the right calls,
// the metadata the pipeline reads back, and an idempotency key on every write.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { CheckoutProduct } from './provider.types.ts';
import { StripeProvider } from './stripe.provider.ts';

interface Sent {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | null;
}

function fakeStripe(answers: Record<string, (body: URLSearchParams) => object>) {
  const sent: Sent[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, body, idempotencyKey: headers.get('idempotency-key') });
    const key = `${method} ${url.pathname.replace(/\/(cs|sub|pi|price)_[A-Za-z0-9_]+/, '/:id')}`;
    const answer = answers[key];
    if (!answer)
      return new Response(JSON.stringify({ error: { message: `no fake for ${key}` } }), { status: 404 });
    return new Response(JSON.stringify(answer(body)), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_fake' },
    });
  };
  return { sent, httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch) };
}

const noDb = {
  update: () => ({ set: () => ({ where: async () => undefined }) }),
} as unknown as Db;
const log = { warn() {}, error() {}, info() {} } as never;

const product: CheckoutProduct = {
  id: 3,
  stripeProductId: 'prod_local_comprador_pro_mensual',
  stripePriceId: null,
  name: 'Comprador Pro',
  description: null,
  period: 'mensual',
  priceCents: 1900,
};

describe('StripeProvider', () => {
  it('creates the price, the customer, a one-time coupon and a subscription checkout, each with an idempotency key', async () => {
    const { sent, httpClient } = fakeStripe({
      'POST /v1/prices': () => ({ id: 'price_123', object: 'price', active: true, unit_amount: 1900 }),
      'POST /v1/customers': () => ({ id: 'cus_123', object: 'customer' }),
      'POST /v1/coupons': () => ({ id: 'coupon_123', object: 'coupon' }),
      'POST /v1/checkout/sessions': () => ({
        id: 'cs_test_123',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_123',
      }),
    });
    const provider = new StripeProvider({
      db: noDb,
      log,
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_x',
      httpClient,
    });
    const created = await provider.createCheckoutSession({
      mode: 'subscription',
      product,
      amountCents: 1710,
      discountCents: 190,
      discountCode: 'BIENVENIDA10',
      customer: { userId: 7, email: 'ana@example.com', name: 'Ana', providerCustomerId: null },
      successUrl: 'https://traspasa.test/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://traspasa.test/subscribe?plan=3&canceled=1',
      metadata: { transactionId: '41', userId: '7', productId: '3' },
      expiresAt: new Date(Date.now() + 30 * 60_000),
      idempotencyKey: 'checkout:41',
    });
    expect(created).toEqual({
      sessionId: 'cs_test_123',
      url: 'https://checkout.stripe.com/c/pay/cs_test_123',
      providerCustomerId: 'cus_123',
    });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/prices',
      'POST /v1/customers',
      'POST /v1/coupons',
      'POST /v1/checkout/sessions',
    ]);
    for (const s of sent) expect(s.idempotencyKey, s.path).toBeTruthy();
    const [price, customer, coupon, session] = sent;
    expect(price!.body.get('recurring[interval]')).toBe('month');
    expect(price!.body.get('unit_amount')).toBe('1900');
    expect(customer!.idempotencyKey).toBe('customer:7');
    expect(coupon!.body.get('amount_off')).toBe('190');
    expect(coupon!.body.get('duration')).toBe('once');
    expect(session!.idempotencyKey).toBe('checkout:41');
    expect(session!.body.get('mode')).toBe('subscription');
    expect(session!.body.get('customer')).toBe('cus_123');
    expect(session!.body.get('line_items[0][price]')).toBe('price_123');
    expect(session!.body.get('discounts[0][coupon]')).toBe('coupon_123');
    // The pipeline finds its transaction through this metadata, on the subscription too.
    expect(session!.body.get('subscription_data[metadata][transactionId]')).toBe('41');
    expect(session!.body.get('metadata[userId]')).toBe('7');
  });

  it('refunds, cancels at period end and reads a subscription with its period from the item', async () => {
    const subscription = {
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_1',
      status: 'active',
      cancel_at_period_end: true,
      metadata: { userId: '7', productId: '3', transactionId: '41' },
      items: {
        object: 'list',
        data: [{ id: 'si_1', current_period_start: 1_800_000_000, current_period_end: 1_802_592_000 }],
      },
    };
    const { sent, httpClient } = fakeStripe({
      'POST /v1/refunds': () => ({ id: 're_1', object: 'refund' }),
      'POST /v1/subscriptions/:id': () => subscription,
      'GET /v1/subscriptions/:id': () => subscription,
    });
    const provider = new StripeProvider({
      db: noDb,
      log,
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_x',
      httpClient,
    });
    await provider.refund('pi_1', 'refund:41');
    const updated = await provider.setCancelAtPeriodEnd('sub_1', true, 'renewal:sub_1:cancel:1');
    expect(sent[0]).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'refund:41' });
    expect(sent[0]!.body.get('payment_intent')).toBe('pi_1');
    expect(sent[1]!.body.get('cancel_at_period_end')).toBe('true');
    expect(sent[1]!.idempotencyKey).toBe('renewal:sub_1:cancel:1');
    expect(updated).toMatchObject({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      cancelAtPeriodEnd: true,
      userId: 7,
      productId: 3,
      transactionId: 41,
    });
    expect(updated.currentPeriodEnd?.toISOString()).toBe(new Date(1_802_592_000_000).toISOString());
    expect(await provider.retrieveSubscription('sub_1')).toMatchObject({ id: 'sub_1' });
  });

  it('treats an unknown subscription as missing, not as an error', async () => {
    const { httpClient } = fakeStripe({});
    const provider = new StripeProvider({
      db: noDb,
      log,
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_x',
      httpClient,
    });
    expect(await provider.retrieveSubscription('sub_nope')).toBeNull();
  });
});
