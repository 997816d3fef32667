import type { FieldErrors, OfferFormValues } from '../../lib/form-values';

/** What every step of the offer form gets: the values, a way to change them, the errors shown. */
export type StepProps = {
  values: OfferFormValues;
  onChange: (patch: Partial<OfferFormValues>, touched?: string[]) => void;
  errors: FieldErrors;
};

export const sectionClass = 'grid gap-5 rounded-2xl border bg-card p-4 shadow-sm sm:p-6';

/** Digits only, for the day and month counts. */
export const digits = (text: string) => text.replace(/\D/g, '').slice(0, 4);
