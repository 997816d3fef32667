// Plan features a user holds (decision 090). They are derived, never edited by hand: every
// change of a subscription (an event, the lifecycle job) calls `syncEntitlements`, which
// recomputes them from the user's subscriptions. Recomputing instead of adding and
// removing makes the result independent of the order and the number of calls.
import type { FeatureName } from '@traspasa/shared/payments';
import type { Db } from '../../db/client.ts';
import {
  activeFeaturesNamed,
  endFeaturesExcept,
  grantFeatures,
  holdsFeature,
  lockUserForEntitlements,
  setPlanMirror,
  subscriptionsGranting,
} from './entitlements.repository.ts';
import { featuresOf, grantsFeatures, pickCurrent } from './entitlements.rules.ts';

/**
 * Recomputes the user's plan features and `users.subscriptionTier/Status/ExpiryDate` from
 * their subscriptions. Idempotent; run it inside the transaction that changed a
 * subscription. Features from other sources (none today) are left alone.
 */
export async function syncEntitlements(db: Db, userId: number, now = new Date()): Promise<void> {
  // One writer per user at a time: two events of the same user serialise here.
  const user = await lockUserForEntitlements(db, userId);
  if (!user) return;
  const subs = await subscriptionsGranting(db, userId);

  const names = new Set<string>();
  const sourceOf = new Map<string, string>();
  for (const sub of subs) {
    if (!grantsFeatures(sub, user.graceUntil, now)) continue;
    for (const name of featuresOf(sub.incluye)) {
      names.add(name);
      if (!sourceOf.has(name)) sourceOf.set(name, sub.stripeSubscriptionId);
    }
  }

  const granted = names.size === 0 ? [] : await activeFeaturesNamed(db, [...names]);
  if (granted.length > 0) {
    await grantFeatures(
      db,
      userId,
      granted.map((f) => ({ featureId: f.id, sourceId: sourceOf.get(f.name) ?? null })),
      now,
    );
  }
  await endFeaturesExcept(
    db,
    userId,
    granted.map((f) => f.id),
    now,
  );

  const current = pickCurrent(subs, user.graceUntil, now);
  await setPlanMirror(db, userId, {
    subscriptionTier: current?.nivelAcceso ?? null,
    subscriptionStatus: current?.status ?? (subs.length > 0 ? 'inactive' : null),
    subscriptionExpiryDate: current?.currentPeriodEnd ?? null,
    stripeSubscriptionId: current?.stripeSubscriptionId ?? null,
    // The grace period belongs to a past-due plan: a paid plan ends it. When the grace
    // runs out the date stays, so the lifecycle job can tell the user their plan ended.
    ...(current && current.status !== 'past_due' ? { gracePeriodEndDate: null } : {}),
  });
}

/** Whether the user holds a plan feature now: what other modules ask of a plan. */
export function hasFeature(db: Db, userId: number, name: FeatureName): Promise<boolean> {
  return holdsFeature(db, userId, name);
}
