// Offers and letters of intent (decision 170): make, counter, accept, reject, withdraw, sign,
// read. The state machine is `offers.rules.ts`; every change and its chain event commit together,
// the other side's bell notice with them, and the mail after the commit.
import { createHash } from 'node:crypto';
import {
  ACCEPTANCE_SIGNING_DAYS,
  type CounterOfferBody,
  diffTerms,
  type ListingPipeline,
  type LoiDocument,
  type MakeOfferBody,
  type NegotiationDetail,
  type NegotiationList,
  type NegotiationListQuery,
  type NegotiationStatus,
  type NegotiationVerification,
  type OfferDefaults,
  type OfferSide,
  type OfferTerms,
  type PublishLoiDocumentBody,
  pipelineStageLabels,
  pipelineStages,
  type RejectOfferBody,
  renderLetter,
  type SigningCodeResponse,
  type SignOfferBody,
  termChangeText,
} from '@traspasa/shared/offers';
import { RESERVED_NO_NEW_OFFERS } from '@traspasa/shared/reservations';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { ndaGrantsAccess } from '../listing-access/listing-access.rules.ts';
import { accessOf } from '../listing-access/listing-access.service.ts';
import { type DecisionNotice, mailNotice, recordNotice } from '../notices/notices.service.ts';
import { appendNegotiationEvent, verifyNegotiationChain } from './negotiation-events.service.ts';
import { type LoadSubject, OfferSigningService } from './offer-signing.service.ts';
import {
  offerAcceptedNotice,
  offerReceivedNotice,
  offerRejectedNotice,
  offerSignedNotice,
  offerWithdrawnNotice,
} from './offers.mails.ts';
import { displayName, sideOf, toEvent, toSignature, toSummary, toVersion } from './offers.mapper.ts';
import {
  deactivateLois,
  eventsOf,
  findActiveLoi,
  findHoldingNegotiation,
  findListing,
  findLoiByVersion,
  findLoisByIds,
  findNegotiation,
  findOpenVersion,
  findPeople,
  findVersion,
  hasAcceptedNegotiation,
  insertLoi,
  insertNegotiation,
  insertVersion,
  type LoiDocumentRow,
  lastVersionNumber,
  listNegotiations,
  lockListing,
  lockLoiPublication,
  lockNegotiation,
  type NegotiationRow,
  type OfferListing,
  type OfferVersionRow,
  pipelineCounts,
  signaturesFor,
  signaturesOf,
  updateNegotiation,
  updateVersion,
  versionsOf,
} from './offers.repository.ts';
import {
  type AnswerAction,
  addDays,
  allowedActions,
  answerRefusal,
  awaits,
  ecuadorDay,
  type ListingFacts,
  makeRefusal,
  type NegotiationFacts,
  signDeadlineOf,
  signRefusal,
  statusAfter,
} from './offers.rules.ts';
import { mailReservationNotices, reserveListing } from './reservation.service.ts';

/** An unknown listing and one the caller may not offer on: the same 404, byte for byte. */
export const LISTING_NOT_FOUND = 'No encontramos ese negocio. Puede que ya no esté publicado.';
/** A negotiation the caller may not read and one that does not exist: the same 404. */
export const NEGOTIATION_NOT_FOUND = 'No encontramos esa negociación.';

/** Listing statuses anyone may see (decision 030 + 171): the rest does not exist for a buyer. */
const PUBLIC_STATUSES = new Set(['approved', 'reserved', 'sold']);

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const toLoi = (d: LoiDocumentRow): LoiDocument => ({
  id: d.id,
  version: d.version,
  title: d.title,
  content: d.content,
  sha256: d.sha256,
  createdAt: d.createdAt.toISOString(),
});

/**
 * Whether the buyer's negotiation on the listing reached acceptance (accepted, signed or closed):
 * for other modules, as the data room's `accepted_offer` folders (decision 172).
 */
export function buyerHasAcceptedOffer(db: Db, businessId: number, buyerId: number): Promise<boolean> {
  return hasAcceptedNegotiation(db, businessId, buyerId);
}

/** Dollars as stored on the listing (numeric string) → cents; null when absent or unreadable. */
function centsOf(amount: string | null): number | null {
  if (amount === null) return null;
  const n = Number(amount);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : null;
}

