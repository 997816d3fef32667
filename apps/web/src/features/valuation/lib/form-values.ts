// The calculator's fields as typed (text), turned into the shared input only when read:
// amounts through the one money parser (decision 081), counts as whole numbers, every
// refusal in Spanish at its field. The values also travel through sessionStorage when an
// anonymous owner signs in to publish them (decision 120).
import type { BusinessCategory } from '@traspasa/shared/enums';
import { parseMoneyInput } from '@traspasa/shared/money';
import { type ValuationTrend, valuationInput } from '@traspasa/shared/valuation';
import type { z } from 'zod';

export type ValuationFormValues = {
  category: BusinessCategory | '';
  country: string;
  city: string;
  annualRevenue: string;
  annualProfit: string;
  yearsOperation: string;
  assetsValue: string;
  trend: ValuationTrend | '';
  ownerHoursPerWeek: string;
};

export type ValuationFormField = keyof ValuationFormValues;
export type ValuationFormErrors = Partial<Record<ValuationFormField, string>>;
export type ValuationInputs = z.output<typeof valuationInput>;

export const emptyValuationForm: ValuationFormValues = {
  category: '',
  country: 'Ecuador',
  city: '',
  annualRevenue: '',
  annualProfit: '',
  yearsOperation: '',
  assetsValue: '',
  trend: '',
  ownerHoursPerWeek: '',
};

const WHOLE = /^\d{1,4}$/;

function readCount(text: string, field: ValuationFormField, errors: ValuationFormErrors, required: string) {
  const t = text.trim();
  if (t === '') {
    if (required) errors[field] = required;
    return null;
  }
  if (!WHOLE.test(t)) {
    errors[field] = 'Escribe un número entero, sin puntos ni letras (por ejemplo 8).';
    return null;
  }
  return Number(t);
}

function readMoney(
  text: string,
  field: ValuationFormField,
  errors: ValuationFormErrors,
  opts: { required?: string; allowNegative?: boolean },
) {
  const parsed = parseMoneyInput(text, { allowNegative: opts.allowNegative });
  if (!parsed.ok) {
    errors[field] = parsed.error;
    return null;
  }
  if (parsed.value === null && opts.required) errors[field] = opts.required;
  return parsed.value;
}

/** The typed values → the API's input, or the Spanish error of each field that is wrong. */
export function readValuationForm(
  values: ValuationFormValues,
): { ok: true; input: ValuationInputs } | { ok: false; errors: ValuationFormErrors } {
  const errors: ValuationFormErrors = {};
  const annualRevenue = readMoney(values.annualRevenue, 'annualRevenue', errors, {
    required: 'Escribe cuánto vende el negocio en un año.',
  });
  const annualProfit = readMoney(values.annualProfit, 'annualProfit', errors, {
    required: 'Escribe cuánto te deja el negocio en un año.',
    allowNegative: true,
  });
  const assetsValue = readMoney(values.assetsValue, 'assetsValue', errors, {});
  const yearsOperation = readCount(
    values.yearsOperation,
    'yearsOperation',
    errors,
    'Escribe cuántos años lleva funcionando (0 si abrió este año).',
  );
  const ownerHoursPerWeek = readCount(values.ownerHoursPerWeek, 'ownerHoursPerWeek', errors, '');
  const parsed = valuationInput.safeParse({
    category: values.category || undefined,
    country: values.country,
    city: values.city,
    annualRevenue: annualRevenue ?? undefined,
    annualProfit: annualProfit ?? undefined,
    yearsOperation: yearsOperation ?? undefined,
    assetsValue,
    trend: values.trend || null,
    ownerHoursPerWeek,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ValuationFormField | undefined;
      // A field already refused by its own reader keeps that first, more precise message.
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** The order the fields appear in, to focus the first one that is wrong. */
export const valuationFieldOrder: ValuationFormField[] = [
  'category',
  'country',
  'city',
  'annualRevenue',
  'annualProfit',
  'yearsOperation',
  'assetsValue',
  'trend',
  'ownerHoursPerWeek',
];

// ---------- carried across sign-in ----------

export const PENDING_DRAFT_KEY = 'traspasa:valuation-draft';

/** Keeps what was entered while the owner signs in or registers (this tab only). */
export function savePendingDraft(values: ValuationFormValues, storage: Storage | null = safeSession()): void {
  try {
    storage?.setItem(PENDING_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Private mode or full storage: the owner types the values again.
  }
}

export function loadPendingDraft(storage: Storage | null = safeSession()): ValuationFormValues | null {
  try {
    const raw = storage?.getItem(PENDING_DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const out = { ...emptyValuationForm };
    for (const key of Object.keys(emptyValuationForm) as ValuationFormField[]) {
      const v = (parsed as Record<string, unknown>)[key];
      if (typeof v === 'string') (out as Record<string, string>)[key] = v.slice(0, 200);
    }
    return out;
  } catch {
    return null;
  }
}

export function clearPendingDraft(storage: Storage | null = safeSession()): void {
  try {
    storage?.removeItem(PENDING_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

function safeSession(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
