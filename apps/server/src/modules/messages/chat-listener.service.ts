import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface ChatListenerOptions {
  /** Connection settings of the app's pool; the listener opens its own connection with them. */
  connection: pg.ClientConfig;
  channel: string;
  onNotice(payload: string): void;
  /** LISTEN is active: from now on every committed notice arrives. */
  onUp(): void;
  /** The connection dropped: notices may be missed until onUp. */
  onDown(): void;
  log: FastifyBaseLogger;
  /** How often the idle connection is checked (a dead TCP peer sends no error). */
  healthCheckMs?: number;
}

// Capped at 2 s: the listener must be back within seconds of the database (decision 080).
const BACKOFF_MS = [250, 500, 1000, 2000];

/**
 * LISTEN on a dedicated connection (not from the pool: a pooled client would be handed
 * to other queries and lose the LISTEN when released). When the connection drops it
 * reports `onDown` and reconnects with backoff; notices sent while it was down are gone,
 * which is why the hub closes every socket on `onDown`: clients reconnect and catch up
 * from the database (decision 070).
 */
export class ChatListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | null = null;
  private health: NodeJS.Timeout | null = null;

  constructor(private readonly opts: ChatListenerOptions) {}

  get listening(): boolean {
    return this.client !== null;
  }

  /**
   * The listening connection, for the fan-out's own queries: they must not wait behind
   * request traffic for a pooled connection, and one connection keeps batches in order.
   * Null while disconnected.
   */
  get connection(): pg.Client | null {
    return this.client;
  }

  /** First connection; if it fails the listener keeps retrying in the background. */
  async start(): Promise<void> {
    await this.connect();
    const every = this.opts.healthCheckMs ?? 30_000;
    this.health = setInterval(() => void this.check(), every);
    this.health.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.health) clearInterval(this.health);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** The backend pid of the listening connection (tests cut it to prove recovery). */
  async backendPid(): Promise<number | null> {
    const client = this.client;
    if (!client) return null;
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return rows[0]?.pid ?? null;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      ...this.opts.connection,
      application_name: 'traspasa-chat-listener',
      keepAlive: true,
    });
    client.on('notification', (n) => {
      if (n.channel === this.opts.channel && n.payload) this.opts.onNotice(n.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.opts.channel)}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      this.scheduleReconnect(err);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    if (this.attempt > 0) this.opts.log.info({ attempts: this.attempt }, 'chat listener reconnected');
    this.attempt = 0;
    this.opts.onUp();
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    this.opts.log.warn({ err }, 'chat listener connection lost');
    this.opts.onDown();
    client.end().catch(() => {});
    this.scheduleReconnect(err);
  }

  private scheduleReconnect(err?: unknown): void {
    if (this.stopped || this.retry) return;
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)]!;
    this.attempt += 1;
    if (this.attempt === 1 || this.attempt % 10 === 0) {
      this.opts.log.warn({ err, attempt: this.attempt }, 'chat listener: connecting again');
    }
    this.retry = setTimeout(
      () => {
        this.retry = null;
        void this.connect();
      },
      base / 2 + Math.random() * base,
    );
    this.retry.unref();
  }

  private async check(): Promise<void> {
    const client = this.client;
    if (!client) return;
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('listener health check timed out')), 5000).unref(),
    );
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (err) {
      this.lost(client, err as Error);
    }
  }
}
