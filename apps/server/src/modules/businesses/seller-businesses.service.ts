import type { BusinessStatus } from '@traspasa/shared/enums';
import { errorCodes } from '@traspasa/shared/errors';
import {
  type CreateBusinessInput,
  factProblems,
  figureWarnings,
  LISTING_MONEY_FIELDS,
  type OwnBusiness,
  type SellerBusinessList,
  type UpdateBusinessInput,
} from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isRowId } from '../../lib/cursor.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { deleteListingFiles } from '../business-media/listing-files.rules.ts';
import { type IdempotentCall, idempotentCreate } from '../idempotency/idempotency.service.ts';
import { recordAccessSettings } from '../listing-access/listing-access-settings.service.ts';
import { assertNotHeldByOffer } from '../offers/listing-hold.service.ts';
import { changeListingTier, onNotApproved } from '../payments/listing-tier.service.ts';
import { SAVED_SEARCH_ALERTS_JOB } from '../saved-searches/saved-searches.job.ts';
import { enqueueListingMatch } from '../saved-searches/saved-searches.service.ts';
import { findUserById } from '../users/users.service.ts';
import { toOwnBusiness } from './business.mapper.ts';
import {
  type ListingAction,
  type ListingActor,
  missingForSubmit,
  missingMessage,
  PUBLIC_FIELDS,
  PUBLIC_STATUSES,
  SUBMIT_REQUIREMENTS,
  type TransitionContext,
  transition,
} from './business-status.rules.ts';
import type { BusinessRow } from './businesses.types.ts';
import { listingExpiry } from './listing-expiry.job.ts';
import {
  deleteBusiness,
  findBusinessForUpdate,
  findBusinessWithSeller,
  insertBusiness,
  listSellerBusinesses,
  type NewBusiness,
  type SellerListCursor,
  updateBusiness,
} from './seller-businesses.repository.ts';
import { sellerIsSuspended } from './seller-hold.repository.ts';
import { newSlug } from './slug.rules.ts';

/**
 * What moderation, reports, favorites, statistics and the suspension of an account use of a
 * listing and its seller: this module's queries, exported by name (decision 160).
 */
export {
  findBusinessForUpdate,
  findBusinessWithSeller,
  updateBusiness,
} from './seller-businesses.repository.ts';
export { holdSellerListings, releaseSellerListings, sellerIsSuspended } from './seller-hold.repository.ts';

export const BUSINESS_NOT_FOUND = 'No encontramos ese negocio. Puede que ya no esté publicado.';
const NOT_YOURS =
  'Este negocio pertenece a otro vendedor: solo su vendedor o un administrador pueden modificarlo.';
const SELLER_ACCOUNT_NEEDED =
  'Para publicar un negocio necesitas una cuenta de vendedor. Agrega el rol de vendedor en tu perfil ' +
  '(/profile/settings) y vuelve a intentarlo.';
const ONLY_ADMINS_CHOOSE_SELLER =
  'Solo un administrador puede crear un negocio a nombre de otro vendedor. Quita el vendedor y se creará a tu nombre.';
const BAD_SELLER_CURSOR = 'El parámetro "cursor" no es válido. Vuelve a cargar tus negocios.';
const HAS_NDAS =
  'No se puede eliminar este negocio: tiene acuerdos de confidencialidad que se conservan como registro legal. ' +
  'Márcalo como vendido o recházalo para retirarlo de la búsqueda.';

export const FIGURES_TO_CONFIRM =
  'Algunas cifras parecen un error de tipeo. Revísalas y, si son correctas, confírmalas para enviar el anuncio.';

const MONEY_FIELDS: ReadonlySet<string> = new Set(LISTING_MONEY_FIELDS);

export function isPublicStatus(status: string): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(status);
}

export function actorOf(user: CurrentUser): ListingActor {
  return user.role === 'admin' ? 'admin' : 'seller';
}

/**
 * Someone else's listing: 404 while it is private (its existence is not theirs to know),
 * 403 once it is public (decision 080).
 */
export function assertMayManage(user: CurrentUser, business: BusinessRow): void {
  if (user.role === 'admin' || business.sellerId === user.id) return;
  // An expired listing's page still says it existed (410), so it is no secret either.
  if (isPublicStatus(business.status) || business.status === 'expired') throw AppError.forbidden(NOT_YOURS);
  throw AppError.notFound(BUSINESS_NOT_FOUND);
}

export function applyTransition(
  from: string,
  action: ListingAction,
  actor: ListingActor,
  context: TransitionContext = {},
): BusinessStatus | 'deleted' {
  const result = transition(from as BusinessStatus, action, actor, context);
  if (result.ok) return result.to;
  if (result.status === 403) throw AppError.forbidden(result.message);
  throw AppError.conflict(result.message);
}

