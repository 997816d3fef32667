// The access the seller controls (decision 062), as a buyer, a seller, another seller, an admin
// and the clock see it: nothing opens before the approval, everything opens after it, and
// everything closes again at a revocation, with the same bodies as for a buyer without an NDA.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/helpers.ts';
import type { businesses } from '../../db/schema/businesses.ts';
import { fundsVerifications } from '../../db/schema/funds.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { ndaEvents, ndas } from '../../db/schema/ndas.ts';
import { notices } from '../../db/schema/notices.ts';
import { users } from '../../db/schema/users.ts';
import { multipart, tinyPdf } from '../business-media/media.test-kit.ts';
import { activeDocument, CONFIDENTIAL, listing, sign, signBody } from '../ndas/nda.test-kit.ts';
import { verifyAllNdaChains } from '../ndas/nda-events.service.ts';
import { runListingAccessRequests } from './listing-access.job.ts';

type Login = Awaited<ReturnType<typeof loginAs>>;
let t: TestApp;
let seller: Login;
let otherSeller: Login;
let buyer: Login;
let stranger: Login;
let admin: Login;
let doc: Awaited<ReturnType<typeof activeDocument>>;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await buildTestApp({ RATE_UPLOADS_PER_USER_HOUR: '1000' });
  [seller, otherSeller, buyer, stranger, admin] = await Promise.all([
    loginAs(t, 'seller'),
    loginAs(t, 'seller'),
    loginAs(t, 'buyer'),
    loginAs(t, 'buyer'),
    loginAs(t, 'admin'),
  ]);
  doc = await activeDocument(t);
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

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const message = (from: Login, businessId: number) =>
  post('/api/messages', from.headers, {
    receiverId: seller.user.id,
    businessId,
    content: 'Hola, me interesa.',
  });

async function ndaOf(userId: number, businessId: number) {
  const [row] = await t.db
    .select()
    .from(ndas)
    .where(and(eq(ndas.userId, userId), eq(ndas.businessId, businessId)));
  return row!;
}

/** What a buyer gets from every gate of a listing: detail fields, document, message. */
async function gates(who: Login, businessId: number, docUrl: string) {
  const detail = (await get(`/api/businesses/${businessId}`, who.headers)).json();
  const document = await get(docUrl, who.headers);
  const documents = await get(`/api/businesses/${businessId}/documents`, who.headers);
  const sent = await message(who, businessId);
  return { detail, document, documents, sent };
}

