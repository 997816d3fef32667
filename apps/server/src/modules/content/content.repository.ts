import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professionals, resources } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';

export type ResourceRow = typeof resources.$inferSelect;
/** A directory entry with the badge of the account behind it (issue 10). */
export type ProfessionalRow = typeof professionals.$inferSelect & { identityVerified: boolean };

export function listResources(db: Db, offset: number, limit: number): Promise<ResourceRow[]> {
  return db.select().from(resources).orderBy(asc(resources.id)).offset(offset).limit(limit);
}

export async function findResource(db: Db, id: number): Promise<ResourceRow | null> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id)).limit(1);
  return row ?? null;
}

// Only an approved verification of the linked account earns the badge; an entry without
// an account never shows it.
const professionalColumns = {
  ...getTableColumns(professionals),
  identityVerified: sql<boolean>`coalesce(${users.identityVerified}, false)`,
};

export function listProfessionals(db: Db, offset: number, limit: number): Promise<ProfessionalRow[]> {
  return db
    .select(professionalColumns)
    .from(professionals)
    .leftJoin(users, eq(users.id, professionals.userId))
    .orderBy(asc(professionals.id))
    .offset(offset)
    .limit(limit);
}

export async function findProfessional(db: Db, id: number): Promise<ProfessionalRow | null> {
  const [row] = await db
    .select(professionalColumns)
    .from(professionals)
    .leftJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.id, id))
    .limit(1);
  return row ?? null;
}