/** zod gives numbers and trimmed strings; the table wants numeric strings and null for empty. */
function toColumns(input: UpdateBusinessInput): Partial<NewBusiness> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (MONEY_FIELDS.has(key)) out[key] = value === null ? null : String(value);
    else out[key] = value === '' ? null : value;
  }
  return out as Partial<NewBusiness>;
}

/** Facts that contradict each other or a RUC that is not one (decision 081): a Spanish 400 per field. */
function assertFactsFit(merged: Parameters<typeof factProblems>[0]): void {
  const problems = factProblems(merged);
  if (problems.length === 0) return;
  throw new AppError(errorCodes.validation, 400, problems[0]!.message, {}, problems);
}

function differs(before: unknown, after: unknown, key: string): boolean {
  if (before === null || after === null || before === undefined) return before !== after;
  if (MONEY_FIELDS.has(key)) return Number(before) !== Number(after);
  return before !== after;
}

/** Seller side of listings: create, edit, submit, sell, delete (decision 030). */
export class SellerBusinessesService {
  constructor(private readonly app: FastifyInstance) {}

  private async own(id: number): Promise<OwnBusiness> {
    const found = await findBusinessWithSeller(this.app.db, id);
    if (!found) throw AppError.notFound(BUSINESS_NOT_FOUND);
    return toOwnBusiness(found.business, found.sellerVerified);
  }

  /**
   * A new draft. Its seller is the caller, or — for an admin only (`/business/new`) — the
   * active seller account named by `sellerId`.
   */
  async create(
    user: CurrentUser,
    input: CreateBusinessInput,
    idempotent: IdempotentCall | null = null,
  ): Promise<{ business: OwnBusiness; replayed: boolean }> {
    const { sellerId: requested, ...fields } = input;
    const seller = await this.sellerFor(user, requested);
    const { packageTier, ...rest } = fields;
    const values = { ...toColumns(rest), title: fields.title, sellerId: seller.id, status: 'draft' };
    assertFactsFit(values);
    // The random suffix makes a collision unlikely; the unique index makes it impossible.
    for (let attempt = 0; ; attempt++) {
      try {
        const { id, replayed } = await idempotentCreate(this.app.db, idempotent, async (tx) => {
          const row = await insertBusiness(tx, { ...values, slug: newSlug(fields.title) });
          if (packageTier && packageTier !== 'basic') {
            await changeListingTier(
              tx,
              user,
              { id: row.id, sellerId: seller.id, status: 'draft', packageTier: 'basic' },
              packageTier,
            );
            await updateBusiness(tx, row.id, { packageTier });
          }
          if (user.role === 'admin') {
            const forSomeoneElse = seller.id !== user.id;
            await this.log(
              tx,
              user,
              'business.create',
              forSomeoneElse
                ? `Creó el negocio «${row.title}» para el vendedor ${seller.label}.`
                : `Creó el negocio «${row.title}».`,
              row.id,
              { sellerId: seller.id },
            );
          }
          return row.id;
        });
        return { business: await this.own(id), replayed };
      } catch (err) {
        if (attempt < 3 && isUniqueViolation(err, 'businesses_slug_unique')) continue;
        throw err;
      }
    }
  }

  /** Whose the new draft is: the caller's (who must be able to sell), or a chosen seller's. */
  private async sellerFor(
    user: CurrentUser,
    requested: number | undefined,
  ): Promise<{ id: number; label: string }> {
    if (requested === undefined || requested === user.id) {
      const maySell = user.role === 'seller' || user.role === 'admin' || user.secondaryRole === 'seller';
      if (!maySell) throw AppError.forbidden(SELLER_ACCOUNT_NEEDED);
      return { id: user.id, label: `#${user.id}` };
    }
    if (user.role !== 'admin') throw AppError.forbidden(ONLY_ADMINS_CHOOSE_SELLER);
    const target = await findUserById(this.app.db, requested);
    if (!target) {
      throw invalidSeller('No existe ninguna cuenta con ese identificador. Elige el vendedor de la lista.');
    }
    const label = `«${target.fullName || target.username}» (#${target.id})`;
    if (target.suspendedAt) {
      throw invalidSeller(
        `La cuenta de ${label} está suspendida o eliminada: no puede recibir negocios nuevos.`,
      );
    }
    if (target.role !== 'seller' && target.secondaryRole !== 'seller') {
      throw invalidSeller(
        `${label} no tiene el rol de vendedor. Elige una cuenta de vendedor o pídele que agregue el rol en su perfil.`,
      );
    }
    return { id: target.id, label };
  }

