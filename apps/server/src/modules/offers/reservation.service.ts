// A reserved listing (decision 171). What other code calls: `reserveListing` (the negotiation
// service, when the second signature of an accepted offer lands, in its transaction),
// `reservationBlocksOffers` / `isBackupPeriod` (making an offer), `assertTakesNewNdas` (signing
// an NDA), `reservationHolder` (the access predicate's pause, listing-access), and
// `closedPriceComparables` (the valuation comparables, in aggregate only). The routes use
// `ReservationService`: release, close, the extension and the reservation's view.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { countText, plural } from '@traspasa/shared/plural';
import {
  type CloseDealInput,
  negotiationHref,
  type ProposeExtensionInput,
  RESERVATION_CODE_LENGTH,
  RESERVATION_CODE_MAX_ATTEMPTS,
  RESERVATION_CODE_TTL_MINUTES,
  RESERVED_NO_NEW_NDAS,
  type ReleaseReservationInput,
  type ReservationView,
  type SignExtensionInput,
} from '@traspasa/shared/reservations';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { linkMail } from '../../lib/mailer.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { transition } from '../businesses/business-status.rules.ts';
import { maskEmail } from '../ndas/nda.mapper.ts';
import {
  type DecisionNotice,
  mailNotice,
  type NoticeMailDeps,
  recordNotice,
} from '../notices/notices.service.ts';
import { appendNegotiationEvent } from './negotiation-events.service.ts';
import {
  dealClosedNotice,
  extensionProposedNotice,
  extensionSignedNotice,
  listingReservedNotice,
  reservationReleasedNotice,
} from './reservation.mails.ts';
import {
  buyersWithAccess,
  closedPriceMultiple,
  closeOpenExtensions,
  type ExtensionRow,
  endNegotiation,
  findActiveReservation,
  findListing,
  findReservationByNegotiation,
  insertExtension,
  insertReservation,
  listExtensions,
  lockListing,
  lockOpenExtension,
  type ReservationListing,
  type ReservationRow,
  setListingStatus,
  updateExtension,
  updateReservation,
} from './reservation.repository.ts';
import {
  accessPausedFor,
  CLOSED_PRICES_MINIMUM,
  exclusivityEnd,
  expiryAfterRelease,
  extendedEnd,
  isBackupPeriod,
  reservationBlocksOffers,
} from './reservation.rules.ts';

export { accessPausedFor, isBackupPeriod, reservationBlocksOffers };

/** A negotiation the caller may not read and one that does not exist: the same 404 (decision 170). */
export const NEGOTIATION_NOT_FOUND = 'No encontramos esa negociación.';
const MAX_ID = 2_147_483_647;

// ---------- what other modules call ----------

export interface ReserveListingInput {
  businessId: number;
  negotiationId: number;
  buyerId: number;
  sellerId: number;
  exclusivityDays: number;
  at: Date;
}

export interface ReserveListingResult {
  reservationId: number;
  endsAt: Date;
  /** Bell notices already stored; mail them after the commit with `mailReservationNotices`. */
  notices: DecisionNotice[];
}

/**
 * In the caller's transaction, when both parties signed the accepted offer: the listing becomes
 * `reserved` (decision 030's machine), the reservation row is written, `reserved` is appended to
 * the negotiation's chain, and every other buyer with access gets a bell notice (the mails go
 * after the commit). A listing that is not approved any more (sold, in review, held) refuses with
 * the machine's Spanish 409, which rolls the signature back with it.
 */
