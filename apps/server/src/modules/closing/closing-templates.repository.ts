// The closing templates' SQL (decision 175): one template per country, its ordered items.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closingTemplateItems, closingTemplates } from '../../db/schema/closing.ts';

export type TemplateRow = typeof closingTemplates.$inferSelect;
export type TemplateItemRow = typeof closingTemplateItems.$inferSelect;
export type NewTemplateItem = Omit<
  typeof closingTemplateItems.$inferInsert,
  'templateId' | 'id' | 'position'
>;

export async function listTemplates(db: Db) {
  return db
    .select({
      id: closingTemplates.id,
      country: closingTemplates.country,
      updatedAt: closingTemplates.updatedAt,
      itemCount: count(closingTemplateItems.id),
    })
    .from(closingTemplates)
    .leftJoin(closingTemplateItems, eq(closingTemplateItems.templateId, closingTemplates.id))
    .groupBy(closingTemplates.id)
    .orderBy(asc(closingTemplates.country));
}

export async function findTemplate(
  db: Db,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<TemplateRow | null> {
  const q = db.select().from(closingTemplates).where(eq(closingTemplates.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** The template of a country (`countryKey`: trimmed, lower case). */
export async function findTemplateByCountry(db: Db, key: string): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(closingTemplates)
    .where(sql`lower(trim(${closingTemplates.country})) = ${key}`);
  return row ?? null;
}

export function listTemplateItems(db: Db, templateId: number): Promise<TemplateItemRow[]> {
  return db
    .select()
    .from(closingTemplateItems)
    .where(eq(closingTemplateItems.templateId, templateId))
    .orderBy(asc(closingTemplateItems.position));
}

/** Null when a template for that country exists already. */
export async function insertTemplate(db: Db, country: string, by: number): Promise<TemplateRow | null> {
  const [row] = await db
    .insert(closingTemplates)
    .values({ country, updatedBy: by })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The whole ordered list at once: what the admin saved is the template, positions 1..n. */
export async function replaceTemplateItems(
  db: Db,
  templateId: number,
  items: NewTemplateItem[],
  by: number,
): Promise<void> {
  await db.delete(closingTemplateItems).where(eq(closingTemplateItems.templateId, templateId));
  if (items.length > 0) {
    await db
      .insert(closingTemplateItems)
      .values(items.map((item, i) => ({ ...item, templateId, position: i + 1 })));
  }
  await db
    .update(closingTemplates)
    .set({ updatedBy: by, updatedAt: new Date() })
    .where(eq(closingTemplates.id, templateId));
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.delete(closingTemplates).where(eq(closingTemplates.id, id));
}
