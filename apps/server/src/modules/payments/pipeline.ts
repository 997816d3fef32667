// The provider event pipeline (decision 090): store first, answer 200, process exactly
// once in a job, retry with backoff, dead-letter what keeps failing, let an admin replay.

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { failedEvents, processedEvents, webhookEvents } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AfterCommit, applyEvent, type EffectDeps, type ProviderEvent } from './effects.ts';

export const PAYMENT_EVENTS_JOB = 'payment-events';

/** 30 s, 2 min, 8 min… between attempts of a failing event. */
export function retryDelayMs(attempt: number): number {
  return 30_000 * 4 ** Math.max(0, attempt - 1);
}

const BAD_SIGNATURE = 'La firma del evento no es válida.';
const BAD_EVENT = 'El evento no tiene el formato de un evento del proveedor de pagos.';
const STALE_SIGNATURE =
  'La firma del evento no es de ahora: su hora difiere en más de 5 minutos de la nuestra. Revisa el reloj de quien lo envía.';
/**
 * How far a signature's timestamp may be from our clock, either way: a captured delivery
 * cannot be replayed later, nor one signed for the future used once its time comes.
 */
export const SIGNATURE_TOLERANCE_S = 300;

/** The `t=` of a `Stripe-Signature` header in seconds (the last one, as Stripe reads it), or null. */
function signedAt(header: string): number | null {
  let at: number | null = null;
  for (const part of header.split(',')) {
    const [key, value] = part.split('=');
    if (key === 't') at = value && /^\d{1,12}$/.test(value) ? Number(value) : null;
  }
  return at;
}

/** What the pipeline needs of an event: an id, a type and a data object. */
function isEventShape(value: unknown): value is Stripe.Event {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const e = value as { id?: unknown; type?: unknown; data?: { object?: unknown } };
  return (
    typeof e.id === 'string' &&
    e.id.length > 0 &&
    e.id.length <= 255 &&
    typeof e.type === 'string' &&
    e.type.length > 0 &&
    e.type.length <= 255 &&
    typeof e.data?.object === 'object' &&
    e.data.object !== null &&
    !Array.isArray(e.data.object)
  );
}
/** A claimed event whose worker died is taken again after this long. */
const STUCK_AFTER = '5 minutes';

/**
 * Verifies the signature on the exact bytes received, that it was made within
 * `SIGNATURE_TOLERANCE_S` of now (before or after), and the event's shape; 400 otherwise.
 */
export function verifyEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): Stripe.Event {
  // The window is checked first, both ways: Stripe's own check only refuses old signatures.
  const at = signature ? signedAt(signature) : null;
  if (at !== null && Math.abs(Math.floor(now.getTime() / 1000) - at) > SIGNATURE_TOLERANCE_S) {
    throw AppError.badRequest(STALE_SIGNATURE);
  }
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('missing signature');
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      SIGNATURE_TOLERANCE_S,
      undefined,
      now.getTime(),
    );
  } catch (err) {
    // A signed body that is not JSON is the sender's mistake, not a forgery.
    const signed = Boolean(signature) && !(err instanceof Stripe.errors.StripeSignatureVerificationError);
    throw AppError.badRequest(signed && err instanceof SyntaxError ? BAD_EVENT : BAD_SIGNATURE);
  }
  if (!isEventShape(event)) throw AppError.badRequest(BAD_EVENT);
  return event;
}

interface InboxItem {
  eventId: string;
  eventType: string;
  /** The verified body as sent: PostgreSQL parses it once, as jsonb. */
  payload: string;
  done: (isNew: boolean) => void;
  fail: (err: unknown) => void;
}

/**
 * Where verified events are stored before the webhook answers 200 (decision 090). Events
 * that arrive together are written together: one statement and one commit for up to
 * `maxBatch` of them (group commit), so a burst costs a few transactions, not one per
 * delivery. Each caller's promise settles only after the commit that holds its event.
 * If a batch fails, its events are written one by one, so one bad event fails alone.
 */
export class WebhookInbox {
  private queue: InboxItem[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly opts: { maxBatch?: number; waitMs?: number } = {},
  ) {}