describe('an approval listing', () => {
  it('keeps everything closed until the seller approves, with the bodies of a buyer without an NDA', async () => {
    const { row, docUrl } = await approvalListing();
    const signed = await sign(
      t,
      buyer.headers,
      signBody(row.id, doc, { accessMessage: 'Tengo experiencia en panaderías.' }),
    );
    expect(signed.statusCode).toBe(201);
    const nda = await ndaOf(buyer.user.id, row.id);
    expect(nda).toMatchObject({
      status: 'signed',
      accessState: 'requested',
      accessMessage: 'Tengo experiencia en panaderías.',
    });
    expect(nda.accessRequestedAt).not.toBeNull();

    const waiting = await gates(buyer, row.id, docUrl);
    const none = await gates(stranger, row.id, docUrl);
    expect(JSON.stringify(waiting.detail)).not.toContain(CONFIDENTIAL);
    expect(waiting.detail.confidentialInfo).toBeUndefined();
    expect(waiting.detail.documents).toBeUndefined();
    expect(waiting.detail.access).toMatchObject({
      canViewConfidential: false,
      canMessage: false,
      accessState: 'requested',
    });
    expect(waiting.document.statusCode).toBe(404);
    expect(waiting.document.body).toBe(none.document.body);
    expect(waiting.documents.statusCode).toBe(404);
    expect(waiting.documents.body).toBe(none.documents.body);
    expect(waiting.sent.statusCode).toBe(403);
    expect(waiting.sent.body).toBe(none.sent.body);

    // The seller got the request in the bell and by mail; the buyer sees what happens next.
    const bell = await t.db.select().from(notices).where(eq(notices.userId, seller.user.id));
    expect(bell.map((n) => n.type)).toContain('access-requested');
    expect(t.mails.some((m) => m.to === seller.user.email && m.subject.includes('pide acceso'))).toBe(true);
    const view = (await get(`/api/listing-access/${row.id}`, buyer.headers)).json();
    expect(view).toMatchObject({ mode: 'approval', state: 'requested', hasAccess: false, ndaSigned: true });
    expect(view.nextStepText).toBe('El vendedor revisa las solicitudes; suele responder en 2 días.');
  });

  it('opens everything on approval and closes it again on revocation, a document URL fetched before included', async () => {
    const { row, docUrl } = await approvalListing();
    const other = await loginAs(t, 'buyer');
    expect((await sign(t, other.headers, signBody(row.id, doc))).statusCode).toBe(201);
    const nda = await ndaOf(other.user.id, row.id);

    const list = (await get(`/api/listing-access/requests?businessId=${row.id}`, seller.headers)).json();
    expect(list.openCount).toBe(1);
    expect(list.items[0]).toMatchObject({ id: nda.id, state: 'requested', buyer: { id: other.user.id } });
    expect(JSON.stringify(list)).not.toContain(other.user.email);

    const approved = await post(`/api/listing-access/requests/${nda.id}/approve`, seller.headers);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().state).toBe('granted');
    const open = await gates(other, row.id, docUrl);
    expect(open.detail.confidentialInfo).toBe(CONFIDENTIAL);
    expect(open.document.statusCode).toBe(200);
    expect(open.sent.statusCode).toBe(201);
    expect(t.mails.some((m) => m.to === other.user.email && m.subject.includes('aprobó tu acceso'))).toBe(
      true,
    );

    const revoked = await post(`/api/listing-access/requests/${nda.id}/revoke`, seller.headers, {
      reason: 'Ya negocio con otra persona.',
    });
    expect(revoked.statusCode).toBe(200);
    const closed = await gates(other, row.id, docUrl);
    const none = await gates(stranger, row.id, docUrl);
    expect(closed.detail.confidentialInfo).toBeUndefined();
    expect(closed.detail.access.accessState).toBe('revoked');
    expect(closed.document.statusCode).toBe(404);
    expect(closed.document.body).toBe(none.document.body);
    expect(closed.sent.statusCode).toBe(403);
    // The conversation stays readable.
    const thread = await get(`/api/conversations/with/${seller.user.id}`, other.headers);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages).toHaveLength(1);
    expect(thread.json().canSend).toBe(false);

    // The NDA evidence log records it, and the chain still verifies.
    const events = await t.db.select().from(ndaEvents).where(eq(ndaEvents.ndaId, nda.id));
    expect(events.map((e) => e.eventType)).toEqual(
      expect.arrayContaining(['access_requested', 'access_approved', 'access_revoked']),
    );
    const evidence = (await get(`/api/ndas/${nda.id}`, seller.headers)).json();
    expect(evidence.chainIntact).toBe(true);

    // The admin's history has every step, newest first.
    const history = await get(`/api/admin/listing-access/${row.id}/history`, admin.headers);
    expect(history.statusCode).toBe(200);
    expect(history.json().entries.map((e: { kind: string }) => e.kind)).toEqual([
      'revoked',
      'approved',
      'requested',
    ]);
    expect((await get(`/api/admin/listing-access/${row.id}/history`, seller.headers)).statusCode).toBe(403);
  });

  it('lets nobody but the seller answer: another seller, the buyer and a stranger get the 404 of a missing request', async () => {
    const { row } = await approvalListing();
    const other = await loginAs(t, 'buyer');
    await sign(t, other.headers, signBody(row.id, doc));
    const nda = await ndaOf(other.user.id, row.id);
    const missing = await post('/api/listing-access/requests/2147483000/approve', otherSeller.headers);
    expect(missing.statusCode).toBe(404);
    for (const who of [otherSeller, other, stranger]) {
      const res = await post(`/api/listing-access/requests/${nda.id}/approve`, who.headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    expect((await post(`/api/listing-access/requests/${nda.id}/approve`, {})).statusCode).toBe(401);
    expect((await ndaOf(other.user.id, row.id)).accessState).toBe('requested');
    const declined = await post(`/api/listing-access/requests/${nda.id}/decline`, seller.headers, {
      reason: 'Busco un comprador con experiencia en el sector.',
    });
    expect(declined.json()).toMatchObject({
      state: 'declined',
      reason: 'Busco un comprador con experiencia en el sector.',
    });
    expect((await get(`/api/listing-access/${row.id}`, other.headers)).json().reason).toBe(
      'Busco un comprador con experiencia en el sector.',
    );
  });

  it('refuses a buyer without the funds the listing asks for, naming what is missing in Spanish', async () => {
    const { row } = await approvalListing({ requireVerifiedFunds: true, askingPrice: '85000' });
    const other = await loginAs(t, 'buyer');
    const refused = await sign(t, other.headers, signBody(row.id, doc));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain(
      'fondos verificados que cubran el precio ($85.000): rango de $25.000 a $100.000 o superior',
    );
    // Funds verified at a lower band are not enough; at the listing's band they are.
    const now = new Date();
    await t.db.insert(fundsVerifications).values({
      userId: other.user.id,
      declaredBand: 'hasta_25k',
      approvedBand: 'hasta_25k',
      status: 'approved',
      decidedAt: now,
      expiresAt: new Date(now.getTime() + 90 * DAY),
    } as typeof fundsVerifications.$inferInsert);
    expect((await sign(t, other.headers, signBody(row.id, doc))).statusCode).toBe(403);
    await t.db
      .update(fundsVerifications)
      .set({ approvedBand: '25k_100k' })
      .where(eq(fundsVerifications.userId, other.user.id));
    expect((await sign(t, other.headers, signBody(row.id, doc))).statusCode).toBe(201);
  });
});

