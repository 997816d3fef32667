// The access the seller controls (decision 062). What other modules call: `accessOf` (the
// one predicate for every gate), `assertAccessRequirements` and `initialAccessState` (signing),
// `openAccessRequest` (once an NDA of an approval listing is signed), `recordAccessSettings`
// (the listing form, in listing-access-settings.service.ts). The routes use `ListingAccessService`.
import {
  type AccessHistory,
  type AccessHistoryKind,
  type AccessRequestItem,
  type AccessRequestList,
  type AccessRequestListQuery,
  type AccessRequirement,
  accessResponseTimeText,
  type BuyerAccessView,
  type ListingAccessMode,
  type ListingAccessState,
} from '@traspasa/shared/listing-access';
import type { NdaEventType } from '@traspasa/shared/ndas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { type CardViewer, cardsFor } from '../buyer-profiles/buyer-profiles.service.ts';
import { hasFundsAtLeast } from '../funds/funds.service.ts';
import { conversationsWith, openConversation } from '../messages/conversations.service.ts';
import { appendNdaEvent } from '../ndas/nda-events.service.ts';
import { type DecisionNotice, mailNotice, recordNotice } from '../notices/notices.service.ts';
import { reservationHolder } from '../offers/reservation.service.ts';
import {
  accessApprovedNotice,
  accessDeclinedNotice,
  accessRequestedNotice,
  accessRevokedNotice,
} from './listing-access.mails.ts';
import {
  type AccessListing,
  accessEventsOf,
  accessStateIs,
  countOpenRequests,
  findAccessListing,
  findNdaAccess,
  type LockedRequest,
  listRequests,
  lockRequest,
  medianAnswerDays,
  type NdaAccessRow,
  namesOf,
  settingsChangesOf,
  updateAccess,
} from './listing-access.repository.ts';
import {
  answerableFrom,
  expiresAtOf,
  FUNDS_PATH,
  type FundsRequirement,
  fundsRequirementText,
  IDENTITY_PATH,
  missingRequirementsText,
  ndaGrantsAccess,
  requiredBandOf,
  viewerHasAccess,
} from './listing-access.rules.ts';

/** Someone else's request, a missing one and one of a listing the caller does not sell: the same 404. */
export const REQUEST_NOT_FOUND = 'No encontramos esa solicitud de acceso.';
const LISTING_NOT_FOUND = 'No encontramos ese negocio. Puede que ya no esté publicado.';
const MAX_ID = 2_147_483_647;

type Viewer = Pick<CurrentUser, 'id' | 'role'> | null;

const nameOf = (u: { fullName: string | null; username: string }) => u.fullName?.trim() || u.username;

// ---------- what other modules call ----------

/**
 * The viewer's relation to a listing's confidential part: their NDA's status and access state,
 * and whether they may see it (seller, admin, or an NDA that grants access, unless the listing is
 * reserved for another buyer: decision 171). The one predicate. `accessPaused`: the NDA grants
 * access and only the reservation holds it back (back-up offers may still be made on it).
 */
export async function accessOf(
  db: Db,
  viewer: Viewer,
  listing: { id: number; sellerId: number; status?: string },
): Promise<{
  ndaStatus: string | null;
  accessState: ListingAccessState | null;
  hasAccess: boolean;
  accessPaused: boolean;
}> {
  if (!viewer) return { ndaStatus: null, accessState: null, hasAccess: false, accessPaused: false };
  const isOwner = viewer.id === listing.sellerId;
  const nda = isOwner ? null : await findNdaAccess(db, viewer.id, listing.id);
  // Only a reserved listing has a holder; others skip the lookup.
  const reservedFor =
    !isOwner && ndaGrantsAccess(nda) && (listing.status === undefined || listing.status === 'reserved')
      ? await reservationHolder(db, listing.id)
      : null;
  const hasAccess = viewerHasAccess(viewer, listing.sellerId, nda, reservedFor);
  return {
    ndaStatus: nda?.status ?? null,
    accessState: (nda?.accessState as ListingAccessState | undefined) ?? null,
    hasAccess,
    accessPaused: !hasAccess && ndaGrantsAccess(nda) && viewer.role !== 'admin',
  };
}