/** Terms whose validity day is still ahead (today counts), or the Spanish 400 on the field. */
function assertStillValid(terms: OfferTerms, now: Date, field = 'terms.validUntil') {
  if (terms.validUntil < ecuadorDay(now)) {
    throw AppError.invalidField(field, 'La fecha de validez ya pasó: elige hoy o un día futuro.');
  }
}

type Notice = DecisionNotice;

export class OffersService {
  readonly signing: OfferSigningService;

  constructor(private readonly app: FastifyInstance) {
    this.signing = new OfferSigningService(app);
  }

  // ---------- the template ----------

  async template(): Promise<LoiDocument> {
    const doc = await findActiveLoi(this.app.db);
    if (!doc) throw AppError.notFound('Todavía no hay una carta de intención vigente.');
    return toLoi(doc);
  }

  /**
   * Publishes a new template version (the only active one from then on). The same version with
   * the same text again (a retry) returns it; with another text it is a 409.
   */
  async publishTemplate(admin: CurrentUser, body: PublishLoiDocumentBody): Promise<LoiDocument> {
    const duplicate = () =>
      AppError.conflict(`Ya existe la versión ${body.version} de la carta. Usa un número de versión nuevo.`);
    const content = body.content.trim();
    try {
      const doc = await this.app.db.transaction(async (tx) => {
        await lockLoiPublication(tx);
        const same = await findLoiByVersion(tx, body.version.trim());
        if (same?.sha256 === sha256(content) && same.title === body.title.trim()) return same;
        if (same) throw duplicate();
        await deactivateLois(tx);
        const created = await insertLoi(tx, {
          version: body.version.trim(),
          title: body.title.trim(),
          content,
          sha256: sha256(content),
          isActive: true,
          publishedBy: admin.id,
        });
        await recordAudit(tx, {
          userId: admin.id,
          action: 'loi_document.publish',
          description: `Publicó la versión ${created.version} de la carta de intención.`,
          metadata: { loiDocumentId: created.id, version: created.version, sha256: created.sha256 },
          targetType: 'loi_document',
          targetId: created.id,
        });
        return created;
      });
      return toLoi(doc);
    } catch (err) {
      if (isUniqueViolation(err, 'loi_documents_version_unique')) throw duplicate();
      throw err;
    }
  }

  // ---------- making an offer ----------

  /**
   * The listing a buyer may offer on: public, not theirs, and their NDA grants access (the one
   * predicate, decision 062). Everything else is the 404 of an unknown listing. The pause of a
   * reserved listing (decision 171) does not hide it here: the status answers with its own 409.
   */
  private async offerableListing(user: CurrentUser, businessId: number): Promise<OfferListing> {
    const listing = await findListing(this.app.db, businessId);
    if (!listing || !PUBLIC_STATUSES.has(listing.status) || listing.sellerId === user.id) {
      throw AppError.notFound(LISTING_NOT_FOUND);
    }
    const access = await accessOf(this.app.db, user, listing);
    if (!ndaGrantsAccess({ status: access.ndaStatus ?? '', accessState: access.accessState ?? '' })) {
      throw AppError.notFound(LISTING_NOT_FOUND);
    }
    return listing;
  }

  async defaults(user: CurrentUser, businessId: number): Promise<OfferDefaults> {
    const listing = await this.offerableListing(user, businessId);
    const template = await this.template();
    const people = await findPeople(this.app.db, [user.id, listing.sellerId]);
    const today = ecuadorDay(new Date());
    const priceCents = centsOf(listing.askingPrice) ?? 100;
    const inventoryCents = centsOf(listing.inventoryValue);
    const closingDate = addDays(today, 60);
    return {
      business: {
        id: listing.id,
        title: listing.title,
        slug: listing.slug,
        askingPriceCents: centsOf(listing.askingPrice),
      },
      buyerName: displayName(people.get(user.id)),
      sellerName: displayName(people.get(listing.sellerId)),
      terms: {
        priceCents,
        payment: { atClosingCents: priceCents, instalments: [], sellerFinancing: null },
        inventory:
          listing.inventoryIncluded === false
            ? { treatment: 'at_cost', amountCents: inventoryCents }
            : listing.inventoryIncluded === true
              ? { treatment: 'included', amountCents: inventoryCents }
              : { treatment: 'at_cost', amountCents: null },
        equipmentIncluded: listing.equipmentIncluded ?? true,
        brandIncluded: true,
        leaseAssignment: true,
        trainingDays: Math.min(365, (listing.trainingWeeks ?? 2) * 7),
        dueDiligenceDays: 30,
        exclusivityDays: 60,
        conditions: [],
        closingDate,
        validUntil: addDays(today, 14),
      },
      template,
      today,
    };
  }

