// Listing access in the account's data rights (decision 014). The export gives a buyer their
// requests (listing, state, their message, dates, who answered by role, the reason the buyer
// reads) and a seller the access settings they changed; never another buyer's request. The
// erasure closes the person's open requests (expired, with their NDA chain event, so no
// seller answers a deleted account) and clears the messages from the NDAs; the NDA rows and
// their hash-chained events stay as the evidence they are.
import {
  type ListingAccessMode,
  type ListingAccessState,
  listingAccessModeLabels,
  listingAccessStateLabels,
} from '@traspasa/shared/listing-access';
import type { Db } from '../../db/client.ts';
import { appendNdaEvent } from '../ndas/nda-events.service.ts';
import {
  accessRequestsOf,
  clearMessagesOf,
  expireRequest,
  lockOpenRequestsOf,
  settingsChangesBy,
} from './listing-access-privacy.repository.ts';

type Settings = Record<string, unknown>;

const readableSettings = (s: Settings) => ({
  accessMode: listingAccessModeLabels[s.accessMode as ListingAccessMode] ?? s.accessMode ?? null,
  requireVerifiedFunds: s.requireVerifiedFunds ?? null,
  requireVerifiedBuyer: s.requireVerifiedBuyer ?? null,
});

export async function listingAccessExportFor(db: Db, userId: number) {
  const [requests, changes] = await Promise.all([
    accessRequestsOf(db, userId),
    settingsChangesBy(db, userId),
  ]);
  return {
    requests: requests.map((r) => {
      const state = r.state as ListingAccessState;
      return {
        businessId: r.businessId,
        listing: r.listingTitle,
        state: listingAccessStateLabels[state] ?? r.state,
        message: r.message,
        requestedAt: r.requestedAt,
        decidedAt: r.decidedAt,
        decidedBy: !r.decidedAt
          ? null
          : r.decidedBy === null
            ? 'Traspasa (automático)'
            : r.decidedBy === r.sellerId
              ? 'El vendedor'
              : 'Administración de Traspasa',
        // What the buyer's own view shows (declined or revoked), nothing else.
        reason: state === 'declined' || state === 'revoked' ? r.reason : null,
      };
    }),
    settingsChanges: changes.map((c) => ({
      businessId: c.businessId,
      listing: c.listingTitle,
      at: c.at,
      before: readableSettings(c.before),
      after: readableSettings(c.after),
    })),
  };
}

/** Account erasure, in its transaction (see the header). */
export async function eraseListingAccessFor(tx: Db, userId: number, now = new Date()): Promise<void> {
  for (const open of await lockOpenRequestsOf(tx, userId)) {
    await expireRequest(tx, open.id, now);
    await appendNdaEvent(tx, {
      ndaId: open.id,
      eventType: 'access_expired',
      actorUserId: null,
      ipAddress: null,
      userAgent: null,
      metadata: {
        requestedAt: open.requestedAt?.toISOString() ?? null,
        expiredAt: now.toISOString(),
        cause: 'account_erased',
      },
    });
  }
  await clearMessagesOf(tx, userId);
}
