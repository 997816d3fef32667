// Prometheus metrics at GET /api/metrics (decision 140), through prom-client on a
// registry of this app's own (tests build several apps in one process). Off — no hook, no
// route, the API's 404 — unless METRICS_TOKEN is set; then a scrape needs
// `Authorization: Bearer <METRICS_TOKEN>`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../../lib/app-error.ts';
import { JOBS_SCHEMA } from '../../lib/jobs.ts';
import { tokenMatches } from '../../lib/tokens.ts';

export const METRICS_PATH = '/api/metrics';
const WRONG_TOKEN = 'Falta el token de métricas o no es válido.';
/** A scrape must not hang on a slow database: the queue depth is left out after this. */
const QUEUE_DEPTH_TIMEOUT_MS = 2_000;

/** `2xx`, `4xx`…: one series per class, not per code. */
function statusClass(code: number): string {
  return `${Math.floor(code / 100)}xx`;
}

export default fp(
  async (app: FastifyInstance) => {
    const token = app.config.metricsToken;
    if (!token) return;

    const register = new Registry();
    collectDefaultMetrics({ register });

    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Tiempo de respuesta por ruta (patrón de la ruta, nunca la URL), método y clase de estado.',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      requests.observe(
        {
          // The pattern (`/api/businesses/:id`); a path no route matched is one series, whatever was asked.
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status_class: statusClass(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    new Gauge({
      name: 'websocket_open_sockets',
      help: 'WebSockets abiertos en esta instancia (chat en vivo).',
      registers: [register],
      collect() {
        this.set(app.websocketServer?.clients.size ?? 0);
      },
    });

    const pool = app.pool;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Conexiones del pool de PostgreSQL: total abiertas y libres.',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Consultas esperando una conexión libre del pool.',
      registers: [register],
      collect() {
        this.set(pool.waitingCount);
      },
    });

    // Graceful overload (decision 070): what was refused at once instead of queued, and why.
    const overload = app.overload;
    new Counter({
      name: 'overload_refusals_total',
      help:
        'Peticiones rechazadas de inmediato por sobrecarga (503 / message.rejected): en HTTP antes de leer ' +
        'el cuerpo (where="http"), y envíos de chat por HTTP o WebSocket (where="chat_send"), por causa.',
      labelNames: ['where', 'cause'] as const,
      registers: [register],
      collect() {
        this.reset();
        for (const [cause, n] of Object.entries(overload.refusedBy)) this.inc({ where: 'http', cause }, n);
        for (const [name, gate] of overload.moduleGates) {
          for (const [cause, n] of Object.entries(gate.refusedBy))
            this.inc({ where: `${name}_send`, cause }, n);
        }
      },
    });

    new Gauge({
      name: 'job_queue_depth',
      help: 'Trabajos programados pendientes (created, retry) y en curso (active), por cola.',
      labelNames: ['queue', 'state'] as const,
      registers: [register],
      async collect() {
        this.reset();
        if (!app.jobs) return;
        try {
          const { rows } = await Promise.race([
            pool.query<{ name: string; state: string; n: number }>(
              `select name, state::text as state, count(*)::int as n from ${JOBS_SCHEMA}.job
               where state in ('created', 'retry', 'active') group by 1, 2`,
            ),
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error('timed out')), QUEUE_DEPTH_TIMEOUT_MS).unref(),
            ),
          ]);
          for (const r of rows) this.set({ queue: r.name, state: r.state }, r.n);
        } catch (err) {
          app.log.warn({ err }, 'metrics: could not read the job queue depth');
        }
      },
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!given || !tokenMatches(given, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw AppError.unauthorized(WRONG_TOKEN);
      }
      reply.header('cache-control', 'no-store').type(register.contentType);
      return register.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db', 'overload'] },
);
