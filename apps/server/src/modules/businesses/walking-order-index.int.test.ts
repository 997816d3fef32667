import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { type Queryable, WALK_TIMEOUT_MS, walkingOrderIndex } from './businesses-search.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

/** Notes the settings the statements run under, then works for `sleepS` seconds. */
async function settingsThenWork(conn: Queryable, sleepS: number, seen: string[] = []): Promise<string> {
  const { rows } = await conn.query<{ bitmap: string; sort: string; timeout: string }>(
    `select current_setting('enable_bitmapscan') as bitmap, current_setting('enable_sort') as sort,
      current_setting('statement_timeout') as timeout`,
  );
  const r = rows[0]!;
  const settings = `bitmap ${r.bitmap}, sort ${r.sort}, timeout ${r.timeout}`;
  seen.push(settings);
  await conn.query('select pg_sleep($1)', [sleepS]);
  return settings;
}

describe('walkingOrderIndex (decision 050, third pass)', () => {
  it('walks with bitmaps and sorts off, bounded by its timeout, and nothing leaks to the next statement', async () => {
    const seen: string[] = [];
    await walkingOrderIndex(t.pool, async (tx) => {
      seen.push(await settingsThenWork(tx, 0));
    });
    expect(seen).toEqual([`bitmap off, sort off, timeout ${WALK_TIMEOUT_MS}ms`]);
    expect(await settingsThenWork(t.pool, 0)).toBe('bitmap on, sort on, timeout 0');
  });

  it('past the timeout runs the same statement again with the planner’s own plan, instead of failing', async () => {
    const seen: string[] = [];
    const result = await walkingOrderIndex(
      t.pool,
      async (tx) => {
        await settingsThenWork(tx, 0.4, seen);
        return 'página';
      },
      100,
    );
    expect(result).toBe('página');
    expect(seen).toEqual(['bitmap off, sort off, timeout 100ms', 'bitmap on, sort on, timeout 0']);
  });

  it('lets any other error through', async () => {
    await expect(walkingOrderIndex(t.pool, (client) => client.query('select 1 / 0'))).rejects.toThrow();
  });

  it('gives its connection back to the pool whatever happened, so failures cannot exhaust it', async () => {
    const size = t.pool.options.max ?? 10;
    for (let i = 0; i <= size; i++) {
      await expect(walkingOrderIndex(t.pool, (client) => client.query('select 1 / 0'))).rejects.toThrow();
      await walkingOrderIndex(t.pool, (client) => client.query('select pg_sleep(0.2)'), 50);
    }
    expect(t.pool.totalCount - t.pool.idleCount).toBe(0);
    expect(
      await walkingOrderIndex(t.pool, async (client) => (await client.query('select 1 as one')).rows),
    ).toEqual([{ one: 1 }]);
  });
});
