import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { createPool } from '../src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { type GenerateResult, generate } from './generate.ts';

export interface Scratch {
  dir: string;
  dbUrl: string;
  pool: pg.Pool;
  gen: GenerateResult;
  /** PostgreSQL's own log (auto_explain writes there). */
  logFile: string;
  /** Ends the pool, stops PostgreSQL and removes the folder; safe to call twice. */
  close(): Promise<void>;
}

/**
 * A throw-away embedded PostgreSQL under the system temp dir, a fresh database with the
 * migrations applied and `listings` generated listings.
 */
export async function openScratch(opts: {
  listings: number;
  sellers: number;
  log: (msg: string) => void;
}): Promise<Scratch> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'traspasa-bench-'));
  // As root PostgreSQL runs as "postgres", which must be able to enter the folder.
  await fs.chmod(dir, 0o755);
  opts.log(`Scratch PostgreSQL in ${dir}…`);
  let closed = false;
  const embedded = await startEmbeddedPostgres(dir, { persistent: false }).catch(async (err) => {
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  });
  let pool: pg.Pool | null = null;
  const close = async () => {
    if (closed) return;
    closed = true;
    await pool?.end().catch(() => {});
    await embedded.stop().catch((err) => opts.log(`Stopping PostgreSQL failed: ${err}`));
    await fs.rm(dir, { recursive: true, force: true }).catch(() => {});
  };
  try {
    const dbUrl = await ensureDatabase(embedded.url, 'bench');
    pool = createPool(dbUrl, 20);
    await runMigrations(pool);
    opts.log(`Generating ${opts.listings.toLocaleString('en')} listings and ${opts.sellers} sellers…`);
    const gen = await generate(pool, {
      listings: opts.listings,
      sellers: opts.sellers,
      parallel: Math.max(1, Math.min(4, os.availableParallelism())),
    });
    return { dir, dbUrl, pool, gen, logFile: path.join(dir, 'pgdata', 'server.log'), close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** The environment of a benchmark's in-process server on a scratch database: production mode, silent, no demo data. */
export function benchServerEnv(dir: string, dbUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    DATABASE_URL: dbUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO_DATA: 'false',
  };
}
