import { describe, expect, it, vi } from 'vitest';

// The fan-out with fake loaders and a fake hub: every notice must be handled, also one
// that arrives just as the previous batch finishes.
const loaded: number[][] = [];
vi.mock('./conversations.repository.ts', () => ({
  loadMessagesForEvents: async (_db: unknown, ids: number[]) => {
    loaded.push(ids);
    await Promise.resolve();
    return [];
  },
}));
vi.mock('./messages.repository.ts', () => ({
  unreadInConversations: async () => new Map(),
  unreadTotals: async () => new Map(),
}));

const { ChatFanout } = await import('./chat-fanout.service.ts');
const hub = { has: () => true, send: () => {}, batch: (fn: () => void) => fn(), closeUser: () => {} };
const fanout = new ChatFanout(() => ({}) as never, hub as never, { error: () => {} } as never);

describe('ChatFanout', () => {
  it('handles a notice that arrives just as the previous batch ends', async () => {
    let id = 0;
    for (let k = 0; k < 40; k++) {
      id += 1;
      fanout.push(`m,${id},1,2,3`);
      // k microtask turns later: somewhere in here that batch's drain makes its last
      // emptiness check and stops.
      for (let i = 0; i < k; i++) await Promise.resolve();
      id += 1;
      fanout.push(`m,${id},1,2,3`);
      const last = id;
      const outcome = await Promise.race([
        fanout.idle().then(() => (loaded.flat().includes(last) ? 'handled' : 'dropped')),
        new Promise((r) => setTimeout(() => r(`left waiting after ${k} microtasks`), 500)),
      ]);
      expect(outcome).toBe('handled');
    }
  });

  it('reports how long the oldest notice not delivered yet has waited, and 0 once all are', async () => {
    expect(fanout.lag()).toBe(0);
    fanout.push('m,900,1,2,3');
    const t0 = performance.now();
    expect(fanout.lag(t0 + 300)).toBeGreaterThanOrEqual(300);
    await fanout.idle();
    expect(fanout.lag()).toBe(0);
  });
});