describe('unanswered requests', () => {
  it('remind the seller once after 7 days and expire after 14, telling the buyer', async () => {
    const { row } = await approvalListing();
    const other = await loginAs(t, 'buyer');
    await sign(t, other.headers, signBody(row.id, doc));
    const nda = await ndaOf(other.user.id, row.id);
    const requestedAt = nda.accessRequestedAt!.getTime();
    const deps = { db: t.db, app: t.app };

    expect(await runListingAccessRequests({ ...deps, now: new Date(requestedAt + 6 * DAY) })).toMatchObject({
      reminded: 0,
    });
    const first = await runListingAccessRequests({ ...deps, now: new Date(requestedAt + 7 * DAY + 1000) });
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect((await ndaOf(other.user.id, row.id)).accessReminderSentAt).not.toBeNull();
    const again = await runListingAccessRequests({ ...deps, now: new Date(requestedAt + 8 * DAY) });
    expect(again.reminded).toBe(0);
    expect((await ndaOf(other.user.id, row.id)).accessState).toBe('requested');

    await runListingAccessRequests({ ...deps, now: new Date(requestedAt + 14 * DAY + 1000) });
    expect((await ndaOf(other.user.id, row.id)).accessState).toBe('expired');
    const bell = await t.db.select().from(notices).where(eq(notices.userId, other.user.id));
    expect(bell.map((n) => n.type)).toContain('access-expired');
    expect(t.mails.some((m) => m.to === other.user.email && m.subject.includes('venció'))).toBe(true);
    // The buyer may send it again.
    const view = (await get(`/api/listing-access/${row.id}`, other.headers)).json();
    expect(view.canRequest).toBe(true);
    const again2 = await t.app.inject({
      method: 'PUT',
      url: `/api/listing-access/${row.id}/request`,
      headers: other.headers,
      payload: { message: 'Sigo interesado.' },
    });
    expect(again2.statusCode).toBe(200);
    expect(again2.json().state).toBe('requested');
  });
});

describe('an immediate listing (every existing one)', () => {
  it('opens the confidential part at signing, as before', async () => {
    const row = await listing(t, { sellerId: seller.user.id });
    expect(row.accessMode).toBe('immediate');
    const other = await loginAs(t, 'buyer');
    expect((await sign(t, other.headers, signBody(row.id, doc))).statusCode).toBe(201);
    expect((await ndaOf(other.user.id, row.id)).accessState).toBe('granted');
    const detail = (await get(`/api/businesses/${row.id}`, other.headers)).json();
    expect(detail.confidentialInfo).toBe(CONFIDENTIAL);
    expect(detail.access.canMessage).toBe(true);
  });
});

