// A card payment through the local card gateway (decision 095, against the local fake of
// Kushki's API) and its factura (decision 092): exactly one per paid payment, however many
// times Kushki's webhook arrives, formaPago 10, valid against the published XSD; the refund
// its nota de crédito.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUSHKI_CARDS, KushkiFake } from '../../../test/fakes/kushki/kushki-fake.ts';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../../../test/helpers.ts';
import { electronicDocuments } from '../../db/schema/invoices.ts';
import { stripeProducts, stripeTransactions } from '../../db/schema/payments.ts';
import { validateSriXml } from './invoices.test-kit.ts';

const fake = new KushkiFake();
let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;
const products: Record<string, number> = {};
const PREMIUM_3 = 'prod_local_paquete_premium_3';
const BUYER_PLAN = 'prod_local_comprador_pro_mensual';

beforeAll(async () => {
  await fake.start();
  t = await buildTestApp({ ...NO_RATE_LIMITS, ...fake.env() });
  fake.deliver = (hook) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/kushki/webhook',
      headers: hook.headers,
      payload: hook.body,
    });
  for (const p of await t.db.select().from(stripeProducts)) products[p.stripeProductId] = p.id;
});
afterAll(() => fake.stop());

/** Checks out `key` and pays it with an approved card through Kushki; the payment's row. */
async function payByKushki(who: Session, key: string, kind?: 'subscription') {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: who.headers,
    payload: { productId: products[key] },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { sessionId } = started.json<{ sessionId: string }>();
  const { token } = await fake.tokenize(KUSHKI_CARDS.approved, kind ? { kind } : {});
  const charged = await t.app.inject({
    method: 'POST',
    url: `/api/payments/kushki/sessions/${sessionId}/charge`,
    headers: who.headers,
    payload: { token },
  });
  expect(charged.json()).toMatchObject({ outcome: 'succeeded' });
  await settle();
  const [tx] = await t.db
    .select()
    .from(stripeTransactions)
    .where(eq(stripeTransactions.checkoutSessionId, sessionId));
  expect(tx!.status).toBe('succeeded');
  return tx!;
}

/** Waits for the fake's webhooks to be delivered, then runs the pipeline and what follows it. */
async function settle() {
  await new Promise((r) => setTimeout(r, 40));
  await t.app.payments.drainEvents({ ignoreSchedule: true });
}

const documentsOf = (transactionId: number, docType: '01' | '04') =>
  t.db
    .select()
    .from(electronicDocuments)
    .where(
      and(eq(electronicDocuments.transactionId, transactionId), eq(electronicDocuments.docType, docType)),
    );

describe('a card payment through Kushki gets exactly one factura', () => {
  it('a package: one factura, formaPago 10, valid; Kushki’s webhook delivered again adds none', async () => {
    const seller = await loginAs(t, 'seller');
    const tx = await payByKushki(seller, PREMIUM_3);
    const facturas = await documentsOf(tx.id, '01');
    expect(facturas).toHaveLength(1);
    const factura = facturas[0]!;
    expect(factura).toMatchObject({
      userId: seller.user.id,
      paymentMethod: '10',
      totalCents: Math.round(Number(tx.amount) * 100),
      state: 'sin_enviar',
      buyer: { idType: '05', idNumber: '1710034065' },
    });
    expect(factura.signedXml).toContain('<formaPago>10</formaPago>');
    expect(await validateSriXml(factura.signedXml!, 'factura')).toEqual({ valid: true, errors: [] });

    // The webhook of the same ticket, delivered again, is the same event: nothing more is issued.
    const hook = fake.webhooks.at(-1)!;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/kushki/webhook',
      headers: hook.headers,
      payload: hook.body,
    });
    expect(again.statusCode).toBe(200);
    await settle();
    const still = await documentsOf(tx.id, '01');
    expect(still.map((d) => [d.id, d.sequential])).toEqual([[factura.id, factura.sequential]]);

    // Its refund through Kushki: one nota de crédito referencing that factura.
    await t.app.payments.provider.refund(tx.paymentIntentId!, `refund:${tx.id}`);
    await settle();
    const notas = await documentsOf(tx.id, '04');
    expect(notas).toHaveLength(1);
    expect(notas[0]).toMatchObject({ referencedDocumentId: factura.id, totalCents: factura.totalCents });
    expect(await validateSriXml(notas[0]!.signedXml!, 'notaCredito')).toEqual({ valid: true, errors: [] });
  });

  it('a plan: one factura for its first month and one for the renewal Kushki charges', async () => {
    const buyer = await loginAs(t, 'buyer');
    const tx = await payByKushki(buyer, BUYER_PLAN, 'subscription');
    const facturas = await documentsOf(tx.id, '01');
    expect(facturas).toHaveLength(1);
    expect(facturas[0]).toMatchObject({ paymentMethod: '10', userId: buyer.user.id });
    expect(await validateSriXml(facturas[0]!.signedXml!, 'factura')).toEqual({ valid: true, errors: [] });

    const renewed = await t.app.payments.runProviderClock(new Date(Date.now() + 32 * 86_400_000));
    expect(renewed).toMatchObject({ renewed: 1 });
    await settle();
    const [renewal] = await t.db
      .select()
      .from(stripeTransactions)
      .where(and(eq(stripeTransactions.userId, buyer.user.id), eq(stripeTransactions.kind, 'renewal')));
    expect(renewal!.status).toBe('succeeded');
    const renewalFacturas = await documentsOf(renewal!.id, '01');
    expect(renewalFacturas).toHaveLength(1);
    expect(renewalFacturas[0]).toMatchObject({ paymentMethod: '10' });
    expect(renewalFacturas[0]!.sequential).toBeGreaterThan(facturas[0]!.sequential);
  });
});
