// The provider's events as stored: the inbox (`webhook_events`, mirrored in
// `stripe_webhook_logs`), the exactly-once ledger (`processed_events`) and the dead letters
// (`failed_events`).
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { failedEvents, processedEvents, webhookEvents } from '../../../db/schema/payments.ts';
import type { ProviderEvent } from './effects.service.ts';

export type FailedEventRow = typeof failedEvents.$inferSelect;

/** A claimed event whose worker died is taken again after this long. */
const STUCK_AFTER = '5 minutes';

/**
 * Writes verified events in one statement (new ones only, by event id) and returns the ids
 * that were new; the payload is the body as sent, parsed once by PostgreSQL as jsonb.
 */
export async function insertEvents(
  db: Db,
  items: ReadonlyArray<{ eventId: string; eventType: string; payload: string }>,
): Promise<Set<string>> {
  const result = await db.execute<{ event_id: string }>(sql`
      with input as (
        select i->>'id' as event_id, i->>'type' as event_type, (i->>'payload')::jsonb as payload
        from json_array_elements(${JSON.stringify(items.map((i) => ({ id: i.eventId, type: i.eventType, payload: i.payload })))}::json) as i
      ), e as (
        insert into ${webhookEvents} (event_id, event_type, payload)
        select event_id, event_type, payload from input
        on conflict (event_id) do nothing
        returning event_id, event_type, payload
      ), l as (
        insert into stripe_webhook_logs (stripe_event_id, event_type, payload)
        select event_id, event_type, payload from e
        on conflict (stripe_event_id) do nothing
      )
      select event_id from e`);
  return new Set(result.rows.map((r) => r.event_id));
}

export interface ClaimedEvent {
  id: number;
  eventId: string;
  eventType: string;
  payload: ProviderEvent;
  attempts: number;
  maxAttempts: number;
}

/**
 * Marks up to `batchSize` due events as processing (one attempt more) and returns them in id
 * order: pending and retrying ones whose retry is due (or all, `ignoreSchedule`), and processing
 * ones whose worker died. `skip locked`: parallel drains never take the same event.
 */
