// The offer form's values (what people type: money as es-EC text, days as digits) and the way
// to the contract's terms in cents (decision 170) and back. One place turns both the form's own
// checks and the server's field issues into messages under the right field and step.
import { formatMoneyInput, parseMoneyInput } from '@traspasa/shared/money';
import { type InventoryTreatment, type OfferTerms, offerTerms } from '@traspasa/shared/offers';

export type OfferFormValues = {
  price: string;
  instalments: Array<{ amount: string; months: string }>;
  financing: { enabled: boolean; amount: string; months: string; rate: string };
  inventoryTreatment: InventoryTreatment;
  inventoryAmount: string;
  equipmentIncluded: boolean;
  brandIncluded: boolean;
  leaseAssignment: boolean;
  trainingDays: string;
  dueDiligenceDays: string;
  exclusivityDays: string;
  conditions: string[];
  closingDate: string;
  validUntil: string;
};

/** A field of the form: «price», «instalments.0.amount», «conditions.2», «payment»… */
export type FieldKey = string;
export type FieldErrors = Record<FieldKey, string>;

export const OFFER_STEPS = ['Precio y pago', 'Qué incluye', 'Plazos y condiciones', 'Revisar'] as const;

/** The step a field is on, so a failed check opens the step that holds it. */
export function stepOf(field: FieldKey): number {
  const head = field.split('.')[0] ?? '';
  if (['price', 'atClosing', 'payment', 'instalments', 'financing'].includes(head)) return 0;
  if (
    [
      'inventoryTreatment',
      'inventoryAmount',
      'equipmentIncluded',
      'brandIncluded',
      'leaseAssignment',
    ].includes(head)
  )
    return 1;
  return 2;
}

const centsText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : formatMoneyInput(cents / 100);
const rateText = (n: number) => String(n).replace('.', ',');

export function toFormValues(terms: OfferTerms): OfferFormValues {
  const f = terms.payment.sellerFinancing;
  return {
    price: centsText(terms.priceCents),
    instalments: terms.payment.instalments.map((i) => ({
      amount: centsText(i.amountCents),
      months: String(i.dueInMonths),
    })),
    financing: f
      ? {
          enabled: true,
          amount: centsText(f.amountCents),
          months: String(f.months),
          rate: rateText(f.annualRatePercent),
        }
      : { enabled: false, amount: '', months: '12', rate: '' },
    inventoryTreatment: terms.inventory.treatment,
    inventoryAmount: centsText(terms.inventory.amountCents),
    equipmentIncluded: terms.equipmentIncluded,
    brandIncluded: terms.brandIncluded,
    leaseAssignment: terms.leaseAssignment,
    trainingDays: String(terms.trainingDays),
    dueDiligenceDays: String(terms.dueDiligenceDays),
    exclusivityDays: String(terms.exclusivityDays),
    conditions: [...terms.conditions],
    closingDate: terms.closingDate,
    validUntil: terms.validUntil,
  };
}

/** Typed money → cents; null when empty. */
function readCents(text: string): { ok: true; cents: number | null } | { ok: false; error: string } {
  const parsed = parseMoneyInput(text);
  if (!parsed.ok) return parsed;
  return { ok: true, cents: parsed.value === null ? null : Math.round(parsed.value * 100) };
}

function readInt(text: string): number | null {
  const t = text.trim();
  return /^\d{1,6}$/.test(t) ? Number(t) : null;
}

function readRate(text: string): number | null {
  const t = text.trim().replace(/\s*%$/, '').replace(',', '.');
  return /^\d{1,3}(\.\d+)?$/.test(t) ? Number(t) : null;
}

/** The part paid at closing: whatever the instalments and the financing leave of the price. */
export function atClosingCents(terms: Pick<OfferTerms, 'priceCents' | 'payment'>): number {
  const p = terms.payment;
  return (
    terms.priceCents -
    p.instalments.reduce((sum, i) => sum + i.amountCents, 0) -
    (p.sellerFinancing?.amountCents ?? 0)
  );
}

/**
 * The terms these values say (what the preview renders, with 0 where a field cannot be read
 * yet) and every reason they cannot be sent, by field. The payment at closing is the rest of
 * the price, so the parts always add up to it unless they exceed it.
 */