describe('the buyer card on a request', () => {
  it('shows each buyer of the page with their profile card and badges, never their cédula or documents', async () => {
    const { row } = await approvalListing();
    const carded = await loginAs(t, 'buyer');
    const plain = await loginAs(t, 'buyer');
    const CEDULA = '0926687856';
    await t.db
      .update(users)
      .set({ cedula: CEDULA, identityVerified: true, identityVerifiedAt: new Date() })
      .where(eq(users.id, carded.user.id));
    await t.db.insert(identityVerifications).values({
      userId: carded.user.id,
      documentType: 'cedula_ec',
      documentNumber: CEDULA,
      documentImages: [`identity/${carded.user.id}/front.jpg`],
      selfieImage: `identity/${carded.user.id}/selfie.jpg`,
      status: 'approved',
      consentAt: new Date(),
    });
    const now = new Date();
    await t.db.insert(fundsVerifications).values({
      userId: carded.user.id,
      declaredBand: '25k_100k',
      approvedBand: '25k_100k',
      status: 'approved',
      documentKeys: [`funds/${carded.user.id}/certificado-banco.pdf`],
      decidedAt: now,
      expiresAt: new Date(now.getTime() + 90 * DAY),
    } as typeof fundsVerifications.$inferInsert);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/buyer-profile',
      headers: carded.headers,
      payload: {
        presentation: 'Tengo dos panaderías en Quito y busco una tercera en el norte de la ciudad.',
        experience: 'Dirijo panaderías desde 2015.',
        sectors: ['restaurant'],
        places: ['Quito'],
        priceMinCents: 3_000_000,
        priceMaxCents: 9_000_000,
        fundingMethods: ['own_funds'],
        timeline: 'in_3_to_6_months',
      },
    });
    expect(profile.statusCode).toBe(200);
    for (const who of [carded, plain]) {
      expect((await sign(t, who.headers, signBody(row.id, doc))).statusCode).toBe(201);
    }

    const res = await get(`/api/listing-access/requests?businessId=${row.id}`, seller.headers);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { buyer: { id: number; card: Record<string, unknown> | null } }[];
    const cardOf = (id: number) => items.find((i) => i.buyer.id === id)?.buyer.card;
    expect(cardOf(carded.user.id)).toMatchObject({
      userId: carded.user.id,
      hasProfile: true,
      profile: { presentation: expect.stringContaining('dos panaderías') },
      badges: {
        identityVerified: true,
        funds: { band: '25k_100k', state: 'valid' },
        ndasSigned: 1,
      },
    });
    // A buyer without a profile still gets a card: the badges a seller can trust.
    expect(cardOf(plain.user.id)).toMatchObject({
      userId: plain.user.id,
      hasProfile: false,
      badges: { identityVerified: false, funds: null },
    });
    for (const secret of [CEDULA, 'front.jpg', 'selfie.jpg', 'certificado-banco.pdf', carded.user.email]) {
      expect(res.body).not.toContain(secret);
    }
    // The answer to one request carries the card too.
    const nda = await ndaOf(carded.user.id, row.id);
    const approved = await post(`/api/listing-access/requests/${nda.id}/approve`, seller.headers);
    expect(approved.json().buyer.card).toMatchObject({ userId: carded.user.id });
    expect(approved.body).not.toContain(CEDULA);
  });
});

describe('the conversation of a revoked buyer', () => {
  it('is marked for both sides, and only while the access stays revoked', async () => {
    const { row } = await approvalListing();
    const other = await loginAs(t, 'buyer');
    await sign(t, other.headers, signBody(row.id, doc));
    const nda = await ndaOf(other.user.id, row.id);
    await post(`/api/listing-access/requests/${nda.id}/approve`, seller.headers);
    expect((await message(other, row.id)).statusCode).toBe(201);
    const buyerThread = () => get(`/api/conversations/with/${seller.user.id}`, other.headers);
    const first = (await buyerThread()).json();
    expect(first.accessRevoked).toBe(false);
    const sellerThread = () => get(`/api/conversations/${first.conversation.id}`, seller.headers);
    expect((await sellerThread()).json().accessRevoked).toBe(false);

    await post(`/api/listing-access/requests/${nda.id}/revoke`, seller.headers);
    const revoked = (await buyerThread()).json();
    expect(revoked).toMatchObject({ accessRevoked: true, canSend: false });
    expect(revoked.messages).toHaveLength(1);
    expect((await sellerThread()).json().accessRevoked).toBe(true);

    // The seller changes their mind: the mark goes.
    await post(`/api/listing-access/requests/${nda.id}/approve`, seller.headers);
    expect((await buyerThread()).json()).toMatchObject({ accessRevoked: false, canSend: true });
  });
});