export async function reserveListing(tx: Db, input: ReserveListingInput): Promise<ReserveListingResult> {
  const listing = await lockListing(tx, input.businessId);
  if (!listing) throw AppError.notFound('No encontramos ese negocio. Puede que ya no esté publicado.');
  const result = transition(listing.status as never, 'reserve', 'system', {
    sellerSuspended: listing.sellerSuspended,
  });
  if (!result.ok) throw refusal(result);
  const endsAt = exclusivityEnd(input.at, input.exclusivityDays);
  await setListingStatus(tx, listing.id, { status: 'reserved' });
  const reservation = await insertReservation(tx, {
    businessId: listing.id,
    negotiationId: input.negotiationId,
    buyerId: input.buyerId,
    sellerId: input.sellerId,
    startsAt: input.at,
    endsAt,
  });
  await appendNegotiationEvent(tx, {
    negotiationId: input.negotiationId,
    type: 'reserved',
    actorUserId: null,
    ipAddress: null,
    userAgent: null,
    payload: {
      reservationId: reservation.id,
      businessId: listing.id,
      startsAt: input.at.toISOString(),
      endsAt: endsAt.toISOString(),
      exclusivityDays: input.exclusivityDays,
    },
  });
  await recordAudit(tx, {
    userId: null,
    action: 'business.reserve',
    description: `Negocio «${listing.title}» reservado: ambas partes firmaron la carta de intención.`,
    metadata: {
      businessId: listing.id,
      from: listing.status,
      to: 'reserved',
      negotiationId: input.negotiationId,
    },
    targetType: 'business',
    targetId: listing.id,
  });
  const notices: DecisionNotice[] = [];
  for (const buyerId of await buyersWithAccess(tx, listing.id, input.buyerId)) {
    const notice = listingReservedNotice(listing, buyerId, endsAt);
    await recordNotice(tx, notice);
    notices.push(notice);
  }
  return { reservationId: reservation.id, endsAt, notices };
}

/** The mails of notices stored in a committed transaction; never throws. */
export async function mailReservationNotices(app: NoticeMailDeps, notices: DecisionNotice[]): Promise<void> {
  for (const notice of notices) await mailNotice(app, notice);
}

/** The buyer a listing is reserved for, or null (the pause of the access predicate). */
export async function reservationHolder(db: Db, businessId: number): Promise<number | null> {
  return (await findActiveReservation(db, businessId))?.buyerId ?? null;
}

/** Signing an NDA: a reserved listing without back-up offers refuses with a Spanish 409. */
export function assertTakesNewNdas(listing: { status: string; acceptBackupOffers: boolean }): void {
  if (reservationBlocksOffers(listing)) throw AppError.conflict(RESERVED_NO_NEW_NDAS);
}

/**
 * The valuation comparables' closed prices (decision 120, amended by 171): the median of the
 * agreed price ÷ annual profit over the category's closed deals, only from CLOSED_PRICES_MINIMUM
 * deals on, one decimal. Never a listing's price: under the minimum the median is null.
 */
export async function closedPriceComparables(
  db: Db,
  category: string,
): Promise<{ count: number; medianMultiple: number | null; minimum: number }> {
  const { count, median } = await closedPriceMultiple(db, category);
  return {
    count,
    medianMultiple: count >= CLOSED_PRICES_MINIMUM ? median : null,
    minimum: CLOSED_PRICES_MINIMUM,
  };
}

// ---------- releasing (the routes and the job) ----------

export interface ReleaseActor {
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  reason: string | null;
  /** The job's backstop, RESERVATION_GRACE_DAYS after the end. */
  byJob: boolean;
}

/**
 * Ends an active reservation without a sale, in the caller's transaction (the reservation row
 * locked): the listing back to approved (its 90-day clock moved by the reserved time), the
 * negotiation `released`, the event in its chain, and notices to the reserving buyer and to the
 * buyers whose access comes back. Returns the notices to mail after the commit.
 */
