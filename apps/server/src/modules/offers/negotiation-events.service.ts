// The negotiation's evidence log (decision 170, built as the NDA's of decision 060): append-only
// rows, each chained to the previous row of the same negotiation by a SHA-256 hash.
import { createHash } from 'node:crypto';
import type { NegotiationEventType } from '@traspasa/shared/offers';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { negotiationEvents, negotiations } from '../../db/schema/offers.ts';
import { canonicalJson } from '../ndas/nda-events.service.ts';

export interface NewNegotiationEvent {
  negotiationId: number;
  type: NegotiationEventType;
  /** The version the event is about (made, countered, accepted, signed…), if any. */
  versionId?: number | null;
  /** Null for what the platform does on its own (the lapse and reminder jobs). */
  actorUserId: number | null;
  ipAddress: string | null;
  userAgent: string | null;
  payload?: Record<string, unknown>;
}

/** What the hash covers: exactly the stored fields, nothing derived. */
interface HashedFields {
  prevHash: string | null;
  negotiationId: number;
  seq: number;
  eventType: string;
  versionId: number | null;
  actorUserId: number | null;
  ipAddress: string | null;
  userAgent: string | null;
  payload: Record<string, unknown>;
  /** ISO 8601 in UTC with milliseconds, as Date#toISOString() writes it. */
  createdAt: string;
}

/** Two-key advisory lock space of the negotiation chains: (NEGOTIATION_CHAIN_LOCK, negotiationId). */
const NEGOTIATION_CHAIN_LOCK = 40700;

export function hashNegotiationEvent(e: HashedFields): string {
  const payload = canonicalJson({
    prevHash: e.prevHash,
    negotiationId: e.negotiationId,
    seq: e.seq,
    eventType: e.eventType,
    versionId: e.versionId,
    actorUserId: e.actorUserId,
    ipAddress: e.ipAddress,
    userAgent: e.userAgent,
    payload: e.payload,
    createdAt: e.createdAt,
  });
  return createHash('sha256').update(payload, 'utf8').digest('hex');
}

/**
 * Appends one event to the negotiation's chain, inside the caller's transaction when given one
 * (a savepoint: the event commits or rolls back with the change it records). The per-negotiation
 * advisory lock makes concurrent appends wait for each other, so each reads the true last hash;
 * the unique (negotiation_id, prev_hash) and (negotiation_id, seq) would refuse a fork anyway.
 * The reservation (reservation.service.ts, decision 171) appends its events through this too.
 */
