// The provider event pipeline (decision 090): events the webhook stored (inbox.service.ts) are
// processed exactly once in a job, retried with backoff, dead-lettered when they keep failing,
// and replayed by an admin. What each event changes: effects.service.ts.
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { type AfterCommit, applyEvent, type EffectDeps, type ProviderEvent } from './effects.service.ts';
import {
  type ClaimedEvent,
  claimDueEvents,
  enterLedger,
  eventOutcome,
  type FailedEventRow,
  failedEventById,
  lockSerialKey,
  markEventDuplicate,
  markEventProcessed,
  recordEventFailure,
  recordLedgerFacts,
  reopenFailedEvent,
  updateFailedEvent,
} from './webhook.repository.ts';

export const PAYMENT_EVENTS_JOB = 'payment-events';

/** 30 s, 2 min, 8 min… between attempts of a failing event. */
export function retryDelayMs(attempt: number): number {
  return 30_000 * 4 ** Math.max(0, attempt - 1);
}

/** What an event is about, for serialising: the customer, else the user, else the object. */
export function serialKey(event: ProviderEvent): string {
  const object = (event.data?.object ?? {}) as Record<string, unknown>;
  const customer = typeof object.customer === 'string' ? object.customer : null;
  const meta = (object.metadata ?? {}) as Record<string, unknown>;
  const user = typeof meta.userId === 'string' ? meta.userId : null;
  return `payments:${customer ?? (user ? `user:${user}` : String(object.id ?? event.id))}`;
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
      const batch = await claimDueEvents(this.deps.db, opts);
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

  private async processClaimed(
    event: ClaimedEvent,
  ): Promise<'processed' | 'duplicates' | 'retrying' | 'failed'> {
    const after: AfterCommit[] = [];
    try {
      const applied = await this.deps.db.transaction(async (tx) => {
        // Events of one customer run one at a time (they touch the same rows; in parallel
        // they could deadlock); events of different customers run side by side.
        await lockSerialKey(tx, serialKey(event.payload));
        const ledgerId = await enterLedger(tx, event.eventId, event.eventType);
        if (ledgerId === null) return false;
        const { userId, customerId } = await applyEvent({ ...this.deps, db: tx }, event.payload, after);
        await recordLedgerFacts(tx, ledgerId, { userId, customerId, eventType: event.eventType });
        await markEventProcessed(tx, event);
        return true;
      });
      if (!applied) {
        await markEventDuplicate(this.deps.db, event.id);
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

  private async recordFailure(event: ClaimedEvent, err: unknown): Promise<'retrying' | 'failed'> {
    const message = describeError(err);
    const exhausted = event.attempts >= event.maxAttempts;
    this.deps.log.warn({ err, eventId: event.eventId, attempt: event.attempts }, 'payment event failed');
    await this.deps.db.transaction((tx) =>
      recordEventFailure(
        tx,
        event,
        message.slice(0, 2000),
        exhausted ? null : new Date(Date.now() + retryDelayMs(event.attempts)),
      ),
    );
    return exhausted ? 'failed' : 'retrying';
  }

  /**
   * An admin's replay of a dead-lettered event: marked resolved, its event pending again
   * with fresh attempts, processed now. The exactly-once ledger still applies, so an event
   * whose effects did land is not applied twice.
   */
  async replay(failedId: number, adminId: number): Promise<FailedEventRow> {
    const failed = await failedEventById(this.deps.db, failedId);
    if (!failed) throw AppError.notFound('No encontramos ese evento fallido.');
    if (failed.resolved) throw AppError.conflict('Ese evento ya se reprocesó.');
    // Claimed in one statement: two admins (or the job) cannot replay it at the same time.
    const claimed = await reopenFailedEvent(this.deps.db, failed.eventId);
    if (claimed) await this.drain({ eventIds: [failed.eventId], ignoreSchedule: true });
    const event = await eventOutcome(this.deps.db, failed.eventId);
    if (!claimed && event?.status !== 'succeeded') {
      throw AppError.conflict('Ese evento se está procesando ahora. Vuelve a mirar en un momento.');
    }
    const ok = event?.status === 'succeeded';
    // Resolved only when its effects landed; otherwise it stays in the list, retrying.
    return updateFailedEvent(
      this.deps.db,
      failedId,
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
    );
  }
}

/** The message with its cause: a failed query says why it failed (a timeout, a lock). */
function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause.message : null;
  return cause && !err.message.includes(cause) ? `${err.message} (${cause})` : err.message;
}
