// A reviewer's attacks on the access the seller controls (decision 062): retries and parallel
// requests of one buyer, a listing whose mode changed under an open request, requirements a
// re-sent request could skip, the bodies and headers a buyer without access gets, and bodies
// no client would send.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndaEvents, ndas } from '../../db/schema/ndas.ts';
import { notices } from '../../db/schema/notices.ts';
import { multipart, tinyPdf } from '../business-media/media.test-kit.ts';
import { activeDocument, CONFIDENTIAL, listing, sign, signBody } from '../ndas/nda.test-kit.ts';
import { runListingAccessRequests } from './listing-access.job.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let admin: Login;
let doc: Awaited<ReturnType<typeof activeDocument>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [seller, admin] = await Promise.all([loginAs(t, 'seller'), loginAs(t, 'admin')]);
  doc = await activeDocument(t);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const putRequest = (who: Login, businessId: number, message?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/listing-access/${businessId}/request`,
    headers: who.headers,
    payload: message === undefined ? {} : { message },
  });

async function approvalListing(extra: Partial<typeof businesses.$inferInsert> = {}) {
  const row = await listing(t, { sellerId: seller.user.id, accessMode: 'approval', ...extra });
  const body = multipart('file', 'balance.pdf', tinyPdf('Estados financieros 2025'), 'application/pdf');
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${row.id}/documents`,
    headers: { ...seller.headers, ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode).toBe(200);
  return { row, docUrl: up.json().documents[0].url as string };
}

async function ndaOf(userId: number, businessId: number) {
  const [row] = await t.db
    .select()
    .from(ndas)
    .where(and(eq(ndas.userId, userId), eq(ndas.businessId, businessId)));
  return row!;
}

/** A buyer whose request on `businessId` went unanswered until it expired (what the job leaves). */
async function expiredBuyer(businessId: number): Promise<Login> {
  const buyer = await loginAs(t, 'buyer');
  expect((await sign(t, buyer.headers, signBody(businessId, doc))).statusCode).toBe(201);
  await t.db
    .update(ndas)
    .set({ accessState: 'expired', accessDecidedAt: new Date(), accessDecidedBy: null })
    .where(and(eq(ndas.userId, buyer.user.id), eq(ndas.businessId, businessId)));
  return buyer;
}

const requestEvents = async (ndaId: number) =>
  (await t.db.select().from(ndaEvents).where(eq(ndaEvents.ndaId, ndaId))).filter(
    (e) => e.eventType === 'access_requested',
  );

