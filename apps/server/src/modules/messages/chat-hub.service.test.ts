import { describe, expect, it } from 'vitest';
import { type ChatClient, ChatHub } from './chat-hub.service.ts';

// The hub with a fake socket: a client that floods pings and never reads the pongs must
// not make the server buffer without limit.
function fakeClient(backlog: string[] | null = null) {
  const socket = {
    bufferedAmount: 0,
    sent: [] as string[],
    terminated: false,
    send(data: string) {
      this.sent.push(data);
      this.bufferedAmount += data.length;
    },
    terminate() {
      this.terminated = true;
    },
  };
  const client: ChatClient = { socket: socket as never, userId: 7, sid: 's', alive: true, backlog };
  return { client, socket };
}

const hub = new ChatHub({} as never, { warn: () => {} } as never);
const pong = JSON.stringify({ type: 'pong' });

describe('ChatHub replies', () => {
  it('cuts a socket that does not read its pongs instead of buffering them', () => {
    const { client, socket } = fakeClient();
    for (let i = 0; i < 200_000 && !socket.terminated; i++) hub.reply(client, pong);
    expect(socket.terminated).toBe(true);
    expect(socket.bufferedAmount).toBeLessThanOrEqual(1024 * 1024 + pong.length);
  });

  it('keeps only a few pongs waiting for ready', () => {
    const { client } = fakeClient([]);
    for (let i = 0; i < 10_000; i++) hub.reply(client, pong);
    expect(client.backlog!.length).toBeLessThanOrEqual(16);
  });
});