export function readOffer(values: OfferFormValues): { terms: OfferTerms; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const money = (field: FieldKey, text: string, required: string | null): number | null => {
    const read = readCents(text);
    if (!read.ok) {
      errors[field] = read.error;
      return null;
    }
    if (read.cents === null && required) errors[field] = required;
    return read.cents;
  };
  const whole = (field: FieldKey, text: string, what: string): number => {
    const n = readInt(text);
    if (n === null) errors[field] = `Escribe ${what} como un número entero.`;
    return n ?? 0;
  };

  const priceCents = money('price', values.price, 'Escribe el precio que ofreces.') ?? 0;
  const instalments = values.instalments.map((row, index) => ({
    amountCents: money(`instalments.${index}.amount`, row.amount, 'Escribe el monto de la cuota.') ?? 0,
    dueInMonths: whole(`instalments.${index}.months`, row.months, 'en cuántos meses se paga'),
  }));
  const financing = values.financing.enabled
    ? {
        amountCents:
          money('financing.amount', values.financing.amount, 'Escribe cuánto financia el vendedor.') ?? 0,
        months: whole('financing.months', values.financing.months, 'el plazo en meses'),
        annualRatePercent: (() => {
          const rate = readRate(values.financing.rate);
          if (rate === null) errors['financing.rate'] = 'Escribe la tasa anual, por ejemplo 8 u 8,5.';
          return rate ?? 0;
        })(),
      }
    : null;
  const inventoryCents =
    values.inventoryTreatment === 'excluded' ? null : money('inventoryAmount', values.inventoryAmount, null);

  const terms: OfferTerms = {
    priceCents,
    payment: { atClosingCents: 0, instalments, sellerFinancing: financing },
    inventory: { treatment: values.inventoryTreatment, amountCents: inventoryCents },
    equipmentIncluded: values.equipmentIncluded,
    brandIncluded: values.brandIncluded,
    leaseAssignment: values.leaseAssignment,
    trainingDays: whole('trainingDays', values.trainingDays, 'los días de transición'),
    dueDiligenceDays: whole('dueDiligenceDays', values.dueDiligenceDays, 'los días de revisión'),
    exclusivityDays: whole('exclusivityDays', values.exclusivityDays, 'los días de exclusividad'),
    conditions: values.conditions.map((c) => c.trim()),
    closingDate: values.closingDate,
    validUntil: values.validUntil,
  };
  const rest = atClosingCents(terms);
  terms.payment.atClosingCents = Math.max(rest, 0);
  if (rest < 0 && !errors.price) {
    errors.atClosing =
      'Las cuotas y el financiamiento suman más que el precio: baja alguno o sube el precio.';
  }

  const checked = offerTerms.safeParse(terms);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = fieldOfTermsPath(issue.path.map(String));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  // «The payment adds up to more than the price» is said once, under the payment at closing.
  if (errors.atClosing) delete errors.payment;
  return { terms, errors };
}

/**
 * A path of the contract's terms (from zod here, or from the server's issues, with or without
 * `terms.` in front) → the form field that shows it.
 */
export function fieldOfTermsPath(path: readonly string[]): FieldKey | null {
  const parts = path[0] === 'terms' ? path.slice(1) : [...path];
  const [head, second, third, fourth] = parts;
  switch (head) {
    case 'priceCents':
      return 'price';
    case 'payment':
      if (second === undefined) return 'payment';
      if (second === 'atClosingCents') return 'atClosing';
      if (second === 'instalments') {
        if (third === undefined) return 'instalments';
        return `instalments.${third}.${fourth === 'dueInMonths' ? 'months' : 'amount'}`;
      }
      if (second === 'sellerFinancing') {
        if (third === 'months') return 'financing.months';
        if (third === 'annualRatePercent') return 'financing.rate';
        return 'financing.amount';
      }
      return 'payment';
    case 'inventory':
      return second === 'treatment' ? 'inventoryTreatment' : 'inventoryAmount';
    case 'conditions':
      return second === undefined ? 'conditions' : `conditions.${second}`;
    case 'equipmentIncluded':
    case 'brandIncluded':
    case 'leaseAssignment':
    case 'trainingDays':
    case 'dueDiligenceDays':
    case 'exclusivityDays':
    case 'closingDate':
    case 'validUntil':
      return head;
    default:
      return null;
  }
}

/** The server's issues («terms.payment.atClosingCents», «validUntil») as field errors. */
export function serverFieldErrors(issues: ReadonlyArray<{ path: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOfTermsPath(issue.path.split(/[./]/).filter(Boolean));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The errors that belong to one step. */
export function errorsOfStep(errors: FieldErrors, step: number): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOf(field) === step));
}
