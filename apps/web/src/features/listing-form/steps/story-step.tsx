// Step 3 of the listing form: the story, and the facts of the sale buyers ask for first.
import type { PremisesType } from '@traspasa/shared/businesses';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { DealDetailsFields } from '../components/deal-details-fields';
import {
  choice,
  money,
  notApplicable,
  optionalText,
  stepSchema,
  wholeNumber,
  yesNo,
} from '../lib/field-schemas';
import type { FieldErrors, ListingValues, SetValue } from '../lib/values';

/** A value that only means something when its question was answered yes (or «arrendado») is sent as empty otherwise. */
export const storySchema = stepSchema(
  (v) =>
    z.object({
      description: optionalText,
      sellingReason: optionalText,
      inventoryIncluded: yesNo,
      inventoryValue: v.inventoryIncluded === 'yes' ? money() : notApplicable,
      equipmentIncluded: yesNo,
      equipmentValue: v.equipmentIncluded === 'yes' ? money() : notApplicable,
      premises: choice<PremisesType>(),
      monthlyRent: v.premises === 'leased' ? money() : notApplicable,
      leaseEndsOn: v.premises === 'leased' ? optionalText : notApplicable,
      sellerFinancing: yesNo,
      sellerFinancingTerms: v.sellerFinancing === 'yes' ? optionalText : notApplicable,
      trainingWeeks: wholeNumber({ value: 104, message: 'Como máximo 104 semanas (dos años).' }),
    }),
  ['inventoryIncluded', 'equipmentIncluded', 'premises', 'sellerFinancing'],
);

export function StoryStep({
  values,
  errors,
  set,
}: {
  values: ListingValues;
  errors: FieldErrors;
  set: SetValue;
}) {
  return (
    <>
      <FormField
        label="Descripción"
        required
        error={errors.description}
        hint="Qué vende, a quién, cómo funciona y qué incluye la venta (equipos, clientes, marca)."
      >
        <Textarea
          rows={8}
          maxLength={10000}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>
      <FormField
        label="Motivo de la venta"
        error={errors.sellingReason}
        hint="Los compradores valoran la franqueza."
      >
        <Textarea
          rows={4}
          maxLength={2000}
          value={values.sellingReason}
          onChange={(e) => set('sellingReason', e.target.value)}
        />
      </FormField>
      <DealDetailsFields values={values} errors={errors} set={set} />
    </>
  );
}