  /** The buyer's first offer: a new negotiation with version 1, the seller told. */
  async make(user: CurrentUser, body: MakeOfferBody, ctx: RequestContext): Promise<NegotiationDetail> {
    const terms = body.terms as OfferTerms;
    const listing = await this.offerableListing(user, body.businessId);
    const refusal = makeRefusal(listing);
    if (refusal) throw AppError.conflict(refusal);
    const now = new Date();
    assertStillValid(terms, now);
    const notices: Notice[] = [];
    let id: number;
    try {
      id = await this.app.db.transaction(async (tx) => {
        // The status again under the listing's lock: a reservation may have landed meanwhile.
        const locked = await lockListing(tx, listing.id);
        if (!locked) throw AppError.notFound(LISTING_NOT_FOUND);
        const again = makeRefusal(locked);
        if (again) throw AppError.conflict(again);
        if (locked.status === 'reserved' && !locked.acceptBackupOffers) {
          throw AppError.conflict(RESERVED_NO_NEW_OFFERS);
        }
        const negotiation = await insertNegotiation(tx, {
          businessId: listing.id,
          buyerId: user.id,
          sellerId: listing.sellerId,
          status: 'open',
          backup: locked.status === 'reserved',
        });
        const version = await this.writeVersion(tx, negotiation, 1, 'buyer', user.id, terms, now);
        await appendNegotiationEvent(tx, {
          negotiationId: negotiation.id,
          type: 'made',
          versionId: version.id,
          actorUserId: user.id,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent,
          payload: {
            number: 1,
            priceCents: terms.priceCents,
            textSha256: version.textSha256,
            loiDocumentId: version.loiDocumentId,
            backup: negotiation.backup,
          },
        });
        const people = await findPeople(tx, [user.id]);
        const notice = offerReceivedNotice(listing.sellerId, listing, {
          id: negotiation.id,
          versionNumber: 1,
          authorName: displayName(people.get(user.id)),
          terms,
          changes: [],
        });
        await recordNotice(tx, notice);
        notices.push(notice);
        return negotiation.id;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'negotiations_one_live_per_buyer_unique')) {
        throw AppError.conflict(
          'Ya tienes una negociación en curso por este negocio: continúa en ella (puedes retirar tu oferta o responder a la contraoferta).',
        );
      }
      throw err;
    }
    await this.mailAll(notices);
    return this.detail(user, id);
  }

  /** Renders the letter from the active template and stores the version with its hash. */
  private async writeVersion(
    tx: Db,
    n: NegotiationRow,
    number: number,
    side: OfferSide,
    authorId: number,
    terms: OfferTerms,
    now: Date,
  ): Promise<OfferVersionRow> {
    const template = await findActiveLoi(tx);
    if (!template)
      throw AppError.conflict('Todavía no hay una carta de intención vigente. Inténtalo más tarde.');
    const listing = await findListing(tx, n.businessId);
    const people = await findPeople(tx, [n.buyerId, n.sellerId]);
    const text = renderLetter(template.content, terms, {
      buyerName: displayName(people.get(n.buyerId)),
      sellerName: displayName(people.get(n.sellerId)),
      businessTitle: listing?.title ?? '',
      businessId: n.businessId,
      versionNumber: number,
      day: ecuadorDay(now),
    });
    return insertVersion(tx, {
      negotiationId: n.id,
      number,
      authorSide: side,
      authorId,
      terms,
      priceCents: terms.priceCents,
      loiDocumentId: template.id,
      renderedText: text,
      textSha256: sha256(text),
      status: 'open',
      validUntil: terms.validUntil,
      createdAt: now,
    });
  }

  // ---------- answers ----------

