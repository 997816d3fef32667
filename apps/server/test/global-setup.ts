import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool } from '../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';

/**
 * One PostgreSQL per test run — the embedded one, or DATABASE_URL's server when set —
 * with a migrated template database that every test file clones (buildTestApp()).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let clusterUrl = process.env.DATABASE_URL;
  if (!clusterUrl) {
    // Under the system temp dir: as root, PostgreSQL runs as "postgres" and must reach it.
    const dir = path.join(os.tmpdir(), `traspasa-test-pg-${process.pid}`);
    embedded = await startEmbeddedPostgres(dir, { persistent: false });
    clusterUrl = embedded.url;
  }
  const template = `traspasa_tpl_${process.pid}_${Date.now().toString(36)}`;
  await admin(clusterUrl, async (c) => c.query(`create database ${template}`));
  const templateUrl = withDatabase(clusterUrl, template);
  const pool = createPool(templateUrl, 2);
  await runMigrations(pool);
  await pool.end();

  project.provide('pgCluster', { clusterUrl, template });

  return async () => {
    await admin(clusterUrl, async (c) => {
      await c.query(`drop database if exists ${template} with (force)`);
      // Test databases left behind by crashed files.
      const { rows } = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like '${template}_%'`,
      );
      for (const r of rows) await c.query(`drop database if exists ${r.datname} with (force)`);
    });
    await embedded?.stop();
  };
}

export async function admin<T>(clusterUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgCluster: { clusterUrl: string; template: string };
  }
}
