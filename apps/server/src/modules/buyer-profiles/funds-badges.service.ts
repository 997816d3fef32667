// The funds badge on the buyer card (decision 104), from the funds module's service.
import { type FundsBadge, fundsBadgeText } from '@traspasa/shared/funds';
import type { Db } from '../../db/client.ts';

/**
 * Funds badges by user id. The funds module's `fundsBadgesFor` is not there yet: until it is,
 * no card shows a funds badge (decision 103).
 */
export async function fundsBadgesOf(
  _db: Db,
  _userIds: readonly number[],
  _now: Date,
): Promise<Map<number, FundsBadge>> {
  void fundsBadgeText;
  return new Map();
}
