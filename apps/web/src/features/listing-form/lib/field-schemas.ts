// The pieces each step's schema is made of: a field as its input holds it (text, a yes/no
// answer, a switch) → what the API takes. A step's schema is a zod object of these fields,
// read one field at a time so an invalid field never holds back the save of the others.
import { parseMoneyInput } from '@traspasa/shared/money';
import { z } from 'zod';
import type { FieldErrors, ListingValues, YesNo } from './values';

/** Text as typed, trimmed; empty is sent as null. */
export const optionalText = z.string().transform((v) => v.trim() || null);

/** A choice from a list ('' until chosen, sent as null). */
export const choice = <T extends string>() => z.string().transform((v) => (v || null) as T | null);

/** A yes/no question: true, false or null (not answered). */
export const yesNo = z
  .string()
  .transform((v) => ((v as YesNo) === 'yes' ? true : (v as YesNo) === 'no' ? false : null));

/** An amount in dollars as typed the Ecuadorian way («54.500,50»); empty is null. */
export const money = (opts: { allowNegative?: boolean } = {}) =>
  z.string().transform((v, ctx) => {
    const parsed = parseMoneyInput(v, opts);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

/** «1.200» or «12» → 1200 or 12; empty is null; anything else is not a whole number. */
export function parseInteger(input: string): number | null {
  const raw = input.trim().replace(/\./g, '');
  if (raw === '') return null;
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

/** A whole number, optionally with a ceiling and the sentence that says it. */
export const wholeNumber = (max?: { value: number; message: string }) =>
  z.string().transform((v, ctx) => {
    const n = parseInteger(v);
    if (n !== null && Number.isNaN(n)) {
      ctx.addIssue({ code: 'custom', message: 'Escribe un número entero' });
      return z.NEVER;
    }
    if (max && n !== null && n > max.value) {
      ctx.addIssue({ code: 'custom', message: max.message });
      return z.NEVER;
    }
    return n;
  });

/** A value whose question was not answered yes: not part of the listing, sent as empty. */
export const notApplicable = z.unknown().transform(() => null);

type FieldsSchema = z.ZodObject<Record<string, z.ZodType>>;

/** A step's schema for the form as it is (a field may depend on another's answer). */
export type StepSchema = (values: ListingValues) => FieldsSchema;

/**
 * A step's schema, built once for each combination of the answers in `dependsOn` (the fields
 * that change what another field means): the form reads it on every keystroke.
 */
export function stepSchema(
  build: (values: ListingValues) => FieldsSchema,
  dependsOn: ReadonlyArray<keyof ListingValues> = [],
): StepSchema {
  const built = new Map<string, FieldsSchema>();
  return (values) => {
    const key = dependsOn.map((field) => String(values[field])).join('|');
    let schema = built.get(key);
    if (!schema) {
      schema = build(values);
      built.set(key, schema);
    }
    return schema;
  };
}

/**
 * Reads each field of a step on its own: a valid field goes into the payload, an invalid one
 * becomes its first message and is not sent.
 */
export function parseStep(
  schema: StepSchema,
  values: ListingValues,
): { payload: Record<string, unknown>; errors: FieldErrors } {
  const payload: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [key, field] of Object.entries(schema(values).shape)) {
    const result = field.safeParse(values[key as keyof ListingValues]);
    if (result.success) payload[key] = result.data;
    else errors[key as keyof ListingValues] = result.error.issues[0]?.message;
  }
  return { payload, errors };
}
