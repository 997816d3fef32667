// Plan features a user holds (issue 9). They are derived, never edited by hand: every
// change of a subscription (an event, the lifecycle job) calls `syncEntitlements`, which
// recomputes them from the user's subscriptions. Recomputing instead of adding and
// removing makes the result independent of the order and the number of calls.
import type { FeatureName } from '@traspasa/shared/payments';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stripeFeatures, stripeProducts, subscriptions, userFeatures } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';

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

/**
 * Recomputes the user's plan features and `users.subscriptionTier/Status/ExpiryDate` from
 * their subscriptions. Idempotent; run it inside the transaction that changed a
 * subscription. Features from other sources (none today) are left alone.
 */
export async function syncEntitlements(db: Db, userId: number, now = new Date()): Promise<void> {
  // One writer per user at a time: two events of the same user serialise here.
  const [user] = await db
    .select({ id: users.id, graceUntil: users.gracePeriodEndDate })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return;
  const subs = await db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      createdAt: subscriptions.createdAt,
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      incluye: stripeProducts.incluye,
      nivelAcceso: stripeProducts.nivelAcceso,
    })
    .from(subscriptions)
    .leftJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .where(eq(subscriptions.userId, userId));

  const names = new Set<string>();
  const sourceOf = new Map<string, string>();
  for (const sub of subs) {
    if (!grantsFeatures(sub, user.graceUntil, now)) continue;
    for (const name of featuresOf(sub.incluye)) {
      names.add(name);
      if (!sourceOf.has(name)) sourceOf.set(name, sub.stripeSubscriptionId);
    }
  }

  const granted =
    names.size === 0
      ? []
      : await db
          .select({ id: stripeFeatures.id, name: stripeFeatures.name })
          .from(stripeFeatures)
          .where(and(inArray(stripeFeatures.name, [...names]), eq(stripeFeatures.active, true)));
  if (granted.length > 0) {
    await db
      .insert(userFeatures)
      .values(
        granted.map((f) => ({
          userId,
          featureId: f.id,
          active: true,
          source: FEATURE_SOURCE,
          sourceId: sourceOf.get(f.name) ?? null,
          activatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [userFeatures.userId, userFeatures.featureId],
        set: {
          active: true,
          source: FEATURE_SOURCE,
          sourceId: sql`excluded.source_id`,
          // A feature already held keeps the date it started; a returning one starts now.
          activatedAt: sql`case when ${userFeatures.active} then ${userFeatures.activatedAt} else excluded.activated_at end`,
          deactivatedAt: null,
        },
      });
  }
  const keep = granted.map((f) => f.id);
  await db
    .update(userFeatures)
    .set({ active: false, deactivatedAt: now })
    .where(
      and(
        eq(userFeatures.userId, userId),
        eq(userFeatures.active, true),
        eq(userFeatures.source, FEATURE_SOURCE),
        keep.length > 0 ? notInArray(userFeatures.featureId, keep) : undefined,
      ),
    );

  const current = pickCurrent(subs, user.graceUntil, now);
  await db
    .update(users)
    .set({
      subscriptionTier: current?.nivelAcceso ?? null,
      subscriptionStatus: current?.status ?? (subs.length > 0 ? 'inactive' : null),
      subscriptionExpiryDate: current?.currentPeriodEnd ?? null,
      stripeSubscriptionId: current?.stripeSubscriptionId ?? null,
      // The grace period belongs to a past-due plan: a paid plan ends it. When the grace
      // runs out the date stays, so the lifecycle job can tell the user their plan ended.
      ...(current && current.status !== 'past_due' ? { gracePeriodEndDate: null } : {}),
    })
    .where(eq(users.id, userId));
}

/** Whether the user holds a plan feature now. */
export async function hasFeature(db: Db, userId: number, name: FeatureName): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(userFeatures)
    .innerJoin(stripeFeatures, eq(stripeFeatures.id, userFeatures.featureId))
    .where(and(eq(userFeatures.userId, userId), eq(userFeatures.active, true), eq(stripeFeatures.name, name)))
    .limit(1);
  return rows.length > 0;
}

/** The names of the plan features the user holds. */
export async function featureNamesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: stripeFeatures.name })
    .from(userFeatures)
    .innerJoin(stripeFeatures, eq(stripeFeatures.id, userFeatures.featureId))
    .where(and(eq(userFeatures.userId, userId), eq(userFeatures.active, true)));
  return rows.map((r) => r.name).sort();
}
