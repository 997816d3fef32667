// The profile form's text values and the API's values (decision 103): amounts typed as in
// Ecuador (decision 081), places as one comma-separated line.
import {
  type BuyerProfile,
  type BuyerProfileInput,
  type BuyingTimeline,
  buyerProfileInput,
  type Completeness,
  type FundingMethod,
  profileCompleteness,
} from '@traspasa/shared/buyer-profiles';
import type { BusinessCategory } from '@traspasa/shared/enums';
import { formatMoneyInput, parseMoneyInput } from '@traspasa/shared/money';

export interface ProfileFormValues {
  presentation: string;
  experience: string;
  sectors: BusinessCategory[];
  places: string;
  priceMin: string;
  priceMax: string;
  fundingMethods: FundingMethod[];
  timeline: BuyingTimeline | '';
  linkedinUrl: string;
  companyName: string;
}

export type ProfileFormField = keyof ProfileFormValues;

/** The fields in the order the form shows them: the first with an error gets the focus. */
export const formFields: readonly ProfileFormField[] = [
  'presentation',
  'experience',
  'sectors',
  'places',
  'priceMin',
  'priceMax',
  'fundingMethods',
  'timeline',
  'linkedinUrl',
  'companyName',
];

const apiToForm: Record<string, ProfileFormField> = {
  priceMinCents: 'priceMin',
  priceMaxCents: 'priceMax',
};

export function toFormValues(p: BuyerProfile): ProfileFormValues {
  return {
    presentation: p.presentation ?? '',
    experience: p.experience ?? '',
    sectors: p.sectors,
    places: p.places.join(', '),
    priceMin: p.priceMinCents === null ? '' : formatMoneyInput(p.priceMinCents / 100),
    priceMax: p.priceMaxCents === null ? '' : formatMoneyInput(p.priceMaxCents / 100),
    fundingMethods: p.fundingMethods,
    timeline: p.timeline ?? '',
    linkedinUrl: p.linkedinUrl ?? '',
    companyName: p.companyName ?? '',
  };
}

/** "Quito, Cumbayá; Guayas" → ["Quito", "Cumbayá", "Guayas"]. */
export function splitPlaces(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function toCents(dollars: number | null): number | null {
  return dollars === null ? null : Math.round(dollars * 100);
}

export type ProfileFormResult =
  | { ok: true; input: BuyerProfileInput }
  | { ok: false; errors: Partial<Record<ProfileFormField, string>> };

/**
 * The form's text → the body of PUT /api/buyer-profile, checked with the same schema the
 * server uses, each error on the field the person typed in.
 */
export function toInput(v: ProfileFormValues): ProfileFormResult {
  const errors: Partial<Record<ProfileFormField, string>> = {};
  const min = parseMoneyInput(v.priceMin);
  const max = parseMoneyInput(v.priceMax);
  if (!min.ok) errors.priceMin = min.error;
  if (!max.ok) errors.priceMax = max.error;
  const input: BuyerProfileInput = {
    presentation: v.presentation,
    experience: v.experience,
    sectors: v.sectors,
    places: splitPlaces(v.places),
    priceMinCents: min.ok ? toCents(min.value) : null,
    priceMaxCents: max.ok ? toCents(max.value) : null,
    fundingMethods: v.fundingMethods,
    timeline: v.timeline === '' ? null : v.timeline,
    linkedinUrl: v.linkedinUrl,
    companyName: v.companyName,
  };
  const checked = buyerProfileInput.safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field =
        apiToForm[key] ?? (formFields.includes(key as ProfileFormField) ? (key as ProfileFormField) : null);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

/** An API issue path (`priceMaxCents`, `places.3`) → the form field it belongs to. */
export function formFieldOf(path: string): ProfileFormField | null {
  const key = path.split(/[./]/).filter(Boolean)[0] ?? '';
  return apiToForm[key] ?? (formFields.includes(key as ProfileFormField) ? (key as ProfileFormField) : null);
}

/** How complete the profile would be with what is typed now (an amount not yet readable counts as empty). */
export function draftCompleteness(v: ProfileFormValues): Completeness {
  const min = parseMoneyInput(v.priceMin);
  const max = parseMoneyInput(v.priceMax);
  return profileCompleteness({
    presentation: v.presentation.trim() || null,
    experience: v.experience.trim() || null,
    sectors: v.sectors,
    places: splitPlaces(v.places),
    priceMinCents: min.ok ? toCents(min.value) : null,
    priceMaxCents: max.ok ? toCents(max.value) : null,
    fundingMethods: v.fundingMethods,
    timeline: v.timeline === '' ? null : v.timeline,
    linkedinUrl: null,
    companyName: null,
  });
}
