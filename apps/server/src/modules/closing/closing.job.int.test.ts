import type { ClosingView } from '@traspasa/shared/closing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, loginAs, type TestApp } from '../../../test/helpers.ts';
import { notices } from '../../db/schema/notices.ts';
import { negotiations } from '../../db/schema/offers.ts';
import { runClosingReminders } from './closing.job.ts';
import { acceptedDeal } from './closing.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const overdueOf = (userId: number) =>
  t.db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.type, 'closing-overdue')));

describe('overdue steps remind their responsible party (fixed clock)', () => {
  it('reminds once per step, the seller for its steps and both for shared ones, only on live deals', async () => {
    const seller = await loginAs(t, 'seller');
    const buyer = await loginAs(t, 'buyer');
    // Accepted on 2 December (Ecuador): the SRI step (seller, 7 days) is due on the 9th, the
    // municipal permit and the firemen (seller, 14 days) on the 16th, ARCSA (both, 21) on the 23rd.
    const { negotiation } = await acceptedDeal(t, { sellerId: seller.user.id, buyerId: buyer.user.id });
    const road = json<ClosingView>(
      await t.app.inject({ method: 'GET', url: `/api/closing/${negotiation.id}`, headers: buyer.headers }),
    );
    const run = (iso: string) => runClosingReminders({ db: t.db, app: t.app, now: new Date(iso) });

    // The 9th is still its day in Ecuador at 23:30 (04:30 UTC on the 10th).
    expect(await run('2026-12-10T04:30:00Z')).toEqual({ reminded: 0 });
    expect(await run('2026-12-10T15:00:00Z')).toEqual({ reminded: 1 });
    const sellerNotices = await overdueOf(seller.user.id);
    expect(sellerNotices).toHaveLength(1);
    expect(sellerNotices[0]!.body).toContain('RUC y obligaciones del SRI al día');
    expect(sellerNotices[0]!.href).toBe(`/offers/${negotiation.id}/ruta`);
    expect(await overdueOf(buyer.user.id)).toHaveLength(0);
    expect(t.mails.filter((m) => m.to === seller.user.email && /atrasado/.test(m.subject))).toHaveLength(1);
    // Once per step.
    expect(await run('2026-12-11T15:00:00Z')).toEqual({ reminded: 0 });

    // A step marked done is not reminded; the two seller steps due on the 16th, minus the one done.
    const permit = road.items.find((i) => i.title === 'Patente municipal y permiso de funcionamiento')!;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/closing/${negotiation.id}/items/${permit.id}`,
      headers: seller.headers,
      payload: { status: 'hecho' },
    });
    expect(await run('2026-12-17T15:00:00Z')).toEqual({ reminded: 1 });

    // ARCSA is shared: both parties are told.
    expect(await run('2026-12-24T15:00:00Z')).toEqual({ reminded: 1 });
    expect((await overdueOf(buyer.user.id)).map((n) => n.body)).toEqual([
      expect.stringContaining('Permiso de funcionamiento de la ARCSA'),
    ]);
    expect(await overdueOf(seller.user.id)).toHaveLength(3);

    // A released deal is a record: nothing more is reminded.
    await t.db.update(negotiations).set({ status: 'released' }).where(eq(negotiations.id, negotiation.id));
    expect(await run('2027-03-01T15:00:00Z')).toEqual({ reminded: 0 });
  });

  it('opens and reminds the road of an accepted deal that neither party has opened yet', async () => {
    const seller = await loginAs(t, 'seller');
    const buyer = await loginAs(t, 'buyer');
    const { negotiation } = await acceptedDeal(t, { sellerId: seller.user.id, buyerId: buyer.user.id });
    const before = (await overdueOf(seller.user.id)).length;

    expect(
      await runClosingReminders({ db: t.db, app: t.app, now: new Date('2026-12-10T15:00:00Z') }),
    ).toEqual({
      reminded: 1,
    });
    const latest = (await overdueOf(seller.user.id)).slice(before);
    expect(latest.map((n) => n.href)).toEqual([`/offers/${negotiation.id}/ruta`]);
    const road = json<ClosingView>(
      await t.app.inject({ method: 'GET', url: `/api/closing/${negotiation.id}`, headers: seller.headers }),
    );
    expect(road.items.length).toBeGreaterThan(0);
  });
});
