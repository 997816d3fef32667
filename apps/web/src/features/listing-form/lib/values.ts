import type { PremisesType } from '@traspasa/shared/businesses';
import type { BusinessCategory } from '@traspasa/shared/enums';
import type { ListingAccessMode } from '@traspasa/shared/listing-access';
import type { OwnBusiness, UpdateBusinessInput } from '@traspasa/shared/listings';
import { formatMoneyInput, parseMoneyInput } from '@traspasa/shared/money';

export type YesNo = '' | 'yes' | 'no';

/** What the form edits, as the inputs hold it (strings for numbers). */
export type ListingValues = {
  title: string;
  category: BusinessCategory | '';
  country: string;
  location: string;
  askingPrice: string;
  annualRevenue: string;
  annualProfit: string;
  yearsOperation: string;
  employeeCount: string;
  description: string;
  sellingReason: string;
  /** The facts of the sale (decision 130): '' until the seller answers a yes/no. */
  cashFlow: string;
  inventoryIncluded: YesNo;
  inventoryValue: string;
  equipmentIncluded: YesNo;
  equipmentValue: string;
  premises: PremisesType | '';
  monthlyRent: string;
  /** YYYY-MM-DD, as a date field holds it. */
  leaseEndsOn: string;
  sellerFinancing: YesNo;
  sellerFinancingTerms: string;
  trainingWeeks: string;
  /** Confidential, behind the NDA. */
  tradeName: string;
  taxId: string;
  exactAddress: string;
  leaseTerms: string;
  /** "Otros datos confidenciales" (the one text of older listings). */
  confidentialInfo: string;
  requiresEnhancedSignature: boolean;
  /** Only buyers with a verified identity may sign the NDA (decision 100). */
  requireVerifiedBuyer: boolean;
  /** Who opens the confidential part: signing, or the seller's approval (decision 062). */
  accessMode: ListingAccessMode;
  /** Only buyers with funds verified at or above the asking price's band (decision 062). */
  requireVerifiedFunds: boolean;
  /** While reserved, new NDAs and offers are still taken, as back-up offers (decision 171). */
  acceptBackupOffers: boolean;
};

export const emptyValues: ListingValues = {
  title: '',
  category: '',
  country: 'Ecuador',
  location: '',
  askingPrice: '',
  annualRevenue: '',
  annualProfit: '',
  yearsOperation: '',
  employeeCount: '',
  description: '',
  sellingReason: '',
  cashFlow: '',
  inventoryIncluded: '',
  inventoryValue: '',
  equipmentIncluded: '',
  equipmentValue: '',
  premises: '',
  monthlyRent: '',
  leaseEndsOn: '',
  sellerFinancing: '',
  sellerFinancingTerms: '',
  trainingWeeks: '',
  tradeName: '',
  taxId: '',
  exactAddress: '',
  leaseTerms: '',
  confidentialInfo: '',
  requiresEnhancedSignature: false,
  requireVerifiedBuyer: false,
  accessMode: 'immediate',
  requireVerifiedFunds: false,
  acceptBackupOffers: false,
};

export const STEPS = [
  { id: 1, title: 'Lo básico', fields: ['title', 'category', 'country', 'location'] },
  {
    id: 2,
    title: 'Números',
    fields: ['askingPrice', 'annualRevenue', 'annualProfit', 'cashFlow', 'yearsOperation', 'employeeCount'],
  },
  {
    id: 3,
    title: 'Historia y operación',
    fields: [
      'description',
      'sellingReason',
      'inventoryIncluded',
      'inventoryValue',
      'equipmentIncluded',
      'equipmentValue',
      'premises',
      'monthlyRent',
      'leaseEndsOn',
      'sellerFinancing',
      'sellerFinancingTerms',
      'trainingWeeks',
    ],
  },
  { id: 4, title: 'Fotos', fields: [] },
  {
    id: 5,
    title: 'Confidencial',
    fields: [
      'tradeName',
      'taxId',
      'exactAddress',
      'leaseTerms',
      'confidentialInfo',
      'requiresEnhancedSignature',
      'requireVerifiedBuyer',
      'accessMode',
      'requireVerifiedFunds',
      'acceptBackupOffers',
    ],
  },
  { id: 6, title: 'Revisar y enviar', fields: [] },
] as const;
export const LAST_STEP = STEPS.length;

export function clampStep(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= LAST_STEP ? n : 1;
}

