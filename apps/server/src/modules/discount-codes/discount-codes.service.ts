import { DEFAULT_TIME_ZONE, formatDate } from '@traspasa/shared/dates';
import type {
  createDiscountCodeInput,
  DiscountCodeView,
  updateDiscountCodeInput,
} from '@traspasa/shared/payments';
import { countText } from '@traspasa/shared/plural';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { toCents } from '../payments/payments.mapper.ts';
import {
  cheapestActiveProduct,
  type DiscountCodeRow,
  type DiscountCodeValues,
  decrementUses,
  findDiscountCodeByCode,
  findProduct,
  incrementUses,
  insertDiscountCode,
  listActiveProducts,
  listDiscountCodes,
  lockDiscountCode,
  type ProductOption,
  updateDiscountCode,
} from './discount-codes.repository.ts';
import { discountCents, discountLabel, discountMoneyText, normalizeCode } from './discount-codes.rules.ts';

type CreateInput = z.output<typeof createDiscountCodeInput>;
type UpdateInput = z.output<typeof updateDiscountCodeInput>;

const CODE_NOT_FOUND = 'No encontramos ese código de descuento. Vuelve a cargar la lista.';
const PERCENT_OVER_100 = 'Un porcentaje no puede pasar de 100.';
const EXPIRY_IN_THE_PAST =
  'La fecha de vencimiento ya pasó. Elige una fecha futura o deja el código sin vencimiento.';
const UNIQUE_INDEX = 'discount_codes_code_unique';

const duplicate = (code: string) => AppError.conflict(`Ya existe un código «${code}».`);

/** Dollars or percent with two decimals, as numeric(10,2) stores it. */
const toNumeric = (value: number) => value.toFixed(2);

export function toDiscountCodeView(row: DiscountCodeRow): DiscountCodeView {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType as DiscountCodeView['discountType'],
    discountValue: Number(row.discountValue),
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isActive: row.isActive,
    validForPlan: row.validForPlan,
    createdAt: row.createdAt.toISOString(),
  };
}

// --- What the checkout calls ----------------------------------------------------------

export type CodeCheck =
  | {
      ok: true;
      code: { id: number; code: string; discountType: string; discountValue: string };
      discountCents: number;
      label: string;
    }
  | { ok: false; reason: string };

/**
 * Looks the code up case-insensitively and explains in Spanish why it does not apply:
 * unknown, inactive, expired (with the date), used up, meant for another product (named),
 * or a fixed amount larger than this price (the price fell since the code was made, or a
 * product cheaper than the code was added): such a code never makes a purchase free. A
 * discount exactly as large as the price is allowed, like 100 %: the total is then 0.
 */
export async function checkDiscountCode(
  db: Db,
  rawCode: string,
  product: { stripeProductId: string; name: string; priceCents: number },
  now: Date = new Date(),
): Promise<CodeCheck> {
  const typed = normalizeCode(rawCode);
  if (typed === '') return { ok: false, reason: 'Escribe el código de descuento que quieres usar.' };
  const row = await findDiscountCodeByCode(db, typed);
  if (!row) return { ok: false, reason: `No encontramos el código «${typed}». Revisa cómo está escrito.` };
  const name = row.code;
  if (!row.isActive) return { ok: false, reason: `El código «${name}» ya no está activo.` };
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
    return {
      ok: false,
      reason: `El código «${name}» venció el ${formatDate(row.expiresAt, { timeZone: DEFAULT_TIME_ZONE })}.`,
    };
  }
  if (row.maxUses !== null && row.currentUses >= row.maxUses) {
    return { ok: false, reason: `El código «${name}» ya se usó todas las veces permitidas.` };
  }
  if (row.validForPlan !== null && row.validForPlan !== product.stripeProductId) {
    const target = await findProduct(db, row.validForPlan);
    return {
      ok: false,
      reason: target
        ? `El código «${name}» solo vale para «${target.name}», no para «${product.name}».`
        : `El código «${name}» no vale para «${product.name}».`,
    };
  }
  if (row.discountType === 'fixed_amount' && toCents(row.discountValue) > product.priceCents) {
    return {
      ok: false,
      reason: `El código «${name}» descuenta ${discountMoneyText(row.discountValue)}, más que el precio de «${product.name}» (${discountMoneyText(product.priceCents / 100)}), así que no vale para este producto.`,
    };
  }
  const code = {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
  };
  return {
    ok: true,
    code,
    discountCents: discountCents(code, product.priceCents),
    label: discountLabel(code),
  };
}

