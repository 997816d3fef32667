// The create/edit form of a discount code: what the admin types (text, as typed) and the
// API input it becomes. Every message is the one the server would give, in Spanish, so
// the dialog catches mistakes before sending and the server's own issues land on the
// same fields.
import type { DiscountType } from '@traspasa/shared/enums';
import { parseMoneyInput } from '@traspasa/shared/money';
import type {
  CreateDiscountCodeInput,
  DiscountCodeView,
  UpdateDiscountCodeInput,
} from '@traspasa/shared/payments';
import { countText } from '@traspasa/shared/plural';
import { z } from 'zod';

/** The select's value for "every plan and package" (a Radix item cannot have an empty value). */
export const ALL_PRODUCTS = 'all';

export const MAX_USES_LIMIT = 1_000_000;
const MAX_DISCOUNT = 100_000;

export type DiscountFormValues = {
  code: string;
  discountType: DiscountType;
  discountValue: string;
  maxUses: string;
  /** yyyy-mm-dd, as a date input gives it; empty for no expiry. */
  expiresOn: string;
  validForPlan: string;
  isActive: boolean;
};

export const formFields = [
  'code',
  'discountType',
  'discountValue',
  'maxUses',
  'expiresOn',
  'validForPlan',
  'isActive',
] as const satisfies readonly (keyof DiscountFormValues)[];

type Read<T> = { ok: true; value: T } | { ok: false; error: string };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = (error: string): Read<never> => ({ ok: false, error });

export function readCode(text: string): Read<string> {
  const code = text.trim().toUpperCase();
  if (code === '') return fail('Escribe el código que usarán tus clientes, por ejemplo VERANO10.');
  if (!/^[A-Z0-9_-]*$/.test(code))
    return fail('El código solo tiene letras, números, guiones y guiones bajos.');
  if (code.length < 3) return fail('El código tiene al menos 3 caracteres.');
  if (code.length > 40) return fail('El código tiene como máximo 40 caracteres.');
  return ok(code);
}

/** A percent as typed: "10", "12,5" or "12.5"; more than 0 and at most 100, two decimals. */
export function readPercent(text: string): Read<number> {
  const raw = text.replace(/[\s%]/g, '');
  if (raw === '') return fail('Escribe el porcentaje de descuento, por ejemplo 10.');
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(raw);
  if (!match) return fail('Escribe el porcentaje solo con números, por ejemplo 10 o 12,5.');
  if ((match[2] ?? '').length > 2) return fail('Solo caben dos decimales.');
  const value = Number(`${match[1]}.${match[2] ?? '0'}`);
  if (value <= 0) return fail('El descuento tiene que ser mayor que cero.');
  if (value > 100) return fail('Un porcentaje no puede pasar de 100.');
  return ok(value);
}

/** Dollars off as typed in a money field ("25" or "25,50"). */
export function readAmount(text: string): Read<number> {
  const parsed = parseMoneyInput(text);
  if (!parsed.ok) return fail(parsed.error);
  if (parsed.value === null) return fail('Escribe cuántos dólares se descuentan, por ejemplo 25.');
  if (parsed.value <= 0) return fail('El descuento tiene que ser mayor que cero.');
  if (parsed.value > MAX_DISCOUNT) return fail('El descuento es demasiado grande.');
  return ok(parsed.value);
}

export function readDiscountValue(type: DiscountType, text: string): Read<number> {
  return type === 'percentage' ? readPercent(text) : readAmount(text);
}

/** Empty for no limit; a whole number not below the uses already taken. */
export function readMaxUses(text: string, currentUses = 0): Read<number | null> {
  const raw = text.replace(/[\s.]/g, '');
  if (raw === '') return ok(null);
  if (!/^\d+$/.test(raw))
    return fail('Escribe el máximo de usos como un número entero, por ejemplo 100, o déjalo vacío.');
  const value = Number(raw);
  if (value < 1) return fail('El máximo de usos es al menos 1.');
  if (value > MAX_USES_LIMIT) return fail('El máximo de usos es como mucho 1.000.000.');
  if (value < currentUses) {
    return fail(
      `Ya se usó ${countText(currentUses, 'vez', 'veces')}: el máximo tiene que ser al menos ${currentUses}.`,
    );
  }
  return ok(value);
}

