// The plan features a user holds (`user_features`) and the plan fields mirrored on `users`.
// Written only by syncEntitlements (entitlements.service.ts).
import type { FeatureName } from '@traspasa/shared/payments';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stripeFeatures, stripeProducts, subscriptions, userFeatures } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { FEATURE_SOURCE } from './entitlements.rules.ts';

/** Locks the user (one writer of their features at a time) and reads their grace date; null: no such user. */
export async function lockUserForEntitlements(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, graceUntil: users.gracePeriodEndDate })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user ?? null;
}

/** A user's subscriptions with what their product grants. */
export function subscriptionsGranting(db: Db, userId: number) {
  return db
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
}

/** The active features among these names. */
export function activeFeaturesNamed(db: Db, names: string[]) {
  return db
    .select({ id: stripeFeatures.id, name: stripeFeatures.name })
    .from(stripeFeatures)
    .where(and(inArray(stripeFeatures.name, names), eq(stripeFeatures.active, true)));
}

/** Holds these features from their subscription; a feature already held keeps the date it started. */
export async function grantFeatures(
  db: Db,
  userId: number,
  granted: ReadonlyArray<{ featureId: number; sourceId: string | null }>,
  now: Date,
): Promise<void> {
  await db
    .insert(userFeatures)
    .values(
      granted.map((f) => ({
        userId,
        featureId: f.featureId,
        active: true,
        source: FEATURE_SOURCE,
        sourceId: f.sourceId,
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

/** Ends the subscription features the user holds other than `keep`. */
export async function endFeaturesExcept(db: Db, userId: number, keep: number[], now: Date): Promise<void> {
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
}

/** The plan fields mirrored on `users`. */
export async function setPlanMirror(
  db: Db,
  userId: number,
  mirror: Pick<
    typeof users.$inferInsert,
    | 'subscriptionTier'
    | 'subscriptionStatus'
    | 'subscriptionExpiryDate'
    | 'stripeSubscriptionId'
    | 'gracePeriodEndDate'
  >,
): Promise<void> {
  await db.update(users).set(mirror).where(eq(users.id, userId));
}

/** Whether the user holds a plan feature now. */
export async function holdsFeature(db: Db, userId: number, name: FeatureName): Promise<boolean> {
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