/**
 * Atomically takes one use: a single UPDATE guarded by active, not expired and
 * `current_uses < max_uses`. False when none is left (or the code stopped applying).
 */
export async function reserveDiscountUse(db: Db, codeId: number): Promise<boolean> {
  return incrementUses(db, codeId);
}

/** Gives one use back (never below 0): an abandoned or failed checkout. */
export async function releaseDiscountUse(db: Db, codeId: number): Promise<void> {
  await decrementUses(db, codeId);
}

// --- Admin ----------------------------------------------------------------------------

/** What changed in an update, for the audit trail: `{field: {from, to}}`. */
type Changes = Record<string, { from: unknown; to: unknown }>;

/** Discount codes for admins (decision 090): created, edited and deactivated, never deleted. */
export class DiscountCodesService {
  constructor(private readonly app: FastifyInstance) {}

  async list(
    cursor: string | undefined,
    limit: number,
  ): Promise<{ items: DiscountCodeView[]; nextCursor: string | null }> {
    const before = decodeCursor(
      cursor,
      isIdCursor,
      'El parámetro "cursor" no es válido. Vuelve a cargar los códigos de descuento.',
    );
    const rows = await listDiscountCodes(this.app.db, before?.id, limit);
    const last = rows.at(-1);
    return {
      items: rows.map(toDiscountCodeView),
      nextCursor: rows.length === limit && last ? encodeCursor({ id: last.id }) : null,
    };
  }

  async products(): Promise<ProductOption[]> {
    return listActiveProducts(this.app.db);
  }

  async create(admin: CurrentUser, input: CreateInput, now = new Date()): Promise<DiscountCodeView> {
    const code = normalizeCode(input.code);
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      throw AppError.invalidField('expiresAt', EXPIRY_IN_THE_PAST);
    }
    try {
      return await this.app.db.transaction(async (tx) => {
        if (await findDiscountCodeByCode(tx, code)) throw duplicate(code);
        if (input.validForPlan) await assertProduct(tx, input.validForPlan);
        await assertFitsPrice(tx, input.discountType, input.discountValue, input.validForPlan || null);
        const values: DiscountCodeValues = {
          code,
          discountType: input.discountType,
          discountValue: toNumeric(input.discountValue),
          maxUses: input.maxUses,
          expiresAt,
          isActive: input.isActive,
          validForPlan: input.validForPlan || null,
        };
        const row = await insertDiscountCode(tx, values);
        await recordAudit(tx, {
          userId: admin.id,
          action: 'discount_code.create',
          description: `Creó el código de descuento «${code}» (${discountLabel(row)}).`,
          metadata: { discountCodeId: row.id, ...toDiscountCodeView(row) },
          targetType: 'discount_code',
          targetId: row.id,
        });
        return toDiscountCodeView(row);
      });
    } catch (err) {
      // Two admins creating the same code at once: the unique index decides.
      if (isUniqueViolation(err, UNIQUE_INDEX)) throw duplicate(code);
      throw err;
    }
  }

  async update(
    admin: CurrentUser,
    id: number,
    input: UpdateInput,
    now = new Date(),
  ): Promise<DiscountCodeView> {
    return this.app.db.transaction(async (tx) => {
      // Locked: a use taken meanwhile cannot slip under a lowered maximum.
      const before = await lockDiscountCode(tx, id);
      if (!before) throw AppError.notFound(CODE_NOT_FOUND);
      const changes = diff(before, input);
      const type = input.discountType ?? before.discountType;
      const value = input.discountValue ?? Number(before.discountValue);
      if (type === 'percentage' && value > 100)
        throw AppError.invalidField('discountValue', PERCENT_OVER_100);
      if (changes.maxUses && input.maxUses != null && input.maxUses < before.currentUses) {
        throw AppError.conflict(
          `El código «${before.code}» ya se usó ${countText(before.currentUses, 'vez', 'veces')}: el máximo de usos no puede ser menor que eso.`,
          [{ path: 'maxUses', message: `El máximo de usos tiene que ser al menos ${before.currentUses}.` }],
        );
      }
      if (changes.expiresAt && input.expiresAt && new Date(input.expiresAt).getTime() <= now.getTime()) {
        throw AppError.invalidField('expiresAt', EXPIRY_IN_THE_PAST);
      }
      if (changes.validForPlan && input.validForPlan) await assertProduct(tx, input.validForPlan);
      // Checked when the amount, its kind or its product changes: a code stored before this
      // rule can still be switched off.
      if (changes.discountType || changes.discountValue || changes.validForPlan) {
        const target = input.validForPlan === undefined ? before.validForPlan : input.validForPlan || null;
        await assertFitsPrice(tx, type, value, target);
      }
      if (Object.keys(changes).length === 0) return toDiscountCodeView(before);

      const row = await updateDiscountCode(tx, id, {
        ...(changes.discountType ? { discountType: type } : {}),
        ...(changes.discountValue ? { discountValue: toNumeric(value) } : {}),
        ...(changes.maxUses ? { maxUses: input.maxUses ?? null } : {}),
        ...(changes.expiresAt ? { expiresAt: input.expiresAt ? new Date(input.expiresAt) : null } : {}),
        ...(changes.isActive ? { isActive: input.isActive! } : {}),
        ...(changes.validForPlan ? { validForPlan: input.validForPlan || null } : {}),
      });
      await recordAudit(tx, {
        userId: admin.id,
        action: 'discount_code.update',
        description: describeUpdate(row.code, changes),
        metadata: { discountCodeId: id, code: row.code, changes },
        targetType: 'discount_code',
        targetId: id,
      });
      return toDiscountCodeView(row);
    });
  }
}