async function missingFor(
  db: Db,
  user: Pick<CurrentUser, 'id' | 'identityVerified'>,
  listing: AccessListing,
): Promise<{ identity: boolean; funds: FundsRequirement | null }> {
  const band = listing.requireVerifiedFunds ? requiredBandOf(listing.askingPrice) : null;
  return {
    identity: listing.requireVerifiedBuyer && !user.identityVerified,
    funds:
      band && listing.askingPrice !== null && !(await hasFundsAtLeast(db, user.id, band))
        ? { band, askingPrice: listing.askingPrice }
        : null,
  };
}

/**
 * At signing (and at a new request): a Spanish 403 naming every requirement of the listing the
 * buyer lacks — identity verified (decision 100), funds at or above the band of the price.
 * Badges that expire later do not take away access already granted.
 */
export async function assertAccessRequirements(
  db: Db,
  user: Pick<CurrentUser, 'id' | 'identityVerified'>,
  businessId: number,
): Promise<void> {
  const listing = await findAccessListing(db, businessId);
  // At signing, identity alone was refused first with its own text (assertVerifiedBuyerIfRequired,
  // decision 100); a request sent again after an expiry is checked here only.
  if (!listing || (!listing.requireVerifiedFunds && !listing.requireVerifiedBuyer)) return;
  const text = missingRequirementsText(await missingFor(db, user, listing));
  if (text) throw AppError.forbidden(text);
}

/** The access state a new NDA starts with: granted on immediate listings, requested on approval ones. */
export function initialAccessState(listing: { accessMode: string }): ListingAccessState {
  return listing.accessMode === 'approval' ? 'requested' : 'granted';
}

/**
 * Once an NDA whose access is `requested` becomes signed (clickwrap, or the enhanced signature
 * completed): the request is sent — time, event in the NDA chain, the seller's bell notice — in
 * the caller's transaction. Returns the notice to mail after the commit (`mailAccessNotice`),
 * or null when there was nothing to send.
 */
export async function openAccessRequest(
  tx: Db,
  ndaId: number,
  actor: { userId: number; ip: string | null; userAgent: string | null },
): Promise<DecisionNotice | null> {
  const found = await lockRequest(tx, ndaId);
  if (found?.nda.status !== 'signed' || found.nda.accessState !== 'requested') return null;
  if (found.nda.accessRequestedAt) return null;
  const now = new Date();
  // The mode is read again here, after the NDA row was written: a listing that went back to
  // immediate access meanwhile has no request for its seller to answer (its list and answers
  // are for approval listings), so the NDA opens as on any immediate listing (decision 062).
  if (found.listing.accessMode !== 'approval') {
    await updateAccess(tx, ndaId, { accessState: 'granted', accessDecidedAt: now, accessDecidedBy: null });
    await appendNdaEvent(tx, {
      ndaId,
      eventType: 'access_approved',
      actorUserId: null,
      ipAddress: null,
      userAgent: null,
      metadata: { by: 'mode_change', accessMode: found.listing.accessMode },
    });
    return null;
  }
  await updateAccess(tx, ndaId, { accessRequestedAt: now, accessReminderSentAt: null });
  await appendNdaEvent(tx, {
    ndaId,
    eventType: 'access_requested',
    actorUserId: actor.userId,
    ipAddress: actor.ip,
    userAgent: actor.userAgent,
    metadata: { businessId: found.listing.id, message: found.nda.accessMessage },
  });
  const notice = accessRequestedNotice(found.listing, nameOf(found.buyer), found.nda.accessMessage);
  await recordNotice(tx, notice);
  return notice;
}

/** The mail of a notice, after its transaction committed; never throws. */
export function mailAccessNotice(app: FastifyInstance, notice: DecisionNotice | null): Promise<void> {
  return notice ? mailNotice(app, notice) : Promise.resolve();
}

