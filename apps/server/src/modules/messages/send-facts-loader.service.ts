import type { Db } from '../../db/client.ts';
import type { SendFacts } from './chat.rules.ts';
import type { ProfileRow } from './messages.mapper.ts';
import { type FactsQuery, loadSendFactsMany } from './messages.repository.ts';

type Loaded = { receiver: ProfileRow; facts: SendFacts } | null;
interface Waiting {
  query: FactsQuery;
  resolve(loaded: Loaded): void;
  reject(err: unknown): void;
}

const MAX_BATCH = 500;

/**
 * The rules' facts for the sends that arrive together, loaded in one statement (decision
 * 070, "Sending at load"): the profile showed one round trip per message for this lookup
 * as the largest per-message database cost once the rate limit left the hot path. Like
 * the writer, one lookup at a time: the sends that arrive meanwhile wait for the next one,
 * so with no load a lookup holds one send and adds no latency. NDA status is still read at
 * every send, never cached.
 */
export class SendFactsLoader {
  private queue: Waiting[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  load(query: FactsQuery): Promise<Loaded> {
    return new Promise((resolve, reject) => {
      this.queue.push({ query, resolve, reject });
      if (!this.running) {
        this.running = true;
        void this.drain();
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      // Let the sends of this I/O phase join the first lookup.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const loaded = await loadSendFactsMany(
            this.db,
            batch.map((w) => w.query),
          );
          for (const [i, w] of batch.entries()) w.resolve(loaded[i] ?? null);
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
