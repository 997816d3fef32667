// Creates a client may retry (decision 080): a client that lost the answer to a
// create (dropped connection, database restart, timeout) sends it again with the same
// `Idempotency-Key` and gets the record the first attempt made, never a second one.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  type IdempotencyRef,
  insertIdempotencyKey,
} from './idempotency.repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered: far longer than any client keeps retrying. */
export const IDEMPOTENCY_TTL_HOURS = 24;

const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,200}$/;
const BAD_KEY =
  'El encabezado Idempotency-Key no es válido: usa entre 8 y 200 letras, números, guiones o puntos (por ejemplo, un UUID).';
const KEY_REUSED =
  'Esta clave de idempotencia ya se usó para otra solicitud con datos distintos. Genera una clave nueva para cada operación.';

export interface IdempotentCall extends IdempotencyRef {
  /** A hash of what was asked: the same key with other data is a client bug, refused. */
  fingerprint: string;
}

/** The key of a request, if it sent one (a malformed key is a 400, not ignored). */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw AppError.badRequest(BAD_KEY);
  return key;
}

/** A stable hash of a JSON-like value: object keys sorted, so key order does not matter. */
export function fingerprintOf(value: unknown): string {
  const stable = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(stable);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, x]) => x !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, x]) => [k, stable(x)]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(stable(value) ?? null))
    .digest('hex');
}

/** The idempotent call of a request, or null when it sent no key. */
export function idempotentCallOf(
  request: FastifyRequest,
  userId: number,
  scope: string,
  fingerprint: string,
): IdempotentCall | null {
  const key = idempotencyKeyOf(request);
  return key === null ? null : { userId, scope, key, fingerprint };
}

/** Marks a replayed answer, as payment APIs do, so a client can tell it from a first one. */
export function markReplayed(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
}

class KeyTaken extends Error {}

/**
 * The resource a key already made (a replay), or null. A key sent before with other data
 * is refused (422): it is a client bug, and guessing which request it meant would be worse.
 */
export async function replayOf(db: Db, call: IdempotentCall | null): Promise<number | null> {
  return call ? existing(db, call) : null;
}

async function existing(db: Db, call: IdempotentCall): Promise<number | null> {
  const found = await findIdempotencyKey(db, call);
  if (!found) return null;
  if (found.fingerprint !== call.fingerprint) throw new AppError('conflict', 422, KEY_REUSED);
  return found.resourceId;
}

/**
 * Runs `create` in a transaction that also stores the key, so the record and its key
 * commit together or not at all. A repeated key returns the first record's id
 * (`replayed: true`); two requests racing with one key make one record.
 */
export async function idempotentCreate(
  db: Db,
  call: IdempotentCall | null,
  create: (tx: Db) => Promise<number>,
): Promise<{ id: number; replayed: boolean }> {
  const id = await replayOf(db, call);
  return id !== null ? { id, replayed: true } : commitWithKey(db, call, create);
}

/**
 * The transaction part of `idempotentCreate`, for callers that looked for a replay
 * themselves: a request racing with the same key waits on the key's row and then gets
 * the record the winner committed.
 */
async function commitWithKey(
  db: Db,
  call: IdempotentCall | null,
  create: (tx: Db) => Promise<number>,
): Promise<{ id: number; replayed: boolean }> {
  try {
    const id = await db.transaction(async (tx) => {
      const created = await create(tx);
      if (call && !(await insertIdempotencyKey(tx, { ...call, resourceId: created }))) throw new KeyTaken();
      return created;
    });
    return { id, replayed: false };
  } catch (err) {
    if (!(err instanceof KeyTaken) || !call) throw err;
    const id = await existing(db, call);
    if (id === null) throw err;
    return { id, replayed: true };
  }
}

class Refused extends Error {}

/**
 * `append` adds something to an existing record (a photo or a document to a listing; null
 * when the record refuses it: full, sold). With a key, the addition and the key commit
 * together: `appended` is the new list, `replayed` means another request with this key
 * already added it (the caller discards its own copy), `refused` that nothing was added.
 * The caller has looked for a replay with `replayOf` before doing the costly work.
 */
export async function idempotentAppend<T>(
  db: Db,
  call: IdempotentCall | null,
  recordId: number,
  append: (tx: Db) => Promise<T | null>,
): Promise<{ outcome: 'appended'; value: T } | { outcome: 'replayed' | 'refused' }> {
  const holder: { value: T | null } = { value: null };
  try {
    const { replayed } = await commitWithKey(db, call, async (tx) => {
      holder.value = await append(tx);
      if (holder.value === null) throw new Refused();
      return recordId;
    });
    if (replayed) return { outcome: 'replayed' };
  } catch (err) {
    if (err instanceof Refused) return { outcome: 'refused' };
    throw err;
  }
  return holder.value === null ? { outcome: 'refused' } : { outcome: 'appended', value: holder.value };
}

/** The daily sweep: keys older than the TTL are forgotten. */
export async function runIdempotencyCleanup(opts: { db: Db; now?: Date }) {
  const before = new Date((opts.now ?? new Date()).getTime() - IDEMPOTENCY_TTL_HOURS * 3600_000);
  return { deleted: await deleteIdempotencyKeysBefore(opts.db, before) };
}