// ---------- the routes' service ----------

export class ListingAccessService {
  constructor(private readonly app: FastifyInstance) {}

  /** What the listing page shows about access: requirements, what is missing, this buyer's request. */
  async view(viewer: CurrentUser | null, businessId: number): Promise<BuyerAccessView> {
    const db = this.app.db;
    const listing = businessId <= MAX_ID ? await findAccessListing(db, businessId) : null;
    const isPublic = listing && ['approved', 'reserved', 'sold'].includes(listing.status);
    const privileged = viewer && listing && (viewer.id === listing.sellerId || viewer.role === 'admin');
    if (!listing || (!isPublic && !privileged)) throw AppError.notFound(LISTING_NOT_FOUND);
    const isBuyer = viewer !== null && viewer.id !== listing.sellerId;
    const missing = isBuyer
      ? await missingFor(db, viewer, listing)
      : { identity: listing.requireVerifiedBuyer, funds: null };
    const band = listing.requireVerifiedFunds ? requiredBandOf(listing.askingPrice) : null;
    const requirements: AccessRequirement[] = [];
    if (listing.requireVerifiedBuyer) {
      requirements.push({
        kind: 'identity',
        label: 'Identidad verificada',
        met: isBuyer ? !missing.identity : viewer !== null,
        path: IDENTITY_PATH,
      });
    }
    if (band && listing.askingPrice !== null) {
      const text = fundsRequirementText({ band, askingPrice: listing.askingPrice });
      requirements.push({
        kind: 'funds',
        label: text.charAt(0).toUpperCase() + text.slice(1),
        met: isBuyer ? missing.funds === null : viewer !== null,
        path: FUNDS_PATH,
      });
    }
    const nda = isBuyer ? await findNdaAccess(db, viewer.id, listing.id) : null;
    const approval = listing.accessMode === 'approval';
    const days = approval ? await medianAnswerDays(db, listing.sellerId) : null;
    const state = (nda?.accessState as ListingAccessState | undefined) ?? null;
    const shownReason = state === 'declined' || state === 'revoked' ? (nda?.accessReason ?? null) : null;
    return {
      businessId: listing.id,
      mode: listing.accessMode as ListingAccessMode,
      requirements,
      missingText: isBuyer ? missingRequirementsText(missing) : null,
      nextStepText: approval ? accessResponseTimeText(days) : null,
      state: nda ? state : null,
      ndaSigned: nda?.status === 'signed',
      message: nda?.accessMessage ?? null,
      requestedAt: nda?.accessRequestedAt?.toISOString() ?? null,
      decidedAt: nda?.accessDecidedAt?.toISOString() ?? null,
      reason: shownReason,
      expiresAt:
        state === 'requested' && nda?.accessRequestedAt
          ? expiresAtOf(nda.accessRequestedAt).toISOString()
          : null,
      canRequest: state === 'expired' && nda?.status === 'signed' && listing.status === 'approved',
      hasAccess: privileged
        ? true
        : viewerHasAccess(
            viewer,
            listing.sellerId,
            nda,
            listing.status === 'reserved' ? await reservationHolder(db, listing.id) : null,
          ),
    };
  }