export async function releaseLocked(
  tx: Db,
  reservation: ReservationRow,
  actor: ReleaseActor,
  at: Date,
): Promise<DecisionNotice[]> {
  const listing = await lockListing(tx, reservation.businessId);
  if (!listing) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
  const result = transition(listing.status as never, 'endReservation', actor.byJob ? 'system' : 'seller');
  if (!result.ok) throw refusal(result);
  await setListingStatus(tx, listing.id, {
    status: result.to as 'approved',
    expiresAt: expiryAfterRelease(listing.expiresAt, reservation.startsAt, at),
    expiryReminderDays: null,
  });
  await updateReservation(tx, reservation.id, {
    status: 'released',
    releasedAt: at,
    releasedBy: actor.userId,
    releaseReason: actor.reason,
  });
  await closeOpenExtensions(tx, reservation.id, 'withdrawn');
  await endNegotiation(tx, reservation.negotiationId, 'released', at);
  await appendNegotiationEvent(tx, {
    negotiationId: reservation.negotiationId,
    type: 'released',
    actorUserId: actor.userId,
    ipAddress: actor.ip,
    userAgent: actor.userAgent,
    payload: {
      reservationId: reservation.id,
      businessId: listing.id,
      by: actor.byJob ? 'job' : 'person',
      ...(actor.reason ? { reason: actor.reason } : {}),
    },
  });
  await recordAudit(tx, {
    userId: actor.userId,
    action: 'business.release_reservation',
    description: actor.byJob
      ? `Reserva de «${listing.title}» liberada sola: su exclusividad terminó sin extensión ni cierre.`
      : `Reserva de «${listing.title}» liberada.`,
    metadata: {
      businessId: listing.id,
      from: 'reserved',
      to: result.to,
      negotiationId: reservation.negotiationId,
    },
    targetType: 'business',
    targetId: listing.id,
  });
  const notices = [
    reservationReleasedNotice(
      listing,
      reservation.buyerId,
      { negotiationId: reservation.negotiationId },
      actor.byJob,
    ),
    ...(await buyersWithAccess(tx, listing.id, reservation.buyerId)).map((id) =>
      reservationReleasedNotice(listing, id, null, actor.byJob),
    ),
  ];
  if (actor.byJob) {
    notices.push({
      ...reservationReleasedNotice(
        listing,
        listing.sellerId,
        { negotiationId: reservation.negotiationId },
        true,
      ),
    });
  }
  for (const n of notices) await recordNotice(tx, n);
  return notices;
}

// ---------- the routes' service ----------

type Role = 'buyer' | 'seller' | 'admin';

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest('hex');
const displayName = (u: Pick<CurrentUser, 'fullName' | 'username'>) => u.fullName?.trim() || u.username;

export class ReservationService {
  constructor(private readonly app: FastifyInstance) {}

  /** The reservation of a negotiation, for its buyer, its seller and admins; others get the 404. */
  private async load(
    db: Db,
    user: CurrentUser,
    negotiationId: number,
    opts: { lock?: boolean } = {},
  ): Promise<{ reservation: ReservationRow; role: Role }> {
    const reservation =
      negotiationId <= MAX_ID ? await findReservationByNegotiation(db, negotiationId, opts) : null;
    const role: Role | null = !reservation
      ? null
      : user.id === reservation.sellerId
        ? 'seller'
        : user.id === reservation.buyerId
          ? 'buyer'
          : user.role === 'admin'
            ? 'admin'
            : null;
    // A negotiation without a reservation is A's to answer; here it is the same 404 as an unknown one.
    if (!reservation || !role) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
    return { reservation, role };
  }

  async view(user: CurrentUser, negotiationId: number): Promise<ReservationView> {
    const { reservation, role } = await this.load(this.app.db, user, negotiationId);
    return this.toView(this.app.db, reservation, role);
  }

  private async toView(db: Db, r: ReservationRow, role: Role): Promise<ReservationView> {
    const extensions = await listExtensions(db, r.id);
    const open = extensions.find((e) => e.status === 'proposed');
    const actions: ReservationView['actions'] = [];
    if (r.status === 'active') {
      if (role !== 'buyer') actions.push('release', 'close');
      if (role === 'seller') actions.push('propose_extension');
      if (role === 'buyer' && open) actions.push('sign_extension');
    }
    return {
      id: r.id,
      negotiationId: r.negotiationId,
      businessId: r.businessId,
      status: r.status as ReservationView['status'],
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      closedAt: r.closedAt?.toISOString() ?? null,
      // Private to the two parties and the admins (decision 171): this view is only theirs.
      closedPriceCents: r.closedPriceCents === null ? null : Number(r.closedPriceCents),
      releasedAt: r.releasedAt?.toISOString() ?? null,
      releaseReason: r.releaseReason,
      extensions: extensions
        .filter((e) => e.status === 'proposed' || e.status === 'signed')
        .map((e) => ({
          id: e.id,
          days: e.days,
          status: e.status as 'proposed' | 'signed',
          sellerSignedName: e.sellerSignedName,
          proposedAt: e.proposedAt.toISOString(),
          buyerSignedName: e.buyerSignedName,
          buyerSignedAt: e.buyerSignedAt?.toISOString() ?? null,
          newEndsAt: e.newEndsAt?.toISOString() ?? null,
        })),
      actions,
    };
  }

