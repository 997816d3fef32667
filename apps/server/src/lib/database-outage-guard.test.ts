import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { onUnhandledRejection } from './database-outage-guard.ts';

const connectRefused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111 });

describe('onUnhandledRejection (a floating database call must not kill the server)', () => {
  it('logs a rejection from the database being away and lets the server carry on', () => {
    const logged: string[] = [];
    expect(() => onUnhandledRejection(connectRefused(), (m) => logged.push(m))).not.toThrow();
    expect(() =>
      onUnhandledRejection(Object.assign(new Error('terminating connection'), { code: '57P01' }), (m) =>
        logged.push(m),
      ),
    ).not.toThrow();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('ECONNREFUSED');
  });

  it('throws any other rejection again, so a bug still stops the process', () => {
    const bug = new TypeError('x is not a function');
    expect(() => onUnhandledRejection(bug, () => {})).toThrow(bug);
    expect(() => onUnhandledRejection(Object.assign(new Error('dup'), { code: '23505' }), () => {})).toThrow(
      'dup',
    );
  });

  it('in a real process: an unawaited ECONNREFUSED is survived, an unawaited bug still exits non-zero', () => {
    const guard = path.join(import.meta.dirname, 'database-outage-guard.ts');
    const run = (rejection: string) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `const { onUnhandledRejection } = await import(${JSON.stringify(guard)});
           process.on('unhandledRejection', (r) => onUnhandledRejection(r));
           Promise.reject(${rejection});
           setTimeout(() => console.log('still serving'), 200);`,
        ],
        { encoding: 'utf8', timeout: 30_000 },
      );
    const outage = run(`Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })`);
    expect(outage.status, outage.stderr).toBe(0);
    expect(outage.stdout).toContain('still serving');
    const bug = run(`new TypeError('x is not a function')`);
    expect(bug.status).not.toBe(0);
    expect(bug.stdout).not.toContain('still serving');
  });
});