  /**
   * `PUT /api/listing-access/:businessId/request`: the buyer's message for an open request, or a
   * new request after an expiry (requirements checked again).
   */
  async request(
    user: CurrentUser,
    businessId: number,
    message: string | undefined,
    ctx: RequestContext,
  ): Promise<BuyerAccessView> {
    const db = this.app.db;
    const nda = businessId <= MAX_ID ? await findNdaAccess(db, user.id, businessId) : null;
    if (!nda) throw AppError.notFound('Primero firma el acuerdo de confidencialidad de este negocio.');
    const listing = await findAccessListing(db, businessId);
    if (listing?.status !== 'approved') {
      throw AppError.conflict('Este negocio no está publicado ahora mismo: no se puede pedir acceso.');
    }
    if (nda.accessState === 'requested') {
      await updateAccess(db, nda.id, { accessMessage: message ?? null }, accessStateIs('requested'));
      return this.view(user, businessId);
    }
    if (nda.accessState !== 'expired' || nda.status !== 'signed') {
      throw AppError.conflict(
        nda.accessState === 'granted'
          ? 'Ya tienes acceso a la información confidencial de este negocio.'
          : 'El vendedor ya respondió tu solicitud: no puedes enviarla de nuevo.',
      );
    }
    await assertAccessRequirements(db, user, businessId);
    const notice = await db.transaction(async (tx) => {
      const reset = await updateAccess(
        tx,
        nda.id,
        {
          accessState: 'requested',
          accessMessage: message ?? null,
          accessRequestedAt: null,
          accessDecidedAt: null,
          accessDecidedBy: null,
          accessReason: null,
          accessReminderSentAt: null,
        },
        // Only from the expiry read above: a retry sent at the same time, or the seller's
        // approval in between, already moved it on (one request, one mail).
        accessStateIs('expired'),
      );
      if (!reset) return null;
      return openAccessRequest(tx, nda.id, { userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent });
    });
    await mailAccessNotice(this.app, notice);
    return this.view(user, businessId);
  }