async function assertProduct(db: Db, stripeProductId: string): Promise<void> {
  if (!(await findProduct(db, stripeProductId))) {
    throw AppError.invalidField(
      'validForPlan',
      'Ese plan o paquete no existe. Elige uno de la lista o deja el código válido para todos.',
    );
  }
}

/**
 * A fixed amount is at most the price it comes off: the price of its product, or for a code
 * valid for every product, the cheapest one on sale (decision 090). As much as the price is
 * a free purchase on purpose, like 100 %.
 */
async function assertFitsPrice(
  db: Db,
  discountType: string,
  dollars: number,
  validForPlan: string | null,
): Promise<void> {
  if (discountType !== 'fixed_amount') return;
  const amountCents = Math.round(dollars * 100);
  const money = (cents: number) => discountMoneyText(cents / 100);
  if (validForPlan) {
    const product = await findProduct(db, validForPlan);
    if (!product) return;
    const priceCents = toCents(product.priceUsd);
    if (amountCents <= priceCents) return;
    throw AppError.invalidField(
      'discountValue',
      `El descuento (${money(amountCents)}) es mayor que el precio de «${product.name}» (${money(priceCents)}): como máximo puede ser ${money(priceCents)}.`,
    );
  }
  const cheapest = await cheapestActiveProduct(db);
  if (!cheapest) return;
  const priceCents = toCents(cheapest.priceUsd);
  if (amountCents <= priceCents) return;
  throw AppError.invalidField(
    'discountValue',
    `Un descuento fijo para todos los planes y paquetes no puede pasar del precio del más barato, «${cheapest.name}» (${money(priceCents)}). Bájalo a ${money(priceCents)} o menos, o elige el plan o paquete al que se aplica.`,
  );
}

/** The fields of `input` whose value differs from the stored row. */
function diff(before: DiscountCodeRow, input: UpdateInput): Changes {
  const stored = toDiscountCodeView(before);
  const changes: Changes = {};
  const keys = ['discountType', 'discountValue', 'maxUses', 'expiresAt', 'isActive', 'validForPlan'] as const;
  for (const key of keys) {
    if (input[key] === undefined) continue;
    let to: unknown = input[key];
    let from: unknown = stored[key];
    if (key === 'expiresAt') {
      to = input.expiresAt ? new Date(input.expiresAt).toISOString() : null;
    }
    if (key === 'validForPlan') {
      to = input.validForPlan || null;
      from = stored.validForPlan;
    }
    if (from !== to) changes[key] = { from, to };
  }
  return changes;
}

const FIELD_NAMES: Record<string, string> = {
  discountType: 'el tipo de descuento',
  discountValue: 'el descuento',
  maxUses: 'el máximo de usos',
  expiresAt: 'el vencimiento',
  validForPlan: 'el plan o paquete',
};

function describeUpdate(code: string, changes: Changes): string {
  const switched = changes.isActive ? (changes.isActive.to ? 'activó' : 'desactivó') : null;
  const edited = Object.keys(changes)
    .filter((k) => k !== 'isActive')
    .map((k) => FIELD_NAMES[k]!);
  if (edited.length === 0) return `${capitalize(switched!)} el código de descuento «${code}».`;
  const also = switched ? ` y lo ${switched}` : '';
  return `Cambió ${joinSpanish(edited)} del código de descuento «${code}»${also}.`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function joinSpanish(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}
