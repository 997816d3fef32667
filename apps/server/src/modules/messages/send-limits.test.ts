import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { MessageRateLimit, OverloadError, SendGate, TokenBuckets } from './send-limits.ts';

describe('TokenBuckets (messages per minute, per sender, in memory)', () => {
  it('lets a burst of `capacity` through, then one per windowMs / capacity, with the wait in seconds', () => {
    let now = 0;
    const buckets = new TokenBuckets(3, 60_000, () => now);
    expect([buckets.take('7'), buckets.take('7'), buckets.take('7')]).toEqual([0, 0, 0]);
    // Empty: a token comes back every 20 s.
    expect(buckets.take('7')).toBe(20);
    now = 10_000;
    expect(buckets.take('7')).toBe(10);
    now = 20_000;
    expect(buckets.take('7')).toBe(0);
    expect(buckets.take('7')).toBe(20);
    // Another sender has a bucket of their own.
    expect(buckets.take('8')).toBe(0);
  });

  it('never holds more than capacity, however long the sender was quiet', () => {
    let now = 0;
    const buckets = new TokenBuckets(2, 60_000, () => now);
    buckets.take('1');
    now = 3_600_000;
    expect([buckets.take('1'), buckets.take('1'), buckets.take('1')]).toEqual([0, 0, 30]);
  });

  it('forgets refilled buckets when pruning, and drain empties one', () => {
    let now = 0;
    const buckets = new TokenBuckets(2, 60_000, () => now);
    buckets.take('1');
    buckets.take('2');
    buckets.take('2');
    now = 30_000;
    buckets.prune();
    expect(buckets.size).toBe(1);
    buckets.drain('1');
    expect(buckets.take('1')).toBe(30);
  });
});

describe('MessageRateLimit', () => {
  const log = { warn: () => {} } as never;

  it('refuses with 429 and Retry-After from the local bucket, without touching the database', () => {
    const limit = new MessageRateLimit({} as never, log, 2, 60_000, () => 0);
    limit.consume(5);
    limit.consume(5);
    const err = (() => {
      try {
        limit.consume(5);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 429, headers: { 'retry-after': '30' } });
    expect((err as AppError).userMessage).toMatch(/muy rápido/);
  });

  it('blocks a sender the shared count puts at the limit until their oldest hit leaves the window', async () => {
    let now = Date.parse('2026-11-24T23:00:30Z');
    const executed: unknown[] = [];
    const db = {
      execute: async (q: unknown) => {
        executed.push(q);
        // Two hits of this sender recorded by another instance, the oldest 30 s ago.
        return { rows: [{ key: '5', n: 2, oldest: '2026-11-24T23:00:00Z' }] };
      },
    };
    const limit = new MessageRateLimit(db as never, log, 3, 60_000, () => now);
    limit.consume(5);
    await limit.sync();
    expect(executed).toHaveLength(1);
    expect(() => limit.consume(5)).toThrow(
      expect.objectContaining({ statusCode: 429, headers: { 'retry-after': '30' } }),
    );
    now += 30_001;
    expect(() => limit.consume(5)).not.toThrow();
    await limit.close();
  });

  it('keeps the hits for the next sync when PostgreSQL fails (the local bucket goes on limiting)', async () => {
    let calls = 0;
    const db = {
      execute: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return { rows: [] };
      },
    };
    const limit = new MessageRateLimit(db as never, log, 10, 60_000, () => 0);
    limit.consume(1);
    await limit.sync();
    await limit.sync();
    expect(calls).toBe(2);
    await limit.close();
  });
});

describe('SendGate (graceful overload)', () => {
  it('refuses past maxInFlight at once, and admits again when one leaves', () => {
    const gate = new SendGate(2, 1000, () => 0);
    const a = gate.enter();
    gate.enter();
    expect(() => gate.enter()).toThrow(OverloadError);
    expect(gate.refused).toBe(1);
    gate.leave(a);
    expect(() => gate.enter()).not.toThrow();
  });

  it('refuses while the oldest send in progress has waited longer than maxWaitMs (from maxInFlight / 8 sends on)', () => {
    let now = 0;
    // An eighth of 16: the wait counts from two sends in progress on.
    const gate = new SendGate(16, 250, () => now);
    const slow = gate.enter();
    now = 1000;
    // One slow send alone is not an overload.
    const second = gate.enter();
    now = 1100;
    const err = (() => {
      try {
        gate.enter();
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(OverloadError);
    expect(err).toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
    gate.leave(slow);
    // The oldest now waited 100 ms: admitted.
    expect(() => gate.enter()).not.toThrow();
    gate.leave(second);
  });

  it('refuses while the deliveries after the commit run more than half of maxWaitMs behind', () => {
    const gate = new SendGate(16, 500, () => 0);
    let lag = 0;
    gate.watchBacklog(() => lag);
    expect(() => gate.leave(gate.enter())).not.toThrow();
    lag = 300;
    expect(gate.full()).toBe(true);
    expect(() => gate.enter()).toThrow(OverloadError);
    lag = 200;
    expect(() => gate.enter()).not.toThrow();
  });
});