  /** The reservation locked and active, or the Spanish 409 naming its state. */
  private async lockActive(tx: Db, user: CurrentUser, negotiationId: number, what: string) {
    const found = await this.load(tx, user, negotiationId, { lock: true });
    if (found.reservation.status !== 'active') {
      throw AppError.conflict(
        `No se puede ${what}: ${found.reservation.status === 'closed' ? 'el trato ya se cerró' : 'la reserva ya se liberó'}.`,
      );
    }
    return found;
  }

  /** `POST /api/negotiations/:id/release`: the seller or an admin; the deal fell through. */
  async release(
    user: CurrentUser,
    negotiationId: number,
    input: ReleaseReservationInput,
    ctx: RequestContext,
  ): Promise<ReservationView> {
    const notices = await this.app.db.transaction(async (tx) => {
      const { reservation, role } = await this.lockActive(tx, user, negotiationId, 'liberar la reserva');
      if (role === 'buyer') {
        throw AppError.forbidden('Solo el vendedor o la administración pueden liberar la reserva.');
      }
      return releaseLocked(
        tx,
        reservation,
        { userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent, reason: input.reason || null, byJob: false },
        new Date(),
      );
    });
    await mailReservationNotices(this.app, notices);
    return this.view(user, negotiationId);
  }

  /**
   * `POST /api/negotiations/:id/close`: the seller (or an admin) marks the deal closed with the
   * agreed price: the listing sold, the negotiation closed, the price stored privately.
   */
  async close(
    user: CurrentUser,
    negotiationId: number,
    input: CloseDealInput,
    ctx: RequestContext,
  ): Promise<ReservationView> {
    const notice = await this.app.db.transaction(async (tx) => {
      const { reservation, role } = await this.lockActive(tx, user, negotiationId, 'cerrar el trato');
      if (role === 'buyer')
        throw AppError.forbidden('Solo el vendedor o la administración pueden cerrar el trato.');
      const listing = await lockListing(tx, reservation.businessId);
      if (!listing) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
      const result = transition(listing.status as never, 'closeDeal', role === 'admin' ? 'admin' : 'seller', {
        sellerSuspended: listing.sellerSuspended,
      });
      if (!result.ok) throw refusal(result);
      const now = new Date();
      await setListingStatus(tx, listing.id, {
        status: 'sold',
        soldAt: now,
        refreshedAt: now,
        featured: false,
        featuredUntil: null,
      });
      await updateReservation(tx, reservation.id, {
        status: 'closed',
        closedAt: now,
        closedPriceCents: BigInt(input.priceCents),
      });
      await closeOpenExtensions(tx, reservation.id, 'withdrawn');
      await endNegotiation(tx, reservation.negotiationId, 'closed', now);
      // The price is not in the chain: the chain is shown to admins' tools and verifiers; the
      // agreed price stays in its one private column (decision 171).
      await appendNegotiationEvent(tx, {
        negotiationId: reservation.negotiationId,
        type: 'closed',
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        payload: { reservationId: reservation.id, businessId: listing.id },
      });
      await recordAudit(tx, {
        userId: user.id,
        action: 'business.close_deal',
        description: `Trato de «${listing.title}» cerrado: el negocio queda vendido.`,
        metadata: {
          businessId: listing.id,
          from: 'reserved',
          to: 'sold',
          negotiationId: reservation.negotiationId,
        },
        targetType: 'business',
        targetId: listing.id,
      });
      const n = dealClosedNotice(listing, reservation.buyerId, reservation.negotiationId);
      await recordNotice(tx, n);
      return n;
    });
    await mailNotice(this.app, notice);
    return this.view(user, negotiationId);
  }

