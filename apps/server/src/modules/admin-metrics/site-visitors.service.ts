import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { statsDay } from '../listing-stats/listing-stats.rules.ts';
import { isBot } from '../listing-stats/visitor.rules.ts';

/**
 * Cookieless unique visitors (decision 110): a visitor is the SHA-256 of the day's random
 * salt, the IP and the browser, counted once per day. The salt lives in the database so
 * every instance shares it, and is deleted after two days: then no hash can be tied to an IP
 * again. The raw IP is never stored.
 */
let cachedSalt = { day: '', value: '' };
let lastPrunedDay = '';

async function saltOf(db: Db, day: string): Promise<string> {
  if (cachedSalt.day === day) return cachedSalt.value;
  // Insert a fresh salt, or read the one another instance inserted first (the no-op update returns it).
  const res = await db.execute<{ salt: string }>(sql`
    insert into site_visitor_salts (day, salt) values (${day}::date, ${randomBytes(32).toString('hex')})
    on conflict (day) do update set day = excluded.day
    returning salt`);
  cachedSalt = { day, value: res.rows[0]!.salt };
  return cachedSalt.value;
}

export function siteVisitorHash(salt: string, ip: string, userAgent: string | null): string {
  return createHash('sha256')
    .update(`${salt}\n${ip}\n${userAgent ?? ''}`)
    .digest('hex');
}

/** Counts the visitor once for `day`: the hash row is inserted only if new, and only then the counter moves. */
export async function recordSiteVisitor(db: Db, day: string, ip: string, userAgent: string | null) {
  const hash = siteVisitorHash(await saltOf(db, day), ip, userAgent);
  await db.execute(sql`
    with fresh as (
      insert into site_visitor_hashes (day, visitor_hash) values (${day}::date, ${hash})
      on conflict do nothing
      returning day
    )
    insert into site_daily_visitors (day, visitors)
    select day, 1 from fresh
    on conflict (day) do update set visitors = site_daily_visitors.visitors + 1`);
}

/** Hashes and salts older than yesterday go: they are only needed for today's dedupe. */
export async function pruneSiteVisitors(db: Db, keepFrom: string): Promise<void> {
  await db.execute(sql`delete from site_visitor_hashes where day < ${keepFrom}::date`);
  await db.execute(sql`delete from site_visitor_salts where day < ${keepFrom}::date`);
}

/**
 * Called when the web app's HTML is served: counts a person (not a bot) without holding up
 * the response; a failure is logged, never shown.
 */
export function trackSiteVisit(app: FastifyInstance, request: FastifyRequest): void {
  const userAgent = request.headers['user-agent'] ?? null;
  if (request.method !== 'GET' || isBot(userAgent)) return;
  const day = statsDay();
  recordSiteVisitor(app.db, day, request.ip, userAgent).catch((err: unknown) =>
    app.log.error({ err }, 'could not record site visitor'),
  );
  if (lastPrunedDay !== day) {
    lastPrunedDay = day;
    pruneSiteVisitors(app.db, statsDay(new Date(Date.now() - 24 * 3600_000))).catch((err: unknown) =>
      app.log.warn({ err }, 'could not prune site visitors'),
    );
  }
}