  /**
   * A party's view of the negotiation under its lock, or the 404 of an unknown id for anyone
   * else (admins read, never act).
   */
  private async lockAsParty(tx: Db, user: CurrentUser, id: number) {
    const n = await lockNegotiation(tx, id);
    const side = n ? sideOf(n, user.id) : null;
    if (!n || !side) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
    const open = await findOpenVersion(tx, id);
    const facts: NegotiationFacts = {
      id: n.id,
      status: n.status as NegotiationStatus,
      openAuthorSide: (open?.authorSide as OfferSide | undefined) ?? null,
      backup: n.backup,
    };
    return { n, side, open, facts };
  }

  /** Reads the negotiation without a lock, for the party check before locking the listing. */
  private async businessOfParty(user: CurrentUser, id: number): Promise<number> {
    const n = await findNegotiation(this.app.db, id);
    if (!n || !sideOf(n, user.id)) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
    return n.businessId;
  }

  async counter(
    user: CurrentUser,
    id: number,
    body: CounterOfferBody,
    ctx: RequestContext,
  ): Promise<NegotiationDetail> {
    const terms = body.terms as OfferTerms;
    const now = new Date();
    const notices: Notice[] = [];
    await this.app.db.transaction(async (tx) => {
      const { n, side, open, facts } = await this.lockAsParty(tx, user, id);
      this.refuse('counter', facts, side, null);
      assertStillValid(terms, now);
      await updateVersion(tx, open!.id, { status: 'countered', decidedAt: now });
      const number = (await lastVersionNumber(tx, id)) + 1;
      const version = await this.writeVersion(tx, n, number, side, user.id, terms, now);
      await updateNegotiation(tx, id, {});
      const changes = diffTerms(open!.terms, terms);
      await appendNegotiationEvent(tx, {
        negotiationId: id,
        type: 'countered',
        versionId: version.id,
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        payload: {
          number,
          previousNumber: open!.number,
          priceCents: terms.priceCents,
          textSha256: version.textSha256,
          loiDocumentId: version.loiDocumentId,
          changed: changes.map((c) => c.field),
        },
      });
      const listing = (await findListing(tx, n.businessId))!;
      const people = await findPeople(tx, [user.id]);
      const notice = offerReceivedNotice(side === 'buyer' ? n.sellerId : n.buyerId, listing, {
        id,
        versionNumber: number,
        authorName: displayName(people.get(user.id)),
        terms,
        changes: changes.map(termChangeText),
      });
      await recordNotice(tx, notice);
      notices.push(notice);
    });
    await this.mailAll(notices);
    return this.detail(user, id);
  }

  /**
   * Accepts the open version. The listing's row is locked first, so competing acceptances of one
   * listing run one after the other: the first holds the listing, the rest get a Spanish 409
   * (the partial unique index refuses a second holder even without the lock).
   */
  async accept(user: CurrentUser, id: number, ctx: RequestContext): Promise<NegotiationDetail> {
    const businessId = await this.businessOfParty(user, id);
    const now = new Date();
    const notices: Notice[] = [];
    try {
      await this.app.db.transaction(async (tx) => {
        const listing = await lockListing(tx, businessId);
        const { n, side, open, facts } = await this.lockAsParty(tx, user, id);
        const listingFacts: ListingFacts = {
          status: listing?.status ?? 'deleted',
          holdingNegotiationId: await findHoldingNegotiation(tx, businessId),
        };
        this.refuse('accept', facts, side, listingFacts);
        await updateVersion(tx, open!.id, { status: 'accepted', decidedAt: now });
        await updateNegotiation(tx, id, { status: 'accepted', acceptedVersionId: open!.id, acceptedAt: now });
        await appendNegotiationEvent(tx, {
          negotiationId: id,
          type: 'accepted',
          versionId: open!.id,
          actorUserId: user.id,
          ipAddress: ctx.ip,
          userAgent: ctx.userAgent,
          payload: { number: open!.number, priceCents: open!.priceCents, textSha256: open!.textSha256 },
        });
        const people = await findPeople(tx, [user.id]);
        const notice = offerAcceptedNotice(
          side === 'buyer' ? n.sellerId : n.buyerId,
          listing!,
          { id, byName: displayName(people.get(user.id)) },
          ACCEPTANCE_SIGNING_DAYS,
        );
        await recordNotice(tx, notice);
        notices.push(notice);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'negotiations_one_holding_unique')) {
        throw AppError.conflict(
          'Ya hay una oferta aceptada por este negocio: no se puede aceptar otra mientras esa siga en pie.',
        );
      }
      throw err;
    }
    await this.mailAll(notices);
    return this.detail(user, id);
  }

