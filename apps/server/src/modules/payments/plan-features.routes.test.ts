// Issue 9: every feature a plan lists changes something real. Each is bought here the way
// a user buys it (sandbox checkout, signed events, the pipeline), then used.
import { EXTRA_PHOTOS_LIMIT, FREE_NDA_REQUESTS_PER_30_DAYS } from '@traspasa/shared/payments';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, NO_RATE_LIMITS, type TestApp } from '../../../test/helpers.ts';
import { stripeProducts } from '../../db/schema/payments.ts';
import { createListing, multipart } from '../business-media/media.test-kit.ts';
import { activeDocument, sign, signBody } from '../ndas/nda.test-kit.ts';

let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp(NO_RATE_LIMITS);
});

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

describe('acuerdos_ilimitados', () => {
  it(`stops a buyer without a plan at ${FREE_NDA_REQUESTS_PER_30_DAYS} NDA requests in 30 days with a Spanish 402; Comprador Pro lifts it`, async () => {
    const seller = await loginAs(t, 'seller');
    const buyer = await loginAs(t, 'buyer');
    const doc = await activeDocument(t);
    const listings = await Promise.all(
      Array.from({ length: FREE_NDA_REQUESTS_PER_30_DAYS + 1 }, () =>
        createListing(t.db, { sellerId: seller.user.id }),
      ),
    );
    for (const l of listings.slice(0, FREE_NDA_REQUESTS_PER_30_DAYS)) {
      expect((await sign(t, buyer.headers, signBody(l.id, doc))).statusCode).toBe(201);
    }
    const last = listings.at(-1)!;
    const refused = await sign(t, buyer.headers, signBody(last.id, doc));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toMatch(/Comprador Pro/);
    // Asking again for one already requested is not a new request.
    expect((await sign(t, buyer.headers, signBody(listings[0]!.id, doc))).statusCode).toBe(200);

    await subscribe(buyer, 'prod_local_comprador_pro_mensual');
    expect((await sign(t, buyer.headers, signBody(last.id, doc))).statusCode).toBe(201);
  });
});

describe('fotos_adicionales', () => {
  it(`lets a Vendedor Profesional add photos past the tier's limit, up to ${EXTRA_PHOTOS_LIMIT}`, async () => {
    const seller = await loginAs(t, 'seller');
    const full = Array.from({ length: 5 }, (_, i) => `/uploads/demo/foto-${i}.webp`);
    const listing = await createListing(t.db, { sellerId: seller.user.id, status: 'draft', images: full });
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c87828' } })
      .jpeg()
      .toBuffer();
    const upload = () => {
      const body = multipart('file', 'foto.jpg', photo, 'image/jpeg');
      return t.app.inject({
        method: 'POST',
        url: `/api/businesses/${listing.id}/images`,
        headers: { ...seller.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const refused = await upload();
    expect(refused.statusCode).toBe(409);

    await subscribe(seller, 'prod_local_vendedor_profesional_mensual');
    const added = await upload();
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().images).toHaveLength(6);
  });
});
