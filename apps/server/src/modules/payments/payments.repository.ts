// The payments catalogue (features, plans, packages), subscriptions as stored, a user's billing
// fields, and the admin's lists. Transactions: transactions.repository.ts; credits:
// credits.repository.ts; the provider's events: webhook/webhook.repository.ts.
import { featureNames } from '@traspasa/shared/payments';
import { and, count, desc, eq, gte, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  discountCodes,
  stripeFeatures,
  stripeProducts,
  stripeTransactions,
  subscriptions,
} from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import {
  type CatalogueProduct,
  catalogueFeatures,
  cataloguePackages,
  cataloguePlans,
} from './catalogue.rules.ts';

export type ProductRow = typeof stripeProducts.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

// ---------- catalogue ----------

/** Writes the catalogue's features, plans and packages; safe to run at every start and concurrently. */
export async function writeCatalogue(db: Db): Promise<void> {
  await db
    .insert(stripeFeatures)
    .values(Object.entries(catalogueFeatures).map(([name, description]) => ({ name, description })))
    .onConflictDoUpdate({
      target: stripeFeatures.name,
      set: { description: sql`excluded.description`, updatedAt: sql`now()` },
    });
  await db
    .update(stripeFeatures)
    .set({ active: false, updatedAt: sql`now()` })
    .where(and(eq(stripeFeatures.active, true), notInArray(stripeFeatures.name, [...featureNames])));
  const rows: CatalogueProduct[] = [...cataloguePlans, ...cataloguePackages];
  await db
    .insert(stripeProducts)
    .values(rows)
    .onConflictDoUpdate({
      target: stripeProducts.stripeProductId,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        tipoUsuario: sql`excluded.tipo_usuario`,
        nivelAcceso: sql`excluded.nivel_acceso`,
        incluye: sql`excluded.incluye`,
        periodicidad: sql`excluded.periodicidad`,
        precioUsd: sql`excluded.precio_usd`,
        packageTier: sql`excluded.package_tier`,
        packageCount: sql`excluded.package_count`,
        sortOrder: sql`excluded.sort_order`,
        updatedAt: sql`now()`,
      },
    });
}

/** Plans and packages on sale, in the catalogue's order. */
export function productsOnSale(db: Db): Promise<ProductRow[]> {
  return db
    .select()
    .from(stripeProducts)
    .where(eq(stripeProducts.active, true))
    .orderBy(stripeProducts.sortOrder, stripeProducts.id);
}

/** The products on sale, in no particular order (the provider's catalogue sync). */
export function activeProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(stripeProducts).where(eq(stripeProducts.active, true));
}

export async function productOnSale(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(stripeProducts)
    .where(and(eq(stripeProducts.id, id), eq(stripeProducts.active, true)));
  return row ?? null;
}

export async function productById(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(stripeProducts).where(eq(stripeProducts.id, id));
  return row ?? null;
}

/** The `incluye` lists of the plans on sale (packages grant no feature). */
export async function planFeatureListsOnSale(db: Db): Promise<Array<string | null>> {
  const plans = await db
    .select({ incluye: stripeProducts.incluye })
    .from(stripeProducts)
    .where(and(eq(stripeProducts.active, true), ne(stripeProducts.periodicidad, 'unico')));
  return plans.map((p) => p.incluye);
}

export async function setProductPrice(db: Db, productId: number, priceId: string): Promise<void> {
  await db
    .update(stripeProducts)
    .set({ stripePriceId: priceId, updatedAt: new Date() })
    .where(eq(stripeProducts.id, productId));
}

// ---------- a user's subscriptions and billing fields ----------

export async function graceUntilOf(db: Db, userId: number): Promise<Date | null> {
  const [user] = await db
    .select({ graceUntil: users.gracePeriodEndDate })
    .from(users)
    .where(eq(users.id, userId));
  return user?.graceUntil ?? null;
}

export function subscriptionsWithProductOf(
  db: Db,
  userId: number,
): Promise<Array<{ sub: SubscriptionRow; product: ProductRow | null }>> {
  return db
    .select({ sub: subscriptions, product: stripeProducts })
    .from(subscriptions)
    .leftJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .where(eq(subscriptions.userId, userId));
}

