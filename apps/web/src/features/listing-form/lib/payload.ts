import type { UpdateBusinessInput } from '@traspasa/shared/listings';
import { basicsAdvice, basicsSchema } from '../steps/basics-step';
import { confidentialSchema } from '../steps/confidential-step';
import { numbersSchema } from '../steps/numbers-step';
import { storySchema } from '../steps/story-step';
import { parseStep, type StepSchema } from './field-schemas';
import type { FieldErrors, ListingValues } from './values';

/** The schema of each step with fields (4, photos, and 6, review, have none), by step number. */
export const stepSchemas: Record<number, StepSchema> = {
  1: basicsSchema,
  2: numbersSchema,
  3: storySchema,
  5: confidentialSchema,
};

/** The form → the API body (numbers as numbers, empty as null). Invalid values become errors, not sent. */
export function toPayload(values: ListingValues): { payload: UpdateBusinessInput; errors: FieldErrors } {
  const payload: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const schema of Object.values(stepSchemas)) {
    const step = parseStep(schema, values);
    Object.assign(payload, step.payload);
    Object.assign(errors, step.errors);
  }
  Object.assign(errors, basicsAdvice(values));
  return { payload: payload as UpdateBusinessInput, errors };
}
