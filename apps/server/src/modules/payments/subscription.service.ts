// A user's own side of payments (issue 9): their plan, cancelling or resuming its
// renewal, changing plan, their listing credits and their payment history.
import {
  type CatalogProduct,
  featureNames,
  type MySubscription,
  planStateOf,
  type TransactionView,
} from '@traspasa/shared/payments';
import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  discountCodes,
  stripeProducts,
  stripeTransactions,
  subscriptions,
} from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { catalogueFeatures } from './catalogue.ts';
import { toCheckoutProduct } from './checkout.service.ts';
import { syncSubscription } from './effects.ts';
import { featureNamesOf, featuresOf, pickCurrent } from './entitlements.ts';
import { toCents } from './provider.ts';

const NO_PLAN = 'No tienes un plan activo.';
export const BAD_CURSOR = 'La página pedida no es válida. Vuelve a cargar la lista.';

/** The plan shown to the user as theirs (live, newest first), or null. */
export async function currentSubscriptionOf(db: Db, userId: number) {
  const [user] = await db
    .select({ graceUntil: users.gracePeriodEndDate })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db
    .select({ sub: subscriptions, product: stripeProducts })
    .from(subscriptions)
    .leftJoin(stripeProducts, eq(stripeProducts.id, subscriptions.productId))
    .where(eq(subscriptions.userId, userId));
  const current = pickCurrent(
    rows.map((r) => ({ ...r.sub, row: r })),
    user?.graceUntil ?? null,
    new Date(),
  );
  if (!current) return null;
  const { sub, product } = current.row;
  return {
    ...sub,
    productName: product?.name ?? 'Plan',
    product,
    graceUntil: sub.status === 'past_due' ? (user?.graceUntil ?? null) : null,
  };
}

/**
 * What the plans on sale grant, each feature once in the catalogue's order: the only thing a
 * screen may promise someone without a plan (decision 090).
 */
async function featuresOnSale(db: Db): Promise<CatalogProduct['features']> {
  const plans = await db
    .select({ incluye: stripeProducts.incluye })
    .from(stripeProducts)
    .where(and(eq(stripeProducts.active, true), ne(stripeProducts.periodicidad, 'unico')));
  const granted = new Set(plans.flatMap((p) => featuresOf(p.incluye)));
  return featureNames
    .filter((name) => granted.has(name))
    .map((name) => ({ name, description: catalogueFeatures[name] }));
}

const DESCRIPTIONS: Record<string, string> = {
  subscription_cycle: 'Renovación',
  subscription_update: 'Cambio de plan',
};

export class SubscriptionService {
  constructor(private readonly app: FastifyInstance) {}

  async mine(user: CurrentUser): Promise<MySubscription> {
    const current = await currentSubscriptionOf(this.app.db, user.id);
    const features = await featureNamesOf(this.app.db, user.id);
    const [account] = await this.app.db
      .select({ customer: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, user.id));
    const names = (current?.product?.incluye ?? '').split(',').filter(Boolean);
    return {
      subscription: current
        ? {
            id: current.id,
            productId: current.productId,
            productName: current.productName,
            period: (current.product?.periodicidad as 'mensual' | 'anual' | null) ?? null,
            priceCents: current.product ? toCents(current.product.precioUsd) : null,
            status: current.status,
            currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: current.cancelAtPeriodEnd,
            graceUntil: current.graceUntil?.toISOString() ?? null,
            state: planStateOf(current),
            features: names
              .filter((n): n is keyof typeof catalogueFeatures => n in catalogueFeatures)
              .map((name) => ({ name, description: catalogueFeatures[name] })),
          }
        : null,
      features,
      planFeatures: await featuresOnSale(this.app.db),
      canManagePaymentMethod: this.app.payments.provider.name === 'stripe' && Boolean(account?.customer),
    };
  }

  private async currentOrThrow(user: CurrentUser) {
    const current = await currentSubscriptionOf(this.app.db, user.id);
    if (!current) throw AppError.notFound(NO_PLAN);
    return current;
  }

  /** Stops (or restarts) the renewal; the plan keeps working until the period it paid for ends. */
  async setRenewal(user: CurrentUser, cancel: boolean): Promise<MySubscription> {
    const current = await this.currentOrThrow(user);
    if (current.cancelAtPeriodEnd === cancel) return this.mine(user);
    if (!cancel && current.status === 'canceled') {
      throw AppError.conflict('Ese plan ya terminó. Elige un plan nuevo en Planes.');
    }
    const key = `renewal:${current.stripeSubscriptionId}:${cancel ? 'cancel' : 'resume'}:${Date.now()}`;
    await this.providerCall(() =>
      this.app.payments.provider.setCancelAtPeriodEnd(current.stripeSubscriptionId, cancel, key),
    );
    await this.refresh(current.stripeSubscriptionId);
    return this.mine(user);
  }

