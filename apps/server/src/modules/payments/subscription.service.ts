// A user's own side of payments (decision 090): their plan, cancelling or resuming its
// renewal, changing plan, their listing credits and their payment history.
import {
  type CatalogProduct,
  featureNames,
  type MySubscription,
  planStateOf,
} from '@traspasa/shared/payments';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { catalogueFeatures } from './catalogue.rules.ts';
import { creditBalances } from './credits.repository.ts';
import { featureNamesOf } from './entitlements.repository.ts';
import { featuresOf, pickCurrent } from './entitlements.rules.ts';
import { featureListOf, toCents, toCheckoutProduct, toTransactionView } from './payments.mapper.ts';
import {
  graceUntilOf,
  planFeatureListsOnSale,
  productOnSale,
  providerCustomerOf,
  subscriptionsWithProductOf,
} from './payments.repository.ts';
import { transactionsOf } from './transactions.repository.ts';
import { isTransferPlan, setTransferRenewal } from './transfers/transfer-plans.service.ts';
import { syncSubscription } from './webhook/effects.service.ts';

const NO_PLAN = 'No tienes un plan activo.';
export const BAD_CURSOR = 'La página pedida no es válida. Vuelve a cargar la lista.';

/** The plan shown to the user as theirs (live, newest first), or null. */
export async function currentSubscriptionOf(db: Db, userId: number) {
  const graceUntil = await graceUntilOf(db, userId);
  const rows = await subscriptionsWithProductOf(db, userId);
  const current = pickCurrent(
    rows.map((r) => ({ ...r.sub, row: r })),
    graceUntil,
    new Date(),
  );
  if (!current) return null;
  const { sub, product } = current.row;
  return {
    ...sub,
    productName: product?.name ?? 'Plan',
    product,
    graceUntil: sub.status === 'past_due' ? graceUntil : null,
  };
}

/**
 * What the plans on sale grant, each feature once in the catalogue's order: the only thing a
 * screen may promise someone without a plan (decision 090).
 */
async function featuresOnSale(db: Db): Promise<CatalogProduct['features']> {
  const plans = await planFeatureListsOnSale(db);
  const granted = new Set(plans.flatMap((incluye) => featuresOf(incluye)));
  return featureNames
    .filter((name) => granted.has(name))
    .map((name) => ({ name, description: catalogueFeatures[name] }));
}

export class SubscriptionService {
  constructor(private readonly app: FastifyInstance) {}

  async mine(user: CurrentUser): Promise<MySubscription> {
    const current = await currentSubscriptionOf(this.app.db, user.id);
    const features = await featureNamesOf(this.app.db, user.id);
    const customer = await providerCustomerOf(this.app.db, user.id);
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
            features: featureListOf(current.product?.incluye ?? null),
          }
        : null,
      features,
      planFeatures: await featuresOnSale(this.app.db),
      canManagePaymentMethod: this.app.payments.provider.name === 'stripe' && Boolean(customer),
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
    // Paid by transfer: its renewals are orders of ours, no provider to ask (decision 094).
    if (isTransferPlan(current)) {
      await setTransferRenewal(this.app, current.id, cancel);
      return this.mine(user);
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
    if (isTransferPlan(current)) {
      throw AppError.conflict(
        'Tu plan se paga por transferencia y no cambia a mitad de año. Cancela la renovación y, cuando termine, elige el plan nuevo.',
      );
    }
    const target = await productOnSale(this.app.db, productId);
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
    const customer = await providerCustomerOf(this.app.db, user.id);
    const url = customer
      ? await this.providerCall(() =>
          this.app.payments.provider.portalUrl(customer, `${this.app.config.appUrl}/subscription`),
        )
      : null;
    if (!url)
      throw AppError.notFound(
        'Tu medio de pago se gestiona al pagar; no hay una página aparte para cambiarlo.',
      );
    return { url };
  }

  credits(user: CurrentUser) {
    return creditBalances(this.app.db, user.id);
  }

  async transactions(user: CurrentUser, cursor: string | undefined, limit: number) {
    const after = decodeCursor(cursor, isIdCursor, BAD_CURSOR);
    const rows = await transactionsOf(this.app.db, user.id, after?.id ?? null, limit + 1);
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
