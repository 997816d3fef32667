// Listings stay fresh (decision 151): an approved listing expires 90 days after its approval
// or last renewal unless its seller renews it; reminders go out 7 days and 1 day before. Two
// scheduled jobs (decision 061): `listing-expiry-reminders` and `listing-expiry`. Both are safe
// to run twice at once and to re-run: each listing is handled in its own transaction after
// locking it again with the same condition (forEachDue, lib/jobs.ts).
import { calendarDaysUntil, formatDateTime, inDaysText } from '@traspasa/shared/dates';
import { and, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import { forEachDue } from '../../lib/jobs.ts';
import { linkMail, type Mail, type Mailer } from '../../lib/mailer.ts';
import { timeZoneOfUser } from '../../lib/person-time-zone.ts';
import { recordAudit } from '../audit-log/audit-trail.service.ts';
import { transition } from './business-status.rules.ts';

const DAY_MS = 86_400_000;
/** An approved listing's life without a renewal. */
export const LISTING_LIFETIME_DAYS = 90;
/** Sold listings leave search this long after the sale; their page stays. */
export const SOLD_IN_SEARCH_DAYS = 30;
/** The two reminders, days before the end, the later one last. */
export const REMINDER_DAYS = [7, 1] as const;

export const LISTING_EXPIRY_JOB = 'listing-expiry';
export const LISTING_EXPIRY_REMINDERS_JOB = 'listing-expiry-reminders';

/** When a listing approved or renewed at `from` expires. */
export function listingExpiry(from: Date): Date {
  return new Date(from.getTime() + LISTING_LIFETIME_DAYS * DAY_MS);
}

/** Sold before this instant: out of search (even with "Incluir vendidos"). */
export function soldSearchCutoff(now: Date): Date {
  return new Date(now.getTime() - SOLD_IN_SEARCH_DAYS * DAY_MS);
}

/** Where the seller renews: the dashboard renews the listing named here once signed in. */
export function renewUrl(appUrl: string, businessId: number): string {
  return `${appUrl}/seller/dashboard?renovar=${businessId}`;
}

export interface ListingExpiryDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  now?: Date;
  /** Where a failure on one listing is reported; the others still run. */
  log?: { warn(obj: object, msg: string): void };
}

const approved = eq(businesses.status, 'approved');

/** The `days`-before reminder is due, and no reminder this close to the end was sent yet. */
function reminderDue(now: Date, days: number): SQL {
  const next = REMINDER_DAYS[REMINDER_DAYS.indexOf(days as (typeof REMINDER_DAYS)[number]) + 1];
  return and(
    approved,
    gt(businesses.expiresAt, now),
    lte(businesses.expiresAt, new Date(now.getTime() + days * DAY_MS)),
    // A later reminder owns the last stretch: 7 days before is only sent while more than 1 is left.
    next !== undefined ? gt(businesses.expiresAt, new Date(now.getTime() + next * DAY_MS)) : undefined,
    or(isNull(businesses.expiryReminderDays), gt(businesses.expiryReminderDays, days)),
  )!;
}

const expiredBy = (now: Date): SQL => and(approved, lte(businesses.expiresAt, now))!;

/** Sends the due reminders (the 1-day one first, then the 7-day one). */
export async function runExpiryReminders(deps: ListingExpiryDeps): Promise<{ reminded: number }> {
  const now = deps.now ?? new Date();
  let reminded = 0;
  for (const days of [...REMINDER_DAYS].reverse()) {
    reminded += await forEachListingDue(deps, reminderDue(now, days), (tx, row) =>
      remind(tx, deps, row, days, now),
    );
  }
  return { reminded };
}

/** Moves every approved listing whose time is up to `expired`, with a notice to its seller. */
export async function runListingExpiry(deps: ListingExpiryDeps): Promise<{ expired: number }> {
  const now = deps.now ?? new Date();
  const expired = await forEachListingDue(deps, expiredBy(now), (tx, row) => expire(tx, deps, row, now));
  return { expired };
}

type DueRow = NonNullable<Awaited<ReturnType<typeof lockDue>>>;

/** The listings due under `condition`, each handled in its own transaction (forEachDue). */
function forEachListingDue(
  deps: ListingExpiryDeps,
  condition: SQL,
  handle: (tx: Db, row: DueRow) => Promise<boolean>,
): Promise<number> {
  return forEachDue(deps.db, {
    listDue: async (afterId, limit) =>
      (
        await deps.db
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(condition, gt(businesses.id, afterId)))
          .orderBy(asc(businesses.id))
          .limit(limit)
      ).map((r) => r.id),
    lock: (tx, id) => lockDue(tx, id, condition),
    handle,
    onError: (err, id) =>
      deps.log?.warn({ err, businessId: id }, 'listing expiry job failed for one listing; retried next run'),
  });
}