  async reject(
    user: CurrentUser,
    id: number,
    body: RejectOfferBody,
    ctx: RequestContext,
  ): Promise<NegotiationDetail> {
    const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : null;
    return this.end(user, id, 'reject', ctx, reason);
  }

  async withdraw(user: CurrentUser, id: number, ctx: RequestContext): Promise<NegotiationDetail> {
    return this.end(user, id, 'withdraw', ctx, null);
  }

  private async end(
    user: CurrentUser,
    id: number,
    action: 'reject' | 'withdraw',
    ctx: RequestContext,
    reason: string | null,
  ): Promise<NegotiationDetail> {
    const now = new Date();
    const notices: Notice[] = [];
    await this.app.db.transaction(async (tx) => {
      const { n, side, open, facts } = await this.lockAsParty(tx, user, id);
      this.refuse(action, facts, side, null);
      const status = statusAfter(action);
      await updateVersion(tx, open!.id, {
        status: action === 'reject' ? 'rejected' : 'withdrawn',
        decidedAt: now,
        rejectReason: reason,
      });
      await updateNegotiation(tx, id, { status, endedAt: now });
      await appendNegotiationEvent(tx, {
        negotiationId: id,
        type: action === 'reject' ? 'rejected' : 'withdrawn',
        versionId: open!.id,
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        payload: { number: open!.number, ...(reason ? { reason } : {}) },
      });
      const listing = (await findListing(tx, n.businessId))!;
      const people = await findPeople(tx, [user.id]);
      const to = side === 'buyer' ? n.sellerId : n.buyerId;
      const byName = displayName(people.get(user.id));
      const notice =
        action === 'reject'
          ? offerRejectedNotice(to, listing, { id, byName, reason })
          : offerWithdrawnNotice(to, listing, { id, byName });
      await recordNotice(tx, notice);
      notices.push(notice);
    });
    await this.mailAll(notices);
    return this.detail(user, id);
  }

  private refuse(
    action: AnswerAction,
    facts: NegotiationFacts,
    side: OfferSide,
    listing: ListingFacts | null,
  ) {
    const refusal = answerRefusal(action, facts, side, listing);
    if (refusal) throw AppError.conflict(refusal);
  }

  // ---------- signing the accepted version ----------

  /** The accepted version as a signing subject, locked (listing first, as the acceptance). */
  private acceptanceSubject(user: CurrentUser, id: number, businessId: number): LoadSubject {
    return async (tx) => {
      await lockListing(tx, businessId);
      const { n, side, facts } = await this.lockAsParty(tx, user, id);
      const mine = n.acceptedVersionId
        ? (
            await signaturesFor(tx, {
              negotiationId: id,
              purpose: 'acceptance',
              subjectId: n.acceptedVersionId,
            })
          ).some((s) => s.userId === user.id)
        : false;
      const refusal = signRefusal(facts, mine);
      if (refusal) throw AppError.conflict(refusal);
      const version = await findVersion(tx, n.acceptedVersionId!);
      if (!version) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
      // The stored hash is not trusted: a text that no longer matches it refuses signatures.
      if (sha256(version.renderedText) !== version.textSha256) {
        this.app.log.error(
          { negotiationId: id, versionId: version.id },
          'offer letter text does not match its hash',
        );
        throw AppError.conflict(
          'La carta aceptada no coincide con su huella registrada: no se puede firmar. Escríbenos.',
        );
      }
      const listing = await findListing(tx, n.businessId);
      return {
        negotiationId: id,
        purpose: 'acceptance',
        subjectId: version.id,
        versionId: version.id,
        textSha256: version.textSha256,
        side,
        what: `la carta de intención por «${listing?.title ?? ''}» (versión ${version.number})`,
        signedEvent: 'signed',
      };
    };
  }

  async requestSigningCode(user: CurrentUser, id: number, ctx: RequestContext): Promise<SigningCodeResponse> {
    const businessId = await this.businessOfParty(user, id);
    return this.signing.requestCode(user, this.acceptanceSubject(user, id, businessId), ctx);
  }

