import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * The Drizzle handle every repository receives: the database or a transaction, so a
 * service can run several repository calls atomically. Core query builder only.
 */
export type Db = PgDatabase<NodePgQueryResultHKT>;

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    // No parallel query for the app's short statements (decision 050, 2026-11-24): on a small
    // machine serving many requests, starting workers costs more than it saves — a word search
    // with a location took 297 ms with a Gather Merge and 77 ms without at 100k listings.
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  // pg-pool listens for errors only on idle clients: a client checked out by a request (a
  // transaction) whose backend dies emitted an 'error' nobody heard, and Node exited
  // (decision 080). The query in flight fails on its own and the request answers 503; this
  // listener only keeps the process alive, and the pool drops the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/** How drizzle names the columns in SQL (`askingPrice` → `asking_price`); raw SQL builders use it too. */
export const DB_CASING = 'snake_case';

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { casing: DB_CASING });
}
