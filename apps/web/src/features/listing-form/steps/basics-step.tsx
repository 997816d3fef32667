// Step 1 of the listing form: what the business is and where. The title creates the draft.
import type { BusinessCategory } from '@traspasa/shared/enums';
import { businessCategories, businessCategoryLabels } from '@traspasa/shared/enums';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { offeredCountries } from '@/lib/countries';
import { choice, optionalText, stepSchema } from '../lib/field-schemas';
import type { FieldErrors, ListingValues, SetValue } from '../lib/values';

export const basicsSchema = stepSchema(() =>
  z.object({
    // The title is sent as typed (trimmed) even when short: the server answers for it.
    title: z.string().transform((v) => v.trim()),
    category: choice<BusinessCategory>(),
    country: optionalText,
    location: optionalText,
  }),
);

/** Flagged without holding the title back: a title under 5 letters creates no draft. */
export function basicsAdvice(values: ListingValues): FieldErrors {
  const title = values.title.trim();
  return title.length > 0 && title.length < 5 ? { title: 'El título necesita al menos 5 letras' } : {};
}

export function BasicsStep({
  values,
  errors,
  set,
  autoFocus,
}: {
  values: ListingValues;
  errors: FieldErrors;
  set: SetValue;
  /** A new listing starts in the title. */
  autoFocus: boolean;
}) {
  return (
    <>
      <FormField
        label="Título del anuncio"
        required
        error={errors.title}
        hint="Qué es y dónde, sin el nombre comercial. Ej.: «Panadería con 12 años en el norte de Quito»."
      >
        <Input
          value={values.title}
          maxLength={120}
          onChange={(e) => set('title', e.target.value)}
          autoFocus={autoFocus}
        />
      </FormField>
      <FormField label="Categoría" required error={errors.category} id="listing-category">
        <Select
          value={values.category || undefined}
          onValueChange={(v) => set('category', v as BusinessCategory)}
        >
          <SelectTrigger id="listing-category">
            <SelectValue placeholder="Elige una categoría" />
          </SelectTrigger>
          <SelectContent>
            {businessCategories.map((c) => (
              <SelectItem key={c} value={c}>
                {businessCategoryLabels[c]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="País" required error={errors.country} id="listing-country">
          <Select value={values.country || undefined} onValueChange={(v) => set('country', v)}>
            <SelectTrigger id="listing-country">
              <SelectValue placeholder="Elige un país" />
            </SelectTrigger>
            <SelectContent>
              {[...new Set([...offeredCountries, ...(values.country ? [values.country] : [])])].map((c) => (
                <SelectItem key={c} value={c}>
                  {c}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField
          label="Ciudad o provincia"
          required
          error={errors.location}
          hint="Sin la dirección exacta."
        >
          <Input value={values.location} maxLength={120} onChange={(e) => set('location', e.target.value)} />
        </FormField>
      </div>
    </>
  );
}