  /** The seller's requests on all their approval listings (or one), newest first. */
  async list(user: CurrentUser, query: AccessRequestListQuery): Promise<AccessRequestList> {
    const db = this.app.db;
    const after = decodeCursor(query.cursor);
    const rows = await listRequests(db, {
      sellerId: user.id,
      businessId: query.businessId,
      state: query.state,
      after,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const items = await this.toItems(user, user.id, page);
    const last = page.at(-1);
    return {
      items,
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.sortAt, last.nda.id) : null,
      openCount: await countOpenRequests(db, user.id, query.businessId),
    };
  }

  /**
   * The page's items: one batch for the buyer cards (decision 103, `cardsFor`) and one for the
   * conversations, whatever the page's size.
   */
  private async toItems(
    viewer: CardViewer,
    sellerId: number,
    rows: {
      nda: NdaAccessRow;
      listing: AccessListing;
      buyer: {
        id: number;
        fullName: string | null;
        username: string;
        identityVerified: boolean;
        createdAt: Date;
      };
    }[],
  ): Promise<AccessRequestItem[]> {
    const buyerIds = [...new Set(rows.map((r) => r.buyer.id))];
    const [conversationOf, cards] = await Promise.all([
      conversationsWith(this.app.db, sellerId, buyerIds),
      cardsFor(this.app.db, viewer, buyerIds),
    ]);
    return rows.map((r) => ({
      id: r.nda.id,
      business: {
        id: r.listing.id,
        slug: r.listing.slug,
        title: r.listing.title,
        accessMode: r.listing.accessMode as ListingAccessMode,
      },
      buyer: {
        id: r.buyer.id,
        fullName: nameOf(r.buyer),
        identityVerified: r.buyer.identityVerified,
        memberSince: r.buyer.createdAt.toISOString(),
        card: cards.get(r.buyer.id) ?? null,
      },
      state: r.nda.accessState as ListingAccessState,
      message: r.nda.accessMessage,
      requestedAt: r.nda.accessRequestedAt?.toISOString() ?? null,
      decidedAt: r.nda.accessDecidedAt?.toISOString() ?? null,
      reason: r.nda.accessReason,
      expiresAt:
        r.nda.accessState === 'requested' && r.nda.accessRequestedAt
          ? expiresAtOf(r.nda.accessRequestedAt).toISOString()
          : null,
      conversationId: conversationOf.get(r.buyer.id) ?? null,
    }));
  }

  /** Approve, decline or revoke: the listing's seller (revoke: an admin too); 404 for anyone else. */
  async answer(
    user: CurrentUser,
    ndaId: number,
    decision: 'approve' | 'decline' | 'revoke',
    reason: string | undefined,
    ctx: RequestContext,
  ): Promise<AccessRequestItem> {
    const db = this.app.db;
    if (ndaId > MAX_ID) throw AppError.notFound(REQUEST_NOT_FOUND);
    const notice = await db.transaction(async (tx) => {
      const found = await lockRequest(tx, ndaId);
      const isSeller = found?.listing.sellerId === user.id;
      const asAdmin = !isSeller && user.role === 'admin' && decision === 'revoke';
      // A request of an immediate listing is no request to decline; but its seller revokes any
      // buyer's access there and may give it back (after their own or an admin's revocation).
      // A pending enhanced NDA is not one yet.
      const visible =
        found &&
        (isSeller || asAdmin) &&
        found.nda.status === 'signed' &&
        (found.listing.accessMode === 'approval' ||
          decision === 'revoke' ||
          (decision === 'approve' && isSeller));
      if (!visible || !found) throw AppError.notFound(REQUEST_NOT_FOUND);
      const from = found.nda.accessState as ListingAccessState;
      if (!answerableFrom[decision].includes(from)) throw AppError.conflict(conflictText(decision, from));
      const now = new Date();
      const next: ListingAccessState =
        decision === 'approve' ? 'granted' : decision === 'decline' ? 'declined' : 'revoked';
      await updateAccess(tx, ndaId, {
        accessState: next,
        accessDecidedAt: now,
        accessDecidedBy: user.id,
        accessReason: decision === 'approve' ? null : (reason ?? null),
      });
      const eventType: NdaEventType =
        decision === 'approve'
          ? 'access_approved'
          : decision === 'decline'
            ? 'access_declined'
            : 'access_revoked';
      await appendNdaEvent(tx, {
        ndaId,
        eventType,
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        metadata: { from, by: asAdmin ? 'admin' : 'seller', ...(reason ? { reason } : {}) },
      });
      if (asAdmin) {
        await recordAudit(tx, {
          userId: user.id,
          action: 'nda.access_revoke',
          description: `Revocó el acceso de ${nameOf(found.buyer)} a la información confidencial de «${found.listing.title}»`,
          metadata: { businessId: found.listing.id, buyerId: found.buyer.id, reason: reason ?? null },
          targetType: 'nda',
          targetId: ndaId,
        });
      }
      const n = noticeFor(decision, found, reason ?? null);
      await recordNotice(tx, n);
      return n;
    });
    await mailAccessNotice(this.app, notice);
    return this.item(user, ndaId);
  }

  /**
   * «Hacer una pregunta»: the request stays open and the seller's conversation with the buyer
   * is opened (created, about this listing, when the pair has none yet). The seller may write
   * to a buyer who asked for access; the buyer may answer there while the request waits, and
   * sees nothing of the confidential part for it (chat.rules.ts, decision 062).
   */
  async ask(
    user: CurrentUser,
    ndaId: number,
  ): Promise<{ request: AccessRequestItem; conversationId: number }> {
    const found = await this.visibleRequest(user, ndaId);
    // Only the seller asks: an admin reads the request but has no question for the buyer.
    if (found.listing.sellerId !== user.id) throw AppError.notFound(REQUEST_NOT_FOUND);
    if (found.nda.accessState !== 'requested') {
      throw AppError.conflict('Esta solicitud ya tiene respuesta: escríbele desde tus mensajes.');
    }
    const conversationId = await openConversation(this.app.db, {
      userId: user.id,
      otherId: found.buyer.id,
      businessId: found.listing.id,
    });
    return { request: await this.item(user, ndaId), conversationId };
  }

  /** A request the seller (or an admin) may see; the same 404 for anyone else. */
  private async visibleRequest(user: CurrentUser, ndaId: number): Promise<LockedRequest> {
    const found = ndaId <= MAX_ID ? await lockRequest(this.app.db, ndaId, { forUpdate: false }) : null;
    const allowed = found && (found.listing.sellerId === user.id || user.role === 'admin');
    if (!found || !allowed || found.nda.status !== 'signed') throw AppError.notFound(REQUEST_NOT_FOUND);
    return found;
  }

  /** One request as the seller (or an admin) sees it; 404 for anyone else. */
  private async item(user: CurrentUser, ndaId: number): Promise<AccessRequestItem> {
    const found = await this.visibleRequest(user, ndaId);
    const [one] = await this.toItems(user, found.listing.sellerId, [found]);
    return one!;
  }

  /** The admin's full access history of a listing: every request, answer, reminder, expiry and settings change. */
  async history(businessId: number): Promise<AccessHistory> {
    const db = this.app.db;
    const listing = businessId <= MAX_ID ? await findAccessListing(db, businessId) : null;
    if (!listing) throw AppError.notFound(LISTING_NOT_FOUND);
    const [events, changes] = await Promise.all([
      accessEventsOf(db, businessId),
      settingsChangesOf(db, businessId),
    ]);
    const ids = new Set<number>();
    for (const e of events) {
      ids.add(e.buyerId);
      if (e.actorUserId) ids.add(e.actorUserId);
    }
    for (const c of changes) if (c.actorUserId) ids.add(c.actorUserId);
    const names = await namesOf(db, [...ids]);
    const person = (id: number | null) => (id ? { id, fullName: names.get(id) ?? 'Cuenta eliminada' } : null);
    const entries: AccessHistory['entries'] = [
      ...events.map((e) => ({
        kind: historyKind(e.eventType),
        at: e.createdAt.toISOString(),
        actor: person(e.actorUserId),
        buyer: person(e.buyerId),
        ndaId: e.ndaId,
        details: e.metadata,
      })),
      ...changes.map((c) => ({
        kind: 'settings_changed' as const,
        at: c.createdAt.toISOString(),
        actor: person(c.actorUserId),
        buyer: null,
        ndaId: null,
        details: { before: c.before, after: c.after },
      })),
    ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    return {
      business: { id: listing.id, slug: listing.slug, title: listing.title },
      settings: {
        accessMode: listing.accessMode as ListingAccessMode,
        requireVerifiedFunds: listing.requireVerifiedFunds,
        requireVerifiedBuyer: listing.requireVerifiedBuyer,
      },
      entries,
    };
  }
}

function historyKind(eventType: string): AccessHistoryKind {
  switch (eventType) {
    case 'access_requested':
      return 'requested';
    case 'access_approved':
      return 'approved';
    case 'access_declined':
      return 'declined';
    case 'access_reminder_sent':
      return 'reminded';
    case 'access_expired':
      return 'expired';
    default:
      return 'revoked';
  }
}

function noticeFor(decision: 'approve' | 'decline' | 'revoke', found: LockedRequest, reason: string | null) {
  if (decision === 'approve') return accessApprovedNotice(found.listing, found.buyer.id);
  if (decision === 'decline') return accessDeclinedNotice(found.listing, found.buyer.id, reason);
  return accessRevokedNotice(found.listing, found.buyer.id, reason);
}

function conflictText(decision: 'approve' | 'decline' | 'revoke', from: ListingAccessState): string {
  if (decision === 'approve') return 'Esta persona ya tiene acceso a la información confidencial.';
  if (decision === 'revoke') return 'Esta persona no tiene acceso que revocar.';
  return from === 'granted'
    ? 'Ya aprobaste esta solicitud: si quieres quitarle el acceso, revócalo.'
    : 'Esta solicitud ya tiene respuesta.';
}

function encodeCursor(at: string, id: number): string {
  return Buffer.from(JSON.stringify({ at, id })).toString('base64url');
}

function decodeCursor(raw: string | undefined): { at: string; id: number } | undefined {
  if (!raw) return undefined;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { at: unknown; id: unknown };
    const at =
      typeof c.at === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(c.at) ? c.at : null;
    if (at && !Number.isNaN(Date.parse(at)) && Number.isSafeInteger(c.id) && (c.id as number) > 0) {
      return { at, id: c.id as number };
    }
  } catch {
    // the Spanish 400 below
  }
  throw AppError.badRequest('El parámetro "cursor" no es válido. Vuelve a cargar la lista.');
}