/** The step where each field is edited: "Corregir" on a warning goes there. */
export function stepOf(field: string): number {
  return STEPS.find((s) => (s.fields as readonly string[]).includes(field))?.id ?? 2;
}

const toYesNo = (v: boolean | null | undefined): YesNo => (v === true ? 'yes' : v === false ? 'no' : '');

export function valuesFromBusiness(b: Partial<OwnBusiness>): ListingValues {
  // The API sends "54500.50": formatted as a number, never re-read as typed text (decision 081).
  const int = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    title: b.title ?? '',
    category: b.category ?? '',
    country: b.country ?? '',
    location: b.location ?? '',
    askingPrice: formatMoneyInput(b.askingPrice),
    annualRevenue: formatMoneyInput(b.annualRevenue),
    annualProfit: formatMoneyInput(b.annualProfit),
    yearsOperation: int(b.yearsOperation),
    employeeCount: int(b.employeeCount),
    description: b.description ?? '',
    sellingReason: b.sellingReason ?? '',
    cashFlow: formatMoneyInput(b.cashFlow),
    inventoryIncluded: toYesNo(b.inventoryIncluded),
    inventoryValue: formatMoneyInput(b.inventoryValue),
    equipmentIncluded: toYesNo(b.equipmentIncluded),
    equipmentValue: formatMoneyInput(b.equipmentValue),
    premises: b.premises ?? '',
    monthlyRent: formatMoneyInput(b.monthlyRent),
    leaseEndsOn: b.leaseEndsOn ?? '',
    sellerFinancing: toYesNo(b.sellerFinancing),
    sellerFinancingTerms: b.sellerFinancingTerms ?? '',
    trainingWeeks: int(b.trainingWeeks),
    tradeName: b.tradeName ?? '',
    taxId: b.taxId ?? '',
    exactAddress: b.exactAddress ?? '',
    leaseTerms: b.leaseTerms ?? '',
    confidentialInfo: b.confidentialInfo ?? '',
    requiresEnhancedSignature: Boolean(b.requiresEnhancedSignature),
    requireVerifiedBuyer: Boolean(b.requireVerifiedBuyer),
    accessMode: b.accessMode ?? 'immediate',
    requireVerifiedFunds: Boolean(b.requireVerifiedFunds),
    acceptBackupOffers: Boolean(b.acceptBackupOffers),
  };
}

export type FieldErrors = Partial<Record<keyof ListingValues, string>>;

/** Sets one field of the form (and clears its message). */
export type SetValue = <K extends keyof ListingValues>(key: K, value: ListingValues[K]) => void;

/** A draft with nothing but its first words: no story, figures, photos, documents or secrets yet. */
export function isUnfinishedDraft(b: OwnBusiness): boolean {
  return (
    b.status === 'draft' &&
    !b.description &&
    b.askingPrice === null &&
    b.annualRevenue === null &&
    b.annualProfit === null &&
    b.images.length === 0 &&
    b.documents.length === 0 &&
    !b.confidentialInfo &&
    b.cashFlow === null &&
    b.premises === null &&
    !b.tradeName &&
    !b.taxId &&
    !b.exactAddress &&
    !b.leaseTerms
  );
}

/** Only the fields that differ from what the server last confirmed. */
export function changedFields(next: UpdateBusinessInput, saved: UpdateBusinessInput): UpdateBusinessInput {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if ((saved as Record<string, unknown>)[key] !== value) out[key] = value;
  }
  return out as UpdateBusinessInput;
}

export const fieldLabels: Record<string, string> = {
  title: 'Título',
  category: 'Categoría',
  country: 'País',
  location: 'Ciudad',
  askingPrice: 'Precio de venta',
  description: 'Descripción',
  images: 'Al menos una foto',
};

/** What the server requires before "Enviar a revisión" (decision 030), with the step to fix it. */
export function missingFields(
  values: ListingValues,
  imageCount: number,
): Array<{ field: string; label: string; step: number }> {
  const missing: Array<{ field: string; label: string; step: number }> = [];
  const add = (field: string, step: number) =>
    missing.push({ field, label: fieldLabels[field] ?? field, step });
  if (values.title.trim().length < 5) add('title', 1);
  if (!values.category) add('category', 1);
  if (!values.country.trim()) add('country', 1);
  if (!values.location.trim()) add('location', 1);
  const price = parseMoneyInput(values.askingPrice);
  if (!price.ok || price.value === null) add('askingPrice', 2);
  if (!values.description.trim()) add('description', 3);
  if (imageCount < 1) add('images', 4);
  return missing;
}
