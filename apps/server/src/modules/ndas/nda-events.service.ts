// The NDA evidence log (decision 060):
// append-only rows, each chained to the previous row of the same NDA by a SHA-256 hash.
import { createHash } from 'node:crypto';
import type { NdaEventType } from '@traspasa/shared/ndas';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ndaEvents, ndas } from '../../db/schema/ndas.ts';

export interface NewNdaEvent {
  ndaId: number;
  eventType: NdaEventType;
  /** Null for what the system does on its own (deadline reminder, expiry). */
  actorUserId: number | null;
  ipAddress: string | null;
  userAgent: string | null;
  metadata?: Record<string, unknown>;
}

/** What the hash covers: exactly the stored fields, nothing derived. */
interface HashedFields {
  prevHash: string | null;
  ndaId: number;
  eventType: string;
  actorUserId: number | null;
  ipAddress: string | null;
  userAgent: string | null;
  metadata: Record<string, unknown>;
  /** ISO 8601 in UTC with milliseconds, as Date#toISOString() writes it. */
  createdAt: string;
}

/** Two-key advisory lock space of the evidence chains: (NDA_CHAIN_LOCK, ndaId). */
const NDA_CHAIN_LOCK = 40600;

/**
 * JSON with object keys sorted at every level, so the hash does not depend on key order
 * (jsonb reorders keys when it stores them).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function hashNdaEvent(e: HashedFields): string {
  const payload = canonicalJson({
    prevHash: e.prevHash,
    ndaId: e.ndaId,
    eventType: e.eventType,
    actorUserId: e.actorUserId,
    ipAddress: e.ipAddress,
    userAgent: e.userAgent,
    metadata: e.metadata,
    createdAt: e.createdAt,
  });
  return createHash('sha256').update(payload, 'utf8').digest('hex');
}

/**
 * Appends one event to the NDA's chain. The per-NDA advisory lock (held until the
 * caller's transaction ends) makes concurrent appends wait for each other, so each reads
 * the true last hash; the unique (nda_id, prev_hash) would refuse a fork anyway.
 * `db` may be the database or a transaction (the event then commits with the caller's change).
 */
export async function appendNdaEvent(db: Db, e: NewNdaEvent): Promise<{ id: number; hash: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${NDA_CHAIN_LOCK}::int, ${e.ndaId}::int)`);
    const [last] = await tx
      .select({ hash: ndaEvents.hash })
      .from(ndaEvents)
      .where(eq(ndaEvents.ndaId, e.ndaId))
      .orderBy(desc(ndaEvents.id))
      .limit(1);
    // A JSON round trip: what is hashed is exactly what jsonb will give back.
    const metadata = JSON.parse(JSON.stringify(e.metadata ?? {})) as Record<string, unknown>;
    // Set here, after the lock, so the chain's times never go backwards within an instance.
    // Milliseconds: a JS Date holds no more, and timestamptz stores them exactly.
    const createdAt = new Date();
    const fields: HashedFields = {
      prevHash: last?.hash ?? null,
      ndaId: e.ndaId,
      eventType: e.eventType,
      actorUserId: e.actorUserId,
      ipAddress: e.ipAddress,
      userAgent: e.userAgent,
      metadata,
      createdAt: createdAt.toISOString(),
    };
    const hash = hashNdaEvent(fields);
    const [row] = await tx
      .insert(ndaEvents)
      .values({ ...fields, createdAt, hash })
      .returning({ id: ndaEvents.id });
    return { id: row!.id, hash };
  });
}

export type ChainVerification = { intact: true } | { intact: false; brokenEventId: number; reason: string };

/**
 * Recomputes every hash of the NDA's chain in order and checks each link. The first row
 * whose link or content does not match is named.
 */
export async function verifyNdaChain(db: Db, ndaId: number): Promise<ChainVerification> {
  const rows = await ndaChainRows(db, ndaId);
  let prevHash: string | null = null;
  for (const row of rows) {
    if (row.prevHash !== prevHash) {
      return {
        intact: false,
        brokenEventId: row.id,
        reason:
          prevHash === null
            ? 'el primer evento apunta a un evento anterior que no existe'
            : 'no enlaza con el evento anterior (se borró o se insertó un evento)',
      };
    }
    // Appended times have whole milliseconds; anything finer was written by someone else (the
    // stored time to the microsecond: a JS Date would round away a sub-millisecond edit).
    const exact = row.createdAt;
    if (!exact.endsWith('000Z')) {
      return { intact: false, brokenEventId: row.id, reason: 'su hora fue modificada' };
    }
    const expected = hashNdaEvent({
      prevHash: row.prevHash,
      ndaId: row.ndaId,
      eventType: row.eventType,
      actorUserId: row.actorUserId,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      metadata: row.metadata,
      createdAt: `${exact.slice(0, -4)}Z`,
    });
    if (expected !== row.hash) {
      return { intact: false, brokenEventId: row.id, reason: 'su contenido no coincide con su hash' };
    }
    prevHash = row.hash;
  }
  return { intact: true };
}

export interface ChainsSummary {
  checked: number;
  events: number;
  broken: Array<{ ndaId: number; brokenEventId: number; reason: string }>;
}

/** Verifies the chain of every NDA, lowest id first. */
export async function verifyAllNdaChains(db: Db): Promise<ChainsSummary> {
  const all = await db.select({ id: ndas.id }).from(ndas).orderBy(asc(ndas.id));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(ndaEvents);
  const broken: ChainsSummary['broken'] = [];
  for (const { id } of all) {
    const result = await verifyNdaChain(db, id);
    if (!result.intact)
      broken.push({ ndaId: id, brokenEventId: result.brokenEventId, reason: result.reason });
  }
  return { checked: all.length, events: count?.n ?? 0, broken };
}

/** One stored event as the deal file exports it (decision 176): every hashed field, the time to the microsecond. */
export interface NdaChainRow {
  id: number;
  ndaId: number;
  eventType: string;
  actorUserId: number | null;
  ipAddress: string | null;
  userAgent: string | null;
  metadata: Record<string, unknown>;
  prevHash: string | null;
  hash: string;
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`: what timestamptz holds, so an edited microsecond shows. */
  createdAt: string;
}

/** The NDA's chain rows in order, exactly as stored, for the deal file's own verifier. */
export async function ndaChainRows(db: Db, ndaId: number): Promise<NdaChainRow[]> {
  const rows = await db
    .select({
      id: ndaEvents.id,
      ndaId: ndaEvents.ndaId,
      eventType: ndaEvents.eventType,
      actorUserId: ndaEvents.actorUserId,
      ipAddress: ndaEvents.ipAddress,
      userAgent: ndaEvents.userAgent,
      metadata: ndaEvents.metadata,
      prevHash: ndaEvents.prevHash,
      hash: ndaEvents.hash,
      createdAt: sql<string>`to_char(${ndaEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(ndaEvents)
    .where(eq(ndaEvents.ndaId, ndaId))
    .orderBy(asc(ndaEvents.id));
  return rows.map((r) => ({ ...r, metadata: (r.metadata ?? {}) as Record<string, unknown> }));
}
