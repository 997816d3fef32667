import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { users } from '../../db/schema/users.ts';
import { activeDocument, listing, sign, signBody } from './nda.test-kit.ts';

// The seller's audit rows and the evidence certificate say whether the buyer's identity
// is verified (decision 100): from the buyer's account as it is now, set only by an approval.
type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let verifiedBuyer: Login;
let plainBuyer: Login;
const ndaOf = new Map<number, number>();

beforeAll(async () => {
  t = await buildTestApp();
  [seller, verifiedBuyer, plainBuyer] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
  ]);
  await t.db
    .update(users)
    .set({ identityVerified: true, identityVerifiedAt: new Date(), identityDocumentType: 'cedula_ec' })
    .where(eq(users.id, verifiedBuyer.user.id));
  const doc = await activeDocument(t);
  const business = await listing(t, { sellerId: seller.user.id });
  for (const buyer of [verifiedBuyer, plainBuyer]) {
    const res = await sign(t, buyer.headers, signBody(business.id, doc));
    expect(res.statusCode, res.body).toBe(201);
    ndaOf.set(buyer.user.id, res.json().id);
  }
});

async function auditFlags(): Promise<Map<number, boolean>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/nda-audit', headers: seller.headers });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json<{ items: Array<{ buyer: { id: number; identityVerified: boolean } }> }>().items;
  return new Map(items.map((i) => [i.buyer.id, i.buyer.identityVerified]));
}

async function certificateText(buyer: Login): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/ndas/${ndaOf.get(buyer.user.id)}/certificate.pdf`,
    headers: seller.headers,
  });
  expect(res.statusCode).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('the buyer’s badge in the NDA audit and certificate', () => {
  it('audit rows: true only for the verified buyer', async () => {
    const flags = await auditFlags();
    expect(flags.get(verifiedBuyer.user.id)).toBe(true);
    expect(flags.get(plainBuyer.user.id)).toBe(false);
  });

  it('certificate: "Identidad verificada Sí" only for the verified buyer', async () => {
    expect(await certificateText(verifiedBuyer)).toMatch(/Identidad verificada Sí/);
    const plain = await certificateText(plainBuyer);
    expect(plain).toMatch(/Identidad verificada No/);
    expect(plain).not.toMatch(/Identidad verificada Sí/);
  });

  it('follows the account: a buyer verified after signing shows the badge from then on', async () => {
    await t.db
      .update(users)
      .set({ identityVerified: true, identityVerifiedAt: new Date(), identityDocumentType: 'pasaporte' })
      .where(eq(users.id, plainBuyer.user.id));
    expect((await auditFlags()).get(plainBuyer.user.id)).toBe(true);
    expect(await certificateText(plainBuyer)).toMatch(/Identidad verificada Sí/);
  });
});
