// The e2e server's own embedded PostgreSQL, for what no screen or API can do in a test's time:
// making a listing's 90 days run out (decision 151). Its data folder is the one holding the
// server log the global setup provides.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb } from '../../apps/server/src/db/client.ts';
import type { Mailer } from '../../apps/server/src/lib/mailer.ts';
import { runListingExpiry } from '../../apps/server/src/modules/businesses/listing-expiry.job.ts';
import { baseUrl } from './browser';

/** A small pool on the e2e server's database; end it after use. */
export function e2ePool(): pg.Pool {
  const dir = path.join(path.dirname(inject('e2e').logFile), 'postgres');
  const { password } = JSON.parse(fs.readFileSync(path.join(dir, 'credentials.json'), 'utf8')) as {
    password: string;
  };
  // postmaster.pid: pid, data folder, start time, port, …
  const port = Number(fs.readFileSync(path.join(dir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return new pg.Pool({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/traspasa`,
    max: 2,
  });
}

/**
 * Ends a published listing's period now and runs the real expiry job on it, as the scheduler
 * would at its next quarter hour: status `expired`, out of search, the notice mail (kept here).
 * Returns the notice mails' subjects.
 */
export async function expireListing(id: number): Promise<string[]> {
  const pool = e2ePool();
  const sent: string[] = [];
  const mailer: Mailer = {
    send: async (mail) => {
      sent.push(mail.subject);
    },
  };
  try {
    const moved = await pool.query(
      `update businesses set expires_at = now() - interval '1 minute' where id = $1 and status = 'approved'`,
      [id],
    );
    if (moved.rowCount !== 1) throw new Error(`listing ${id} is not published`);
    // Only listings whose end has passed are touched: the demo's end days from now.
    await runListingExpiry({ db: createDb(pool), mailer, appUrl: baseUrl() });
    const { rows } = await pool.query<{ status: string }>('select status from businesses where id = $1', [
      id,
    ]);
    if (rows[0]?.status !== 'expired') throw new Error(`listing ${id} did not expire (${rows[0]?.status})`);
    return sent;
  } finally {
    await pool.end();
  }
}