  /**
   * Signs the accepted version. When the second signature lands the negotiation is `signed` and,
   * in the same transaction, the listing is reserved (decision 171).
   */
  async sign(
    user: CurrentUser,
    id: number,
    body: SignOfferBody,
    ctx: RequestContext,
  ): Promise<NegotiationDetail> {
    const businessId = await this.businessOfParty(user, id);
    const { notices, reservationNotices } = await this.signing.sign(
      user,
      body,
      this.acceptanceSubject(user, id, businessId),
      ctx,
      async (tx, signatures, subject) => {
        const n = (await findNegotiation(tx, id))!;
        const listing = (await findListing(tx, n.businessId))!;
        const version = (await findVersion(tx, subject.subjectId))!;
        const sides = new Set(signatures.map((s) => s.side));
        const complete = sides.has('buyer') && sides.has('seller');
        const byName = body.fullName.trim();
        const out: Notice[] = [];
        let reserved: DecisionNotice[] = [];
        if (complete) {
          const now = new Date();
          await updateNegotiation(tx, id, { status: 'signed', signedAt: now });
          const reservation = await reserveListing(tx, {
            businessId: n.businessId,
            negotiationId: id,
            buyerId: n.buyerId,
            sellerId: n.sellerId,
            exclusivityDays: version.terms.exclusivityDays,
            at: now,
          });
          reserved = reservation.notices;
          for (const to of [n.buyerId, n.sellerId]) {
            out.push(offerSignedNotice(to, listing, { id, byName, complete: true }));
          }
        } else {
          await updateNegotiation(tx, id, {});
          out.push(
            offerSignedNotice(subject.side === 'buyer' ? n.sellerId : n.buyerId, listing, {
              id,
              byName,
              complete: false,
            }),
          );
        }
        for (const notice of out) await recordNotice(tx, notice);
        return { notices: out, reservationNotices: reserved };
      },
    );
    await this.mailAll(notices);
    await mailReservationNotices(this.app, reservationNotices);
    return this.detail(user, id);
  }

  // ---------- reading ----------

  async list(user: CurrentUser, query: NegotiationListQuery): Promise<NegotiationList> {
    const rows = await listNegotiations(this.app.db, {
      userId: user.id,
      role: query.role,
      status: query.status,
      businessId: query.businessId,
    });
    return this.summaries(rows, user.id);
  }

  async adminList(query: NegotiationListQuery): Promise<NegotiationList> {
    const rows = await listNegotiations(this.app.db, {
      userId: null,
      status: query.status,
      businessId: query.businessId,
    });
    return this.summaries(rows, null);
  }

  private async summaries(rows: Awaited<ReturnType<typeof listNegotiations>>, viewerId: number | null) {
    const people = await findPeople(
      this.app.db,
      rows.flatMap((r) => [r.buyerId, r.sellerId]),
    );
    const items = [];
    for (const r of rows) {
      const side = viewerId === null ? null : sideOf(r, viewerId);
      let signedByMe = false;
      if (side && r.status === 'accepted' && r.acceptedVersionId) {
        const signatures = await signaturesFor(this.app.db, {
          negotiationId: r.id,
          purpose: 'acceptance',
          subjectId: r.acceptedVersionId,
        });
        signedByMe = signatures.some((s) => s.userId === viewerId);
      }
      const openAuthorSide = r.latest.status === 'open' ? (r.latest.authorSide as OfferSide) : null;
      const facts: NegotiationFacts = {
        id: r.id,
        status: r.status as NegotiationStatus,
        openAuthorSide,
        backup: r.backup,
      };
      items.push(toSummary(r, people, viewerId, awaits(facts, side, signedByMe)));
    }
    return { items };
  }

  /** The negotiation for its buyer, its seller or an admin; anyone else: the 404 of an unknown id. */
  async detail(user: CurrentUser, id: number): Promise<NegotiationDetail> {
    const n = await findNegotiation(this.app.db, id);
    if (!n) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
    const side = sideOf(n, user.id);
    if (!side && user.role !== 'admin') throw AppError.notFound(NEGOTIATION_NOT_FOUND);
    return this.build(n, side, user.id, user.role === 'admin' && !side);
  }

  async adminDetail(id: number): Promise<NegotiationDetail> {
    const n = await findNegotiation(this.app.db, id);
    if (!n) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
    return this.build(n, null, null, true);
  }