  async update(user: CurrentUser, id: number, input: UpdateBusinessInput): Promise<OwnBusiness> {
    await this.app.db.transaction(async (tx) => {
      const business = await this.load(tx, user, id);
      if (business.status !== 'sold') await changeListingTier(tx, user, business, input.packageTier);
      const changes = toColumns(input);
      const row = business as unknown as Record<string, unknown>;
      const publicChanged = PUBLIC_FIELDS.some(
        (f) => f in changes && differs(row[f], (changes as Record<string, unknown>)[f], f),
      );
      const to = applyTransition(
        business.status,
        publicChanged ? 'editPublic' : 'editPrivate',
        actorOf(user),
      );
      const merged = { ...business, ...changes } as BusinessRow;
      assertFactsFit(merged);
      if (merged.status !== 'draft') this.assertStillComplete(merged);
      const now = new Date();
      await updateBusiness(tx, id, {
        ...changes,
        status: to as BusinessStatus,
        // An admin's correction of a published listing is public news (decision 151); a
        // seller's change to an expired one waits for the renewal, which sends it to review.
        ...(publicChanged && to === 'approved' ? { refreshedAt: now } : {}),
        ...(publicChanged && business.status === 'expired' && user.role !== 'admin'
          ? { editedSinceApproval: true }
          : {}),
      });
      // A change of the access settings is recorded; back to immediate grants open requests (decision 062).
      await recordAccessSettings(tx, {
        businessId: id,
        actorUserId: user.id,
        before: business,
        after: merged,
      });
      if (user.role === 'admin') {
        await this.log(tx, user, 'business.update', `Editó el negocio «${merged.title}».`, id, {
          from: business.status,
          to,
          fields: Object.keys(changes),
        });
      }
    });
    return this.own(id);
  }

  /**
   * To review. Figures that look like a typo (decision 081) need `confirmFigures`: the first
   * submit answers 409 with one issue per warning, which the review step shows.
   */
  async submit(user: CurrentUser, id: number, confirmFigures = false): Promise<OwnBusiness> {
    await this.app.db.transaction(async (tx) => {
      const business = await this.load(tx, user, id);
      const to = applyTransition(business.status, 'submit', actorOf(user));
      const missing = missingForSubmit(business);
      if (missing.length > 0) {
        throw AppError.conflict(
          missingMessage(missing),
          missing.map((path) => ({ path, message: `Falta ${SUBMIT_REQUIREMENTS[path]}.` })),
        );
      }
      const warnings = figureWarnings(business);
      if (warnings.length > 0 && !confirmFigures) {
        throw AppError.conflict(
          FIGURES_TO_CONFIRM,
          warnings.map((w) => ({ path: w.field, message: w.message })),
        );
      }
      await updateBusiness(tx, id, { status: to as BusinessStatus, rejectionReason: null });
    });
    return this.own(id);
  }

  async markSold(user: CurrentUser, id: number): Promise<OwnBusiness> {
    await this.app.db.transaction(async (tx) => {
      const business = await this.load(tx, user, id);
      // An accepted or signed offer holds the listing (decision 170): it is sold through it.
      await assertNotHeldByOffer(tx, id);
      const to = applyTransition(business.status, 'markSold', actorOf(user), {
        sellerSuspended: await sellerIsSuspended(tx, business.sellerId),
      });
      // A sold listing stays public ("Vendido") but no longer takes a featured slot.
      await updateBusiness(tx, id, {
        status: to as BusinessStatus,
        featured: false,
        featuredUntil: null,
        // Sold listings leave search 30 days later; their page stays (decision 151). The
        // sale is news: "Actualizado hace…" and "Más recientes" count from it.
        soldAt: new Date(),
        refreshedAt: new Date(),
        expiresAt: null,
      });
      if (user.role === 'admin') {
        await this.log(tx, user, 'business.sold', `Marcó como vendido el negocio «${business.title}».`, id, {
          from: business.status,
          to,
        });
      }
    });
    return this.own(id);
  }

