import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professionals, resources } from '../../db/schema/content.ts';

export type ResourceRow = typeof resources.$inferSelect;
export type ProfessionalRow = typeof professionals.$inferSelect;

export function listResources(db: Db, offset: number, limit: number): Promise<ResourceRow[]> {
  return db.select().from(resources).orderBy(asc(resources.id)).offset(offset).limit(limit);
}

export async function findResource(db: Db, id: number): Promise<ResourceRow | null> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id)).limit(1);
  return row ?? null;
}

export function listProfessionals(db: Db, offset: number, limit: number): Promise<ProfessionalRow[]> {
  return db.select().from(professionals).orderBy(asc(professionals.id)).offset(offset).limit(limit);
}

export async function findProfessional(db: Db, id: number): Promise<ProfessionalRow | null> {
  const [row] = await db.select().from(professionals).where(eq(professionals.id, id)).limit(1);
  return row ?? null;
}
