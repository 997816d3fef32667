// What a plan gives and where it stands is said once, by the server: `/subscription` and the
// profile read the same state (name and «Cancelada al final del período»), and the screen for
// someone without a plan lists what the plans on sale really grant, from the catalogue.
import { featureNames } from '@traspasa/shared/payments';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../../../test/helpers.ts';
import { stripeProducts } from '../../db/schema/payments.ts';
import { catalogueFeatures } from './catalogue.rules.ts';

let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp(NO_RATE_LIMITS);
});

const get = (who: Session) =>
  t.app.inject({ method: 'GET', url: '/api/payments/subscription', headers: who.headers });

async function subscribe(who: Session, stripeProductId: string) {
  const [product] = await t.db
    .select()
    .from(stripeProducts)
    .where(eq(stripeProducts.stripeProductId, stripeProductId));
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: who.headers,
    payload: { productId: product!.id },
  });
  expect(started.statusCode, started.body).toBe(201);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/sessions/${started.json().sessionId}/pay`,
    headers: who.headers,
    payload: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Cliente Prueba' },
  });
  expect(paid.json().outcome).toBe('succeeded');
  await t.app.payments.settle();
}

describe("the plan's name and state", () => {
  it('says «Cancelada al final del período» for a Comprador Pro whose renewal was cancelled, while it lasts', async () => {
    const buyer = await loginAs(t, 'buyer');
    await subscribe(buyer, 'prod_local_comprador_pro_mensual');
    expect((await get(buyer)).json().subscription).toMatchObject({
      productName: 'Comprador Pro',
      state: { key: 'active', label: 'Activa', live: true },
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/payments/subscription/cancel',
      headers: buyer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription.state).toEqual({
      key: 'cancelling',
      label: 'Cancelada al final del período',
      live: true,
    });
    expect((await get(buyer)).json().subscription).toMatchObject({
      productName: 'Comprador Pro',
      state: { key: 'cancelling', label: 'Cancelada al final del período', live: true },
    });
  });
});

describe('what a plan gives, for someone without one', () => {
  it('lists the features of the plans on sale, from the catalogue, and nothing no plan grants', async () => {
    const seller = await loginAs(t, 'seller');
    const mine = (await get(seller)).json();
    expect(mine.subscription).toBeNull();
    // Every feature some plan on sale includes, in the catalogue's order, with its description.
    expect(mine.planFeatures).toEqual(
      featureNames.map((name) => ({ name, description: catalogueFeatures[name] })),
    );
    const text = JSON.stringify(mine.planFeatures);
    expect(text).not.toMatch(/estadísticas|prioritaria/);

    // A plan taken off sale stops being promised: only what the rest include is listed.
    await t.db
      .update(stripeProducts)
      .set({ active: false })
      .where(eq(stripeProducts.tipoUsuario, 'vendedor'));
    try {
      expect((await get(seller)).json().planFeatures.map((f: { name: string }) => f.name)).toEqual([
        'acuerdos_ilimitados',
      ]);
    } finally {
      await t.db
        .update(stripeProducts)
        .set({ active: true })
        .where(eq(stripeProducts.tipoUsuario, 'vendedor'));
    }
  });
});