/** What a checkout tells the provider about its customer. */
export async function billingAccountOf(db: Db, userId: number) {
  const [account] = await db
    .select({
      email: users.email,
      fullName: users.fullName,
      username: users.username,
      customer: users.stripeCustomerId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return account ?? null;
}

/** The provider's customer id of a user, or null before their first payment. */
export async function providerCustomerOf(db: Db, userId: number): Promise<string | null> {
  const [account] = await db
    .select({ customer: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  return account?.customer ?? null;
}

/** Stores the provider's customer id of a user who has none yet. */
export async function rememberCustomer(db: Db, userId: number, customerId: string): Promise<void> {
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
}

export async function userOfCustomer(db: Db, customerId: string): Promise<number | null> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId));
  return owner?.id ?? null;
}

/** Starts the user's grace period, unless one is already running. */
export async function startGracePeriod(db: Db, userId: number, until: Date): Promise<void> {
  await db
    .update(users)
    .set({ gracePeriodEndDate: until })
    .where(and(eq(users.id, userId), isNull(users.gracePeriodEndDate)));
}

export async function subscriptionOwner(db: Db, stripeSubscriptionId: string): Promise<number | null> {
  const [existing] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return existing?.userId ?? null;
}

/** Stores a subscription as the provider holds it (by its provider id). */
export async function upsertSubscription(
  db: Db,
  values: Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: values });
}

/** Who a failed-renewal notice is for, with their plan and grace date. */
export async function paymentFailedNoticeRow(db: Db, userId: number, subscriptionId: string) {
  const [row] = await db
    .select({
      email: users.email,
      fullName: users.fullName,
      username: users.username,
      preferences: users.notificationPreferences,
      graceUntil: users.gracePeriodEndDate,
      productName: stripeProducts.name,
      price: stripeProducts.precioUsd,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .where(and(eq(subscriptions.stripeSubscriptionId, subscriptionId), eq(subscriptions.userId, userId)));
  return row ?? null;
}

// ---------- the admin's view ----------

export async function revenueSince(db: Db, since: Date): Promise<string> {
  const [revenue] = await db
    .select({ total: sql<string>`coalesce(sum(${stripeTransactions.amount}), 0)::text` })
    .from(stripeTransactions)
    .where(and(eq(stripeTransactions.status, 'succeeded'), gte(stripeTransactions.createdAt, since)));
  return revenue?.total ?? '0';
}

export async function countLiveSubscriptions(db: Db): Promise<number> {
  const [active] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(sql`${subscriptions.status} in ('active', 'trialing', 'past_due')`);
  return active?.n ?? 0;
}

/** Transactions newest first with their product, code and payer: all, by status, or one by id. */
export function adminTransactionRows(
  db: Db,
  by: { status?: string; beforeId?: number; id?: number },
  limit: number,
) {
  return db
    .select({
      tx: stripeTransactions,
      productName: stripeProducts.name,
      code: discountCodes.code,
      username: users.username,
      email: users.email,
    })
    .from(stripeTransactions)
    .innerJoin(users, eq(users.id, stripeTransactions.userId))
    .leftJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
    .leftJoin(discountCodes, eq(discountCodes.id, stripeTransactions.discountCodeId))
    .where(
      and(
        by.id !== undefined ? eq(stripeTransactions.id, by.id) : undefined,
        by.status ? eq(stripeTransactions.status, by.status) : undefined,
        by.beforeId !== undefined ? lt(stripeTransactions.id, by.beforeId) : undefined,
      ),
    )
    .orderBy(desc(stripeTransactions.id))
    .limit(limit);
}

export type AdminTransactionRow = Awaited<ReturnType<typeof adminTransactionRows>>[number];

export function adminSubscriptionRows(db: Db, by: { status?: string; beforeId?: number }, limit: number) {
  return db
    .select({
      sub: subscriptions,
      productName: stripeProducts.name,
      username: users.username,
      email: users.email,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .where(
      and(
        by.status ? eq(subscriptions.status, by.status) : undefined,
        by.beforeId !== undefined ? lt(subscriptions.id, by.beforeId) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(limit);
}
