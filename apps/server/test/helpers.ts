import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RegistrableRole, UserRole } from '@traspasa/shared/enums';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb, createPool, type Db } from '../src/db/client.ts';
import { billingIdentities } from '../src/db/schema/invoices.ts';
import { users } from '../src/db/schema/users.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { hashPassword } from '../src/modules/auth/password.service.ts';
import { admin, withDatabase } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  pool: pg.Pool;
  /** Every mail the app sent, newest last. */
  mails: Mail[];
  dataDir: string;
}

export const TEST_PASSWORD = 'Clave-de-prueba-9';

/** Every throttle raised out of reach: for fuzzers, which measure validation, not limits. */
export const NO_RATE_LIMITS: Record<string, string> = {
  RATE_LOGIN_PER_ACCOUNT: '100000',
  RATE_LOGIN_PER_IP: '100000',
  RATE_REGISTER_PER_IP_HOUR: '100000',
  RATE_FORGOT_PER_EMAIL_HOUR: '100000',
  RATE_FORGOT_PER_IP_HOUR: '100000',
  RATE_RESET_PER_IP_HOUR: '100000',
  RATE_ERROR_REPORTS_PER_IP_MIN: '100000',
  RATE_UPLOADS_PER_USER_HOUR: '100000',
  RATE_MESSAGES_PER_MIN: '100000',
};

/**
 * What the apps of this file leave behind (server, pool, database, data folder), undone
 * after the file, newest first, by `closeTestApps()` (test/teardown-setup.ts runs it after
 * every file).
 */
const teardowns: Array<() => Promise<void>> = [];

export async function closeTestApps(): Promise<void> {
  for (const teardown of teardowns.splice(0).reverse()) await teardown();
}

/** What a test may set of `buildApp`'s own options. */
type AppOptions = Pick<BuildAppOptions, 'webDistDir' | 'onRoute'>;

/**
 * A real app on a fresh database of its own (cloned from the migrated template),
 * closed and dropped after the file. `env` overrides configuration (e.g. limits).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: AppOptions = {},
): Promise<TestApp> {
  const { clusterUrl, template } = inject('pgCluster');
  const name = `${template}_${randomBytes(5).toString('hex')}`;
  await createFromTemplate(clusterUrl, name, template);
  return startTestApp(withDatabase(clusterUrl, name), env, {
    ...opts,
    dropAfter: () => admin(clusterUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  });
}

/**
 * A second app instance on the database of `t` (tests of several instances, e.g. the
 * chat fan-out), with its own pool, data folder and captured mails; closed after the file.
 */
export async function buildTestAppOnSameDatabase(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const url = t.pool.options.connectionString;
  if (!url) throw new Error('the first app has no connection string');
  return startTestApp(url, env, {});
}

/** An app on `databaseUrl` with its own pool, data folder and captured mails; closed after the file. */
async function startTestApp(
  databaseUrl: string,
  env: Record<string, string>,
  opts: AppOptions & { dropAfter?: () => Promise<unknown> },
): Promise<TestApp> {
  const pool = createPool(databaseUrl, 5);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'traspasa-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    ...env,
  });
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const app = await buildApp({
    config,
    pool,
    mailer,
    webDistDir: opts.webDistDir ?? path.join(dataDir, 'no-web-build'),
    onRoute: opts.onRoute,
  });
  await app.ready();

  teardowns.push(async () => {
    try {
      await app.close();
      // A test of shutdown may have ended the pool already; ending it twice throws.
      if (!pool.ended) await pool.end();
      await opts.dropAfter?.();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
  return { app, db: createDb(pool), pool, mails, dataDir };
}

async function createFromTemplate(clusterUrl: string, name: string, template: string) {
  // Two files cloning the template at the same instant can collide (55006): retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(clusterUrl, (c) => c.query(`create database ${name} template ${template}`));
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt > 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

let counter = 0;

export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { role?: UserRole } = {},
  password = TEST_PASSWORD,
) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const [user] = await db
    .insert(users)
    .values({
      username: `usuario${tag}`,
      email: `usuario${tag}@example.com`,
      fullName: 'Usuaria de Prueba',
      password: await hashPassword(password),
      ...overrides,
    })
    .returning();
  return user!;
}

/** Signs a new user of that role in through the API; returns the user and its token header. */
export async function loginAs(t: TestApp, role: UserRole | RegistrableRole = 'buyer') {
  const user = await createUser(t.db, { role });
  // Checkouts above $50 need the buyer's tax identification (decision 092): a valid cédula.
  await t.db.insert(billingIdentities).values({
    userId: user.id,
    idType: '05',
    idNumber: '1710034065',
    legalName: user.fullName ?? user.username,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ sessionToken: string }>().sessionToken;
  return { user, token, headers: { 'x-session-token': token } };
}

export function json<T = unknown>(res: LightMyRequestResponse): T {
  return res.json<T>();
}

export type { InjectOptions };
