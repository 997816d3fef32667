// The enhanced-signature deadline (decision 060): 24 h before `uploadDeadline` the buyer gets a
// reminder; once it passes unfinished the NDA is rejected. Run by the job queue every few
// minutes (decision 061); safe to run twice at once and to re-run.
import { formatDateTime } from '@traspasa/shared/dates';
import { and, asc, eq, gt, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { ndas } from '../../db/schema/ndas.ts';
import { users } from '../../db/schema/users.ts';
import { forEachDue } from '../../lib/jobs.ts';
import { linkMail, type Mail, type Mailer } from '../../lib/mailer.ts';
import { timeZoneOfUser } from '../../lib/person-time-zone.ts';
import { appendNdaEvent } from './nda-events.service.ts';
import { wantsNdaMail } from './ndas.mails.ts';

export interface NdaDeadlineDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  now?: Date;
  /** Where a failure on one NDA is reported; the others still run. */
  log?: { warn(obj: object, msg: string): void };
}

export const REMINDER_WINDOW_MS = 24 * 3600_000;
export const EXPIRED_NOTE = 'Plazo vencido: la firma reforzada no se completó antes de la fecha límite.';

/** Only NDAs the buyer has not completed: uploaded ones wait for the seller, not for the clock. */
const awaitingBuyer = and(eq(ndas.status, 'pending'), eq(ndas.enhancedSignatureStatus, 'pendiente'));

const reminderDue = (now: Date): SQL =>
  and(
    awaitingBuyer,
    isNull(ndas.deadlineReminderSentAt),
    gt(ndas.uploadDeadline, now),
    lte(ndas.uploadDeadline, new Date(now.getTime() + REMINDER_WINDOW_MS)),
  )!;

const expired = (now: Date): SQL => and(awaitingBuyer, lte(ndas.uploadDeadline, now))!;

export async function runNdaDeadlines(deps: NdaDeadlineDeps): Promise<{ reminded: number; expired: number }> {
  const now = deps.now ?? new Date();
  // Expire first: an NDA whose deadline already passed must not get a "24 h left" mail.
  const expiredCount = await forEachNdaDue(deps, expired(now), (tx, row) => expire(tx, deps, row, now));
  const reminded = await forEachNdaDue(deps, reminderDue(now), (tx, row) => remind(tx, deps, row));
  return { reminded, expired: expiredCount };
}

type DueRow = Awaited<ReturnType<typeof lockDue>>;

/**
 * The NDAs due under `condition`, each handled in its own transaction after locking it again
 * (forEachDue, lib/jobs.ts). A failure (e.g. the mail server) rolls that NDA back for the next
 * run and does not stop the others.
 */
function forEachNdaDue(
  deps: NdaDeadlineDeps,
  condition: SQL,
  handle: (tx: Db, row: NonNullable<DueRow>) => Promise<boolean>,
): Promise<number> {
  return forEachDue(deps.db, {
    listDue: async (afterId, limit) =>
      (
        await deps.db
          .select({ id: ndas.id })
          .from(ndas)
          .where(and(condition, gt(ndas.id, afterId)))
          .orderBy(asc(ndas.id))
          .limit(limit)
      ).map((r) => r.id),
    lock: (tx, id) => lockDue(tx, id, condition),
    handle,
    onError: (err, id) =>
      deps.log?.warn(
        { err, ndaId: id },
        'nda deadline job failed for one NDA; it is retried on the next run',
      ),
  });
}

async function lockDue(tx: Db, id: number, condition: SQL) {
  const [row] = await tx
    .select({
      id: ndas.id,
      businessId: ndas.businessId,
      userId: ndas.userId,
      uploadDeadline: ndas.uploadDeadline,
      buyerName: users.fullName,
      buyerUsername: users.username,
      buyerEmail: users.email,
      notificationPreferences: users.notificationPreferences,
      businessTitle: businesses.title,
    })
    .from(ndas)
    .innerJoin(users, eq(users.id, ndas.userId))
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .where(and(eq(ndas.id, id), condition))
    .for('update', { of: ndas, skipLocked: true });
  return row ?? null;
}

