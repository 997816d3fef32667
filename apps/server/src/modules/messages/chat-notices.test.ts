import { describe, expect, it } from 'vitest';
import { parseNotices } from './chat-fanout.service.ts';
import { chunkNotices } from './messages.repository.ts';

describe('chat notices', () => {
  it('packs notices into NOTIFY payloads under 8,000 bytes and reads them back', () => {
    const messages = Array.from(
      { length: 1000 },
      (_, i) => `m,${2_000_000 + i},${300 + i},${10 + i},${20 + i}`,
    );
    const reads = [`r,7,10,20,${Array.from({ length: 500 }, (_, i) => 1_000_000 + i).join('|')}`];
    const payloads = chunkNotices([...messages, ...reads]);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);

    const parsed = payloads.map(parseNotices);
    expect(parsed.flatMap((p) => p.messages)).toHaveLength(1000);
    expect(parsed.flatMap((p) => p.messages)[999]).toEqual({
      id: 2_000_999,
      conversationId: 1299,
      senderId: 1009,
      receiverId: 1019,
    });
    const [read] = parsed.flatMap((p) => p.reads);
    expect(read).toMatchObject({ conversationId: 7, readerId: 10, otherId: 20 });
    expect(read!.messageIds).toHaveLength(500);
  });

  it('ignores what it does not know', () => {
    expect(parseNotices('x,1,2;;m,1,2,3,4')).toEqual({
      messages: [{ id: 1, conversationId: 2, senderId: 3, receiverId: 4 }],
      reads: [],
    });
  });
});
