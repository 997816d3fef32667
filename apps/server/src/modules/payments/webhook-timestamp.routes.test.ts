// A signed payment event is only accepted within five minutes of its signature's timestamp,
// on either side: a captured delivery cannot be replayed later, and one signed for the
// future (a leaked secret used to prepare events in advance) is refused too.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { webhookEvents } from '../../db/schema/payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function deliverSignedAt(id: string, timestamp: number) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'customer.created',
    created: timestamp,
    data: { object: { id: 'cus_test', object: 'customer' } },
  });
  const secret = await t.app.payments.provider.webhookSecret();
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const stored = async (id: string) =>
  (await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id))).length;

describe('the webhook signature timestamp', () => {
  it('refuses an event signed with the right secret an hour or six minutes ahead, and stores nothing', async () => {
    for (const [id, ahead] of [
      ['evt_future_hour', 3600],
      ['evt_future_6min', 360],
    ] as const) {
      const res = await deliverSignedAt(id, nowSeconds() + ahead);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/firma.*más de 5 minutos/);
      expect(await stored(id)).toBe(0);
    }
  });

  it('refuses one signed an hour or six minutes ago', async () => {
    for (const [id, ago] of [
      ['evt_past_hour', 3600],
      ['evt_past_6min', 360],
    ] as const) {
      const res = await deliverSignedAt(id, nowSeconds() - ago);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/más de 5 minutos/);
      expect(await stored(id)).toBe(0);
    }
  });

  it('accepts one signed within five minutes either way (clocks a little apart)', async () => {
    for (const [id, offset] of [
      ['evt_ahead_4min', 240],
      ['evt_behind_4min', -240],
      ['evt_now', 0],
    ] as const) {
      const res = await deliverSignedAt(id, nowSeconds() + offset);
      expect(res.statusCode).toBe(200);
      expect(await stored(id)).toBe(1);
    }
  });
});
