import type { SavedSearchFrequency } from '@traspasa/shared/saved-searches';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { alertMail } from './saved-searches.mails.ts';
import { claimQueuedListings, createAlertsForListing } from './saved-searches.repository.ts';
import { unsubscribeKey, unsubscribeToken } from './unsubscribe-token.rules.ts';

// The jobs of saved searches (decisions 061 and 150):
// - `saved-search-alerts` (every minute, and triggered by each approval): matches the queued
//   listings against every saved search, then mails the instant searches' new alerts — one
//   mail per search with every listing found since its last mail (a batch per minute at most).
// - `saved-search-daily` / `saved-search-weekly`: the digests of the other searches.

export const SAVED_SEARCH_ALERTS_JOB = 'saved-search-alerts';
const CLAIM = 50;
const SEARCHES_PER_RUN = 500;

interface JobDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** Drains the match queue: each approved listing becomes alerts for the searches it matches. */
export async function runSavedSearchMatching({
  db,
}: {
  db: Db;
}): Promise<{ listings: number; alerts: number }> {
  let listings = 0;
  let alerts = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const ids = await claimQueuedListings(tx, CLAIM);
      for (const id of ids) alerts += await createAlertsForListing(tx, id);
      listings += ids.length;
      return ids.length < CLAIM;
    });
    if (done) break;
  }
  return { listings, alerts };
}

export async function runSavedSearchAlerts(deps: JobDeps): Promise<Record<string, number>> {
  const matched = await runSavedSearchMatching(deps);
  const mailed = await sendAlertMails(deps, 'instant');
  return { ...matched, ...mailed };
}

export function runSavedSearchDigest(deps: JobDeps, frequency: 'daily' | 'weekly') {
  return sendAlertMails(deps, frequency);
}

type PendingRow = {
  alert_id: number;
  slug: string;
  title: string;
  location: string | null;
  country: string | null;
  asking_price: string | null;
  public: boolean;
};

/**
 * One mail per saved search of `frequency` with pending alerts. Each search is handled in its
 * own transaction holding its pending alerts (skip locked: two runs never mail the same
 * alert); the mail is sent last, so a refusing mail server rolls back and the next run tries
 * again. No mail — alerts marked `skipped`, still in the bell — when the owner chose
 * `notificationPreferences = 'none'`, paused the search, or the listing left the public list.
 */
export async function sendAlertMails(
  { db, mailer, appUrl, log }: JobDeps,
  frequency: SavedSearchFrequency,
): Promise<{ mails: number; skipped: number }> {
  const { rows: due } = await db.execute<{ id: number }>(sql`
    select s.id from saved_searches s
    where s.frequency = ${frequency}
      and exists (select 1 from saved_search_alerts a where a.saved_search_id = s.id and a.mail_status = 'pending')
    order by s.id limit ${SEARCHES_PER_RUN}`);
  let mails = 0;
  let skipped = 0;
  const key = due.length > 0 ? await unsubscribeKey(db) : null;
  for (const { id } of due) {
    try {
      await db.transaction(async (tx) => {
        const { rows: heads } = await tx.execute<{
          name: string;
          filters: Record<string, string | number | boolean>;
          frequency: SavedSearchFrequency;
          paused: boolean;
          email: string;
          full_name: string;
          prefs: string;
        }>(sql`select s.name, s.filters, s.frequency, s.paused_at is not null as paused,
            u.email, u.full_name, u.notification_preferences as prefs
          from saved_searches s join users u on u.id = s.user_id where s.id = ${id} for update of s`);
        const head = heads[0];
        if (!head || head.frequency !== frequency) return;
        const { rows } = await tx.execute<PendingRow>(sql`
          select a.id as alert_id, b.slug, b.title, b.location, b.country, b.asking_price,
            b.status in ('approved', 'reserved', 'sold') as public
          from saved_search_alerts a join businesses b on b.id = a.business_id
          where a.saved_search_id = ${id} and a.mail_status = 'pending'
          order by a.id for update of a skip locked`);
        if (rows.length === 0) return;
        const listings = rows.filter((r) => r.public);
        const mark = (ids: number[], status: 'sent' | 'skipped') =>
          ids.length === 0
            ? Promise.resolve()
            : tx.execute(sql`update saved_search_alerts set mail_status = ${status},
                mailed_at = ${status === 'sent' ? sql`now()` : null}
                where id in (${sql.join(
                  ids.map((i) => sql`${i}`),
                  sql`, `,
                )})`);
        const wantsMail = !head.paused && head.prefs !== 'none' && listings.length > 0;
        if (!wantsMail) {
          await mark(
            rows.map((r) => r.alert_id),
            'skipped',
          );
          skipped += rows.length;
          return;
        }
        await mark(
          rows.filter((r) => !r.public).map((r) => r.alert_id),
          'skipped',
        );
        await mark(
          listings.map((r) => r.alert_id),
          'sent',
        );
        await mailer.send(
          alertMail(
            {
              to: { email: head.email, name: head.full_name },
              search: { id, name: head.name, filters: head.filters },
              frequency,
              listings: listings.map((r) => ({
                slug: r.slug,
                title: r.title,
                location: r.location,
                country: r.country,
                askingPrice: r.asking_price,
              })),
              unsubscribeUrl: `${appUrl}/api/saved-searches/unsubscribe?token=${unsubscribeToken(key!, id)}`,
            },
            appUrl,
          ),
        );
        mails += 1;
      });
    } catch (err) {
      // One search's mail failing (the mail server refused it) must not stop the others.
      log.warn({ err, savedSearchId: id }, 'saved search alert mail failed; the next run retries');
    }
  }
  return { mails, skipped };
}
