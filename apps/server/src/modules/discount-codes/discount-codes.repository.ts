import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discountCodes, stripeProducts } from '../../db/schema/payments.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export interface DiscountCodeValues {
  code: string;
  discountType: string;
  discountValue: string;
  maxUses: number | null;
  expiresAt: Date | null;
  isActive: boolean;
  validForPlan: string | null;
}

export async function findDiscountCode(db: Db, id: number): Promise<DiscountCodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  return row ?? null;
}

/** The row, locked until the end of the transaction (uses taken meanwhile wait for it). */
export async function lockDiscountCode(db: Db, id: number): Promise<DiscountCodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Case-insensitive, as the unique index `upper(code)` compares. */
export async function findDiscountCodeByCode(db: Db, code: string): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = upper(${code})`)
    .limit(1);
  return row ?? null;
}

/** Newest first, keyset on id. */
export async function listDiscountCodes(
  db: Db,
  beforeId: number | undefined,
  limit: number,
): Promise<DiscountCodeRow[]> {
  return db
    .select()
    .from(discountCodes)
    .where(beforeId !== undefined ? sql`${discountCodes.id} < ${beforeId}` : undefined)
    .orderBy(desc(discountCodes.id))
    .limit(limit);
}

export async function insertDiscountCode(db: Db, values: DiscountCodeValues): Promise<DiscountCodeRow> {
  const [row] = await db.insert(discountCodes).values(values).returning();
  return row!;
}

export async function updateDiscountCode(
  db: Db,
  id: number,
  values: Partial<Omit<DiscountCodeValues, 'code'>>,
): Promise<DiscountCodeRow> {
  const [row] = await db.update(discountCodes).set(values).where(eq(discountCodes.id, id)).returning();
  return row!;
}

/**
 * One use taken in a single statement: the WHERE re-checks everything under the row lock
 * the UPDATE takes, so concurrent checkouts never pass `max_uses` (the CHECK backs it up).
 */
export async function incrementUses(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(discountCodes)
    .set({ currentUses: sql`${discountCodes.currentUses} + 1` })
    .where(
      sql`${discountCodes.id} = ${id}
        and ${discountCodes.isActive}
        and (${discountCodes.expiresAt} is null or ${discountCodes.expiresAt} > now())
        and (${discountCodes.maxUses} is null or ${discountCodes.currentUses} < ${discountCodes.maxUses})`,
    )
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}

export async function decrementUses(db: Db, id: number): Promise<void> {
  await db
    .update(discountCodes)
    .set({ currentUses: sql`${discountCodes.currentUses} - 1` })
    .where(sql`${discountCodes.id} = ${id} and ${discountCodes.currentUses} > 0`);
}

export interface ProductOption {
  stripeProductId: string;
  name: string;
}

export async function findProduct(
  db: Db,
  stripeProductId: string,
): Promise<(ProductOption & { active: boolean; priceUsd: string | null }) | null> {
  const [row] = await db
    .select({
      stripeProductId: stripeProducts.stripeProductId,
      name: stripeProducts.name,
      active: stripeProducts.active,
      priceUsd: stripeProducts.precioUsd,
    })
    .from(stripeProducts)
    .where(eq(stripeProducts.stripeProductId, stripeProductId))
    .limit(1);
  return row ?? null;
}

/** Plans and packages on sale, in the catalogue's order. */
export async function listActiveProducts(db: Db): Promise<ProductOption[]> {
  return db
    .select({ stripeProductId: stripeProducts.stripeProductId, name: stripeProducts.name })
    .from(stripeProducts)
    .where(eq(stripeProducts.active, true))
    .orderBy(asc(stripeProducts.sortOrder), asc(stripeProducts.id));
}

/** The cheapest plan or package on sale (a code for every product has to fit it), or null. */
export async function cheapestActiveProduct(
  db: Db,
): Promise<{ name: string; priceUsd: string | null } | null> {
  const [row] = await db
    .select({ name: stripeProducts.name, priceUsd: stripeProducts.precioUsd })
    .from(stripeProducts)
    .where(eq(stripeProducts.active, true))
    .orderBy(asc(stripeProducts.precioUsd), asc(stripeProducts.sortOrder), asc(stripeProducts.id))
    .limit(1);
  return row ?? null;
}
