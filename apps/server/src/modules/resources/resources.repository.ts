import { and, desc, eq, getTableColumns, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resources } from '../../db/schema/content.ts';

export type ResourceRow = Omit<typeof resources.$inferSelect, 'searchVector'>;
export type ResourceValues = Partial<
  Omit<typeof resources.$inferInsert, 'id' | 'searchVector' | 'createdAt'>
>;

const { searchVector: _omit, ...resourceColumns } = getTableColumns(resources);

export interface ResourceFilter {
  type?: string;
  q?: string;
  /** Undefined: every resource (admins). */
  published?: boolean;
}

/** Newest first, keyset on the id: the page after `cursor` (the last id seen). */
export function listResources(
  db: Db,
  filter: ResourceFilter,
  cursor: number | undefined,
  limit: number,
): Promise<ResourceRow[]> {
  const where: SQL[] = [];
  if (filter.published !== undefined) where.push(eq(resources.published, filter.published));
  if (cursor !== undefined) where.push(lt(resources.id, cursor));
  if (filter.type) where.push(eq(resources.type, filter.type));
  if (filter.q) {
    where.push(
      sql`${resources.searchVector} @@ websearch_to_tsquery('spanish', public.immutable_unaccent(${filter.q}))`,
    );
  }
  return db
    .select(resourceColumns)
    .from(resources)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(resources.id))
    .limit(limit);
}

export async function findResource(db: Db, id: number): Promise<ResourceRow | null> {
  const [row] = await db.select(resourceColumns).from(resources).where(eq(resources.id, id)).limit(1);
  return row ?? null;
}

export async function insertResource(
  db: Db,
  values: ResourceValues & { title: string; type: string },
): Promise<ResourceRow> {
  const [row] = await db.insert(resources).values(values).returning(resourceColumns);
  return row!;
}

export async function updateResource(
  db: Db,
  id: number,
  values: ResourceValues,
): Promise<ResourceRow | null> {
  const [row] = await db
    .update(resources)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(resources.id, id))
    .returning(resourceColumns);
  return row ?? null;
}

export async function deleteResource(db: Db, id: number): Promise<ResourceRow | null> {
  const [row] = await db.delete(resources).where(eq(resources.id, id)).returning(resourceColumns);
  return row ?? null;
}