export async function appendNegotiationEvent(
  db: Db,
  e: NewNegotiationEvent,
): Promise<{ id: number; seq: number; hash: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${NEGOTIATION_CHAIN_LOCK}::int, ${e.negotiationId}::int)`,
    );
    const [last] = await tx
      .select({ hash: negotiationEvents.hash, seq: negotiationEvents.seq })
      .from(negotiationEvents)
      .where(eq(negotiationEvents.negotiationId, e.negotiationId))
      .orderBy(desc(negotiationEvents.seq))
      .limit(1);
    // A JSON round trip: what is hashed is exactly what jsonb will give back.
    const payload = JSON.parse(JSON.stringify(e.payload ?? {})) as Record<string, unknown>;
    // Set after the lock (times never go backwards within a chain), in whole milliseconds.
    const createdAt = new Date();
    const fields: HashedFields = {
      prevHash: last?.hash ?? null,
      negotiationId: e.negotiationId,
      seq: (last?.seq ?? 0) + 1,
      eventType: e.type,
      versionId: e.versionId ?? null,
      actorUserId: e.actorUserId,
      ipAddress: e.ipAddress,
      userAgent: e.userAgent?.slice(0, 500) ?? null,
      payload,
      createdAt: createdAt.toISOString(),
    };
    const hash = hashNegotiationEvent(fields);
    const [row] = await tx
      .insert(negotiationEvents)
      .values({ ...fields, createdAt, hash })
      .returning({ id: negotiationEvents.id });
    return { id: row!.id, seq: fields.seq, hash };
  });
}

export type NegotiationChainVerification =
  | { intact: true; events: number }
  | { intact: false; events: number; brokenSeq: number; brokenEventId: number; reason: string };

/**
 * Recomputes every hash of the negotiation's chain in order and checks each link; the first row
 * whose link, sequence or content does not match is named (decision 060's verification).
 */
export async function verifyNegotiationChain(
  db: Db,
  negotiationId: number,
): Promise<NegotiationChainVerification> {
  const rows = await negotiationChainRows(db, negotiationId);
  const broken = (row: { id: number; seq: number }, reason: string): NegotiationChainVerification => ({
    intact: false,
    events: rows.length,
    brokenSeq: row.seq,
    brokenEventId: row.id,
    reason,
  });
  let prevHash: string | null = null;
  let expectedSeq = 1;
  for (const row of rows) {
    if (row.prevHash !== prevHash) {
      return broken(
        row,
        prevHash === null
          ? 'el primer evento apunta a un evento anterior que no existe'
          : 'no enlaza con el evento anterior (se borró o se insertó un evento)',
      );
    }
    if (row.seq !== expectedSeq) return broken(row, 'su número de orden no sigue al del evento anterior');
    // The stored time to the microsecond: a JS Date would round away a sub-millisecond edit.
    const exact = row.createdAt;
    if (!exact.endsWith('000Z')) return broken(row, 'su hora fue modificada');
    const expected = hashNegotiationEvent({
      prevHash: row.prevHash,
      negotiationId: row.negotiationId,
      seq: row.seq,
      eventType: row.eventType,
      versionId: row.versionId,
      actorUserId: row.actorUserId,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      payload: row.payload,
      createdAt: `${exact.slice(0, -4)}Z`,
    });
    if (expected !== row.hash) return broken(row, 'su contenido no coincide con su hash');
    prevHash = row.hash;
    expectedSeq += 1;
  }
  return { intact: true, events: rows.length };
}

export interface NegotiationChainsSummary {
  checked: number;
  events: number;
  broken: Array<{ negotiationId: number; brokenEventId: number; brokenSeq: number; reason: string }>;
}

/** Verifies the chain of every negotiation, lowest id first (`npm run nda:verify`). */
export async function verifyAllNegotiationChains(db: Db): Promise<NegotiationChainsSummary> {
  const all = await db.select({ id: negotiations.id }).from(negotiations).orderBy(asc(negotiations.id));
  let events = 0;
  const broken: NegotiationChainsSummary['broken'] = [];
  for (const { id } of all) {
    const result = await verifyNegotiationChain(db, id);
    events += result.events;
    if (!result.intact) {
      broken.push({
        negotiationId: id,
        brokenEventId: result.brokenEventId,
        brokenSeq: result.brokenSeq,
        reason: result.reason,
      });
    }
  }
  return { checked: all.length, events, broken };
}

/** One stored event as the deal file exports it (decision 176): every hashed field, the time to the microsecond. */
export interface NegotiationChainRow {
  id: number;
  negotiationId: number;
  seq: number;
  eventType: string;
  versionId: number | null;
  actorUserId: number | null;
  ipAddress: string | null;
  userAgent: string | null;
  payload: Record<string, unknown>;
  prevHash: string | null;
  hash: string;
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`: what timestamptz holds, so an edited microsecond shows. */
  createdAt: string;
}

/** The negotiation's chain rows in order, exactly as stored, for the deal file's own verifier. */
export async function negotiationChainRows(db: Db, negotiationId: number): Promise<NegotiationChainRow[]> {
  const rows = await db
    .select({
      id: negotiationEvents.id,
      negotiationId: negotiationEvents.negotiationId,
      seq: negotiationEvents.seq,
      eventType: negotiationEvents.eventType,
      versionId: negotiationEvents.versionId,
      actorUserId: negotiationEvents.actorUserId,
      ipAddress: negotiationEvents.ipAddress,
      userAgent: negotiationEvents.userAgent,
      payload: negotiationEvents.payload,
      prevHash: negotiationEvents.prevHash,
      hash: negotiationEvents.hash,
      createdAt: sql<string>`to_char(${negotiationEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(negotiationEvents)
    .where(eq(negotiationEvents.negotiationId, negotiationId))
    .orderBy(asc(negotiationEvents.id));
  return rows.map((r) => ({ ...r, payload: (r.payload ?? {}) as Record<string, unknown> }));
}
