import { type SQLWrapper, sql } from 'drizzle-orm';
import { containsPattern, likeLiteral } from '../lib/like-pattern.ts';

/**
 * Text compared the way people type it: lower-case and without accents («José» = «jose»). The
 * same expression as the trigram indexes on titles, locations and names, so a search through
 * these helpers can use them. The search of listings builds its SQL with another builder
 * (`businesses-search.repository.ts`) and writes the same expression there.
 */
const unaccentedLower = (value: SQLWrapper) => sql`public.immutable_unaccent(lower(${value}))`;

/** `value` contains `typed` anywhere, accents and case ignored; a typed % or _ is a character. */
export const unaccentedContains = (value: SQLWrapper, typed: string) =>
  sql`${unaccentedLower(value)} like ${unaccentedLower(sql`${containsPattern(typed)}::text`)}`;

/** `value` starts with `typed`, accents and case ignored; a typed % or _ is a character. */
export const unaccentedStartsWith = (value: SQLWrapper, typed: string) =>
  sql`${unaccentedLower(value)} like ${unaccentedLower(sql`${`${likeLiteral(typed)}%`}::text`)}`;