  /**
   * `POST /api/negotiations/:id/extension`: the seller proposes N more days and signs the
   * proposal with their typed name; an open proposal is replaced. The buyer is told.
   */
  async proposeExtension(
    user: CurrentUser,
    negotiationId: number,
    input: ProposeExtensionInput,
    ctx: RequestContext,
  ): Promise<ReservationView> {
    const notice = await this.app.db.transaction(async (tx) => {
      const { reservation, role } = await this.lockActive(tx, user, negotiationId, 'proponer una extensión');
      if (role !== 'seller') throw AppError.forbidden('Solo el vendedor propone extender la exclusividad.');
      const listing = await findListing(tx, reservation.businessId);
      if (!listing) throw AppError.notFound(NEGOTIATION_NOT_FOUND);
      await closeOpenExtensions(tx, reservation.id, 'superseded');
      const now = new Date();
      const extension = await insertExtension(tx, {
        reservationId: reservation.id,
        days: input.days,
        sellerSignedName: input.typedName,
        proposedAt: now,
        proposedIp: ctx.ip,
        proposedUserAgent: ctx.userAgent,
      });
      await appendNegotiationEvent(tx, {
        negotiationId,
        type: 'extension_proposed',
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        payload: {
          reservationId: reservation.id,
          extensionId: extension.id,
          days: input.days,
          typedName: input.typedName,
          endsAt: reservation.endsAt.toISOString(),
        },
      });
      const n = extensionProposedNotice(listing, reservation.buyerId, negotiationId, input.days);
      await recordNotice(tx, n);
      return n;
    });
    await mailNotice(this.app, notice);
    return this.view(user, negotiationId);
  }

  /** `POST /api/negotiations/:id/extension/code`: the buyer gets a 6-digit code by mail. */
  async sendExtensionCode(
    user: CurrentUser,
    negotiationId: number,
    ctx: RequestContext,
  ): Promise<{ sentTo: string; expiresAt: string }> {
    await this.app.rateLimiter.consume(
      { bucket: 'reservation-code:negotiation', key: String(negotiationId), max: 5, windowMs: 3600_000 },
      'Pediste muchos códigos en poco tiempo. Espera un rato e inténtalo de nuevo.',
    );
    return this.app.db.transaction(async (tx) => {
      const { reservation, role } = await this.lockActive(tx, user, negotiationId, 'firmar la extensión');
      if (role !== 'buyer')
        throw AppError.forbidden('Solo el comprador firma la extensión que propone el vendedor.');
      const extension = await lockOpenExtension(tx, reservation.id);
      if (!extension) throw AppError.conflict('No hay ninguna extensión propuesta por firmar.');
      const listing = await findListing(tx, reservation.businessId);
      const code = String(randomInt(0, 10 ** RESERVATION_CODE_LENGTH)).padStart(RESERVATION_CODE_LENGTH, '0');
      const salt = randomBytes(16).toString('hex');
      const expiresAt = new Date(Date.now() + RESERVATION_CODE_TTL_MINUTES * 60_000);
      await updateExtension(tx, extension.id, {
        codeHash: hashCode(code, salt),
        codeSalt: salt,
        codeExpiresAt: expiresAt,
        codeAttempts: 0,
      });
      await appendNegotiationEvent(tx, {
        negotiationId,
        type: 'code_sent',
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        payload: { purpose: 'extension', extensionId: extension.id, expiresAt: expiresAt.toISOString() },
      });
      // Sent last, inside the transaction: a refused mail leaves no code behind.
      await this.app.mailer
        .send(
          linkMail(
            user.email,
            `Tu código para firmar la extensión: ${code}`,
            [
              `Hola ${displayName(user)}:`,
              `Tu código para firmar la extensión de ${countText(extension.days, 'día', 'días')} de tu exclusividad sobre «${listing?.title ?? ''}» es: ${code}`,
              `Vence en ${countText(RESERVATION_CODE_TTL_MINUTES, 'minuto', 'minutos')} y solo sirve una vez. Escribirlo equivale a tu firma.`,
              `Lo pediste desde la dirección IP ${ctx.ip}. Si no fuiste tú, ignora este correo y cambia tu contraseña.`,
            ],
            {
              href: `${this.app.config.appUrl}${negotiationHref(negotiationId)}`,
              label: 'Ver la negociación',
            },
          ),
        )
        .catch((err: unknown) => {
          this.app.log.error({ err, negotiationId }, 'extension signing code mail failed');
          throw AppError.unavailable(
            'No pudimos enviarte el código por correo. Inténtalo de nuevo en un minuto.',
          );
        });
      return { sentTo: maskEmail(user.email), expiresAt: expiresAt.toISOString() };
    });
  }

