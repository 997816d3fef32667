import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive } from './embedded.ts';

// The watchdog asks isAlive() whether the postmaster still runs. A postmaster killed while
// its parent does not reap it (PID 1 in some containers) stays a zombie that answers
// kill(pid, 0): taken for alive, it was never restarted (decision 010).

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const f of cleanup.splice(0)) f();
});

/** A `sleep` whose parent is another `sleep`, which never waits for it. */
async function orphanedSleep(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  cleanup.push(() => parent.kill('SIGKILL'));
  const pid = await new Promise<number>((resolve) =>
    parent.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
  );
  cleanup.push(() => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  });
  // Until the shell has become `sleep` it may still reap its child: wait for the exec.
  await expect.poll(() => readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim()).toBe('sleep');
  return pid;
}

describe.runIf(process.platform === 'linux')('isAlive', () => {
  it('is true for a running process and false once it is killed, though nobody reaped it yet', async () => {
    const pid = await orphanedSleep();
    expect(isAlive(pid)).toBe(true);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => isAlive(pid)).toBe(false);
    // Still there as a zombie: the signal check alone would call it alive.
    expect(() => process.kill(pid, 0)).not.toThrow();
  });

  it('is false for no pid and for a pid that does not exist', () => {
    expect(isAlive(null)).toBe(false);
    expect(isAlive(2 ** 22 + 1)).toBe(false);
  });
});
