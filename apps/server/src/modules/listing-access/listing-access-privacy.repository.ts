// SQL of listing access for the account's data rights (decision 014): a buyer's requests (the
// access columns of their NDAs), the settings changes a seller made, and what erasure changes.
import { and, asc, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { listingAccessChanges } from '../../db/schema/listing-access.ts';
import { ndas } from '../../db/schema/ndas.ts';

/** The person's NDAs that are or were an access request (or lost their access), with the listing. */
export function accessRequestsOf(db: Db, userId: number) {
  return db
    .select({
      ndaId: ndas.id,
      businessId: ndas.businessId,
      listingTitle: businesses.title,
      sellerId: businesses.sellerId,
      state: ndas.accessState,
      message: ndas.accessMessage,
      requestedAt: ndas.accessRequestedAt,
      decidedAt: ndas.accessDecidedAt,
      decidedBy: ndas.accessDecidedBy,
      reason: ndas.accessReason,
    })
    .from(ndas)
    .innerJoin(businesses, eq(businesses.id, ndas.businessId))
    .where(
      and(eq(ndas.userId, userId), or(isNotNull(ndas.accessRequestedAt), ne(ndas.accessState, 'granted'))),
    )
    .orderBy(asc(ndas.id));
}

/** Access settings changes the person made themselves (as a listing's seller). */
export function settingsChangesBy(db: Db, userId: number) {
  return db
    .select({
      businessId: listingAccessChanges.businessId,
      listingTitle: businesses.title,
      before: listingAccessChanges.before,
      after: listingAccessChanges.after,
      at: listingAccessChanges.createdAt,
    })
    .from(listingAccessChanges)
    .innerJoin(businesses, eq(businesses.id, listingAccessChanges.businessId))
    .where(eq(listingAccessChanges.actorUserId, userId))
    .orderBy(asc(listingAccessChanges.id));
}

/** The person's requests still waiting for the seller, locked for the erasure's change. */
export function lockOpenRequestsOf(tx: Db, userId: number) {
  return tx
    .select({ id: ndas.id, requestedAt: ndas.accessRequestedAt })
    .from(ndas)
    .where(and(eq(ndas.userId, userId), eq(ndas.accessState, 'requested')))
    .orderBy(asc(ndas.id))
    .for('update');
}

export async function expireRequest(tx: Db, ndaId: number, now: Date): Promise<void> {
  await tx
    .update(ndas)
    .set({ accessState: 'expired', accessDecidedAt: now, accessDecidedBy: null, updatedAt: now })
    .where(and(eq(ndas.id, ndaId), eq(ndas.accessState, 'requested')));
}

/** The messages the person wrote to sellers with their requests, cleared from their NDAs. */
export async function clearMessagesOf(tx: Db, userId: number): Promise<void> {
  await tx
    .update(ndas)
    .set({ accessMessage: null })
    .where(and(eq(ndas.userId, userId), isNotNull(ndas.accessMessage)));
}
