import {
  type MyNdaList,
  NDA_UPLOAD_DEADLINE_DAYS,
  type Nda,
  type NdaWithEvidence,
  type SignNdaBody,
} from '@traspasa/shared/ndas';
import { FREE_NDA_REQUESTS_PER_30_DAYS } from '@traspasa/shared/payments';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { assertVerifiedBuyerIfRequired } from '../identity/verified-buyer.service.ts';
import {
  assertAccessRequirements,
  initialAccessState,
  mailAccessNotice,
  openAccessRequest,
} from '../listing-access/listing-access.service.ts';
import { recordListingEvent } from '../listing-stats/listing-stats.service.ts';
import { assertTakesNewNdas } from '../offers/reservation.service.ts';
import { hasFeature } from '../payments/entitlements.service.ts';
import { displayName, toNda, toNdaEvent } from './nda.mapper.ts';
import { maySignAgain } from './nda.rules.ts';
import { loadNdaFor } from './nda-access.rules.ts';
import { documentHashOf } from './nda-documents.service.ts';
import { appendNdaEvent, verifyNdaChain } from './nda-events.service.ts';
import { notifyPerson } from './nda-notify.service.ts';
import { ndaSignedSellerMail } from './ndas.mails.ts';
import {
  findDocumentById,
  findListingForNda,
  findNdaByBuyer,
  findPerson,
  insertNdaIfAbsent,
  listEventsWithActors,
  listNdasOfBuyer,
  type NdaRow,
  type NewNda,
  updateNda,
} from './ndas.repository.ts';

const LISTING_NOT_FOUND = 'No encontramos ese negocio. Puede que ya no esté publicado.';
const DAY_MS = 24 * 3600_000;
const MAX_ID = 2_147_483_647;
/** A local time with its offset, as the browser reports it: 2026-11-21T10:15:00-05:00. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** Signing (clickwrap) and reading NDAs (decision 060). */
/**
 * Without a plan with `acuerdos_ilimitados`, a buyer requests up to
 * FREE_NDA_REQUESTS_PER_30_DAYS agreements in 30 days (decision 090); admins have no limit.
 */
async function assertMayRequestNda(db: Db, userId: number): Promise<void> {
  // Counted under a lock of the buyer, in the insert's transaction: parallel requests queue.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`nda-requests:${userId}`}))`);
  const since = new Date(Date.now() - 30 * DAY_MS);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ndas)
    .where(and(eq(ndas.userId, userId), gte(ndas.createdAt, since)));
  if ((row?.n ?? 0) < FREE_NDA_REQUESTS_PER_30_DAYS) return;
  if (await hasFeature(db, userId, 'acuerdos_ilimitados')) return;
  throw AppError.paymentRequired(
    `Ya solicitaste ${FREE_NDA_REQUESTS_PER_30_DAYS} acuerdos de confidencialidad en los últimos 30 días, el máximo sin plan. Con Comprador Pro los solicitas sin límite.`,
  );
}

export class NdasService {
  constructor(private readonly app: FastifyInstance) {}