  /** Resolves to whether the event is new (a repeated delivery changes nothing). */
  store(eventId: string, eventType: string, payload: string): Promise<boolean> {
    return new Promise((done, fail) => {
      this.queue.push({ eventId, eventType, payload, done, fail });
      if (this.queue.length >= (this.opts.maxBatch ?? 200)) void this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setTimeout(() => void this.flush(), this.opts.waitMs ?? 2);
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    try {
      const inserted = await this.write(batch);
      for (const item of batch) item.done(inserted.has(item.eventId));
    } catch {
      for (const item of batch) {
        await this.write([item]).then(
          (inserted) => item.done(inserted.has(item.eventId)),
          (err: unknown) => item.fail(err),
        );
      }
    }
  }

  private async write(items: InboxItem[]): Promise<Set<string>> {
    const result = await this.db.execute<{ event_id: string }>(sql`
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
}

/** What an event is about, for serialising: the customer, else the user, else the object. */
export function serialKey(event: ProviderEvent): string {
  const object = (event.data?.object ?? {}) as Record<string, unknown>;
  const customer = typeof object.customer === 'string' ? object.customer : null;
  const meta = (object.metadata ?? {}) as Record<string, unknown>;
  const user = typeof meta.userId === 'string' ? meta.userId : null;
  return `payments:${customer ?? (user ? `user:${user}` : String(object.id ?? event.id))}`;
}

interface Claimed {
  id: number;
  eventId: string;
  eventType: string;
  payload: ProviderEvent;
  attempts: number;
  maxAttempts: number;
}

export interface DrainOptions {
  /** Take retrying events now instead of at their `nextRetry` (tests, an admin's replay). */
  ignoreSchedule?: boolean;
  batchSize?: number;
  concurrency?: number;
  /** Only these events (a replay). */
  eventIds?: string[];
}

export class EventPipeline {
  private readonly followUps = new Set<Promise<void>>();

  constructor(private readonly deps: EffectDeps & { log: FastifyBaseLogger }) {}

  /** Processes every due event; returns the counts of this run. */
  async drain(opts: DrainOptions = {}): Promise<Record<string, number>> {
    const counts = { processed: 0, duplicates: 0, retrying: 0, failed: 0 };
    const concurrency = opts.concurrency ?? 4;
    for (;;) {
      const batch = await this.claim(opts);
      if (batch.length === 0) break;
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const event = batch[next++]!;
          const outcome = await this.processClaimed(event);
          counts[outcome]++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
      if (opts.eventIds) break;
    }
    await Promise.all([...this.followUps]);
    return counts;
  }

  private async claim(opts: DrainOptions): Promise<Claimed[]> {
    const due = opts.ignoreSchedule ? sql`true` : sql`(next_retry is null or next_retry <= now())`;
    const only = opts.eventIds
      ? sql`and event_id in (${sql.join(
          opts.eventIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    const result = await this.deps.db.execute<{
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

  private async processClaimed(event: Claimed): Promise<'processed' | 'duplicates' | 'retrying' | 'failed'> {
    const after: AfterCommit[] = [];
    try {
      const applied = await this.deps.db.transaction(async (tx) => {
        // Events of one customer run one at a time (they touch the same rows; in parallel
        // they could deadlock); events of different customers run side by side.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${serialKey(event.payload)}))`);
        const [first] = await tx
          .insert(processedEvents)
          .values({ eventId: event.eventId, eventType: event.eventType })
          .onConflictDoNothing({ target: processedEvents.eventId })
          .returning({ id: processedEvents.id });
        if (!first) return false;
        const { userId, customerId } = await applyEvent({ ...this.deps, db: tx }, event.payload, after);
        await tx
          .update(processedEvents)
          .set({ userId, customerId, metadata: { type: event.eventType } })
          .where(eq(processedEvents.id, first.id));
        await tx
          .update(webhookEvents)
          .set({ status: 'succeeded', processedAt: new Date(), errorMessage: null, nextRetry: null })
          .where(eq(webhookEvents.id, event.id));
        await tx.execute(
          sql`update stripe_webhook_logs set processed = true, attempts = ${event.attempts}, last_attempt = now(), error_message = null where stripe_event_id = ${event.eventId}`,
        );
        return true;
      });
      if (!applied) {
        await this.deps.db
          .update(webhookEvents)
          .set({ status: 'succeeded', processedAt: new Date(), nextRetry: null })
          .where(eq(webhookEvents.id, event.id));
        return 'duplicates';
      }
    } catch (err) {
      return this.recordFailure(event, err);
    }
    // Mails run beside the next events; `drain` waits for them before it returns.
    for (const run of after) {
      const task: Promise<void> = run()
        .catch((err: unknown) =>
          this.deps.log.error({ err, eventId: event.eventId }, 'payment event follow-up failed'),
        )
        .finally(() => this.followUps.delete(task));
      this.followUps.add(task);
    }
    return 'processed';
  }

  private async recordFailure(event: Claimed, err: unknown): Promise<'retrying' | 'failed'> {
    const message = describeError(err);
    const exhausted = event.attempts >= event.maxAttempts;
    this.deps.log.warn({ err, eventId: event.eventId, attempt: event.attempts }, 'payment event failed');
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(webhookEvents)
        .set({
          status: exhausted ? 'failed' : 'retrying',
          errorMessage: message.slice(0, 2000),
          nextRetry: exhausted ? null : new Date(Date.now() + retryDelayMs(event.attempts)),
        })
        .where(eq(webhookEvents.id, event.id));
      await tx.execute(
        sql`update stripe_webhook_logs set attempts = ${event.attempts}, last_attempt = now(), error_message = ${message.slice(0, 2000)} where stripe_event_id = ${event.eventId}`,
      );
      if (exhausted) {
        const object = event.payload.data?.object as { customer?: unknown } | undefined;
        await tx.insert(failedEvents).values({
          eventId: event.eventId,
          eventType: event.eventType,
          customerId: typeof object?.customer === 'string' ? object.customer : null,
          error: message.slice(0, 2000),
          rawEvent: event.payload as unknown as Record<string, unknown>,
        });
      }
    });
    return exhausted ? 'failed' : 'retrying';
  }

  /**
   * An admin's replay of a dead-lettered event: marked resolved, its event pending again
   * with fresh attempts, processed now. The exactly-once ledger still applies, so an event
   * whose effects did land is not applied twice.
   */
  async replay(failedId: number, adminId: number): Promise<typeof failedEvents.$inferSelect> {
    const [failed] = await this.deps.db.select().from(failedEvents).where(eq(failedEvents.id, failedId));
    if (!failed) throw AppError.notFound('No encontramos ese evento fallido.');
    if (failed.resolved) throw AppError.conflict('Ese evento ya se reprocesó.');
    // Claimed in one statement: two admins (or the job) cannot replay it at the same time.
    const [claimed] = await this.deps.db
      .update(webhookEvents)
      .set({ status: 'pending', attempts: 0, nextRetry: null, errorMessage: null })
      .where(and(eq(webhookEvents.eventId, failed.eventId), eq(webhookEvents.status, 'failed')))
      .returning({ id: webhookEvents.id });
    if (claimed) await this.drain({ eventIds: [failed.eventId], ignoreSchedule: true });
    const [event] = await this.deps.db
      .select({ status: webhookEvents.status, errorMessage: webhookEvents.errorMessage })
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, failed.eventId));
    if (!claimed && event?.status !== 'succeeded') {
      throw AppError.conflict('Ese evento se está procesando ahora. Vuelve a mirar en un momento.');
    }
    const ok = event?.status === 'succeeded';
    // Resolved only when its effects landed; otherwise it stays in the list, retrying.
    const [updated] = await this.deps.db
      .update(failedEvents)
      .set(
        ok
          ? {
              resolved: true,
              resolvedAt: new Date(),
              resolvedBy: adminId,
              resolution: 'Reprocesado: sus efectos se aplicaron una sola vez.',
            }
          : {
              resolution: `Reprocesado sin éxito: ${event?.errorMessage ?? 'error desconocido'}. Se reintentará.`,
            },
      )
      .where(eq(failedEvents.id, failedId))
      .returning();
    return updated!;
  }
}

/** The message with its cause: a failed query says why it failed (a timeout, a lock). */
function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause.message : null;
  return cause && !err.message.includes(cause) ? `${err.message} (${cause})` : err.message;
}
