import { describe, expect, it, vi } from 'vitest';
import type { NewMessage } from './messages.repository.ts';

// The writer with a fake repository: what matters here is that no queued message is ever
// left behind, whatever the timing of the sends relative to the batches.
const batches: number[] = [];
vi.mock('./messages.repository.ts', () => ({
  insertMessages: async (_db: unknown, items: NewMessage[]) => {
    batches.push(items.length);
    // A batch takes a random mix of microtask and macrotask turns.
    for (let i = Math.floor(Math.random() * 4); i > 0; i--) await Promise.resolve();
    if (Math.random() < 0.5) await new Promise((r) => setImmediate(r));
    return items.map((m, i) => ({ id: i, conversationId: 1, senderId: m.senderId, content: m.content }));
  },
}));

const { MessageWriter } = await import('./message-writer.service.ts');
const log = { warn: () => {} } as never;
const message = (n: number): NewMessage => ({
  senderId: n,
  receiverId: n + 1,
  businessId: null,
  content: `m${n}`,
  messageType: 'text',
  clientMessageId: null,
  attachmentIds: [],
});

describe('MessageWriter', () => {
  it('writes every message, also those queued at the moment a batch ends', async () => {
    const writer = new MessageWriter({} as never, log);
    const written: Promise<unknown>[] = [];
    for (let n = 0; n < 300; n++) {
      written.push(writer.write(message(n)));
      // Sends arrive at every kind of moment: same tick, after microtasks, after I/O turns.
      const wait = n % 3;
      for (let i = 0; i < (n * 7) % 5; i++) await Promise.resolve();
      if (wait === 1) await new Promise((r) => setImmediate(r));
      if (wait === 2) await written[n];
    }
    const settled = await Promise.race([
      Promise.all(written).then(() => 'all written'),
      new Promise((r) => setTimeout(() => r('a send was left waiting'), 2000)),
    ]);
    expect(settled).toBe('all written');
    expect(batches.reduce((a, b) => a + b, 0)).toBe(300);
    await writer.flush();
  });

  it('never leaves a send waiting when it arrives just as a drain finishes', async () => {
    const writer = new MessageWriter({} as never, log);
    for (let k = 0; k < 12; k++) {
      for (let attempt = 0; attempt < 5; attempt++) {
        await writer.write(message(k));
        // k microtask turns after the previous send resolved: somewhere in here the drain
        // that wrote it makes its last emptiness check and stops.
        for (let i = 0; i < k; i++) await Promise.resolve();
        const late = writer.write(message(100 + k));
        const outcome = await Promise.race([
          late.then(() => 'written'),
          new Promise((r) => setTimeout(() => r(`left waiting after ${k} microtasks`), 500)),
        ]);
        expect(outcome).toBe('written');
      }
    }
  });
});
