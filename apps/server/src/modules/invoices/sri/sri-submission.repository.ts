// SQL of the SRI submission (decision 093): which signed documents are due, locking one, and
// writing what the SRI answered.
import type { SriMessage } from '@traspasa/shared/invoices';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { electronicDocuments } from '../../../db/schema/invoices.ts';

/** Documents the job works on: signed and waiting for recepción, or received and waiting for autorización. */
export const SUBMITTABLE_STATES = ['firmada', 'recibida'] as const;

export interface SubmissionRow {
  id: number;
  state: string;
  accessKey: string;
  signedXml: string;
  attempts: number;
  sriMessages: SriMessage[];
}

const due = (now: Date) =>
  and(
    inArray(electronicDocuments.state, [...SUBMITTABLE_STATES]),
    isNotNull(electronicDocuments.signedXml),
    // A document just signed (never tried) or one whose retry time came; a document whose
    // retries ran out keeps no next attempt and waits for an admin's «Reintentar».
    or(
      lte(electronicDocuments.nextAttemptAt, now),
      and(isNull(electronicDocuments.nextAttemptAt), eq(electronicDocuments.attempts, 0)),
    ),
  );

export async function listDueSubmissions(
  db: Db,
  now: Date,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: electronicDocuments.id })
    .from(electronicDocuments)
    .where(and(due(now), gt(electronicDocuments.id, afterId)))
    .orderBy(asc(electronicDocuments.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockDueSubmission(tx: Db, id: number, now: Date): Promise<SubmissionRow | null> {
  const [row] = await tx
    .select({
      id: electronicDocuments.id,
      state: electronicDocuments.state,
      accessKey: electronicDocuments.accessKey,
      signedXml: electronicDocuments.signedXml,
      attempts: electronicDocuments.attempts,
      sriMessages: electronicDocuments.sriMessages,
    })
    .from(electronicDocuments)
    .where(and(eq(electronicDocuments.id, id), due(now)))
    .for('update', { skipLocked: true });
  return row ? { ...row, signedXml: row.signedXml ?? '' } : null;
}

export interface SubmissionUpdate {
  state: string;
  sriMessages?: SriMessage[];
  authorizationNumber?: string | null;
  authorizedAt?: Date | null;
  /** null: nothing more to do until an admin asks again. */
  nextAttemptAt: Date | null;
  attempts: number;
  lastAttemptAt: Date;
}

export async function saveSubmission(tx: Db, id: number, update: SubmissionUpdate): Promise<void> {
  await tx
    .update(electronicDocuments)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(electronicDocuments.id, id));
}

/**
 * Puts a document back in the queue (the admin's «Reintentar»): a returned, refused, unsent or
 * exhausted one starts again from recepción, a received one from autorización. Returns the
 * document's state before, or null when it is authorised (nothing to retry) or unsigned.
 */
export async function requeueSubmission(
  tx: Db,
  id: number,
  now: Date,
): Promise<{ before: string; after: string } | null> {
  const [row] = await tx
    .select({ state: electronicDocuments.state, signedXml: electronicDocuments.signedXml })
    .from(electronicDocuments)
    .where(eq(electronicDocuments.id, id))
    .for('update');
  if (!row || row.state === 'autorizada' || !row.signedXml) return null;
  const after = row.state === 'recibida' ? 'recibida' : 'firmada';
  await tx
    .update(electronicDocuments)
    .set({ state: after, nextAttemptAt: now, attempts: 0, updatedAt: sql`now()` })
    .where(eq(electronicDocuments.id, id));
  return { before: row.state, after };
}