  /**
   * `POST /api/negotiations/:id/extension/sign`: the buyer signs with their typed name and the
   * mailed code; the exclusivity moves by the extension's days. A wrong code is counted (and
   * committed) before the 4xx; after RESERVATION_CODE_MAX_ATTEMPTS the code is dead.
   */
  async signExtension(
    user: CurrentUser,
    negotiationId: number,
    input: SignExtensionInput,
    ctx: RequestContext,
  ): Promise<ReservationView> {
    const outcome = await this.app.db.transaction(async (tx) => {
      const { reservation, role } = await this.lockActive(tx, user, negotiationId, 'firmar la extensión');
      if (role !== 'buyer')
        throw AppError.forbidden('Solo el comprador firma la extensión que propone el vendedor.');
      const extension = await lockOpenExtension(tx, reservation.id);
      if (!extension) throw AppError.conflict('No hay ninguna extensión propuesta por firmar.');
      const refused = await checkCode(tx, extension, input.code);
      if (refused) return { kind: 'refused' as const, error: refused };
      const now = new Date();
      const newEndsAt = extendedEnd(reservation.endsAt, extension.days, now);
      await updateExtension(tx, extension.id, {
        status: 'signed',
        codeHash: null,
        codeSalt: null,
        codeExpiresAt: null,
        buyerSignedName: input.typedName,
        buyerSignedAt: now,
        buyerIp: ctx.ip,
        buyerUserAgent: ctx.userAgent,
        newEndsAt,
      });
      await updateReservation(tx, reservation.id, {
        endsAt: newEndsAt,
        reminderSentAt: null,
        endNoticeSentAt: null,
      });
      await appendNegotiationEvent(tx, {
        negotiationId,
        type: 'extension_signed',
        actorUserId: user.id,
        ipAddress: ctx.ip,
        userAgent: ctx.userAgent,
        payload: {
          reservationId: reservation.id,
          extensionId: extension.id,
          days: extension.days,
          typedName: input.typedName,
          sellerTypedName: extension.sellerSignedName,
          previousEndsAt: reservation.endsAt.toISOString(),
          endsAt: newEndsAt.toISOString(),
        },
      });
      const listing = (await findListing(tx, reservation.businessId)) as ReservationListing;
      const n = extensionSignedNotice(listing, negotiationId, newEndsAt);
      await recordNotice(tx, n);
      return { kind: 'signed' as const, notice: n };
    });
    if (outcome.kind === 'refused') throw outcome.error;
    await mailNotice(this.app, outcome.notice);
    return this.view(user, negotiationId);
  }
}

/** Null when the code is right; else the error to answer (the failed attempt already counted). */
async function checkCode(tx: Db, extension: ExtensionRow, code: string): Promise<AppError | null> {
  if (!extension.codeHash || !extension.codeSalt || !extension.codeExpiresAt) {
    return AppError.conflict('Primero pide el código: te lo enviamos por correo.');
  }
  if (extension.codeExpiresAt.getTime() <= Date.now()) {
    return AppError.conflict('El código venció o ya no es válido. Pide un código nuevo.');
  }
  if (extension.codeAttempts >= RESERVATION_CODE_MAX_ATTEMPTS) return deadCode();
  const given = Buffer.from(hashCode(code, extension.codeSalt), 'hex');
  const expected = Buffer.from(extension.codeHash, 'hex');
  if (given.length === expected.length && timingSafeEqual(given, expected)) return null;
  const attempts = extension.codeAttempts + 1;
  await updateExtension(tx, extension.id, { codeAttempts: attempts });
  const left = RESERVATION_CODE_MAX_ATTEMPTS - attempts;
  return left > 0
    ? AppError.invalidField(
        'code',
        `El código no es correcto. Te ${plural(left, 'queda', 'quedan')} ${countText(left, 'intento', 'intentos')}.`,
      )
    : deadCode();
}

function deadCode() {
  return AppError.conflict(
    `Escribiste un código incorrecto ${RESERVATION_CODE_MAX_ATTEMPTS} veces y ya no sirve. Pide un código nuevo.`,
  );
}

/** The status machine's refusal as the error it names (403 or 409, its Spanish message). */
function refusal(result: { status: 403 | 409; message: string }): AppError {
  return result.status === 403 ? AppError.forbidden(result.message) : AppError.conflict(result.message);
}

export type { ReservationListing };
