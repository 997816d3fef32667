import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { serverDir } from '../paths.ts';
import { createDb } from './client.ts';

export const migrationsFolder = path.join(serverDir, 'drizzle');

/**
 * Applies the committed drizzle-kit migrations. A session advisory lock serialises
 * instances that start at the same moment against one database.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('traspasa:migrations'))");
    await migrate(createDb(pool), { migrationsFolder });
  } finally {
    await lock.query("select pg_advisory_unlock(hashtext('traspasa:migrations'))").catch(() => {});
    lock.release();
  }
}
