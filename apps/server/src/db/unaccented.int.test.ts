import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { unaccentedContains, unaccentedStartsWith } from './unaccented.ts';

// The helpers every search by name or title goes through, on the real database (the
// immutable_unaccent function is the migrations').
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

async function matches(helper: typeof unaccentedContains, value: string, typed: string): Promise<boolean> {
  const { rows } = await t.db.execute<{ hit: boolean }>(
    sql`select ${helper(sql`${value}::text`, typed)} as hit`,
  );
  return rows[0]!.hit;
}

describe('unaccentedContains', () => {
  it('ignores accents and case on both sides', async () => {
    expect(await matches(unaccentedContains, 'José Núñez Peñafiel', 'NUNEZ')).toBe(true);
    expect(await matches(unaccentedContains, 'Ferreteria El Clavo', 'ferretería')).toBe(true);
    expect(await matches(unaccentedContains, 'José Núñez', 'nuñes')).toBe(false);
  });

  it('finds a typed %, _ or \\ as the character itself, never as a wildcard', async () => {
    expect(await matches(unaccentedContains, 'Descuento 50% anual', '50%')).toBe(true);
    expect(await matches(unaccentedContains, 'Descuento 500 anual', '50%')).toBe(false);
    expect(await matches(unaccentedContains, 'cafe_bar', 'e_b')).toBe(true);
    expect(await matches(unaccentedContains, 'cafexbar', 'e_b')).toBe(false);
    expect(await matches(unaccentedContains, 'ruta C:\\datos', 'c:\\d')).toBe(true);
    expect(await matches(unaccentedContains, 'cualquier cosa', '%')).toBe(false);
  });
});

describe('unaccentedStartsWith', () => {
  it('matches only at the start, accents and case ignored', async () => {
    expect(await matches(unaccentedStartsWith, 'Álvaro Zambrano', 'alva')).toBe(true);
    expect(await matches(unaccentedStartsWith, 'María Álvarez', 'alva')).toBe(false);
    expect(await matches(unaccentedStartsWith, '100% natural', '100%')).toBe(true);
    expect(await matches(unaccentedStartsWith, '1000 natural', '100%')).toBe(false);
  });
});
