import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MessageRow } from './messages.mapper.ts';
import { insertMessages, type NewMessage } from './messages.repository.ts';

interface Pending {
  message: NewMessage;
  resolve(row: MessageRow | undefined): void;
  reject(err: unknown): void;
}

const MAX_BATCH = 200;

/**
 * Group commit for chat messages (decision 070). A NOTIFY inside a transaction holds a
 * database-wide lock until its commit is on disk, so one transaction per message caps
 * the whole cluster at one commit per disk flush (under 2,000 a second on the reference
 * machine). Sends that arrive while a batch is being written wait for the next one and
 * are stored together: one transaction, one NOTIFY per batch, and the NOTIFY stays
 * transactional (a notice exists exactly for each committed message).
 *
 * One batch at a time per instance. A failing batch is retried one message at a time,
 * so a single bad message fails alone.
 */
export class MessageWriter {
  private queue: Pending[] = [];
  private draining = false;
  private drained: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves with the stored row, or undefined when (sender, clientMessageId) already existed. */
  write(message: NewMessage): Promise<MessageRow | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        this.drained = this.drain();
      }
    });
  }

  /** Waits for everything queued so far (app close). */
  async flush(): Promise<void> {
    while (this.draining) await this.drained;
  }

  /**
   * Writes batches until the queue is empty. `draining` is cleared right after the last
   * emptiness check, with no await in between: a send queued a moment later starts a new
   * drain instead of waiting for one that is already over.
   */
  private async drain(): Promise<void> {
    try {
      // Let the sends of this I/O phase join the first batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.queue.length > 0) await this.writeBatch(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.draining = false;
    }
  }

  private async writeBatch(batch: Pending[]): Promise<void> {
    try {
      const rows = await insertMessages(
        this.db,
        batch.map((p) => p.message),
      );
      for (const [i, p] of batch.entries()) p.resolve(rows[i]);
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      this.log.warn({ err, size: batch.length }, 'chat batch failed: retrying its messages one by one');
      for (const pending of batch) {
        try {
          const [row] = await insertMessages(this.db, [pending.message]);
          pending.resolve(row);
        } catch (single) {
          pending.reject(single);
        }
      }
    }
  }
}