/** The last moment of that day where the admin is: a code "until 31 March" works all that day. */
export function endOfDayIso(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** An instant → the yyyy-mm-dd a date input shows, in the admin's time zone. */
export function toDateInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Empty for no expiry; otherwise a day from today on (checked only when it was changed). */
export function readExpiry(date: string, checkFuture: boolean, now: Date = new Date()): Read<string | null> {
  if (date.trim() === '') return ok(null);
  const iso = endOfDayIso(date.trim());
  if (!iso) return fail('Elige una fecha válida, o deja el código sin vencimiento.');
  if (checkFuture && new Date(iso).getTime() <= now.getTime()) {
    return fail('Esa fecha ya pasó. Elige una de hoy en adelante, o deja el código sin vencimiento.');
  }
  return ok(iso);
}

export function initialValues(code: DiscountCodeView | null): DiscountFormValues {
  if (!code) {
    return {
      code: '',
      discountType: 'percentage',
      discountValue: '',
      maxUses: '',
      expiresOn: '',
      validForPlan: ALL_PRODUCTS,
      isActive: true,
    };
  }
  return {
    code: code.code,
    discountType: code.discountType,
    discountValue:
      code.discountType === 'percentage'
        ? String(code.discountValue).replace('.', ',')
        : formatAmountInput(code.discountValue),
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    expiresOn: toDateInput(code.expiresAt),
    validForPlan: code.validForPlan ?? ALL_PRODUCTS,
    isActive: code.isActive,
  };
}

/** Dollars as a money field shows them: "25" or "25,50". */
function formatAmountInput(value: number): string {
  const hundredths = Math.round(value * 100);
  const whole = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = hundredths % 100;
  return rest === 0 ? whole : `${whole},${String(rest).padStart(2, '0')}`;
}

/**
 * The form's schema. `editing` is the code being edited (its uses bound the maximum, and
 * its stored expiry may already be past: only a changed date must be in the future).
 */
export function discountFormSchema(editing: DiscountCodeView | null, now: () => Date = () => new Date()) {
  const initialExpiry = toDateInput(editing?.expiresAt ?? null);
  return z
    .object({
      code: z.string(),
      discountType: z.enum(['percentage', 'fixed_amount']),
      discountValue: z.string(),
      maxUses: z.string(),
      expiresOn: z.string(),
      validForPlan: z.string(),
      isActive: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const checks: Array<[keyof DiscountFormValues, Read<unknown>]> = [
        ['discountValue', readDiscountValue(v.discountType, v.discountValue)],
        ['maxUses', readMaxUses(v.maxUses, editing?.currentUses ?? 0)],
        ['expiresOn', readExpiry(v.expiresOn, !editing || v.expiresOn !== initialExpiry, now())],
      ];
      if (!editing) checks.unshift(['code', readCode(v.code)]);
      for (const [path, read] of checks) {
        if (!read.ok) ctx.addIssue({ code: 'custom', path: [path], message: read.error });
      }
    });
}

function must<T>(read: Read<T>): T {
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

export function toCreateInput(v: DiscountFormValues): CreateDiscountCodeInput {
  return {
    code: must(readCode(v.code)),
    discountType: v.discountType,
    discountValue: must(readDiscountValue(v.discountType, v.discountValue)),
    maxUses: must(readMaxUses(v.maxUses)),
    expiresAt: must(readExpiry(v.expiresOn, false)),
    isActive: v.isActive,
    validForPlan: v.validForPlan === ALL_PRODUCTS ? null : v.validForPlan,
  };
}

/** Only what the admin changed, so an untouched past expiry or product is not re-judged. */
export function toUpdateInput(
  v: DiscountFormValues,
  dirty: Partial<Record<keyof DiscountFormValues, boolean | undefined>>,
): UpdateDiscountCodeInput {
  const input: UpdateDiscountCodeInput = {};
  if (dirty.discountType || dirty.discountValue) {
    input.discountType = v.discountType;
    input.discountValue = must(readDiscountValue(v.discountType, v.discountValue));
  }
  if (dirty.maxUses) input.maxUses = must(readMaxUses(v.maxUses));
  if (dirty.expiresOn) input.expiresAt = must(readExpiry(v.expiresOn, false));
  if (dirty.validForPlan) input.validForPlan = v.validForPlan === ALL_PRODUCTS ? null : v.validForPlan;
  if (dirty.isActive) input.isActive = v.isActive;
  return input;
}