describe('a request sent again after it expired', () => {
  it('sends the seller one request however many times the buyer retries it at once', async () => {
    const { row } = await approvalListing();
    const buyer = await expiredBuyer(row.id);
    const nda = await ndaOf(buyer.user.id, row.id);
    expect(await requestEvents(nda.id)).toHaveLength(1);
    const bellBefore = (await t.db.select().from(notices).where(eq(notices.userId, seller.user.id))).filter(
      (n) => n.type === 'access-requested' && n.businessId === row.id,
    ).length;
    const mailsBefore = t.mails.filter(
      (m) => m.to === seller.user.email && m.subject.includes('pide acceso'),
    ).length;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => putRequest(buyer, row.id, 'Sigo interesado.')),
    );
    for (const res of answers) {
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await ndaOf(buyer.user.id, row.id)).accessState).toBe('requested');

    // One new request: one event in the chain, one bell notice, one mail.
    expect(await requestEvents(nda.id)).toHaveLength(2);
    const bellAfter = (await t.db.select().from(notices).where(eq(notices.userId, seller.user.id))).filter(
      (n) => n.type === 'access-requested' && n.businessId === row.id,
    ).length;
    expect(bellAfter - bellBefore).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    const mailsAfter = t.mails.filter(
      (m) => m.to === seller.user.email && m.subject.includes('pide acceso'),
    ).length;
    expect(mailsAfter - mailsBefore).toBe(1);
  });

  it('asks again for the identity the listing now requires', async () => {
    const { row } = await approvalListing();
    const buyer = await expiredBuyer(row.id);
    // While the request waited the seller started to accept verified buyers only (decision 100).
    await t.db.update(businesses).set({ requireVerifiedBuyer: true }).where(eq(businesses.id, row.id));
    const res = await putRequest(buyer, row.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('identidad verificada');
    expect((await ndaOf(buyer.user.id, row.id)).accessState).toBe('expired');
  });

  it('opens the listing at once when it went back to immediate access meanwhile, instead of a request nobody can answer', async () => {
    const { row, docUrl } = await approvalListing();
    const buyer = await expiredBuyer(row.id);
    // The seller lets every signer in now (the listing form's update).
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${row.id}`,
      headers: seller.headers,
      payload: { accessMode: 'immediate' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(`/api/businesses/${row.id}`, seller.headers)).json().accessMode).toBe('immediate');

    const res = await putRequest(buyer, row.id);
    expect(res.statusCode).toBe(200);
    const nda = await ndaOf(buyer.user.id, row.id);
    // An immediate listing has no requests for its seller to answer: signing opens it.
    expect(nda.accessState).toBe('granted');
    const detail = (await get(`/api/businesses/${row.id}`, buyer.headers)).json();
    expect(detail.confidentialInfo).toBe(CONFIDENTIAL);
    expect((await get(docUrl, buyer.headers)).statusCode).toBe(200);
  });
});

describe('what a buyer without access gets', () => {
  it('is the same status, body and headers as a buyer without an agreement, for every gate', async () => {
    const { row, docUrl } = await approvalListing();
    const waiting = await loginAs(t, 'buyer');
    const declined = await loginAs(t, 'buyer');
    const none = await loginAs(t, 'buyer');
    for (const who of [waiting, declined]) {
      expect((await sign(t, who.headers, signBody(row.id, doc))).statusCode).toBe(201);
    }
    const declinedNda = await ndaOf(declined.user.id, row.id);
    expect(
      (await post(`/api/listing-access/requests/${declinedNda.id}/decline`, seller.headers)).statusCode,
    ).toBe(200);

    const shape = (res: Awaited<ReturnType<typeof get>>) => ({
      status: res.statusCode,
      body: res.body,
      type: res.headers['content-type'],
      length: res.headers['content-length'],
      cache: res.headers['cache-control'],
      etag: res.headers.etag,
    });
    const gates = async (who: Login) => ({
      document: shape(await get(docUrl, who.headers)),
      documentHead: shape(await t.app.inject({ method: 'HEAD', url: docUrl, headers: who.headers })),
      documents: shape(await get(`/api/businesses/${row.id}/documents`, who.headers)),
      message: shape(
        await post('/api/messages', who.headers, {
          receiverId: seller.user.id,
          businessId: row.id,
          content: 'Hola',
        }),
      ),
      plainMessage: shape(
        await post('/api/messages', who.headers, { receiverId: seller.user.id, content: 'Hola' }),
      ),
      thread: shape(await get(`/api/conversations/with/${seller.user.id}`, who.headers)),
    });
    const base = await gates(none);
    expect(base.document.status).toBe(404);
    expect(base.message.status).toBe(403);
    expect(await gates(waiting)).toEqual(base);
    expect(await gates(declined)).toEqual(base);

    for (const who of [waiting, declined]) {
      const detail = await get(`/api/businesses/${row.id}`, who.headers);
      expect(detail.body).not.toContain(CONFIDENTIAL);
      expect(detail.json().sellerId).toBeUndefined();
      expect(detail.json().documents).toBeUndefined();
      const bySlug = await get(`/api/businesses/${row.slug}`, who.headers);
      expect(bySlug.body).not.toContain(CONFIDENTIAL);
      expect(bySlug.json().seller.displayName).toBe(detail.json().seller.displayName);
    }
  });
});

describe('bodies no client would send', () => {
  it('answer a Spanish 4xx, never a 500', async () => {
    const { row } = await approvalListing();
    const buyer = await loginAs(t, 'buyer');
    await sign(t, buyer.headers, signBody(row.id, doc));
    const nda = await ndaOf(buyer.user.id, row.id);
    const json = { ...seller.headers, 'content-type': 'application/json' };
    const cases = [
      t.app.inject({
        method: 'POST',
        url: `/api/listing-access/requests/${nda.id}/decline`,
        headers: json,
        payload: 'null',
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/listing-access/requests/${nda.id}/decline`,
        headers: json,
        payload: '[]',
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/listing-access/requests/${nda.id}/decline`,
        headers: json,
        payload: '{"reason":5}',
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/listing-access/requests/${nda.id}/decline`,
        headers: json,
        payload: '{"reason":',
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/listing-access/requests/${nda.id}/decline`,
        headers: json,
        payload: JSON.stringify({ reason: 'x'.repeat(1001) }),
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/listing-access/requests/${nda.id}/decline`,
        headers: json,
        payload: '',
      }),
      post('/api/listing-access/requests/2147483648/approve', seller.headers),
      post('/api/listing-access/requests/99999999999999999999/revoke', admin.headers),
      post('/api/listing-access/requests/0/approve', seller.headers),
      post('/api/listing-access/requests/-1/approve', seller.headers),
      post('/api/listing-access/requests/1.5/approve', seller.headers),
      post('/api/listing-access/requests/abc/ask', seller.headers),
      get('/api/listing-access/2147483648', buyer.headers),
      get('/api/listing-access/2147483648/request', buyer.headers),
      get('/api/listing-access/requests?state=todo', seller.headers),
      get('/api/listing-access/requests?limit=0', seller.headers),
      get('/api/listing-access/requests?limit=51', seller.headers),
      get('/api/listing-access/requests?businessId=2147483648', seller.headers),
      get('/api/listing-access/requests?cursor=eyJhdCI6MX0', seller.headers),
      get('/api/listing-access/requests?cursor=%E0%A4%A', seller.headers),
      get('/api/admin/listing-access/2147483648/history', admin.headers),
      get('/api/admin/listing-access/2147483000/history', admin.headers),
      putRequest(buyer, row.id, 'x'.repeat(1001)),
      t.app.inject({
        method: 'PUT',
        url: `/api/listing-access/${row.id}/request`,
        headers: { ...buyer.headers, 'content-type': 'application/json' },
        payload: '{"message":["a"]}',
      }),
      t.app.inject({
        method: 'PUT',
        url: '/api/listing-access/2147483648/request',
        headers: buyer.headers,
        payload: {},
      }),
      sign(t, buyer.headers, signBody(row.id, doc, { accessMessage: 'x'.repeat(1001) })),
      sign(t, buyer.headers, signBody(2147483648, doc)),
    ];
    for (const res of await Promise.all(cases)) {
      const label = `${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      const message = res.json().error?.message as string;
      expect(message, label).toEqual(expect.any(String));
      // Spanish, not the framework's or the validator's English.
      expect(message, label).not.toMatch(/\b(Expected|Invalid|Body|must|Unexpected|Not Found|Route)\b/);
    }
    expect((await ndaOf(buyer.user.id, row.id)).accessState).toBe('requested');
  });
});

describe('answers at the same time', () => {
  const answersOf = async (ndaId: number) =>
    (await t.db.select().from(ndaEvents).where(eq(ndaEvents.ndaId, ndaId)))
      .filter((e) =>
        ['access_approved', 'access_declined', 'access_revoked', 'access_expired'].includes(e.eventType),
      )
      .sort((a, b) => a.id - b.id);

  it('approve once when the seller clicks twenty times, telling the buyer once', async () => {
    const { row } = await approvalListing();
    const buyer = await loginAs(t, 'buyer');
    await sign(t, buyer.headers, signBody(row.id, doc));
    const nda = await ndaOf(buyer.user.id, row.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`/api/listing-access/requests/${nda.id}/approve`, seller.headers),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe('Esta persona ya tiene acceso a la información confidencial.');
    }
    expect((await answersOf(nda.id)).map((e) => e.eventType)).toEqual(['access_approved']);
    const bell = await t.db.select().from(notices).where(eq(notices.userId, buyer.user.id));
    expect(bell.filter((n) => n.type === 'access-approved')).toHaveLength(1);
  });

  it('end in the state of the last answer recorded when approvals, revocations, a decline and the expiry job race', async () => {
    const { row, docUrl } = await approvalListing();
    const buyer = await loginAs(t, 'buyer');
    await sign(t, buyer.headers, signBody(row.id, doc));
    const nda = await ndaOf(buyer.user.id, row.id);
    const results = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        post(
          `/api/listing-access/requests/${nda.id}/${i % 2 === 0 ? 'approve' : 'revoke'}`,
          i % 4 === 3 ? admin.headers : seller.headers,
        ),
      ),
      post(`/api/listing-access/requests/${nda.id}/decline`, seller.headers),
      runListingAccessRequests({ db: t.db, app: t.app, now: new Date(Date.now() + 15 * 24 * 3600_000) }),
    ]);
    const http = results.filter((r): r is Awaited<ReturnType<typeof post>> => 'statusCode' in r);
    for (const r of http) expect([200, 404, 409]).toContain(r.statusCode);
    const events = await answersOf(nda.id);
    // Every successful answer left exactly one event, and the row says what the last one did.
    expect(events.length).toBe(
      http.filter((r) => r.statusCode === 200).length +
        events.filter((e) => e.eventType === 'access_expired').length,
    );
    const last = events.at(-1)!.eventType;
    const state = (await ndaOf(buyer.user.id, row.id)).accessState;
    expect(state).toBe(
      {
        access_approved: 'granted',
        access_declined: 'declined',
        access_revoked: 'revoked',
        access_expired: 'expired',
      }[last],
    );
    expect((await get(docUrl, buyer.headers)).statusCode).toBe(state === 'granted' ? 200 : 404);
  });
});
