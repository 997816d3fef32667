// What other modules ask of the offers about a listing (decision 170), kept apart from the
// offers service so the businesses module can call it without an import cycle.
import type { NegotiationStatus } from '@traspasa/shared/offers';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findHolding } from './offers.repository.ts';
import { markSoldRefusal } from './offers.rules.ts';

/**
 * Marking a listing sold outside Traspasa: refused with a Spanish 409 while a negotiation holds
 * it (accepted or signed), so no accepted offer ever sits on a sold listing. Call it in the
 * transaction that holds the listing's row.
 */
export async function assertNotHeldByOffer(tx: Db, businessId: number): Promise<void> {
  const holding = await findHolding(tx, businessId);
  const refusal = markSoldRefusal((holding?.status as NegotiationStatus | undefined) ?? null);
  if (refusal) throw AppError.conflict(refusal);
}