function buyerOf(row: NonNullable<DueRow>) {
  return {
    name: row.buyerName?.trim() || row.buyerUsername,
    email: row.buyerEmail,
    notificationPreferences: row.notificationPreferences,
  };
}

async function remind(tx: Db, deps: NdaDeadlineDeps, row: NonNullable<DueRow>): Promise<boolean> {
  const buyer = buyerOf(row);
  await tx.update(ndas).set({ deadlineReminderSentAt: new Date() }).where(eq(ndas.id, row.id));
  // A buyer who silenced every mail gets none; the row is marked so it is not looked at again.
  if (!wantsNdaMail(buyer)) return false;
  await appendNdaEvent(tx, {
    ndaId: row.id,
    eventType: 'reminder_sent',
    actorUserId: null,
    ipAddress: null,
    userAgent: null,
    metadata: { uploadDeadline: row.uploadDeadline?.toISOString() ?? null },
  });
  // Sent last, inside the transaction: if the mail server fails, nothing is recorded and
  // the next run tries again.
  // The deadline in the buyer's zone, named (decision 131).
  await deps.mailer.send(reminderMail(buyer, row, deps.appUrl, await timeZoneOfUser(tx, row.userId)));
  return true;
}

async function expire(tx: Db, deps: NdaDeadlineDeps, row: NonNullable<DueRow>, now: Date): Promise<boolean> {
  await tx
    .update(ndas)
    .set({ status: 'rejected', adminNotes: EXPIRED_NOTE, canReupload: false })
    .where(eq(ndas.id, row.id));
  await appendNdaEvent(tx, {
    ndaId: row.id,
    eventType: 'expired',
    actorUserId: null,
    ipAddress: null,
    userAgent: null,
    metadata: { uploadDeadline: row.uploadDeadline?.toISOString() ?? null, expiredAt: now.toISOString() },
  });
  const buyer = buyerOf(row);
  if (wantsNdaMail(buyer)) {
    try {
      await deps.mailer.send(expiredMail(buyer, row, deps.appUrl, await timeZoneOfUser(tx, row.userId)));
    } catch (err) {
      // The expiry stands whether or not the notice goes out.
      deps.log?.warn({ err, ndaId: row.id }, 'nda expiry notice could not be mailed');
    }
  }
  return true;
}

// ---------- mails (Spanish, tú) ----------

function deadlineText(d: Date | null, timeZone: string): string {
  if (!d) return '';
  // "24 de noviembre de 2026, 10:19 (hora de Ecuador)": the zone is named (decision 131).
  return formatDateTime(d, { timeZone });
}

function reminderMail(
  buyer: { name: string; email: string },
  row: NonNullable<DueRow>,
  appUrl: string,
  timeZone: string,
): Mail {
  return linkMail(
    buyer.email,
    `Te quedan menos de 24 horas para completar el acuerdo de «${row.businessTitle}»`,
    [
      `Hola ${buyer.name}:`,
      `Aceptaste el acuerdo de confidencialidad de «${row.businessTitle}», pero este negocio pide una firma reforzada y todavía no la completas. Tienes plazo hasta el ${deadlineText(row.uploadDeadline, timeZone)}.`,
      'Puedes firmar electrónicamente con un código que te enviamos por correo, o descargar el documento, firmarlo a mano y subirlo junto con tu cédula.',
      'Si el plazo vence, el acuerdo quedará rechazado y no podrás ver la información confidencial del negocio.',
    ],
    { href: `${appUrl}/nda-upload/${row.businessId}`, label: 'Completar la firma' },
  );
}

function expiredMail(
  buyer: { name: string; email: string },
  row: NonNullable<DueRow>,
  appUrl: string,
  timeZone: string,
): Mail {
  return linkMail(
    buyer.email,
    `Venció el plazo del acuerdo de «${row.businessTitle}»`,
    [
      `Hola ${buyer.name}:`,
      `El plazo para completar la firma reforzada del acuerdo de confidencialidad de «${row.businessTitle}» venció el ${deadlineText(row.uploadDeadline, timeZone)}, así que el acuerdo quedó rechazado y no tienes acceso a la información confidencial del negocio.`,
    ],
    { href: `${appUrl}/nda-status/${row.businessId}`, label: 'Ver el estado del acuerdo' },
  );
}
