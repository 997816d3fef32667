import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { verifyNdaChain } from '../../modules/ndas/nda-events.service.ts';
import { ndaEvents, ndas } from '../schema/ndas.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_PASSWORD, demoAccounts } from './users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const seeded = await seedDemoData(t.db, {
    publicUploadsDir: path.join(t.dataDir, 'uploads', 'public'),
    log: () => {},
  });
  expect(seeded).toEqual({ seeded: true });
}, 120_000);

describe('demo data', () => {
  it('gives the demo buyer one signed NDA, with an intact evidence chain, that opens the listing', async () => {
    const rows = await t.db.select().from(ndas);
    expect(rows).toHaveLength(1);
    const [nda] = rows;
    expect(nda).toMatchObject({ status: 'signed', enhancedSignatureStatus: 'no_requerida' });
    const events = await t.db.select().from(ndaEvents).where(eq(ndaEvents.ndaId, nda!.id));
    expect(events.map((e) => e.eventType)).toEqual(['created', 'viewed', 'accepted']);
    expect(await verifyNdaChain(t.db, nda!.id)).toEqual({ intact: true });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccounts.buyer.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const headers = { 'x-session-token': login.json().sessionToken as string };
    const detail = await t.app.inject({ method: 'GET', url: `/api/businesses/${nda!.businessId}`, headers });
    expect(detail.json().access).toMatchObject({
      ndaStatus: 'signed',
      canViewConfidential: true,
      canMessage: true,
    });
    expect(detail.json().confidentialInfo).toEqual(expect.any(String));
  });

  it('does nothing the second time', async () => {
    expect(await seedDemoData(t.db, { publicUploadsDir: path.join(t.dataDir, 'x'), log: () => {} })).toEqual({
      seeded: false,
    });
  });
});
