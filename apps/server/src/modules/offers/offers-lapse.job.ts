// Offers lapse on their own (decision 170): an open version whose validity day has passed in
// Ecuador, and an accepted offer not signed by both within ACCEPTANCE_SIGNING_DAYS (the listing
// is freed). Each negotiation in its own transaction (forEachDue); the chain event and both
// sides' bell notices commit with the change, the mails go after the commit.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forEachDue } from '../../lib/jobs.ts';
import {
  type DecisionNotice,
  mailNotice,
  type NoticeMailDeps,
  recordNotice,
} from '../notices/notices.service.ts';
import { appendNegotiationEvent } from './negotiation-events.service.ts';
import { offerLapsedNotice } from './offers.mails.ts';
import {
  findListing,
  listLapsingAcceptedIds,
  listLapsingVersionIds,
  lockLapsingAccepted,
  lockLapsingVersion,
  type NegotiationRow,
  updateNegotiation,
  updateVersion,
} from './offers.repository.ts';
import { acceptanceLapsesBefore, ecuadorDay } from './offers.rules.ts';

export const OFFERS_LAPSE_JOB = 'offers-lapse';

export interface OffersLapseDeps {
  db: Db;
  app: NoticeMailDeps & { log: Pick<FastifyBaseLogger, 'error' | 'warn'> };
  now?: Date;
}

async function tellBoth(tx: Db, n: NegotiationRow, why: 'validity' | 'unsigned'): Promise<DecisionNotice[]> {
  const listing = await findListing(tx, n.businessId);
  const notices = [n.buyerId, n.sellerId].map((to) =>
    offerLapsedNotice(to, { id: n.businessId, title: listing?.title ?? '' }, { id: n.id, why }),
  );
  for (const notice of notices) await recordNotice(tx, notice);
  return notices;
}

export async function runOffersLapse(deps: OffersLapseDeps): Promise<{ lapsed: number; unsigned: number }> {
  const now = deps.now ?? new Date();
  const today = ecuadorDay(now);
  const mailAll = (notices: DecisionNotice[]) => async () => {
    for (const notice of notices) await mailNotice(deps.app, notice);
  };

  const lapsed = await forEachDue(deps.db, {
    listDue: (afterId, limit) => listLapsingVersionIds(deps.db, today, afterId, limit),
    lock: (tx, id) => lockLapsingVersion(tx, id, today),
    handle: async (tx, { negotiation, version }) => {
      await updateVersion(tx, version.id, { status: 'lapsed', decidedAt: now });
      await updateNegotiation(tx, negotiation.id, { status: 'lapsed', endedAt: now });
      await appendNegotiationEvent(tx, {
        negotiationId: negotiation.id,
        type: 'lapsed',
        versionId: version.id,
        actorUserId: null,
        ipAddress: null,
        userAgent: null,
        payload: { number: version.number, why: 'validity', validUntil: version.validUntil },
      });
      return { handled: true, afterCommit: mailAll(await tellBoth(tx, negotiation, 'validity')) };
    },
    onError: (err, id) =>
      deps.app.log.warn(
        { err, versionId: id },
        'offer lapse failed for one version; retried on the next run',
      ),
  });

  const before = acceptanceLapsesBefore(now);
  const unsigned = await forEachDue(deps.db, {
    listDue: (afterId, limit) => listLapsingAcceptedIds(deps.db, before, afterId, limit),
    lock: (tx, id) => lockLapsingAccepted(tx, id, before),
    handle: async (tx, negotiation) => {
      if (negotiation.acceptedVersionId) {
        await updateVersion(tx, negotiation.acceptedVersionId, { status: 'lapsed' });
      }
      await updateNegotiation(tx, negotiation.id, { status: 'lapsed', endedAt: now });
      await appendNegotiationEvent(tx, {
        negotiationId: negotiation.id,
        type: 'lapsed',
        versionId: negotiation.acceptedVersionId,
        actorUserId: null,
        ipAddress: null,
        userAgent: null,
        payload: { why: 'unsigned', acceptedAt: negotiation.acceptedAt?.toISOString() ?? null },
      });
      return { handled: true, afterCommit: mailAll(await tellBoth(tx, negotiation, 'unsigned')) };
    },
    onError: (err, id) =>
      deps.app.log.warn(
        { err, negotiationId: id },
        'unsigned acceptance lapse failed; retried on the next run',
      ),
  });
  return { lapsed, unsigned };
}
