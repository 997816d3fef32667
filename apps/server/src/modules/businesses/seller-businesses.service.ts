import type { BusinessStatus } from '@traspasa/shared/enums';
import type { CreateBusinessInput, OwnBusiness, UpdateBusinessInput } from '@traspasa/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordDashboardLog } from '../admin-listings/dashboard-logs.repository.ts';
import { toOwnBusiness } from './business.mapper.ts';
import {
  type ListingAction,
  type ListingActor,
  missingForSubmit,
  missingMessage,
  PUBLIC_FIELDS,
  SUBMIT_REQUIREMENTS,
  transition,
} from './business-status.ts';
import { type BusinessRow, PUBLIC_STATUSES } from './businesses.repository.ts';
import {
  deleteBusiness,
  findBusinessForUpdate,
  findBusinessWithSeller,
  insertBusiness,
  listSellerBusinesses,
  type NewBusiness,
  updateBusiness,
} from './seller-businesses.repository.ts';
import { newSlug } from './slug.ts';

export const BUSINESS_NOT_FOUND = 'No encontramos ese negocio. Puede que ya no esté publicado.';
const NOT_YOURS =
  'Este negocio pertenece a otro vendedor: solo su vendedor o un administrador pueden modificarlo.';
const SELLER_ACCOUNT_NEEDED =
  'Para publicar un negocio necesitas una cuenta de vendedor. Agrega el rol de vendedor en tu perfil ' +
  '(/profile/settings) y vuelve a intentarlo.';
const HAS_NDAS =
  'No se puede eliminar este negocio: tiene acuerdos de confidencialidad que se conservan como registro legal. ' +
  'Márcalo como vendido o recházalo para retirarlo de la búsqueda.';

const MONEY_FIELDS = new Set(['askingPrice', 'annualRevenue', 'annualProfit']);

export function isPublicStatus(status: string): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(status);
}

export function actorOf(user: CurrentUser): ListingActor {
  return user.role === 'admin' ? 'admin' : 'seller';
}

/**
 * Someone else's listing: 404 while it is private (its existence is not theirs to know),
 * 403 once it is public (DESIGN.md §5).
 */
export function assertMayManage(user: CurrentUser, business: BusinessRow): void {
  if (user.role === 'admin' || business.sellerId === user.id) return;
  if (isPublicStatus(business.status)) throw AppError.forbidden(NOT_YOURS);
  throw AppError.notFound(BUSINESS_NOT_FOUND);
}

export function applyTransition(
  from: string,
  action: ListingAction,
  actor: ListingActor,
): BusinessStatus | 'deleted' {
  const result = transition(from as BusinessStatus, action, actor);
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

function differs(before: unknown, after: unknown, key: string): boolean {
  if (before === null || after === null || before === undefined) return before !== after;
  if (MONEY_FIELDS.has(key)) return Number(before) !== Number(after);
  return before !== after;
}

/** Seller side of listings: create, edit, submit, sell, delete (DESIGN.md §3). */
export class SellerBusinessesService {
  constructor(private readonly app: FastifyInstance) {}

  private async own(id: number): Promise<OwnBusiness> {
    const found = await findBusinessWithSeller(this.app.db, id);
    if (!found) throw AppError.notFound(BUSINESS_NOT_FOUND);
    return toOwnBusiness(found.business, found.sellerVerified);
  }

  async create(user: CurrentUser, input: CreateBusinessInput): Promise<OwnBusiness> {
    const maySell = user.role === 'seller' || user.role === 'admin' || user.secondaryRole === 'seller';
    if (!maySell) throw AppError.forbidden(SELLER_ACCOUNT_NEEDED);
    const values = { ...toColumns(input), title: input.title, sellerId: user.id, status: 'draft' };
    // The random suffix makes a collision unlikely; the unique index makes it impossible.
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await insertBusiness(this.app.db, { ...values, slug: newSlug(input.title) });
        if (user.role === 'admin') {
          await this.log(this.app.db, user, 'business.create', `Creó el negocio «${row.title}».`, row.id);
        }
        return this.own(row.id);
      } catch (err) {
        if (attempt < 3 && isUniqueViolation(err, 'businesses_slug_unique')) continue;
        throw err;
      }
    }
  }

  async update(user: CurrentUser, id: number, input: UpdateBusinessInput): Promise<OwnBusiness> {
    await this.app.db.transaction(async (tx) => {
      const business = await this.load(tx, user, id);
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
      if (merged.status !== 'draft') this.assertStillComplete(merged);
      await updateBusiness(tx, id, { ...changes, status: to as BusinessStatus });
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

  async submit(user: CurrentUser, id: number): Promise<OwnBusiness> {
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
      await updateBusiness(tx, id, { status: to as BusinessStatus, rejectionReason: null });
    });
    return this.own(id);
  }

  async markSold(user: CurrentUser, id: number): Promise<OwnBusiness> {
    await this.app.db.transaction(async (tx) => {
      const business = await this.load(tx, user, id);
      const to = applyTransition(business.status, 'markSold', actorOf(user));
      // A sold listing stays public ("Vendido") but no longer takes a featured slot.
      await updateBusiness(tx, id, { status: to as BusinessStatus, featured: false, featuredUntil: null });
      if (user.role === 'admin') {
        await this.log(tx, user, 'business.sold', `Marcó como vendido el negocio «${business.title}».`, id, {
          from: business.status,
          to,
        });
      }
    });
    return this.own(id);
  }

  async remove(user: CurrentUser, id: number): Promise<void> {
    try {
      await this.app.db.transaction(async (tx) => {
        const business = await this.load(tx, user, id);
        applyTransition(business.status, 'delete', actorOf(user));
        await deleteBusiness(tx, id);
        if (user.role === 'admin') {
          await this.log(tx, user, 'business.delete', `Eliminó el negocio «${business.title}».`, id, {
            from: business.status,
            to: 'deleted',
          });
        }
      });
    } catch (err) {
      // ndas.business_id is ON DELETE RESTRICT (23001): signed agreements are legal evidence.
      if (foreignKeyViolation(err)) throw AppError.conflict(HAS_NDAS);
      throw err;
    }
  }

  async listOwn(user: CurrentUser): Promise<{ items: OwnBusiness[] }> {
    const rows = await listSellerBusinesses(this.app.db, user.id);
    return { items: rows.map((r) => toOwnBusiness(r.business, r.sellerVerified)) };
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
    await recordDashboardLog(db, {
      userId: user.id,
      action,
      description,
      metadata: { businessId, ...extra },
    });
  }
}

function foreignKeyViolation(err: unknown): boolean {
  let e = err as { code?: unknown; cause?: unknown } | null;
  while (e) {
    if (e.code === '23503' || e.code === '23001') return true;
    e = (e.cause as typeof e) ?? null;
  }
  return false;
}