  /**
   * Records the clickwrap with all its evidence. `created` is false when the buyer
   * already had this NDA (double click, a retry, 20 parallel requests): the unique
   * (user, business) makes the insert a no-op and the existing row is returned.
   */
  async sign(
    user: CurrentUser,
    body: SignNdaBody,
    ctx: RequestContext,
  ): Promise<{ created: boolean; nda: Nda }> {
    const db = this.app.db;
    // Ids are 32-bit columns: anything larger names nothing (and must not reach PostgreSQL).
    const listing = body.businessId <= MAX_ID ? await findListingForNda(db, body.businessId) : null;
    if (!listing || !['approved', 'reserved', 'sold'].includes(listing.status))
      throw AppError.notFound(LISTING_NOT_FOUND);
    if (listing.sellerId === user.id) {
      throw AppError.forbidden('No puedes firmar el acuerdo de confidencialidad de tu propio negocio.');
    }
    // Signing again returns the NDA as it stands (a revoked one included: it stays rejected).
    const existing = await findNdaByBuyer(db, user.id, listing.id);
    if (existing && !maySignAgain(existing.nda))
      return { created: false, nda: toNda(existing.nda, existing.business) };
    if (listing.status === 'sold') {
      throw AppError.conflict('Este negocio ya se vendió: ya no se pueden firmar acuerdos para verlo.');
    }
    // Reserved for another buyer (decision 171): no new NDAs unless the seller takes back-up offers.
    assertTakesNewNdas(listing);
    // The seller may accept verified buyers only (decision 100).
    await assertVerifiedBuyerIfRequired(db, user, listing.id);
    // And funds verified at or above the band of the price, when asked (decision 062).
    await assertAccessRequirements(db, user, listing.id);
    if (!LOCAL_TIME.test(body.acceptedAtLocal) || Number.isNaN(Date.parse(body.acceptedAtLocal))) {
      throw AppError.invalidField(
        'acceptedAtLocal',
        'La hora local de la firma no es válida (ejemplo: 2026-11-21T10:15:00-05:00).',
      );
    }

    const doc = body.ndaDocumentId <= MAX_ID ? await findDocumentById(db, body.ndaDocumentId) : null;
    if (!doc) throw AppError.notFound('No encontramos esa versión del acuerdo. Recarga la página.');
    if (!doc.isActive) {
      throw AppError.conflict(
        'Esa versión del acuerdo ya no está vigente. Recarga la página y lee la versión actual antes de firmar.',
      );
    }
    // The hash is recomputed from the text we hold, never taken from the column or the client.
    const hash = documentHashOf(doc.content);
    if (hash !== doc.documentHash) {
      this.app.log.error({ ndaDocumentId: doc.id }, 'nda document content does not match its stored hash');
      throw AppError.conflict(
        'No podemos registrar firmas de este texto en este momento. Inténtalo más tarde.',
      );
    }
    if (hash !== body.documentHash.toLowerCase()) {
      throw AppError.conflict(
        'El texto que aceptaste no coincide con la versión vigente del acuerdo. Recarga la página, léelo de nuevo y firma.',
      );
    }

    const now = new Date();
    const enhanced = listing.requiresEnhancedSignature;
    const evidence: Omit<NewNda, 'businessId' | 'userId'> = {
      ndaDocumentId: doc.id,
      status: enhanced ? 'pending' : 'signed',
      enhancedSignatureStatus: enhanced ? 'pendiente' : 'no_requerida',
      clickwrapAcceptedAt: now,
      clickwrapAcceptedAtLocal: body.acceptedAtLocal,
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent,
      documentHash: hash,
      documentVersion: doc.version,
      firmadoPor: body.signerName,
      fechaFirma: now,
      signedAt: enhanced ? null : now,
      uploadDeadline: enhanced ? new Date(now.getTime() + NDA_UPLOAD_DEADLINE_DAYS * DAY_MS) : null,
      canReupload: true,
      adminNotes: null,
      enhancedSignatureMethod: null,
      enhancedSignatureProvider: null,
      enhancedSignatureDocumentId: null,
      enhancedSignatureCompletedAt: null,
      signedDocumentUrl: null,
      idDocumentFrontUrl: null,
      idDocumentBackUrl: null,
      documentsUploadedAt: null,
      deadlineReminderSentAt: null,
      // Access the seller controls (decision 062): requested until the seller approves.
      accessState: initialAccessState(listing),
      accessMessage: body.accessMessage ?? null,
      accessRequestedAt: null,
      accessDecidedAt: null,
      accessDecidedBy: null,
      accessReason: null,
      accessReminderSentAt: null,
    };

    const result = await db.transaction(async (tx) => {
      if (!existing) await assertMayRequestNda(tx, user.id);
      const saved = existing
        ? await updateNda(
            tx,
            existing.nda.id,
            evidence,
            and(eq(ndas.status, 'rejected'), isNull(ndas.signedAt)),
          )
        : await insertNdaIfAbsent(tx, { ...evidence, businessId: listing.id, userId: user.id });
      if (!saved) return null;
      const actor = { ndaId: saved.id, actorUserId: user.id, ipAddress: ctx.ip, userAgent: ctx.userAgent };
      const docRef = { ndaDocumentId: doc.id, documentVersion: doc.version, documentHash: hash };
      await appendNdaEvent(tx, {
        ...actor,
        eventType: 'created',
        metadata: {
          businessId: listing.id,
          requiresEnhancedSignature: enhanced,
          ...(existing
            ? { signedAgainAfter: existing.nda.status, previousSignedAt: existing.nda.signedAt }
            : {}),
        },
      });
      await appendNdaEvent(tx, {
        ...actor,
        eventType: 'viewed',
        metadata: { ...docRef, shownAs: 'clickwrap' },
      });
      await appendNdaEvent(tx, {
        ...actor,
        eventType: 'accepted',
        metadata: { ...docRef, signerName: body.signerName, acceptedAtLocal: body.acceptedAtLocal },
      });
      const accessNotice = enhanced
        ? null
        : await openAccessRequest(tx, saved.id, { userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent });
      return { saved, accessNotice };
    });

    if (!result) {
      // Another request of the same buyer won the race: answer with its NDA.
      const winner = await findNdaByBuyer(db, user.id, listing.id);
      if (!winner) throw new Error('nda insert conflicted but no row found');
      return { created: false, nda: toNda(winner.nda, winner.business) };
    }
    const row = result.saved;
    if (existing) this.discardFiles(existing.nda);
    else {
      recordListingEvent(db, listing.id, 'ndaRequests').catch((err: unknown) =>
        this.app.log.error({ err, businessId: listing.id }, 'could not count the NDA request'),
      );
    }
    // On an approval listing the seller is told by the request's own notice and mail instead.
    if (result.accessNotice) await mailAccessNotice(this.app, result.accessNotice);
    else if (listing.accessMode !== 'approval' || enhanced) {
      await notifyPerson(this.app, listing.sellerId, (to) =>
        ndaSignedSellerMail(to, displayName(user), listing, enhanced, this.app.config.appUrl),
      );
    }
    return { created: true, nda: toNda(row, listing) };
  }