describe('«Hacer una pregunta»', () => {
  it('opens the conversation; the waiting buyer reads and answers it, and still sees nothing confidential', async () => {
    const { row, docUrl } = await approvalListing();
    const asker = await loginAs(t, 'buyer');
    await sign(t, asker.headers, signBody(row.id, doc, { accessMessage: 'Quiero comprarlo este año.' }));
    const nda = await ndaOf(asker.user.id, row.id);

    const asked = await post(`/api/listing-access/requests/${nda.id}/ask`, seller.headers);
    expect(asked.statusCode).toBe(200);
    const conversationId = asked.json().conversationId as number;
    expect(conversationId).toEqual(expect.any(Number));
    expect(asked.json().request).toMatchObject({ id: nda.id, state: 'requested', conversationId });
    // Asking again opens the same conversation; the request list points at it.
    expect(
      (await post(`/api/listing-access/requests/${nda.id}/ask`, seller.headers)).json().conversationId,
    ).toBe(conversationId);
    const listed = (await get(`/api/listing-access/requests?businessId=${row.id}`, seller.headers)).json();
    expect(listed.items[0]).toMatchObject({ id: nda.id, conversationId });

    // Before the seller writes, the buyer neither finds the conversation nor writes first.
    const early = await post('/api/messages', asker.headers, { receiverId: seller.user.id, content: 'Hola' });
    expect(early.statusCode).toBe(403);
    const unknown = await get('/api/conversations/2147483000', asker.headers);
    const hidden = await get(`/api/conversations/${conversationId}`, asker.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(unknown.body);
    expect((await get(`/api/conversations/with/${seller.user.id}`, asker.headers)).statusCode).toBe(404);
    expect((await get('/api/conversations', asker.headers)).json().items).toEqual([]);
    // The seller opens it already, empty, ready to write.
    const ready = (await get(`/api/conversations/with/${asker.user.id}`, seller.headers)).json();
    expect(ready).toMatchObject({ conversation: { id: conversationId }, messages: [], canSend: true });

    const question = await post('/api/messages', seller.headers, {
      receiverId: asker.user.id,
      businessId: row.id,
      content: '¿Tienes experiencia en panaderías?',
    });
    expect(question.statusCode).toBe(201);
    expect(question.json().conversationId).toBe(conversationId);

    // The buyer sees it in the inbox and may answer while the request waits.
    const inbox = (await get('/api/conversations', asker.headers)).json();
    expect(inbox.items.map((c: { id: number }) => c.id)).toContain(conversationId);
    const thread = (await get(`/api/conversations/with/${seller.user.id}`, asker.headers)).json();
    expect(thread).toMatchObject({ canSend: true, accessRevoked: false });
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual([
      '¿Tienes experiencia en panaderías?',
    ]);
    const answer = await post('/api/messages', asker.headers, {
      receiverId: seller.user.id,
      content: 'Sí, dirigí una durante cinco años.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().conversationId).toBe(conversationId);

    // Answering opens nothing confidential.
    const detail = (await get(`/api/businesses/${row.id}`, asker.headers)).json();
    expect(JSON.stringify(detail)).not.toContain(CONFIDENTIAL);
    expect(detail.access).toMatchObject({ canViewConfidential: false, accessState: 'requested' });
    expect((await get(docUrl, asker.headers)).statusCode).toBe(404);
    expect((await ndaOf(asker.user.id, row.id)).accessState).toBe('requested');

    // Once declined, the request is no longer open to questions.
    await post(`/api/listing-access/requests/${nda.id}/decline`, seller.headers);
    expect((await post(`/api/listing-access/requests/${nda.id}/ask`, seller.headers)).statusCode).toBe(409);
  });

  it('lets a buyer revoked on another listing answer the question about their open request, and no more', async () => {
    const first = await approvalListing();
    const second = await approvalListing();
    const twice = await loginAs(t, 'buyer');
    await sign(t, twice.headers, signBody(first.row.id, doc));
    const firstNda = await ndaOf(twice.user.id, first.row.id);
    await post(`/api/listing-access/requests/${firstNda.id}/approve`, seller.headers);
    expect((await message(twice, first.row.id)).statusCode).toBe(201);
    await post(`/api/listing-access/requests/${firstNda.id}/revoke`, seller.headers);
    expect((await message(twice, first.row.id)).statusCode).toBe(403);

    await sign(t, twice.headers, signBody(second.row.id, doc));
    const secondNda = await ndaOf(twice.user.id, second.row.id);
    const asked = (await post(`/api/listing-access/requests/${secondNda.id}/ask`, seller.headers)).json();
    const question = await post('/api/messages', seller.headers, {
      receiverId: twice.user.id,
      businessId: second.row.id,
      content: '¿Para cuándo quieres comprar?',
    });
    expect(question.json().conversationId).toBe(asked.conversationId);
    const reply = () =>
      post('/api/messages', twice.headers, { receiverId: seller.user.id, content: 'Para marzo.' });
    expect((await reply()).statusCode).toBe(201);
    // Declined, the open request is gone, and the revocation speaks again.
    await post(`/api/listing-access/requests/${secondNda.id}/decline`, seller.headers);
    const refused = await reply();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('retiró tu acceso');
  });

  it("is the seller's only: another seller, an admin and the buyer get the 404 of a missing request", async () => {
    const { row } = await approvalListing();
    const other = await loginAs(t, 'buyer');
    await sign(t, other.headers, signBody(row.id, doc));
    const nda = await ndaOf(other.user.id, row.id);
    const missing = await post('/api/listing-access/requests/2147483000/ask', seller.headers);
    expect(missing.statusCode).toBe(404);
    for (const who of [otherSeller, admin, other, stranger]) {
      const res = await post(`/api/listing-access/requests/${nda.id}/ask`, who.headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    expect((await post(`/api/listing-access/requests/${nda.id}/ask`, {})).statusCode).toBe(401);
  });

  it('gives a buyer without a request no way to write to the seller of an approval listing', async () => {
    const { row } = await approvalListing();
    const lone = await loginAs(t, 'buyer');
    const plain = await post('/api/messages', lone.headers, { receiverId: seller.user.id, content: 'Hola' });
    const about = await post('/api/messages', lone.headers, {
      receiverId: seller.user.id,
      businessId: row.id,
      content: 'Hola',
    });
    expect(plain.statusCode).toBe(403);
    expect(about.statusCode).toBe(403);
    expect(about.json().error.message).toBe(
      'Debes firmar el acuerdo de confidencialidad para contactar al vendedor',
    );
    expect((await get(`/api/conversations/with/${seller.user.id}`, lone.headers)).statusCode).toBe(404);
  });
});

describe('npm run nda:verify with access events in the chains', () => {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
  const verify = () =>
    promisify(execFile)(
      'node',
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/scripts/nda-verify.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: (t.pool.options as { connectionString: string }).connectionString,
          NODE_ENV: 'test',
          DATA_DIR: t.dataDir,
        },
        cwd: repoRoot,
      },
    ).then(
      (ok) => ({ code: 0, ...ok }),
      (err: { code: number; stdout: string; stderr: string }) => err,
    );

  it('verifies every request, answer, reminder, expiry and revocation, and names an altered one', async () => {
    // This file's tests left every kind of access event behind.
    const kinds = await t.db.selectDistinct({ type: ndaEvents.eventType }).from(ndaEvents);
    expect(kinds.map((k) => k.type)).toEqual(
      expect.arrayContaining([
        'access_requested',
        'access_approved',
        'access_declined',
        'access_reminder_sent',
        'access_expired',
        'access_revoked',
      ]),
    );
    expect((await verifyAllNdaChains(t.db)).broken).toEqual([]);
    const clean = await verify();
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('Todas las cadenas de evidencia están intactas.');

    const [revoked] = await t.db
      .select()
      .from(ndaEvents)
      .where(eq(ndaEvents.eventType, 'access_revoked'))
      .orderBy(ndaEvents.id)
      .limit(1);
    const client = await t.pool.connect();
    try {
      await client.query('set session_replication_role = replica');
      // Someone rewrites who revoked the access.
      await client.query(`update nda_events set metadata = metadata || '{"by":"admin"}' where id = $1`, [
        revoked!.id,
      ]);
    } finally {
      await client.query('reset session_replication_role');
      client.release();
    }
    const failed = await verify();
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`nda_events.id = ${revoked!.id}`);
  }, 60_000);
});
