import { errorCodes } from '@traspasa/shared/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OVERLOAD_RETRY_AFTER_S, OVERLOADED, SendGate } from '../modules/messages/send-limits.service.ts';

// Graceful overload for HTTP (decision 070, "Overload before the body"): a route that opts
// in with `config: { admission: <name> }` is refused with 503 + Retry-After in the first
// onRequest hook — before the session lookup, before its body is read and parsed — when the
// event loop runs late, when too many of its requests are already in progress (the same
// bounded-queue rule as the socket's SendGate), or when the named check says so. Routes
// without `admission` (health, readiness, metrics, everything else) are never refused here.

declare module 'fastify' {
  interface FastifyInstance {
    overload: Overload;
  }
  interface FastifyContextConfig {
    /** Refuse this route at once under overload, with the check registered under that name. */
    admission?: string;
  }
}

/** How often the event loop's lateness is sampled. */
const TICK_MS = 25;
const TICKET = Symbol('admission ticket');
type Admitted = FastifyRequest & { [TICKET]?: { gate: SendGate; ticket: number } };

/** Prebuilt: a saturated server should not serialise the same refusal a thousand times a second. */
const REFUSAL_BODY = JSON.stringify({ error: { code: errorCodes.unavailable, message: OVERLOADED } });

export class Overload {
  private last = performance.now();
  private lastLag = 0;
  private readonly timer: NodeJS.Timeout | null;
  private readonly checks = new Map<string, { gate: SendGate; full: () => boolean }>();
  /** The modules' own gates, by name, whose refusals /api/metrics reports beside these. */
  readonly moduleGates = new Map<string, SendGate>();
  /** Requests refused by this plugin, by cause (the socket's refusals are counted by its SendGate). */
  readonly refusedBy = { loop: 0, requests_in_progress: 0, sends: 0 };

  constructor(
    /** The event loop's lateness past which a guarded send is refused; 0 = never. */
    readonly maxLoopDelayMs: number,
    private readonly maxInFlight: number,
    private readonly maxWaitMs: number,
  ) {
    this.timer =
      maxLoopDelayMs > 0
        ? setInterval(() => {
            const t = performance.now();
            this.lastLag = t - this.last - TICK_MS;
            this.last = t;
          }, TICK_MS)
        : null;
    this.timer?.unref();
  }

  /**
   * How late the event loop runs now (ms): the last sample, or — when the sampling timer
   * is itself overdue (the loop is busy right now) — how overdue it is.
   */
  loopDelay(): number {
    if (!this.timer) return 0;
    return Math.max(this.lastLag, performance.now() - this.last - TICK_MS);
  }

  /** Whether the event loop runs later than the bound: new work must wait behind everything queued. */
  loopLate(): boolean {
    return this.maxLoopDelayMs > 0 && this.loopDelay() > this.maxLoopDelayMs;
  }

  /**
   * Guards the routes with `config.admission === name`; `moduleGate` is the module's own bound
   * (refused when full), e.g. the chat's sends in progress over HTTP and the socket.
   */
  register(name: string, moduleGate?: SendGate): void {
    const full = moduleGate ? () => moduleGate.full() : () => false;
    this.checks.set(name, { gate: new SendGate(this.maxInFlight, this.maxWaitMs), full });
    if (moduleGate) this.moduleGates.set(name, moduleGate);
  }

  /** Whether the request may go on (then `release` once it is answered); false: refuse it now. */
  admit(request: Admitted, name: string): boolean {
    const check = this.checks.get(name);
    if (!check) return true;
    const cause = this.loopLate()
      ? 'loop'
      : check.gate.full()
        ? 'requests_in_progress'
        : check.full()
          ? 'sends'
          : null;
    if (cause) {
      this.refusedBy[cause] += 1;
      return false;
    }
    request[TICKET] = { gate: check.gate, ticket: check.gate.enter() };
    return true;
  }

  release(request: Admitted): void {
    const held = request[TICKET];
    if (!held) return;
    request[TICKET] = undefined;
    held.gate.leave(held.ticket);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

function refuse(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(OVERLOAD_RETRY_AFTER_S))
    .type('application/json; charset=utf-8')
    .send(REFUSAL_BODY);
}

/** Registered before the auth plugin: its onRequest hook runs before the session lookup. */
export default fp(
  async (app: FastifyInstance) => {
    const { limits } = app.config;
    const overload = new Overload(limits.chatMaxLoopDelayMs, limits.chatMaxInFlight, limits.chatMaxWaitMs);
    app.decorate('overload', overload);
    app.addHook('onRequest', async (request, reply) => {
      const name = request.routeOptions.config?.admission;
      if (name === undefined || overload.admit(request, name)) return;
      return refuse(reply);
    });
    app.addHook('onResponse', async (request) => overload.release(request));
    app.addHook('onRequestAbort', async (request) => overload.release(request));
    app.addHook('onClose', async () => overload.close());
  },
  { name: 'overload' },
);
