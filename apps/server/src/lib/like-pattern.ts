/**
 * What a person typed, as the literal part of a LIKE / ILIKE pattern: `\`, `%` and `_` escaped
 * with PostgreSQL's default escape character, so «50%» finds «50%» and «a_b» finds «a_b», not
 * «50» followed by anything or «a» and «b» around any letter. Bound as a parameter, as always.
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching `text` anywhere in the value: `%literal%`. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}