  private async build(
    n: NegotiationRow,
    side: OfferSide | null,
    viewerId: number | null,
    withTechnical: boolean,
  ): Promise<NegotiationDetail> {
    const db = this.app.db;
    const [versions, events, signatures, listing, chain] = await Promise.all([
      versionsOf(db, n.id),
      eventsOf(db, n.id),
      signaturesOf(db, n.id),
      findListing(db, n.businessId),
      verifyNegotiationChain(db, n.id),
    ]);
    const people = await findPeople(db, [
      n.buyerId,
      n.sellerId,
      ...events.flatMap((e) => (e.actorUserId ? [e.actorUserId] : [])),
    ]);
    const lois = new Map(
      (await findLoisByIds(db, [...new Set(versions.map((v) => v.loiDocumentId))])).map((l) => [l.id, l]),
    );
    const open = versions.find((v) => v.status === 'open') ?? null;
    const facts: NegotiationFacts = {
      id: n.id,
      status: n.status as NegotiationStatus,
      openAuthorSide: (open?.authorSide as OfferSide | undefined) ?? null,
      backup: n.backup,
    };
    const listingFacts: ListingFacts = {
      status: listing?.status ?? 'deleted',
      holdingNegotiationId: await findHoldingNegotiation(db, n.businessId),
    };
    const acceptanceSignatures = signatures.filter(
      (s) => s.purpose === 'acceptance' && s.subjectId === n.acceptedVersionId,
    );
    const signedByMe = viewerId !== null && acceptanceSignatures.some((s) => s.userId === viewerId);
    const latest = versions.at(-1)!;
    const versionNumbers = new Map(versions.map((v) => [v.id, v.number]));
    const accepted = versions.find((v) => v.id === n.acceptedVersionId) ?? null;
    return {
      ...toSummary(
        {
          ...n,
          businessTitle: listing?.title ?? '',
          businessSlug: listing?.slug ?? '',
          versionCount: versions.length,
          latest,
        },
        people,
        viewerId,
        awaits(facts, side, signedByMe),
      ),
      role: side,
      versions: versions.map((v, i) => toVersion(v, i > 0 ? versions[i - 1]! : null, lois)),
      events: events.map((e) => toEvent(e, n, people, versionNumbers, withTechnical)),
      signatures: signatures.map(toSignature),
      acceptedVersionNumber: accepted?.number ?? null,
      signDeadline:
        n.status === 'accepted' && n.acceptedAt ? signDeadlineOf(n.acceptedAt).toISOString() : null,
      allowedActions: allowedActions(facts, side, listingFacts, signedByMe),
      chainIntact: chain.intact,
    };
  }

  async verify(admin: CurrentUser, id: number): Promise<NegotiationVerification> {
    const n = await findNegotiation(this.app.db, id);
    if (!n) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
    const result = await verifyNegotiationChain(this.app.db, id);
    await recordAudit(this.app.db, {
      userId: admin.id,
      action: 'negotiation.verify',
      description: `Verificó la cadena de evidencia de la negociación n.º ${id}: ${result.intact ? 'íntegra' : 'rota'}.`,
      metadata: { negotiationId: id, intact: result.intact, events: result.events },
      targetType: 'negotiation',
      targetId: id,
    });
    return result.intact
      ? { intact: true, events: result.events, brokenSeq: null, reason: null }
      : { intact: false, events: result.events, brokenSeq: result.brokenSeq, reason: result.reason };
  }

  /** The seller's funnel for one listing (admins too); anyone else: the 404 of an unknown listing. */
  async pipeline(user: CurrentUser, businessId: number): Promise<ListingPipeline> {
    const listing = await findListing(this.app.db, businessId);
    if (!listing || (listing.sellerId !== user.id && user.role !== 'admin')) {
      throw AppError.notFound(LISTING_NOT_FOUND);
    }
    const counts = await pipelineCounts(this.app.db, businessId);
    const byStage = {
      interested: counts.interested,
      nda_signed: counts.ndaSigned,
      offers: counts.offers,
      reserved: counts.reserved,
      // A listing marked sold without a negotiation here counts as sold too.
      sold: listing.status === 'sold' ? Math.max(1, counts.sold) : counts.sold,
    };
    return {
      businessId,
      stages: pipelineStages.map((stage) => ({
        stage,
        label: pipelineStageLabels[stage],
        count: byStage[stage],
      })),
    };
  }

  private async mailAll(notices: Notice[]): Promise<void> {
    for (const notice of notices) await mailNotice(this.app, notice);
  }
}