  /**
   * "Renovar" (decision 151): 90 more days from now, the reminders start over and
   * the listing is fresh again. An expired listing whose public content the seller changed
   * while it was away goes to review instead (approval then gives it its 90 days).
   */
  async renew(user: CurrentUser, id: number): Promise<OwnBusiness> {
    const backInPublic = await this.app.db.transaction(async (tx) => {
      const business = await this.load(tx, user, id);
      const to = applyTransition(business.status, 'renew', actorOf(user), {
        edited: business.editedSinceApproval,
        sellerSuspended: await sellerIsSuspended(tx, business.sellerId),
      }) as BusinessStatus;
      if (to === 'pending') {
        await updateBusiness(tx, id, { status: to });
      } else {
        const now = new Date();
        await updateBusiness(tx, id, {
          status: to,
          refreshedAt: now,
          expiresAt: listingExpiry(now),
          expiryReminderDays: null,
          editedSinceApproval: false,
        });
      }
      if (user.role === 'admin') {
        await this.log(tx, user, 'business.renew', `Renovó el negocio «${business.title}».`, id, {
          from: business.status,
          to,
        });
      }
      // An expired listing back in public is news to the saved searches that did not see it
      // yet (alerts stay one per search and listing, decision 150).
      const returns = business.status === 'expired' && to === 'approved';
      if (returns) await enqueueListingMatch(tx, id);
      return returns;
    });
    if (backInPublic) this.app.jobs?.trigger(SAVED_SEARCH_ALERTS_JOB);
    return this.own(id);
  }

  async remove(user: CurrentUser, id: number): Promise<void> {
    let deleted: BusinessRow;
    try {
      deleted = await this.app.db.transaction(async (tx) => {
        const business = await this.load(tx, user, id);
        applyTransition(business.status, 'delete', actorOf(user));
        await onNotApproved(tx, id);
        await deleteBusiness(tx, id);
        if (user.role === 'admin') {
          await this.log(tx, user, 'business.delete', `Eliminó el negocio «${business.title}».`, id, {
            from: business.status,
            to: 'deleted',
          });
        }
        return business;
      });
    } catch (err) {
      // ndas.business_id is ON DELETE RESTRICT (23001): signed agreements are legal evidence.
      if (foreignKeyViolation(err)) throw AppError.conflict(HAS_NDAS);
      throw err;
    }
    // Only once the delete is committed: a rolled-back delete must keep its files. The row
    // was locked, so an upload racing this one finds no listing and removes its own file.
    await deleteListingFiles(this.app, deleted);
  }

  /** The caller's own listings, newest first, up to `limit` per page (decision 030). */
  async listOwn(user: CurrentUser, cursor: string | undefined, limit: number): Promise<SellerBusinessList> {
    const after = decodeCursor(cursor, isSellerListCursor, BAD_SELLER_CURSOR);
    const rows = await listSellerBusinesses(this.app.db, user.id, after, limit);
    const last = rows.at(-1);
    return {
      items: rows.map((r) => toOwnBusiness(r.business, r.sellerVerified)),
      nextCursor:
        rows.length === limit && last
          ? encodeCursor({ createdAt: last.createdAtExact, id: last.business.id })
          : null,
    };
  }

  private async load(db: Db, user: CurrentUser, id: number): Promise<BusinessRow> {
    const business = await findBusinessForUpdate(db, id);
    if (!business) throw AppError.notFound(BUSINESS_NOT_FOUND);
    assertMayManage(user, business);
    return business;
  }

  /** Past the draft stage the database demands the submit fields; say which one was emptied. */
  private assertStillComplete(merged: BusinessRow): void {
    const missing = missingForSubmit({ ...merged, images: ['kept'] });
    if (missing.length === 0) return;
    const names = missing.map((f) => SUBMIT_REQUIREMENTS[f]).join(', ');
    throw new AppError(
      'validation_error',
      400,
      `Un negocio enviado a revisión no puede quedar sin: ${names}.`,
      {},
      [
        ...missing.map((path) => ({
          path,
          message: `Este campo es obligatorio: ${SUBMIT_REQUIREMENTS[path]}.`,
        })),
      ],
    );
  }

  private async log(
    db: Db,
    user: CurrentUser,
    action: string,
    description: string,
    businessId: number,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    await recordAudit(db, {
      userId: user.id,
      action,
      description,
      metadata: { businessId, ...extra },
      targetType: 'business',
      targetId: businessId,
    });
  }
}

function invalidSeller(message: string): AppError {
  return new AppError(errorCodes.validation, 422, message, {}, [{ path: 'sellerId', message }]);
}

function isSellerListCursor(value: unknown): value is SellerListCursor {
  const c = value as Partial<SellerListCursor> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    isRowId(c.id) &&
    typeof c.createdAt === 'string' &&
    c.createdAt.length <= 40 &&
    !Number.isNaN(Date.parse(c.createdAt))
  );
}

function foreignKeyViolation(err: unknown): boolean {
  let e = err as { code?: unknown; cause?: unknown } | null;
  while (e) {
    if (e.code === '23503' || e.code === '23001') return true;
    e = (e.cause as typeof e) ?? null;
  }
  return false;
}
