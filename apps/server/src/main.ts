import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { connectDatabase } from './db/connect.ts';
import { EmbeddedDatabaseError } from './db/embedded.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { onUnhandledRejection } from './lib/database-outage-guard.ts';
import { createStorage } from './lib/storage.ts';

/** In-flight requests get this long to finish after a shutdown signal; then their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;
/**
 * Past this the process exits with 1 whatever is still pending: the drain, then up to 10 s
 * for running jobs (JobQueue.stop), then PostgreSQL's stop.
 */
const SHUTDOWN_TIMEOUT_MS = 25_000;

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const { pool, embedded } = await connectDatabase(config);
  // A killed or crashed embedded PostgreSQL is started again; requests meanwhile get 503.
  embedded?.supervise({ log: (message) => console.warn(message) });
  // The embedded database runs detached: whatever fails from here on must stop it.
  const releaseDatabase = async () => {
    await pool.end().catch(() => {});
    await embedded?.stop();
  };

  let app: FastifyInstance | undefined;
  try {
    if (config.seedDemoData) {
      const result = await seedDemoData(createDb(pool), {
        publicUploadsDir: `${config.uploadsDir}/public`,
        storage: createStorage(config),
        log: (msg) => console.log(msg),
      });
      if (result.seeded)
        console.log('Datos de demostración cargados (contraseña de las cuentas demo: Demo12345!).');
    }
    app = await buildApp({ config, pool });
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app?.close().catch(() => {});
    await releaseDatabase();
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(`Port ${config.port} is already in use: stop the other process or set PORT.`);
    }
    throw err;
  }
  if (config.isProduction && !process.env.APP_URL) {
    console.warn(
      'APP_URL is not set: links in emails point to http://localhost. Set it to the public address.',
    );
  }
  if (config.isProduction && !config.smtpUrl) {
    console.warn('SMTP_URL is not set: mail goes to the dev outbox (stored and printed to this log).');
  }
  console.log(
    `Traspasa escucha en ${config.appUrl} (${embedded ? 'PostgreSQL embebido' : 'DATABASE_URL'}; listo en ${Date.now() - started} ms)`,
  );

  const server = app;
  let closing = false;
  /**
   * SIGTERM/SIGINT (decision 140): /api/ready turns 503 at once; then app.close() stops
   * accepting connections, tells every WebSocket "going away" (1001, the client reconnects
   * with backoff), waits up to DRAIN_TIMEOUT_MS for in-flight requests, flushes the chat
   * writer and lets running jobs finish (onClose hooks); last the pool ends and the
   * embedded PostgreSQL stops with a checkpoint, so everything acknowledged is on disk.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const begun = Date.now();
    console.log(`${signal}: cerrando (se terminan las solicitudes en curso)…`);
    const force = setTimeout(() => {
      console.error('El cierre tardó demasiado; se fuerza la salida.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.readiness.beginShutdown();
    // Keep-alive connections that were busy when the signal came turn idle once their
    // response is sent; close them as they do, or the drain would wait for clients.
    const idle = setInterval(() => server.server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      console.warn(`Solicitudes aún en curso tras ${DRAIN_TIMEOUT_MS / 1000} s: se cortan sus conexiones.`);
      server.server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    // The HTTP part is over once the listener has closed; jobs may still be finishing.
    server.server.once('close', () => {
      clearInterval(idle);
      clearTimeout(cut);
    });
    try {
      await server.close(); // preClose (sockets), stop accepting, drain, then onClose (jobs, chat writer)
      await releaseDatabase(); // clean PostgreSQL shutdown: every committed row is on disk
      console.log(`Cerrado en ${Date.now() - begun} ms.`);
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  // `on`, not `once`: a second Ctrl+C must not fall back to Node's immediate exit.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

// A library's unawaited database call failing while the database is away must not stop the
// server; any other unhandled rejection still does (lib/database-outage-guard.ts).
process.on('unhandledRejection', (reason) => onUnhandledRejection(reason));

main().catch((err: unknown) => {
  // Operator-facing failures get one clear line, not a stack trace.
  if (err instanceof ConfigError || err instanceof EmbeddedDatabaseError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