export async function claimDueEvents(
  db: Db,
  opts: { ignoreSchedule?: boolean; batchSize?: number; eventIds?: string[] },
): Promise<ClaimedEvent[]> {
  const due = opts.ignoreSchedule ? sql`true` : sql`(next_retry is null or next_retry <= now())`;
  const only = opts.eventIds
    ? sql`and event_id in (${sql.join(
        opts.eventIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<{
    id: number;
    event_id: string;
    event_type: string;
    payload: ProviderEvent;
    attempts: number;
    max_attempts: number;
  }>(sql`
      update ${webhookEvents} set status = 'processing', attempts = attempts + 1, last_attempt = now()
      where id in (
        select id from ${webhookEvents}
        where ((status in ('pending', 'retrying') and ${due})
           or (status = 'processing' and last_attempt < now() - ${STUCK_AFTER}::interval))
          ${only}
        order by id
        limit ${opts.batchSize ?? 100}
        for update skip locked)
      returning id, event_id, event_type, payload, attempts, max_attempts`);
  return result.rows
    .map((r) => ({
      id: r.id,
      eventId: r.event_id,
      eventType: r.event_type,
      payload: r.payload,
      attempts: r.attempts,
      maxAttempts: r.max_attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Holds the transaction's turn among the events with the same serial key. */
export async function lockSerialKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Writes the event into the exactly-once ledger; its row id, or null when it was there already. */
export async function enterLedger(tx: Db, eventId: string, eventType: string): Promise<number | null> {
  const [first] = await tx
    .insert(processedEvents)
    .values({ eventId, eventType })
    .onConflictDoNothing({ target: processedEvents.eventId })
    .returning({ id: processedEvents.id });
  return first?.id ?? null;
}

export async function recordLedgerFacts(
  tx: Db,
  ledgerId: number,
  facts: { userId: number | null; customerId: string | null; eventType: string },
): Promise<void> {
  await tx
    .update(processedEvents)
    .set({ userId: facts.userId, customerId: facts.customerId, metadata: { type: facts.eventType } })
    .where(eq(processedEvents.id, ledgerId));
}

/** The event's effects committed (with this transaction). */
export async function markEventProcessed(tx: Db, event: ClaimedEvent): Promise<void> {
  await tx
    .update(webhookEvents)
    .set({ status: 'succeeded', processedAt: new Date(), errorMessage: null, nextRetry: null })
    .where(eq(webhookEvents.id, event.id));
  await tx.execute(
    sql`update stripe_webhook_logs set processed = true, attempts = ${event.attempts}, last_attempt = now(), error_message = null where stripe_event_id = ${event.eventId}`,
  );
}

/** A repeated event: done, its effects were applied by the first. */
export async function markEventDuplicate(db: Db, id: number): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ status: 'succeeded', processedAt: new Date(), nextRetry: null })
    .where(eq(webhookEvents.id, id));
}

/** A failed attempt: retried at `nextRetry`, or (null) dead-lettered with the raw event. */
export async function recordEventFailure(
  tx: Db,
  event: ClaimedEvent,
  message: string,
  nextRetry: Date | null,
): Promise<void> {
  await tx
    .update(webhookEvents)
    .set({ status: nextRetry ? 'retrying' : 'failed', errorMessage: message, nextRetry })
    .where(eq(webhookEvents.id, event.id));
  await tx.execute(
    sql`update stripe_webhook_logs set attempts = ${event.attempts}, last_attempt = now(), error_message = ${message} where stripe_event_id = ${event.eventId}`,
  );
  if (!nextRetry) {
    const object = event.payload.data?.object as { customer?: unknown } | undefined;
    await tx.insert(failedEvents).values({
      eventId: event.eventId,
      eventType: event.eventType,
      customerId: typeof object?.customer === 'string' ? object.customer : null,
      error: message,
      rawEvent: event.payload as unknown as Record<string, unknown>,
    });
  }
}

export async function failedEventById(db: Db, id: number): Promise<FailedEventRow | null> {
  const [failed] = await db.select().from(failedEvents).where(eq(failedEvents.id, id));
  return failed ?? null;
}

/** A dead-lettered event pending again with fresh attempts; false when it is not failed (any more). */
export async function reopenFailedEvent(db: Db, eventId: string): Promise<boolean> {
  const [claimed] = await db
    .update(webhookEvents)
    .set({ status: 'pending', attempts: 0, nextRetry: null, errorMessage: null })
    .where(and(eq(webhookEvents.eventId, eventId), eq(webhookEvents.status, 'failed')))
    .returning({ id: webhookEvents.id });
  return Boolean(claimed);
}

export async function eventOutcome(db: Db, eventId: string) {
  const [event] = await db
    .select({ status: webhookEvents.status, errorMessage: webhookEvents.errorMessage })
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, eventId));
  return event ?? null;
}

export async function updateFailedEvent(
  db: Db,
  id: number,
  set: Partial<Pick<FailedEventRow, 'resolved' | 'resolvedAt' | 'resolvedBy' | 'resolution'>>,
): Promise<FailedEventRow> {
  const [updated] = await db.update(failedEvents).set(set).where(eq(failedEvents.id, id)).returning();
  return updated!;
}

// ---------- the admin's view ----------

export async function countPendingEvents(db: Db): Promise<number> {
  const [pending] = await db
    .select({ n: count() })
    .from(webhookEvents)
    .where(sql`${webhookEvents.status} in ('pending', 'processing', 'retrying')`);
  return pending?.n ?? 0;
}

export async function countUnresolvedFailedEvents(db: Db): Promise<number> {
  const [failed] = await db.select({ n: count() }).from(failedEvents).where(eq(failedEvents.resolved, false));
  return failed?.n ?? 0;
}

export function eventRows(db: Db, by: { status?: string; beforeId?: number }, limit: number) {
  return db
    .select()
    .from(webhookEvents)
    .where(
      and(
        by.status ? eq(webhookEvents.status, by.status) : undefined,
        by.beforeId !== undefined ? lt(webhookEvents.id, by.beforeId) : undefined,
      ),
    )
    .orderBy(desc(webhookEvents.id))
    .limit(limit);
}

export function eventCountsByStatus(db: Db) {
  return db
    .select({ status: webhookEvents.status, n: count() })
    .from(webhookEvents)
    .groupBy(webhookEvents.status);
}

export function failedEventRows(db: Db, by: { resolved?: boolean; beforeId?: number }, limit: number) {
  return db
    .select()
    .from(failedEvents)
    .where(
      and(
        by.resolved !== undefined ? eq(failedEvents.resolved, by.resolved) : undefined,
        by.beforeId !== undefined ? lt(failedEvents.id, by.beforeId) : undefined,
      ),
    )
    .orderBy(desc(failedEvents.id))
    .limit(limit);
}