async function lockDue(tx: Db, id: number, condition: SQL) {
  const [row] = await tx
    .select({
      id: businesses.id,
      title: businesses.title,
      status: businesses.status,
      expiresAt: businesses.expiresAt,
      sellerId: businesses.sellerId,
      sellerName: users.fullName,
      sellerUsername: users.username,
      sellerEmail: users.email,
      notificationPreferences: users.notificationPreferences,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.sellerId))
    .where(and(eq(businesses.id, id), condition))
    .for('update', { of: businesses, skipLocked: true });
  return row ?? null;
}

const wantsMail = (row: DueRow) => row.notificationPreferences !== 'none';

async function remind(
  tx: Db,
  deps: ListingExpiryDeps,
  row: DueRow,
  days: number,
  now: Date,
): Promise<boolean> {
  await tx.update(businesses).set({ expiryReminderDays: days }).where(eq(businesses.id, row.id));
  // A seller who silenced every mail gets none; the mark still stands (the dashboard says it).
  if (!wantsMail(row)) return false;
  // Sent last, inside the transaction: a refusing mail server rolls the mark back for the next run.
  const timeZone = await timeZoneOfUser(tx, row.sellerId);
  await deps.mailer.send(reminderMail(row, now, timeZone, deps.appUrl));
  return true;
}

async function expire(tx: Db, deps: ListingExpiryDeps, row: DueRow, now: Date): Promise<boolean> {
  const result = transition('approved', 'expire', 'system');
  if (!result.ok) return false;
  await tx
    .update(businesses)
    .set({ status: result.to, featured: false, featuredUntil: null })
    .where(eq(businesses.id, row.id));
  await recordAudit(tx, {
    userId: null,
    action: 'business.expired',
    description: `Venció el negocio «${row.title}»: su vendedor no lo renovó en ${LISTING_LIFETIME_DAYS} días.`,
    metadata: {
      businessId: row.id,
      from: 'approved',
      to: result.to,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      expiredAt: now.toISOString(),
    },
    targetType: 'business',
    targetId: row.id,
  });
  if (wantsMail(row)) {
    try {
      await deps.mailer.send(expiredMail(row, deps.appUrl));
    } catch (err) {
      // The expiry stands whether or not the notice goes out.
      deps.log?.warn({ err, businessId: row.id }, 'listing expiry notice could not be mailed');
    }
  }
  return true;
}

// ---------- mails (Spanish, tú) ----------

const nameOf = (row: DueRow) => row.sellerName?.trim() || row.sellerUsername;

/**
 * The countdown is the real one, not the reminder's slot: the calendar days from now to the
 * end in the seller's zone (decision 131), so a reminder sent late still tells the truth.
 */
function reminderMail(row: DueRow, now: Date, timeZone: string, appUrl: string): Mail {
  const when = inDaysText(calendarDaysUntil(row.expiresAt, now, { timeZone }) ?? 0);
  const day = formatDateTime(row.expiresAt, { timeZone });
  return linkMail(
    row.sellerEmail,
    `Tu anuncio «${row.title}» vence ${when}`,
    [
      `Hola ${nameOf(row)}:`,
      `Tu anuncio «${row.title}» lleva casi ${LISTING_LIFETIME_DAYS} días publicado y vence ${when}, el ${day}. Si el negocio sigue en venta, renuévalo con un clic: seguirá publicado ${LISTING_LIFETIME_DAYS} días más y aparecerá como recién actualizado.`,
      'Si ya no lo vendes, no hagas nada: cuando venza saldrá de la búsqueda y podrás renovarlo desde tu panel cuando quieras. Si lo vendiste, márcalo como vendido en tu panel.',
    ],
    { href: renewUrl(appUrl, row.id), label: 'Renovar mi anuncio' },
  );
}

function expiredMail(row: DueRow, appUrl: string): Mail {
  return linkMail(
    row.sellerEmail,
    `Tu anuncio «${row.title}» venció`,
    [
      `Hola ${nameOf(row)}:`,
      `Tu anuncio «${row.title}» cumplió ${LISTING_LIFETIME_DAYS} días sin renovarse y ya no aparece en la búsqueda. Quien abra su enlace verá que el anuncio venció.`,
      'Si el negocio sigue en venta, renuévalo con un clic y vuelve a publicarse enseguida. Si cambias su contenido antes de renovarlo, pasará antes por revisión.',
    ],
    { href: renewUrl(appUrl, row.id), label: 'Renovar mi anuncio' },
  );
}
