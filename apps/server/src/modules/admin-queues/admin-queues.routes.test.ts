import { and, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/helpers.ts';
import { errorGroups } from '../../db/schema/admin.ts';
import { businesses, businessReports } from '../../db/schema/businesses.ts';
import { professionals } from '../../db/schema/content.ts';
import { feedbackMessages } from '../../db/schema/feedback.ts';
import { fundsVerifications } from '../../db/schema/funds.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { ndaDocuments, ndas } from '../../db/schema/ndas.ts';
import { failedEvents } from '../../db/schema/payments.ts';
import { transferOrders } from '../../db/schema/transfers.ts';
import { listing, sha256 } from '../ndas/nda.test-kit.ts';
import { QUEUE_COUNTS_SQL } from './admin-queues.repository.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});

const queues = () => t.app.inject({ method: 'GET', url: '/api/admin/queues', headers: admin.headers });

/** The same numbers, counted one table at a time with the query builder. */
async function independentCounts() {
  const n = async (q: Promise<Array<{ n: number }>>) => (await q)[0]!.n;
  return {
    listingsPending: await n(
      t.db.select({ n: count() }).from(businesses).where(eq(businesses.status, 'pending')),
    ),
    reportsPending: await n(
      t.db.select({ n: count() }).from(businessReports).where(eq(businessReports.status, 'pending')),
    ),
    identityPending: await n(
      t.db
        .select({ n: count() })
        .from(identityVerifications)
        .where(eq(identityVerifications.status, 'pending')),
    ),
    fundsPending: await n(
      t.db
        .select({ n: count() })
        .from(fundsVerifications)
        .where(or(eq(fundsVerifications.status, 'pending'), eq(fundsVerifications.status, 'in_review'))),
    ),
    professionalsPending: await n(
      t.db
        .select({ n: count() })
        .from(professionals)
        .where(or(eq(professionals.status, 'pending'), isNotNull(professionals.pendingChanges))),
    ),
    ndaUploadsPending: await n(
      t.db
        .select({ n: count() })
        .from(ndas)
        .where(
          and(
            eq(ndas.status, 'pending'),
            eq(ndas.enhancedSignatureStatus, 'subida_fisica'),
            isNotNull(ndas.documentsUploadedAt),
          ),
        ),
    ),
    feedbackPending: await n(
      t.db.select({ n: count() }).from(feedbackMessages).where(eq(feedbackMessages.status, 'pending')),
    ),
    errorsUnresolved: await n(
      t.db.select({ n: count() }).from(errorGroups).where(eq(errorGroups.resolved, false)),
    ),
    paymentEventsFailed: await n(
      t.db.select({ n: count() }).from(failedEvents).where(eq(failedEvents.resolved, false)),
    ),
    transfersPending: await n(
      t.db.select({ n: count() }).from(transferOrders).where(eq(transferOrders.status, 'por_conciliar')),
    ),
  };
}

/** One row (or more) waiting in every queue, and one already dealt with beside each. */
async function seedQueues() {
  const seller = await createUser(t.db, { role: 'seller' });
  const buyer = await createUser(t.db, { role: 'buyer' });
  const otherBuyer = await createUser(t.db, { role: 'buyer' });
  const pending = await listing(t, { sellerId: seller.id, status: 'pending' });
  await listing(t, { sellerId: seller.id, status: 'pending' });
  const approved = await listing(t, { sellerId: seller.id });
  await t.db.insert(businessReports).values([
    { businessId: approved.id, userId: buyer.id, reason: 'fraude' },
    { businessId: approved.id, userId: buyer.id, reason: 'duplicado', status: 'resolved' },
  ]);
  await t.db.insert(identityVerifications).values([
    { userId: seller.id, documentType: 'cedula_ec', documentNumber: '1710034065', consentAt: new Date() },
    {
      userId: buyer.id,
      documentType: 'cedula_ec',
      documentNumber: '1710034065',
      consentAt: new Date(),
      status: 'rejected',
    },
  ]);
  // Proof of funds (decision 104): a new upload and a claimed one wait; a decided one does not.
  await t.db.insert(fundsVerifications).values([
    { userId: buyer.id, declaredBand: 'hasta_25k' },
    { userId: otherBuyer.id, declaredBand: '25k_100k', status: 'in_review', claimedAt: new Date() },
    { userId: seller.id, declaredBand: 'mas_500k', status: 'rejected', decidedAt: new Date() },
  ]);
  const text = `Acuerdo de prueba ${Math.random()}`;
  const [doc] = await t.db
    .insert(ndaDocuments)
    .values({ version: `q-${Math.random()}`, content: text, documentHash: sha256(text), isActive: false })
    .returning();
  await t.db.insert(ndas).values([
    {
      businessId: approved.id,
      userId: buyer.id,
      ndaDocumentId: doc!.id,
      enhancedSignatureStatus: 'subida_fisica',
      documentsUploadedAt: new Date(),
    },
    // Asked for a physical signature but nothing uploaded yet: not waiting for a review.
    {
      businessId: approved.id,
      userId: otherBuyer.id,
      ndaDocumentId: doc!.id,
      enhancedSignatureStatus: 'subida_fisica',
    },
  ]);
  await t.db.insert(professionals).values([
    { name: 'Lucía Andrade', profession: 'Abogada societaria', submittedAt: new Date() },
    { name: 'Diego Paredes', profession: 'Contador', status: 'approved' },
    // Published, with a change waiting for review (decision 102): one more in the queue.
    {
      name: 'Marta Yépez',
      profession: 'Perita valuadora',
      status: 'approved',
      submittedAt: new Date(),
      pendingChanges: {
        name: 'Marta Yépez',
        profession: 'Perita valuadora y tasadora',
        description: null,
        specialties: [],
        services: [],
        imageUrl: null,
      },
    },
  ]);
  await t.db
    .insert(feedbackMessages)
    .values([
      { message: 'No encuentro cómo cambiar mi correo.' },
      { message: 'La búsqueda por ciudad no filtra bien.' },
      { message: 'Gracias por la ayuda.', status: 'responded' },
    ]);
  await t.db.insert(errorGroups).values([
    { fingerprint: `fp-${Math.random()}`, message: 'TypeError: x is undefined' },
    { fingerprint: `fp-${Math.random()}`, message: 'Ya resuelto', resolved: true },
  ]);
  await t.db.insert(failedEvents).values([
    { eventId: 'evt_1', eventType: 'checkout.session.completed', error: 'timeout' },
    { eventId: 'evt_2', eventType: 'invoice.paid', error: 'timeout', resolved: true },
  ]);
  // A transfer receipt waiting (decision 094) and one already approved.
  for (const [n, status] of [
    [1, 'por_conciliar'],
    [2, 'aprobada'],
  ] as const) {
    const tx = await t.db.execute<{
      id: number;
    }>(sql`insert into stripe_transactions (user_id, amount, payment_intent_id)
      values (${buyer.id}, 10, ${`trf_queue_${n}_${Math.random()}`}) returning id`);
    await t.db.insert(transferOrders).values({
      transactionId: tx.rows[0]!.id,
      userId: buyer.id,
      reference: `TP-QUE${n}-A${n}`,
      amountCents: 1000,
      status,
      expiresAt: new Date(Date.now() + 3600_000),
    });
  }
  return pending;
}

describe('GET /api/admin/queues', () => {
  it('counts what waits in each queue, equal to counts made one table at a time', async () => {
    const before = (await queues()).json();
    const pending = await seedQueues();
    const res = await queues();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const after = res.json();
    expect(after).toEqual(await independentCounts());
    expect(after).toEqual({
      listingsPending: before.listingsPending + 2,
      reportsPending: before.reportsPending + 1,
      identityPending: before.identityPending + 1,
      fundsPending: before.fundsPending + 2,
      professionalsPending: before.professionalsPending + 2,
      ndaUploadsPending: before.ndaUploadsPending + 1,
      feedbackPending: before.feedbackPending + 2,
      errorsUnresolved: before.errorsUnresolved + 1,
      paymentEventsFailed: before.paymentEventsFailed + 1,
      transfersPending: before.transfersPending + 1,
    });

    // An approval empties one place in the moderation queue.
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/businesses/${pending.id}/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await queues()).json().listingsPending).toBe(after.listingsPending - 1);
  });

  it('answers every count from an index, not by reading whole tables', async () => {
    // With sequential scans priced out, a count that has no index to use still shows one.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${QUEUE_COUNTS_SQL}`);
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan/);
    for (const index of [
      'ndas_uploads_waiting_idx',
      // New entries and approved ones with a change waiting (decision 102).
      'professionals_in_review_idx',
      'businesses_status_featured_created_at_idx',
      'business_reports_status_idx',
      'feedback_messages_status_idx',
      'error_groups_resolved_last_seen_idx',
      'failed_events_resolved_created_at_idx',
      'transfer_orders_status_idx',
    ]) {
      expect(plan).toContain(index);
    }
    expect(plan).toMatch(/identity_verifications_(status_created_at_idx|one_pending_unique)/);
    expect(plan).toMatch(/funds_verifications_(status_created_idx|one_open_unique)/);
  });
});