  async listMine(user: CurrentUser): Promise<MyNdaList> {
    const rows = await listNdasOfBuyer(this.app.db, user.id);
    return { items: rows.map((r) => toNda(r.nda, r.business)) };
  }

  async mineForBusiness(user: CurrentUser, businessId: number): Promise<Nda> {
    const found = await findNdaByBuyer(this.app.db, user.id, businessId);
    if (!found) throw AppError.notFound('Aún no has firmado el acuerdo de confidencialidad de este negocio.');
    return toNda(found.nda, found.business);
  }

  async withEvidence(user: CurrentUser, id: number): Promise<NdaWithEvidence> {
    const db = this.app.db;
    const found = await loadNdaFor(db, user, id);
    const [buyer, events, chain] = await Promise.all([
      findPerson(db, found.nda.userId),
      listEventsWithActors(db, id),
      verifyNdaChain(db, id),
    ]);
    if (!buyer) throw new Error(`nda ${id}: buyer missing`);
    return {
      ...toNda(found.nda, found.business),
      buyer: { id: buyer.id, fullName: displayName(buyer), identityVerified: buyer.identityVerified },
      events: events.map(toNdaEvent),
      chainIntact: chain.intact,
    };
  }

  /** Files of a rejected attempt go once the row starts over; their hashes stay in the evidence. */
  private discardFiles(old: NdaRow) {
    for (const key of [old.signedDocumentUrl, old.idDocumentFrontUrl, old.idDocumentBackUrl]) {
      if (!key) continue;
      this.app.storage
        .deletePrivate(key)
        .catch((err: unknown) => this.app.log.warn({ err, ndaId: old.id }, 'could not delete an NDA upload'));
    }
  }
}
