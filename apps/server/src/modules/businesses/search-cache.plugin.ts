// The public search cache (decision 050): results of anonymous `GET /api/businesses`
// kept for a few seconds per instance, all dropped the moment any listing changes. PostgreSQL
// announces changes on a channel (triggers of migration 0022), and every instance LISTENs on its
// own connection, so several instances agree. Without that connection nothing is cached.
import type { BusinessListResponse } from '@traspasa/shared/businesses';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

export const SEARCH_CHANGED_CHANNEL = 'listing_search_changed';
const RECONNECT_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    searchCache: SearchCache;
  }
}

export class SearchCache {
  private readonly entries = new Map<string, { expires: number; value: BusinessListResponse }>();
  private generation = 0;
  /** True while this instance hears the change channel; only then is anything kept. */
  listening = false;
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /**
   * Taken before reading the database: a result read before a change is announced is not kept
   * after the announcement (it may predate the change).
   */
  ticket(): number {
    return this.generation;
  }

  get(key: string): BusinessListResponse | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.expires <= Date.now()) {
      if (entry) this.entries.delete(key);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return entry.value;
  }

  set(key: string, value: BusinessListResponse, ticket: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // The oldest entry goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { expires: Date.now() + this.ttlMs, value });
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.stats.invalidations++;
  }
}

/** `app.searchCache`; listens for changes when SEARCH_CACHE_TTL_MS > 0. */
export default fp(
  async (app: FastifyInstance) => {
    const cache = new SearchCache(app.config.searchCacheTtlMs);
    app.decorate('searchCache', cache);
    if (cache.ttlMs <= 0) return;

    let client: pg.Client | null = null;
    let closing = false;
    let retry: NodeJS.Timeout | null = null;

    const lost = (c: pg.Client, err?: Error) => {
      if (client !== c) return;
      client = null;
      cache.listening = false;
      cache.invalidate();
      c.end().catch(() => {});
      if (closing) return;
      app.log.warn({ err }, 'search cache: change channel lost, caching off until it is back');
      retry = setTimeout(() => void listen(), RECONNECT_MS);
      retry.unref();
    };

    const listen = async (): Promise<void> => {
      retry = null;
      const c = new pg.Client({ connectionString: app.pool.options.connectionString });
      c.on('notification', (msg) => {
        if (msg.channel === SEARCH_CHANGED_CHANNEL) cache.invalidate();
      });
      c.on('error', (err) => lost(c, err));
      c.on('end', () => lost(c));
      client = c;
      try {
        await c.connect();
        await c.query(`LISTEN ${SEARCH_CHANGED_CHANNEL}`);
      } catch (err) {
        lost(c, err as Error);
        return;
      }
      if (client !== c) return;
      // Whatever changed while nobody listened is covered: the cache starts empty.
      cache.invalidate();
      cache.listening = true;
    };

    await listen();
    app.addHook('onClose', async () => {
      closing = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      cache.listening = false;
      await c?.end().catch(() => {});
    });
  },
  { name: 'search-cache', dependencies: ['db'] },
);
