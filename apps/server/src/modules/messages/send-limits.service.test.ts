import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { MessageRateLimit, OverloadError, SendGate, SlidingWindows } from './send-limits.service.ts';

describe('SlidingWindows (messages per minute, per sender, in memory)', () => {
  it('lets a burst of `max` through, then nothing until the first of them is a window old, with the wait in seconds', () => {
    let now = 0;
    const windows = new SlidingWindows(3, 60_000, () => now);
    expect([windows.take('7'), windows.take('7')]).toEqual([0, 0]);
    now = 20_000;
    expect(windows.take('7')).toBe(0);
    // Full: the first two takes leave the window at 60 s, the third at 80 s.
    expect(windows.take('7')).toBe(40);
    now = 59_500;
    expect(windows.take('7')).toBe(1);
    now = 60_000;
    expect([windows.take('7'), windows.take('7'), windows.take('7')]).toEqual([0, 0, 20]);
    // Another sender has a window of their own.
    expect(windows.take('8')).toBe(0);
  });

  it('never lets more than `max` through in any window, however the takes are spread', () => {
    let now = 1_000_000;
    const windows = new SlidingWindows(30, 60_000, () => now);
    const accepted: number[] = [];
    // A sender trying every 700 ms for five minutes, after a quiet hour.
    for (let i = 0; i < 430; i++, now += 700) if (windows.take('1') === 0) accepted.push(now);
    for (const from of accepted) {
      expect(accepted.filter((at) => at >= from && at < from + 60_000).length).toBeLessThanOrEqual(30);
    }
    // The whole limit, every minute.
    expect(accepted.filter((at) => at < 1_000_000 + 60_000)).toHaveLength(30);
    expect(accepted).toHaveLength(30 * 5);
  });

  it('forgets the keys whose takes all left the window when pruning', () => {
    let now = 0;
    const windows = new SlidingWindows(2, 60_000, () => now);
    windows.take('1');
    now = 30_000;
    windows.take('2');
    now = 60_000;
    windows.prune();
    expect(windows.size).toBe(1);
    windows.take('2');
    expect(windows.take('2')).toBe(30);
  });
});

describe('MessageRateLimit', () => {
  const log = { warn: () => {} } as never;

  it('refuses with 429 and Retry-After from the local window, without touching the database', () => {
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
    expect(err).toMatchObject({ statusCode: 429, headers: { 'retry-after': '60' } });
    expect((err as AppError).userMessage).toMatch(/muy rápido/);
  });

  it('holds the limit over any 60 seconds across a minute boundary', () => {
    let now = Date.parse('2026-11-24T23:00:45Z');
    const limit = new MessageRateLimit({} as never, log, 30, 60_000, () => now);
    const refusal = () => {
      try {
        limit.consume(5);
      } catch (e) {
        return e as AppError;
      }
      return null;
    };
    // The whole limit in the last seconds of one minute…
    for (let i = 0; i < 30; i++, now += 100) expect(refusal()).toBeNull();
    // …leaves nothing for the next one until those sends are a minute old.
    now = Date.parse('2026-11-24T23:01:15Z');
    for (let i = 0; i < 20; i++, now += 1_000) {
      expect(refusal(), new Date(now).toISOString()).toMatchObject({ statusCode: 429 });
    }
    now = Date.parse('2026-11-24T23:01:40Z');
    expect(refusal()?.headers).toEqual({ 'retry-after': '5' });
    now = Date.parse('2026-11-24T23:01:45Z');
    expect(refusal()).toBeNull();
    expect(refusal()).toMatchObject({ statusCode: 429, headers: { 'retry-after': '1' } });
  });

  it('blocks a sender the shared count puts at the limit until their oldest hit leaves the window', async () => {
    let now = Date.parse('2026-11-24T23:00:30Z');
    const executed: unknown[] = [];
    const db = {
      execute: async (q: unknown) => {
        executed.push(q);
        // Two hits of this sender recorded by another instance, the oldest 30 s ago.
        const newest = [Date.parse('2026-11-24T23:00:10Z'), Date.parse('2026-11-24T23:00:00Z')];
        return { rows: [{ key: '5', n: 2, newest }] };
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

  it('past the limit in the shared count (instances overshot), blocks until enough hits leave to allow one more', async () => {
    let now = Date.parse('2026-11-24T23:01:00Z');
    // Three hits by other instances, 10, 20 and 50 s ago; with this one's, four of three.
    const newest = [now - 10_000, now - 20_000, now - 50_000];
    const db = { execute: async () => ({ rows: [{ key: '5', n: 3, newest }] }) };
    const limit = new MessageRateLimit(db as never, log, 3, 60_000, () => now);
    limit.consume(5);
    await limit.sync();
    // The hit of 50 s ago leaving is not enough: the one of 20 s ago must leave too.
    now += 10_000;
    expect(() => limit.consume(5)).toThrow(
      expect.objectContaining({ statusCode: 429, headers: { 'retry-after': '30' } }),
    );
    now += 30_000;
    expect(() => limit.consume(5)).not.toThrow();
    await limit.close();
  });

  it('keeps the hits for the next sync when PostgreSQL fails (the local window goes on limiting)', async () => {
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