  async changePlan(user: CurrentUser, productId: number): Promise<MySubscription> {
    const current = await this.currentOrThrow(user);
    if (current.productId === productId) throw AppError.conflict('Ya tienes este plan.');
    if (current.status !== 'active' || current.cancelAtPeriodEnd) {
      throw AppError.conflict(
        'Para cambiar de plan, tu suscripción tiene que estar al día y con la renovación activa.',
      );
    }
    const [target] = await this.app.db
      .select()
      .from(stripeProducts)
      .where(and(eq(stripeProducts.id, productId), eq(stripeProducts.active, true)));
    if (!target || target.periodicidad === 'unico')
      throw AppError.notFound('Ese plan no existe o ya no está a la venta.');
    await this.providerCall(() =>
      this.app.payments.provider.changePlan(
        current.stripeSubscriptionId,
        toCheckoutProduct(target),
        `change:${current.stripeSubscriptionId}:${productId}:${Date.now()}`,
      ),
    );
    await this.refresh(current.stripeSubscriptionId);
    return this.mine(user);
  }

  /** Reflects the provider's answer now; its events confirm it later (idempotently). */
  private async refresh(subscriptionId: string): Promise<void> {
    const { payments } = this.app;
    await this.app.db.transaction((tx) =>
      syncSubscription(
        { db: tx, provider: payments.provider, log: this.app.log, notify: NOOP_NOTIFY },
        subscriptionId,
      ),
    );
    payments.kick();
  }

  private async providerCall<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof AppError) throw err;
      const status = (err as { status?: number }).status;
      if (status === 404 || status === 409) throw AppError.conflict((err as Error).message);
      this.app.log.error({ err }, 'payment provider call failed');
      throw AppError.unavailable(
        'No pudimos conectar con el proveedor de pagos. Inténtalo en unos minutos.',
        30,
      );
    }
  }

  async portal(user: CurrentUser): Promise<{ url: string }> {
    const [account] = await this.app.db
      .select({ customer: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, user.id));
    const url = account?.customer
      ? await this.providerCall(() =>
          this.app.payments.provider.portalUrl(account.customer!, `${this.app.config.appUrl}/subscription`),
        )
      : null;
    if (!url)
      throw AppError.notFound(
        'Tu medio de pago se gestiona al pagar; no hay una página aparte para cambiarlo.',
      );
    return { url };
  }

  async transactions(user: CurrentUser, cursor: string | undefined, limit: number) {
    const after = decodeCursor(cursor, isIdCursor, BAD_CURSOR);
    const rows = await this.app.db
      .select({ tx: stripeTransactions, productName: stripeProducts.name, code: discountCodes.code })
      .from(stripeTransactions)
      .leftJoin(stripeProducts, eq(stripeProducts.id, stripeTransactions.productId))
      .leftJoin(discountCodes, eq(discountCodes.id, stripeTransactions.discountCodeId))
      .where(
        and(eq(stripeTransactions.userId, user.id), after ? lt(stripeTransactions.id, after.id) : undefined),
      )
      .orderBy(desc(stripeTransactions.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return {
      items: page.map((r) => toTransactionView(r.tx, r.productName, r.code)),
      nextCursor: rows.length > limit ? encodeCursor({ id: page.at(-1)!.tx.id }) : null,
    };
  }
}

const NOOP_NOTIFY = {
  receipt: async () => {},
  paymentFailed: async () => {},
  refund: async () => {},
};

export function toTransactionView(
  tx: typeof stripeTransactions.$inferSelect,
  productName: string | null,
  code: string | null,
): TransactionView {
  const reason =
    typeof tx.metadata?.billingReason === 'string' ? DESCRIPTIONS[tx.metadata.billingReason] : undefined;
  const name = productName ?? 'Pago en Traspasa';
  return {
    id: tx.id,
    createdAt: tx.createdAt.toISOString(),
    description: reason ? `${reason}: ${name}` : name,
    amountCents: toCents(tx.amount),
    currency: tx.currency,
    status: tx.status as TransactionView['status'],
    discountCode: code,
    hasReceipt: tx.status === 'succeeded' || tx.status === 'refunded',
  };
}
