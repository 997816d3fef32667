import path from 'node:path';
import type { Config } from '../config.ts';
import { createPool } from './client.ts';
import { type EmbeddedDatabase, ensureDatabase, startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

/**
 * DATABASE_URL when set, otherwise the embedded PostgreSQL under DATA_DIR/postgres.
 * Migrations are applied either way.
 */
export async function connectDatabase(config: Config) {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
    url = await ensureDatabase(embedded.url, 'traspasa');
  }
  const pool = createPool(url, 20);
  try {
    await runMigrations(pool);
  } catch (err) {
    await pool.end();
    await embedded?.stop();
    throw err;
  }
  return { pool, embedded };
}
