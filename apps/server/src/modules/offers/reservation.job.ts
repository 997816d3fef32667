// The exclusivity's end (decision 171), one scheduled job in three sweeps, each reservation in its
// own transaction (forEachDue): 3 days before the end both parties are reminded once; at the end
// without an extension or a closing the seller (and the buyer) are told to extend, close or
// release; RESERVATION_GRACE_DAYS later, with nothing done, the reservation is released. The bell
// notice is written with the change, the mail goes after the commit.
import { RESERVATION_GRACE_DAYS, RESERVATION_REMINDER_DAYS } from '@traspasa/shared/reservations';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forEachDue } from '../../lib/jobs.ts';
import { type DecisionNotice, type NoticeMailDeps, recordNotice } from '../notices/notices.service.ts';
import { appendNegotiationEvent } from './negotiation-events.service.ts';
import { reservationEndedNotice, reservationEndingNotice } from './reservation.mails.ts';
import {
  endDue,
  findListing,
  graceOverDue,
  listDueIds,
  lockReservation,
  type ReservationRow,
  reminderDue,
  updateReservation,
} from './reservation.repository.ts';
import { mailReservationNotices, releaseLocked } from './reservation.service.ts';

export const RESERVATION_JOB = 'reservation-exclusivity';

export interface ReservationJobDeps {
  db: Db;
  app: NoticeMailDeps & { log: Pick<FastifyBaseLogger, 'error' | 'warn'> };
  now?: Date;
}

export async function runReservationJob(
  deps: ReservationJobDeps,
): Promise<{ reminded: number; ended: number; released: number }> {
  const now = deps.now ?? new Date();
  const sweep = (
    condition: ReturnType<typeof endDue>,
    handle: (tx: Db, r: ReservationRow) => Promise<DecisionNotice[]>,
  ) =>
    forEachDue(deps.db, {
      listDue: (afterId, limit) => listDueIds(deps.db, condition, afterId, limit),
      lock: (tx, id) => lockReservation(tx, id, condition),
      handle: async (tx, row) => {
        const notices = await handle(tx, row);
        return { handled: true, afterCommit: () => mailReservationNotices(deps.app, notices) };
      },
      onError: (err, id) =>
        deps.app.log.warn(
          { err, reservationId: id },
          'reservation job failed for one reservation; retried next run',
        ),
    });

  // The backstop first: a reservation released now needs no «ended» notice.
  const released = await sweep(graceOverDue(now, RESERVATION_GRACE_DAYS), (tx, r) =>
    releaseLocked(tx, r, { userId: null, ip: null, userAgent: null, reason: null, byJob: true }, now),
  );
  const ended = await sweep(endDue(now), async (tx, r) => {
    await updateReservation(tx, r.id, { endNoticeSentAt: now });
    return tellBoth(tx, r, (listing, userId, side) =>
      reservationEndedNotice(listing, userId, r.negotiationId, side),
    );
  });
  const reminded = await sweep(reminderDue(now, RESERVATION_REMINDER_DAYS), async (tx, r) => {
    await updateReservation(tx, r.id, { reminderSentAt: now });
    await appendNegotiationEvent(tx, {
      negotiationId: r.negotiationId,
      type: 'reservation_reminder_sent',
      actorUserId: null,
      ipAddress: null,
      userAgent: null,
      payload: { reservationId: r.id, endsAt: r.endsAt.toISOString() },
    });
    return tellBoth(tx, r, (listing, userId, side) =>
      reservationEndingNotice(listing, userId, r.negotiationId, r.endsAt, side),
    );
  });
  return { reminded, ended, released };
}

async function tellBoth(
  tx: Db,
  r: ReservationRow,
  build: (
    listing: { id: number; sellerId: number; title: string; slug: string },
    userId: number,
    side: 'buyer' | 'seller',
  ) => DecisionNotice,
): Promise<DecisionNotice[]> {
  const listing = await findListing(tx, r.businessId);
  if (!listing) return [];
  const notices = [build(listing, r.sellerId, 'seller'), build(listing, r.buyerId, 'buyer')];
  for (const n of notices) await recordNotice(tx, n);
  return notices;
}
