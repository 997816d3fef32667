// Which subscriptions grant their plan's features, and which one is "the plan" (decision 090).
import type { FeatureName } from '@traspasa/shared/payments';
import type { subscriptions } from '../../db/schema/payments.ts';

/** The `user_features.source` of features a subscription grants. */
export const FEATURE_SOURCE = 'subscription';

/** Provider statuses of a subscription that is being paid for. */
const PAYING = new Set(['active', 'trialing']);

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Whether a subscription still grants its features at `now`: paying (with the renewal
 * cancelled, until the period it paid for ends), or past due within the grace period.
 */
export function grantsFeatures(
  sub: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
  graceUntil: Date | null,
  now: Date,
): boolean {
  const periodLeft = sub.currentPeriodEnd !== null && sub.currentPeriodEnd > now;
  if (PAYING.has(sub.status)) return !sub.cancelAtPeriodEnd || periodLeft;
  if (sub.status === 'past_due') return graceUntil !== null && graceUntil > now;
  // A provider ends a subscription cancelled at period end only when that period is over:
  // a canceled one grants nothing (a refund ends it at once).
  return false;
}

/** Which of a user's subscriptions is "the plan" shown to them: the live one, newest first. */
export function pickCurrent<
  T extends Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'createdAt'>,
>(subs: readonly T[], graceUntil: Date | null, now: Date): T | null {
  const live = subs.filter((s) => grantsFeatures(s, graceUntil, now));
  live.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return live[0] ?? null;
}

export function featuresOf(incluye: string | null): FeatureName[] {
  return (incluye ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean) as FeatureName[];
}
